// Chapter 11's interview self-test: the student's own answer typed before the answer shows and
// kept per question, "I had it" / "I missed it" after it, the missed questions kept in the
// settings across sessions (a later "I had it" takes one off), "Next missed question" going
// through only those, asked afresh; typing keeps the lesson's single keys out, and a clicker
// still shows the answer first without the focus landing on a button.
#include "base/appsettings.h"
#include "views/executeview.h"
#include "panels/interviewpanel.h"
#include "lesson/lessoncontroller.h"
#include "window/mainwindow.h"

#include "catchqt.h"
#include "chaptersteps.h"

#include <catch2/catch.hpp>

#include <QAbstractButton>
#include <QApplication>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTest>

using namespace nk::ui;

namespace {

// The settings of the run are a temporary folder (widgettestrun.h); each case starts with no
// missed questions and leaves none.
struct CleanPractice
{
    CleanPractice() { AppSettings::setMissedInterviewQuestions({}); }
    ~CleanPractice() { AppSettings::setMissedInterviewQuestions({}); }
};

// The window on chapter 11, in English, as a student or a clicker has it.
struct InterviewWindow
{
    CleanPractice clean;
    LessonController controller;
    MainWindow window{&controller};
    InterviewWindow()
    {
        window.resize(1600, 900);
        window.setLanguage(QStringLiteral("en"));
        window.show();
        window.activateWindow();
        QApplication::setActiveWindow(&window);
        controller.setMode(LessonController::Mode::Execute);
        controller.setChapter(11);
        goTo(stepOf(11, QStringLiteral("flops")));
    }
    void goTo(int step)
    {
        controller.pause();
        controller.setTime(step + 1);
        QApplication::processEvents();
    }
    InterviewPanel *panel() const
    {
        return qobject_cast<InterviewPanel *>(window.executeView()->chapterPanel());
    }
    QWidget *focused() const
    {
        QWidget *w = QApplication::focusWidget();
        return w ? w : const_cast<MainWindow *>(&window);
    }
};

} // namespace

TEST_CASE("the interview self-test keeps the student's own answer per question and marks it after "
          "the answer",
          "[panels][interview]")
{
    CleanPractice clean;
    LessonController controller;
    InterviewPanel panel(&controller);
    panel.setLanguage(QStringLiteral("en"));
    const int flops = stepOf(11, QStringLiteral("flops"));
    const int fp16 = stepOf(11, QStringLiteral("fp16"));
    panel.showStep(11, flops);
    panel.resize(1000, 700);
    panel.show();
    QApplication::processEvents();
    QPlainTextEdit *own = panel.ownAnswerField();
    REQUIRE(own->isVisible());
    CHECK(own->toPlainText().isEmpty());
    // Before the answer: no marks to give.
    CHECK_FALSE(panel.hadButton()->isVisible());
    own->setPlainText(QStringLiteral("LayerNorm about 8d,\nRMSNorm about 5d"));
    panel.setAnswerShown(true);
    QApplication::processEvents();
    CHECK(panel.hadButton()->isVisible());
    CHECK(panel.missedButton()->isVisible());
    CHECK(own->toPlainText() == QStringLiteral("LayerNorm about 8d,\nRMSNorm about 5d"));
    CHECK(panel.mark() == InterviewPanel::Mark::None);
    // Another question starts empty, unmarked and hidden; coming back finds the typed answer.
    panel.showStep(11, fp16);
    CHECK(own->toPlainText().isEmpty());
    CHECK_FALSE(panel.isAnswerShown());
    panel.showStep(11, flops);
    CHECK(own->toPlainText() == QStringLiteral("LayerNorm about 8d,\nRMSNorm about 5d"));
    // The marks are exclusive and a second press takes one back.
    panel.hadButton()->click();
    CHECK(panel.mark() == InterviewPanel::Mark::Had);
    CHECK(panel.hadButton()->isChecked());
    panel.missedButton()->click();
    CHECK(panel.mark() == InterviewPanel::Mark::Missed);
    CHECK_FALSE(panel.hadButton()->isChecked());
    CHECK(panel.missedButton()->isChecked());
    // The exercise step asks nothing: no field there.
    panel.showStep(11, stepOf(11, QStringLiteral("exercises")));
    CHECK_FALSE(own->isVisible());
}

TEST_CASE("interview questions marked missed are kept across sessions and I had it takes one off",
          "[panels][interview]")
{
    CleanPractice clean;
    LessonController controller;
    const int flops = stepOf(11, QStringLiteral("flops"));
    const int identity = stepOf(11, QStringLiteral("rms-identity"));
    const int gradient = stepOf(11, QStringLiteral("gradient"));
    {
        InterviewPanel panel(&controller);
        panel.setLanguage(QStringLiteral("en"));
        CHECK(panel.missedText().isEmpty());
        for (int step : {gradient, flops, identity}) {
            panel.showStep(11, step);
            panel.setAnswerShown(true);
            panel.setMark(InterviewPanel::Mark::Missed);
        }
        // In the chapter's order, whatever the order marked.
        CHECK(AppSettings::missedInterviewQuestions() ==
              QStringList({QStringLiteral("rms-identity"), QStringLiteral("flops"),
                           QStringLiteral("gradient")}));
        CHECK(panel.missedText() == QStringLiteral("Missed: 3 of 10 — redo them"));
    }
    // A later session (a new panel) reads them back.
    InterviewPanel later(&controller);
    later.setLanguage(QStringLiteral("en"));
    later.showStep(11, flops);
    CHECK(later.mark() == InterviewPanel::Mark::Missed);
    CHECK(later.missedText() == QStringLiteral("Missed: 3 of 10 — redo them"));
    later.setMark(InterviewPanel::Mark::Had);
    CHECK(AppSettings::missedInterviewQuestions() ==
          QStringList({QStringLiteral("rms-identity"), QStringLiteral("gradient")}));
    CHECK(later.missedText() == QStringLiteral("Missed: 2 of 10 — redo them"));
    // Taking a mark back (no mark) leaves the kept list alone.
    later.showStep(11, gradient);
    later.setMark(InterviewPanel::Mark::None);
    CHECK(AppSettings::missedInterviewQuestions().size() == 2);
}

