// The UI thread's longest stall while the window works in the background: a 5 ms timer ticks on
// the UI thread and the longest gap between two ticks is the longest time the event loop could
// not answer a click or a key. Measured on the real main window (offscreen, 1920×1080) during
// (a) a handout PDF export from the Finish view, (b) chapter 6's classroom training run (for
// --seconds, with a chapter change every 2 s, each timed), (c) chapter 4's batch benchmark.
// A benchmark, not a test.
//
//   stall_bench [--only export|training|benchmark] [--load N] [--seconds S] [--no-clicks]
//
// --no-clicks: no chapter changes during the training run (the stall of the run alone).
//
// --load N starts N busy child processes (a loop each, at normal priority) for the run, as a
// machine busy with other CPU-bound work; the same as starting `yes >/dev/null` N times first.
#include "views/finishview.h"
#include "formula/formularenderer.h"
#include "handout/handoutexport.h"
#include "lesson/lessoncontroller.h"
#include "window/mainwindow.h"
#include "jobs/monitorjobs.h"
#include "panels/costledgerpanel.h"
#include "samplestats.h"
#include "jobs/trainingsession.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFileInfo>
#include <QHash>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <functional>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

using namespace nk::ui;

namespace {

// The application, timing every event it delivers on the UI thread: the slowest ones, by the
// receiver's class and the event's type, say what a stall was made of.
class TimedApplication : public QApplication
{
public:
    using QApplication::QApplication;
    bool notify(QObject *receiver, QEvent *event) override
    {
        if (m_depth++ > 0 || !m_recording) {
            const bool r = QApplication::notify(receiver, event);
            --m_depth;
            return r;
        }
        QElapsedTimer t;
        t.start();
        const QString what = QStringLiteral("%1 %2").arg(
            QString::fromLatin1(receiver->metaObject()->className()), eventName(event->type()));
        const bool r = QApplication::notify(receiver, event);
        --m_depth;
        const double ms = t.nsecsElapsed() / 1e6;
        if (ms > 20)
            m_slow[what] += 1, m_slowMs[what] = std::max(m_slowMs[what], ms);
        return r;
    }
    void record(bool on)
    {
        m_recording = on;
        if (on) {
            m_slow.clear();
            m_slowMs.clear();
        }
    }
    // The event kinds that took over 20 ms, slowest first.
    void printSlow() const
    {
        std::vector<std::pair<double, QString>> rows;
        for (auto it = m_slowMs.cbegin(); it != m_slowMs.cend(); ++it)
            rows.emplace_back(it.value(), it.key());
        std::sort(rows.rbegin(), rows.rend());
        for (size_t i = 0; i < std::min<size_t>(rows.size(), 5); ++i)
            std::printf("    events over 20 ms: %-50s %3d times, longest %.0f ms\n",
                        qPrintable(rows[i].second), m_slow.value(rows[i].second), rows[i].first);
    }

private:
    static QString eventName(QEvent::Type type)
    {
        switch (type) {
        case QEvent::Timer:
            return QStringLiteral("Timer");
        case QEvent::MetaCall:
            return QStringLiteral("MetaCall (queued signal)");
        case QEvent::UpdateRequest:
            return QStringLiteral("UpdateRequest (paint)");
        case QEvent::LayoutRequest:
            return QStringLiteral("LayoutRequest");
        case QEvent::Paint:
            return QStringLiteral("Paint");
        default:
            return QString::number(int(type));
        }
    }
    int m_depth = 0;
    bool m_recording = false;
    QHash<QString, int> m_slow;
    QHash<QString, double> m_slowMs;
};

TimedApplication *timedApp()
{
    return static_cast<TimedApplication *>(QCoreApplication::instance());
}

// The longest gap between two ticks of a 5 ms timer on the UI thread, and where it ended.
class StallMeter : public QObject
{
public:
    StallMeter()
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(5);
        connect(&m_timer, &QTimer::timeout, this, &StallMeter::tick);
    }
    void start()
    {
        timedApp()->record(true);
        m_longest = 0;
        m_gaps.clear();
        m_clock.start();
        m_last = 0;
        m_timer.start();
    }
    void stop()
    {
        tick();
        m_timer.stop();
    }
    double longestMs() const { return m_longest; }
    // Gaps over 50 ms, and over 100 ms.
    int gapsOver(double ms) const
    {
        return int(std::count_if(m_gaps.begin(), m_gaps.end(), [ms](double g) { return g > ms; }));
    }
    double seconds() const { return m_clock.nsecsElapsed() / 1e9; }
    // Work the benchmark did itself (a timed chapter change) is no stall: the next gap starts now.
    void restartGap() { m_last = m_clock.nsecsElapsed() / 1e6; }

private:
    void tick()
    {
        const double now = m_clock.nsecsElapsed() / 1e6;
        const double gap = now - m_last;
        m_last = now;
        m_gaps.push_back(gap);
        m_longest = std::max(m_longest, gap);
    }
    QTimer m_timer;
    QElapsedTimer m_clock;
    double m_last = 0;
    double m_longest = 0;
    std::vector<double> m_gaps;
};

