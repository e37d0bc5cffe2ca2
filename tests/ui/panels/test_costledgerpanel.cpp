// Chapter 4's cost ledger: the table shows the traces' counts (checked against the counting rule
// by hand), the claim beside the count, and a real benchmark run off the UI thread that can be
// cancelled; Execute shows the panel on every step of chapter 4.
#include "analysis/costledger.h"
#include "charts/barchart.h"
#include "panels/costledgerpanel.h"
#include "views/executeview.h"
#include "lesson/lessoncontroller.h"
#include "window/mainwindow.h"
#include "jobs/monitorjobs.h"

#include "catchqt.h"

#include <catch2/catch.hpp>

#include <QProgressBar>

#include <QApplication>
#include <QElapsedTimer>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QTableWidget>
#include <QTest>

#include <numeric>

using namespace nk::ui;

namespace {

constexpr int kLedgerChapter = 4;

QString at(const QTableWidget *t, int row, int column)
{
    const QTableWidgetItem *item = t->item(row, column);
    return item ? item->text() : QString();
}

bool waitUntilIdle(const MonitorJobs *jobs, int ms = 60000)
{
    QElapsedTimer clock;
    clock.start();
    while (jobs->isBenchmarkRunning() && clock.elapsed() < ms)
        QTest::qWait(20);
    return !jobs->isBenchmarkRunning();
}

} // namespace

TEST_CASE("the cost ledger's operations page shows each step's counts and running totals",
          "[panels][costledger]")
{
    LessonController controller;
    controller.setInputText(QStringLiteral("2, -1, 3"));
    CostLedgerPanel panel(&controller);
    panel.showStep(kLedgerChapter, 0);
    REQUIRE(panel.page() == CostLedgerPanel::Page::Operations);
    const QTableWidget *t = panel.table();
    // A title row and four counted steps per algorithm (the input costs nothing).
    REQUIRE(t->rowCount() == 10);
    // Two-pass LayerNorm at d = 3 by hand: mean 3, variance 9, standardize 5, γ·x̂ + β 6.
    CHECK(at(t, 1, 6) == QStringLiteral("3"));
    CHECK(at(t, 2, 6) == QStringLiteral("9"));
    CHECK(at(t, 3, 6) == QStringLiteral("5"));
    CHECK(at(t, 4, 7) == QStringLiteral("23"));
    CHECK(at(t, 3, 5) == QStringLiteral("1")); // the one square root
    // RMSNorm: 4d + 2 = 14, no subtraction anywhere.
    CHECK(at(t, 9, 7) == QStringLiteral("14"));
    for (int r = 6; r < 10; ++r)
        CHECK(at(t, r, 2) == QStringLiteral("0"));
    // The chart's bars are the totals by kind.
    CHECK(panel.chart()->seriesValues(0) == QVector<double>{8, 3, 6, 5, 1});
    CHECK(panel.chart()->seriesValues(1) == QVector<double>{3, 0, 6, 4, 1});
    // RMS is √mean(x²); the step that adds ε and takes the root makes the divisor (issue 23).
    int divisorRows = 0;
    for (int r = 0; r < t->rowCount(); ++r)
        for (int c = 0; c < t->columnCount(); ++c) {
            INFO(at(t, r, c).toStdString());
            CHECK(at(t, r, c) != QStringLiteral("RMS"));
            CHECK_FALSE(at(t, r, c).contains(QStringLiteral("x / RMS")));
            divisorRows += at(t, r, c) == QStringLiteral("divisor √(RMS² + ε)");
        }
    CHECK(divisorRows == 1);
    // The ledger follows the input.
    controller.setInputText(QStringLiteral("1, 2, 3, 4"));
    CHECK(at(t, 4, 7) == QStringLiteral("30"));
}

