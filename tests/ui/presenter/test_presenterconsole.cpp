// The presenter console follows the lesson: current and next step, notes, the outline, the
// timer, the blank banner, the teacher's own notes; keys from the console move the story.
#include "lesson/chaptercatalog.h"
#include "presenter/chapteroutline.h"
#include "presenter/elapsedclock.h"
#include "formula/formularenderer.h"
#include "lesson/lessoncontroller.h"
#include "window/mainwindow.h"
#include "lesson/narration.h"
#include "presenter/notesview.h"
#include "presenter/presenterconsole.h"
#include "presenter/presenterscreens.h"
#include "presenter/nextsteppreview.h"
#include "kitchen/kitchenview.h"
#include "presenter/projectorthumbnail.h"
#include "base/theme.h"

#include "catchqt.h"

#include <catch2/catch.hpp>

#include <QAction>
#include <QApplication>
#include <QDateTime>
#include <QLabel>
#include <QFontInfo>
#include <QImage>
#include <QPlainTextEdit>
#include <QSet>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

using namespace nk::ui;

namespace {

struct ConsoleFixture
{
    LessonController controller;
    MainWindow window{&controller};
    PresenterConsole *console = window.presenterConsole();
    ConsoleFixture()
    {
        controller.setExternalClock(true);
        window.resize(1280, 720);
        window.setLanguage(QStringLiteral("en"));
        window.show();
        console->resize(1280, 800);
        console->show();
        QApplication::processEvents();
    }
    QString stepTitle(int chapter, int step) const
    {
        return Narration::forLanguage(QStringLiteral("en"))
            .stepTitle(chapter, step, controller.settings().variance);
    }
    void activateConsole()
    {
        console->activateWindow();
        QApplication::setActiveWindow(console);
        QApplication::processEvents();
    }
};

} // namespace

TEST_CASE("the console follows the controller: current, next and notes", "[presenter]")
{
    ConsoleFixture f;
    f.controller.setChapter(3);
    f.controller.setMode(LessonController::Mode::Execute);
    f.controller.setTime(2); // step 2 (index 1)
    QApplication::processEvents();
    CHECK(f.console->currentTitle().contains(f.stepTitle(3, 1)));
    CHECK(f.console->currentTitle().startsWith(QStringLiteral("3.2")));
    CHECK(f.console->nextTitle().contains(f.stepTitle(3, 2)));
    const Narration &n = Narration::forLanguage(QStringLiteral("en"));
    const QString notes = n.teacherNotes(3, 1, *f.controller.layerNorm(), *f.controller.rmsNorm());
    REQUIRE_FALSE(notes.isEmpty());
    CHECK(f.console->wordsNotes() == notes);
    CHECK(f.console->notesView()->toPlainText().contains(notes.left(40)));

    f.controller.next();
    f.controller.advanceClock(60); // the step plays to its pause point
    CHECK(f.controller.currentStep() == 2);
    CHECK(f.console->currentTitle().contains(f.stepTitle(3, 2)));
    CHECK(f.console->wordsNotes() ==
          n.teacherNotes(3, 2, *f.controller.layerNorm(), *f.controller.rmsNorm()));

    // The last step: next is the following chapter's first step (Finish comes at the lesson's
    // end), or Finish with Finish after every chapter. Finish: the following chapter again.
    f.controller.last();
    f.controller.advanceClock(600);
    const int following = ChapterCatalog::instance().nextId(3);
    CHECK(f.console->nextTitle().contains(f.stepTitle(following, 0)));
    f.controller.setFinishEveryChapter(true);
    f.controller.setTime(1.0);
    f.controller.last();
    CHECK(f.console->nextTitle().contains(QStringLiteral("Finish")));
    f.controller.setFinishEveryChapter(false);
    f.controller.setMode(LessonController::Mode::Finish);
    CHECK(f.console->nextTitle().contains(f.stepTitle(following, 0)));
    // The last chapter's Finish: next is the end of the lesson, then its start.
    f.controller.setChapter(ChapterCatalog::instance().ids().back());
    CHECK(f.console->nextTitle().contains(QStringLiteral("end of the lesson")));
    f.controller.next();
    CHECK(f.console->nextTitle().contains(QStringLiteral("start of the lesson")));
    f.controller.setChapter(3);
    CHECK(f.console->wordsNotes().isEmpty()); // Finish has no step notes

    // Switching language rewrites the console.
    f.window.setLanguage(QStringLiteral("zh"));
    f.controller.setMode(LessonController::Mode::Execute);
    CHECK(f.console->currentTitle().contains(
        Narration::forLanguage(QStringLiteral("zh"))
            .stepTitle(3, f.controller.currentStep(), f.controller.settings().variance)));
    f.window.setLanguage(QStringLiteral("en"));
}

