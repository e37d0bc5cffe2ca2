// Chapter 11: the interview questions reveal their answers on demand with the current vector's
// numbers, and the exercise sheet grades typed answers against core's key, hints open the step
// that computes the value (one undo gives the lesson back), and Execute shows both panels.
#include "base/appsettings.h"
#include "lesson/chaptercatalog.h"
#include "views/executeview.h"
#include "panels/exercisepanel.h"
#include "exercises/exercisesheet.h"
#include "lesson/exercisewords.h"
#include "panels/interviewpanel.h"
#include "lesson/lessoncontroller.h"
#include "window/mainwindow.h"
#include "lesson/narration.h"
#include "norm/numberformat.h"

#include "catchqt.h"
#include "chaptersteps.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <cmath>
#include <QLineEdit>
#include <QTest>
#include <QUndoStack>

using namespace nk::ui;

namespace {

QString num(double v, int digits)
{
    return QString::fromStdString(nk::NumberFormat::number(v, digits));
}

// Types answers into the exercise shown: the key for the first `right` fields, the key + 1
// (wrong at any size of key) for the rest, then checks.
void answer(ExercisePanel &panel, int right)
{
    for (int f = 0; f < ExercisePanel::FieldCount; ++f) {
        const double key = ExerciseWords::key(panel.exercise(), ExerciseWords::quantity(f));
        panel.answerField(ExercisePanel::Field(f))
            ->setText(QString::number(f < right ? key : key + 1.0, 'g', 10));
    }
    panel.check();
}

// A sheet number no other case uses, with nothing kept for it.
void forgetSheet(quint64 sheet)
{
    AppSettings::setExerciseBestScore(sheet, -1);
    AppSettings::setExercisesToRedo(sheet, {});
}

} // namespace

TEST_CASE("the exercise panel shows the sheet of its number and grades answers",
          "[panels][exercises]")
{
    LessonController controller;
    ExercisePanel panel(&controller);
    panel.setLanguage(QStringLiteral("en"));
    panel.setSheetNumber(2024);
    // The same sheet the command line prints for --seed 2024.
    const std::vector<nk::Exercise> sheet = nk::ExerciseSheet::generate(2024, 5);
    CHECK(panel.exercise().vector == sheet[0].vector);
    panel.setExercise(2);
    CHECK(panel.exercise().vector == sheet[2].vector);

    const nk::ExerciseAnswers key = nk::ExerciseSheet::answers(panel.exercise());
    const size_t k = size_t(panel.exercise().element);
    // Right (typed as a Chinese input method does, full-width), wrong, empty, unreadable.
    QString mean = num(key.mean, 4);
    for (QChar &c : mean)
        if (c.isDigit())
            c = QChar(c.unicode() - u'0' + 0xFF10);
        else if (c == QLatin1Char('.'))
            c = QChar(0xFF0E);
        else if (c == QChar(0x2212))
            c = QChar(0xFF0D);
    panel.answerField(ExercisePanel::Mean)->setText(mean);
    panel.answerField(ExercisePanel::Variance)->setText(QString::number(key.variance + 0.5));
    panel.answerField(ExercisePanel::Rms)->setText(QString());
    panel.answerField(ExercisePanel::LayerNormOutput)->setText(QStringLiteral("abc"));
    panel.answerField(ExercisePanel::RmsNormOutput)
        ->setText(QString::number(key.rmsNormOutput[k], 'f', 3));
    panel.check();
    CHECK(panel.verdictText(ExercisePanel::Mean).startsWith(QStringLiteral("✓")));
    CHECK(panel.verdictText(ExercisePanel::Variance).startsWith(QStringLiteral("✗")));
    CHECK(panel.verdictText(ExercisePanel::Variance).contains(QStringLiteral("0.5")));
    CHECK(panel.verdictText(ExercisePanel::Rms).isEmpty());
    CHECK(
        panel.verdictText(ExercisePanel::LayerNormOutput).contains(QStringLiteral("Not a number")));
    CHECK(panel.verdictText(ExercisePanel::RmsNormOutput).startsWith(QStringLiteral("✓")));
    CHECK(panel.score() == 2);
    CHECK(panel.sheetScore() == 2);
    CHECK(panel.scoreText().contains(QStringLiteral("2 of 5")));
    // Enter in a field checks too; a fixed answer raises the score.
    panel.answerField(ExercisePanel::Variance)->setText(QString::number(key.variance, 'g', 6));
    QTest::keyClick(panel.answerField(ExercisePanel::Variance), Qt::Key_Return);
    CHECK(panel.score() == 3);
    // Another sheet number, another sheet, a fresh score.
    panel.setSheetNumber(7);
    CHECK(panel.exercise().vector == nk::ExerciseSheet::generate(7, 1)[0].vector);
    CHECK(panel.sheetScore() == 0);
}

