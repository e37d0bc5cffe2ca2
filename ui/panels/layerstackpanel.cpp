#include "panels/layerstackpanel.h"
#include "base/pagedscrollarea.h"

#include "base/cachedlabel.h"
#include "lesson/chaptercatalog.h"
#include "formula/formulaview.h"
#include "lesson/lessoncontroller.h"
#include "charts/linechart.h"
#include "formula/liveformula.h"
#include "base/numbertext.h"
#include "base/theme.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QSlider>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace nk::ui {

using nk::LayerStack;
using nk::LayerStatistics;
using nk::StackNorm;

namespace {

constexpr int kSliderSteps = 100; // the slider's units per 1.0 of weight scale
constexpr int kTableDigits = 3;
const StackNorm kStacks[] = {StackNorm::None, StackNorm::LayerNorm, StackNorm::RmsNorm};

QColor stackColour(StackNorm n)
{
    switch (n) {
    case StackNorm::LayerNorm:
        return Theme::layerNorm();
    case StackNorm::RmsNorm:
        return Theme::rmsNorm();
    case StackNorm::None:
        break;
    }
    return Theme::mutedText();
}

} // namespace

LayerStackPanel::LayerStackPanel(LessonController *controller, QWidget *parent)
    : ChapterPanel(controller, parent)
{
    setObjectName(QStringLiteral("layerStackPanel"));
    // Execute shares its height by fixed factors: the panel takes what it is given (the charts
    // shrink) instead of pushing the kitchen out at presentation zoom.
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Ignored);
    // Charts keep a readable height when the panel is short.
    m_scroll = addScrollArea();
    m_scroll->viewport()->installEventFilter(this);
    QWidget *content = m_scroll->widget();
    auto layout = new QVBoxLayout(content);
    layout->setContentsMargins(8, 4, 8, 4);

    auto controls = m_controls = new QHBoxLayout;
    m_scaleLabel = new QLabel(content);
    m_slider = new QSlider(Qt::Horizontal, content);
    m_slider->setObjectName(QStringLiteral("weightScaleSlider"));
    m_slider->setRange(int(std::lround(LayerStack::kMinWeightScale * kSliderSteps)),
                       int(std::lround(LayerStack::kMaxWeightScale * kSliderSteps)));
    m_slider->setSingleStep(5);
    m_slider->setPageStep(25);
    m_slider->setValue(int(std::lround(m_scale * kSliderSteps)));
    m_slider->setMinimumWidth(160);
    m_scaleLabel->setBuddy(m_slider);
    m_scaleValue = new CachedLabel(content);
    m_scaleValue->setWordWrap(true);
    controls->addWidget(m_scaleLabel);
    controls->addWidget(m_slider, 2);
    controls->addWidget(m_scaleValue, 5);
    layout->addLayout(controls);

    // The last layer's numbers first: they stay in view when the charts below must scroll.
    m_table = new QGridLayout;
    m_table->setHorizontalSpacing(18);
    m_table->setVerticalSpacing(2);
    for (int r = 0; r < 4; ++r) {
        QList<QLabel *> row;
        for (int c = 0; c < 6; ++c) {
            auto cell = new QLabel(content);
            cell->setAlignment(c == 0 ? Qt::AlignLeft | Qt::AlignVCenter
                                      : Qt::AlignRight | Qt::AlignVCenter);
            m_table->addWidget(cell, r, c);
            row << cell;
        }
        m_cells << row;
    }
    m_table->setColumnStretch(6, 1);
    layout->addLayout(m_table);

    auto charts = m_charts = new QHBoxLayout;
    m_spread = new LineChart(content);
    m_spread->setLogY(true);
    m_spread->setIntegerX(true);
    m_peak = new LineChart(content);
    m_peak->setLogY(true);
    m_peak->setIntegerX(true);
    m_formulaBox = new QWidget(content);
    m_formulaBox->setObjectName(QStringLiteral("bridgeFormulas"));
    auto formulas = new QVBoxLayout(m_formulaBox);
    formulas->setContentsMargins(8, 0, 0, 0);
    // μ and σ² with their numbers; the standardization as a formula, then with its numbers.
    for (int i = 0; i < 3; ++i) {
        auto caption = new CachedLabel(m_formulaBox);
        caption->setWordWrap(true);
        formulas->addWidget(caption);
        m_formulaCaptions << caption;
        for (int k = 0; k < (i == 2 ? 2 : 1); ++k) {
            auto view = new FormulaView(m_formulaBox);
            formulas->addWidget(view);
            m_formulaViews << view;
        }
    }
    formulas->addStretch(1);
    m_right = new QStackedWidget(content);
    m_right->addWidget(m_peak);
    m_right->addWidget(m_formulaBox);
    charts->addWidget(m_spread, 1);
    charts->addWidget(m_right, 1);
    layout->addLayout(charts, 1);

    m_note = new CachedLabel(content);
    m_note->setWordWrap(true);
    layout->addWidget(m_note);

    connect(m_slider, &QSlider::valueChanged, this,
            [this](int v) { setWeightScale(double(v) / kSliderSteps); });
    connect(controller, &LessonController::inputChanged, this, [this] {
        recompute();
        refresh();
    });
    recompute();
    retranslate();
    applyFonts();
}

