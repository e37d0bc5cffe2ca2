// Every chart has a "Show as table" alternative with the numbers it draws, and a description
// for screen readers built from the same table.
#include "charts/barchart.h"
#include "charts/charttabledialog.h"
#include "views/executeview.h"
#include "lesson/lessoncontroller.h"
#include "charts/linechart.h"
#include "window/mainwindow.h"

#include "catchqt.h"

#include <catch2/catch.hpp>

#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QMenu>
#include <QTableView>
#include <QToolButton>

#include <cmath>
#include <limits>

using namespace nk::ui;

namespace {

// The table's numbers in column `column` (1 + series), as doubles.
QVector<double> column(const ChartTableModel &model, int column)
{
    QVector<double> out;
    for (int r = 0; r < model.rowCount(); ++r)
        out << model.data(model.index(r, column), Qt::EditRole).toDouble();
    return out;
}

} // namespace

TEST_CASE("a bar chart's table has the numbers of its series", "[charts][accessibility]")
{
    BarChart chart;
    chart.setTitle(QStringLiteral("Values"));
    chart.setCategories({QStringLiteral("x1"), QStringLiteral("x2"), QStringLiteral("x3")});
    const double inf = std::numeric_limits<double>::infinity();
    const QVector<double> a{0.392232, -1.37281, 0.980581}, b{1.38873, inf, 2.08309};
    chart.setSeries(0, QStringLiteral("LayerNorm"), Qt::blue, a);
    chart.setSeries(1, QStringLiteral("RMSNorm"), Qt::red, b);

    ChartTableDialog *dialog = chart.showTable();
    REQUIRE(dialog);
    const ChartTableModel &model = *dialog->model();
    REQUIRE(model.columnCount() == 3);
    REQUIRE(model.rowCount() == 3);
    CHECK(model.headerData(1, Qt::Horizontal).toString() == QStringLiteral("LayerNorm"));
    CHECK(model.data(model.index(1, 0)).toString() == QStringLiteral("x2"));
    CHECK(column(model, 1) == chart.seriesValues(0));
    CHECK(column(model, 2) == chart.seriesValues(1));
    // Shown as the app writes numbers: U+2212 minus and "inf".
    CHECK(model.data(model.index(1, 1)).toString() == QStringLiteral("\u22121.37281"));
    CHECK(model.data(model.index(1, 2)).toString() == QStringLiteral("inf"));

    // The table follows the chart while open.
    chart.setSeries(0, QStringLiteral("LayerNorm"), Qt::blue, {1, 2, 3});
    CHECK(column(*dialog->model(), 1) == QVector<double>{1, 2, 3});

    // Copy gives tab-separated lines a spreadsheet reads as numbers.
    const QString tsv = dialog->model()->toTsv();
    CHECK(tsv.startsWith(QStringLiteral("Category\tLayerNorm\tRMSNorm\n")));
    CHECK(tsv.contains(QStringLiteral("x1\t1\t1.38873\n")));
    dialog->view()->selectAll();
    dialog->copySelection();
    CHECK(QApplication::clipboard()->text() == tsv);

    // A screen reader hears the title and every value.
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(&chart);
    REQUIRE(iface);
    CHECK(iface->role() == QAccessible::Chart);
    CHECK(iface->text(QAccessible::Name) == QStringLiteral("Values"));
    const QString description = iface->text(QAccessible::Description);
    INFO(description.toStdString());
    CHECK(description.contains(QStringLiteral("x3: 2.08309")));
    CHECK(description.contains(QStringLiteral("x2: inf")));
    dialog->close();
}

TEST_CASE("a line chart's table has one row per x and the numbers of its series",
          "[charts][accessibility]")
{
    LineChart chart;
    chart.setAxisTitles(QStringLiteral("offset"), QStringLiteral("error"));
    const QVector<QPointF> a{{1, 0.5}, {2, 0.25}, {4, 0.125}};
    const QVector<QPointF> b{{1, 3}, {3, 9}, {4, 27}};
    chart.setSeries(0, QStringLiteral("a"), Qt::blue, a);
    chart.setSeries(1, QStringLiteral("b"), Qt::red, b);
    ChartTableModel model(chart.table());
    REQUIRE(model.rowCount() == 4); // x = 1, 2, 3, 4
    CHECK(model.headerData(0, Qt::Horizontal).toString() == QStringLiteral("offset"));
    CHECK(column(model, 0) == QVector<double>{1, 2, 3, 4});
    // Every point of every series is in the table at its x; no point: an empty cell.
    for (int s = 0; s < 2; ++s)
        for (const QPointF &p : chart.seriesPoints(s)) {
            const int row = int(column(model, 0).indexOf(p.x()));
            REQUIRE(row >= 0);
            CHECK(model.data(model.index(row, s + 1), Qt::EditRole).toDouble() == p.y());
        }
    CHECK_FALSE(model.data(model.index(2, 1), Qt::EditRole).isValid()); // a has no x = 3
    CHECK(model.data(model.index(1, 2)).toString().isEmpty());          // b has no x = 2

    // An envelope's minimum and maximum at one x are two rows.
    chart.setSeries(0, QStringLiteral("a"), Qt::blue, {{1, -1}, {1, 1}, {2, 0}});
    chart.truncateSeries(1);
    ChartTableModel envelope(chart.table());
    CHECK(envelope.rowCount() == 3);
    CHECK(column(envelope, 1) == QVector<double>{-1, 1, 0});
}

