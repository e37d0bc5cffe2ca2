#include "jobs/monitorjobs.h"

#include <QPromise>
#include <QTimer>
#include <QtConcurrent>

namespace nk::ui {

using nk::Accumulation;
using nk::Precision;

namespace {

// Debounce: cheap figures follow typing closely, sweeps wait for a pause.
constexpr int kNowDelayMs = 15;
constexpr int kSweepDelayMs = 120;
constexpr int kProgressPollMs = 100;

} // namespace

MonitorJobs::MonitorJobs(QObject *parent)
    : QObject(parent)
    , m_sweepCancel(std::make_shared<std::atomic<bool>>(false))
    , m_benchmarkCancel(std::make_shared<std::atomic<bool>>(false))
    , m_benchmarkProgress(std::make_shared<std::atomic<int>>(0))
{
    m_nowTimer = new QTimer(this);
    m_nowTimer->setSingleShot(true);
    m_nowTimer->setInterval(kNowDelayMs);
    m_sweepTimer = new QTimer(this);
    m_sweepTimer->setSingleShot(true);
    m_sweepTimer->setInterval(kSweepDelayMs);
    m_progressTimer = new QTimer(this);
    m_progressTimer->setInterval(kProgressPollMs);
    connect(m_nowTimer, &QTimer::timeout, this, &MonitorJobs::startNow);
    connect(m_sweepTimer, &QTimer::timeout, this, &MonitorJobs::startSweeps);
    connect(m_progressTimer, &QTimer::timeout, this,
            [this] { emit benchmarkProgressed(benchmarkProgress()); });

    m_nowWatcher = new QFutureWatcher<nk::MonitorNowFigures>(this);
    m_sweepWatcher = new QFutureWatcher<nk::MonitorSweepFigures>(this);
    m_fullDimensionWatcher = new QFutureWatcher<nk::SweepResult>(this);
    m_benchmarkWatcher = new QFutureWatcher<std::vector<nk::ThroughputBenchmark::Result>>(this);
    connect(m_nowWatcher, &QFutureWatcherBase::finished, this, &MonitorJobs::nowFinished);
    connect(m_sweepWatcher, &QFutureWatcherBase::finished, this, &MonitorJobs::sweepsFinished);
    connect(m_fullDimensionWatcher, &QFutureWatcherBase::finished, this,
            &MonitorJobs::fullDimensionFinished);
    connect(m_benchmarkWatcher, &QFutureWatcherBase::resultReadyAt, this,
            &MonitorJobs::benchmarkResultReady);
    connect(m_benchmarkWatcher, &QFutureWatcherBase::finished, this,
            &MonitorJobs::benchmarkFinished);
}

MonitorJobs::~MonitorJobs()
{
    // Workers hold only copies and shared flags; still, stop and wait so nothing outlives us.
    m_sweepCancel->store(true);
    m_benchmarkCancel->store(true);
    m_nowWatcher->waitForFinished();
    m_sweepWatcher->waitForFinished();
    m_fullDimensionWatcher->waitForFinished();
    m_benchmarkWatcher->waitForFinished();
}

void MonitorJobs::setInput(const std::vector<double> &x, const nk::NormSettings &settings,
                           std::shared_ptr<const nk::NormTrace> layerNorm,
                           std::shared_ptr<const nk::NormTrace> rmsNorm)
{
    m_input = x;
    m_settings = settings;
    m_layerNorm = std::move(layerNorm);
    m_rmsNorm = std::move(rmsNorm);
}

void MonitorJobs::setTransform(double shift, double scale)
{
    m_shift = shift;
    m_scale = scale;
}

void MonitorJobs::setSweepSelection(Precision precision, Accumulation accumulation)
{
    m_sweepPrecision = precision;
    m_sweepAccumulation = accumulation;
}

void MonitorJobs::scheduleNow()
{
    m_nowTimer->start();
}

void MonitorJobs::scheduleSweeps()
{
    m_sweepsPending = true;
    m_sweepTimer->start();
    emit sweepsStarted();
}

void MonitorJobs::stopScheduled()
{
    m_nowTimer->stop();
    m_sweepTimer->stop();
    m_nowPending = false;
    m_sweepsPending = false;
}

// The kernels require settings that fit the vector (NormSettings::problemFor): a job that
// would break that is not started, whoever asked.
bool MonitorJobs::inputUsable() const
{
    return !m_input.empty() && !m_settings.problemFor(int(m_input.size()));
}

bool MonitorJobs::isBusy() const
{
    return m_nowTimer->isActive() || m_sweepTimer->isActive() || m_nowWatcher->isRunning() ||
           m_nowPending || m_sweepWatcher->isRunning() || m_fullDimensionWatcher->isRunning() ||
           m_sweepsPending;
}

void MonitorJobs::startNow()
{
    // One job at a time: a long vector takes ~0.5 s of traces, and jobs queued behind each
    // other on a small thread pool would fall further behind the typing. The newest input
    // starts when the running job ends.
    if (m_nowWatcher->isRunning()) {
        m_nowPending = true;
        return;
    }
    m_nowPending = false;
    if (!inputUsable())
        return;
    const std::vector<double> x = m_input;
    const nk::NormSettings s = m_settings;
    const double shift = m_shift, scale = m_scale;
    auto ln = m_layerNorm, rms = m_rmsNorm;
    m_nowWatcher->setFuture(QtConcurrent::run([x, s, ln, rms, shift, scale] {
        return nk::MonitorFigures::computeNow(x, s, ln, rms, shift, scale);
    }));
}

void MonitorJobs::nowFinished()
{
    if (m_nowWatcher->future().resultCount() > 0) {
        m_now = m_nowWatcher->result();
        emit nowReady();
    }
    if (m_nowPending)
        startNow();
}

void MonitorJobs::startSweeps()
{
    if (!inputUsable()) {
        m_sweepsPending = false;
        return;
    }
    // Stop the sweeps still running for an older input; they would be thrown away anyway.
    m_sweepCancel->store(true);
    m_sweepCancel = std::make_shared<std::atomic<bool>>(false);
    const auto cancel = m_sweepCancel;
    const std::vector<double> x = m_input;
    const nk::NormSettings s = m_settings;
    const Precision p = m_sweepPrecision;
    const Accumulation a = m_sweepAccumulation;
    m_sweepWatcher->setFuture(QtConcurrent::run([x, s, p, a, cancel] {
        return nk::MonitorFigures::computeSweeps(x, s, p, a, cancel.get());
    }));
}

void MonitorJobs::sweepsFinished()
{
    if (m_sweepWatcher->future().resultCount() == 0)
        return;
    nk::MonitorSweepFigures f = m_sweepWatcher->result();
    if (f.offset.cancelled || f.dimension.cancelled || f.epsilon.cancelled)
        return; // a newer request is on its way
    m_sweeps = std::move(f);
    m_sweepsPending = m_fullDimensionSweep;
    emit sweepsReady();
    if (m_fullDimensionSweep)
        startFullDimensionSweep();
}

void MonitorJobs::startFullDimensionSweep()
{
    if (!inputUsable()) {
        m_sweepsPending = false;
        return;
    }
    const auto cancel = m_sweepCancel;
    const std::vector<double> x = m_input;
    const nk::NormSettings s = m_settings;
    const Precision p = m_sweeps.precision;
    const Accumulation a = m_sweeps.accumulation;
    m_fullDimensionWatcher->setFuture(QtConcurrent::run([x, s, p, a, cancel] {
        return nk::MonitorFigures::computeFullDimensionSweep(x, s, p, a, cancel.get());
    }));
}

void MonitorJobs::fullDimensionFinished()
{
    if (m_fullDimensionWatcher->future().resultCount() == 0)
        return;
    nk::SweepResult r = m_fullDimensionWatcher->result();
    if (r.cancelled)
        return;
    m_sweeps.dimension = std::move(r);
    m_sweeps.dimensionComplete = true;
    m_sweepsPending = false;
    emit sweepsReady();
}

void MonitorJobs::runBenchmark()
{
    if (m_benchmarkActive)
        return;
    m_benchmarkActive = true;
    m_benchmark.clear();
    m_benchmarkBf16.clear();
    m_benchmarkCancel = std::make_shared<std::atomic<bool>>(false);
    m_benchmarkProgress = std::make_shared<std::atomic<int>>(0);
    const auto cancel = m_benchmarkCancel;
    const auto progress = m_benchmarkProgress;
    const nk::MonitorBenchmarkPlan plan = m_plan;
    m_progressTimer->start();
    emit benchmarkProgressed(0);
    emit benchmarkChanged();
    m_benchmarkWatcher->setFuture(QtConcurrent::run(
        [plan, cancel, progress](QPromise<std::vector<nk::ThroughputBenchmark::Result>> &promise) {
            using Storage = nk::BatchKernels::Storage;
            const int n = int(plan.dimensions.size());
            for (int i = 0; i < n && !cancel->load(); ++i) {
                nk::ThroughputBenchmark::Config c;
                c.d = plan.dimensions[size_t(i)];
                c.rows = int(std::max<long long>(1, plan.elementsPerBatch / c.d));
                c.repeat = plan.repeat;
                try {
                    auto r = nk::ThroughputBenchmark::runSideBySide(
                        c, {Storage::Fp32, Storage::Bf16},
                        [&](double f) { progress->store(int(1000.0 * (i + f) / n)); },
                        cancel.get());
                    if (r.front().cancelled)
                        return;
                    promise.addResult(std::move(r));
                } catch (...) {
                    progress->store(-1); // could not allocate or bad sizes: stop here
                    return;
                }
            }
            progress->store(1000);
        }));
}

void MonitorJobs::cancelBenchmark()
{
    m_benchmarkCancel->store(true);
}

void MonitorJobs::benchmarkResultReady(int index)
{
    const std::vector<nk::ThroughputBenchmark::Result> r = m_benchmarkWatcher->resultAt(index);
    m_benchmark.push_back(r.at(0));
    m_benchmarkBf16.push_back(r.at(1));
    emit benchmarkChanged();
}

void MonitorJobs::benchmarkFinished()
{
    m_progressTimer->stop();
    m_benchmarkActive = false;
    emit benchmarkProgressed(benchmarkProgress());
    emit benchmarkChanged();
}

} // namespace nk::ui
