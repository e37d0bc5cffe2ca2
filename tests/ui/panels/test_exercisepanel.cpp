// Chapter 11: the interview questions reveal their answers on demand with the current vector's
// numbers, and the exercise sheet grades typed answers against core's key, hints open the step
// that computes the value (one undo gives the lesson back), and Execute shows both panels.
#include "chaptercatalog.h"
#include "executeview.h"
#include "exercisepanel.h"
#include "exercisesheet.h"
#include "interviewpanel.h"
#include "lessoncontroller.h"
#include "mainwindow.h"
#include "narration.h"
#include "numberformat.h"

#include "catchqt.h"
#include "chaptersteps.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <cmath>
#include <QLineEdit>
#include <QTest>
#include <QUndoStack>

namespace {

QString num(double v, int digits)
{
    return QString::fromStdString(nk::NumberFormat::number(v, digits));
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
