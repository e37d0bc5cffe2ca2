// The charts on a projector: tick labels and axis titles are never cut to "…", and lines of
// one colour are told apart by their dash in the legend.
#include "charts/barchart.h"
#include "charts/barlabellayout.h"
#include "charts/chartaxes.h"
#include "views/executeview.h"
#include "formula/formularenderer.h"
#include "lesson/lessoncontroller.h"
#include "charts/linechart.h"
#include "window/mainwindow.h"
#include "monitor/monitorview.h"
#include "base/theme.h"
#include "uisettle.h"

#include "catchqt.h"
#include "sanitizedlooks.h"

#include <catch2/catch.hpp>

#include <QSize>

#include <QApplication>
#include <QImage>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <limits>
#include <tuple>

using namespace nk::ui;

TEST_CASE("charts: the Execute chart keeps its tick labels whole at every step", "[charts][long]")
{
    std::vector<std::tuple<const char *, QSize, qreal>> looks;
    for (const char *lang : {"en", "zh"})
        for (QSize size : {QSize(1280, 800), QSize(1920, 1080)})
            for (qreal zoom : {1.0, 2.0})
                looks.push_back({lang, size, zoom});
    for (const auto &[lang, size, zoom] : looksToWalk(looks)) {
        CAPTURE(lang, size, zoom);
        LessonController controller;
        MainWindow window(&controller);
        window.setLanguage(QString::fromLatin1(lang));
        window.setZoom(zoom);
        controller.setChapter(2);
        controller.setMode(LessonController::Mode::Execute);
        window.resize(size);
        window.show();
        for (int s = 1; s <= controller.stepCount(); ++s) {
            CAPTURE(s);
            controller.setTime(s);
            settleUi();
            for (ChartPanel *c : window.executeView()->findChildren<ChartPanel *>())
                if (c->isVisible()) {
                    CAPTURE(c->width(), c->height());
                    CHECK(c->elidedTexts().join(QStringLiteral("|")).toStdString() == "");
                }
        }
        window.setZoom(1.0);
    }
}

TEST_CASE("charts: Monitor's axis titles and labels are whole in Chinese", "[charts]")
{
    for (qreal zoom : {1.0, 1.5, 2.0}) {
        CAPTURE(zoom);
        LessonController controller;
        MainWindow window(&controller);
        window.setLanguage(QStringLiteral("zh"));
        window.setZoom(zoom);
        controller.setMode(LessonController::Mode::Monitor);
        window.resize(1920, 1080);
        window.show();
        auto *monitor =
            qobject_cast<MonitorView *>(window.modeWidget(LessonController::Mode::Monitor));
        REQUIRE(monitor);
        REQUIRE(monitor->waitUntilIdle(60000));
        settleUi();
        for (ChartPanel *c : monitor->charts()) {
            CAPTURE(c->title().toStdString());
            CHECK(c->elidedTexts().join(QStringLiteral("|")).toStdString() == "");
        }
        window.setZoom(1.0);
        window.setLanguage(QStringLiteral("en"));
    }
}

TEST_CASE("charts: the legend tells LN two-pass, one-pass and Welford apart", "[charts]")
{
    MonitorView monitor;
    monitor.resize(1600, 1000);
    monitor.show();
    LessonController controller;
    monitor.setInput(controller.input(), controller.settings());
    REQUIRE(monitor.waitUntilIdle(60000));
    for (auto which : {MonitorView::Chart::OffsetSweep, MonitorView::Chart::DimensionSweep,
                       MonitorView::Chart::FlopsVsDimension}) {
        LineChart *chart = monitor.lineChart(which);
        REQUIRE(chart);
        CAPTURE(chart->title().toStdString());
        const QList<ChartLegendEntry> entries = chart->legendEntries();
        REQUIRE(entries.size() == chart->seriesCount());
        REQUIRE(chart->isLegendShown());
        // Entries of one colour differ in their line style; every entry is drawn as a line.
        for (int i = 0; i < entries.size(); ++i) {
            CHECK(entries[i].line);
            for (int j = i + 1; j < entries.size(); ++j)
                if (entries[i].color == entries[j].color)
                    CHECK(entries[i].style != entries[j].style);
        }
    }
}