TEST_CASE("the cost ledger's walks and claim pages follow the variance algorithm and d",
          "[panels][costledger]")
{
    LessonController controller;
    controller.setInputText(QStringLiteral("2, -1, 3"));
    CostLedgerPanel panel(&controller);
    panel.showStep(kLedgerChapter, 1);
    REQUIRE(panel.page() == CostLedgerPanel::Page::Walks);
    CHECK(at(panel.table(), 0, 1) == QString::number(controller.layerNorm()->passes));
    CHECK(at(panel.table(), 0, 2) == QStringLiteral("2"));
    nk::NormSettings s = controller.settings();
    s.variance = nk::VarianceAlgorithm::Welford;
    controller.setSettings(s);
    // Welford: one statistics walk and the apply walk, as many as RMSNorm's.
    CHECK(at(panel.table(), 0, 1) == QStringLiteral("2"));
    CHECK(at(panel.table(), 1, 1) == QStringLiteral("mean μ → standardize x̂ + γ·x̂ + β"));

    panel.showStep(kLedgerChapter, 2);
    REQUIRE(panel.page() == CostLedgerPanel::Page::Claim);
    // Welford: 10d + 3 = 33 against the claim's 8d = 24.
    CHECK(at(panel.table(), 0, 1) == QStringLiteral("8d = 24"));
    CHECK(at(panel.table(), 1, 1) == QStringLiteral("10d + 3 = 33"));
    CHECK(at(panel.table(), 1, 2) == QStringLiteral("4d + 2 = 14"));
    s.variance = nk::VarianceAlgorithm::TwoPass;
    controller.setSettings(s);
    CHECK(at(panel.table(), 1, 1) == QStringLiteral("7d + 2 = 23"));
    CHECK(panel.chart()->seriesValues(0) == QVector<double>{24, 23});
    CHECK(panel.chart()->seriesValues(1) == QVector<double>{12, 14});
}

TEST_CASE("the cost ledger times the kernels on a worker and can be cancelled",
          "[panels][costledger]")
{
    LessonController controller;
    controller.setInputText(QStringLiteral("2, -1, 3"));
    CostLedgerPanel panel(&controller);
    CHECK(CostLedgerPanel::plannedDimensions(3) == std::vector<int>{3, 4096});
    CHECK(CostLedgerPanel::plannedDimensions(4096) == std::vector<int>{4096});
    panel.showStep(kLedgerChapter, 3);
    REQUIRE(panel.page() == CostLedgerPanel::Page::Measured);
    CHECK(panel.table()->rowCount() == 0);
    CHECK(panel.summary().contains(QStringLiteral("Not measured yet")));
    CHECK(panel.progress()->text() == QStringLiteral("Not run yet")); // the bar in words

    panel.setElementsPerBatch(8192);
    QTest::mouseClick(panel.runButton(), Qt::LeftButton);
    CHECK(panel.jobs()->isBenchmarkRunning()); // the UI thread is not blocked
    REQUIRE(waitUntilIdle(panel.jobs()));
    const auto &results = panel.jobs()->benchmarkResults();
    REQUIRE(results.size() == 2);
    REQUIRE(panel.table()->rowCount() == 2);
    CHECK(panel.progress()->text() == QStringLiteral("Done"));
    CHECK(at(panel.table(), 0, 0) == QStringLiteral("3"));
    CHECK(at(panel.table(), 1, 0) == QStringLiteral("4096"));
    CHECK(at(panel.table(), 1, 1) == QStringLiteral("2")); // 8192 elements / 4096
    CHECK(panel.summary().contains(QStringLiteral("At d = 3")));
    // Time is compared in the direction of the operations, LayerNorm ÷ RMSNorm.
    CHECK(panel.summary().contains(QStringLiteral("LayerNorm takes")));
    CHECK(panel.table()->horizontalHeaderItem(5)->text() == QStringLiteral("LN ÷ RMS"));
    for (const auto &r : results) {
        CHECK(r.layerNormSeconds > 0.0);
        CHECK(r.rmsNormSeconds > 0.0);
    }

    panel.showStep(kLedgerChapter, 4);
    REQUIRE(panel.page() == CostLedgerPanel::Page::Bandwidth);
    // 2 · d · 4 bytes per row, and the floor from the copy's measured bandwidth.
    CHECK(at(panel.table(), 1, 1) == QStringLiteral("32768"));
    const nk::MemoryBoundFigures m = nk::CostLedger::memoryBound(results[1]);
    CHECK(panel.chart()->seriesValues(1)[1] == Approx(m.layerNormOverFloor));
    CHECK(panel.summary().contains(QStringLiteral("24 bytes per row")));

    // A long run, cancelled at once: nothing measured, and it says so.
    panel.showStep(kLedgerChapter, 3);
    panel.setElementsPerBatch(64LL * 1024 * 1024);
    QTest::mouseClick(panel.runButton(), Qt::LeftButton);
    REQUIRE(panel.cancelButton()->isEnabled());
    QTest::mouseClick(panel.cancelButton(), Qt::LeftButton);
    REQUIRE(waitUntilIdle(panel.jobs()));
    CHECK(panel.summary().contains(QStringLiteral("Cancelled")));
    CHECK(panel.progress()->text().startsWith(QStringLiteral("Cancelled at")));
    CHECK(panel.runButton()->isEnabled());
}

