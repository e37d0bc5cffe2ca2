// FormulaLines: where a formula breaks, and that it breaks only when the whole is too wide.
#include "charts/barchart.h"
#include "panels/derivationpanel.h"
#include "lesson/lessoncontroller.h"
#include "window/mainwindow.h"
#include "formula/formulalines.h"
#include "formula/formularenderer.h"
#include "formula/formulaview.h"
#include "analysis/rmsidentity.h"
#include "uisettle.h"

#include "catchqt.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <QScrollArea>
#include <QSize>

#include <algorithm>
#include <QString>

using namespace nk::ui;

namespace {

// Laid out, every formula asked for typeset, and laid out again at their sizes.
void settleFormulas()
{
    settleUi();
    REQUIRE(FormulaRenderer::instance()->waitUntilIdle(60000));
    settleUi();
}

} // namespace

TEST_CASE("a formula breaks at its top-level relations and quad-spaced commas", "[formulalines]")
{
    using S = QStringList;
    CHECK(FormulaLines::split(QStringLiteral("a = b")) == S{"a = b"});
    CHECK(FormulaLines::split(QStringLiteral("a = b \\;\\Rightarrow\\; c = d")) ==
          S{"a = b", "\\Rightarrow\\; c = d"});
    CHECK(FormulaLines::split(QStringLiteral("a \\;\\Leftrightarrow\\; b \\;\\Rightarrow\\; c")) ==
          S{"a", "\\Leftrightarrow\\; b", "\\Rightarrow\\; c"});
    CHECK(FormulaLines::split(QStringLiteral("x = 1,\\quad y = 2")) == S{"x = 1,", "y = 2"});
    // Inside a group the formula stays whole; an escaped brace is not a group.
    CHECK(FormulaLines::split(QStringLiteral("\\frac{a \\;\\Rightarrow\\; b}{c}")).size() == 1);
    CHECK(FormulaLines::split(QStringLiteral("\\{a\\} \\;\\Rightarrow\\; b")) ==
          S{"\\{a\\}", "\\Rightarrow\\; b"});
    // Chapter 5's lines: every one but the first breaks somewhere, and nothing is lost.
    const nk::RmsIdentity r = nk::RmsIdentity::compute({2.0, -1.0, 3.0});
    CHECK(FormulaLines::split(DerivationPanel::symbolicFor(0)).size() == 1);
    CHECK(FormulaLines::split(DerivationPanel::symbolicFor(1)).size() == 2);
    CHECK(FormulaLines::split(DerivationPanel::symbolicFor(3)).size() == 3);
    CHECK(FormulaLines::split(DerivationPanel::liveFor(0, r)).size() == 2);
    CHECK(FormulaLines::split(DerivationPanel::liveFor(2, r)).size() == 2);
    for (int line = 0; line < DerivationPanel::kLines; ++line) {
        for (const QString &tex :
             {DerivationPanel::symbolicFor(line), DerivationPanel::liveFor(line, r)}) {
            // The rows put back together, relation and \quad restored, are the formula.
            QString rebuilt;
            for (const QString &row : FormulaLines::split(tex)) {
                if (row.startsWith(QStringLiteral("\\Rightarrow")) ||
                    row.startsWith(QStringLiteral("\\Leftrightarrow")))
                    rebuilt += QStringLiteral("\\;");
                else if (rebuilt.endsWith(QLatin1Char(',')))
                    rebuilt += QStringLiteral("\\quad");
                rebuilt += row;
            }
            CHECK(rebuilt.remove(QLatin1Char(' ')) == QString(tex).remove(QLatin1Char(' ')));
        }
    }
}

