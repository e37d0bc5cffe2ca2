// Predict mode in Execute: a step's value stays hidden (card and kitchen) until a guess is in;
// Enter or Next reveals it with how close the guess was; going back shows revealed values.
#include "panels/chapterpanel.h"
#include "panels/costledgerpanel.h"
#include "panels/exercisepanel.h"
#include "views/executeview.h"
#include "kitchen/kitchenstate.h"
#include "kitchen/kitchenview.h"
#include "lesson/lessoncontroller.h"
#include "window/mainwindow.h"
#include "base/predictionstrip.h"
#include "controls/stepcard.h"

#include "catchqt.h"
#include "predictfixture.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <QLineEdit>
#include <QTableWidget>
#include <QAction>
#include <QTest>

using namespace nk::ui;

TEST_CASE("predict mode hides a step's value until the guess is in", "[predict]")
{
    PredictFixture f;
    f.view()->setPredictMode(true);
    CHECK(f.view()->predictAction()->isChecked());
    f.controller.setTime(2); // chapter 2, step 2: the mean
    QApplication::processEvents();
    StepCard *mean = f.card(f.view()->layerNormCards(), nk::StepId::Mean);
    REQUIRE(mean);
    CHECK(mean->isAsking());
    CHECK(mean->resultText().isEmpty());
    REQUIRE(f.kitchen());
    CHECK(f.kitchen()->isReadingCovered());
    // RMSNorm computes no mean: his reading stays, and he asks nothing.
    CHECK(f.kitchen()->isLayerNormCovered());
    CHECK_FALSE(f.kitchen()->isRmsNormCovered());
    // μ = 4/3: a guess of 1.3 is close (2.5 %).
    QTest::keyClicks(mean->guessField(), QStringLiteral("1.3"));
    QTest::keyClick(mean->guessField(), Qt::Key_Return);
    CHECK_FALSE(mean->isAsking());
    CHECK_FALSE(mean->resultText().isEmpty());
    CHECK(mean->predictionVerdict().startsWith(QStringLiteral("Close")));
    CHECK(mean->predictionVerdict().contains(QStringLiteral("2.5\u00a0%")));
    CHECK_FALSE(f.kitchen()->isReadingCovered());
    CHECK(f.controller.currentStep() == 1);
}

TEST_CASE("Next (PageDown) with an empty guess just reveals, then moves on", "[predict]")
{
    PredictFixture f;
    f.view()->setPredictMode(true);
    f.controller.setTime(2);
    QApplication::processEvents();
    StepCard *mean = f.card(f.view()->layerNormCards(), nk::StepId::Mean);
    REQUIRE(mean->isAsking());
    QTest::keyClick(f.focused(), Qt::Key_PageDown);
    CHECK_FALSE(mean->isAsking());
    CHECK(mean->predictionVerdict().contains(QStringLiteral("No guess")));
    CHECK(f.controller.currentStep() == 1); // revealed, not moved
    // The next press moves the story.
    f.controller.next();
    CHECK(f.controller.isPlaying());
    f.controller.setTime(3);
    CHECK(f.controller.currentStep() == 2);
    // Going back shows the revealed value and how close it was.
    f.controller.setTime(2);
    QApplication::processEvents();
    CHECK_FALSE(mean->isAsking());
    CHECK_FALSE(mean->resultText().isEmpty());
    CHECK_FALSE(mean->predictionVerdict().isEmpty());
}