TEST_CASE("Execute shows the cost ledger on every step of chapter 4", "[panels][costledger]")
{
    LessonController controller;
    MainWindow window(&controller);
    window.resize(1600, 900);
    window.setLanguage(QStringLiteral("en"));
    window.show();
    controller.setChapter(kLedgerChapter);
    controller.setMode(LessonController::Mode::Execute);
    for (int step = 0; step < controller.stepCount(); ++step) {
        controller.setTime(step + 1.0);
        QApplication::processEvents();
        INFO("step " << step);
        auto *panel = qobject_cast<CostLedgerPanel *>(window.executeView()->chapterPanel());
        REQUIRE(panel != nullptr);
        CHECK(int(panel->page()) == step);
    }
}

TEST_CASE("the walks table at a large text size: every column in view, no row under the text",
          "[panels][costledger]")
{
    for (const char *lang : {"en", "zh"}) {
        for (QSize size : {QSize(1920, 1080), QSize(1280, 720)}) {
            CAPTURE(lang, size.width());
            LessonController controller;
            MainWindow window(&controller);
            window.setLanguage(QString::fromLatin1(lang));
            window.setZoom(1.5);
            window.resize(size);
            window.show();
            REQUIRE(QTest::qWaitForWindowExposed(&window));
            controller.setChapter(kLedgerChapter);
            controller.setMode(LessonController::Mode::Execute);
            controller.setTime(2.0); // the walks
            QApplication::processEvents();
            QApplication::processEvents();
            auto *panel = qobject_cast<CostLedgerPanel *>(window.executeView()->chapterPanel());
            REQUIRE(panel);
            REQUIRE(panel->page() == CostLedgerPanel::Page::Walks);
            QTableWidget *t = panel->table();
            // The columns fit the table: the counts are not pushed out of sight.
            int columns = 0;
            for (int c = 0; c < t->columnCount(); ++c)
                columns += t->columnWidth(c);
            CAPTURE(columns, t->viewport()->width());
            CHECK(columns <= t->viewport()->width());
            CHECK(t->horizontalScrollBar()->maximum() == 0);
            // Every row is in the table's height: nothing scrolls or hides under a scroll bar.
            CHECK(t->verticalScrollBar()->maximum() == 0);
            int rows = 0;
            for (int r = 0; r < t->rowCount(); ++r)
                rows += t->rowHeight(r);
            CHECK(t->viewport()->height() >= rows);
            // And the table ends above the words below it.
            auto *summary = panel->findChild<QLabel *>();
            for (QLabel *l : panel->findChildren<QLabel *>())
                if (l->isVisible() && l->text() == panel->summary())
                    summary = l;
            REQUIRE(summary);
            const QRect below = summary->geometry();
            const QRect table = t->geometry();
            CHECK(table.bottom() < below.top());
            window.setZoom(1.0);
        }
    }
}

