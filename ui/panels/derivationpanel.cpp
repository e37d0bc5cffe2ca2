#include "panels/derivationpanel.h"
#include "base/pagedscrollarea.h"

#include "charts/barchart.h"
#include "lesson/chaptercatalog.h"
#include "formula/formulalines.h"
#include "lesson/lessoncontroller.h"
#include "formula/liveformula.h"
#include "base/theme.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace nk::ui {

namespace {

const char *const kStepKeys[DerivationPanel::kLines] = {"split", "expand", "cross-term", "average"};

QString num(double v)
{
    return LiveFormula::texNumber(v, DerivationPanel::kDigits);
}

// A factor in a product: negative numbers in parentheses.
QString factor(double v)
{
    const QString t = num(v);
    return v < 0 ? QStringLiteral("(%1)").arg(t) : t;
}

} // namespace

DerivationPanel::DerivationPanel(LessonController *controller, QWidget *parent)
    : ChapterPanel(controller, parent)
{
    setObjectName(QStringLiteral("derivationPanel"));
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Ignored);
    auto outer = new QHBoxLayout(this);
    outer->setContentsMargins(8, 4, 8, 4);
    // The lines scroll when they are taller than the panel (a projector at a large zoom): the
    // formulas keep a readable size and the current line is kept in view.
    m_scroll = new PagedScrollArea(this);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setWidgetResizable(true);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll->setFocusPolicy(Qt::NoFocus);
    m_scroll->setMinimumSize(1, 1);
    auto content = new QWidget;
    content->setAutoFillBackground(false);
    m_scroll->viewport()->setAutoFillBackground(false);
    auto lines = new QVBoxLayout(content);
    lines->setContentsMargins(0, 0, 0, 0);
    lines->setSpacing(2);
    for (int i = 0; i < kLines; ++i) {
        auto caption = new QLabel(content);
        caption->setWordWrap(true);
        auto symbolic = new FormulaLines(content);
        auto live = new FormulaLines(content);
        lines->addWidget(caption);
        lines->addWidget(symbolic);
        lines->addWidget(live);
        lines->addSpacing(6);
        m_captions << caption;
        m_symbolic << symbolic;
        m_live << live;
    }
    lines->addStretch(1);
    m_scroll->setWidget(content);
    content->installEventFilter(this);
    m_scroll->viewport()->installEventFilter(this);
    m_keepLineInView.setSingleShot(true);
    m_keepLineInView.setInterval(0);
    connect(&m_keepLineInView, &QTimer::timeout, this, &DerivationPanel::keepCurrentLineInView);
    outer->addWidget(m_scroll, 3);
    m_chart = new BarChart(this);
    m_chart->setStacked(true);
    m_chart->setMinimumWidth(kChartWidth);
    m_chart->setValueLabelDigits(kDigits);
    outer->addWidget(m_chart, 1);

    connect(controller, &LessonController::inputChanged, this, &DerivationPanel::refresh);
    retranslate();
    applyFonts();
}

void DerivationPanel::showStep(int chapter, int step)
{
    const ChapterCatalog::Chapter *c = ChapterCatalog::instance().chapter(chapter);
    const QString key = c && step >= 0 && step < c->stepCount() ? c->steps[step].key : QString();
    m_current = kLines - 1;
    for (int i = 0; i < kLines; ++i)
        if (key == QLatin1String(kStepKeys[i]))
            m_current = i;
    refresh();
    m_keepAfterStep = true;
    m_keepLineInView.start();
}

int DerivationPanel::visibleLines() const
{
    return m_current + 1;
}

QString DerivationPanel::symbolicTex(int line) const
{
    return m_symbolic.value(line) ? m_symbolic[line]->tex() : QString();
}

QString DerivationPanel::captionText(int line) const
{
    return m_captions.value(line) ? m_captions[line]->text() : QString();
}

QString DerivationPanel::liveTex(int line) const
{
    return m_live.value(line) ? m_live[line]->tex() : QString();
}

void DerivationPanel::setLanguage(const QString &lang)
{
    ChapterPanel::setLanguage(lang);
    retranslate();
}

void DerivationPanel::setZoom(qreal zoom)
{
    ChapterPanel::setZoom(zoom);
    applyFonts();
}

bool DerivationPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Resize)
        m_keepLineInView.start();
    return ChapterPanel::eventFilter(watched, event);
}

bool DerivationPanel::chartFits() const
{
    // The derivation comes first: the chart only beside a formula column it leaves readable.
    return width() >= (kFormulaColumn + kChartWidth) * zoom();
}

void DerivationPanel::updateChartVisibility()
{
    // In predict mode its bars would give RMS² away.
    m_chart->setVisible(!answersHidden() && chartFits());
}

