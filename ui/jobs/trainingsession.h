#pragma once

#include "training/charcorpus.h"
#include "training/migrationexperiment.h"
#include "training/trainingexperiment.h"

#include <QFutureWatcher>
#include <QHash>
#include <QMutex>
#include <QObject>
#include <QPointF>
#include <QVector>

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

class QTimer;

namespace nk::ui {

// Chapters 6 and 7's training, off the UI thread, kept for the session: one per owner (the
// LessonController), so stepping back and forth or between the chapters never retrains, and the
// results of the last run of each kind stay until the app closes.
//
// One job runs at a time on a worker; progress is collected there under a lock and handed to
// the UI thread a few times a second (progressed), so a fast run cannot flood the event loop.
// Starting a job while another runs cancels the running one and starts the new one when it has
// stopped (the newest request wins). Destroying the session cancels and waits: quitting while a
// run is in progress ends within one training step.
class TrainingSession : public QObject
{
    Q_OBJECT

public:
    enum class Job { None, Experiment, GammaInit, Migration };
    enum class Size { Quick, Classroom };

    // The session of `owner`, made on first use as its child.
    static TrainingSession *of(QObject *owner);

    explicit TrainingSession(QObject *parent = nullptr);
    ~TrainingSession() override;

    // The shipped corpus, read from the app's resources (:/corpus/genesis.txt).
    static const nk::CharCorpus &corpus();
    // Chapter 6: Classroom is TrainingConfig's defaults (both models in about two minutes on a
    // 2-core laptop); Quick is a third of the steps. Tests set smaller ones.
    nk::TrainingConfig experimentConfig(Size size) const
    {
        return size == Size::Quick ? m_quick : m_classroom;
    }
    void setExperimentConfig(Size size, const nk::TrainingConfig &config);
    // Chapter 7: γ's first steps (RMSNorm, one run per value) and the swap.
    nk::TrainingConfig gammaConfig() const { return m_gammaConfig; }
    std::vector<double> gammaValues() const { return m_gammaValues; }
    void setGammaConfig(const nk::TrainingConfig &config) { m_gammaConfig = config; }
    nk::MigrationExperiment::Config migrationConfig() const { return m_migrationConfig; }
    void setMigrationConfig(const nk::MigrationExperiment::Config &c) { m_migrationConfig = c; }

    void start(Job job, Size size = Size::Quick);
    void cancel();
    bool isRunning() const { return m_running != Job::None; }
    Job runningJob() const { return m_running; }
    Size runningSize() const { return m_runningSize; }
    double elapsedSeconds() const; // of the running job

    // What the charts draw while a job runs and after: one entry per run of the job
    // (Experiment: LayerNorm, RMSNorm; GammaInit: one per γ; Migration: base, keep LayerNorm,
    // RMSNorm with warm-up, without).
    struct LiveRun
    {
        QVector<QPointF> train;      // (step, loss)
        QVector<QPointF> validation; // (step, loss)
        nk::TrainProgress last;
        bool started = false;
    };
    QVector<LiveRun> live(Job job) const { return m_live.value(int(job)); }

    // Finished (or stopped) results, kept for the session.
    const std::optional<nk::TrainingExperiment::Result> &experiment() const { return m_experiment; }
    const std::optional<std::vector<nk::TrainingResult>> &gammaRuns() const { return m_gamma; }
    const std::optional<nk::MigrationExperiment::Result> &migration() const { return m_migration; }
    // The gradient scales at the initial weights (chapter 7), computed once on a worker:
    // requestGradientScales() starts it; gradientScalesReady() says when they are there.
    void requestGradientScales();
    const std::optional<nk::MigrationExperiment::GradientScales> &gradientScales() const
    {
        return m_gradientScales;
    }

signals:
    void started(TrainingSession::Job job);
    void progressed(TrainingSession::Job job);
    void finished(TrainingSession::Job job);
    void gradientScalesReady();

private:
    struct Outcome
    {
        Job job = Job::None;
        std::optional<nk::TrainingExperiment::Result> experiment;
        std::optional<std::vector<nk::TrainingResult>> gamma;
        std::optional<nk::MigrationExperiment::Result> migration;
    };

    void launch(Job job, Size size);
    void drain();
    void jobFinished();

    nk::TrainingConfig m_quick, m_classroom, m_gammaConfig;
    std::vector<double> m_gammaValues{0.1, 1.0, 10.0};
    nk::MigrationExperiment::Config m_migrationConfig;
    Job m_running = Job::None;
    Size m_runningSize = Size::Quick;
    std::optional<std::pair<Job, Size>> m_pending;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    qint64 m_startedMs = 0;

    // Written by the worker, read by drain() on the UI thread.
    struct Inbox
    {
        QMutex mutex;
        std::vector<nk::TrainProgress> progress;
    };
    std::shared_ptr<Inbox> m_inbox;
    QTimer *m_drainTimer = nullptr;
    QFutureWatcher<Outcome> *m_watcher = nullptr;
    QFutureWatcher<nk::MigrationExperiment::GradientScales> *m_scalesWatcher = nullptr;

    QHash<int, QVector<LiveRun>> m_live;
    std::optional<nk::TrainingExperiment::Result> m_experiment;
    std::optional<std::vector<nk::TrainingResult>> m_gamma;
    std::optional<nk::MigrationExperiment::Result> m_migration;
    std::optional<nk::MigrationExperiment::GradientScales> m_gradientScales;
};

} // namespace nk::ui
