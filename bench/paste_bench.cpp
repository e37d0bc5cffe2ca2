// Pastes a huge vector into the Start view's field (Ctrl+A, Ctrl+V, as a teacher does) on the
// offscreen platform and prints how long the UI thread was blocked: the paste itself, then
// the longest event-loop pass until the field has applied it or named the problem, and the
// longest gap between the ticks of a 10 ms timer over both (the stall a user sees). Over the
// limit the field must refuse it with a message and keep the last good vector. A benchmark,
// not a test.
//
//     paste_bench [numbers = 100000]
#include "lesson/lessoncontroller.h"
#include "window/mainwindow.h"
#include "norm/normsettings.h"
#include "views/startview.h"

#include <QApplication>
#include <QClipboard>
#include <QElapsedTimer>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <memory>

using namespace nk::ui;

namespace {

void press(QWidget *target, int key, Qt::KeyboardModifiers modifiers)
{
    QKeyEvent down(QEvent::KeyPress, key, modifiers);
    QApplication::sendEvent(target, &down);
    QKeyEvent up(QEvent::KeyRelease, key, modifiers);
    QApplication::sendEvent(target, &up);
}

// One paste of n numbers: returns false when the field neither applied nor refused it.
bool pasteOnce(LessonController &controller, QLineEdit *edit, QLabel *error, int n)
{
    QString text;
    text.reserve(n * 8);
    for (int i = 0; i < n; ++i)
        text += QString::number((i * 37 % 2001 - 1000) / 100.0) + QStringLiteral(", ");
    text.chop(2);
    QApplication::clipboard()->setText(text);
    const std::vector<double> before = controller.input();
    edit->setFocus();
    QApplication::processEvents();
    // A 10 ms timer: the longest gap between its ticks is the longest the UI stood still.
    QTimer ticker;
    QElapsedTimer sinceTick;
    double longestGap = 0;
    QObject::connect(&ticker, &QTimer::timeout, [&] {
        longestGap = std::max(longestGap, sinceTick.nsecsElapsed() / 1e6);
        sinceTick.restart();
    });
    ticker.start(10);
    sinceTick.start();
    QElapsedTimer paste;
    paste.start();
    press(edit, Qt::Key_A, Qt::ControlModifier);
    press(edit, Qt::Key_V, Qt::ControlModifier);
    const double pasteMs = paste.nsecsElapsed() / 1e6;
    double longest = 0;
    QElapsedTimer settle;
    settle.start();
    bool settled = false;
    while (settle.elapsed() < 5000) {
        QElapsedTimer pass;
        pass.start();
        QApplication::processEvents();
        longest = std::max(longest, pass.nsecsElapsed() / 1e6);
        settled = int(controller.input().size()) == n || !error->text().isEmpty();
        if (settled && settle.elapsed() > 400)
            break;
    }
    ticker.stop();
    const bool kept = int(controller.input().size()) == n || controller.input() == before;
    std::printf("%7d numbers (%5.1f MB of text): paste %6.1f ms, then the longest event-loop "
                "pass %6.1f ms; longest gap between 10 ms ticks %6.1f ms; %s; %s\n",
                n, text.size() * 2 / 1048576.0, pasteMs, longest, longestGap,
                int(controller.input().size()) == n ? "applied"
                : error->text().isEmpty()
                    ? "NEITHER APPLIED NOR REFUSED"
                    : qPrintable(QStringLiteral("refused: ") + error->text().left(90)),
                kept ? "last good vector kept" : "LAST GOOD VECTOR LOST");
    return settled && kept;
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    const int n = argc > 1 ? std::max(1, std::atoi(argv[1])) : 100000;
    auto app = std::make_unique<QApplication>(argc, argv);
    auto controller = std::make_unique<LessonController>();
    auto window = std::make_unique<MainWindow>(controller.get());
    window->resize(1920, 1080);
    window->show();
    QApplication::setActiveWindow(window.get());
    QApplication::processEvents();
    auto *start = window->findChild<StartView *>();
    std::printf("the limit is %d numbers\n", nk::kMaxDimension);
    bool ok =
        pasteOnce(*controller, start->vectorEdit(), start->vectorErrorLabel(), nk::kMaxDimension);
    ok = pasteOnce(*controller, start->vectorEdit(), start->vectorErrorLabel(), n) && ok;
    window.reset();
    controller.reset();
    return ok ? 0 : 1;
}