TEST_CASE("Next missed question goes through only the missed interview questions asked afresh",
          "[panels][interview]")
{
    InterviewWindow f;
    InterviewPanel *panel = f.panel();
    REQUIRE(panel);
    const int identity = stepOf(11, QStringLiteral("rms-identity"));
    const int flops = stepOf(11, QStringLiteral("flops"));
    const int gradient = stepOf(11, QStringLiteral("gradient"));
    AppSettings::setMissedInterviewQuestions({QStringLiteral("flops"), QStringLiteral("gradient")});
    f.goTo(identity);
    CHECK(panel->redoButton()->isVisible());
    // The answer shown and something typed before: both gone when the question is redone.
    f.goTo(flops);
    panel->ownAnswerField()->setPlainText(QStringLiteral("my first try"));
    panel->setAnswerShown(true);
    f.goTo(identity);

    panel->redoButton()->click();
    QApplication::processEvents();
    CHECK(f.controller.chapter() == 11);
    CHECK(f.controller.currentStep() == flops);
    CHECK_FALSE(panel->isAnswerShown());
    CHECK(panel->ownAnswerField()->toPlainText().isEmpty());
    CHECK(f.window.executeView()->nextPressAction() == QStringLiteral("Show the answer"));
    panel->redoButton()->click();
    QApplication::processEvents();
    CHECK(f.controller.currentStep() == gradient);
    // From the last one it wraps to the first.
    panel->redoButton()->click();
    QApplication::processEvents();
    CHECK(f.controller.currentStep() == flops);
    // Had it: the question leaves the list, the next redo skips it.
    panel->setAnswerShown(true);
    panel->hadButton()->click();
    panel->redoButton()->click();
    QApplication::processEvents();
    CHECK(f.controller.currentStep() == gradient);
    panel->setAnswerShown(true);
    panel->hadButton()->click();
    QApplication::processEvents();
    CHECK(panel->missedText().isEmpty());
    CHECK_FALSE(panel->redoButton()->isVisible());
    CHECK_FALSE(panel->openNextMissed());
}

TEST_CASE("typing an interview answer does not trigger the lesson's single-key shortcuts",
          "[panels][interview][keys]")
{
    InterviewWindow f;
    InterviewPanel *panel = f.panel();
    REQUIRE(panel);
    const int step = f.controller.currentStep();
    QPlainTextEdit *own = panel->ownAnswerField();
    own->setFocus();
    QApplication::processEvents();
    REQUIRE(QApplication::focusWidget() == own);
    // G predict mode, P play, B blank, T the projector theme, K kitchen first, N the step's
    // note, V and F the live edits, Space and the arrows the story.
    QTest::keyClicks(own, QStringLiteral("gpbtknvf .,"));
    // The arrows move the cursor in the text: back over the comma and forward again.
    QTest::keyClick(own, Qt::Key_Left);
    QTest::keyClick(own, Qt::Key_Right);
    QTest::keyClick(own, Qt::Key_Return);
    QTest::keyClicks(own, QStringLiteral("x"));
    QApplication::processEvents();
    CHECK(own->toPlainText() == QStringLiteral("gpbtknvf .,\nx"));
    CHECK(f.controller.currentStep() == step);
    CHECK_FALSE(f.controller.isPlaying());
    CHECK_FALSE(f.window.executeView()->predictAction()->isChecked());
    CHECK_FALSE(panel->isAnswerShown());
    CHECK(QApplication::focusWidget() == own);
    CHECK(QApplication::activeModalWidget() == nullptr);
}

TEST_CASE("a clicker shows the interview answer first and the focus never rests on a button",
          "[panels][interview][clicker]")
{
    InterviewWindow f;
    InterviewPanel *panel = f.panel();
    REQUIRE(panel);
    const int step = f.controller.currentStep();
    // Nothing takes the focus into the field by itself: a clicker's PageDown reaches the lesson.
    CHECK(QApplication::focusWidget() != panel->ownAnswerField());
    QTest::keyClick(f.focused(), Qt::Key_PageDown);
    QApplication::processEvents();
    QApplication::processEvents();
    CHECK(panel->isAnswerShown());
    CHECK(f.controller.currentStep() == step);
    CHECK(panel->hadButton()->isVisible());
    // The marks appeared: the focus is on none of the panel's buttons, so a clicker's Enter
    // presses nothing.
    CHECK(qobject_cast<QAbstractButton *>(QApplication::focusWidget()) == nullptr);
    QTest::keyClick(f.focused(), Qt::Key_Return);
    QApplication::processEvents();
    CHECK(panel->mark() == InterviewPanel::Mark::None);
    CHECK(QApplication::activeModalWidget() == nullptr);
    QTest::keyClick(f.focused(), Qt::Key_PageDown);
    QApplication::processEvents();
    CHECK(f.controller.isPlaying()); // the story moves on: the next question plays
}