// Runs the event loop for ms, sleeping while idle as the application does (a loop of
// processEvents() calls would spin and take a core from the work being measured).
void pump(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

void waitFor(const std::function<bool()> &done, int timeoutMs)
{
    QElapsedTimer t;
    t.start();
    while (!done() && t.elapsed() < timeoutMs)
        pump(20);
}

void report(const char *what, const StallMeter &m)
{
    timedApp()->record(false);
    std::printf("%-28s longest UI stall %7.1f ms; gaps > 50 ms: %d, > 100 ms: %d; over %.1f s\n",
                what, m.longestMs(), m.gapsOver(50), m.gapsOver(100), m.seconds());
    timedApp()->printSlow();
    std::fflush(stdout);
}

std::vector<pid_t> startLoad(int n)
{
    std::vector<pid_t> children;
    for (int i = 0; i < n; ++i) {
        const pid_t pid = fork();
        if (pid == 0) {
            volatile unsigned long spin = 0;
            for (;;)
                spin = spin + 1;
        }
        if (pid > 0)
            children.push_back(pid);
    }
    return children;
}

void stopLoad(const std::vector<pid_t> &children)
{
    for (pid_t pid : children) {
        kill(pid, SIGKILL);
        waitpid(pid, nullptr, 0);
    }
}

void exportHandout(MainWindow &window, StallMeter &meter)
{
    auto *finish = window.findChild<FinishView *>();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("handout.pdf"));
    meter.start();
    QElapsedTimer t;
    t.start();
    // As File ▸ Export handout starts it, once the file dialog has closed.
    bool ok = finish->startHandoutExport(path);
    if (ok) {
        HandoutExport *job = finish->handoutExport();
        waitFor([job] { return !job->isRunning(); }, 600000);
        ok = QFileInfo::exists(path) && job->errorText().isEmpty();
        std::printf("handout export: %s, %d pages, %.1f s, %lld bytes\n", ok ? "written" : "FAILED",
                    job->pageCount(), t.nsecsElapsed() / 1e9, (long long)QFileInfo(path).size());
    }
    meter.stop();
    report("(a) handout export:", meter);
}

