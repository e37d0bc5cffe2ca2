#include "handout/handoutbuilder.h"

#include "charts/barchart.h"
#include "lesson/chaptercatalog.h"
#include "panels/codelistings.h"
#include "exercises/exerciseformatter.h"
#include "exercises/exercisesheet.h"
#include "handout/finishreport.h"
#include "formula/formularenderer.h"
#include "formula/liveformula.h"
#include "lesson/narration.h"
#include "norm/numberformat.h"
#include "kitchen/normstepsscene.h"
#include "base/numbertext.h"
#include "numeric/precision.h"
#include "lesson/scenetiming.h"
#include "controls/stepcard.h"
#include "formula/texplaintext.h"

#include <QLocale>
#include <QPainter>
#include <QPicture>

#include <algorithm>
#include <cmath>
#include <functional>
#include <memory>
#include <utility>
#include <vector>

namespace nk::ui {

namespace {

using namespace HandoutStyle;
using nk::Algorithm;
using nk::StepId;

// The output table lists at most this many elements.
constexpr int kMaxRows = 64;
// The title page lists a vector this long whole; a longer one by its first and last values.
constexpr int kTitleValues = 16;
constexpr int kTitleHead = 8;
constexpr int kTitleTail = 2;
// The title page's notes on stored values: this many, then how many more.
constexpr int kTitleNotes = 3;

} // namespace

class HandoutBuilder::Impl
{
public:
    // ex: the text's x-height in device units (MathJax sizes formulas in ex).
    Impl(const HandoutPdf::Options &o, double ex, double contentWidth)
        : m_o(o)
        , m_ex(ex)
        , m_width(contentWidth)
        , m_narration(Narration::forLanguage(o.language))
        , m_ln(*o.layerNorm)
        , m_rms(*o.rmsNorm)
    {
    }

    QString html;
    std::vector<Drawing> pending;

    // The handout in pieces short enough for one turn of the event loop: the title page, each
    // chapter's heading, each of its steps, its takeaways, the results.
    void plan()
    {
        const ChapterCatalog &catalog = ChapterCatalog::instance();
        const QList<int> chapters = m_o.chapters.isEmpty() ? catalog.ids() : m_o.chapters;
        m_pieces.push_back([this, chapters] { titlePage(chapters); });
        for (int id : chapters) {
            const ChapterCatalog::Chapter *c = catalog.chapter(id);
            if (!c)
                continue;
            m_pieces.push_back([this, c] { chapterHead(*c); });
            for (int s = 0; s < c->stepCount(); ++s)
                m_pieces.push_back([this, c, s] { chapterStep(*c, s); });
            m_pieces.push_back([this, c] { chapterTakeaways(*c); });
        }
        m_pieces.push_back([this] { results(); });
    }
    int pieceCount() const { return int(m_pieces.size()); }

    // Builds piece i. False when a formula it needs is not typeset yet: the piece is undone,
    // missingTex() says what it waits for, and it is built again once those are typeset.
    bool buildPiece(int i)
    {
        const qsizetype htmlBefore = html.size();
        const size_t pendingBefore = pending.size();
        m_missing.clear();
        m_pieces[size_t(i)]();
        if (m_missing.isEmpty())
            return true;
        html.truncate(htmlBefore);
        pending.resize(pendingBefore);
        return false;
    }
    const QStringList &missingTex() const { return m_missing; }
    // After MathJax did not answer in time: formulas it lacks print in plain symbols.
    void stopWaiting() { m_waitForMathJax = false; }

private:
    QString marker(Drawing p)
    {
        pending.push_back(std::move(p));
        return QStringLiteral("@@%1@@").arg(pending.size() - 1);
    }

    // MathJax's SVG for tex; when it is not typeset yet, requested and noted as missing (about
    // 25 ms a formula on MathJax's worker).
    QByteArray typeset(const QString &tex)
    {
        FormulaRenderer *renderer = FormulaRenderer::instance();
        QByteArray svg = renderer->svg(tex);
        if (svg.isEmpty() && m_waitForMathJax && !renderer->hasFailed(tex)) {
            renderer->request(tex);
            if (!m_missing.contains(tex))
                m_missing << tex;
        }
        return svg;
    }

    // The formula's width at scale, in device units (0 when MathJax failed).
    double naturalWidth(const QString &tex, double scale)
    {
        return FormulaRenderer::metrics(typeset(tex)).widthEx * m_ex * scale;
    }