TEST_CASE(
    "a wrong answer that is a common slip is named with the step that shows it, and may be retried",
    "[panels][exercises][slips]")
{
    LessonController controller;
    ExercisePanel panel(&controller);
    panel.setLanguage(QStringLiteral("en"));
    panel.setSheetNumber(2024);
    const nk::Exercise &e = panel.exercise();
    const size_t d = e.vector.size();
    const nk::ExerciseAnswers key = nk::ExerciseSheet::answers(e);
    double sumOfSquaredGaps = 0.0;
    for (double x : e.vector)
        sumOfSquaredGaps += (x - key.mean) * (x - key.mean);
    // The sample variance, worked by hand to four digits.
    panel.answerField(ExercisePanel::Variance)->setText(num(sumOfSquaredGaps / double(d - 1), 4));
    // σ typed for the RMS, and the negated LayerNorm output.
    panel.answerField(ExercisePanel::Rms)->setText(num(key.std, 4));
    const size_t k = size_t(e.element);
    panel.answerField(ExercisePanel::LayerNormOutput)->setText(num(-key.layerNormOutput[k], 4));
    panel.check();
    const QString variance = panel.verdictText(ExercisePanel::Variance);
    CHECK(variance.startsWith(QStringLiteral("✗")));
    CHECK(variance.contains(QStringLiteral("d − 1 = %1").arg(d - 1)));
    CHECK(variance.contains(QStringLiteral("Chapter 2 shows it")));
    CHECK(panel.verdictText(ExercisePanel::Rms).contains(QStringLiteral("does not centre")));
    if (std::abs(key.layerNormOutput[k]) > 0.05)
        CHECK(panel.verdictText(ExercisePanel::LayerNormOutput)
                  .contains(QStringLiteral("the sign is not")));
    // Not the key: the answer is shown only on request; a corrected answer then counts.
    CHECK_FALSE(variance.contains(QStringLiteral("key")));
    panel.answerField(ExercisePanel::Variance)->setText(num(key.variance, 6));
    panel.check();
    CHECK(panel.verdictText(ExercisePanel::Variance).startsWith(QStringLiteral("✓")));

    // In Chinese the step title is the chapter's own.
    panel.setLanguage(QStringLiteral("zh"));
    panel.answerField(ExercisePanel::Variance)->setText(num(sumOfSquaredGaps / double(d - 1), 4));
    panel.check();
    const int step = ChapterCatalog::instance().stepIndex(2, QStringLiteral("variance"));
    REQUIRE(step >= 0);
    CHECK(panel.verdictText(ExercisePanel::Variance)
              .contains(Narration::forLanguage(QStringLiteral("zh")).stepTitle(2, step)));
}

