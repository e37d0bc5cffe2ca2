// LessonDetour: "Show me" and an exercise's "Show the step" take the class away from its own
// vector and place; the way back shows in every mode, and undo (its button or Ctrl+Z) brings
// back both the vector and the place.
#include "lesson/chaptercatalog.h"
#include "panels/exercisepanel.h"
#include "exercises/misconceptions.h"
#include "lesson/lessoncontroller.h"
#include "lesson/lessondetour.h"
#include "views/executeview.h"
#include "window/mainwindow.h"
#include "panels/misconceptionpanel.h"
#include "monitor/monitorview.h"
#include "window/waybackbar.h"

#include "catchqt.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTest>
#include <QUndoStack>

using namespace nk::ui;

TEST_CASE("a detour's undo brings back the vector and the mode and chapter and step it left",
          "[lessondetour]")
{
    LessonController controller;
    controller.setInputText(QStringLiteral("4, -2, 1, 5"));
    controller.setMode(LessonController::Mode::Execute);
    controller.setChapter(11);
    controller.setTime(2);
    const std::vector<double> own = controller.input();
    LessonDetour *detour = controller.detour();
    nk::NormSettings s = controller.settings();
    detour->run(QStringLiteral("a case"), QStringLiteral("Back"), [&] {
        controller.loadExample({1, 2, 3}, s, QString(), QStringLiteral("Load"));
        controller.setChapter(2);
        controller.setTime(3);
    });
    REQUIRE(detour->isActive());
    CHECK(controller.chapter() == 2);
    controller.undoStack()->undo(); // what Ctrl+Z does
    CHECK_FALSE(detour->isActive());
    CHECK(controller.input() == own);
    CHECK(controller.chapter() == 11);
    CHECK(controller.time() == Approx(2));
    CHECK(controller.mode() == LessonController::Mode::Execute);

    // An edit of the class's own after the detour ends it: undo is then only that edit's.
    detour->run(QStringLiteral("a case"), QStringLiteral("Back"), [&] {
        controller.loadExample({1, 2, 3}, s, QString(), QStringLiteral("Load"));
    });
    REQUIRE(detour->isActive());
    controller.setInputText(QStringLiteral("7, 8"));
    CHECK_FALSE(detour->isActive());
    // A load that changes nothing is no detour.
    detour->run(QStringLiteral("same"), QStringLiteral("Back"), [] {});
    CHECK_FALSE(detour->isActive());
}

TEST_CASE("Show me of the speed claim lands at Monitor's timing card with the way back in sight",
          "[lessondetour]")
{
    LessonController controller;
    MainWindow window(&controller);
    window.resize(1600, 900);
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    controller.setMode(LessonController::Mode::Execute);
    controller.setChapter(10);
    const ChapterCatalog::Chapter *c = ChapterCatalog::instance().chapter(10);
    int speedStep = -1;
    for (int s = 0; s < c->stepCount(); ++s)
        if (const auto *e = nk::Misconceptions::find(c->steps[s].key.toStdString());
            e && e->opensMonitor)
            speedStep = s;
    REQUIRE(speedStep >= 0);
    controller.setTime(speedStep + 1);
    QApplication::processEvents();
    auto *panel = qobject_cast<MisconceptionPanel *>(window.executeView()->chapterPanel());
    REQUIRE(panel);
    const std::vector<double> own = controller.input();
    CHECK_FALSE(window.wayBackBar()->isVisible());
    panel->showMe();
    QTest::qWait(50);
    REQUIRE(controller.mode() == LessonController::Mode::Monitor);
    // The way back is on screen in Monitor, and the timing card is at the top of its scroll.
    CHECK(window.wayBackBar()->isVisible());
    CHECK(window.wayBackBar()->text().contains(QStringLiteral("not your own vector")));
    auto *monitor = window.findChild<MonitorView *>();
    // (BenchmarkCard has no Q_OBJECT: findChild would return any MonitorCard.)
    QWidget *card = monitor ? monitor->benchmarkCardWidget() : nullptr;
    REQUIRE(monitor);
    REQUIRE(card);
    // The timing card is in sight, not below the fold.
    CHECK_FALSE(card->visibleRegion().isEmpty());
    window.wayBackBar()->backButton()->click();
    QApplication::processEvents();
    CHECK(controller.input() == own);
    CHECK(controller.mode() == LessonController::Mode::Execute);
    CHECK(controller.chapter() == 10);
    CHECK(controller.currentStep() == speedStep);
    CHECK_FALSE(window.wayBackBar()->isVisible());
}

TEST_CASE("undo after an exercise's Show the step returns to the exercise", "[lessondetour]")
{
    LessonController controller;
    MainWindow window(&controller);
    window.resize(1600, 900);
    window.show();
    REQUIRE(QTest::qWaitForWindowExposed(&window));
    controller.setMode(LessonController::Mode::Execute);
    controller.setChapter(11);
    const ChapterCatalog::Chapter *c = ChapterCatalog::instance().chapter(11);
    int sheetStep = -1;
    for (int s = 0; s < c->stepCount(); ++s)
        if (c->steps[s].panels.contains(QLatin1String(ExercisePanel::kName)))
            sheetStep = s;
    REQUIRE(sheetStep >= 0);
    controller.setTime(sheetStep + 1);
    QApplication::processEvents();
    auto *sheet = window.findChild<ExercisePanel *>();
    REQUIRE(sheet);
    sheet->showStepFor(ExercisePanel::RmsNormOutput);
    QApplication::processEvents();
    CHECK(controller.chapter() == ExercisePanel::stepFor(ExercisePanel::RmsNormOutput).first);
    CHECK(window.wayBackBar()->isVisible());
    controller.undoStack()->undo();
    QApplication::processEvents();
    CHECK(controller.chapter() == 11);
    CHECK(controller.currentStep() == sheetStep);
    CHECK_FALSE(window.wayBackBar()->isVisible());
}