    // The formula as vector paths, shrunk to maxWidth if wider; in plain symbols when MathJax
    // could not typeset it.
    QString formula(const QString &tex, double scale, double maxWidth)
    {
        const QByteArray svg = typeset(tex);
        const FormulaRenderer::Metrics m = FormulaRenderer::metrics(svg);
        if (svg.isEmpty() || !m.isValid())
            return esc(TexPlainText::convert(tex));
        Drawing p;
        p.svg = FormulaRenderer::withColor(svg, kText);
        p.size = QSizeF(m.widthEx * m_ex * scale, m.heightEx * m_ex * scale);
        if (maxWidth > 0 && p.size.width() > maxWidth)
            p.size *= maxWidth / p.size.width();
        return marker(p);
    }

    QString chart(const std::vector<double> &ln, const std::vector<double> *rms)
    {
        const int d = int(ln.size());
        auto bars = std::make_unique<BarChart>();
        QStringList categories;
        for (int i = 0; i < d; ++i)
            categories << QStringLiteral("x%1").arg(i + 1);
        bars->setCategories(categories);
        bars->setSeries(0, QStringLiteral("LayerNorm"), kLayerNorm,
                        QVector<double>(ln.begin(), ln.end()));
        if (rms)
            bars->setSeries(1, QStringLiteral("RMSNorm"), kRmsNorm,
                            QVector<double>(rms->begin(), rms->end()));
        bars->setValueLabelDigits(d <= 8 ? 3 : 0);
        bars->setTitle(HandoutPdf::tr("Values after this step"));
        bars->setZoom(0.75);
        Drawing p;
        p.isChart = true;
        p.size = QSizeF(m_width * 0.7, m_width * 0.34);
        QPainter painter(&p.chart);
        bars->paintInto(painter, QRectF(QPointF(), p.size), p.size.toSize());
        painter.end();
        return marker(p);
    }

    QString number(double v) const { return NumberText::number(v, m_ln.settings.precision); }