LayerStackPanel::~LayerStackPanel() = default;

bool LayerStackPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (m_scroll && watched == m_scroll->viewport() && event->type() == QEvent::Resize)
        fitChartsToPage();
    return ChapterPanel::eventFilter(watched, event);
}

void LayerStackPanel::setPresenting(bool presenting)
{
    ChapterPanel::setPresenting(presenting);
    fitChartsToPage();
}

void LayerStackPanel::fitChartsToPage()
{
    // Presenting, the slider, the table and the charts on one page where the charts keep a
    // readable height: the charts had been pushed below the first page (and at a
    // projector's zoom made 719 px tall by the formula box beside them, in a 260 px page).
    if (!m_scroll)
        return;
    if (!isPresenting()) { // the window's wheel scrolls to charts at their full height
        m_spread->setMaximumHeight(QWIDGETSIZE_MAX);
        m_right->setMaximumHeight(QWIDGETSIZE_MAX);
        return;
    }
    const QLayout *content = m_scroll->widget()->layout();
    const QMargins margins = content->contentsMargins();
    int others = margins.top() + margins.bottom() + m_controls->sizeHint().height() +
                 m_table->sizeHint().height() + 2 * content->spacing();
    if (m_note->isVisibleTo(this))
        others += m_note->heightForWidth(m_scroll->viewport()->width()) + content->spacing();
    // Below about ten lines of its text a log chart elides its ticks and axis title: then it
    // takes the next page, whole (the clicker pages there), rather than shrink.
    const int readable = m_spread->minimumSizeHint().height() * 5 / 3;
    const int fit = m_scroll->viewport()->height() - others;
    const int page = fit >= readable ? fit : std::max(readable, m_scroll->viewport()->height() - 8);
    m_spread->setMaximumHeight(page);
    m_right->setMaximumHeight(page);
}

void LayerStackPanel::setWeightScale(double scale)
{
    scale = std::clamp(scale, LayerStack::kMinWeightScale, LayerStack::kMaxWeightScale);
    if (scale == m_scale)
        return;
    m_scale = scale;
    {
        const QSignalBlocker block(m_slider);
        m_slider->setValue(int(std::lround(scale * kSliderSteps)));
    }
    recompute();
    refresh();
}

void LayerStackPanel::recompute()
{
    const std::vector<double> &x = controller()->input();
    const int n = LayerStack::inputSizeFor(int(x.size()));
    // The weights depend on d only: a new stack when d changes, not on every edit.
    if (!m_stack || m_stack->inputSize() != n)
        m_stack = std::make_unique<LayerStack>(n);
    m_result =
        nk::LayerStackComparison::compute(*m_stack, x, m_scale, controller()->settings().eps);
}