void train(LessonController &controller, MainWindow &window, StallMeter &meter, int seconds,
           bool clicks)
{
    controller.setChapter(6);
    controller.setTime(2); // the live curves
    pump(300);
    TrainingSession *session = TrainingSession::of(&controller);
    meter.start();
    session->start(TrainingSession::Job::Experiment, TrainingSession::Size::Classroom);
    std::vector<double> changes;
    QElapsedTimer t;
    t.start();
    const int chapters[] = {6, 5, 7, 6, 2, 6};
    int next = 0;
    while (session->isRunning() && t.elapsed() < seconds * 1000) {
        pump(2000);
        if (!clicks)
            continue;
        // A chapter change as a click makes it: the controller, then the window's repaint.
        QElapsedTimer c;
        c.start();
        controller.setChapter(chapters[next++ % 6]);
        controller.setTime(2);
        window.repaint();
        changes.push_back(c.nsecsElapsed() / 1e6);
        meter.restartGap();
    }
    meter.stop();
    const auto live = session->live(TrainingSession::Job::Experiment);
    std::printf("classroom run: %lld + %lld steps trained in %.1f s%s\n",
                (long long)(live.isEmpty() ? 0 : live[0].train.size()),
                (long long)(live.size() > 1 ? live[1].train.size() : 0), t.nsecsElapsed() / 1e9,
                session->isRunning() ? " (stopped there)" : " (finished)");
    report("(b) chapter 6 training:", meter);
    if (!changes.empty()) {
        const SampleStats s(changes);
        std::printf("    chapter change + repaint meanwhile: median %.0f ms, max %.0f ms (%zu)\n",
                    s.median(), s.max(), changes.size());
    }
    session->cancel();
    waitFor([session] { return !session->isRunning(); }, 60000);
}

void benchmark(LessonController &controller, MainWindow &window, StallMeter &meter)
{
    controller.setChapter(4);
    CostLedgerPanel *panel = nullptr;
    for (int step = 1; step <= controller.stepCount() && !panel; ++step) {
        controller.setTime(step);
        pump(100);
        for (CostLedgerPanel *p : window.findChildren<CostLedgerPanel *>())
            if (p->isVisible() && !p->pendingAction().isEmpty())
                panel = p;
    }
    if (!panel) {
        std::printf("(c) chapter 4: no step offers the benchmark\n");
        return;
    }
    auto *jobs = panel->findChild<MonitorJobs *>();
    meter.start();
    QElapsedTimer t;
    t.start();
    panel->performPendingAction();
    waitFor([jobs] { return jobs->isBenchmarkRunning(); }, 5000);
    waitFor([jobs] { return !jobs->isBenchmarkRunning(); }, 600000);
    pump(200);
    meter.stop();
    std::printf("chapter 4 benchmark: %.1f s\n", t.nsecsElapsed() / 1e9);
    report("(c) chapter 4 benchmark:", meter);
}

} // namespace

int main(int argc, char **argv)
{
    std::string only;
    int load = 0;
    int seconds = 30;
    bool clicks = true;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--only" && i + 1 < argc)
            only = argv[++i];
        else if (a == "--load" && i + 1 < argc)
            load = std::max(0, std::atoi(argv[++i]));
        else if (a == "--no-clicks")
            clicks = false;
        else if (a == "--seconds" && i + 1 < argc)
            seconds = std::max(1, std::atoi(argv[++i]));
        else {
            std::fprintf(stderr, "usage: stall_bench [--only export|training|benchmark] [--load N] "
                                 "[--seconds S] [--no-clicks]\n");
            return 2;
        }
    }
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    TimedApplication app(argc, argv);
    FormulaRenderer::instance();
    LessonController controller;
    MainWindow window(&controller);
    window.resize(1920, 1080);
    window.show();
    controller.setMode(LessonController::Mode::Execute);
    pump(500);

    const std::vector<pid_t> children = startLoad(load);
    std::printf("stall_bench: %d busy processes beside it, %ld cores\n", load,
                sysconf(_SC_NPROCESSORS_ONLN));
    StallMeter meter;
    if (only.empty() || only == "export")
        exportHandout(window, meter);
    if (only.empty() || only == "training")
        train(controller, window, meter, seconds, clicks);
    if (only.empty() || only == "benchmark")
        benchmark(controller, window, meter);
    stopLoad(children);
    return 0;
}