TEST_CASE("each chef keeps his reading covered only while his own value is to guess", "[predict]")
{
    PredictFixture f;
    f.view()->setPredictMode(true);
    // The first step of chapters 2 and 3 where both chefs ask at once.
    bool found = false;
    for (int chapter : {2, 3}) {
        f.controller.setChapter(chapter);
        for (int step = 1; step <= f.controller.stepCount() && !found; ++step) {
            f.controller.setTime(step + 1);
            QApplication::processEvents();
            StepCard *ln = nullptr, *rms = nullptr;
            for (StepCard *c : f.view()->layerNormCards())
                ln = c->isAsking() ? c : ln;
            for (StepCard *c : f.view()->rmsNormCards())
                rms = c->isAsking() ? c : rms;
            if (!ln || !rms)
                continue;
            found = true;
            CAPTURE(chapter, step);
            CHECK(f.kitchen()->isLayerNormCovered());
            CHECK(f.kitchen()->isRmsNormCovered());
            QTest::keyClicks(ln->guessField(), QStringLiteral("1"));
            QTest::keyClick(ln->guessField(), Qt::Key_Return);
            CHECK_FALSE(ln->isAsking());
            CHECK(rms->isAsking());
            // LayerNorm's chef reads his value out; RMSNorm's still waits for the guess.
            CHECK_FALSE(f.kitchen()->isLayerNormCovered());
            CHECK(f.kitchen()->isRmsNormCovered());
        }
    }
    CHECK(found);
}

TEST_CASE("LayerNorm's meter keeps Σ(x − μ)² covered on the gaps, before σ² is asked", "[predict]")
{
    PredictFixture f;
    f.view()->setPredictMode(true);
    f.controller.setTime(3); // the gaps: the meter sums (x − μ)², which is d · σ²
    QApplication::processEvents();
    CHECK(f.kitchen()->isLayerNormCovered());
    const SceneState s = f.kitchen()->shownState();
    CHECK(s.layerNorm.meterText == QStringLiteral("?"));
    // The gaps themselves are the step's work, shown as it plays: not an answer.
    const SceneState plain = f.kitchen()->stateAt(f.kitchen()->sceneTime());
    REQUIRE(s.layerNorm.dishes.size() == plain.layerNorm.dishes.size());
    for (int i = 0; i < s.layerNorm.dishes.size(); ++i)
        CHECK(s.layerNorm.dishes[i].label == plain.layerNorm.dishes[i].label);
    CHECK(s.layerNorm.deviationMarks == plain.layerNorm.deviationMarks);
    // Σ(x − μ)² = 26/3 is nowhere in what a screen reader hears.
    CHECK_FALSE(f.kitchen()->accessibleSummary().contains(QStringLiteral("8.667")));
}

TEST_CASE("a wrong guess that is a common slip is named with the step that does it right",
          "[predict][slips]")
{
    PredictFixture f; // x = 2, −1, 3: Σ(x − μ)² = 26/3, σ² = 26/9
    f.view()->setPredictMode(true);
    f.controller.setTime(4); // the variance
    QApplication::processEvents();
    StepCard *variance = f.card(f.view()->layerNormCards(), nk::StepId::Variance);
    REQUIRE(variance->isAsking());
    // Divided by d − 1 = 2: 13/3.
    variance->guessField()->setText(QStringLiteral("13/3"));
    QTest::keyClick(variance->guessField(), Qt::Key_Return);
    CHECK_FALSE(variance->isAsking());
    CHECK(variance->predictionVerdict().contains(QStringLiteral("d − 1 = 2")));
    CHECK(variance->predictionVerdict().contains(QStringLiteral("Chapter 2")));
    // A wrong guess that is no slip is only measured (a new vector: the mean is asked again).
    f.controller.setInputText(QStringLiteral("2, -1, 3, 4"));
    f.controller.setTime(2);
    QApplication::processEvents();
    StepCard *mean = f.card(f.view()->layerNormCards(), nk::StepId::Mean);
    REQUIRE(mean->isAsking());
    mean->guessField()->setText(QStringLiteral("0.3"));
    QTest::keyClick(mean->guessField(), Qt::Key_Return);
    CHECK(mean->predictionVerdict().startsWith(QStringLiteral("Not")));
    CHECK_FALSE(mean->predictionVerdict().contains(QStringLiteral("Chapter")));
}