    void titlePage(const QList<int> &chapters)
    {
        const ChapterCatalog &catalog = ChapterCatalog::instance();
        html += QStringLiteral("<h1 style='font-size:26pt; margin-top:48px'>%1</h1>")
                    .arg(esc(HandoutPdf::tr("NormKitchen handout")));
        html += QStringLiteral("<p style='font-size:15pt; color:%1'>%2</p>")
                    .arg(kMuted.name(), esc(HandoutPdf::tr("LayerNorm and RMSNorm on one vector")));
        const FinishReport report(m_o.layerNorm, m_o.rmsNorm);
        const int typedDigits = nk::NumberFormat::displayDigits(nk::Precision::Fp64);
        const auto typedText = [typedDigits](double v) {
            return NumberText::number(v, typedDigits);
        };
        // A long vector is summarised: its first and last values, its range, μ and RMS (the
        // JSON trace and the app hold every value).
        QStringList typed;
        const int d = m_ln.d();
        const bool summarise = d > kTitleValues;
        for (int i = 0; i < d; ++i) {
            if (summarise && i == kTitleHead)
                typed << QStringLiteral("…");
            if (!summarise || i < kTitleHead || i >= d - kTitleTail)
                typed << typedText(m_ln.input[size_t(i)]);
        }
        QString rows;
        auto row = [&rows](const QString &key, const QString &value) {
            rows += QStringLiteral("<tr><td style='color:%1; padding-right:12px'>%2</td>"
                                   "<td>%3</td></tr>")
                        .arg(kMuted.name(), esc(key), value);
        };
        row(HandoutPdf::tr("Version"), esc(HandoutPdf::audienceName(m_o.audience)));
        row(HandoutPdf::tr("Vector"),
            esc(HandoutPdf::tr("x = [%1] (d = %2)").arg(typed.join(QStringLiteral(", "))).arg(d)));
        if (summarise) {
            const auto [lo, hi] = std::minmax_element(m_ln.input.begin(), m_ln.input.end());
            const nk::TraceStep *mean = m_ln.step(StepId::Mean);
            const nk::TraceStep *rms = m_rms.step(StepId::Rms);
            row(HandoutPdf::tr("Summary"),
                esc(HandoutPdf::tr("smallest %1, largest %2, μ = %3, RMS = %4 (the first %5 and "
                                   "last %6 values are shown; the app and the JSON trace hold "
                                   "all %7)")
                        .arg(typedText(*lo), typedText(*hi),
                             mean ? number(mean->scalar) : QStringLiteral("—"),
                             rms ? number(rms->scalar) : QStringLiteral("—"))
                        .arg(kTitleHead)
                        .arg(kTitleTail)
                        .arg(d)));
        }
        row(HandoutPdf::tr("Parameters"), esc(report.settingsText()));
        row(HandoutPdf::tr("Date"),
            esc(QLocale(m_o.language == QLatin1String("zh") ? QLocale::Chinese : QLocale::English)
                    .toString(m_o.date.date(), QLocale::LongFormat)));
        QStringList titles;
        for (int id : chapters)
            if (catalog.contains(id))
                titles << esc(m_narration.chapterTitle(id));
        row(HandoutPdf::tr("Chapters"), titles.join(QStringLiteral("<br>")));
        html += QStringLiteral("<table cellspacing='0' cellpadding='4' style='margin-top:24px; "
                               "font-size:12pt'>%1</table>")
                    .arg(rows);

        html += QStringLiteral("<h3 style='margin-top:28px'>%1</h3>")
                    .arg(esc(HandoutPdf::tr("What the precision does to the typed values")));
        const QStringList notes = HandoutPdf::storageNotes(m_ln);
        if (notes.isEmpty()) {
            html +=
                QStringLiteral("<p>%1</p>")
                    .arg(esc(
                        HandoutPdf::tr("%1 keeps every typed value exactly.")
                            .arg(QString::fromStdString(nk::toString(m_ln.settings.precision)))));
        } else {
            html += QStringLiteral("<ul>");
            for (qsizetype i = 0; i < std::min<qsizetype>(notes.size(), kTitleNotes); ++i)
                html += QStringLiteral("<li>%1</li>").arg(esc(notes[i]));
            html += QStringLiteral("</ul>");
            if (notes.size() > kTitleNotes) {
                double largest = 0;
                for (int i = 0; i < d; ++i)
                    largest = std::max(
                        largest, std::abs(m_ln.storedInput[size_t(i)] - m_ln.input[size_t(i)]));
                html += QStringLiteral("<p>%1</p>")
                            .arg(esc(HandoutPdf::tr("… and %1 more values like these; the largest "
                                                    "change of a typed xᵢ is %2.")
                                         .arg(notes.size() - kTitleNotes)
                                         .arg(NumberText::number(largest, 3))));
            }
        }
        html += QStringLiteral("<p style='color:%1; margin-top:28px'>%2</p>")
                    .arg(kMuted.name(),
                         esc(HandoutPdf::tr("Every number in this handout was computed by "
                                            "NormKitchen's kernels on this vector.")));
    }

    void chapterHead(const ChapterCatalog::Chapter &c)
    {
        html += QStringLiteral("<h2 style='page-break-before:always; font-size:20pt'>%1</h2>")
                    .arg(esc(m_narration.chapterTitle(c.id)));
        const QString analogy = m_narration.analogy(c.id);
        if (!analogy.isEmpty())
            html += QStringLiteral("<p style='color:%1'><i>%2</i></p>")
                        .arg(kMuted.name(), paragraphs(analogy));
    }

