#pragma once

#include "analysis/monitorfigures.h"
#include "kernels/throughputbenchmark.h"

#include <QFutureWatcher>
#include <QObject>

#include <atomic>
#include <memory>
#include <vector>

QT_BEGIN_NAMESPACE
class QTimer;
QT_END_NAMESPACE

namespace nk::ui {

// The Monitor's work off the UI thread and its request bookkeeping: the "now" figures, the
// sweeps (quick part, then the d sweep up to kMaxDimension) and the throughput benchmark.
//
// Requests are debounced (cheap figures follow typing closely, sweeps wait for a pause) and the
// newest request wins: an older result is dropped, a running sweep is cancelled. Nobody waits.
class MonitorJobs : public QObject
{
    Q_OBJECT

public:
    explicit MonitorJobs(QObject *parent = nullptr);
    ~MonitorJobs() override;

    // What the next jobs compute. layerNorm/rmsNorm: the traces of (x, settings) when the caller
    // has them.
    void setInput(const std::vector<double> &x, const nk::NormSettings &settings,
                  std::shared_ptr<const nk::NormTrace> layerNorm,
                  std::shared_ptr<const nk::NormTrace> rmsNorm);
    void setTransform(double shift, double scale); // the invariance's x + c and a·x
    void setSweepSelection(nk::Precision precision, nk::Accumulation accumulation);
    void setFullDimensionSweep(bool on) { m_fullDimensionSweep = on; }

    void scheduleNow();
    void scheduleSweeps();
    void stopScheduled(); // the input can't be used: drop the requests not yet started

    void setBenchmarkPlan(const nk::MonitorBenchmarkPlan &plan) { m_plan = plan; }
    const nk::MonitorBenchmarkPlan &benchmarkPlan() const { return m_plan; }
    void runBenchmark();
    void cancelBenchmark();
    bool isBenchmarkRunning() const { return m_benchmarkActive; }
    bool benchmarkCancelled() const { return m_benchmarkCancel->load(); }
    bool benchmarkOutOfMemory() const { return m_benchmarkProgress->load() < 0; }
    int benchmarkProgress() const { return std::max(0, m_benchmarkProgress->load()); } // ‰

    // A request is waiting, running, or a sweep still has its second part to do.
    bool isBusy() const;

    const nk::MonitorNowFigures &now() const { return m_now; }
    const nk::MonitorSweepFigures &sweeps() const { return m_sweeps; }
    // fp32 results, one per planned d so far; and bf16, measured in the same run, beside them.
    const std::vector<nk::ThroughputBenchmark::Result> &benchmarkResults() const
    {
        return m_benchmark;
    }
    const std::vector<nk::ThroughputBenchmark::Result> &benchmarkBf16Results() const
    {
        return m_benchmarkBf16;
    }

signals:
    void nowReady();
    void sweepsStarted();
    void sweepsReady();
    void benchmarkChanged(); // started, a result arrived, or finished
    void benchmarkProgressed(int perMille);

private:
    bool inputUsable() const;
    void startNow();
    void startSweeps();
    void startFullDimensionSweep();
    void nowFinished();
    void sweepsFinished();
    void fullDimensionFinished();
    void benchmarkResultReady(int index);
    void benchmarkFinished();

    std::vector<double> m_input;
    nk::NormSettings m_settings;
    std::shared_ptr<const nk::NormTrace> m_layerNorm, m_rmsNorm; // of m_input, when given
    double m_shift = 0.0;
    double m_scale = 1.0;
    nk::Precision m_sweepPrecision = nk::Precision::Fp32;
    nk::Accumulation m_sweepAccumulation = nk::Accumulation::Storage;
    bool m_fullDimensionSweep = true;

    nk::MonitorNowFigures m_now;
    nk::MonitorSweepFigures m_sweeps;
    std::vector<nk::ThroughputBenchmark::Result> m_benchmark;
    std::vector<nk::ThroughputBenchmark::Result> m_benchmarkBf16;
    nk::MonitorBenchmarkPlan m_plan;

    QTimer *m_nowTimer = nullptr;
    QTimer *m_sweepTimer = nullptr;
    QTimer *m_progressTimer = nullptr;
    QFutureWatcher<nk::MonitorNowFigures> *m_nowWatcher = nullptr;
    QFutureWatcher<nk::MonitorSweepFigures> *m_sweepWatcher = nullptr;
    QFutureWatcher<nk::SweepResult> *m_fullDimensionWatcher = nullptr;
    // Per d: the fp32 and the bf16 result of one runSideBySide.
    QFutureWatcher<std::vector<nk::ThroughputBenchmark::Result>> *m_benchmarkWatcher = nullptr;
    // Set to stop the sweep that is running when a newer one starts.
    std::shared_ptr<std::atomic<bool>> m_sweepCancel;
    std::shared_ptr<std::atomic<bool>> m_benchmarkCancel;
    std::shared_ptr<std::atomic<int>> m_benchmarkProgress; // per mille, −1: out of memory
    bool m_benchmarkActive = false;
    bool m_sweepsPending = false;
    bool m_nowPending = false; // an input arrived while the "now" job was running
};

} // namespace nk::ui
