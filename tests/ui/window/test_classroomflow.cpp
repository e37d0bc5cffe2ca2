// The room's flow through the main window: Enter presses only a button the teacher chose, so
// a clicker's Enter opens no file dialog; no button keeps the focus when the story moves; N
// edits the step's note; the projector names the chapter on every screen; the lesson ends
// with a screen of what it covered.
#include "lesson/chaptercatalog.h"
#include "charts/chartpanel.h"
#include "window/classroomkeyfilter.h"
#include "views/executeview.h"
#include "lesson/lessoncontroller.h"
#include "views/lessonendview.h"
#include "window/mainwindow.h"
#include "lesson/narration.h"
#include "window/stepnotedialog.h"

#include "catchqt.h"

#include <catch2/catch.hpp>

#include <QAbstractButton>
#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPlainTextEdit>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>

using namespace nk::ui;

namespace {
using Mode = LessonController::Mode;

struct FlowFixture
{
    LessonController controller;
    MainWindow window{&controller};
    FlowFixture()
    {
        controller.setExternalClock(true);
        window.resize(1600, 900);
        window.setLanguage(QStringLiteral("en"));
        window.show();
        window.activateWindow();
        QApplication::setActiveWindow(&window);
        QApplication::processEvents();
    }
    ClassroomKeyFilter *keys() const { return window.findChild<ClassroomKeyFilter *>(); }
    QWidget *focus() const
    {
        return QApplication::focusWidget() ? QApplication::focusWidget() : (QWidget *)&window;
    }
};

// A visible chart's Save button: a tool button with the PNG/SVG menu.
QToolButton *chartSaveButton(QWidget *page)
{
    for (ChartPanel *chart : page->findChildren<ChartPanel *>())
        for (QToolButton *b : chart->findChildren<QToolButton *>())
            if (b->menu() && b->isVisible())
                return b;
    return nullptr;
}

// Real Tab presses from wherever the focus is, until a button has it.
QAbstractButton *tabToButton(FlowFixture &f)
{
    for (int i = 0; i < 60; ++i) {
        QTest::keyClick(f.focus(), Qt::Key_Tab);
        if (auto *b = qobject_cast<QAbstractButton *>(QApplication::focusWidget()))
            return b;
    }
    return nullptr;
}
} // namespace

TEST_CASE("Enter on a chart's Save button the focus only landed on opens no menu or dialog",
          "[window][keys][flow]")
{
    FlowFixture f;
    f.controller.setChapter(1); // its log charts
    f.controller.setMode(Mode::Execute);
    QApplication::processEvents();
    QToolButton *save = chartSaveButton(f.window.executeView());
    REQUIRE(save);
    // As when a reveal hides the focused widget and Qt moves the focus on (no Tab key pressed).
    save->setFocus(Qt::TabFocusReason);
    REQUIRE(QApplication::focusWidget() == save);
    QTest::keyClick(save, Qt::Key_Return); // before the focus is parked: a clicker's Enter
    QApplication::processEvents();
    CHECK(QApplication::activePopupWidget() == nullptr);
    CHECK_FALSE(save->menu()->isVisible());
    // Then the focus leaves the button for the window, where the story keys work.
    CHECK(QApplication::focusWidget() != save);
    CHECK_FALSE(qobject_cast<QAbstractButton *>(QApplication::focusWidget()));
    QTest::keyClick(f.focus(), Qt::Key_Right);
    CHECK(f.controller.isPlaying()); // the next step
    f.controller.pause();
}

TEST_CASE(
    "a button the teacher tabbed to is pressed by Enter and loses the focus when the story moves",
    "[window][keys][flow]")
{
    FlowFixture f;
    f.controller.setMode(Mode::Start);
    QApplication::processEvents();
    QAbstractButton *button = tabToButton(f);
    REQUIRE(button);
    INFO(button->objectName().toStdString());
    QApplication::processEvents();
    CHECK(QApplication::focusWidget() == button); // chosen: it keeps the focus
    CHECK(f.keys()->chosenButton() == button);
    // The story moves (a step, here a mode switch by the controller): no button keeps it.
    f.controller.setMode(Mode::Execute);
    QApplication::processEvents();
    CHECK_FALSE(qobject_cast<QAbstractButton *>(QApplication::focusWidget()));
    CHECK(f.keys()->chosenButton() == nullptr);
    // A mode button chosen with Tab is pressed by Enter.
    QAbstractButton *chosen = nullptr;
    QStringList path;
    for (int i = 0; i < 80; ++i) {
        chosen = tabToButton(f);
        path << (chosen ? chosen->objectName() : QStringLiteral("-"));
        if (chosen && chosen->objectName().startsWith(QStringLiteral("modeButton")) &&
            chosen->objectName() != QStringLiteral("modeButton1"))
            break;
        chosen = nullptr;
    }
    INFO(path.join(QLatin1Char(' ')).toStdString());
    REQUIRE(chosen);
    const int wanted = chosen->objectName().mid(10).toInt();
    QTest::keyClick(chosen, Qt::Key_Return);
    QTRY_VERIFY(int(f.controller.mode()) == wanted);
    QApplication::processEvents();
    CHECK_FALSE(qobject_cast<QAbstractButton *>(QApplication::focusWidget()));
}