void LayerStackPanel::showStep(int chapter, int step)
{
    const ChapterCatalog::Chapter *c = ChapterCatalog::instance().chapter(chapter);
    const QString key = c && step >= 0 && step < c->stepCount() ? c->steps[step].key : QString();
    // The steps reveal the stacks in teaching order; any other step shows them all.
    m_shown = key == QLatin1String("drift") ? 1 : key == QLatin1String("layernorm") ? 2 : 3;
    m_formulas = key == QLatin1String("standardize");
    refresh();
    fitChartsToPage(); // the table shows more rows
}

bool LayerStackPanel::showsFormulas() const
{
    return m_formulas;
}

void LayerStackPanel::setLanguage(const QString &lang)
{
    ChapterPanel::setLanguage(lang);
    retranslate();
}

void LayerStackPanel::setZoom(qreal zoom)
{
    ChapterPanel::setZoom(zoom);
    applyFonts();
}

void LayerStackPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::PaletteChange)
        refresh();
    ChapterPanel::changeEvent(event);
}

QString LayerStackPanel::scaleText() const
{
    return m_scaleValue->text();
}

QList<QStringList> LayerStackPanel::tableRows() const
{
    QList<QStringList> rows;
    for (int r = 0; r < 1 + m_shown; ++r) {
        QStringList row;
        for (QLabel *cell : m_cells[r])
            row << cell->text();
        rows << row;
    }
    return rows;
}

QStringList LayerStackPanel::formulaTex() const
{
    QStringList out;
    for (FormulaView *f : m_formulaViews)
        out << f->tex();
    return out;
}

void LayerStackPanel::retranslate()
{
    m_scaleLabel->setText(tr("&Weight scale"));
    m_slider->setAccessibleName(tr("Weight scale of the random layers"));
    m_spread->setTitle(tr("σ per layer (log scale)"));
    m_spread->setAxisTitles(tr("layer"), tr("σ"));
    m_peak->setTitle(tr("Largest |x| per layer (log scale)"));
    m_peak->setAxisTitles(tr("layer"), tr("max |x|"));
    m_formulaCaptions[0]->setText(tr("Your vector: the mean μ"));
    m_formulaCaptions[1]->setText(tr("The variance σ²"));
    m_formulaCaptions[2]->setText(tr("Standardize, with ε in the divisor"));
    refresh();
}

void LayerStackPanel::applyFonts()
{
    const QFont base = zoomedFont(Theme::FontRole::Control);
    for (QLabel *l : {m_scaleLabel, m_scaleValue, m_note})
        l->setFont(base);
    for (QLabel *l : std::as_const(m_formulaCaptions))
        l->setFont(zoomedFont(Theme::FontRole::Control, true));
    for (FormulaView *f : std::as_const(m_formulaViews))
        f->setFont(zoomedFont(Theme::FontRole::Label));
    for (int r = 0; r < m_cells.size(); ++r)
        for (QLabel *cell : std::as_const(m_cells[r]))
            cell->setFont(zoomedFont(Theme::FontRole::Control, r == 0));
    m_spread->setZoom(zoom());
    m_peak->setZoom(zoom());
}

void LayerStackPanel::refresh()
{
    // Showing a table row activates the content's layout at its old height: the charts shrank
    // by the new rows, then grew back once the scroll area had made the content taller (each
    // resize lays a chart's axes out again: a tenth of a step change). Held here, the content
    // takes its new height first and is laid out once.
    QLayout *content = m_scroll->widget()->layout();
    content->setEnabled(false);
    refreshContent();
    content->setEnabled(true);
    m_table->invalidate();
    content->invalidate();
    m_scroll->setWidgetResizable(true); // the content's new height, before its layout runs
}