TEST_CASE("a row that would still shrink breaks again at each later equals sign", "[formulalines]")
{
    // The variance card's worked line has no relation or comma to break at.
    const QString variance = QStringLiteral(
        "\\sigma^2 = \\frac{1}{3}\\left(0.444444 + 5.44445 + 2.77778\\right) = 2.88889");
    CHECK(FormulaLines::split(variance).size() == 1);
    const QStringList rows = FormulaLines::splitAtEquals(variance);
    REQUIRE(rows.size() == 2);
    CHECK(rows[0] ==
          QStringLiteral("\\sigma^2 = \\frac{1}{3}\\left(0.444444 + 5.44445 + 2.77778\\right)"));
    CHECK(rows[1] == QStringLiteral("= 2.88889"));
    // Not inside braces or \left … \right, not the first "=".
    CHECK(FormulaLines::splitAtEquals(QStringLiteral("y = \\left(a = b\\right)")).size() == 1);
    CHECK(FormulaLines::splitAtEquals(QStringLiteral("y = \\frac{a = b}{c}")).size() == 1);
    CHECK(FormulaLines::splitAtEquals(QStringLiteral("a = b = c = d")) ==
          QStringList{QStringLiteral("a = b"), QStringLiteral("= c"), QStringLiteral("= d")});

    // Shown: whole when it fits, else the finer rows, each at a larger size than one squeezed row.
    FormulaLines lines;
    lines.setTex(variance);
    lines.show();
    settleFormulas();
    const int whole = lines.sizeHint().width();
    lines.resize(whole * 2 / 3, 200);
    settleUi();
    CHECK(lines.isBroken());
    REQUIRE(lines.shownViews().size() == 2);
    for (FormulaView *row : lines.shownViews()) {
        CAPTURE(row->tex(), row->scale());
        CHECK(row->scale() > 0.75); // the whole, squeezed into one row, would be at 2/3
    }
    lines.resize(whole + 10, 200);
    settleUi();
    CHECK_FALSE(lines.isBroken());
}

TEST_CASE("a long sum with no later equals sign breaks at its signs into rows of about half",
          "[formulalines]")
{
    const QString sum = QStringLiteral("14 = 8.667 + 2 \\cdot 1.333 \\cdot (0.6667 + (-2.333) + "
                                       "1.667) + 3 \\cdot 1.778");
    CHECK(FormulaLines::split(sum).size() == 1);
    CHECK(FormulaLines::splitAtEquals(sum).size() == 1);
    const QStringList rows = FormulaLines::splitAtSum(sum);
    // Not inside the parentheses; each sign begins a row; nothing lost. The parenthesised term
    // is longer than half the sum: a row of its own.
    CHECK(rows == QStringList{QStringLiteral("14 = 8.667"),
                              QStringLiteral("+ 2 \\cdot 1.333 \\cdot (0.6667 + (-2.333) + 1.667)"),
                              QStringLiteral("+ 3 \\cdot 1.778")});
    // A sign after "=" or at the start is no sum; braces and \left … \right hold theirs.
    CHECK(FormulaLines::splitAtSum(QStringLiteral("y = -3")).size() == 1);
    CHECK(FormulaLines::splitAtSum(QStringLiteral("-a")).size() == 1);
    CHECK(FormulaLines::splitAtSum(QStringLiteral("y = \\frac{a + b}{c}")).size() == 1);
    CHECK(FormulaLines::splitAtSum(QStringLiteral("y = \\left(a + b\\right)")).size() == 1);
    // As the live line is written: "\\left( … \\right)" is one term, and the sign after it a sum's.
    CHECK(FormulaLines::splitAtSum(QStringLiteral("14 = 8.667 + 2 \\cdot 1.333 \\cdot "
                                                  "\\left(0.6667 + \\left(-2.333\\right) + "
                                                  "1.667\\right) + 3 \\cdot 1.778"))
              .size() == 3);
    CHECK(FormulaLines::splitAtSum(QStringLiteral("y = 2 \\cdot -3 + 4")).front() ==
          QStringLiteral("y = 2 \\cdot -3"));
    CHECK(FormulaLines::splitAtSum(QStringLiteral("a + b - c + d")) ==
          QStringList{QStringLiteral("a + b"), QStringLiteral("- c + d")});

    // Shown in those rows where the whole would shrink, each larger than the squeezed whole.
    FormulaLines lines;
    lines.setTex(sum);
    lines.show();
    settleFormulas();
    const int whole = lines.sizeHint().width();
    lines.resize(whole * 3 / 5, 200);
    settleFormulas();
    CHECK(lines.isBroken());
    REQUIRE(lines.shownViews().size() == 3);
    for (FormulaView *row : lines.shownViews()) {
        CAPTURE(row->tex(), row->scale());
        CHECK(row->scale() > 0.8); // the whole in one row would be at 3/5
    }
}

