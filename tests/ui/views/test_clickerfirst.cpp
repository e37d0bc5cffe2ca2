// A clicker's Next (PageDown, Space, →) first takes the step's own action — the interview
// answer, "Show me", the benchmark, the training run — and says so beside the step number;
// the press after moves the story. One press per action, none skipped.
#include "catchqt.h"
#include "chaptersteps.h"
#include "uisettle.h"
#include "tinytraining.h"

#include <catch2/catch.hpp>

#include "lesson/chaptercatalog.h"
#include "panels/costledgerpanel.h"
#include "views/executeview.h"
#include "exercises/misconceptions.h"
#include "base/fittedtextlabel.h"
#include "panels/interviewpanel.h"
#include "lesson/lessoncontroller.h"
#include "lesson/lessondetour.h"
#include "panels/migrationpanel.h"
#include "panels/misconceptionpanel.h"
#include "jobs/monitorjobs.h"
#include "panels/trainingresultspanel.h"
#include "jobs/trainingsession.h"
#include "controls/transportbar.h"

#include <QApplication>
#include <QLabel>
#include <QUndoStack>

using namespace nk::ui;

namespace {

struct ClickerFixture
{
    LessonController controller;
    ExecuteView view{&controller};

    ClickerFixture()
    {
        controller.setMode(LessonController::Mode::Execute);
        view.resize(1600, 900);
        view.show();
    }
    void goTo(int chapter, int step)
    {
        controller.setChapter(chapter);
        controller.pause();
        controller.setTime(step + 1); // the step complete, as a teacher reaches it
        QApplication::processEvents();
    }
    QString hint() const { return view.transport()->nextHint(); }
    QString hintShown() const
    {
        FittedTextLabel *l = view.transport()->nextHintLabel();
        return l->isVisibleTo(&view) ? l->fullText() : QString();
    }
};

} // namespace

TEST_CASE("Next shows an interview answer first, then moves to the next question", "[clicker]")
{
    ClickerFixture f;
    const int step = stepOf(11, QStringLiteral("flops"));
    f.goTo(11, step);
    auto *panel = qobject_cast<InterviewPanel *>(f.view.chapterPanel());
    REQUIRE(panel);
    REQUIRE_FALSE(panel->isAnswerShown());
    CHECK(f.view.nextPressAction() == QStringLiteral("Show the answer"));
    CHECK(f.hintShown() == QStringLiteral("Next press: Show the answer"));

    f.controller.next();
    QApplication::processEvents();
    CHECK(f.controller.currentStep() == step); // the story waited
    CHECK_FALSE(f.controller.isPlaying());
    CHECK(panel->isAnswerShown());
    CHECK_FALSE(panel->answerText().isEmpty());
    CHECK(f.hint().isEmpty());
    CHECK(f.hintShown().isEmpty());

    f.controller.next();
    QApplication::processEvents();
    CHECK(f.controller.isPlaying()); // the story moves on: the next step plays
    // Going back finds the answer still shown: nothing is pending there.
    f.goTo(11, step);
    CHECK(f.hint().isEmpty());
}

TEST_CASE("Next loads a misconception's counter-example first, as one undo step", "[clicker]")
{
    ClickerFixture f;
    f.controller.setInputText(QStringLiteral("4, -2, 1, 5"));
    const int step = stepOf(10, QStringLiteral("ignores-mean"));
    f.goTo(10, step);
    auto *panel = qobject_cast<MisconceptionPanel *>(f.view.chapterPanel());
    REQUIRE(panel);
    const nk::CounterExample *example = nk::Misconceptions::find("ignores-mean");
    REQUIRE(example);
    REQUIRE_FALSE(example->opensMonitor);
    CHECK(f.hint() == QStringLiteral("Show me"));
    const int undoBefore = f.controller.undoStack()->index();

    f.controller.next();
    QApplication::processEvents();
    CHECK(f.controller.currentStep() == step);
    CHECK(f.controller.input() == example->input);
    CHECK(f.controller.undoStack()->index() == undoBefore + 1);
    CHECK(f.hint() == QStringLiteral("Your own vector again, and the next step"));
    // Undone: Show me is pending again.
    f.controller.undoStack()->undo();
    QApplication::processEvents();
    CHECK(f.hint() == QStringLiteral("Show me"));
    f.controller.next();
    CHECK_FALSE(f.controller.isPlaying());
    f.controller.next();
    CHECK(f.controller.isPlaying()); // the story moves on: the next step plays
}

