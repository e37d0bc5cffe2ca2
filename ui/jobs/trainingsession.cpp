#include "jobs/trainingsession.h"

#include <QDateTime>
#include <QFile>
#include <QMutexLocker>
#include <QTimer>
#include <QtConcurrent>

namespace nk::ui {

#if defined(Q_OS_LINUX)
#include <cerrno>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace {

// How often the UI thread takes the worker's progress: enough for a live curve, cheap for the
// event loop. Each take redraws the live page's two charts and relays its text: at 150 ms that
// was the UI thread's largest share of work during a run, and its longest stalls on a loaded
// machine (stall_bench).
constexpr int kDrainMs = 400;

// The worker yields to the UI thread: on a 2-core laptop a step change must not wait for a
// training step. Linux nices threads one by one; the pool thread gets its old niceness back.
class BackgroundPriority
{
public:
    BackgroundPriority()
    {
#if defined(Q_OS_LINUX)
        m_tid = pid_t(syscall(SYS_gettid));
        errno = 0;
        m_old = getpriority(PRIO_PROCESS, id_t(m_tid));
        if (errno == 0)
            m_set = setpriority(PRIO_PROCESS, id_t(m_tid), std::min(19, m_old + kNiceness)) == 0;
#endif
    }
    ~BackgroundPriority()
    {
#if defined(Q_OS_LINUX)
        if (m_set)
            setpriority(PRIO_PROCESS, id_t(m_tid), m_old);
#endif
    }
    BackgroundPriority(const BackgroundPriority &) = delete;
    BackgroundPriority &operator=(const BackgroundPriority &) = delete;

private:
    static constexpr int kNiceness = 5;
#if defined(Q_OS_LINUX)
    pid_t m_tid = 0;
    int m_old = 0;
    bool m_set = false;
#endif
};

} // namespace

TrainingSession *TrainingSession::of(QObject *owner)
{
    if (auto *s = owner->findChild<TrainingSession *>(QString(), Qt::FindDirectChildrenOnly))
        return s;
    return new TrainingSession(owner);
}

TrainingSession::TrainingSession(QObject *parent)
    : QObject(parent)
    , m_cancel(std::make_shared<std::atomic<bool>>(false))
    , m_inbox(std::make_shared<Inbox>())
{
    // Quick: a third of the classroom run, long enough to fall well below the unigram baseline.
    m_quick.steps = 200;
    m_quick.warmup = 20;
    m_quick.evalInterval = 25;
    // The γ runs: the first steps' training loss only.
    m_gammaConfig.steps = 40;
    m_gammaConfig.warmup = 5;
    m_gammaConfig.evalInterval = 1000;
    m_gammaConfig.evalBatches = 1;
    m_migrationConfig.training.warmup = 20;
    m_migrationConfig.training.evalInterval = 10;
    m_migrationConfig.training.evalBatches = 2;
    m_migrationConfig.baseSteps = 150;
    m_migrationConfig.continueSteps = 100;
    m_migrationConfig.warmupSteps = 30;

    m_drainTimer = new QTimer(this);
    m_drainTimer->setInterval(kDrainMs);
    connect(m_drainTimer, &QTimer::timeout, this, &TrainingSession::drain);
    m_watcher = new QFutureWatcher<Outcome>(this);
    connect(m_watcher, &QFutureWatcherBase::finished, this, &TrainingSession::jobFinished);
    m_scalesWatcher = new QFutureWatcher<nk::MigrationExperiment::GradientScales>(this);
    connect(m_scalesWatcher, &QFutureWatcherBase::finished, this, [this] {
        if (m_scalesWatcher->future().resultCount() > 0) {
            m_gradientScales = m_scalesWatcher->result();
            emit gradientScalesReady();
        }
    });
}

TrainingSession::~TrainingSession()
{
    // The worker checks the flag after every step; wait for it so nothing outlives us.
    m_cancel->store(true);
    m_pending.reset();
    m_watcher->waitForFinished();
    m_scalesWatcher->waitForFinished();
}

const nk::CharCorpus &TrainingSession::corpus()
{
    static const nk::CharCorpus c = [] {
        QFile f(QStringLiteral(":/corpus/genesis.txt"));
        f.open(QIODevice::ReadOnly);
        return nk::CharCorpus(f.readAll().toStdString());
    }();
    return c;
}

