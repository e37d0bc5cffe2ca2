#pragma once

#include "analysis/monitorfigures.h"
#include "kernels/throughputbenchmark.h"

#include <QWidget>

#include <memory>
#include <vector>

QT_BEGIN_NAMESPACE
class QLabel;
class QScrollArea;
QT_END_NAMESPACE

namespace nk::ui {

class BarChart;
class BenchmarkCard;
class ChartPanel;
class ErrorSweepCard;
class FlopCard;
class InvarianceCard;
class LineChart;
class MemoryCard;
class MonitorCard;
class MonitorJobs;
class PrecisionErrorCard;
class StabilityCard;

// The Monitor mode: an instrument panel of live charts for the current input, as a scrollable
// column of cards (precision error, error sweeps, FLOPs, memory, measured time, stability,
// invariance), one class per card.
//
// setInput() only stores the input and restarts two debounce timers; every computation runs on
// the thread pool (MonitorJobs) and the newest request wins. The window never waits for a sweep
// or the benchmark.
class MonitorView : public QWidget
{
    Q_OBJECT

public:
    enum class Chart {
        PrecisionError,      // bars: largest output error per precision/accumulation
        ElementError,        // line: |error| per element, current settings
        OffsetSweep,         // line: error vs mean offset
        DimensionSweep,      // line: error vs d
        FlopKinds,           // bars: add/sub/mul/div/sqrt counted
        FlopClaims,          // bars: per element, counted vs claims
        FlopsVsDimension,    // line: counted FLOPs vs d, with the common claim's 8d / 4d
        Passes,              // bars: memory passes, teaching vs fused
        Bytes,               // bars: bytes read/written, teaching vs fused
        Bandwidth,           // line: GB/s vs d (copy, LN, RMS)
        RowTime,             // line: ns per row vs d
        Speedup,             // bars: measured kernel speed-up vs the claims
        Divisors,            // bars: σ (standard deviation) and RMS
        Identity,            // stacked bars: σ² + μ² next to RMS²
        Epsilon,             // line: largest |output| vs ε, near-constant input
        LayerNormInvariance, // bars: LN output for x and a·x + c
        RmsNormInvariance,   // bars: RMS output for x and a·x + c
    };

    using NowFigures = nk::MonitorNowFigures;
    using SweepFigures = nk::MonitorSweepFigures;
    using BenchmarkPlan = nk::MonitorBenchmarkPlan;

    explicit MonitorView(QWidget *parent = nullptr);
    ~MonitorView() override;

    // layerNorm/rmsNorm: the traces of (x, settings) when the caller already has them (the
    // lesson controller does), so they are not computed twice.
    void setInput(const std::vector<double> &x, const nk::NormSettings &settings,
                  std::shared_ptr<const nk::NormTrace> layerNorm = {},
                  std::shared_ptr<const nk::NormTrace> rmsNorm = {});
    void setZoom(qreal zoom);
    // Scrolls the timing card (the benchmark) to the top, as "Show me" of a timing claim needs.
    void showBenchmarkCard();
    QWidget *benchmarkCardWidget() const; // the timing card, for tests of what is in sight
    qreal zoom() const { return m_zoom; }

    // The invariance sliders' values: shift c and scale a.
    void setShift(double c);
    void setScale(double a);
    // The precision and accumulation the sweeps show (fp32, fp16 or bf16).
    void setSweepPrecision(nk::Precision precision, nk::Accumulation accumulation);
    // Tests turn the slow part of the d sweep (d > 1024) off.
    void setFullDimensionSweep(bool on);

    void setBenchmarkPlan(const BenchmarkPlan &plan);
    void runBenchmark();
    void cancelBenchmark();
    bool isBenchmarkRunning() const;
    const std::vector<nk::ThroughputBenchmark::Result> &benchmarkResults() const; // fp32
    const std::vector<nk::ThroughputBenchmark::Result> &benchmarkBf16Results() const;
    // The sentences under the time charts and the memory charts (tests).
    QString benchmarkStatus() const;
    QString benchmarkProgressText() const; // the progress bar's words
    QString memoryNote() const;
    // The stability card's figures and its note on the near-constant input (tests).
    QString stabilityNumbers() const;
    QString epsilonNote() const;
    // Every card's title and caption (tests: the words on screen).
    QStringList cardTexts() const;

    // Processes events until no computation is pending or running (tests, screenshots).
    bool waitUntilIdle(int timeoutMs = 20000);

    const NowFigures &nowFigures() const;
    const SweepFigures &sweepFigures() const;
    BarChart *barChart(Chart which) const;
    LineChart *lineChart(Chart which) const;
    QList<ChartPanel *> charts() const;

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void buildUi();
    int chartColumns() const;
    void layoutCharts();
    void retranslate();
    void applyStyle();

    void scheduleNow();
    void scheduleSweeps();

    void showAll();
    void showNow();
    void showSweeps();
    void showBenchmark();

    std::vector<double> m_input;
    nk::NormSettings m_settings;
    bool m_hasInput = false;
    double m_shift = 0.0;
    double m_scale = 1.0;
    nk::Precision m_sweepPrecision = nk::Precision::Fp32;
    nk::Accumulation m_sweepAccumulation = nk::Accumulation::Storage;
    qreal m_zoom = 1.0;
    int m_chartColumns = 0;

    MonitorJobs *m_jobs = nullptr;

    QScrollArea *m_scroll = nullptr;
    QWidget *m_content = nullptr;
    QLabel *m_heading = nullptr;
    QLabel *m_problem = nullptr;
    QList<MonitorCard *> m_cards;
    PrecisionErrorCard *m_errors = nullptr;
    ErrorSweepCard *m_sweeps = nullptr;
    FlopCard *m_flops = nullptr;
    MemoryCard *m_memory = nullptr;
    BenchmarkCard *m_benchmark = nullptr;
    StabilityCard *m_stability = nullptr;
    InvarianceCard *m_invariance = nullptr;
};

} // namespace nk::ui
