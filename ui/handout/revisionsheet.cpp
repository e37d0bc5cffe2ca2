#include "handout/revisionsheet.h"

#include "lesson/chaptercatalog.h"
#include "handout/finishreport.h"
#include "formula/formularenderer.h"
#include "handout/handoutstyle.h"
#include "handout/handoutwriter.h"
#include "formula/liveformula.h"
#include "lesson/narration.h"
#include "base/numbertext.h"
#include "controls/stepcard.h"
#include "formula/texplaintext.h"

#include <QLocale>
#include <QSaveFile>

#include <algorithm>
#include <utility>
#include <vector>

namespace nk::ui {

namespace {

using HandoutStyle::esc;
using nk::Algorithm;
using nk::StepId;

// Each algorithm's steps on the sheet, in the lesson's order.
const std::vector<StepId> kLayerNormSteps{StepId::Mean, StepId::Variance, StepId::Normalize,
                                          StepId::Affine};
const std::vector<StepId> kRmsNormSteps{StepId::MeanSquare, StepId::Rms, StepId::Scale};
// The formulas with numbers write this many terms of a sum or a vector.
constexpr int kTerms = 3;
// The outputs table lists this many elements.
constexpr int kOutputRows = 8;

const std::vector<StepId> &stepsOf(Algorithm a)
{
    return a == Algorithm::LayerNorm ? kLayerNormSteps : kRmsNormSteps;
}

// MathJax's SVG made to scale with the text (its size is in ex) and fit the column.
QString inlineSvg(QByteArray svg, const QString &label)
{
    svg = FormulaRenderer::withColor(svg, HandoutStyle::kText);
    const qsizetype open = svg.indexOf("<svg");
    if (open < 0)
        return {};
    // MathJax marks it role="img"; the plain symbols are what a screen reader says.
    svg.insert(open + 4, QStringLiteral(" aria-label=\"%1\"").arg(esc(label)).toUtf8());
    return QString::fromUtf8(svg.mid(open));
}

} // namespace

QStringList RevisionSheet::formulas(const Options &o)
{
    QStringList out;
    if (!o.layerNorm || !o.rmsNorm)
        return out;
    for (Algorithm a : {Algorithm::LayerNorm, Algorithm::RmsNorm}) {
        const nk::NormTrace &t = a == Algorithm::LayerNorm ? *o.layerNorm : *o.rmsNorm;
        for (StepId id : stepsOf(a))
            out << LiveFormula::symbolic(id) << LiveFormula::withNumbers(t, id, kTerms);
    }
    out.removeAll(QString());
    return out;
}

QString RevisionSheet::html(const Options &o,
                            const std::function<QByteArray(const QString &)> &svgFor)
{
    if (!o.layerNorm || !o.rmsNorm)
        return {};
    const FinishReport report(o.layerNorm, o.rmsNorm);
    const nk::NormTrace &ln = *o.layerNorm;
    const nk::NormTrace &rms = *o.rmsNorm;
    const auto formula = [&](const QString &tex) {
        const QByteArray svg = svgFor ? svgFor(tex) : QByteArray();
        const QString plain = TexPlainText::convert(tex);
        const QString drawn = svg.isEmpty() ? QString() : inlineSvg(svg, plain);
        return QStringLiteral("<div class=\"f\">%1</div>")
            .arg(drawn.isEmpty() ? QStringLiteral("<span class=\"plain\">%1</span>").arg(esc(plain))
                                 : drawn);
    };

    QString h;
    h +=
        QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\">\n<head>\n<meta charset=\"utf-8\">\n"
                       "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
            .arg(o.language == QLatin1String("zh") ? QStringLiteral("zh-CN")
                                                   : QStringLiteral("en"));
    h += QStringLiteral("<title>%1</title>\n").arg(esc(tr("NormKitchen revision sheet")));
    // Phone first; two columns from 44em; on paper one A4 page in small type.
    h +=
        QStringLiteral(
            "<style>\n"
            ":root { --ln: %1; --rms: %2; --muted: %3; --text: %4; }\n"
            "* { box-sizing: border-box; }\n"
            "body { font-family: 'Noto Sans', 'Noto Sans CJK SC', sans-serif; color: var(--text);"
            " margin: 0 auto; padding: 1em; max-width: 64em; line-height: 1.4; }\n"
            "h1 { font-size: 1.4em; margin: 0 0 0.2em; } h2 { font-size: 1.1em; margin: 0.8em 0 "
            "0.3em; }\n"
            ".muted { color: var(--muted); } .warn { color: #C04400; }\n"
            ".cols { display: grid; grid-template-columns: 1fr; gap: 0.8em; }\n"
            ".pair { display: grid; grid-template-columns: 1fr; column-gap: 1.5em; }\n"
            "@media (min-width: 44em) { .pair { grid-template-columns: auto 1fr; } "
            ".pair > section:first-child { max-width: 24em; } }\n"
            "@media (min-width: 44em) { .cols { grid-template-columns: 1fr 1fr; } }\n"
            ".algo { border: 2px solid; border-radius: 6px; padding: 0.5em 0.7em; min-width: 0; "
            "}\n"
            ".algo.ln { border-color: var(--ln); } .algo.rms { border-color: var(--rms); }\n"
            ".algo h2 { margin-top: 0; } .ln h2, th.ln { color: var(--ln); } .rms h2, th.rms { "
            "color: var(--rms); }\n"
            // A long formula scrolls sideways on a screen, at its size; on paper it shrinks to fit.
            ".f { overflow-x: auto; margin: 0.15em 0; }\n"
            ".step { margin: 0.4em 0; } .step b { font-size: 0.9em; }\n"
            "table { border-collapse: collapse; width: 100%; margin: 0.3em 0; }\n"
            "th, td { border: 1px solid #D8DCE2; padding: 0.2em 0.4em; text-align: left; "
            "vertical-align: top; }\n"
            "td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; "
            "}\n"
            ".scroll { overflow-x: auto; }\n"
            "ul { margin: 0.2em 0; padding-left: 1.2em; }\n"
            "@page { size: A4; margin: 10mm; }\n"
            "@media print { body { font-size: 7.3pt; padding: 0; max-width: none; } "
            ".cols { grid-template-columns: 1fr 1fr; } h1 { font-size: 13pt; } "
            "h2 { font-size: 9.5pt; margin: 0.4em 0 0.15em; } .f, .scroll { overflow: visible; } "
            ".f { font-size: 0.8em; } .f svg { max-width: 100%; height: auto; } table.outputs { "
            "width: auto; } "
            ".step { margin: 0.15em 0; } .algo { padding: 0.3em 0.5em; } "
            ".pair { grid-template-columns: auto 1fr; } .pair > section:first-child { max-width: "
            "20em; } "
            "ul.takeaways li { margin: 0; } }\n"
            "</style>\n</head>\n<body>\n")
            .arg(HandoutStyle::kLayerNorm.name(), HandoutStyle::kRmsNorm.name(),
                 HandoutStyle::kMuted.name(), HandoutStyle::kText.name());
    h += QStringLiteral("<h1>%1</h1>\n").arg(esc(tr("LayerNorm and RMSNorm on one vector")));
    h += QStringLiteral("<p>%1<br><span class=\"muted\">%2 · %3<br>%4</span></p>\n")
             .arg(esc(tr("x = %1 (d = %2)")
                          .arg(LiveFormula::list(ln.input, nk::Precision::Fp64, 8))
                          .arg(ln.d())),
                  esc(report.settingsText()),
                  esc(QLocale(o.language == QLatin1String("zh") ? QLocale::Chinese
                                                                : QLocale::English)
                          .toString(o.date.date(), QLocale::LongFormat)),
                  esc(tr("Made with NormKitchen. Every number was computed by its kernels on this "
                         "vector.")));

    h += QStringLiteral("<div class=\"cols\">\n");
    for (Algorithm a : {Algorithm::LayerNorm, Algorithm::RmsNorm}) {
        const nk::NormTrace &t = a == Algorithm::LayerNorm ? ln : rms;
        const bool isLn = a == Algorithm::LayerNorm;
        h += QStringLiteral("<section class=\"algo %1\">\n<h2>%2</h2>\n")
                 .arg(isLn ? QStringLiteral("ln") : QStringLiteral("rms"),
                      isLn ? QStringLiteral("LayerNorm") : QStringLiteral("RMSNorm"));
        for (StepId id : stepsOf(a)) {
            h += QStringLiteral("<div class=\"step\"><b>%1</b>%2%3</div>\n")
                     .arg(esc(StepCard::title(id)), formula(LiveFormula::symbolic(id)),
                          formula(LiveFormula::withNumbers(t, id, kTerms)));
        }
        h += QStringLiteral("<p>%1</p>\n").arg(esc(report.stats(a).join(QStringLiteral(", "))));
        h += QStringLiteral("<p class=\"muted\">%1</p>\n")
                 .arg(esc(report.costs(a).join(QStringLiteral(" · "))));
        h += QStringLiteral("</section>\n");
    }
    h += QStringLiteral("</div>\n");

    h += QStringLiteral("<h2>%1</h2>\n<div class=\"scroll\"><table>\n<tr><th>%2</th>"
                        "<th class=\"ln\">LayerNorm</th><th class=\"rms\">RMSNorm</th></tr>\n")
             .arg(esc(tr("Comparison, measured on this vector")), esc(tr("Aspect")));
    for (int r = 0; r < FinishReport::RowCount; ++r) {
        const auto cell = [&](int c) {
            return QStringLiteral("<td%1>%2</td>")
                .arg(report.isFlagged(r, c) ? QStringLiteral(" class=\"warn\"") : QString(),
                     HandoutStyle::paragraphs(report.cell(r, c)));
        };
        h += QStringLiteral("<tr><th>%1</th>%2%3</tr>\n")
                 .arg(HandoutStyle::paragraphs(report.cell(r, 0)), cell(1), cell(2));
    }
    h += QStringLiteral("</table></div>\n");

    // The outputs beside the takeaways: the table is narrow.
    h += QStringLiteral("<div class=\"pair\">\n<section>\n");
    // Both outputs, the first elements.
    h += QStringLiteral("<h2>%1</h2>\n<div class=\"scroll\"><table "
                        "class=\"outputs\">\n<tr><th>i</th><th>%2</th>"
                        "<th class=\"ln\">%3</th><th class=\"rms\">%4</th></tr>\n")
             .arg(esc(tr("Outputs")), esc(tr("stored xᵢ")), esc(tr("LayerNorm yᵢ")),
                  esc(tr("RMSNorm yᵢ")));
    const int shown = std::min(ln.d(), kOutputRows);
    for (int i = 0; i < shown; ++i)
        h += QStringLiteral("<tr><td class=\"num\">%1</td><td class=\"num\">%2</td>"
                            "<td class=\"num\">%3</td><td class=\"num\">%4</td></tr>\n")
                 .arg(i + 1)
                 .arg(esc(report.number(ln.storedInput[size_t(i)])),
                      esc(report.number(ln.output()[size_t(i)])),
                      esc(report.number(rms.output()[size_t(i)])));
    h += QStringLiteral("</table></div>\n");
    if (ln.d() > shown)
        h += QStringLiteral("<p class=\"muted\">%1</p>\n")
                 .arg(esc(tr("The first %1 of %2 elements; the app and its JSON trace have them "
                             "all.")
                              .arg(shown)
                              .arg(ln.d())));

    h += QStringLiteral("</section>\n<section>\n");
    // One line per chapter, its first takeaway, with this vector's numbers.
    const Narration &narration = Narration::forLanguage(o.language);
    QStringList takeaways;
    for (int id : o.chapters.isEmpty() ? ChapterCatalog::instance().ids() : o.chapters)
        if (ChapterCatalog::instance().contains(id))
            if (const QStringList t = narration.takeaways(id, ln, rms); !t.isEmpty())
                takeaways << t.front();
    if (!takeaways.isEmpty()) {
        h += QStringLiteral("<h2>%1</h2>\n<ul class=\"takeaways\">\n").arg(esc(tr("Takeaways")));
        for (const QString &t : takeaways)
            h += QStringLiteral("<li>%1</li>\n").arg(esc(t));
        h += QStringLiteral("</ul>\n");
    }
    h += QStringLiteral("</section>\n</div>\n");
    h += QStringLiteral("</body>\n</html>\n");
    return h;
}

bool RevisionSheet::write(const QString &path, const Options &o, QString *error, int timeoutMs)
{
    const auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    if (!o.layerNorm || !o.rmsNorm)
        return fail(tr("nothing to write: no traces"));
    FormulaRenderer *renderer = FormulaRenderer::instance();
    for (const QString &tex : formulas(o))
        renderer->request(tex);
    renderer->waitUntilIdle(timeoutMs); // on time-out the rest print in plain symbols
    const QString page = html(o, [renderer](const QString &tex) { return renderer->svg(tex); });
    if (!HandoutWriter::writeFile(path, page.toUtf8()))
        return fail(tr("could not write %1").arg(path));
    return true;
}

} // namespace nk::ui