TEST_CASE("a click in the outline jumps to any step of any chapter", "[presenter]")
{
    ConsoleFixture f;
    ChapterOutline *outline = f.console->outline();
    QListWidgetItem *item = outline->itemFor(5, 2);
    REQUIRE(item);
    emit outline->itemClicked(item);
    CHECK(f.controller.chapter() == 5);
    CHECK(f.controller.mode() == LessonController::Mode::Execute);
    CHECK(f.controller.currentStep() == 2);
    CHECK(f.console->currentTitle().contains(f.stepTitle(5, 2)));
    CHECK(outline->currentItem() == item);
    // A chapter's own row: its first step.
    emit outline->itemClicked(outline->itemFor(2, -1));
    CHECK(f.controller.chapter() == 2);
    CHECK(f.controller.currentStep() == 0);
    // Every chapter and every step is listed.
    for (int id : ChapterCatalog::instance().ids())
        for (int s = 0; s < ChapterCatalog::instance().chapter(id)->stepCount(); ++s)
            CHECK(outline->itemFor(id, s));
}

TEST_CASE("the elapsed timer counts and a click resets it, the wall clock shows the time",
          "[presenter]")
{
    ConsoleFixture f;
    qint64 now = 1'700'000'000'000;
    ElapsedClock *clock = f.console->clock();
    clock->setClock([&now] { return now; });
    CHECK(clock->elapsedSeconds() == 0);
    now += (2 * 3600 + 5 * 60 + 9) * 1000;
    clock->refresh();
    CHECK(clock->elapsedText() == QStringLiteral("2:05:09"));
    CHECK(clock->resetButton()->text() == QStringLiteral("2:05:09"));
    CHECK(clock->wallText() ==
          QDateTime::fromMSecsSinceEpoch(now).toString(QStringLiteral("HH:mm")));
    QTest::mouseClick(clock->resetButton(), Qt::LeftButton);
    CHECK(clock->elapsedSeconds() == 0);
    CHECK(clock->resetButton()->text() == QStringLiteral("0:00:00"));
    now += 61'000;
    CHECK(clock->elapsedText() == QStringLiteral("0:01:01"));
    // F5 starts the count again.
    f.window.setPresentationMode(true);
    CHECK(clock->elapsedSeconds() == 0);
    f.window.setPresentationMode(false);
}

TEST_CASE("blank blanks only the projector, the console says so", "[presenter]")
{
    ConsoleFixture f;
    f.activateConsole();
    REQUIRE(f.console->isActiveWindow());
    CHECK_FALSE(f.console->isBannerShown());
    QTest::keyClick(f.console, Qt::Key_B);
    CHECK(f.window.isBlanked());
    CHECK(f.console->isBannerShown());
    CHECK(f.console->banner()->isVisible());
    CHECK(f.console->banner()->text().contains(QStringLiteral("blanked")));
    CHECK(f.console->blankButton()->isChecked());
    // The console itself is not covered: its thumbnail still shows the lesson, not black.
    f.console->thumbnail()->updateNow();
    const QImage thumb = f.console->thumbnail()->pixmap().toImage();
    REQUIRE_FALSE(thumb.isNull());
    CHECK(thumb.pixelColor(thumb.width() / 2, thumb.height() / 2) != QColor(Qt::black));
    // Any key brings the projector back; so does the console's button.
    QTest::keyClick(f.console, Qt::Key_Space);
    CHECK_FALSE(f.window.isBlanked());
    CHECK_FALSE(f.console->isBannerShown());
    f.console->blankButton()->click();
    CHECK(f.window.isBlanked());
    f.console->blankButton()->click();
    CHECK_FALSE(f.window.isBlanked());
    // The period blanks too, from the console.
    QTest::keyClick(f.console, Qt::Key_Period);
    CHECK(f.window.isBlanked());
    f.window.setBlanked(false);
}