TEST_CASE("Next after Show me brings back the class's vector and moves on, from Monitor too",
          "[clicker]")
{
    ClickerFixture f;
    f.controller.setInputText(QStringLiteral("4, -2, 1, 5"));
    const std::vector<double> own = f.controller.input();
    const int undoStart = f.controller.undoStack()->index();
    const ChapterCatalog::Chapter *c = ChapterCatalog::instance().chapter(10);
    REQUIRE(c);
    // Every misconception in turn, as a clicker walks chapter 10: each Show me starts from the
    // class's vector, and the press after it comes back to that vector on the next step. Two
    // counter-examples that share a vector each still get their press (the speed claim's opens
    // Monitor), and Monitor is left for the next misconception, not for Finish.
    int shown = 0;
    for (int step = 0; step < c->stepCount(); ++step) {
        const nk::CounterExample *example =
            nk::Misconceptions::find(c->steps[step].key.toStdString());
        if (!example)
            continue;
        INFO("step " << step << " " << c->steps[step].key.toStdString());
        f.goTo(10, step);
        REQUIRE(f.controller.input() == own);
        REQUIRE(f.hint().startsWith(QStringLiteral("Show me")));
        f.controller.next();
        QApplication::processEvents();
        ++shown;
        CHECK(f.controller.input() == example->input);
        CHECK(f.controller.detour()->endsWhenTheLessonMoves());
        CHECK(f.controller.mode() == (example->opensMonitor ? LessonController::Mode::Monitor
                                                            : LessonController::Mode::Execute));
        if (!example->opensMonitor)
            CHECK(f.hint() == QStringLiteral("Your own vector again, and the next step"));
        f.controller.next();
        QApplication::processEvents();
        CHECK(f.controller.input() == own);
        CHECK_FALSE(f.controller.detour()->isActive());
        CHECK(f.controller.mode() == LessonController::Mode::Execute);
        if (step + 1 < c->stepCount()) {
            CHECK(f.controller.chapter() == 10);
            CHECK(f.controller.isPlaying()); // the story moves on from the step it left
        } else {
            CHECK(f.controller.chapter() == 11); // the last step's press: the next chapter
        }
        f.controller.pause();
        CHECK(f.controller.undoStack()->index() == undoStart); // the way back was an undo
    }
    CHECK(shown >= 2);

    // Previous leaves a counter-example the same way, to the step before.
    const int step = stepOf(10, QStringLiteral("ignores-mean"));
    f.goTo(10, step);
    f.controller.next();
    REQUIRE(f.controller.detour()->isActive());
    f.controller.previous();
    CHECK(f.controller.input() == own);
    CHECK_FALSE(f.controller.detour()->isActive());
    CHECK(f.controller.currentStep() == step - 1);
}

TEST_CASE("Next runs chapter 4's benchmark first on the measured page", "[clicker]")
{
    ClickerFixture f;
    f.controller.setInputText(QStringLiteral("2, -1, 3"));
    const int operations = stepOf(4, QStringLiteral("operations"));
    f.goTo(4, operations);
    CHECK(f.hint().isEmpty()); // counting needs no action
    const int step = stepOf(4, QStringLiteral("measured"));
    f.goTo(4, step);
    auto *panel = qobject_cast<CostLedgerPanel *>(f.view.chapterPanel());
    REQUIRE(panel);
    panel->setElementsPerBatch(8192);
    CHECK(f.hint() == QStringLiteral("Run the benchmark"));

    f.controller.next();
    CHECK(f.controller.currentStep() == step);
    CHECK_FALSE(f.controller.isPlaying());
    CHECK(panel->jobs()->isBenchmarkRunning());
    CHECK(f.hint().isEmpty()); // running: the next press moves on
    REQUIRE(waitUntil([panel] { return !panel->jobs()->isBenchmarkRunning(); }));
    QApplication::processEvents();
    CHECK_FALSE(panel->jobs()->benchmarkResults().empty());
    CHECK(f.hint().isEmpty()); // measured: nothing pending
    f.controller.next();
    CHECK(f.controller.isPlaying()); // the story moves on: the next step plays
}

