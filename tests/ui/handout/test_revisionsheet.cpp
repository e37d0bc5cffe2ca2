// RevisionSheet: the one-page HTML sheet. Its numbers are the worked example's, by hand; its
// formulas are MathJax's SVG inline, or plain symbols when MathJax has none; nothing is fetched.
// (How it looks in a real browser, on a phone and printed: tests/web/revision_sheet.py.)
#include "handout/revisionsheet.h"

#include "handout/finishreport.h"
#include "formula/formularenderer.h"
#include "io/presets.h"
#include "norm/layernormtrace.h"
#include "norm/rmsnormtrace.h"

#include "catchqt.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

#include <memory>

using namespace nk::ui;

namespace {

RevisionSheet::Options workedExample()
{
    const nk::Preset *p = nk::Presets::find("worked-example");
    REQUIRE(p);
    RevisionSheet::Options o;
    o.layerNorm = std::make_shared<const nk::NormTrace>(nk::traceLayerNorm(p->input, p->settings));
    o.rmsNorm = std::make_shared<const nk::NormTrace>(nk::traceRmsNorm(p->input, p->settings));
    return o;
}

} // namespace

TEST_CASE("Revision sheet: the worked example's numbers, every formula inline and nothing fetched",
          "[revisionsheet]")
{
    const RevisionSheet::Options o = workedExample();
    const QStringList formulas = RevisionSheet::formulas(o);
    // Seven steps (LayerNorm's four, RMSNorm's three), each symbolic and with numbers.
    CHECK(formulas.size() == 14);
    int asked = 0;
    const QString page = RevisionSheet::html(o, [&](const QString &) {
        ++asked;
        return QByteArray("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"2ex\" "
                          "height=\"1ex\" viewBox=\"0 0 10 5\"><path d=\"M0 0\"/></svg>");
    });
    CHECK(asked == formulas.size());
    CHECK(page.count(QStringLiteral("<svg")) == formulas.size());
    CHECK(page.contains(QStringLiteral("name=\"viewport\"")));
    CHECK(page.contains(QStringLiteral("@media print")));
    // Nothing from outside: no script, no stylesheet or image by address.
    CHECK_FALSE(page.contains(QStringLiteral("<script")));
    CHECK_FALSE(page.contains(QRegularExpression(QStringLiteral("(src|href)=\"?https?:"))));
    // x = [2, −1, 3], γ = 1.5 by hand: μ = 4/3, σ² = 26/9, RMS = √(14/3); y₁ = 1.5·(2 − 4/3)/
    // √(26/9 + ε) and 1.5·2/√(14/3 + ε).
    for (const char *v : {"1.33333", "2.88889", "2.16025", "0.588348", "1.38873", "\u22120.694365"})
        CHECK(page.contains(QString::fromUtf8(v)));
    CHECK(page.contains(QStringLiteral("Comparison, measured on this vector")));
    // Every cell of the comparison, and the parameters, as the Finish view shows them.
    const FinishReport report(o.layerNorm, o.rmsNorm);
    CHECK(page.contains(report.settingsText().toHtmlEscaped()));
    for (int r = 0; r < FinishReport::RowCount; ++r)
        for (int c = 0; c < 3; ++c)
            CHECK(page.contains(report.cell(r, c).toHtmlEscaped().replace(QLatin1Char('\n'),
                                                                          QStringLiteral("<br>"))));
    CHECK(page.contains(QStringLiteral("Takeaways")));

    // Without MathJax's SVG every formula is still there, in plain symbols.
    const QString plain = RevisionSheet::html(o, [](const QString &) { return QByteArray(); });
    CHECK(plain.count(QStringLiteral("class=\"plain\"")) == formulas.size());
    CHECK_FALSE(plain.contains(QStringLiteral("<svg")));
}

TEST_CASE(
    "Revision sheet: written with MathJax's formulas, and a folder it cannot write is refused",
    "[revisionsheet]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sheet.html"));
    const RevisionSheet::Options o = workedExample();
    QString error;
    REQUIRE(RevisionSheet::write(path, o, &error));
    QFile f(path);
    REQUIRE(f.open(QIODevice::ReadOnly));
    const QString page = QString::fromUtf8(f.readAll());
    CHECK(page.count(QStringLiteral("<svg")) == RevisionSheet::formulas(o).size());
    CHECK(page.count(QStringLiteral("class=\"plain\"")) == 0);
    CHECK_FALSE(
        RevisionSheet::write(dir.filePath(QStringLiteral("no/such/folder/sheet.html")), o, &error));
    CHECK(error.contains(QStringLiteral("could not write")));
    CHECK_FALSE(RevisionSheet::write(path, RevisionSheet::Options{}, &error));
}
