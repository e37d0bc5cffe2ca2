// Chapter 10: every misconception step shows its claim, why it tempts and the truth with live
// numbers; "Show me" loads core's counter-example as one undoable edit (Monitor for the
// measured claim) and "Back to my lesson" restores the lesson with that one undo.
#include "lesson/chaptercatalog.h"
#include "views/executeview.h"
#include "exercises/misconceptions.h"
#include "lesson/lessoncontroller.h"
#include "window/mainwindow.h"
#include "panels/misconceptionpanel.h"
#include "norm/numberformat.h"

#include "catchqt.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <QUndoStack>

using namespace nk::ui;

TEST_CASE("each misconception's Show me loads its counter-example as one undo step",
          "[panels][misconceptions]")
{
    LessonController controller;
    controller.setInputText(QStringLiteral("4, -2, 1, 5"));
    controller.undoStack()->clear();
    const std::vector<double> lesson = controller.input();
    const nk::NormSettings lessonSettings = controller.settings();
    MisconceptionPanel panel(&controller);
    const ChapterCatalog::Chapter *c = ChapterCatalog::instance().chapter(10);
    REQUIRE(c);
    REQUIRE(c->stepCount() == int(nk::Misconceptions::all().size()));
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh")}) {
        panel.setLanguage(lang);
        for (int s = 0; s < c->stepCount(); ++s) {
            controller.setMode(LessonController::Mode::Execute);
            panel.showStep(10, s);
            INFO(lang.toStdString() << " " << panel.stepKey().toStdString());
            const nk::CounterExample *example =
                nk::Misconceptions::find(panel.stepKey().toStdString());
            REQUIRE(example);
            CHECK_FALSE(panel.truthText().isEmpty());
            CHECK_FALSE(panel.truthText().contains(QLatin1Char('{')));
            CHECK_FALSE(panel.canGoBack());
            panel.showMe();
            CHECK(controller.input() == example->input);
            CHECK(controller.settings() == example->settings);
            CHECK(controller.undoStack()->count() == 1);
            CHECK(panel.canGoBack());
            CHECK((controller.mode() == LessonController::Mode::Monitor) == example->opensMonitor);
            panel.backToLesson();
            CHECK(controller.input() == lesson);
            CHECK(controller.settings() == lessonSettings);
            CHECK_FALSE(panel.canGoBack());
            controller.undoStack()->clear();
        }
    }
}

TEST_CASE("a misconception's truth uses the loaded counter-example's numbers",
          "[panels][misconceptions]")
{
    LessonController controller;
    MisconceptionPanel panel(&controller);
    panel.setLanguage(QStringLiteral("en"));
    const ChapterCatalog::Chapter *c = ChapterCatalog::instance().chapter(10);
    int step = -1;
    for (int s = 0; s < c->stepCount(); ++s)
        if (c->steps[s].key == QLatin1String("ignores-mean"))
            step = s;
    REQUIRE(step >= 0);
    panel.showStep(10, step);
    panel.showMe();
    const nk::Precision p = controller.settings().precision;
    const QString mu = QString::fromStdString(
        nk::NumberFormat::number(controller.layerNorm()->step(nk::StepId::Mean)->scalar, p));
    CHECK(panel.truthText().contains(QStringLiteral("μ = ") + mu));
    // Later edits are the teacher's own: Back no longer undoes them.
    controller.setInputText(QStringLiteral("1, 2, 3"));
    CHECK_FALSE(panel.canGoBack());
}

TEST_CASE("Execute shows the misconception panel with the kitchen on chapter 10's steps",
          "[panels][misconceptions]")
{
    LessonController controller;
    MainWindow window(&controller);
    window.resize(1600, 900);
    window.show();
    controller.setMode(LessonController::Mode::Execute);
    controller.setChapter(10);
    for (int s = 0; s < controller.stepCount(); ++s) {
        controller.setTime(s + 1);
        QApplication::processEvents();
        INFO("step " << s);
        CHECK(qobject_cast<MisconceptionPanel *>(window.executeView()->chapterPanel()));
        CHECK(window.executeView()->sceneArea()->isVisible());
    }
}