void TrainingSession::setExperimentConfig(Size size, const nk::TrainingConfig &config)
{
    (size == Size::Quick ? m_quick : m_classroom) = config;
}

double TrainingSession::elapsedSeconds() const
{
    return isRunning() ? (QDateTime::currentMSecsSinceEpoch() - m_startedMs) / 1000.0 : 0.0;
}

void TrainingSession::start(Job job, Size size)
{
    if (job == Job::None)
        return;
    if (isRunning()) {
        m_pending = std::make_pair(job, size);
        m_cancel->store(true);
        return;
    }
    launch(job, size);
}

void TrainingSession::cancel()
{
    m_pending.reset();
    m_cancel->store(true);
}

void TrainingSession::launch(Job job, Size size)
{
    m_running = job;
    m_runningSize = size;
    m_startedMs = QDateTime::currentMSecsSinceEpoch();
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    {
        QMutexLocker lock(&m_inbox->mutex);
        m_inbox->progress.clear();
    }
    m_live[int(job)].clear();
    const auto cancel = m_cancel;
    const auto inbox = m_inbox;
    auto progress = [cancel, inbox](const nk::TrainProgress &p) {
        {
            QMutexLocker lock(&inbox->mutex);
            inbox->progress.push_back(p);
        }
        return !cancel->load();
    };
    const nk::CharCorpus &text = corpus();
    QFuture<Outcome> future;
    switch (job) {
    case Job::Experiment: {
        const nk::TrainingConfig c = experimentConfig(size);
        future = QtConcurrent::run([&text, c, progress] {
            const BackgroundPriority background;
            Outcome o;
            o.job = Job::Experiment;
            o.experiment = nk::TrainingExperiment::run(
                text, c, {nk::NormKind::LayerNorm, nk::NormKind::RmsNorm}, progress);
            return o;
        });
        break;
    }
    case Job::GammaInit:
        future = QtConcurrent::run([&text, c = m_gammaConfig, g = m_gammaValues, progress] {
            const BackgroundPriority background;
            Outcome o;
            o.job = Job::GammaInit;
            o.gamma = nk::MigrationExperiment::gammaInit(text, c, g, c.steps, progress);
            return o;
        });
        break;
    case Job::Migration:
        future = QtConcurrent::run([&text, m = m_migrationConfig, progress] {
            const BackgroundPriority background;
            Outcome o;
            o.job = Job::Migration;
            o.migration = nk::MigrationExperiment::swap(text, m, progress);
            return o;
        });
        break;
    case Job::None:
        break;
    }
    m_watcher->setFuture(future);
    m_drainTimer->start();
    emit started(job);
}

void TrainingSession::drain()
{
    std::vector<nk::TrainProgress> batch;
    {
        QMutexLocker lock(&m_inbox->mutex);
        batch.swap(m_inbox->progress);
    }
    if (batch.empty() || m_running == Job::None)
        return;
    QVector<LiveRun> &runs = m_live[int(m_running)];
    for (const nk::TrainProgress &p : batch) {
        if (runs.size() < p.runs)
            runs.resize(p.runs);
        LiveRun &r = runs[p.run];
        r.started = true;
        r.last = p;
        r.train << QPointF(p.step, p.trainLoss);
        if (p.validationLoss)
            r.validation << QPointF(p.step, *p.validationLoss);
    }
    emit progressed(m_running);
}

void TrainingSession::jobFinished()
{
    drain();
    m_drainTimer->stop();
    const Job job = m_running;
    if (m_watcher->future().resultCount() > 0) {
        Outcome o = m_watcher->result();
        if (o.experiment)
            m_experiment = std::move(o.experiment);
        if (o.gamma)
            m_gamma = std::move(o.gamma);
        if (o.migration)
            m_migration = std::move(o.migration);
    }
    m_running = Job::None;
    emit finished(job);
    if (m_pending) {
        const auto next = *m_pending;
        m_pending.reset();
        launch(next.first, next.second);
    }
}

void TrainingSession::requestGradientScales()
{
    if (m_gradientScales || m_scalesWatcher->isRunning())
        return;
    const nk::CharCorpus &text = corpus();
    const nk::TrainingConfig c = m_migrationConfig.training;
    m_scalesWatcher->setFuture(
        QtConcurrent::run([&text, c] { return nk::MigrationExperiment::gradientScales(text, c); }));
}

} // namespace nk::ui