TEST_CASE("the clicker's keys move the story from the console, even in the note field",
          "[presenter]")
{
    ConsoleFixture f;
    f.controller.setChapter(3);
    f.controller.setMode(LessonController::Mode::Execute);
    f.controller.setTime(1);
    f.activateConsole();
    QTest::keyClick(f.console, Qt::Key_PageDown);
    f.controller.advanceClock(60);
    CHECK(f.controller.currentStep() == 1);
    QTest::keyClick(f.console, Qt::Key_PageUp);
    CHECK(f.controller.currentStep() == 0);
    f.console->noteEditor()->setFocus();
    QApplication::processEvents();
    REQUIRE(QApplication::focusWidget() == f.console->noteEditor());
    QTest::keyClicks(f.console->noteEditor(), QStringLiteral("Ask B."));
    CHECK(f.controller.stepNote(3, 0) == QStringLiteral("Ask B.")); // letters are typed
    CHECK_FALSE(f.window.isBlanked());
    QTest::keyClick(f.console->noteEditor(), Qt::Key_PageDown);
    f.controller.advanceClock(60);
    CHECK(f.controller.currentStep() == 1); // the clicker still moves the story
    CHECK(f.console->ownNote().isEmpty());  // the next step has its own (empty) note
}

TEST_CASE("the teacher's note per step is edited in the console and undone like any edit",
          "[presenter][stepnotes]")
{
    ConsoleFixture f;
    f.controller.setChapter(2);
    f.controller.setMode(LessonController::Mode::Execute);
    f.controller.setTime(3);
    f.controller.undoStack()->clear();
    f.console->noteEditor()->setPlainText(QStringLiteral("Compare $\\sqrt{\\mu^2+\\sigma^2}$"));
    CHECK(f.controller.stepNote(2, 2) == QStringLiteral("Compare $\\sqrt{\\mu^2+\\sigma^2}$"));
    CHECK_FALSE(f.controller.undoStack()->isClean());
    CHECK(f.console->notesView()->toPlainText().contains(QStringLiteral("Compare")));
    CHECK(NotesView::formulas(f.console->notesView()->notes()) ==
          QStringList{QStringLiteral("\\sqrt{\\mu^2+\\sigma^2}")});
    f.controller.undoStack()->undo();
    CHECK(f.controller.stepNote(2, 2).isEmpty());
    CHECK(f.console->ownNote().isEmpty());
    // A note set elsewhere (a lesson opened) shows up in the editor.
    f.controller.setStepNotes({{LessonController::stepNoteKey(2, 2), QStringLiteral("from file")}});
    CHECK(f.console->ownNote() == QStringLiteral("from file"));
}

TEST_CASE("notes typeset their maths with MathJax, like the step cards", "[presenter][formula]")
{
    ConsoleFixture f;
    NotesView view;
    view.resize(600, 300);
    view.setNotes(QStringLiteral("RMS is $\\sqrt{\\mu^2+\\sigma^2}$ and $x^2$ costs $5 each"));
    CHECK(NotesView::formulas(view.notes()).size() == 2); // "$5 each" is not closed
    FormulaRenderer *r = FormulaRenderer::instance();
    REQUIRE(r->waitUntilIdle(30000));
    QApplication::processEvents();
    view.setNotes(QString());
    view.setNotes(QStringLiteral("RMS is $\\sqrt{\\mu^2+\\sigma^2}$ and $x^2$ costs $5 each"));
    if (r->loadError().isEmpty())
        CHECK(view.typesetCount() == 2);
}