TEST_CASE("a guess that is not a number is asked for again, by Enter and by Next", "[predict]")
{
    PredictFixture f;
    f.view()->setPredictMode(true);
    f.controller.setTime(2); // the mean
    QApplication::processEvents();
    StepCard *mean = f.card(f.view()->layerNormCards(), nk::StepId::Mean);
    REQUIRE(mean->isAsking());
    QTest::keyClicks(mean->guessField(), QStringLiteral("abc"));
    QTest::keyClick(mean->guessField(), Qt::Key_Return);
    // Still asking, the value still hidden, and the card says why.
    CHECK(mean->isAsking());
    CHECK(mean->resultText().isEmpty());
    CHECK(f.kitchen()->isReadingCovered());
    CHECK(mean->predictionVerdict().contains(QStringLiteral("not a number")));
    CHECK(mean->guessField()->selectedText() == QStringLiteral("abc"));
    // The clicker's Next does not use it up either.
    QTest::keyClick(f.focused(), Qt::Key_PageDown);
    CHECK(mean->isAsking());
    CHECK(f.controller.currentStep() == 1);
    // A number then reveals as usual (μ = 4/3).
    mean->guessField()->setText(QStringLiteral("4/3"));
    QTest::keyClick(mean->guessField(), Qt::Key_Return);
    CHECK_FALSE(mean->isAsking());
    CHECK(mean->predictionVerdict().startsWith(QStringLiteral("Spot on")));
}

TEST_CASE("predict mode asks on the step that completes a value, and spot-on guesses", "[predict]")
{
    PredictFixture f;
    f.view()->setPredictMode(true);
    f.controller.setTime(3); // the gaps: LayerNorm's variance is not complete yet
    QApplication::processEvents();
    StepCard *variance = f.card(f.view()->layerNormCards(), nk::StepId::Variance);
    REQUIRE(variance);
    CHECK_FALSE(variance->isAsking());
    f.controller.setTime(4); // the variance: σ² = 26/9 ≈ 2.889
    QApplication::processEvents();
    CHECK(variance->isAsking());
    variance->guessField()->setText(QStringLiteral("２．８９")); // full-width, from an IME
    QTest::keyClick(variance->guessField(), Qt::Key_Return);
    CHECK(variance->predictionVerdict().startsWith(QStringLiteral("Spot on")));
    // An unreadable guess says so and is asked for again; a number then reveals.
    f.controller.setChapter(3);
    f.controller.setTime(5); // RMSNorm's RMS
    QApplication::processEvents();
    StepCard *rms = f.card(f.view()->rmsNormCards(), nk::StepId::Rms);
    REQUIRE(rms);
    CHECK(rms->isAsking());
    rms->guessField()->setText(QStringLiteral("abc"));
    CHECK(f.view()->revealCurrent()); // the press is spent on saying so
    CHECK(rms->isAsking());
    CHECK(rms->predictionVerdict().contains(QStringLiteral("not a number")));
    rms->guessField()->setText(QStringLiteral("2"));
    CHECK(f.view()->revealCurrent());
    CHECK_FALSE(rms->isAsking());
    CHECK_FALSE(rms->predictionVerdict().contains(QStringLiteral("not a number")));
    CHECK_FALSE(f.view()->revealCurrent()); // nothing hidden any more
}

TEST_CASE("predict mode off: nothing is hidden and Next moves at once", "[predict]")
{
    PredictFixture f;
    f.controller.setTime(2);
    QApplication::processEvents();
    StepCard *mean = f.card(f.view()->layerNormCards(), nk::StepId::Mean);
    CHECK_FALSE(mean->isAsking());
    CHECK_FALSE(mean->resultText().isEmpty());
    CHECK_FALSE(f.kitchen()->isReadingCovered());
    CHECK_FALSE(f.view()->revealCurrent());
    // G toggles it.
    QTest::keyClick(f.focused(), Qt::Key_G);
    CHECK(f.view()->predictMode());
    CHECK(f.view()->predictAction()->isChecked());
    f.view()->predictAction()->trigger();
    CHECK_FALSE(f.view()->predictMode());
}

namespace {

// Does any cell of the table read `text`?
bool tableShows(QTableWidget *table, const QString &text)
{
    for (int r = 0; r < table->rowCount(); ++r)
        for (int c = 0; c < table->columnCount(); ++c)
            if (table->item(r, c) && table->item(r, c)->text() == text)
                return true;
    return false;
}

} // namespace