void DerivationPanel::resizeEvent(QResizeEvent *event)
{
    ChapterPanel::resizeEvent(event);
    updateChartVisibility();
}

void DerivationPanel::keepCurrentLineInView()
{
    // From the geometry alone (not from where the lines stood), so the same layout always
    // scrolls the same: the current line whole when it fits, else from its caption; as little
    // of the earlier lines hidden as that allows.
    QRect line = m_captions[m_current]->geometry();
    for (QWidget *w :
         {static_cast<QWidget *>(m_symbolic[m_current]), static_cast<QWidget *>(m_live[m_current])})
        if (w->isVisible())
            line |= w->geometry();
    // The page's full height: the viewport's own ends above the piece its bottom would halve,
    // and follows the scroll position.
    const int view = m_scroll->fullHeight();
    // Only when the step or the layout changed: padding the content for the clicker's next page
    // resizes it too, and must not scroll that page away again.
    if (!m_keepAfterStep && line == m_keptLine && view == m_keptView)
        return;
    m_keepAfterStep = false;
    m_keptLine = line;
    m_keptView = view;
    m_scroll->showFrom(std::min(line.top(), std::max(0, line.bottom() + 4 - view)));
}

void DerivationPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::PaletteChange)
        refresh();
    ChapterPanel::changeEvent(event);
}

QString DerivationPanel::symbolicFor(int line)
{
    switch (line) {
    case 0:
        return QStringLiteral("x_i = (x_i - \\mu) + \\mu");
    case 1:
        return QStringLiteral("x_i^2 = (x_i - \\mu)^2 + 2\\mu(x_i - \\mu) + \\mu^2 "
                              "\\;\\Rightarrow\\; \\sum_i x_i^2 = \\sum_i (x_i - \\mu)^2 + "
                              "2\\mu\\sum_i (x_i - \\mu) + d\\mu^2");
    case 2:
        return QStringLiteral("\\sum_i (x_i - \\mu) = \\sum_i x_i - d\\mu = 0 "
                              "\\;\\Rightarrow\\; 2\\mu\\sum_i (x_i - \\mu) = 0");
    case 3:
        return QStringLiteral("\\frac{1}{d}\\sum_i x_i^2 = \\frac{1}{d}\\sum_i (x_i - \\mu)^2 + "
                              "\\mu^2 \\;\\Leftrightarrow\\; \\mathrm{RMS}^2 = \\sigma^2 + \\mu^2 "
                              "\\;\\Rightarrow\\; \\mathrm{RMS} \\ge \\sigma");
    default:
        return {};
    }
}

QString DerivationPanel::liveFor(int line, const nk::RmsIdentity &r)
{
    if (r.d == 0)
        return {};
    constexpr int kTerms = 4;
    switch (line) {
    case 0: {
        // The first element written out, then all deviations and μ.
        return QStringLiteral("x_1 = (%1 - %2) + %2 = %3 + %2,\\quad "
                              "x_i - \\mu = \\left[%4\\right]")
            .arg(num(r.x.front()), factor(r.mean), factor(r.deviations.front()),
                 LiveFormula::texSum(r.deviations, kDigits, kTerms)
                     .replace(QStringLiteral(" + "), QStringLiteral(",\\ ")));
    }
    case 1:
        return QStringLiteral("%1 = %2 + 2 \\cdot %3 \\cdot \\left(%4\\right) + %5 \\cdot %6")
            .arg(num(r.sumSquares), num(r.sumDeviationSquares), factor(r.mean),
                 LiveFormula::texSum(r.deviations, kDigits, kTerms), QString::number(r.d),
                 num(r.meanSquared));
    case 2:
        return QStringLiteral("%1 = %2 \\;\\Rightarrow\\; 2 \\cdot %3 \\cdot %4 = %5")
            .arg(LiveFormula::texSum(r.deviations, kDigits, kTerms), num(r.sumDeviations),
                 factor(r.mean), factor(r.sumDeviations), num(r.crossTerm));
    case 3:
        return QStringLiteral("%1 = %2 + %3,\\quad \\mathrm{RMS} = %4 \\ge \\sigma = %5")
            .arg(num(r.meanSquare), num(r.variance), num(r.meanSquared), num(r.rms), num(r.sigma));
    default:
        return {};
    }
}