TEST_CASE("the thumbnail renders the projector cheaply and not more often than asked",
          "[presenter]")
{
    ConsoleFixture f;
    ProjectorThumbnail *t = f.console->thumbnail();
    t->updateNow();
    const int before = t->renderCount();
    for (int i = 0; i < 50; ++i)
        t->requestUpdate(); // a burst (playback) makes one render, not fifty
    QTest::qWait(ProjectorThumbnail::kMinIntervalMs + 100);
    CHECK(t->renderCount() - before >= 1);
    CHECK(t->renderCount() - before <= 2); // at most the settle render besides
    CHECK_FALSE(t->pixmap().isNull());
    CHECK(t->pixmap().width() <= t->width() * t->devicePixelRatioF());
}

TEST_CASE("a hidden console's thumbnail does not render on step changes, and catches up when shown",
          "[presenter]")
{
    LessonController controller;
    MainWindow window(&controller);
    window.resize(1280, 720);
    window.show();
    controller.setMode(LessonController::Mode::Execute);
    QApplication::processEvents();
    ProjectorThumbnail *t = window.presenterConsole()->thumbnail();
    REQUIRE_FALSE(t->isVisible());
    const int before = t->renderCount();
    for (int step = 1; step <= controller.stepCount(); ++step) {
        controller.setTime(step);
        QApplication::processEvents();
    }
    QTest::qWait(ProjectorThumbnail::kMinIntervalMs + 100);
    CHECK(t->renderCount() == before); // every render would have been of nothing seen
    window.presenterConsole()->show();
    QTest::qWait(ProjectorThumbnail::kMinIntervalMs + 100);
    CHECK(t->renderCount() > before);
    CHECK_FALSE(t->pixmap().isNull());
    window.presenterConsole()->hide();
}

TEST_CASE("View menu: the console as a window, the swap key, both in the shortcuts list",
          "[presenter]")
{
    LessonController controller;
    MainWindow window(&controller);
    window.show();
    QApplication::processEvents();
    QAction *consoleAction = nullptr;
    QAction *swapAction = nullptr;
    for (QAction *a : window.actions()) {
        if (a->shortcut() == QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P))
            consoleAction = a;
        if (a->shortcut() == QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_X))
            swapAction = a;
    }
    REQUIRE(consoleAction);
    REQUIRE(swapAction);
    // No other action shares either key.
    for (QAction *a : window.actions())
        for (const QKeySequence &k : a->shortcuts())
            if (a != consoleAction && a != swapAction)
                CHECK((k != consoleAction->shortcut() && k != swapAction->shortcut()));
    CHECK_FALSE(window.presenterConsole()->isVisible());
    consoleAction->trigger();
    QApplication::processEvents();
    CHECK(window.presenterConsole()->isVisible());
    CHECK(window.presenterConsole()->isWindow());
    // One screen (the default offscreen platform): F5 behaves as before, the rehearsal console
    // stays a window.
    window.setPresentationMode(true);
    QApplication::processEvents();
    CHECK(window.isFullScreen());
    CHECK_FALSE(window.presenterScreens()->usesTwoScreens());
    CHECK(window.presenterConsole()->isVisible());
    CHECK_FALSE(window.presenterConsole()->isFullScreen());
    window.setPresentationMode(false);
    consoleAction->trigger();
    QApplication::processEvents();
    CHECK_FALSE(window.presenterConsole()->isVisible());
    // Closing the console's own window unchecks the menu entry.
    consoleAction->trigger();
    QApplication::processEvents();
    REQUIRE(window.presenterConsole()->isVisible());
    window.presenterConsole()->close();
    CHECK_FALSE(consoleAction->isChecked());
    CHECK_FALSE(window.presenterConsole()->isVisible());
}