TEST_CASE("N opens the note for the step on screen and OK makes one undo step",
          "[window][keys][flow]")
{
    FlowFixture f;
    f.controller.setChapter(2);
    f.controller.setMode(Mode::Execute);
    f.controller.setTime(3.0); // step 2.3
    QApplication::processEvents();
    const int before = f.controller.undoStack()->count();
    bool seen = false;
    QTimer::singleShot(0, [&] {
        auto *dialog = qobject_cast<StepNoteDialog *>(QApplication::activeModalWidget());
        REQUIRE(dialog);
        seen = true;
        CHECK(dialog->chapter() == 2);
        CHECK(dialog->step() == 2);
        dialog->noteEdit()->setPlainText(QStringLiteral("ask for $\\sum (x_i-\\mu)$"));
        dialog->accept();
    });
    QTest::keyClick(f.focus(), Qt::Key_N);
    CHECK(seen);
    CHECK(f.controller.stepNote(2, 2) == QStringLiteral("ask for $\\sum (x_i-\\mu)$"));
    CHECK(f.controller.undoStack()->count() == before + 1);
    f.controller.undoStack()->undo();
    CHECK(f.controller.stepNote(2, 2).isEmpty());
    // In a text field N is a letter.
    auto *edit = new QLineEdit(&f.window);
    edit->show();
    edit->setFocus();
    QTest::keyClick(edit, Qt::Key_N);
    CHECK(edit->text() == QStringLiteral("n"));
    delete edit;
}

TEST_CASE("in presentation mode the projector names the chapter on Start, Monitor and Finish",
          "[window][flow]")
{
    FlowFixture f;
    QLabel *banner = f.window.chapterBanner();
    REQUIRE(banner);
    f.controller.setChapter(3);
    f.controller.setMode(Mode::Start);
    CHECK(banner->isHidden()); // not outside presentation mode
    f.window.setPresentationMode(true);
    const QString title = Narration::forLanguage(QStringLiteral("en")).chapterTitle(3);
    for (Mode mode : {Mode::Start, Mode::Monitor, Mode::Finish}) {
        f.controller.setMode(mode);
        QApplication::processEvents();
        INFO(int(mode));
        CHECK(banner->isVisible());
        CHECK(banner->text().contains(title));
        CHECK(banner->text().contains(QStringLiteral("3")));
    }
    // Execute names it above its narration; kitchen-first hides that, so the banner shows.
    f.controller.setMode(Mode::Execute);
    CHECK(banner->isHidden());
    f.window.setKitchenFirst(true);
    CHECK(banner->isVisible());
    f.window.setKitchenFirst(false);
    f.controller.setChapter(4);
    f.controller.setMode(Mode::Finish);
    CHECK(banner->text().contains(Narration::forLanguage(QStringLiteral("en")).chapterTitle(4)));
    f.window.setLanguage(QStringLiteral("zh"));
    CHECK(banner->text().contains(Narration::forLanguage(QStringLiteral("zh")).chapterTitle(4)));
    f.window.setLanguage(QStringLiteral("en"));
    f.window.setPresentationMode(false);
    CHECK(banner->isHidden());
}

TEST_CASE(
    "the lesson's last Finish leads to its end, which lists what it covered and what Next does",
    "[window][flow]")
{
    FlowFixture f;
    const QList<int> ids = ChapterCatalog::instance().ids();
    f.controller.setLessonChapters({ids[0], ids[1], ids[2]});
    f.controller.setChapter(ids[2]);
    f.controller.setMode(Mode::Execute);
    f.controller.last();
    f.controller.next(); // the last step of the last chapter: Finish
    REQUIRE(f.controller.mode() == Mode::Finish);
    CHECK(f.window.currentPage() == f.window.modeWidget(Mode::Finish));
    QTest::keyClick(f.focus(), Qt::Key_PageDown);
    QApplication::processEvents();
    REQUIRE(f.controller.isAtLessonEnd());
    LessonEndView *end = f.window.lessonEndView();
    CHECK(f.window.currentPage() == end);
    CHECK(end->isVisible());
    const Narration &n = Narration::forLanguage(QStringLiteral("en"));
    CHECK(end->coveredChapters() ==
          QStringList{n.chapterTitle(ids[0]), n.chapterTitle(ids[1]), n.chapterTitle(ids[2])});
    REQUIRE(end->takeaways().size() == 3);
    // The takeaways are the chapters' own, filled with this vector's numbers.
    const auto ln = f.controller.layerNorm();
    const auto rms = f.controller.rmsNorm();
    CHECK(end->takeaways()[1] == n.takeaways(ids[1], *ln, *rms).value(0));
    CHECK_FALSE(end->takeaways()[1].contains(QLatin1Char('{')));
    CHECK(end->nextHint().contains(n.chapterTitle(ids[0])));
    // PageUp: the results again; PageDown twice: the lesson's start.
    QTest::keyClick(f.focus(), Qt::Key_PageUp);
    CHECK_FALSE(f.controller.isAtLessonEnd());
    CHECK(f.window.currentPage() == f.window.modeWidget(Mode::Finish));
    QTest::keyClick(f.focus(), Qt::Key_PageDown);
    QTest::keyClick(f.focus(), Qt::Key_PageDown);
    CHECK(f.controller.mode() == Mode::Start);
    CHECK(f.controller.chapter() == ids[0]);
}