    void chapterStep(const ChapterCatalog::Chapter &c, int s)
    {
        const bool normSteps = c.scene == QLatin1String(NormStepsScene::kName);
        const bool lnOnly =
            c.sceneOptions.value(QLatin1String(NormStepsScene::kLayerNormOnly)).toBool();
        {
            const ChapterCatalog::Step &step = c.steps[s];
            html += QStringLiteral("<h3 style='font-size:14pt; margin-top:18px'>%1. %2</h3>")
                        .arg(s + 1)
                        .arg(esc(m_narration.stepTitle(c.id, s, m_ln.settings.variance)));
            html += QStringLiteral("<p>%1</p>")
                        .arg(paragraphs(m_narration.stepText(c.id, s, m_ln, m_rms)));
            const int row = normSteps ? SceneTiming::beatSlot(c.scene, step.beat) : -1;
            bool drawnAll = true;
            for (const QString &panel : step.panels) {
                if (panel == QLatin1String("kitchen"))
                    continue; // the kitchen is the animation; its words are the step's text
                if (row >= 0 && panel == QLatin1String("cards"))
                    cards(row, lnOnly);
                else if (row >= 0 && panel == QLatin1String("chart"))
                    chartAt(row, lnOnly);
                else if (panel == QLatin1String("code"))
                    code(step.key);
                else if (panel == QLatin1String("misconception"))
                    misconception(c.id, s);
                else if (panel == QLatin1String("interview"))
                    interview(c.id, s);
                else if (panel == QLatin1String("exercises"))
                    exercises();
                else
                    drawnAll = false;
            }
            if (!drawnAll)
                html += QStringLiteral("<p style='color:%1'><i>%2</i></p>")
                            .arg(kMuted.name(),
                                 esc(HandoutPdf::tr("In the app, this step also shows a live "
                                                    "view that the handout does not reproduce.")));
            if (m_o.audience == HandoutPdf::Options::Audience::Teacher) {
                const QString notes = m_narration.teacherNotes(c.id, s, m_ln, m_rms);
                if (!notes.isEmpty())
                    html += QStringLiteral("<p style='color:%1'><b>%2</b> %3</p>")
                                .arg(kMuted.name(), esc(HandoutPdf::tr("Teacher's notes:")),
                                     paragraphs(notes));
                const QString own =
                    m_o.stepNotes.value(QStringLiteral("%1/%2").arg(c.id).arg(step.key));
                if (!own.trimmed().isEmpty())
                    html += QStringLiteral("<p style='color:%1'><b>%2</b> %3</p>")
                                .arg(kMuted.name(), esc(HandoutPdf::tr("Your note:")),
                                     paragraphs(own.trimmed()));
            }
        }
    }

    void chapterTakeaways(const ChapterCatalog::Chapter &c)
    {
        const QStringList takeaways = m_narration.takeaways(c.id, m_ln, m_rms);
        if (!takeaways.isEmpty()) {
            html += QStringLiteral("<h3 style='font-size:14pt; margin-top:18px'>%1</h3><ul>")
                        .arg(esc(HandoutPdf::tr("Takeaways")));
            for (const QString &t : takeaways)
                html += QStringLiteral("<li>%1</li>").arg(esc(t));
            html += QStringLiteral("</ul>");
        }
    }

    // A listing in a monospaced block; `marked` lines (0-based) stand out.
    void listing(const QString &caption, const CodeListings::Listing &l, const QList<int> &marked)
    {
        html += QStringLiteral("<p style='margin-top:8px'><b>%1</b></p>").arg(esc(caption));
        html += QStringLiteral("<pre style='font-family:\"DejaVu Sans Mono\",monospace; "
                               "font-size:8.5pt; background:#F3F4F6'>");
        for (int i = 0; i < l.lines.size(); ++i) {
            const QString line = esc(l.lines[i]);
            html += marked.contains(i)
                        ? QStringLiteral("<span style='background:#FFE8B0'><b>%1</b></span>\n")
                              .arg(line)
                        : line + QLatin1Char('\n');
        }
        html += QStringLiteral("</pre>");
    }

    // Chapter 9: the whole listings on its first step, the kernel on its own, and on the
    // others the lines that compute the step, marked.
    void code(const QString &key)
    {
        using S = CodeListings::Style;
        using Side = CodeListings::Side;
        const auto both = [&](S style, const QString &name) {
            for (Side side : {Side::LayerNorm, Side::RmsNorm})
                listing(QStringLiteral("%1 — %2").arg(name, side == Side::LayerNorm
                                                                ? QStringLiteral("LayerNorm")
                                                                : QStringLiteral("RMSNorm")),
                        CodeListings::listing(style, side),
                        CodeListings::linesFor(style, side, key));
        };
        if (key == QLatin1String("kernel")) {
            listing(HandoutPdf::tr("The project's fp32 kernel (excerpt of %1)")
                        .arg(CodeListings::kernelSource()),
                    CodeListings::listing(S::Kernel, Side::RmsNorm), {});
            return;
        }
        both(S::NumPy, QStringLiteral("NumPy"));
        if (key == QLatin1String("functions"))
            both(S::PyTorch, QStringLiteral("PyTorch"));
    }