TEST_CASE("predict mode asks what a chapter panel shows: the cost chapter's totals", "[predict]")
{
    PredictFixture f;
    f.view()->setPredictMode(true);
    f.controller.setChapter(4);
    f.controller.setTime(0.5);
    QApplication::processEvents();
    REQUIRE(f.controller.currentStep() == 0);
    PredictionStrip *strip = f.view()->predictionStrip();
    auto *ledger = qobject_cast<CostLedgerPanel *>(f.view()->chapterPanel());
    REQUIRE(ledger);
    REQUIRE(strip->isVisible());
    CHECK(strip->isAsking());
    REQUIRE(strip->guessFields().size() == 2);
    CHECK(ledger->answersHidden());
    // By hand, two-pass LayerNorm at d = 3 counts 7d + 2 = 23, RMSNorm 4d + 2 = 14: neither
    // the table, the narration nor the kitchen shows them before the guess.
    CHECK_FALSE(tableShows(ledger->table(), QStringLiteral("23")));
    CHECK(tableShows(ledger->table(), QStringLiteral("?")));
    CHECK_FALSE(f.view()->narrationText().contains(QStringLiteral("23")));
    CHECK(f.kitchen()->isReadingCovered());
    // A guess that is not a number is asked for again; nothing is revealed.
    strip->guessFields()[0]->setText(QStringLiteral("23"));
    strip->guessFields()[1]->setText(QStringLiteral("twenty"));
    QTest::keyClick(strip->guessFields()[0], Qt::Key_Return);
    CHECK(strip->isAsking());
    CHECK(ledger->answersHidden());
    CHECK_FALSE(tableShows(ledger->table(), QStringLiteral("23")));
    CHECK(strip->verdicts()[1].contains(QStringLiteral("not a number")));
    strip->guessFields()[1]->setText(QStringLiteral("20"));
    QTest::keyClick(strip->guessFields()[0], Qt::Key_Return);
    CHECK_FALSE(strip->isAsking());
    REQUIRE(strip->verdicts().size() == 2);
    CHECK(strip->verdicts()[0].startsWith(QStringLiteral("Spot on")));
    CHECK(strip->verdicts()[1].startsWith(QStringLiteral("Not quite"))); // 20 against 14
    CHECK_FALSE(ledger->answersHidden());
    CHECK(tableShows(ledger->table(), QStringLiteral("23")));
    CHECK(tableShows(ledger->table(), QStringLiteral("14")));
    CHECK(f.view()->narrationText().contains(QStringLiteral("23")));
    CHECK_FALSE(f.kitchen()->isReadingCovered());
    CHECK(f.controller.currentStep() == 0); // revealed, not moved
    // The benchmark pages ask nothing: a measured time is no sum to work out.
    f.controller.setTime(3.5);
    QApplication::processEvents();
    REQUIRE(f.controller.currentStep() == 3);
    CHECK_FALSE(strip->isVisible());
    // Back to the first step: the revealed guesses stay revealed.
    f.controller.setTime(0.5);
    QApplication::processEvents();
    CHECK(strip->isVisible());
    CHECK_FALSE(strip->isAsking());
    CHECK(strip->verdicts()[0].startsWith(QStringLiteral("Spot on")));
}