TEST_CASE("a formula is shown whole when it fits and in rows when it does not", "[formulalines]")
{
    FormulaLines lines;
    lines.setTex(DerivationPanel::symbolicFor(1));
    lines.show();
    settleFormulas();
    for (const FormulaView *view : lines.shownViews())
        REQUIRE(view->isTypeset());
    const int whole = lines.sizeHint().width();
    lines.resize(whole + 10, lines.sizeHint().height());
    settleUi();
    CHECK_FALSE(lines.isBroken());
    REQUIRE(lines.shownViews().size() == 1);
    CHECK(lines.shownViews().front()->tex() == lines.tex());
    lines.resize(whole / 2, 200);
    settleUi();
    CHECK(lines.isBroken());
    // At its relation, and the sums of each side where that row would still shrink.
    REQUIRE(lines.shownViews().size() >= 2);
    // In rows, each row is wider at its size than the whole was squeezed into one row.
    for (FormulaView *row : lines.shownViews()) {
        CHECK(row->isVisible());
        CHECK(row->sizeHint().width() < whole);
    }
    CHECK(lines.sizeHint().height() > lines.shownViews().front()->sizeHint().height());
    // Back to the width of the whole: one row again.
    lines.resize(whole + 10, 200);
    settleUi();
    CHECK_FALSE(lines.isBroken());
}

TEST_CASE("chapter 5's derivation stays readable on a small projector at a large zoom",
          "[formulalines][projector][long]")
{
    // At 1280×720 and zoom 1.5 the formulas had shrunk to a third of their size beside the
    // chart. Now the current line keeps at least 0.4 of its size (the live sum of line 2 has no
    // place to break: 0.45; every other row more), nothing is wider than the column, and the
    // chart gives way where it would squeeze them.
    for (const char *lang : {"en", "zh"}) {
        for (QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
            const qreal zoom = size.width() == 1280 ? 1.5 : 1.0;
            LessonController controller;
            MainWindow window(&controller);
            window.setLanguage(QString::fromLatin1(lang));
            window.setZoom(zoom);
            window.resize(size);
            window.show();
            controller.setChapter(5);
            controller.setMode(LessonController::Mode::Execute);
            for (int step = 1; step <= 4; ++step) {
                controller.setTime(step);
                settleUi();
                INFO(lang << " " << size.width() << " step " << step);
                auto *panel = window.findChild<DerivationPanel *>();
                REQUIRE(panel);
                REQUIRE(panel->isVisible());
                REQUIRE(panel->currentLine() == step - 1);
                QScrollArea *area = panel->scrollArea();
                CHECK(area->widget()->width() <= area->viewport()->width());
                CHECK(panel->chart()->isVisible() == (size.width() == 1920));
                const int line = panel->currentLine();
                QList<FormulaView *> views =
                    panel->symbolicView(line)->shownViews() + panel->liveView(line)->shownViews();
                for (FormulaView *v : views) {
                    INFO(v->tex().toStdString());
                    const QSize hint = v->sizeHint();
                    REQUIRE(hint.width() > 0);
                    // The size drawn, against the font's: the view's scale, times the fit.
                    const qreal fit = std::min({1.0, qreal(v->width()) / hint.width(),
                                                qreal(v->height()) / hint.height()});
                    CHECK(v->scale() * fit >= 0.4);
                    // The current line is in view.
                    const QRect r(v->mapTo(area->viewport(), QPoint(0, 0)), v->size());
                    CHECK(r.top() >= 0);
                }
            }
        }
    }
}