void LayerStackPanel::refreshContent()
{
    const auto stackName = [](StackNorm n) {
        switch (n) {
        case StackNorm::LayerNorm:
            return tr("LayerNorm");
        case StackNorm::RmsNorm:
            return tr("RMSNorm");
        case StackNorm::None:
            break;
        }
        return tr("No norm");
    };
    const int layers = int(m_result.none.size()) - 1;
    m_scaleValue->setToolTip(tr("%1 random layers of width %2 (a linear map, then a leaky "
                                "ReLU), the same weights for all three stacks; the norms use "
                                "γ = 1, β = 0 and your ε. Layer 0 is your vector.")
                                 .arg(layers)
                                 .arg(m_result.width));
    m_scaleValue->setText(
        tr("s = %1: without a norm the size changes about %2× per layer (%3× at s ≈ %4)")
            .arg(NumberText::number(m_scale, 3),
                 NumberText::number(LayerStack::expectedGain(m_scale), 3),
                 NumberText::number(1.0, 1),
                 NumberText::number(LayerStack::criticalWeightScale(), 3)));

    // Charts: one line per stack shown, layer 0 being the input itself.
    for (int k = 0; k < m_shown; ++k) {
        const StackNorm n = kStacks[k];
        const std::vector<LayerStatistics> &stats = m_result.of(n);
        QVector<QPointF> spread, peak;
        for (size_t l = 0; l < stats.size(); ++l) {
            spread << QPointF(double(l), stats[l].std);
            peak << QPointF(double(l), std::max(std::abs(stats[l].min), std::abs(stats[l].max)));
        }
        const Qt::PenStyle style = n == StackNorm::None ? Qt::DashLine : Qt::SolidLine;
        m_spread->setSeries(k, stackName(n), stackColour(n), spread, style);
        m_peak->setSeries(k, stackName(n), stackColour(n), peak, style);
    }
    m_spread->truncateSeries(m_shown);
    m_peak->truncateSeries(m_shown);
    m_spread->setXRange(0, std::max(1, layers));
    m_peak->setXRange(0, std::max(1, layers));
    m_right->setCurrentWidget(m_formulas ? m_formulaBox : static_cast<QWidget *>(m_peak));
    // The formulas need more width than the second chart.
    m_charts->setStretch(0, m_formulas ? 2 : 1);
    m_charts->setStretch(1, m_formulas ? 3 : 1);

    // The last layer's statistics.
    const QStringList head = {tr("after layer %1").arg(layers),
                              QStringLiteral("μ"),
                              QStringLiteral("σ"),
                              QStringLiteral("RMS"),
                              tr("min"),
                              tr("max")};
    for (int c = 0; c < 6; ++c)
        m_cells[0][c]->setText(head[c]);
    for (int k = 0; k < 3; ++k) {
        const StackNorm n = kStacks[k];
        const bool shown = k < m_shown;
        const LayerStatistics &s = m_result.of(n).back();
        const double values[] = {s.mean, s.std, s.rms, s.min, s.max};
        m_cells[k + 1][0]->setText(stackName(n));
        Theme::setTextColour(m_cells[k + 1][0], stackColour(n));
        for (int c = 1; c < 6; ++c)
            m_cells[k + 1][c]->setText(NumberText::number(values[c - 1], kTableDigits));
        for (QLabel *cell : std::as_const(m_cells[k + 1]))
            cell->setVisible(shown);
    }

    QStringList note;
    if (m_result.inputSize > m_result.stackInput)
        note << tr("Your vector has %1 values: the stack reads the first %2.")
                    .arg(m_result.inputSize)
                    .arg(m_result.stackInput);
    m_note->setText(note.join(QLatin1Char(' ')));
    // The narration names the stack; the note stays for what it cannot know: a cut input.
    m_note->setVisible(m_result.inputSize > m_result.stackInput);
    Theme::setTextColour(m_note, Theme::mutedText());

    if (m_formulas) {
        const nk::NormTrace &ln = *controller()->layerNorm();
        m_formulaViews[0]->setTex(LiveFormula::withNumbers(ln, nk::StepId::Mean, 4));
        m_formulaViews[1]->setTex(LiveFormula::withNumbers(ln, nk::StepId::Variance, 4));
        m_formulaViews[2]->setTex(LiveFormula::symbolic(nk::StepId::Normalize));
        m_formulaViews[3]->setTex(LiveFormula::withNumbers(ln, nk::StepId::Normalize, 4));
    }
}

} // namespace nk::ui