TEST_CASE("the projector screen is the one that is not primary, swap exchanges them", "[presenter]")
{
    // choose() is pure: fake screens are just distinct pointers.
    auto *a = reinterpret_cast<QScreen *>(0x1000);
    auto *b = reinterpret_cast<QScreen *>(0x2000);
    auto *c = reinterpret_cast<QScreen *>(0x3000);
    auto one = PresenterScreens::choose({a}, a, false);
    CHECK(one.projector == a);
    CHECK(one.console == nullptr);
    auto two = PresenterScreens::choose({a, b}, a, false);
    CHECK(two.projector == b);
    CHECK(two.console == a);
    auto swapped = PresenterScreens::choose({a, b}, a, true);
    CHECK(swapped.projector == a);
    CHECK(swapped.console == b);
    auto primarySecond = PresenterScreens::choose({a, b, c}, b, false);
    CHECK(primarySecond.projector == a);
    CHECK(primarySecond.console == b);
    auto none = PresenterScreens::choose({}, nullptr, false);
    CHECK(none.projector == nullptr);
}

TEST_CASE("the console previews the next step's main view, not always the kitchen", "[presenter]")
{
    ConsoleFixture f;
    f.controller.setChapter(4);
    f.controller.setMode(LessonController::Mode::Execute);
    // 4.2 → 4.3: the claim plays in the kitchen.
    f.controller.setTime(2.0);
    QApplication::processEvents();
    REQUIRE(f.console->nextTitle().startsWith(QStringLiteral("4.3")));
    CHECK(f.console->nextPreview()->viewName() == QStringLiteral("kitchen"));
    CHECK(f.console->nextPreview()->kitchen()->isVisible());
    // 4.3 → 4.4: the class sees the benchmark's page of the cost ledger, no kitchen.
    f.controller.setTime(3.0);
    QApplication::processEvents();
    REQUIRE(f.console->nextTitle().startsWith(QStringLiteral("4.4")));
    CHECK(f.console->nextPreview()->viewName() == QStringLiteral("cost-ledger"));
    CHECK_FALSE(f.console->nextPreview()->kitchen()->isVisible());
    const QImage picture = f.console->nextPreview()->panelPicture().toImage();
    REQUIRE_FALSE(picture.isNull());
    // Not a blank picture: the panel's words and table are drawn.
    QSet<QRgb> colours;
    for (int y = 0; y < picture.height(); y += 7)
        for (int x = 0; x < picture.width(); x += 7)
            colours.insert(picture.pixel(x, y));
    CHECK(colours.size() > 8);
    // Chapter 9's listing, chapter 8's diagram: each its own panel.
    for (auto [chapter, name] : {std::pair{9, "code"}, std::pair{8, "model-norms"}}) {
        f.controller.setChapter(chapter);
        f.controller.setMode(LessonController::Mode::Execute);
        f.controller.setTime(1.0);
        QApplication::processEvents();
        CHECK(f.console->nextPreview()->viewName() == QLatin1String(name));
    }
}

TEST_CASE("the console follows the projector theme's type and colours", "[presenter]")
{
    ConsoleFixture f;
    const Theme::Mode before = Theme::mode();
    auto *title = f.console->findChild<QLabel *>(QStringLiteral("currentTitle"));
    REQUIRE(title);
    f.window.setTheme(Theme::Mode::Light);
    QApplication::processEvents();
    const int light = QFontInfo(title->font()).pixelSize();
    f.window.setTheme(Theme::Mode::Projector);
    QApplication::processEvents();
    const int projector = QFontInfo(title->font()).pixelSize();
    CAPTURE(light, projector);
    CHECK(projector >= int(light * Theme::textScale()) - 1);
    CHECK(projector > light);
    CHECK(title->palette().color(QPalette::WindowText) == Theme::text());
    CHECK(f.console->nextPreview()->kitchen()->zoom() == Approx(Theme::textScale()));
    f.window.setTheme(before);
}
