// Charts after a live edit: every chart fits and colours the values it shows now, after the
// edit and after its undo, whichever mode the edit was made in.
#include "charts/barchart.h"
#include "charts/linechart.h"
#include "views/executeview.h"
#include "lesson/lessoncontroller.h"
#include "window/mainwindow.h"
#include "base/theme.h"
#include "uisettle.h"

#include "catchqt.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <QImage>
#include <QUndoStack>

#include <algorithm>
#include <cmath>

using namespace nk::ui;

namespace {
struct ChartRefitFixture
{
    LessonController controller;
    MainWindow window{&controller};
    ChartRefitFixture()
    {
        window.resize(1600, 900);
        window.setLanguage(QStringLiteral("en"));
        controller.setInputText(QStringLiteral("2, -1, 3"));
        controller.undoStack()->clear();
        controller.setChapter(3);
        controller.setMode(LessonController::Mode::Execute);
        controller.setTime(3.0);
        window.show();
        QApplication::processEvents();
    }
    BarChart *bars() const
    {
        for (BarChart *b : window.executeView()->findChildren<BarChart *>())
            return b;
        return nullptr;
    }
    // The finite values the chart shows now, lowest and highest.
    std::pair<double, double> shownRange() const
    {
        double lo = 0, hi = 0;
        for (int s = 0; s < bars()->seriesCount(); ++s)
            for (double v : bars()->seriesValues(s))
                if (std::isfinite(v)) {
                    lo = std::min(lo, v);
                    hi = std::max(hi, v);
                }
        return {lo, hi};
    }
    // Pixels of the chart drawn in the warning colour (overflow bars, "inf" markers).
    int warningPixels() const
    {
        const QImage image = bars()->grab().toImage();
        const QRgb warning = Theme::warning().rgb();
        int n = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                n += (image.pixel(x, y) & 0xffffff) == (warning & 0xffffff);
        return n;
    }
    bool axisCoversValues() const
    {
        const auto [lo, hi] = shownRange();
        const auto [min, max] = bars()->valueRange();
        UNSCOPED_INFO("values " << lo << " .. " << hi << ", axis " << min << " .. " << max);
        // Covers them, and not so loosely that the bars shrink to nothing.
        return min <= lo && max >= hi && (max - min) < 4 * (hi - lo);
    }
};
} // namespace

TEST_CASE("after a live edit to a much larger vector the step chart's axis covers it, and undo "
          "returns it",
          "[chartrefit]")
{
    for (const bool viaStart : {false, true}) {
        CAPTURE(viaStart);
        ChartRefitFixture f;
        REQUIRE(f.bars());
        settleUi();
        CHECK(f.axisCoversValues());
        const auto before = f.bars()->valueRange();
        // The teacher's way before V existed: Start, the vector, back to Execute.
        if (viaStart)
            f.controller.setMode(LessonController::Mode::Start);
        f.controller.setInputText(QStringLiteral("300, -280, 310"));
        if (viaStart)
            f.controller.setMode(LessonController::Mode::Execute);
        settleUi();
        CHECK(f.bars()->valueRange().second > 300);
        CHECK(f.axisCoversValues());
        f.controller.undoStack()->undo();
        settleUi();
        CHECK(f.axisCoversValues());
        CHECK(f.bars()->valueRange() == before);
        // Much smaller, too.
        f.controller.setInputText(QStringLiteral("0.002, -0.001, 0.003"));
        settleUi();
        CHECK(f.axisCoversValues());
    }
}

TEST_CASE("after undo of an overflowing precision no bar keeps the overflow colour", "[chartrefit]")
{
    ChartRefitFixture f;
    REQUIRE(f.bars());
    f.controller.setInputText(QStringLiteral("300, -280, 310"));
    nk::NormSettings s = f.controller.settings();
    s.precision = nk::Precision::Fp16;
    f.controller.setSettings(s);
    f.controller.setTime(3.0);
    settleUi();
    // x² overflows fp16 beyond 255: RMSNorm's bars are inf, drawn in the warning colour.
    const QVector<double> rms = f.bars()->seriesValues(1);
    REQUIRE(std::any_of(rms.begin(), rms.end(), [](double v) { return std::isinf(v); }));
    CHECK_FALSE(f.bars()->warningBars(1).isEmpty());
    CHECK(f.warningPixels() > 100);
    f.controller.undoStack()->undo(); // fp32 again
    settleUi();
    CHECK(f.warningPixels() == 0); // the bars repainted, not only deselected
    CHECK(f.bars()->warningBars(0).isEmpty());
    CHECK(f.bars()->warningBars(1).isEmpty());
    CHECK(f.axisCoversValues());
    f.controller.undoStack()->undo(); // the lesson's vector
    settleUi();
    CHECK(f.bars()->warningBars(1).isEmpty());
    CHECK(f.axisCoversValues());
}

TEST_CASE("a line chart given a fixed range after an automatic one keeps its ticks few and whole",
          "[chartrefit]")
{
    LineChart chart;
    chart.resize(600, 400);
    chart.show();
    chart.setSeries(0, QStringLiteral("a"), Qt::blue, {QPointF(0, 0.1), QPointF(1, 0.9)});
    settleUi();
    // The training charts: one scale from 0 to above the starting loss, set after the empty fit.
    chart.setYRange(0.0, 5.0);
    chart.setSeries(0, QStringLiteral("a"), Qt::blue, {QPointF(0, 4.1), QPointF(1, 2.2)});
    settleUi();
    CHECK(chart.yRange() == qMakePair(0.0, 5.0));
    CHECK(chart.elidedTexts().isEmpty());
}

TEST_CASE("the step chart draws bars up to BarChart's vector limit and a line beyond it",
          "[chartrefit]")
{
    ChartRefitFixture f;
    for (const int d : {BarChart::kMaxVectorBars, BarChart::kMaxVectorBars + 1}) {
        CAPTURE(d);
        QStringList values;
        for (int i = 0; i < d; ++i)
            values << QString::number(i % 5 - 2);
        f.controller.setInputText(values.join(QStringLiteral(", ")));
        settleUi();
        BarChart *bars = f.bars();
        LineChart *line = nullptr;
        for (LineChart *l : f.window.executeView()->findChildren<LineChart *>())
            if (l->parentWidget() == bars->parentWidget())
                line = l;
        REQUIRE(line);
        const bool barred = d <= BarChart::kMaxVectorBars;
        CHECK(bars->isVisible() == barred);
        CHECK(line->isVisible() == !barred);
        if (barred)
            CHECK(bars->categories().size() == d);
    }
}
