// FormulaLines: where a formula breaks, and that it breaks only when the whole is too wide.
#include "derivationpanel.h"
#include "formulalines.h"
#include "formularenderer.h"
#include "formulaview.h"
#include "rmsidentity.h"
#include "uisettle.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <QString>

namespace Catch {
template <> struct StringMaker<QString>
{
    static std::string convert(const QString &s) { return '"' + s.toStdString() + '"'; }
};
} // namespace Catch

TEST_CASE("a formula breaks at its top-level relations and \\quad commas", "[formulalines]")
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

TEST_CASE("a formula is shown whole when it fits and in rows when it does not",
          "[formulalines]")
{
    FormulaLines lines;
    lines.setTex(DerivationPanel::symbolicFor(1));
    lines.show();
    settleUi();
    REQUIRE(FormulaRenderer::instance()->isReady());
    const int whole = lines.sizeHint().width();
    lines.resize(whole + 10, lines.sizeHint().height());
    settleUi();
    CHECK_FALSE(lines.isBroken());
    REQUIRE(lines.shownViews().size() == 1);
    CHECK(lines.shownViews().front()->tex() == lines.tex());
    lines.resize(whole / 2, 200);
    settleUi();
    CHECK(lines.isBroken());
    REQUIRE(lines.shownViews().size() == 2);
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