TEST_CASE("an exercise hint opens the step computing the value as one undoable action",
          "[panels][exercises]")
{
    LessonController controller;
    controller.setMode(LessonController::Mode::Execute);
    controller.setChapter(11);
    const std::vector<double> before = controller.input();
    ExercisePanel panel(&controller);
    panel.setSheetNumber(3);
    const nk::Exercise e = panel.exercise();

    panel.showStepFor(ExercisePanel::Variance);
    CHECK(controller.chapter() == 2);
    CHECK(controller.currentStep() == stepOf(2, QStringLiteral("variance")));
    CHECK(controller.input() == e.vector);
    CHECK(controller.settings().precision == nk::Precision::Fp64);
    // The step now shows the key's value.
    CHECK(controller.layerNorm()->step(nk::StepId::Variance)->scalar ==
          Approx(nk::ExerciseSheet::answers(e).variance).epsilon(1e-15));
    CHECK(controller.undoStack()->count() == 1);
    controller.undoStack()->undo();
    CHECK(controller.input() == before);

    panel.showStepFor(ExercisePanel::RmsNormOutput);
    CHECK(controller.chapter() == 3);
    CHECK(controller.currentStep() == stepOf(3, QStringLiteral("scale")));
    CHECK(ExercisePanel::stepFor(ExercisePanel::Rms) ==
          std::make_pair(3, stepOf(3, QStringLiteral("rms"))));
    CHECK(ExercisePanel::stepFor(ExercisePanel::Mean) ==
          std::make_pair(2, stepOf(2, QStringLiteral("mean"))));
}

TEST_CASE("interview answers are revealed on demand with the current vector's numbers",
          "[panels][interview]")
{
    LessonController controller;
    controller.setInputText(QStringLiteral("2, -1, 3"));
    InterviewPanel panel(&controller);
    panel.setLanguage(QStringLiteral("en"));
    const int identity = stepOf(11, QStringLiteral("rms-identity"));
    panel.showStep(11, identity);
    CHECK(panel.questionText().contains(QStringLiteral("RMS")));
    CHECK_FALSE(panel.isAnswerShown());
    CHECK(panel.answerText().isEmpty());
    panel.setAnswerShown(true);
    const nk::Precision p = controller.settings().precision;
    const QString ms = QString::fromStdString(
        nk::NumberFormat::number(controller.rmsNorm()->step(nk::StepId::MeanSquare)->scalar, p));
    CHECK(panel.answerText().contains(ms));
    // Another vector, other numbers, still revealed.
    controller.setInputText(QStringLiteral("1, 2, 3, 4"));
    const QString ms2 = QString::fromStdString(
        nk::NumberFormat::number(controller.rmsNorm()->step(nk::StepId::MeanSquare)->scalar, p));
    CHECK(ms2 != ms);
    CHECK(panel.answerText().contains(ms2));
    // The next question starts hidden; stepping back shows the revealed answer again.
    panel.showStep(11, identity + 1);
    CHECK_FALSE(panel.isAnswerShown());
    panel.showStep(11, identity);
    CHECK(panel.isAnswerShown());
    // Chinese.
    panel.setLanguage(QStringLiteral("zh"));
    panel.showStep(11, identity);
    CHECK(panel.answerText().contains(QStringLiteral("均值")));
}

TEST_CASE("Execute shows chapter 11's panels on its steps", "[panels][interview][exercises]")
{
    LessonController controller;
    MainWindow window(&controller);
    window.resize(1600, 900);
    window.show();
    controller.setMode(LessonController::Mode::Execute);
    controller.setChapter(11);
    const ChapterCatalog::Chapter *c = ChapterCatalog::instance().chapter(11);
    REQUIRE(c);
    for (int s = 0; s < c->stepCount(); ++s) {
        controller.setTime(s + 1);
        QApplication::processEvents();
        ChapterPanel *panel = window.executeView()->chapterPanel();
        INFO("step " << s);
        REQUIRE(panel);
        if (c->steps[s].key == QLatin1String("exercises"))
            CHECK(qobject_cast<ExercisePanel *>(panel));
        else
            CHECK(qobject_cast<InterviewPanel *>(panel));
        CHECK_FALSE(window.executeView()->sceneArea()->isVisible());
    }
}

