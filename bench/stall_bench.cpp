// The UI thread's longest stall while the window works in the background: a 5 ms timer ticks on
// the UI thread and the longest gap between two ticks is the longest time the event loop could
// not answer a click or a key. Measured on the real main window (offscreen, 1920×1080) during
// (a) a handout PDF export from the Finish view, (b) chapter 6's classroom training run (for
// --seconds, with a chapter change every 2 s, each timed), (c) chapter 4's batch benchmark.
// A benchmark, not a test.
//
//   stall_bench [--only export|training|benchmark] [--load N] [--seconds S]
//
// --load N starts N busy child processes (a loop each, at normal priority) for the run, as a
// machine busy with other CPU-bound work; the same as starting `yes >/dev/null` N times first.
#include "finishview.h"
#include "formularenderer.h"
#include "handoutexport.h"
#include "lessoncontroller.h"
#include "mainwindow.h"
#include "monitorjobs.h"
#include "costledgerpanel.h"
#include "samplestats.h"
#include "trainingsession.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
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

namespace {

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

void pump(int ms)
{
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < ms)
        QApplication::processEvents(QEventLoop::AllEvents, 5);
}

void waitFor(const std::function<bool()> &done, int timeoutMs)
{
    QElapsedTimer t;
    t.start();
    while (!done() && t.elapsed() < timeoutMs)
        QApplication::processEvents(QEventLoop::AllEvents, 5);
}

void report(const char *what, const StallMeter &m)
{
    std::printf("%-28s longest UI stall %7.1f ms; gaps > 50 ms: %d, > 100 ms: %d; over %.1f s\n",
                what, m.longestMs(), m.gapsOver(50), m.gapsOver(100), m.seconds());
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

void train(LessonController &controller, MainWindow &window, StallMeter &meter, int seconds)
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
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--only" && i + 1 < argc)
            only = argv[++i];
        else if (a == "--load" && i + 1 < argc)
            load = std::max(0, std::atoi(argv[++i]));
        else if (a == "--seconds" && i + 1 < argc)
            seconds = std::max(1, std::atoi(argv[++i]));
        else {
            std::fprintf(stderr, "usage: stall_bench [--only export|training|benchmark] [--load N] "
                                 "[--seconds S]\n");
            return 2;
        }
    }
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
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
        train(controller, window, meter, seconds);
    if (only.empty() || only == "benchmark")
        benchmark(controller, window, meter);
    stopLoad(children);
    return 0;
}
