#pragma once

#include "errorsweep.h"
#include "invariance.h"
#include "monitornumbers.h"
#include "normsettings.h"
#include "throughputbenchmark.h"
#include "trace.h"

#include <QFutureWatcher>
#include <QWidget>

#include <atomic>
#include <memory>
#include <vector>

QT_BEGIN_NAMESPACE
class QComboBox;
class QFrame;
class QGridLayout;
class QLabel;
class QProgressBar;
class QPushButton;
class QScrollArea;
class QSlider;
class QTimer;
QT_END_NAMESPACE

class BarChart;
class ChartPanel;
class LineChart;

// The Monitor mode: an instrument panel of live charts for the current input, as a scrollable
// column of cards (precision error, error sweeps, FLOPs, memory, measured time, stability,
// invariance).
//
// setInput() only stores the input and restarts two debounce timers; every computation runs on
// the thread pool and the newest request wins (an older result is dropped, a running sweep is
// cancelled). The window never waits for a sweep or the benchmark.
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
        FlopsVsDimension,    // line: counted FLOPs vs d, with the seeds' 8d / 4d
        Passes,              // bars: memory passes, teaching vs fused
        Bytes,               // bars: bytes read/written, teaching vs fused
        Bandwidth,           // line: GB/s vs d (copy, LN, RMS)
        RowTime,             // line: ns per row vs d
        Speedup,             // bars: measured kernel speed-up vs the claims
        Divisors,            // bars: σ and RMS as divisors
        Identity,            // stacked bars: σ² + μ² next to RMS²
        Epsilon,             // line: largest |output| vs ε, near-constant input
        LayerNormInvariance, // bars: LN output for x and a·x + c
        RmsNormInvariance,   // bars: RMS output for x and a·x + c
    };

    // What the "now" cards show: the current input through the teaching kernels.
    struct NowFigures
    {
        struct PrecisionError
        {
            nk::Precision precision = nk::Precision::Fp32;
            nk::Accumulation accumulation = nk::Accumulation::Storage;
            double layerNorm = 0.0; // largest |output error| against the reference
            double rmsNorm = 0.0;
            nk::NumericFlags layerNormFlags, rmsNormFlags;
        };
        std::vector<double> input;
        nk::NormSettings settings;
        // Current settings: the lesson controller's traces when it passed them, else computed.
        std::shared_ptr<const nk::NormTrace> layerNorm, rmsNorm;
        std::vector<PrecisionError>
            errors; // fp32, fp16·storage, fp16·fp32, bf16·storage, bf16·fp32
        std::vector<double> layerNormElementError, rmsNormElementError;
        nk::StabilityNumbers stability;
        nk::MemoryFigures layerNormMemory, rmsNormMemory;
        nk::InvarianceResult invariance;
    };

    struct SweepFigures
    {
        nk::Precision precision = nk::Precision::Fp32;
        nk::Accumulation accumulation = nk::Accumulation::Storage;
        nk::SweepResult offset, dimension, epsilon;
        std::vector<nk::FlopPoint> flops;
        bool dimensionComplete = false; // the d sweep reached 65536
    };

    struct BenchmarkPlan
    {
        std::vector<int> dimensions{256, 1024, 4096, 16384};
        long long elementsPerBatch = 4096LL * 4096LL; // rows = elements / d
        int repeat = 5;
    };

    explicit MonitorView(QWidget *parent = nullptr);
    ~MonitorView() override;

    // layerNorm/rmsNorm: the traces of (x, settings) when the caller already has them (the
    // lesson controller does), so they are not computed twice.
    void setInput(const std::vector<double> &x, const nk::NormSettings &settings,
                  std::shared_ptr<const nk::NormTrace> layerNorm = {},
                  std::shared_ptr<const nk::NormTrace> rmsNorm = {});
    void setZoom(qreal zoom);
    qreal zoom() const { return m_zoom; }

    // The invariance sliders' values: shift c and scale a.
    void setShift(double c);
    void setScale(double a);
    // The precision and accumulation the sweeps show (fp32, fp16 or bf16).
    void setSweepPrecision(nk::Precision precision, nk::Accumulation accumulation);
    // Tests turn the slow part of the d sweep (d > 1024) off.
    void setFullDimensionSweep(bool on) { m_fullDimensionSweep = on; }

    void setBenchmarkPlan(const BenchmarkPlan &plan);
    void runBenchmark();
    void cancelBenchmark();
    bool isBenchmarkRunning() const;
    const std::vector<nk::ThroughputBenchmark::Result> &benchmarkResults() const
    {
        return m_benchmark;
    }
    // The sentence under the time charts (tests).
    QString benchmarkStatus() const;

    // Processes events until no computation is pending or running (tests, screenshots).
    bool waitUntilIdle(int timeoutMs = 20000);

    const NowFigures &nowFigures() const { return m_now; }
    const SweepFigures &sweepFigures() const { return m_sweeps; }
    BarChart *barChart(Chart which) const;
    LineChart *lineChart(Chart which) const;
    QList<ChartPanel *> charts() const;

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    struct Card
    {
        QFrame *frame = nullptr;
        QLabel *title = nullptr;
        QLabel *caption = nullptr;
    };

    struct ChartGrid
    {
        QGridLayout *grid = nullptr;
        QList<ChartPanel *> charts;
    };

    void buildUi();
    int chartColumns() const;
    void layoutCharts();
    Card makeCard(int row);
    void retranslate();
    void applyStyle();

    void scheduleNow();
    void scheduleSweeps();
    void startNow();
    void startSweeps();
    void startFullDimensionSweep();
    void nowFinished();
    void sweepsFinished();
    void fullDimensionFinished();
    void benchmarkResultReady(int index);
    void benchmarkFinished();
    void pollBenchmarkProgress();

    void showAll();
    void showNow();
    void showSweeps();
    void showBenchmark();
    void showInvariance();
    void updateSliderLabels();
    static QStringList flagWords(const nk::NumericFlags &flags);
    void syncSweepSelectors();

    std::vector<double> m_input;
    nk::NormSettings m_settings;
    bool m_hasInput = false;
    double m_shift = 0.0;
    double m_scale = 1.0;
    nk::Precision m_sweepPrecision = nk::Precision::Fp32;
    nk::Accumulation m_sweepAccumulation = nk::Accumulation::Storage;
    bool m_fullDimensionSweep = true;
    qreal m_zoom = 1.0;

    NowFigures m_now;
    std::shared_ptr<const nk::NormTrace> m_layerNorm, m_rmsNorm; // of m_input, when given
    SweepFigures m_sweeps;
    std::vector<nk::ThroughputBenchmark::Result> m_benchmark;
    BenchmarkPlan m_plan;

    QTimer *m_nowTimer = nullptr;
    QTimer *m_sweepTimer = nullptr;
    QTimer *m_progressTimer = nullptr;
    QFutureWatcher<NowFigures> *m_nowWatcher = nullptr;
    QFutureWatcher<SweepFigures> *m_sweepWatcher = nullptr;
    QFutureWatcher<nk::SweepResult> *m_fullDimensionWatcher = nullptr;
    QFutureWatcher<nk::ThroughputBenchmark::Result> *m_benchmarkWatcher = nullptr;
    // Set to stop the sweep that is running when a newer one starts.
    std::shared_ptr<std::atomic<bool>> m_sweepCancel;
    std::shared_ptr<std::atomic<bool>> m_benchmarkCancel;
    std::shared_ptr<std::atomic<int>> m_benchmarkProgress; // per mille
    bool m_sweepsPending = false;
    bool m_nowPending = false; // an input arrived while the "now" job was running

    QScrollArea *m_scroll = nullptr;
    QWidget *m_content = nullptr;
    QLabel *m_heading = nullptr;
    QLabel *m_problem = nullptr;
    QList<Card> m_cards;
    QList<ChartPanel *> m_charts;
    QList<ChartGrid> m_chartGrids;
    int m_chartColumns = 0;

    BarChart *m_errorBars = nullptr;
    LineChart *m_elementErrors = nullptr;
    QLabel *m_errorNote = nullptr;
    LineChart *m_offsetChart = nullptr;
    LineChart *m_dimensionChart = nullptr;
    QLabel *m_sweepPrecisionLabel = nullptr;
    QComboBox *m_sweepPrecisionBox = nullptr;
    QLabel *m_sweepAccumulationLabel = nullptr;
    QComboBox *m_sweepAccumulationBox = nullptr;
    QLabel *m_sweepStatus = nullptr;
    BarChart *m_flopKinds = nullptr;
    BarChart *m_flopClaims = nullptr;
    LineChart *m_flopsVsD = nullptr;
    BarChart *m_passes = nullptr;
    BarChart *m_bytes = nullptr;
    QLabel *m_memoryNote = nullptr;
    QPushButton *m_runButton = nullptr;
    QPushButton *m_cancelButton = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_benchmarkStatus = nullptr;
    LineChart *m_bandwidth = nullptr;
    LineChart *m_rowTime = nullptr;
    BarChart *m_speedup = nullptr;
    BarChart *m_divisors = nullptr;
    BarChart *m_identity = nullptr;
    LineChart *m_epsilon = nullptr;
    QLabel *m_stabilityNumbers = nullptr;
    QLabel *m_epsilonNote = nullptr;
    QLabel *m_shiftLabel = nullptr;
    QSlider *m_shiftSlider = nullptr;
    QLabel *m_scaleLabel = nullptr;
    QSlider *m_scaleSlider = nullptr;
    QPushButton *m_resetInvariance = nullptr;
    BarChart *m_lnInvariance = nullptr;
    BarChart *m_rmsInvariance = nullptr;
    QLabel *m_invarianceNumbers = nullptr;
};