TEST_CASE("predict mode in the stability chapter: the derivation and an overflow", "[predict]")
{
    PredictFixture f;
    f.view()->setPredictMode(true);
    f.controller.setChapter(5);
    f.controller.setTime(2.5); // the cross term: Σ(xᵢ − μ)
    QApplication::processEvents();
    REQUIRE(f.controller.currentStep() == 2);
    PredictionStrip *strip = f.view()->predictionStrip();
    REQUIRE(strip->isVisible());
    REQUIRE(strip->guessFields().size() == 1);
    CHECK(f.view()->chapterPanel()->answersHidden());
    // The narration names the machine's leftover only after the guess.
    CHECK(f.view()->narrationText().contains(QStringLiteral("gets ?")));
    strip->guessFields()[0]->setText(QStringLiteral("0"));
    // The clicker's key reveals and stays.
    QTest::keyClick(f.focused(), Qt::Key_PageDown);
    CHECK_FALSE(strip->isAsking());
    CHECK(strip->verdicts()[0].startsWith(QStringLiteral("Spot on")));
    CHECK(f.controller.currentStep() == 2);
    CHECK_FALSE(f.view()->narrationText().contains(QStringLiteral("gets ?")));

    // The fp16 overflow case: Σxᵢ² with fp16 sums is an infinity, and "inf" is the right guess.
    f.controller.setTime(4.5);
    QApplication::processEvents();
    REQUIRE(f.controller.currentStep() == 4);
    REQUIRE(strip->isVisible());
    CHECK(strip->isAsking());
    CHECK(f.kitchen()->isReadingCovered());
    strip->guessFields()[0]->setText(QStringLiteral("inf"));
    CHECK(f.view()->revealCurrent());
    CHECK(strip->verdicts()[0].startsWith(QStringLiteral("Spot on! It overflows")));
    CHECK_FALSE(f.kitchen()->isReadingCovered());
    CHECK_FALSE(f.view()->revealCurrent()); // nothing hidden any more
}

TEST_CASE("chapter 3 in predict mode asks RMSNorm's own values, none of LayerNorm's", "[predict]")
{
    PredictFixture f;
    f.view()->setPredictMode(true);
    f.controller.setChapter(3);
    int asked = 0;
    for (int step = 1; step <= f.controller.stepCount(); ++step) {
        CAPTURE(step);
        f.controller.setTime(step);
        QApplication::processEvents();
        for (StepCard *c : f.view()->layerNormCards())
            CHECK_FALSE(c->isAsking());
        CHECK_FALSE(f.kitchen()->isLayerNormCovered());
        for (StepCard *c : f.view()->rmsNormCards())
            if (c->isAsking()) {
                ++asked;
                CHECK(f.kitchen()->isRmsNormCovered());
            }
        f.view()->revealCurrent();
    }
    // x², their mean, the RMS and the output: four values of his own.
    CHECK(asked == 4);
    // Chapter 2, LayerNorm beside RMSNorm, still asks both.
    f.controller.setChapter(2);
    f.controller.setTime(2); // the mean: LayerNorm's
    QApplication::processEvents();
    CHECK(f.card(f.view()->layerNormCards(), nk::StepId::Mean)->isAsking());
}

TEST_CASE("Show the step from an exercise asks about the exercise's element in predict mode",
          "[predict]")
{
    PredictFixture f;
    f.view()->setPredictMode(true);
    f.controller.setChapter(11);
    f.controller.setTime(f.controller.stepCount()); // the exercise sheet
    QApplication::processEvents();
    auto *sheet = qobject_cast<ExercisePanel *>(f.view()->chapterPanel());
    REQUIRE(sheet);
    // An exercise about an element other than the first.
    for (int i = 0; i < 5 && sheet->exercise().element == 0; ++i)
        sheet->setExercise(i);
    const int k = sheet->exercise().element;
    REQUIRE(k > 0);
    sheet->showStepFor(ExercisePanel::LayerNormOutput);
    QApplication::processEvents();
    StepCard *out = f.card(f.view()->layerNormCards(), nk::StepId::Affine);
    REQUIRE(out);
    CHECK(out->isAsking());
    CHECK(out->resultText().isEmpty());
    CHECK(out->guessPromptText().contains(QStringLiteral("element %1").arg(k + 1)));
    const double key = f.controller.layerNorm()->step(nk::StepId::Affine)->values[size_t(k)];
    CHECK(out->predictableValue() == key);
    out->guessField()->setText(QString::number(key, 'g', 17));
    QTest::keyClick(out->guessField(), Qt::Key_Return);
    CHECK(out->predictionVerdict().startsWith(QStringLiteral("Spot on")));
    // Another vector is not the exercise's: the first value is asked again.
    f.controller.setInputText(QStringLiteral("1, 2, 3, 4"));
    QApplication::processEvents();
    CHECK(out->askedElement() == 0);
}
