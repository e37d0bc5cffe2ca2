#include "handout/handoutchapterstep.h"

#include "charts/barchart.h"
#include "controls/stepcard.h"
#include "exercises/exerciseformatter.h"
#include "exercises/exercisesheet.h"
#include "formula/liveformula.h"
#include "handout/handoutdrawings.h"
#include "kitchen/normstepsscene.h"
#include "lesson/narration.h"
#include "lesson/scenetiming.h"
#include "base/numbertext.h"
#include "numeric/precision.h"

#include <QCoreApplication>

#include <memory>
#include <utility>

namespace nk::ui {

using namespace HandoutStyle;
using nk::Algorithm;

HandoutChapterStep::HandoutChapterStep(const HandoutPdf::Options &options,
                                       const Narration &narration, HandoutDrawings &drawings,
                                       double width, QString &html)
    : m_o(options)
    , m_narration(narration)
    , m_ln(*options.layerNorm)
    , m_rms(*options.rmsNorm)
    , m_drawings(drawings)
    , m_width(width)
    , m_html(html)
{
}

void HandoutChapterStep::write(const ChapterCatalog::Chapter &c, int s)
{
    const bool normSteps = c.scene == QLatin1String(NormStepsScene::kName);
    const bool lnOnly =
        c.sceneOptions.value(QLatin1String(NormStepsScene::kLayerNormOnly)).toBool();
    {
        const ChapterCatalog::Step &step = c.steps[s];
        m_html += QStringLiteral("<h3 style='font-size:14pt; margin-top:18px'>%1. %2</h3>")
                      .arg(s + 1)
                      .arg(esc(m_narration.stepTitle(c.id, s, m_ln.settings.variance)));
        m_html +=
            QStringLiteral("<p>%1</p>").arg(paragraphs(m_narration.stepText(c.id, s, m_ln, m_rms)));
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
            m_html += QStringLiteral("<p style='color:%1'><i>%2</i></p>")
                          .arg(kMuted.name(),
                               esc(HandoutPdf::tr("In the app, this step also shows a live "
                                                  "view that the handout does not reproduce.")));
        if (m_o.audience == HandoutPdf::Options::Audience::Teacher) {
            const QString notes = m_narration.teacherNotes(c.id, s, m_ln, m_rms);
            if (!notes.isEmpty())
                m_html += QStringLiteral("<p style='color:%1'><b>%2</b> %3</p>")
                              .arg(kMuted.name(), esc(HandoutPdf::tr("Teacher's notes:")),
                                   paragraphs(notes));
            const QString own =
                m_o.stepNotes.value(QStringLiteral("%1/%2").arg(c.id).arg(step.key));
            if (!own.trimmed().isEmpty())
                m_html += QStringLiteral("<p style='color:%1'><b>%2</b> %3</p>")
                              .arg(kMuted.name(), esc(HandoutPdf::tr("Your note:")),
                                   paragraphs(own.trimmed()));
        }
    }
}

// A listing in a monospaced block; `marked` lines (0-based) stand out.
void HandoutChapterStep::listing(const QString &caption, const CodeListings::Listing &l,
                                 const QList<int> &marked)
{
    m_html += QStringLiteral("<p style='margin-top:8px'><b>%1</b></p>").arg(esc(caption));
    m_html += QStringLiteral("<pre style='font-family:\"DejaVu Sans Mono\",monospace; "
                             "font-size:8.5pt; background:#F3F4F6'>");
    for (int i = 0; i < l.lines.size(); ++i) {
        const QString line = esc(l.lines[i]);
        m_html +=
            marked.contains(i)
                ? QStringLiteral("<span style='background:#FFE8B0'><b>%1</b></span>\n").arg(line)
                : line + QLatin1Char('\n');
    }
    m_html += QStringLiteral("</pre>");
}

// Chapter 9: the whole listings on its first step, the kernel on its own, and on the
// others the lines that compute the step, marked.
void HandoutChapterStep::code(const QString &key)
{
    using S = CodeListings::Style;
    using Side = CodeListings::Side;
    const auto both = [&](S style, const QString &name) {
        for (Side side : {Side::LayerNorm, Side::RmsNorm})
            listing(QStringLiteral("%1 — %2").arg(name, side == Side::LayerNorm
                                                            ? QStringLiteral("LayerNorm")
                                                            : QStringLiteral("RMSNorm")),
                    CodeListings::listing(style, side), CodeListings::linesFor(style, side, key));
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

void HandoutChapterStep::misconception(int chapter, int step)
{
    const auto field = [&](const char *context, const char *head, const QString &name) {
        const QString text = m_narration.stepField(chapter, step, name, m_ln, m_rms);
        if (!text.isEmpty())
            m_html += QStringLiteral("<p><b>%1</b><br/>%2</p>")
                          .arg(esc(QCoreApplication::translate(context, head)), paragraphs(text));
    };
    field("MisconceptionPanel", "Why it is tempting", QStringLiteral("tempting"));
    field("MisconceptionPanel", "What really happens (this vector)", QStringLiteral("truth"));
}

void HandoutChapterStep::interview(int chapter, int step)
{
    const QString answer =
        m_narration.stepField(chapter, step, QStringLiteral("answer"), m_ln, m_rms);
    if (!answer.isEmpty())
        m_html += QStringLiteral("<p><b>%1</b><br/>%2</p>")
                      .arg(esc(HandoutPdf::tr("Answer (with this vector's numbers)")),
                           paragraphs(answer));
}

// Chapter 11's sheet (the one `normkitchen quiz --sheet N` prints), its key on the next page.
void HandoutChapterStep::exercises()
{
    const nk::ExerciseFormatter f(
        m_o.exerciseSheet, nk::ExerciseSheet::generate(m_o.exerciseSheet, m_o.exerciseCount));
    const auto lang = m_o.language == QLatin1String("zh") ? nk::ExerciseFormatter::Language::Zh
                                                          : nk::ExerciseFormatter::Language::En;
    // Line by line, wrapping: the sheet's long lines would not fit a page as a listing.
    const auto block = [&](bool answers) {
        const QString text = QString::fromStdString(f.text(lang, answers));
        for (const QString &line : text.split(QLatin1Char('\n')))
            m_html += QStringLiteral("<p style='margin:0; font-size:10pt'>%1</p>")
                          .arg(line.isEmpty() ? QStringLiteral("&nbsp;") : esc(line));
    };
    block(false);
    if (m_o.audience == HandoutPdf::Options::Audience::Student)
        return; // the key is the teacher's
    m_html += QStringLiteral("<h3 style='page-break-before:always; font-size:14pt'>%1</h3>")
                  .arg(esc(HandoutPdf::tr("Answer key of exercise sheet %1")
                               .arg(QString::number(m_o.exerciseSheet))));
    block(true);
}

// One algorithm's step: its name, the formula, the formula with the numbers, the result,
// the error against fp64 and any numeric flag.
QString HandoutChapterStep::card(const nk::NormTrace &trace, const nk::TraceStep *st,
                                 bool emptySlot, double width)
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
    QString h =
        QStringLiteral("<p style='color:%1'><b>%2</b></p>").arg(colour.name(), esc(c.titleText()));
    h += QStringLiteral("<p>%1</p>")
             .arg(m_drawings.formula(LiveFormula::symbolic(st->id), 1.0, width));
    h += QStringLiteral("<p>%1</p>").arg(m_drawings.formula(c.liveTex(), 0.92, width));
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
void HandoutChapterStep::cards(int row, bool lnOnly)
{
    const double full = m_width - 16, half = m_width / 2 - 16;
    const nk::TraceStep *ln = m_ln.stepAtRow(row);
    const nk::TraceStep *rms = m_rms.stepAtRow(row);
    bool sideBySide = !lnOnly;
    for (const auto &[trace, st] : {std::pair{&m_ln, ln}, std::pair{&m_rms, rms}})
        if (sideBySide && st)
            sideBySide =
                m_drawings.naturalWidth(LiveFormula::symbolic(st->id), 1.0) <= half &&
                m_drawings.naturalWidth(LiveFormula::withNumbers(*trace, st->id, 5), 0.92) <= half;
    const QString lnCell =
        QStringLiteral("<td width='%1%' style='border:1px solid %2'>%3</td>")
            .arg(sideBySide ? 50 : 100)
            .arg(kLayerNorm.name(), card(m_ln, ln, false, sideBySide ? half : full));
    const QString rmsCell =
        lnOnly ? QString()
               : QStringLiteral("<td width='%1%' style='border:1px solid %2'>%3</td>")
                     .arg(sideBySide ? 50 : 100)
                     .arg(kRmsNorm.name(), card(m_rms, rms, !rms, sideBySide ? half : full));
    m_html += QStringLiteral("<table width='100%' cellspacing='0' cellpadding='6' "
                             "style='border-collapse:collapse; margin-top:6px'>");
    if (sideBySide)
        m_html += QStringLiteral("<tr>%1%2</tr>").arg(lnCell, rmsCell);
    else
        m_html += QStringLiteral("<tr>%1</tr>").arg(lnCell) +
                  (lnOnly ? QString() : QStringLiteral("<tr>%1</tr>").arg(rmsCell));
    m_html += QStringLiteral("</table>");
}

void HandoutChapterStep::chartAt(int row, bool lnOnly)
{
    // The Execute view's limit: beyond it the app draws a line, which a page leaves out.
    if (m_ln.d() > BarChart::kMaxVectorBars) {
        m_html += QStringLiteral("<p style='color:%1'><i>%2</i></p>")
                      .arg(kMuted.name(),
                           esc(HandoutPdf::tr("No chart: d = %1 is more bars than a page shows "
                                              "(the app draws it as a line).")
                                   .arg(m_ln.d())));
        return;
    }
    const std::vector<double> ln = m_ln.valuesAfterRow(row);
    const std::vector<double> rms = m_rms.valuesAfterRow(row);
    m_html += QStringLiteral("<p align='center'>%1</p>")
                  .arg(m_drawings.chart(ln, lnOnly ? nullptr : &rms));
}

} // namespace nk::ui