    void misconception(int chapter, int step)
    {
        const auto field = [&](const char *context, const char *head, const QString &name) {
            const QString text = m_narration.stepField(chapter, step, name, m_ln, m_rms);
            if (!text.isEmpty())
                html += QStringLiteral("<p><b>%1</b><br/>%2</p>")
                            .arg(esc(QCoreApplication::translate(context, head)), paragraphs(text));
        };
        field("MisconceptionPanel", "Why it is tempting", QStringLiteral("tempting"));
        field("MisconceptionPanel", "What really happens (this vector)", QStringLiteral("truth"));
    }

    void interview(int chapter, int step)
    {
        const QString answer =
            m_narration.stepField(chapter, step, QStringLiteral("answer"), m_ln, m_rms);
        if (!answer.isEmpty())
            html += QStringLiteral("<p><b>%1</b><br/>%2</p>")
                        .arg(esc(HandoutPdf::tr("Answer (with this vector's numbers)")),
                             paragraphs(answer));
    }

    // Chapter 11's sheet (the one `normkitchen quiz --sheet N` prints), its key on the next page.
    void exercises()
    {
        const nk::ExerciseFormatter f(
            m_o.exerciseSheet, nk::ExerciseSheet::generate(m_o.exerciseSheet, m_o.exerciseCount));
        const auto lang = m_o.language == QLatin1String("zh") ? nk::ExerciseFormatter::Language::Zh
                                                              : nk::ExerciseFormatter::Language::En;
        // Line by line, wrapping: the sheet's long lines would not fit a page as a listing.
        const auto block = [&](bool answers) {
            const QString text = QString::fromStdString(f.text(lang, answers));
            for (const QString &line : text.split(QLatin1Char('\n')))
                html += QStringLiteral("<p style='margin:0; font-size:10pt'>%1</p>")
                            .arg(line.isEmpty() ? QStringLiteral("&nbsp;") : esc(line));
        };
        block(false);
        if (m_o.audience == HandoutPdf::Options::Audience::Student)
            return; // the key is the teacher's
        html += QStringLiteral("<h3 style='page-break-before:always; font-size:14pt'>%1</h3>")
                    .arg(esc(HandoutPdf::tr("Answer key of exercise sheet %1")
                                 .arg(QString::number(m_o.exerciseSheet))));
        block(true);
    }

    // One algorithm's step: its name, the formula, the formula with the numbers, the result,
    // the error against fp64 and any numeric flag.
    QString card(const nk::NormTrace &trace, const nk::TraceStep *st, bool emptySlot, double width)
    {
        const QColor colour = trace.algorithm == Algorithm::LayerNorm ? kLayerNorm : kRmsNorm;
        if (emptySlot || !st) {
            std::unique_ptr<StepCard> empty(StepCard::emptySlot(Algorithm::RmsNorm));
            return QStringLiteral("<p style='color:%1'><i>%2</i></p>")
                .arg(colour.name(), esc(empty->titleText()));
        }
        StepCard c(trace.algorithm, st->id);
        c.setTrace(&trace);
        c.setState(true, true);
        QString h = QStringLiteral("<p style='color:%1'><b>%2</b></p>")
                        .arg(colour.name(), esc(c.titleText()));
        h += QStringLiteral("<p>%1</p>").arg(formula(LiveFormula::symbolic(st->id), 1.0, width));
        h += QStringLiteral("<p>%1</p>").arg(formula(c.liveTex(), 0.92, width));
        if (!c.resultText().isEmpty())
            h += QStringLiteral("<p>%1</p>").arg(esc(c.resultText()));
        if (trace.settings.precision != nk::Precision::Fp64)
            h += QStringLiteral("<p style='color:%1; font-size:9pt'>%2</p>")
                     .arg(kMuted.name(), esc(QCoreApplication::translate(
                                                 "StepCard", "Error against fp64: %1 (relative %2)")
                                                 .arg(NumberText::number(st->maxAbsError, 3),
                                                      NumberText::number(st->maxRelError, 3))));
        const QString flags = c.flagText();
        if (!flags.isEmpty())
            h += QStringLiteral("<p style='color:%1'>⚠ %2</p>").arg(kWarning.name(), esc(flags));
        return h;
    }