QList<ChapterPanel::Question> DerivationPanel::questions() const
{
    if (m_identity.d == 0)
        return {};
    const auto ask = [](const char *source, double answer) {
        return question("nk::ui::DerivationPanel", source, answer);
    };
    switch (m_current) {
    case 0: {
        Question mean = ask(QT_TR_NOOP("μ, the mean of your vector?"), m_identity.mean);
        // The slips of a mean (Σ/(d − 1), the sum, the sign), matched for the class session.
        nk::Exercise e;
        e.vector = controller()->input();
        mean.exercise = e;
        mean.quantity = nk::AnswerSlips::Quantity::Mean;
        return {mean};
    }
    case 1:
        return {ask(QT_TR_NOOP("Σxᵢ², the sum of the squares?"), m_identity.sumSquares)};
    case 2:
        return {
            ask(QT_TR_NOOP("Σ(xᵢ − μ), as the computer adds it up?"), m_identity.sumDeviations)};
    case 3:
        return {ask(QT_TR_NOOP("RMS² = σ² + μ²: what is RMS²?"), m_identity.meanSquare),
                ask(QT_TR_NOOP("And σ, the standard deviation (without ε)?"), m_identity.sigma)};
    default:
        return {};
    }
}

void DerivationPanel::setAnswersHidden(bool hidden)
{
    if (hidden == answersHidden())
        return;
    ChapterPanel::setAnswersHidden(hidden);
    refresh();
}

void DerivationPanel::retranslate()
{
    m_titles = {tr("1. Write each value as its gap from the mean, plus the mean"),
                tr("2. Square it, and add up over all d values"),
                tr("3. The gaps add up to zero: the cross term vanishes"),
                tr("4. Divide by d: RMS² = σ² + μ², so RMS ≥ σ")};
    // The lines still to come, named without their result (the last one's is the chapter's
    // point), so step 1 shows the road instead of one line over an empty panel.
    m_ahead = {QString(), m_titles[1], tr("3. What the gaps add up to"),
               tr("4. Divide by d: what that says about RMS and σ")};
    m_chart->setTitle(tr("RMS² beside σ² + μ²"));
    m_chart->setValueAxisTitle(tr("value"));
    refresh();
}

void DerivationPanel::applyFonts()
{
    // The line being explained is set larger, for the back of the room; the earlier ones
    // stay readable above it.
    for (int i = 0; i < kLines; ++i) {
        const bool current = i == m_current;
        QFont caption =
            zoomedFont(current ? Theme::FontRole::Body : Theme::FontRole::Control, current);
        caption.setItalic(i > m_current); // still to come
        m_captions[i]->setFont(caption);
        m_symbolic[i]->setFont(
            zoomedFont(current ? Theme::FontRole::CardTitle : Theme::FontRole::Body));
        m_live[i]->setFont(
            zoomedFont(current ? Theme::FontRole::CardTitle : Theme::FontRole::Body));
    }
    m_chart->setZoom(zoom());
    updateChartVisibility();
}

void DerivationPanel::refresh()
{
    m_identity = nk::RmsIdentity::compute(controller()->input());
    for (int i = 0; i < kLines; ++i) {
        const bool shown = i <= m_current;
        m_captions[i]->setText(shown ? m_titles.value(i) : m_ahead.value(i));
        if (i == m_current + 1)
            m_captions[i]->setText(tr("Next: %1").arg(m_ahead.value(i)));
        m_captions[i]->setProperty(PagedScrollArea::kAside, !shown);
        m_symbolic[i]->setVisible(shown);
        // Predict mode: the current line's numbers wait for the guess.
        m_live[i]->setVisible(shown && !(answersHidden() && i == m_current));
        if (!shown) {
            // Still to come: a faint outline of the derivation's road.
            QColor faint = Theme::mutedText();
            faint.setAlphaF(0.7);
            Theme::setTextColour(m_captions[i], faint);
            continue;
        }
        m_symbolic[i]->setTex(symbolicFor(i));
        m_live[i]->setTex(liveFor(i, m_identity));
        // The line being explained stands out; the earlier ones step back.
        const QColor colour = i == m_current ? Theme::text() : Theme::mutedText();
        for (QWidget *w :
             {static_cast<QWidget *>(m_captions[i]), static_cast<QWidget *>(m_symbolic[i]),
              static_cast<QWidget *>(m_live[i])})
            Theme::setTextColour(w, colour);
    }
    applyFonts();
    m_chart->setCategories({tr("σ² + μ²"), QStringLiteral("RMS²")});
    m_chart->setSeries(0, QStringLiteral("σ²"), Theme::layerNorm(), {m_identity.variance, 0.0});
    m_chart->setSeries(1, QStringLiteral("μ²"), Theme::mutedText(), {m_identity.meanSquared, 0.0});
    m_chart->setSeries(2, QStringLiteral("RMS²"), Theme::rmsNorm(), {0.0, m_identity.meanSquare});
    updateChartVisibility();
}

} // namespace nk::ui