TEST_CASE("the exercise panel keeps each sheet's best score across sessions", "[panels][exercises]")
{
    constexpr quint64 kSheet = 424242, kOther = 424243;
    forgetSheet(kSheet);
    forgetSheet(kOther);
    LessonController controller;
    {
        ExercisePanel panel(&controller);
        panel.setLanguage(QStringLiteral("en"));
        panel.setSheetNumber(kSheet);
        CHECK(panel.recordText() == QStringLiteral("Sheet 424242: no score yet"));
        answer(panel, 5);
        CHECK(AppSettings::exerciseBestScore(kSheet) == 5);
        panel.setExercise(1);
        answer(panel, 3);
        CHECK(panel.sheetScore() == 8);
        CHECK(AppSettings::exerciseBestScore(kSheet) == 8);
        CHECK(panel.recordText() ==
              QStringLiteral("Sheet 424242: best 8 of 25 · to redo: exercise 2"));
    }
    // A later session starts its score from 0; a lower score keeps the best, a higher one
    // replaces it.
    ExercisePanel later(&controller);
    later.setLanguage(QStringLiteral("en"));
    later.setSheetNumber(kSheet);
    CHECK(later.recordText().startsWith(QStringLiteral("Sheet 424242: best 8 of 25")));
    answer(later, 1);
    CHECK(later.sheetScore() == 1);
    CHECK(AppSettings::exerciseBestScore(kSheet) == 8);
    for (int i = 1; i < 3; ++i) {
        later.setExercise(i);
        answer(later, 5);
    }
    CHECK(later.sheetScore() == 11);
    CHECK(AppSettings::exerciseBestScore(kSheet) == 11);
    // Each sheet number keeps its own.
    later.setSheetNumber(kOther);
    CHECK(later.recordText() == QStringLiteral("Sheet 424243: no score yet"));
    forgetSheet(kSheet);
}

TEST_CASE("exercises with a wrong answer are listed to redo and Next to redo opens them afresh",
          "[panels][exercises]")
{
    constexpr quint64 kSheet = 515151;
    forgetSheet(kSheet);
    LessonController controller;
    ExercisePanel panel(&controller);
    panel.setLanguage(QStringLiteral("en"));
    panel.setSheetNumber(kSheet);
    panel.show();
    QApplication::processEvents();
    for (int i : {0, 1, 3}) {
        panel.setExercise(i);
        answer(panel, i == 0 ? 5 : 4); // exercises 2 and 4 have one answer wrong
    }
    CHECK(AppSettings::exercisesToRedo(kSheet) == QList<int>({2, 4}));
    CHECK(panel.recordText().endsWith(QStringLiteral("to redo: exercises 2, 4")));
    panel.setExercise(0);
    REQUIRE(panel.openNextToRedo());
    CHECK(panel.exerciseIndex() == 1);
    CHECK(panel.answerField(ExercisePanel::Mean)->text().isEmpty());
    REQUIRE(panel.openNextToRedo());
    CHECK(panel.exerciseIndex() == 3);
    REQUIRE(panel.openNextToRedo()); // wraps
    CHECK(panel.exerciseIndex() == 1);
    // Redone right, it leaves the list; an empty field counts as not right.
    answer(panel, 5);
    CHECK(AppSettings::exercisesToRedo(kSheet) == QList<int>({4}));
    CHECK(panel.recordText().endsWith(QStringLiteral("to redo: exercise 4")));
    panel.setExercise(2);
    panel.answerField(ExercisePanel::Mean)
        ->setText(QString::number(ExerciseWords::key(panel.exercise(), ExerciseWords::quantity(0)),
                                  'g', 10));
    panel.check();
    CHECK(AppSettings::exercisesToRedo(kSheet) == QList<int>({3, 4}));
    panel.setExercise(3);
    answer(panel, 5);
    panel.setExercise(2);
    answer(panel, 5);
    CHECK(AppSettings::exercisesToRedo(kSheet).isEmpty());
    CHECK_FALSE(panel.openNextToRedo());
    CHECK_FALSE(panel.recordText().contains(QStringLiteral("redo")));
    forgetSheet(kSheet);
}
