// Chapter 5's panels: the derivation shows the core's sums line by line, and the precision cases
// show the core's rows side by side; "Load this case" is one undoable edit.
#include "analysis/rmsidentity.h"
#include "charts/barchart.h"
#include "lesson/chaptercatalog.h"
#include "panels/derivationpanel.h"
#include "views/executeview.h"
#include "lesson/lessoncontroller.h"
#include "formula/liveformula.h"
#include "window/mainwindow.h"
#include "base/numbertext.h"
#include "panels/precisioncasepanel.h"

#include "catchqt.h"
#include "chaptersteps.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <QLabel>
#include <QPushButton>
#include <QUndoStack>

using namespace nk::ui;

TEST_CASE("the derivation panel writes each line with the vector's sums", "[panels]")
{
    LessonController controller;
    controller.setInputText(QStringLiteral("2, -1, 3"));
    DerivationPanel panel(&controller);
    const int chapter = chapterShowing(QString::fromLatin1(DerivationPanel::kName));
    REQUIRE(chapter == 5);
    panel.showStep(chapter, stepOf(chapter, QStringLiteral("split")));
    CHECK(panel.visibleLines() == 1);
    // The road ahead is named (step 1 was one line over an empty panel), without its results.
    CHECK(panel.captionText(1).startsWith(QStringLiteral("Next: 2.")));
    CHECK(panel.captionText(2).startsWith(QStringLiteral("3.")));
    CHECK(panel.captionText(3).startsWith(QStringLiteral("4.")));
    for (int i = 1; i < DerivationPanel::kLines; ++i) {
        CAPTURE(i, panel.captionText(i));
        CHECK_FALSE(panel.captionText(i).contains(QLatin1Char('=')));
        CHECK_FALSE(panel.captionText(i).contains(QStringLiteral("zero")));
        CHECK_FALSE(panel.captionText(i).contains(QStringLiteral("≥")));
    }
    panel.showStep(chapter, stepOf(chapter, QStringLiteral("average")));
    CHECK(panel.visibleLines() == DerivationPanel::kLines);
    CHECK(panel.captionText(3).contains(QStringLiteral("RMS ≥ σ"))); // once it is shown
    const nk::RmsIdentity r = nk::RmsIdentity::compute({2.0, -1.0, 3.0});
    CHECK(panel.identity().sumSquares == r.sumSquares);
    // Hand values: Σx² = 14, Σ(x − μ)² = 26/3 ≈ 8.667, μ = 4/3, RMS² = 14/3, σ² = 26/9.
    CHECK(panel.liveTex(1).startsWith(QStringLiteral("14 = 8.667")));
    CHECK(panel.liveTex(3).startsWith(QStringLiteral("4.667 = 2.889 + 1.778")));
    CHECK(panel.liveTex(0).contains(QStringLiteral("1.333")));
    for (int i = 0; i < DerivationPanel::kLines; ++i)
        CHECK(panel.symbolicTex(i) == DerivationPanel::symbolicFor(i));
    // The stacked bar: σ² and μ² beside RMS².
    CHECK(panel.chart()->seriesValues(0).front() == r.variance);
    CHECK(panel.chart()->seriesValues(1).front() == r.meanSquared);
    CHECK(panel.chart()->seriesValues(2).back() == r.meanSquare);
    // A new vector redraws every line.
    controller.setInputText(QStringLiteral("1, 1, 4"));
    CHECK(panel.liveTex(1).startsWith(QStringLiteral("18 = ")));
}