TEST_CASE("a log axis over inf, 0 or thousands of decades stays drawable", "[charts]")
{
    // Found by the monkey (seed 4): 1e308 fed through chapter 1's stack of layers put inf on a
    // log axis, and Qt Charts allocated a tick per power of the base: 18 GB and counting.
    LineChart chart;
    chart.setLogY(true);
    chart.resize(600, 400);
    const double inf = std::numeric_limits<double>::infinity();
    for (const QVector<QPointF> &points :
         {QVector<QPointF>{{1, 1e-300}, {2, 1e300}}, QVector<QPointF>{{1, 1e-5}, {2, inf}},
          QVector<QPointF>{{1, 0.0}, {2, 1e308}}, QVector<QPointF>{{1, 1e-320}, {2, 1e-310}}}) {
        chart.setSeries(0, QStringLiteral("σ"), Qt::blue, points);
        chart.grab(); // lays out and paints the axis
        CHECK(std::isfinite(chart.yRange().first));
        CHECK(std::isfinite(chart.yRange().second));
        CHECK(chart.yRange().first > 0);
    }
}

TEST_CASE("a bar chart over the whole double range stays drawable", "[charts]")
{
    // Found by the monkey: a lesson file with values near ±1.8e308 made the value axis' span
    // overflow to inf, and Qt Charts passed the range back and forth between the axis and its
    // domain until the stack ran out.
    const double big = std::numeric_limits<double>::max();
    BarChart chart;
    chart.setCategories({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")});
    chart.resize(600, 400);
    for (const QVector<double> &values :
         {QVector<double>{big, -big, 1.0}, QVector<double>{big, big / 2, 0.0},
          QVector<double>{-big, 1e-300, -1.0}}) {
        chart.setSeries(0, QStringLiteral("x"), Qt::blue, values);
        chart.grab(); // lays out and paints the axis
        CHECK(std::isfinite(chart.valueRange().first));
        CHECK(std::isfinite(chart.valueRange().second));
        CHECK(chart.valueRange().first < chart.valueRange().second);
    }
}

TEST_CASE("a bar up to the top of a log axis keeps its value label inside the plot", "[charts]")
{
    // Chapter 5's error chart: a relative error of 1 reaches the top decade, and its label "1"
    // was drawn over the chart's title.
    BarChart chart;
    chart.setTitle(QStringLiteral("Largest relative error of the output against fp64 (log scale)"));
    chart.setLogScale(true);
    chart.setValueLabelDigits(2);
    chart.setCategories({QStringLiteral("fp16"), QStringLiteral("fp32")});
    chart.setSeries(0, QStringLiteral("LayerNorm"), Qt::blue, {1.0, 3e-8});
    chart.setSeries(1, QStringLiteral("RMSNorm"), Qt::red, {1.0, 4e-8});
    chart.resize(900, 300);
    chart.grab();
    const QRectF plot = chart.plotRect();
    const QList<QRectF> labels = chart.labelRects();
    REQUIRE(labels.size() == 4);
    for (const QRectF &r : labels) {
        CAPTURE(r.top(), r.bottom(), plot.top(), plot.bottom());
        CHECK(r.top() >= plot.top());
        CHECK(r.bottom() <= plot.bottom());
    }
}

TEST_CASE("charts: Execute's chart keeps a whole title and its legend clear of the buttons",
          "[charts][long]")
{
    // The projector theme and a 1.5 text scale: the chart's title was dropped or cut to "…",
    // and the legend ran under the Table and Save buttons.
    const Theme::Mode before = Theme::mode();
    std::vector<std::tuple<const char *, QSize, int, int, qreal, bool>> looks;
    for (const char *lang : {"en", "zh"})
        for (QSize size : {QSize(1280, 720), QSize(1920, 1080)})
            for (auto [chapter, step, zoom, projector] :
                 {std::tuple{2, 2, 1.0, true}, std::tuple{5, 5, 1.5, false}})
                looks.push_back({lang, size, chapter, step, zoom, projector});
    for (const auto &[lang, size, chapter, step, zoom, projector] : looksToWalk(looks)) {
        CAPTURE(lang, size, chapter, zoom, projector);
        LessonController controller;
        MainWindow window(&controller);
        window.setLanguage(QString::fromLatin1(lang));
        window.setTheme(projector ? Theme::Mode::Projector : Theme::Mode::Light);
        window.setZoom(zoom);
        controller.setChapter(chapter);
        controller.setMode(LessonController::Mode::Execute);
        window.resize(size);
        window.show();
        controller.setTime(step);
        settleUi();
        int charts = 0;
        for (ChartPanel *c : window.executeView()->findChildren<ChartPanel *>()) {
            if (!c->isVisible() || c->title().isEmpty())
                continue;
            ++charts;
            CAPTURE(c->title().toStdString(), c->width(), c->height());
            CHECK(c->elidedTexts().join(QStringLiteral("|")).toStdString() == "");
            if (projector)
                CHECK_FALSE(c->shownTitle().isEmpty());
            // Every word of the title is drawn (wrapped lines, never cut).
            if (!c->shownTitle().isEmpty()) {
                QString plain = c->shownTitle();
                plain.replace(QStringLiteral("<br>"), QString());
                QString words = c->title();
                words.remove(QLatin1Char(' '));
                plain.remove(QLatin1Char(' '));
                CHECK(plain.toStdString() == words.toHtmlEscaped().toStdString());
            }
            if (c->isLegendShown())
                for (const QRect &b : c->buttonRects())
                    CHECK_FALSE(c->legendRect().intersects(QRectF(b)));
        }
        CHECK(charts >= 1);
    }
    Theme::setMode(before);
}

TEST_CASE("charts: a dense line without markers gets square caps, others round", "[charts]")
{
    LineChart chart;
    QVector<QPointF> many, few;
    for (int i = 0; i < 512; ++i)
        many << QPointF(i, std::sin(i * 0.3));
    for (int i = 0; i < 50; ++i)
        few << QPointF(i, std::sin(i * 0.3));
    chart.setPointsVisible(false);
    chart.setSeries(0, QStringLiteral("many"), Qt::blue, many);
    chart.setSeries(1, QStringLiteral("few"), Qt::red, few);
    CHECK(chart.seriesCapStyle(0) == Qt::SquareCap);
    CHECK(chart.seriesCapStyle(1) == Qt::RoundCap);
    chart.setPointsVisible(true); // markers: every point is seen, caps round again
    CHECK(chart.seriesCapStyle(0) == Qt::RoundCap);
    CHECK(chart.seriesPenWidth(0) == chart.seriesPenWidth(1));
}

TEST_CASE("charts: Execute's envelope at d = 1024 keeps each bucket's minimum and maximum",
          "[charts]")
{
    LessonController controller;
    MainWindow window(&controller);
    window.resize(1920, 1080);
    window.setLanguage(QStringLiteral("en"));
    window.show();
    controller.setMode(LessonController::Mode::Execute);
    controller.setChapter(2);
    std::vector<double> x(1024);
    for (size_t i = 0; i < x.size(); ++i)
        x[i] = double(i * 37 % 101) * 0.25 - 12.0; // exact in every precision's storage
    controller.setInput(x);
    controller.setTime(1); // the first stage: the input itself
    settleUi();
    LineChart *chart = window.executeView()->chartArea()->findChild<LineChart *>();
    REQUIRE(chart);
    REQUIRE(chart->seriesCount() == 2);
    const QVector<QPointF> pts = chart->seriesPoints(0);
    // Every bucket of consecutive elements is one x with its minimum and maximum.
    const int buckets = int(pts.size()) / 2;
    REQUIRE(buckets > 100);
    const int width = int(x.size()) / buckets;
    REQUIRE(width * buckets == int(x.size()));
    for (int b = 0; b < buckets; ++b) {
        const auto first = x.begin() + b * width;
        const auto [lo, hi] = std::minmax_element(first, first + width);
        INFO("bucket " << b);
        CHECK(pts[2 * b].y() == *lo);
        CHECK(pts[2 * b + 1].y() == *hi);
        CHECK(pts[2 * b].x() == pts[2 * b + 1].x());
    }
}

namespace {

// Every value label inside the plot, clear of every bar and of every other label.
void checkLabelsClear(const BarChart &chart)
{
    const QRectF plot = chart.plotRect();
    const QList<QRectF> labels = chart.valueLabelRects();
    const QList<QRectF> bars = chart.barRects();
    for (int a = 0; a < labels.size(); ++a) {
        CAPTURE(a, labels[a], plot);
        CHECK(plot.adjusted(-0.5, -0.5, 0.5, 0.5).contains(labels[a]));
        for (const QRectF &bar : bars)
            CHECK_FALSE(labels[a].adjusted(0.5, 0.5, -0.5, -0.5).intersects(bar));
        for (int b = a + 1; b < labels.size(); ++b)
            CHECK_FALSE(labels[a].adjusted(0.5, 0.5, -0.5, -0.5).intersects(labels[b]));
    }
}

} // namespace

TEST_CASE(
    "bar value labels never overlap a bar or each other and are left out when they cannot fit",
    "[charts]")
{
    // Chapter 2's variance step, chapter 10's shifted example and an outlier row: labels sat
    // inside negative bars, on plates that notched the tallest bar's top, and ran together.
    const std::vector<std::pair<QVector<double>, QVector<double>>> cases = {
        {{0.666667, -2.33333, 1.66667}, {4, 1, 9}},
        {{0.588348, -2.05922, 1.47087}, {1.38873, -0.694365, 2.0831}},
        {{-0.378, -0.378, -0.378, -0.378, -0.378, -0.378, -0.378, 2.646},
         {0.35, 0.35, 0.35, 0.35, 0.35, 0.35, 0.35, 2.8}}};
    for (const QSize size : {QSize(640, 300), QSize(360, 220)}) {
        for (const auto &[layer, rms] : cases) {
            CAPTURE(size, layer);
            BarChart chart;
            QStringList categories;
            for (int i = 0; i < layer.size(); ++i)
                categories << QStringLiteral("x%1").arg(i + 1);
            chart.setCategories(categories);
            chart.setValueLabelDigits(3);
            chart.setSeries(0, QStringLiteral("LayerNorm"), Qt::blue, layer);
            chart.setSeries(1, QStringLiteral("RMSNorm"), Qt::red, rms);
            chart.resize(size);
            chart.show();
            chart.grab();
            REQUIRE(chart.barRects().size() == 2 * layer.size());
            checkLabelsClear(chart);
            // Each label is drawn or counted as left out.
            CHECK(chart.valueLabelRects().size() + chart.valueLabelsLeftOut() == 2 * layer.size());
            if (layer.size() == 3 && size.width() == 640)
                CHECK(chart.valueLabelsLeftOut() == 0); // room for all six
        }
    }
    // Eight pairs of wide labels on a narrow chart cannot all fit: fewer, never overlapping.
    BarChart crowded;
    crowded.setCategories({"a", "b", "c", "d", "e", "f", "g", "h"});
    crowded.setValueLabelDigits(6);
    crowded.setSeries(0, "x", Qt::blue, {1.23456, 2.34567, 3.45678, 4.56789, 1.5, 2.5, 3.5, 4.5});
    crowded.setSeries(1, "y", Qt::red, {1.13456, 2.24567, 3.35678, 4.46789, 1.4, 2.4, 3.4, 4.4});
    crowded.resize(360, 220);
    crowded.show();
    crowded.grab();
    CHECK(crowded.valueLabelsLeftOut() > 0);
    checkLabelsClear(crowded);
}

TEST_CASE("bar label layout takes the first free place and leaves a label out when none is free",
          "[charts]")
{
    const QRectF plot(0, 0, 100, 100);
    BarLabelLayout layout(plot, {QRectF(10, 50, 20, 50)});
    CHECK(layout.place({QRectF(10, 40, 20, 10)}) == 0);                         // above the bar
    CHECK(layout.place({QRectF(15, 45, 20, 10), QRectF(15, 30, 20, 10)}) == 1); // a line higher
    CHECK(layout.place({QRectF(12, 60, 10, 10)}) == -1);                        // on the bar
    CHECK(layout.place({QRectF(90, 40, 20, 10)}) == -1);                        // past the plot
    CHECK(layout.placeInside(QRectF(12, 60, 10, 10), QRectF(10, 50, 20, 50)) == 0);
    CHECK(layout.placeInside(QRectF(5, 60, 10, 10), QRectF(10, 50, 20, 50)) == -1);
    CHECK(layout.leftOut() == 3);
    CHECK(layout.placed().size() == 3);
}

namespace {

QList<double> ticksOf(const QValueAxis &axis)
{
    QList<double> ticks;
    if (axis.tickType() == QValueAxis::TicksDynamic) {
        const double step = axis.tickInterval();
        for (double k = std::ceil((axis.min() - axis.tickAnchor()) / step - 1e-9);
             axis.tickAnchor() + k * step <= axis.max() + 1e-9 * step; ++k)
            ticks << axis.tickAnchor() + k * step;
    } else {
        for (int i = 0; i < axis.tickCount(); ++i)
            ticks << axis.min() + i * (axis.max() - axis.min()) / (axis.tickCount() - 1);
    }
    return ticks;
}

} // namespace

TEST_CASE("a value axis whose range spans 0 has 0 among its ticks", "[charts]")
{
    // "-10 … 20" without 0, and the invariance chart's 3 / 1 / -1 / -3.
    for (const auto &[lo, hi] : std::vector<std::pair<double, double>>{{-10, 20},
                                                                       {-3, 3},
                                                                       {-3.1, 2.9},
                                                                       {-2.33 * 1.3, 9 * 1.2},
                                                                       {-0.7, 13.1},
                                                                       {-1e-9, 5e-9},
                                                                       {-1234.5, 17.25},
                                                                       {-0.2, 99.0}}) {
        for (int maxTicks = 2; maxTicks <= 6; ++maxTicks) {
            QValueAxis axis;
            ChartAxes::setNiceRange(&axis, lo, hi, maxTicks);
            const QList<double> ticks = ticksOf(axis);
            CAPTURE(lo, hi, maxTicks, ticks);
            CHECK(ticks.size() <= maxTicks);
            CHECK(std::any_of(ticks.begin(), ticks.end(),
                              [&](double t) { return std::fabs(t) <= 1e-9 * (hi - lo); }));
        }
    }
}

TEST_CASE("a bar is drawn in its legend's colour after a run of non-finite values", "[charts]")
{
    // Misconception 7's overflow drew bars in the warning colour; after Show me of misconception
    // 9 (all finite) the RMSNorm bars stayed red-orange beside an amber legend swatch.
    BarChart chart;
    chart.setCategories({QStringLiteral("x1"), QStringLiteral("x2"), QStringLiteral("x3")});
    const QColor ln(0x00, 0x72, 0xB2), rms(0xD5, 0x8A, 0x00);
    const double inf = std::numeric_limits<double>::infinity();
    chart.resize(640, 360);
    chart.show();
    const std::vector<QVector<double>> runs = {
        {1.0, 2.0, 3.0}, {inf, 2.0, -inf}, {1.38873, -0.694365, 2.0831},
        {inf, 1.0, 2.0}, {0.5, 1.5, 2.5},  {1.2, 0.7, 1.9}};
    for (const QVector<double> &values : runs) {
        chart.setSeries(0, QStringLiteral("LayerNorm"), ln, {0.5, -1.0, 1.5});
        chart.setSeries(1, QStringLiteral("RMSNorm"), rms, values);
        QApplication::processEvents();
        const QImage image = chart.grab().toImage();
        const QList<QRectF> bars = chart.barRects();
        REQUIRE(bars.size() == 6);
        for (int i = 0; i < 3; ++i) {
            if (!std::isfinite(values[i]))
                continue;
            const QRectF bar = bars[3 + i]; // RMSNorm's, after LayerNorm's three
            const QPointF centre = chart.chartToWidget(bar.center());
            const QColor drawn = image.pixelColor(centre.toPoint());
            CAPTURE(values, i, drawn.name(), rms.name());
            CHECK(drawn.rgb() == rms.rgb());
            CHECK(chart.seriesColor(1) == rms); // the legend's swatch
        }
    }
}