    // Both algorithms' step side by side; one above the other when a formula would have to
    // shrink to fit half the page.
    void cards(int row, bool lnOnly)
    {
        const double full = m_width - 16, half = m_width / 2 - 16;
        const nk::TraceStep *ln = m_ln.stepAtRow(row);
        const nk::TraceStep *rms = m_rms.stepAtRow(row);
        bool sideBySide = !lnOnly;
        for (const auto &[trace, st] : {std::pair{&m_ln, ln}, std::pair{&m_rms, rms}})
            if (sideBySide && st)
                sideBySide =
                    naturalWidth(LiveFormula::symbolic(st->id), 1.0) <= half &&
                    naturalWidth(LiveFormula::withNumbers(*trace, st->id, 5), 0.92) <= half;
        const QString lnCell =
            QStringLiteral("<td width='%1%' style='border:1px solid %2'>%3</td>")
                .arg(sideBySide ? 50 : 100)
                .arg(kLayerNorm.name(), card(m_ln, ln, false, sideBySide ? half : full));
        const QString rmsCell =
            lnOnly ? QString()
                   : QStringLiteral("<td width='%1%' style='border:1px solid %2'>%3</td>")
                         .arg(sideBySide ? 50 : 100)
                         .arg(kRmsNorm.name(), card(m_rms, rms, !rms, sideBySide ? half : full));
        html += QStringLiteral("<table width='100%' cellspacing='0' cellpadding='6' "
                               "style='border-collapse:collapse; margin-top:6px'>");
        if (sideBySide)
            html += QStringLiteral("<tr>%1%2</tr>").arg(lnCell, rmsCell);
        else
            html += QStringLiteral("<tr>%1</tr>").arg(lnCell) +
                    (lnOnly ? QString() : QStringLiteral("<tr>%1</tr>").arg(rmsCell));
        html += QStringLiteral("</table>");
    }

    void chartAt(int row, bool lnOnly)
    {
        // The Execute view's limit: beyond it the app draws a line, which a page leaves out.
        if (m_ln.d() > BarChart::kMaxVectorBars) {
            html += QStringLiteral("<p style='color:%1'><i>%2</i></p>")
                        .arg(kMuted.name(),
                             esc(HandoutPdf::tr("No chart: d = %1 is more bars than a page shows "
                                                "(the app draws it as a line).")
                                     .arg(m_ln.d())));
            return;
        }
        const std::vector<double> ln = m_ln.valuesAfterRow(row);
        const std::vector<double> rms = m_rms.valuesAfterRow(row);
        html += QStringLiteral("<p align='center'>%1</p>").arg(chart(ln, lnOnly ? nullptr : &rms));
    }