TEST_CASE("Next starts the quick training run first on chapter 6's live step", "[clicker]")
{
    ClickerFixture f;
    TrainingSession *session = TrainingSession::of(&f.controller);
    session->setExperimentConfig(TrainingSession::Size::Quick, tinyTrainingConfig(10));
    session->setExperimentConfig(TrainingSession::Size::Classroom, tinyTrainingConfig(100000));
    f.goTo(6, stepOf(6, QStringLiteral("same-book")));
    CHECK(f.hint().isEmpty()); // the first page only describes the run
    const int step = stepOf(6, QStringLiteral("live"));
    f.goTo(6, step);
    REQUIRE(qobject_cast<TrainingResultsPanel *>(f.view.chapterPanel()));
    CHECK(f.hint().startsWith(QStringLiteral("Quick run")));
    // A long hint never widens the window: a projector's 1280 px at 1.5× text still holds it.
    f.view.setZoom(1.5);
    QApplication::processEvents();
    CHECK(f.view.minimumSizeHint().width() <= 1280);
    CHECK(f.view.transport()->minimumSizeHint().width() <= 1280);
    f.view.setZoom(1.0);

    f.controller.next();
    CHECK(f.controller.currentStep() == step);
    CHECK_FALSE(f.controller.isPlaying());
    CHECK(session->isRunning());
    CHECK(session->runningSize() == TrainingSession::Size::Quick);
    CHECK(f.hint().isEmpty());
    REQUIRE(waitUntil([session] { return !session->isRunning(); }));
    QApplication::processEvents();
    CHECK(session->experiment().has_value());
    CHECK(f.hint().isEmpty()); // trained: the press moves on
    f.controller.next();
    CHECK(f.controller.isPlaying()); // the story moves on: the next step plays
}

TEST_CASE("Next starts chapter 7's runs first on the gamma and swap steps", "[clicker]")
{
    ClickerFixture f;
    TrainingSession *session = TrainingSession::of(&f.controller);
    session->setGammaConfig(tinyTrainingConfig(4));
    f.goTo(7, stepOf(7, QStringLiteral("trial")));
    CHECK(f.hint().isEmpty());
    const int step = stepOf(7, QStringLiteral("gamma-init"));
    f.goTo(7, step);
    REQUIRE(qobject_cast<MigrationPanel *>(f.view.chapterPanel()));
    CHECK_FALSE(f.hint().isEmpty());
    f.controller.next();
    CHECK(f.controller.currentStep() == step);
    CHECK(session->runningJob() == TrainingSession::Job::GammaInit);
    session->cancel();
    REQUIRE(waitUntil([session] { return !session->isRunning(); }));
}

TEST_CASE("the next-press hint is whole when the transport has room, and cut only when it has not",
          "[clicker]")
{
    ClickerFixture f;
    f.goTo(11, stepOf(11, QStringLiteral("flops")));
    QApplication::processEvents();
    FittedTextLabel *label = f.view.transport()->nextHintLabel();
    REQUIRE(label->isVisibleTo(&f.view));
    // 1600 px leave room: the label shows what it says, not "Next…".
    CHECK(label->text() == label->fullText());
    CHECK(label->width() >= label->fontMetrics().horizontalAdvance(label->fullText()));
    // Narrow: it gives way (ending in "…" after a whole word) and never widens the bar.
    f.view.resize(520, 900);
    QApplication::processEvents();
    CHECK(f.view.transport()->width() <= f.view.width());
    if (label->text() != label->fullText())
        CHECK(label->text().endsWith(QChar(0x2026)));
    // Wide again: whole again.
    f.view.resize(1600, 900);
    QApplication::processEvents();
    CHECK(label->text() == label->fullText());
}
