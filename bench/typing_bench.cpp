// Types a long vector into the Start view at a steady rate, key by key, on the offscreen
// (software) platform, and prints the longest the UI thread was busy at a time (a frame: key
// handling, re-traces, repaints), then how long quitting takes with MathJax busy. A benchmark,
// not a test.
//
//     typing_bench [characters = 12000] [characters per second = 50]
#include "formula/formularenderer.h"
#include "lesson/lessoncontroller.h"
#include "window/lessondocument.h"
#include "window/mainwindow.h"
#include "samplestats.h"
#include "views/startview.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QKeyEvent>
#include <QLineEdit>
#include <QThread>
#include <QUndoStack>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <vector>

using namespace nk::ui;

namespace {

double residentMegabytes()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toDouble() / 1024.0;
    return -1;
}

// Numbers as a teacher types them: "0.37, -1.2, 4, ..."
QString vectorText(int characters)
{
    QString text;
    unsigned state = 12345;
    while (text.size() < characters) {
        state = state * 1103515245u + 12345u;
        const int v = int(state >> 16) % 2000 - 1000;
        text += QString::number(v / 100.0) + QStringLiteral(", ");
    }
    text.truncate(characters);
    while (text.endsWith(u',') || text.endsWith(u' '))
        text.chop(1);
    return text;
}

void typeCharacter(QWidget *target, QChar c)
{
    const int key = c.toUpper().unicode();
    QKeyEvent press(QEvent::KeyPress, key, Qt::NoModifier, QString(c));
    QApplication::sendEvent(target, &press);
    QKeyEvent release(QEvent::KeyRelease, key, Qt::NoModifier, QString(c));
    QApplication::sendEvent(target, &release);
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    const int characters = argc > 1 ? std::max(1, std::atoi(argv[1])) : 12000;
    const double rate = argc > 2 ? std::max(1.0, std::atof(argv[2])) : 50.0;

    auto app = std::make_unique<QApplication>(argc, argv);
    FormulaRenderer::instance();
    auto controller = std::make_unique<LessonController>();
    auto window = std::make_unique<MainWindow>(controller.get());
    window->resize(1920, 1080);
    window->show();
    QApplication::setActiveWindow(window.get());
    FormulaRenderer::instance()->waitUntilIdle(30000);
    auto *start = window->findChild<StartView *>();
    QLineEdit *edit = start->vectorEdit();
    edit->setFocus();
    edit->selectAll();
    QApplication::processEvents();

    const QString text = vectorText(characters);
    // A typist pauses now and then: every 200 characters for 400 ms, so the vector is applied
    // (re-traced, redrawn, its formulas typeset) at every size on the way.
    constexpr int burst = 200;
    constexpr qint64 pauseNs = 400'000'000;
    const qint64 keyNs = qint64(1e9 / rate);
    int applied = 0;
    QObject::connect(controller.get(), &LessonController::inputChanged, [&applied] { ++applied; });

    const double rssBefore = residentMegabytes();
    std::vector<double> frames;
    frames.reserve(size_t(characters) * 4);
    QElapsedTimer clock;
    clock.start();
    qint64 nextKey = 0;
    int typed = 0;
    const qint64 end = [&] {
        qint64 t = 0;
        for (int i = 1; i <= text.size(); ++i)
            t += keyNs + (i % burst == 0 ? pauseNs : 0);
        return t + 2 * pauseNs; // the last apply
    }();
    while (clock.nsecsElapsed() < end) {
        QElapsedTimer frame;
        frame.start();
        const int appliedBefore = applied;
        bool key = false;
        if (typed < text.size() && clock.nsecsElapsed() >= nextKey) {
            key = true;
            typeCharacter(edit, text.at(typed));
            ++typed;
            nextKey += keyNs + (typed % burst == 0 ? pauseNs : 0);
        }
        QApplication::processEvents();
        const double ms = frame.nsecsElapsed() / 1e6;
        frames.push_back(ms);
        if (ms > 25)
            std::printf("  a %.1f ms frame at d = %zu, %zu characters (%s)\n", ms,
                        controller->input().size(), size_t(edit->text().size()),
                        applied > appliedBefore ? "applied"
                        : key                   ? "a key"
                                                : "other events");
        const qint64 idle = std::min(nextKey, end) - clock.nsecsElapsed();
        if (idle > 2'000'000)
            QThread::usleep(1000);
    }
    const SampleStats s(frames);
    std::printf("typed %d characters at %.0f/s (a 400 ms pause every %d): d = %zu, %s\n", typed,
                rate, burst, controller->input().size(),
                edit->text() == text ? "text whole" : "TEXT DIFFERS");
    std::printf(
        "UI thread busy per frame: median %.2f ms, 99th percentile %.1f ms, max %.1f ms "
        "(%zu event-loop passes); passes over 50 ms: %zu\n",
        s.median(), s.percentile(0.99), s.max(), frames.size(),
        size_t(std::count_if(frames.begin(), frames.end(), [](double ms) { return ms > 50; })));
    std::printf(
        "applied %d times, %d undo steps; resident memory %.0f MB -> %.0f MB; formula cache "
        "%.1f MB of %.0f MB\n",
        applied, controller->undoStack()->count(), rssBefore, residentMegabytes(),
        FormulaRenderer::instance()->cacheBytes() / 1048576.0,
        FormulaRenderer::instance()->cacheLimit() / 1048576.0);

    // Quit with MathJax busy: long formulas (seconds each) queued, one running.
    for (int i = 0; i < 100; ++i)
        FormulaRenderer::instance()->request(QStringLiteral("x_{%1}+").arg(i) +
                                             QStringLiteral(R"(\frac{a}{b}+)").repeated(80));
    QThread::msleep(300);
    window->findChild<LessonDocument *>()->setQuestion(
        [](QWidget *) { return LessonDocument::Answer::Discard; });
    QElapsedTimer quitting;
    quitting.start();
    QMetaObject::invokeMethod(
        app.get(),
        [&window] {
            window->close(); // Ctrl+Q
            QCoreApplication::quit();
        },
        Qt::QueuedConnection);
    QApplication::exec();
    window.reset();
    controller.reset();
    app.reset();
    std::printf("quitting with formulas queued and one running: %.0f ms\n",
                quitting.nsecsElapsed() / 1e6);
    return 0;
}