TEST_CASE("the precision cases show the core's rows and load as one undoable edit", "[panels]")
{
    LessonController controller;
    controller.setInputText(QStringLiteral("5, 6, 7"));
    const std::vector<double> before = controller.input();
    const nk::NormSettings settingsBefore = controller.settings();
    PrecisionCasePanel panel(&controller);
    const int chapter = chapterShowing(QString::fromLatin1(PrecisionCasePanel::kName));
    REQUIRE(chapter == 5);
    for (nk::StabilityCaseId id : nk::StabilityCase::all()) {
        const QString key = QLatin1String(nk::StabilityCase::keyOf(id));
        INFO(key.toStdString());
        panel.showStep(chapter, stepOf(chapter, key));
        REQUIRE(panel.currentCase() != nullptr);
        CHECK(panel.currentCase()->id == id);
        const nk::StabilityCase c = nk::StabilityCase::make(id);
        const QList<QStringList> rows = panel.tableRows();
        REQUIRE(rows.size() == int(c.rows.size()) + 1);
        for (size_t r = 0; r < c.rows.size(); ++r)
            CHECK(rows[int(r) + 1][1] == NumberText::number(c.rows[r].keyValue, 4));
        CHECK(panel.chart()->seriesValues(1).size() == int(c.rows.size()));
        // Stepping never changed the lesson.
        CHECK(controller.input() == before);
    }
    // The ε case loads its constant fp16 row; one Undo brings the class's vector back.
    panel.showStep(chapter, stepOf(chapter, QStringLiteral("eps-lost")));
    const int edits = controller.undoStack()->count();
    panel.loadButton()->click();
    const nk::StabilityCase eps = nk::StabilityCase::make(nk::StabilityCaseId::EpsLost);
    CHECK(controller.input() == eps.rows[size_t(eps.loadRow)].input);
    CHECK(controller.settings().precision == nk::Precision::Fp16);
    CHECK(controller.undoStack()->count() == edits + 1);
    controller.undoStack()->undo();
    CHECK(controller.input() == before);
    CHECK(controller.settings() == settingsBefore);
    // Near-constant: LayerNorm's true output is 0, so the chart shows absolute errors and says so.
    panel.showStep(chapter, stepOf(chapter, QStringLiteral("near-constant")));
    const nk::StabilityCase nc = nk::StabilityCase::make(nk::StabilityCaseId::NearConstant);
    REQUIRE(nc.rows.front().layerNorm.relErrorUndefined);
    CHECK(panel.chart()->title().contains(QStringLiteral("absolute error")));
    CHECK(panel.chart()->title().contains(QStringLiteral("undefined")));
    CHECK(panel.chart()->seriesValues(0)[0] == nc.rows.front().layerNorm.maxAbsError);
    CHECK(panel.chart()->seriesValues(0)[0] > 0.0);
    // A case without a true 0 keeps the relative error.
    panel.showStep(chapter, stepOf(chapter, QStringLiteral("overflow")));
    const nk::StabilityCase of = nk::StabilityCase::make(nk::StabilityCaseId::Overflow);
    bool undefined = false;
    for (const nk::StabilityRow &row : of.rows)
        undefined = undefined || row.layerNorm.relErrorUndefined || row.rmsNorm.relErrorUndefined;
    if (!undefined)
        CHECK(panel.chart()->title().contains(QStringLiteral("relative error")));
    // A case that is a preset exactly keeps the preset's name.
    panel.showStep(chapter, stepOf(chapter, QStringLiteral("cancellation")));
    panel.loadButton()->click();
    CHECK(controller.presetId() == QStringLiteral("large-offset"));
}

TEST_CASE("a precision case cannot be loaded while its guess is out", "[panels][predict]")
{
    LessonController controller;
    controller.setInputText(QStringLiteral("5, 6, 7"));
    PrecisionCasePanel panel(&controller);
    const int chapter = chapterShowing(QString::fromLatin1(PrecisionCasePanel::kName));
    panel.showStep(chapter, stepOf(chapter, QStringLiteral("eps-lost")));
    const QString hint = panel.loadHint()->text();
    panel.setAnswersHidden(true);
    // Loading would put the case's readings on the kitchen's scale before the reveal.
    CHECK_FALSE(panel.loadButton()->isEnabled());
    CHECK(panel.loadHint()->text() != hint);
    panel.loadButton()->click();
    CHECK(controller.input() == std::vector<double>{5.0, 6.0, 7.0});
    panel.setAnswersHidden(false);
    CHECK(panel.loadButton()->isEnabled());
    CHECK(panel.loadHint()->text() == hint);
}

TEST_CASE("Execute shows chapter 5's panels on their steps", "[panels][window]")
{
    LessonController controller;
    MainWindow window(&controller);
    window.resize(1600, 900);
    window.show();
    controller.setChapter(5);
    controller.setMode(LessonController::Mode::Execute);
    const ChapterCatalog::Chapter *c = ChapterCatalog::instance().chapter(5);
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh")}) {
        window.setLanguage(lang);
        for (int step = 1; step <= controller.stepCount(); ++step) {
            controller.setTime(step);
            QApplication::processEvents();
            INFO(lang.toStdString() << " step " << step);
            ChapterPanel *panel = window.executeView()->chapterPanel();
            REQUIRE(panel != nullptr);
            if (c->steps[step - 1].shows(QStringLiteral("derivation")))
                CHECK(qobject_cast<DerivationPanel *>(panel) != nullptr);
            else
                CHECK(qobject_cast<PrecisionCasePanel *>(panel) != nullptr);
            CHECK(panel->isVisible());
        }
    }
}