TEST_CASE("presenting, a table taller than its page shows one chef's rows a press",
          "[panels][costledger]")
{
    LessonController controller;
    controller.setInputText(QStringLiteral("2, -1, 3"));
    CostLedgerPanel panel(&controller);
    panel.resize(900, 260); // a page too short for both chefs' rows
    panel.show();
    REQUIRE(QTest::qWaitForWindowExposed(&panel));
    panel.showStep(kLedgerChapter, 0);
    QApplication::processEvents();
    const QTableWidget *t = panel.table();
    REQUIRE(t->rowCount() == 10);
    // In the window (not presenting) every row is there.
    CHECK_FALSE(panel.showsSections());
    for (int r = 0; r < t->rowCount(); ++r)
        CHECK_FALSE(t->isRowHidden(r));
    CHECK(panel.pendingAction().isEmpty());

    panel.setPresenting(true);
    QApplication::processEvents();
    REQUIRE(panel.showsSections());
    CHECK(panel.sectionCount() == 2);
    CHECK(panel.shownSection() == 0);
    const QString second = at(t, 5, 0);
    REQUIRE_FALSE(second.isEmpty());
    // The first chef's title and rows, not the second's; the next press names the second.
    for (int r = 0; r < t->rowCount(); ++r)
        CHECK(t->isRowHidden(r) == (r >= 5));
    CHECK(panel.pendingAction().contains(second));
    // The table, heading and all, is no taller than its rows: nothing to scroll inside it.
    CHECK(t->verticalScrollBar()->maximum() == 0);

    panel.performPendingAction();
    QApplication::processEvents();
    CHECK(panel.shownSection() == 1);
    for (int r = 0; r < t->rowCount(); ++r)
        CHECK(t->isRowHidden(r) == (r < 5));
    CHECK(t->verticalScrollBar()->maximum() == 0);
    // The last section shown, the press goes on with the lesson.
    CHECK(panel.pendingAction().isEmpty());

    // A new step starts at the first chef again; leaving presentation shows every row.
    panel.showStep(kLedgerChapter, 0);
    QApplication::processEvents();
    CHECK(panel.shownSection() == 0);
    panel.setPresenting(false);
    QApplication::processEvents();
    CHECK_FALSE(panel.showsSections());
    for (int r = 0; r < t->rowCount(); ++r)
        CHECK_FALSE(t->isRowHidden(r));
}

TEST_CASE("presenting, a walks table taller than its page shows the rows that fit a press",
          "[panels][costledger]")
{
    LessonController controller;
    controller.setInputText(QStringLiteral("2, -1, 3"));
    CostLedgerPanel panel(&controller);
    panel.resize(700, 250); // a page for a few of the walks' seven rows
    panel.show();
    REQUIRE(QTest::qWaitForWindowExposed(&panel));
    panel.showStep(kLedgerChapter, 1);
    panel.setPresenting(true);
    QApplication::processEvents();
    QApplication::processEvents();
    REQUIRE(panel.page() == CostLedgerPanel::Page::Walks);
    const QTableWidget *t = panel.table();
    REQUIRE(t->rowCount() == 7);
    REQUIRE(panel.showsSections());
    const int parts = panel.sectionCount();
    CHECK(parts >= 2);
    // Each press shows the next rows; together, every row once, in order, none cut.
    std::vector<int> seen;
    for (int part = 0; part < parts; ++part) {
        CAPTURE(part);
        CHECK(panel.shownSection() == part);
        int shown = 0;
        for (int r = 0; r < t->rowCount(); ++r)
            if (!t->isRowHidden(r)) {
                seen.push_back(r);
                ++shown;
            }
        CHECK(shown >= 2); // shared out: no lone row
        CHECK(t->verticalScrollBar()->maximum() == 0);
        CHECK(t->horizontalScrollBar()->maximum() == 0);
        if (part + 1 < parts) {
            CHECK_FALSE(panel.pendingAction().isEmpty());
            panel.performPendingAction();
            QApplication::processEvents();
        }
    }
    CHECK(panel.pendingAction().isEmpty());
    std::vector<int> all(7);
    std::iota(all.begin(), all.end(), 0);
    CHECK(seen == all);
}
