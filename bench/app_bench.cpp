// Prints the window's timings on the offscreen (software) platform: process start to the first
// painted frame, a step change once formulas are cached (d = 3 and 1024; the whole window
// repainted, and only what the change marked dirty, as the event loop paints it), and a
// value edit repainting every view (d = 64). A benchmark, not a test. Each figure comes with the
// CPU time it took (this thread's, or the process's for start-up, all threads), which a machine
// busy with other work does not inflate as it does the wall clock.
#include "formula/formularenderer.h"
#include "lesson/lessoncontroller.h"
#include "window/mainwindow.h"
#include "presenter/presenterconsole.h"
#include "presenter/projectorthumbnail.h"
#include "samplestats.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>

#include <cmath>
#include <cstdio>
#include <ctime>
#include <unistd.h>
#include <vector>

using namespace nk::ui;

namespace {

// Seconds since this process was started (from /proc), so loading time counts too.
double secondsSinceProcessStart()
{
    QFile stat(QStringLiteral("/proc/self/stat"));
    QFile uptime(QStringLiteral("/proc/uptime"));
    if (!stat.open(QIODevice::ReadOnly) || !uptime.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray s = stat.readAll();
    const QList<QByteArray> fields = s.mid(s.lastIndexOf(')') + 2).split(' ');
    const double startTicks = fields.value(19).toDouble(); // field 22 overall
    const double up = uptime.readAll().split(' ').value(0).toDouble();
    return up - startTicks / double(sysconf(_SC_CLK_TCK));
}

double cpuMs(clockid_t clock)
{
    timespec ts{};
    clock_gettime(clock, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

class FirstPaint : public QObject
{
public:
    double seconds = -1;
    double processCpuMs = -1;
    bool eventFilter(QObject *, QEvent *e) override
    {
        if (e->type() == QEvent::Paint && seconds < 0) {
            seconds = secondsSinceProcessStart();
            processCpuMs = cpuMs(CLOCK_PROCESS_CPUTIME_ID);
        }
        return false;
    }
};

// One timed step change; its own function so that a profiler can collect it alone
// (valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*stepChange*').
__attribute__((noinline)) void stepChange(LessonController &controller, QWidget &window, int step,
                                          bool whole)
{
    controller.setTime(step);
    if (whole)
        window.repaint();
    else
        QApplication::processEvents(); // layout, then the dirty regions' paint
}

// The numbers after a command-line option ("--chapters 2 --sizes 1024"), else the defaults.
QList<int> listOption(const QStringList &args, const QString &name, const QList<int> &defaults)
{
    const int i = int(args.indexOf(name));
    if (i < 0 || i + 1 >= args.size())
        return defaults;
    QList<int> values;
    for (const QString &v : args[i + 1].split(QLatin1Char(',')))
        values << v.toInt();
    return values;
}

} // namespace

// Options, for profiling a part: --chapters 1,2 --sizes 3,1024 --rounds 5 --paint whole,dirty
// (whole = 1, dirty = 0) --step-changes-only (no edit or thumbnail timings).
int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const QStringList args = QApplication::arguments();
    const QList<int> chapters = listOption(args, QStringLiteral("--chapters"), {1, 2});
    const QList<int> sizes = listOption(args, QStringLiteral("--sizes"), {3, 1024});
    const int rounds = listOption(args, QStringLiteral("--rounds"), {5}).value(0, 5);
    const QList<int> paints = listOption(args, QStringLiteral("--paint"), {1, 0});
    FormulaRenderer::instance();
    LessonController controller;
    MainWindow window(&controller);
    FirstPaint first;
    window.installEventFilter(&first);
    window.resize(1920, 1080);
    window.show();
    while (first.seconds < 0)
        QApplication::processEvents(QEventLoop::AllEvents, 5);
    std::printf("process start to first painted frame: %.0f ms (1920x1080, offscreen); "
                "process CPU by then %.0f ms (all threads)\n",
                first.seconds * 1000, first.processCpuMs);

    controller.setMode(LessonController::Mode::Execute);
    // Chapter 1 (the kitchen and the layer stack) and chapter 2 (the kitchen, the step cards and
    // the chart: a line over the index at d = 1024).
    for (int chapter : chapters)
        for (int d : sizes) {
            controller.setChapter(chapter);
            std::vector<double> x(static_cast<size_t>(d));
            for (int i = 0; i < d; ++i)
                x[size_t(i)] = (i % 7) - 2.5 + 0.01 * i;
            controller.setInput(x);
            // Warm the formula cache: visit every step once, wait for MathJax.
            for (int step = 1; step <= controller.stepCount(); ++step) {
                controller.setTime(step);
                QApplication::processEvents();
            }
            FormulaRenderer::instance()->waitUntilIdle(30000);
            // Two ways to paint: the whole window (what an expose costs: the upper bound), and as
            // the app does it, the event loop repainting only the widgets the step change marked
            // dirty.
            for (const int whole : paints) {
                std::vector<double> ms, cpu;
                QElapsedTimer t;
                for (int round = 0; round < rounds; ++round)
                    for (int step = 1; step <= controller.stepCount(); ++step) {
                        t.start();
                        const double cpu0 = cpuMs(CLOCK_THREAD_CPUTIME_ID);
                        stepChange(controller, window, step, whole != 0);
                        ms.push_back(t.nsecsElapsed() / 1e6);
                        cpu.push_back(cpuMs(CLOCK_THREAD_CPUTIME_ID) - cpu0);
                    }
                const SampleStats s(ms), c(cpu);
                std::printf(
                    "step change, chapter %d, %s, d = %4d: median %.1f ms, max %.1f ms (%zu "
                    "samples); UI thread CPU median %.1f ms, max %.1f ms\n",
                    chapter, whole ? "whole window repainted" : "dirty regions (as the app paints)",
                    d, s.median(), s.max(), ms.size(), c.median(), c.max());
            }
        }

    if (args.contains(QStringLiteral("--step-changes-only")))
        return 0;
    std::vector<double> x(64);
    for (int i = 0; i < 64; ++i)
        x[size_t(i)] = std::sin(i * 0.7) * 3;
    controller.setInput(x);
    for (LessonController::Mode mode :
         {LessonController::Mode::Start, LessonController::Mode::Execute,
          LessonController::Mode::Finish}) {
        controller.setMode(mode);
        QApplication::processEvents();
        std::vector<double> ms;
        QElapsedTimer t;
        for (int i = 0; i < 30; ++i) {
            t.start();
            controller.setElement(i % 64, 0.1 * i, 1);
            window.repaint();
            ms.push_back(t.nsecsElapsed() / 1e6);
        }
        const SampleStats s(ms);
        const char *names[] = {"start", "execute", "monitor", "finish"};
        std::printf("edit one value + repaint, d = 64, %s mode: median %.1f ms, max %.1f ms\n",
                    names[int(mode)], s.median(), s.max());
    }
    // The presenter console's thumbnail: the lesson window (1920×1080) rendered at the size the
    // console shows it, once per step change (throttled to kMinIntervalMs while playing).
    {
        PresenterConsole *console = window.presenterConsole();
        console->resize(1920, 1080);
        console->show();
        controller.setMode(LessonController::Mode::Execute);
        QApplication::processEvents();
        std::vector<double> ms;
        for (int i = 0; i < 30; ++i) {
            controller.setTime(1 + i % controller.stepCount());
            console->thumbnail()->updateNow();
            ms.push_back(console->thumbnail()->lastRenderMilliseconds());
        }
        const SampleStats s(ms);
        std::printf(
            "console thumbnail render (%dx%d, of the lesson window): median %.1f ms, max %.1f ms\n",
            console->thumbnail()->pixmap().width(), console->thumbnail()->pixmap().height(),
            s.median(), s.max());
    }
    return 0;
}
