// Chapter 1's layer-stack panel: it shows the core's stack for the current vector, reveals the
// stacks step by step, follows the weight-scale slider and the input, and Execute hosts it on
// every step of chapter 1.
#include "analysis/layerstack.h"
#include "lesson/chaptercatalog.h"
#include "views/executeview.h"
#include "panels/layerstackpanel.h"
#include "lesson/lessoncontroller.h"
#include "charts/linechart.h"
#include "formula/liveformula.h"
#include "window/mainwindow.h"
#include "base/numbertext.h"

#include "catchqt.h"
#include "chaptersteps.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <QSlider>
#include <QUndoStack>

#include <cmath>

using namespace nk::ui;

TEST_CASE("the layer-stack panel draws the core's stack for the current vector", "[panels]")
{
    LessonController controller;
    controller.setInputText(QStringLiteral("2, -1, 3, 0.5, -2, 1.5"));
    LayerStackPanel panel(&controller);
    panel.resize(1100, 520);
    const int chapter = chapterShowing(QString::fromLatin1(LayerStackPanel::kName));
    REQUIRE(chapter == 1);
    panel.showStep(chapter, 2); // all three stacks
    REQUIRE(panel.shownStacks() == 3);

    // An independent run of the same stack.
    const nk::LayerStack stack(6);
    CHECK(panel.comparison().width == nk::LayerStack::kDefaultWidth);
    const auto ln = stack.run(controller.input(), nk::StackNorm::LayerNorm, panel.weightScale(),
                              controller.settings().eps);
    const auto none = stack.run(controller.input(), nk::StackNorm::None, panel.weightScale(),
                                controller.settings().eps);
    REQUIRE(panel.spreadChart()->seriesCount() == 3);
    const QVector<QPointF> plain = panel.spreadChart()->seriesPoints(0);
    const QVector<QPointF> blue = panel.spreadChart()->seriesPoints(1);
    REQUIRE(plain.size() == nk::LayerStack::kDefaultLayers + 1);
    for (int l = 0; l < plain.size(); ++l) {
        CHECK(plain[l].y() == none[size_t(l)].std);
        CHECK(blue[l].y() == ln[size_t(l)].std);
    }
    CHECK(panel.spreadChart()->isLogY());
    CHECK(panel.peakChart()->seriesPoints(0).back().y() ==
          std::max(std::abs(none.back().min), std::abs(none.back().max)));
    // The table: the last layer's statistics, as the one formatter writes them.
    const QList<QStringList> rows = panel.tableRows();
    REQUIRE(rows.size() == 4);
    CHECK(rows[2][2] == NumberText::number(ln.back().std, 3));
    CHECK(rows[1][3] == NumberText::number(none.back().rms, 3));
}

TEST_CASE("the panel reveals the stacks one by one and the bridge's formulas last", "[panels]")
{
    LessonController controller;
    LayerStackPanel panel(&controller);
    const int chapter = 1;
    const ChapterCatalog::Chapter *c = ChapterCatalog::instance().chapter(chapter);
    REQUIRE(c->stepCount() == 4);
    panel.showStep(chapter, 0);
    CHECK(panel.shownStacks() == 1);
    CHECK(panel.spreadChart()->seriesCount() == 1);
    CHECK(panel.tableRows().size() == 2);
    CHECK_FALSE(panel.showsFormulas());
    panel.showStep(chapter, 1);
    CHECK(panel.spreadChart()->seriesCount() == 2);
    panel.showStep(chapter, 2);
    CHECK(panel.spreadChart()->seriesCount() == 3);
    CHECK_FALSE(panel.showsFormulas());
    panel.showStep(chapter, 3);
    CHECK(panel.showsFormulas());
    // The bridge: the vector's own μ, σ² and x̂, with its numbers.
    const QStringList tex = panel.formulaTex();
    REQUIRE(tex.size() == 4);
    CHECK(tex[0] == LiveFormula::withNumbers(*controller.layerNorm(), nk::StepId::Mean, 4));
    CHECK(tex[1] == LiveFormula::withNumbers(*controller.layerNorm(), nk::StepId::Variance, 4));
    CHECK(tex[3] == LiveFormula::withNumbers(*controller.layerNorm(), nk::StepId::Normalize, 4));
}

TEST_CASE("the weight-scale slider and the input change the stack", "[panels]")
{
    LessonController controller;
    controller.setInputText(QStringLiteral("1, 2, 3, 4, 5, 6, 7, 8"));
    LayerStackPanel panel(&controller);
    panel.showStep(1, 0);
    auto *slider = panel.findChild<QSlider *>(QStringLiteral("weightScaleSlider"));
    REQUIRE(slider != nullptr);
    const int edits = controller.undoStack()->count();
    slider->setValue(int(std::lround(nk::LayerStack::kMaxWeightScale * 100)));
    CHECK(panel.weightScale() == Approx(nk::LayerStack::kMaxWeightScale));
    const double high = panel.comparison().none.back().std;
    slider->setValue(int(std::lround(nk::LayerStack::kMinWeightScale * 100)));
    const double low = panel.comparison().none.back().std;
    // The plain stack explodes at one end and dies at the other; the normalized ones do not.
    CHECK(high > 100.0 * panel.comparison().none.front().std);
    CHECK(low < 0.01 * panel.comparison().none.front().std);
    CHECK(panel.comparison().layerNorm.back().std == Approx(1.0).epsilon(1e-3));
    CHECK(panel.scaleText().contains(NumberText::number(nk::LayerStack::kMinWeightScale, 3)));
    // Not a lesson edit: nothing goes on the undo stack.
    CHECK(controller.undoStack()->count() == edits);
    // A new vector recomputes the stack (and a new width gives it new weights).
    controller.setInputText(QStringLiteral("4, -2, 1"));
    CHECK(panel.comparison().stackInput == 3);
    CHECK(panel.comparison().none.front().max == 4.0);
}

TEST_CASE("a long vector: the stack reads its first values", "[panels]")
{
    LessonController controller;
    std::vector<double> ramp(size_t(nk::LayerStack::kMaxInput + 476));
    for (size_t i = 0; i < ramp.size(); ++i)
        ramp[i] = std::sin(double(i));
    controller.setInput(ramp);
    LayerStackPanel panel(&controller);
    panel.showStep(1, 0);
    CHECK(panel.comparison().stackInput == nk::LayerStack::kMaxInput);
    CHECK(panel.comparison().inputSize == int(ramp.size()));
}

TEST_CASE("Execute shows the layer-stack panel on every step of chapter 1", "[panels][window]")
{
    LessonController controller;
    MainWindow window(&controller);
    window.resize(1600, 900);
    window.show();
    controller.setChapter(1);
    controller.setMode(LessonController::Mode::Execute);
    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh")}) {
        window.setLanguage(lang);
        for (int step = 1; step <= controller.stepCount(); ++step) {
            controller.setTime(step);
            QApplication::processEvents();
            INFO(lang.toStdString() << " step " << step);
            ChapterPanel *panel = window.executeView()->chapterPanel();
            REQUIRE(panel != nullptr);
            CHECK(qobject_cast<LayerStackPanel *>(panel) != nullptr);
            CHECK(panel->isVisible());
            CHECK(panel->language() == lang);
        }
    }
    // Chapter 2 steps through the cards: no chapter panel.
    controller.setChapter(2);
    controller.setTime(1);
    QApplication::processEvents();
    CHECK(window.executeView()->chapterPanel() == nullptr);
}
