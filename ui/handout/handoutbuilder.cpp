#include "handout/handoutbuilder.h"

#include "base/numbertext.h"
#include "handout/finishreport.h"
#include "handout/handoutchapterstep.h"
#include "handout/handoutdrawings.h"
#include "lesson/chaptercatalog.h"
#include "lesson/narration.h"
#include "norm/numberformat.h"
#include "numeric/precision.h"

#include <QCoreApplication>
#include <QLocale>

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
        , m_width(contentWidth)
        , m_narration(Narration::forLanguage(o.language))
        , m_ln(*o.layerNorm)
        , m_rms(*o.rmsNorm)
        , drawings(ex, contentWidth)
        , m_step(m_o, m_narration, drawings, m_width, html)
    {
    }

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
                m_pieces.push_back([this, c, s] { m_step.write(*c, s); });
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
        const size_t drawingsBefore = drawings.count();
        drawings.clearMissing();
        m_pieces[size_t(i)]();
        if (drawings.missingTex().isEmpty())
            return true;
        html.truncate(htmlBefore);
        drawings.truncate(drawingsBefore);
        return false;
    }

private:
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

    void results()
    {
        const FinishReport report(m_o.layerNorm, m_o.rmsNorm);
        html += QStringLiteral("<h2 style='page-break-before:always; font-size:20pt'>%1</h2>")
                    .arg(esc(HandoutPdf::tr("Both outputs")));
        const double half = m_width / 2 - 16;
        html += QStringLiteral("<table width='100%' cellspacing='0' cellpadding='6' "
                               "style='border-collapse:collapse'><tr>");
        html +=
            QStringLiteral("<td width='50%' style='border:1px solid %1'>%2<br>%3</td>")
                .arg(kLayerNorm.name(),
                     drawings.formula(QStringLiteral("y = \\gamma \\cdot \\frac{x - \\mu}{\\sqrt{"
                                                     "\\sigma^2 + \\varepsilon}} + \\beta"),
                                      1.0, half),
                     esc(report.stats(Algorithm::LayerNorm).join(QStringLiteral(", "))));
        html += QStringLiteral("<td width='50%' style='border:1px solid %1'>%2<br>%3</td>")
                    .arg(kRmsNorm.name(),
                         drawings.formula(
                             QStringLiteral("y = \\gamma \\cdot \\frac{x}{\\sqrt{\\frac{1}{d}"
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
    double m_width;
    const Narration &m_narration;
    const nk::NormTrace &m_ln;
    const nk::NormTrace &m_rms;

public:
    QString html;
    HandoutDrawings drawings;

private:
    HandoutChapterStep m_step;
    std::vector<std::function<void()>> m_pieces;
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
    return m_impl->drawings.missingTex();
}

void HandoutBuilder::stopWaiting()
{
    m_impl->drawings.stopWaiting();
}

QString HandoutBuilder::takeHtml()
{
    return std::move(m_impl->html);
}

std::vector<HandoutStyle::Drawing> HandoutBuilder::takeDrawings()
{
    return m_impl->drawings.take();
}

} // namespace nk::ui