    void results()
    {
        const FinishReport report(m_o.layerNorm, m_o.rmsNorm);
        html += QStringLiteral("<h2 style='page-break-before:always; font-size:20pt'>%1</h2>")
                    .arg(esc(HandoutPdf::tr("Both outputs")));
        const double half = m_width / 2 - 16;
        html += QStringLiteral("<table width='100%' cellspacing='0' cellpadding='6' "
                               "style='border-collapse:collapse'><tr>");
        html += QStringLiteral("<td width='50%' style='border:1px solid %1'>%2<br>%3</td>")
                    .arg(kLayerNorm.name(),
                         formula(QStringLiteral("y = \\gamma \\cdot \\frac{x - \\mu}{\\sqrt{"
                                                "\\sigma^2 + \\varepsilon}} + \\beta"),
                                 1.0, half),
                         esc(report.stats(Algorithm::LayerNorm).join(QStringLiteral(", "))));
        html += QStringLiteral("<td width='50%' style='border:1px solid %1'>%2<br>%3</td>")
                    .arg(kRmsNorm.name(),
                         formula(QStringLiteral("y = \\gamma \\cdot \\frac{x}{\\sqrt{\\frac{1}{d}"
                                                "\\sum_{i} x_i^2 + \\varepsilon}}"),
                                 1.0, half),
                         esc(report.stats(Algorithm::RmsNorm).join(QStringLiteral(", "))));
        html += QStringLiteral("</tr></table>");

        // Every element: typed, stored, both outputs.
        const QString th = QStringLiteral("<th style='border:1px solid #D8DCE2; color:%1'>%2</th>");
        html += QStringLiteral("<table cellspacing='0' cellpadding='4' style='margin-top:12px; "
                               "border-collapse:collapse'><tr>");
        html += th.arg(kText.name(), esc(HandoutPdf::tr("i")));
        html += th.arg(kText.name(), esc(HandoutPdf::tr("typed xᵢ")));
        html += th.arg(kText.name(), esc(HandoutPdf::tr("stored xᵢ")));
        html += th.arg(kLayerNorm.name(), esc(HandoutPdf::tr("LayerNorm yᵢ")));
        html += th.arg(kRmsNorm.name(), esc(HandoutPdf::tr("RMSNorm yᵢ")));
        html += QStringLiteral("</tr>");
        const int d = m_ln.d();
        const QString td =
            QStringLiteral("<td align='right' style='border:1px solid #D8DCE2'>%1</td>");
        for (int i = 0; i < std::min(d, kMaxRows); ++i) {
            html +=
                QStringLiteral("<tr>") + td.arg(i + 1) +
                td.arg(NumberText::number(m_ln.input[size_t(i)],
                                          nk::NumberFormat::displayDigits(nk::Precision::Fp64))) +
                td.arg(number(m_ln.storedInput[size_t(i)])) +
                td.arg(number(m_ln.output()[size_t(i)])) +
                td.arg(number(m_rms.output()[size_t(i)])) + QStringLiteral("</tr>");
        }
        html += QStringLiteral("</table>");
        if (d > kMaxRows)
            html += QStringLiteral("<p>%1</p>")
                        .arg(esc(QCoreApplication::translate(
                                     "FinishView",
                                     "The first %1 of %2 elements; the JSON trace has them all.")
                                     .arg(kMaxRows)
                                     .arg(d)));
        html +=
            QStringLiteral("<p style='color:%1'>%2</p><p style='color:%3'>%4</p>")
                .arg(kLayerNorm.name(),
                     esc(QStringLiteral("LayerNorm: ") + report.errorText(Algorithm::LayerNorm)),
                     kRmsNorm.name(),
                     esc(QStringLiteral("RMSNorm: ") + report.errorText(Algorithm::RmsNorm)));

        html += QStringLiteral("<h2 style='font-size:16pt; margin-top:18px'>%1</h2>")
                    .arg(esc(HandoutPdf::tr("Comparison, measured on this vector")));
        html += QStringLiteral("<table width='100%' cellspacing='0' cellpadding='5' "
                               "style='border-collapse:collapse'><tr>");
        html += th.arg(kText.name(), esc(QCoreApplication::translate("FinishView", "Aspect")));
        html += th.arg(kLayerNorm.name(), QStringLiteral("LayerNorm"));
        html += th.arg(kRmsNorm.name(), QStringLiteral("RMSNorm"));
        html += QStringLiteral("</tr>");
        for (int r = 0; r < FinishReport::RowCount; ++r) {
            html += QStringLiteral("<tr>");
            for (int col = 0; col < 3; ++col)
                html += QStringLiteral("<td style='border:1px solid #D8DCE2; color:%1'>%2</td>")
                            .arg(report.isFlagged(r, col) ? kWarning.name() : kText.name(),
                                 (col == 0 ? QStringLiteral("<b>%1</b>") : QStringLiteral("%1"))
                                     .arg(paragraphs(report.cell(r, col))));
            html += QStringLiteral("</tr>");
        }
        html += QStringLiteral("</table>");
    }

    const HandoutPdf::Options m_o;
    double m_ex;
    double m_width;
    const Narration &m_narration;
    const nk::NormTrace &m_ln;
    const nk::NormTrace &m_rms;
    std::vector<std::function<void()>> m_pieces;
    QStringList m_missing;
    bool m_waitForMathJax = true;
};

HandoutBuilder::HandoutBuilder(const HandoutPdf::Options &options, double ex, double contentWidth)
    : m_impl(std::make_unique<Impl>(options, ex, contentWidth))
{
    m_impl->plan();
}

HandoutBuilder::~HandoutBuilder() = default;

int HandoutBuilder::pieceCount() const
{
    return m_impl->pieceCount();
}

bool HandoutBuilder::buildPiece(int i)
{
    return m_impl->buildPiece(i);
}

const QStringList &HandoutBuilder::missingTex() const
{
    return m_impl->missingTex();
}

void HandoutBuilder::stopWaiting()
{
    m_impl->stopWaiting();
}

QString HandoutBuilder::takeHtml()
{
    return std::move(m_impl->html);
}

std::vector<HandoutStyle::Drawing> HandoutBuilder::takeDrawings()
{
    return std::move(m_impl->pending);
}

} // namespace nk::ui