TEST_CASE("Execute's chart offers its table from the context menu, a button and Ctrl+T",
          "[charts][accessibility]")
{
    LessonController controller;
    MainWindow window(&controller);
    window.resize(1600, 900);
    window.setLanguage(QStringLiteral("en"));
    window.show();
    controller.setInputText(QStringLiteral("2, -1, 3"));
    controller.setChapter(3);
    controller.setMode(LessonController::Mode::Execute);
    controller.last();
    QApplication::processEvents();
    auto *chart = window.executeView()->chartArea()->findChild<BarChart *>();
    REQUIRE(chart);
    REQUIRE(chart->isVisible());
    CHECK(chart->showTableAction()->text() == QStringLiteral("Show as table"));
    CHECK(chart->showTableAction()->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_T));
    QToolButton *button = chart->findChild<QToolButton *>(QStringLiteral("chartTableButton"));
    REQUIRE(button);
    CHECK(button->isVisible());
    button->click();
    auto *dialog = chart->findChild<ChartTableDialog *>();
    REQUIRE(dialog);
    // The same numbers the chart shows: the outputs of both norms at the last step.
    CHECK(column(*dialog->model(), 1) == window.executeView()->chartValues(0));
    CHECK(column(*dialog->model(), 2) == window.executeView()->chartValues(1));
    CHECK(column(*dialog->model(), 2)[0] == controller.rmsNorm()->output()[0]);
    dialog->close();

    // In Chinese too.
    window.setLanguage(QStringLiteral("zh"));
    CHECK(chart->showTableAction()->text() != QStringLiteral("Show as table"));
    CHECK_FALSE(button->accessibleName().isEmpty());
    window.setLanguage(QStringLiteral("en"));
}

TEST_CASE("a chart table's headers carry the value axis' unit and its columns fit their headers",
          "[charts][accessibility]")
{
    // The benchmark's table read "LayerNorm", "RMSNorm" with no GB/s, in columns of odd widths.
    LineChart bandwidth;
    bandwidth.setTitle(QStringLiteral("Bandwidth"));
    bandwidth.setAxisTitles(QStringLiteral("d"), QStringLiteral("GB/s"));
    bandwidth.setSeries(0, QStringLiteral("LayerNorm"), Qt::blue, {{256, 11.5}, {1024, 12.25}});
    bandwidth.setSeries(1, QStringLiteral("RMSNorm"), Qt::red, {{256, 12.5}, {1024, 13.75}});
    BarChart speedup;
    speedup.setTitle(QStringLiteral("Speed-up"));
    speedup.setValueAxisTitle(QStringLiteral("× faster"));
    speedup.setCategories({QStringLiteral("measured here"), QStringLiteral("claimed")});
    speedup.setSeries(0, QStringLiteral("RMSNorm over LayerNorm"), Qt::red, {1.09, 1.3});
    const std::vector<std::pair<ChartPanel *, QString>> charts = {
        {&bandwidth, QStringLiteral("GB/s")}, {&speedup, QStringLiteral("× faster")}};
    for (const auto &[chart, unit] : charts) {
        CAPTURE(unit);
        ChartTableDialog *dialog = chart->showTable();
        REQUIRE(dialog);
        QApplication::processEvents();
        const ChartTableModel &model = *dialog->model();
        REQUIRE(model.columnCount() >= 2);
        for (int c = 1; c < model.columnCount(); ++c) {
            const QString header = model.headerData(c, Qt::Horizontal).toString();
            CAPTURE(header);
            CHECK(header.contains(unit));
        }
        // Each column at least as wide as its header; all of them in view, none stretched.
        const QTableView *view = dialog->view();
        int total = 0;
        for (int c = 0; c < model.columnCount(); ++c) {
            const QString header = model.headerData(c, Qt::Horizontal).toString();
            CHECK(view->columnWidth(c) >=
                  view->horizontalHeader()->fontMetrics().horizontalAdvance(header));
            total += view->columnWidth(c);
        }
        CAPTURE(total, view->viewport()->width());
        CHECK(total <= view->viewport()->width());
        CHECK_FALSE(view->horizontalHeader()->stretchLastSection());
        dialog->close();
    }
}
