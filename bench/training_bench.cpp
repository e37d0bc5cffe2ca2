// Chapter 6 while the quick run trains on its worker: the time a step change (and the repaint
// of the 1920×1080 window) takes on the UI thread, and how late a 10 ms timer fires (the event
// loop's stall), beside the same with no training; then how long quitting takes while a run is
// in progress. Offscreen (software) platform. A benchmark, not a test.
#include "formula/formularenderer.h"
#include "lesson/lessoncontroller.h"
#include "window/mainwindow.h"
#include "samplestats.h"
#include "jobs/trainingsession.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTimer>

#include <cstdio>
#include <memory>
#include <vector>

using namespace nk::ui;

namespace {

void pump(int ms)
{
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < ms)
        QApplication::processEvents(QEventLoop::AllEvents, 5);
}

struct Figures
{
    std::vector<double> stepMs;
    std::vector<double> lateMs;
};

// Steps through chapter 6 back and forth, repainting each time, and samples timer lateness
// between steps.
Figures measure(LessonController &controller, MainWindow &window, int rounds)
{
    Figures f;
    QElapsedTimer t;
    const int steps = controller.stepCount();
    for (int round = 0; round < rounds; ++round) {
        const int step = 1 + round % steps;
        t.start();
        controller.setTime(step);
        window.repaint();
        f.stepMs.push_back(t.nsecsElapsed() / 1e6);
        // Lateness of a 10 ms timer while the worker trains and progress arrives.
        for (int k = 0; k < 5; ++k) {
            QElapsedTimer late;
            bool fired = false;
            late.start();
            QTimer::singleShot(10, [&] {
                f.lateMs.push_back(late.nsecsElapsed() / 1e6 - 10.0);
                fired = true;
            });
            while (!fired)
                QApplication::processEvents(QEventLoop::AllEvents, 5);
        }
    }
    return f;
}

void print(const char *what, const Figures &f)
{
    const SampleStats s(f.stepMs), l(f.lateMs);
    std::printf("%s: step change + repaint median %.1f ms, p90 %.1f ms, max %.1f ms (%zu); "
                "10 ms timer late by median %.1f ms, max %.1f ms\n",
                what, s.median(), s.percentile(0.9), s.max(), f.stepMs.size(), l.median(), l.max());
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    FormulaRenderer::instance();
    auto controller = std::make_unique<LessonController>();
    auto window = std::make_unique<MainWindow>(controller.get());
    window->resize(1920, 1080);
    window->show();
    controller->setMode(LessonController::Mode::Execute);
    controller->setChapter(6);
    // Warm up: every step once, formulas typeset.
    for (int step = 1; step <= controller->stepCount(); ++step) {
        controller->setTime(step);
        QApplication::processEvents();
    }
    FormulaRenderer::instance()->waitUntilIdle(30000);
    pump(200);

    print("idle        ", measure(*controller, *window, 20));

    TrainingSession *session = TrainingSession::of(controller.get());
    session->start(TrainingSession::Job::Experiment, TrainingSession::Size::Quick);
    while (session->live(TrainingSession::Job::Experiment).isEmpty())
        QApplication::processEvents(QEventLoop::AllEvents, 5);
    print("training    ", measure(*controller, *window, 40));
    const auto live = session->live(TrainingSession::Job::Experiment);
    std::printf("steps trained meanwhile: %lld + %lld\n", (long long)live[0].train.size(),
                (long long)(live.size() > 1 ? live[1].train.size() : 0));

    QElapsedTimer quit;
    quit.start();
    window.reset();
    controller.reset(); // the session cancels and joins its worker
    std::printf("quit while training (window and session destroyed): %.0f ms\n",
                quit.nsecsElapsed() / 1e6);
    return 0;
}
