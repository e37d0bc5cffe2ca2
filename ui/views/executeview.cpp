#include "views/executeview.h"

#include "charts/barchart.h"
#include "base/cachedlabel.h"
#include "lesson/chaptercatalog.h"
#include "panels/chapterpanel.h"
#include "panels/chapterpanelregistry.h"
#include "exercises/answergrader.h"
#include "exercises/answerslips.h"
#include "kitchen/kitchenview.h"
#include "lesson/lessoncontroller.h"
#include "lesson/lessondetour.h"
#include "charts/linechart.h"
#include "lesson/narration.h"
#include "norm/numberformat.h"
#include "norm/stepclock.h"
#include "base/pagedscrollarea.h"
#include "base/predictionstrip.h"
#include "lesson/slipwords.h"
#include "controls/stepcard.h"
#include "base/theme.h"
#include "controls/transportbar.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QAction>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QStackedWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

namespace nk::ui {

using nk::Algorithm;
using nk::StepId;

namespace {

// A long vector's line chart draws at most this many points (256 buckets' minimum and maximum).
constexpr int kMaxLinePoints = 512;

// The vector an algorithm holds once every step that ends by time t is complete; with
// beforeRow (a step's first row), only steps of earlier rows count (predict mode: the stage
// to guess is left out). The handout's charts ask the trace the same question.
const std::vector<double> &stageValues(const nk::NormTrace &trace, double t, int beforeRow)
{
    return trace.valuesAfterRow(std::min(nk::StepClock::lastCompleteSlot(t), beforeRow - 1));
}

} // namespace

ExecuteView::ExecuteView(LessonController *controller, QWidget *parent)
    : QWidget(parent)
    , m_controller(controller)
{
    m_outer = new QVBoxLayout(this);
    m_outer->setContentsMargins(8, 4, 8, 4);
    m_outer->setSpacing(6);
    // The scene and the panels below share the height by fixed stretch factors and ignore
    // their contents' size hints: the kitchen keeps its height from step to step, and long
    // cards or narration scroll instead of pushing the transport off the window.
    m_sceneHost = new QWidget;
    m_sceneHost->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Ignored);
    m_sceneHolder = new QVBoxLayout(m_sceneHost);
    m_sceneHolder->setContentsMargins(0, 0, 0, 0);
    m_outer->addWidget(m_sceneHost, 1);

    m_middle = new QWidget;
    m_middle->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Ignored);
    auto *middle = new QHBoxLayout(m_middle);
    middle->setContentsMargins(0, 0, 0, 0);
    m_outer->addWidget(m_middle, 1);

    // The aligned step grid.
    m_gridHost = new QWidget;
    auto *grid = new QGridLayout(m_gridHost);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(10);
    grid->setVerticalSpacing(6);
    m_lnHeader = new CachedLabel;
    m_rmsHeader = new CachedLabel;
    for (QLabel *header : {m_lnHeader, m_rmsHeader})
        header->setWordWrap(true);
    grid->addWidget(m_lnHeader, 0, 0);
    grid->addWidget(m_rmsHeader, 0, 1);
    const StepId lnSteps[] = {StepId::Input, StepId::Mean, StepId::Variance, StepId::Normalize,
                              StepId::Affine};
    for (StepId id : lnSteps) {
        auto *card = new StepCard(Algorithm::LayerNorm, id);
        m_lnCards << card;
        grid->addWidget(card, 1 + nk::alignedRow(id), 0, nk::alignedRowSpan(id), 1);
    }
    const StepId rmsSteps[] = {StepId::Input, StepId::Square, StepId::MeanSquare, StepId::Rms,
                               StepId::Scale};
    auto *slot = StepCard::emptySlot(Algorithm::RmsNorm);
    m_rmsCards << slot;
    grid->addWidget(slot, 1 + nk::alignedRow(StepId::Mean), 1);
    for (StepId id : rmsSteps) {
        auto *card = new StepCard(Algorithm::RmsNorm, id);
        m_rmsCards << card;
        grid->addWidget(card, 1 + nk::alignedRow(id), 1);
    }
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
    grid->setRowStretch(nk::kAlignedRowCount + 1, 1);
    m_cardScroll = new PagedScrollArea; // ends on a whole line of a card, never mid-line
    // Not a Tab stop: arrows and PageUp/PageDown move the story, so a focused scroll area
    // could not scroll; Tab into a control inside scrolls it into view.
    m_cardScroll->setFocusPolicy(Qt::NoFocus);
    m_cardScroll->setWidget(m_gridHost);
    m_cardScroll->setWidgetResizable(true);
    m_cardScroll->setFrameShape(QFrame::NoFrame);
    // The columns wrap to the width; only the height scrolls.
    m_cardScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_cardScroll->setMinimumSize(1, 1);
    // Cards change height when formulas arrive or a flag shows: keep the current one in view.
    m_gridHost->installEventFilter(this);
    m_cardScroll->viewport()->installEventFilter(this);
    // A card can grow or move inside a grid that keeps its size (the last row stretches).
    for (StepCard *c : m_lnCards + m_rmsCards)
        c->installEventFilter(this);
    m_keepCardInView.setSingleShot(true);
    m_keepCardInView.setInterval(0);
    connect(&m_keepCardInView, &QTimer::timeout, this, &ExecuteView::keepCurrentCardInView);
    // Wheel, keys and drags: from now on the cards scroll from where the user put them.
    connect(m_cardScroll->verticalScrollBar(), &QAbstractSlider::actionTriggered, this,
            [this] { m_scrollBase = -1; });
    m_leftStack = new QStackedWidget;
    m_leftStack->addWidget(m_cardScroll);
    middle->addWidget(m_leftStack, 3);

    // Narration and chart.
    auto *side = new QVBoxLayout;
    middle->addLayout(side, 2);
    // A checkable action in the window's View menu with the key G: no room taken from the
    // narration, the chart or the transport at any zoom.
    m_predictAction = new QAction(this);
    m_predictAction->setCheckable(true);
    m_predictAction->setShortcut(QKeySequence(Qt::Key_G));
    connect(m_predictAction, &QAction::toggled, this, &ExecuteView::setPredictMode);
    auto *narration = new QFrame;
    narration->setObjectName(QStringLiteral("narrationPanel"));
    auto *nl = new QVBoxLayout(narration);
    // Wrapped labels whose height the layouts ask for many times per step change.
    m_chapterTitle = new CachedLabel;
    m_analogy = new CachedLabel;
    m_stepTitle = new CachedLabel;
    m_stepText = new CachedLabel;
    m_stepText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_stepText->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    for (QLabel *l : {m_chapterTitle, m_analogy, m_stepTitle, m_stepText})
        l->setWordWrap(true);
    // Predict mode's questions for a chapter panel, above the words that explain them; inside
    // the scroll area, so that they take no height from the kitchen.
    m_strip = new PredictionStrip;
    m_strip->hide();
    nl->addWidget(m_strip);
    connect(m_strip, &PredictionStrip::revealRequested, this, &ExecuteView::revealPanel);
    // The step first: it is what the class reads now; the chapter's analogy follows.
    nl->addWidget(m_chapterTitle);
    nl->addWidget(m_stepTitle);
    nl->addWidget(m_stepText);
    nl->addSpacing(6);
    nl->addWidget(m_analogy);
    nl->addStretch(1);
    // Long words page (Next shows the rest first) rather than overlap or stop mid-line.
    m_narrationScroll = new PagedScrollArea;
    // Not a Tab stop: arrows and PageUp/PageDown move the story (the gate pages it).
    m_narrationScroll->setFocusPolicy(Qt::NoFocus);
    m_narrationScroll->setWidget(narration);
    m_narrationScroll->setWidgetResizable(true);
    m_narrationScroll->setFrameShape(QFrame::NoFrame);
    m_narrationScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_narrationScroll->setMinimumSize(1, 1);
    side->addWidget(m_narrationScroll, 2);
    connect(m_narrationScroll->verticalScrollBar(), &QScrollBar::rangeChanged, this,
            &ExecuteView::updateNextHint);
    connect(m_controller->detour(), &LessonDetour::changed, this, &ExecuteView::updateNextHint);
    m_chartStack = new QStackedWidget;
    m_bars = new BarChart;
    m_lines = new LineChart;
    m_chartStack->addWidget(m_bars);
    m_chartStack->addWidget(m_lines);
    side->addWidget(m_chartStack, 3);

    m_transport = new TransportBar(m_controller);
    m_transport->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    m_outer->addWidget(m_transport);

    connect(m_controller, &LessonController::inputChanged, this, &ExecuteView::rebuildTraces);
    connect(m_controller, &LessonController::timeChanged, this, &ExecuteView::syncTime);
    connect(m_controller, &LessonController::chapterChanged, this, &ExecuteView::retranslate);
    for (StepCard *c : m_lnCards + m_rmsCards)
        connect(c, &StepCard::guessEntered, this, [this, c] { reveal(c); });
    // Next reveals a hidden value before it moves the story (a clicker's PageDown included).
    // Then the rest of a long narration, the panel's action, the rest of a long panel.
    m_controller->setNextGate([this] {
        const bool taken =
            revealCurrent() || pageNarration() || performPanelAction() || pagePanel();
        updateNextHint();
        return taken;
    });
    applyLayout();
    rebuildTraces();
    retranslate();
}

ExecuteView::~ExecuteView()
{
    m_controller->setNextGate({});
}

void ExecuteView::setSceneWidget(QWidget *scene)
{
    m_sceneHolder->addWidget(scene);
    if (auto *kitchen = qobject_cast<KitchenView *>(scene)) {
        m_kitchen = kitchen;
        m_kitchen->setStepCaption(m_stepTitle->text());
    }
}

void ExecuteView::setLanguage(const QString &lang)
{
    m_language = lang;
    for (ChapterPanel *p : std::as_const(m_panels))
        p->setLanguage(lang);
    retranslate();
}

void ExecuteView::setZoom(qreal zoom)
{
    m_zoom = zoom;
    for (StepCard *c : m_lnCards + m_rmsCards)
        c->setZoom(zoom);
    m_transport->setZoom(zoom);
    m_bars->setZoom(zoom);
    m_lines->setZoom(zoom);
    m_strip->setZoom(zoom);
    for (ChapterPanel *p : std::as_const(m_panels))
        p->setZoom(zoom);
    retranslate();
}

void ExecuteView::setKitchenFirst(bool on)
{
    if (on == m_kitchenFirst)
        return;
    m_kitchenFirst = on;
    applyLayout();
    resync();
}

void ExecuteView::applyLayout()
{
    // Kitchen-first gives the class the scene; the usual layout balances it with the cards.
    m_outer->setStretchFactor(m_sceneHost, m_kitchenFirst ? 64 : 50);
    m_outer->setStretchFactor(m_middle, m_kitchenFirst ? 36 : 50);
    m_chapterTitle->setVisible(!m_kitchenFirst);
    m_analogy->setVisible(!m_kitchenFirst);
    m_lnHeader->setVisible(!m_kitchenFirst);
    m_rmsHeader->setVisible(!m_kitchenFirst);
}

QWidget *ExecuteView::chartArea() const
{
    return m_chartStack;
}

ChapterPanel *ExecuteView::chapterPanel() const
{
    if (!m_leftStack->isVisibleTo(const_cast<ExecuteView *>(this)))
        return nullptr;
    return qobject_cast<ChapterPanel *>(m_leftStack->currentWidget());
}

PagedScrollArea *ExecuteView::panelScroll(ChapterPanel *panel) const
{
    // A panel taller than its place pages in its own scroll area, like the narration.
    if (!panel)
        return nullptr;
    for (PagedScrollArea *a : panel->findChildren<PagedScrollArea *>())
        if (a->isVisibleTo(panel))
            return a;
    return nullptr;
}

void ExecuteView::setPaging(bool on)
{
    m_paging = on;
    for (StepCard *c : m_lnCards + m_rmsCards)
        c->setCompact(on);
    for (ChapterPanel *p : std::as_const(m_panels))
        p->setPresenting(on);
    fitKitchenHeight();
    updateNextHint();
}

void ExecuteView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitKitchenHeight();
}

void ExecuteView::fitKitchenHeight()
{
    // Presenting, the kitchen's share of the height is at least what keeps its smallest text
    // at the presentation's size (chapter 4's readings had shrunk to 18 px), up to 55 % of
    // the room: what is below pages with the clicker.
    int least = 0;
    if (m_paging && m_kitchen && m_sceneHost->isVisibleTo(this)) {
        const int room = m_sceneHost->height() + m_middle->height();
        const int chrome = std::max(0, m_sceneHost->height() - m_kitchen->height());
        least = std::min(m_kitchen->heightForZoomedText() + chrome, room * 55 / 100);
        if (least <= room / 2)
            least = 0; // the even split already gives it that
    }
    if (m_sceneHost->minimumHeight() != least)
        m_sceneHost->setMinimumHeight(least);
}

bool ExecuteView::pageNarration()
{
    if (!m_paging || m_controller->mode() != LessonController::Mode::Execute || !isVisible() ||
        !m_narrationScroll->isVisible())
        return false;
    return m_narrationScroll->pageDown();
}

bool ExecuteView::pagePanel()
{
    if (!m_paging || m_controller->mode() != LessonController::Mode::Execute || !isVisible())
        return false;
    PagedScrollArea *scroll = panelScroll(chapterPanel());
    return scroll && scroll->pageDown();
}

QList<QLabel *> ExecuteView::narrationLabels() const
{
    return {m_chapterTitle, m_analogy, m_stepTitle, m_stepText};
}

bool ExecuteView::eventFilter(QObject *watched, QEvent *event)
{
    const bool card = watched == m_gridHost || qobject_cast<StepCard *>(watched);
    if (card && (event->type() == QEvent::Resize || event->type() == QEvent::Move))
        m_keepCardInView.start();
    if (watched == m_cardScroll->viewport() && event->type() == QEvent::Resize)
        fitCardColumns();
    return QWidget::eventFilter(watched, event);
}

void ExecuteView::fitCardColumns()
{
    // Each column is half the viewport: a card whose title and result do not fit side by side
    // there puts the result under the title.
    const int column = (m_cardScroll->viewport()->width() - 10) / 2;
    // Room below the last row, so that any row can be scrolled to the top of the view: the row
    // above is then out of view, not cut at the top edge.
    m_gridHost->layout()->setContentsMargins(0, 0, 0, m_cardScroll->height());
    for (StepCard *c : m_lnCards + m_rmsCards) {
        c->setStacked(false);
        c->setStacked(c->sideBySideWidth() > column);
    }
}

QScrollArea *ExecuteView::cardArea() const
{
    return m_cardScroll;
}

void ExecuteView::keepCurrentCardInView()
{
    // The current row's cards, whole if they fit, else from their top.
    QRect current;
    for (StepCard *c : m_lnCards + m_rmsCards)
        if (c->isCurrent() && c->isVisible())
            current |= c->geometry();
    if (current.isEmpty())
        return;
    QScrollBar *bar = m_cardScroll->verticalScrollBar();
    // The height before the paging cut: the cut follows the scroll position, so deciding by it
    // would put the same row in a different place depending on where the view came from.
    const int view = m_cardScroll->fullHeight();
    // A small margin, less when the row only just fits: a row 2 px shorter than the view
    // was scrolled to its top minus the margin and lost its last pixels.
    const int margin = std::clamp((view - current.height()) / 2, 0, 4);
    int value = m_scrollBase >= 0 ? m_scrollBase : bar->value();
    if (current.top() - margin < value || current.height() + 2 * margin > view) {
        value = current.top() - margin;
    } else if (current.bottom() + margin > value + view) {
        // The view starts at a card's top, so no card above is cut in two at the top edge.
        const int least = current.bottom() + margin - view;
        value = current.top() - margin;
        for (StepCard *c : m_lnCards + m_rmsCards)
            if (c->isVisible() && c->y() - margin >= least)
                value = std::min(value, c->y() - margin);
    }
    bar->setValue(value);
}

void ExecuteView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        for (StepCard *c : m_lnCards + m_rmsCards)
            c->retranslate();
        m_transport->retranslate();
        retranslate();
    } else if (event->type() == QEvent::PaletteChange) {
        retranslate();
    }
    QWidget::changeEvent(event);
}

void ExecuteView::setAskedElement(int element)
{
    for (StepCard *c : m_lnCards + m_rmsCards)
        c->setAskedElement(element);
    applyPrediction();
}

void ExecuteView::rebuildTraces()
{
    m_verdicts.clear(); // new numbers, new guesses
    m_panelVerdicts.clear();
    // A new vector is not the exercise's: the cards ask about its first element again.
    for (StepCard *c : m_lnCards + m_rmsCards)
        c->setAskedElement(0);
    for (StepCard *c : m_lnCards)
        c->setTrace(m_controller->layerNorm().get());
    for (StepCard *c : m_rmsCards)
        c->setTrace(m_controller->rmsNorm().get());
    resync();
}

void ExecuteView::resync()
{
    m_narratedStep = -1;
    m_chartStep = -1;
    m_chartLn.clear();
    m_chartRms.clear();
    syncTime();
}

void ExecuteView::syncTime()
{
    // The cards and the chart follow the scene's clock (the aligned rows); the narration the
    // chapter's step.
    const double t = m_controller->sceneTime();
    const int currentRow = nk::StepClock::currentStep(t, nk::kAlignedRowCount);
    const int current = m_controller->currentStep();
    if (currentRow != m_scrolledRow) {
        m_scrolledRow = currentRow;
        m_scrollBase = m_cardScroll->verticalScrollBar()->value();
    }
    // Showing a card's formula or flags lays the whole grid out at once (QWidget::setVisible
    // activates every layout above it); held here, the grid is laid out once for all the cards.
    QLayout *grid = m_gridHost->layout();
    grid->setEnabled(false);
    for (StepCard *c : m_lnCards + m_rmsCards) {
        const int row =
            c->isEmptySlot() ? nk::alignedRow(StepId::Mean) : nk::alignedRow(c->stepId());
        const int span = c->isEmptySlot() ? 1 : nk::alignedRowSpan(c->stepId());
        const bool isCurrent = currentRow >= row && currentRow < row + span;
        const bool hadResult = !c->resultText().isEmpty();
        c->setState(nk::StepClock::isComplete(t, row, span), isCurrent);
        if (hadResult != !c->resultText().isEmpty())
            c->setStacked(c->sideBySideWidth() > (m_cardScroll->viewport()->width() - 10) / 2);
        // Kitchen-first keeps only the current row's cards under the scene.
        c->setVisible(!m_kitchenFirst || isCurrent);
    }
    grid->setEnabled(true);
    // The grid's host takes its new height first: laid out at the old one, the current row's
    // cards took the difference and were resized again once the scroll area had resized it.
    grid->invalidate();
    m_cardScroll->setWidgetResizable(true);
    grid->activate();
    // Keep the current step's cards in view (the expanded card may sit below the fold); the
    // grid's resize filter repeats this once the cards have their new heights.
    m_keepCardInView.start();
    // The narration follows the step, not every animation frame: filling it formats every
    // placeholder from the traces.
    if (current != m_narratedStep) {
        m_narratedStep = current;
        const Narration &n = Narration::forLanguage(m_language);
        const int chapter = m_controller->chapter();
        m_stepTitle->setText(
            QStringLiteral("%1. %2")
                .arg(current + 1)
                .arg(n.stepTitle(chapter, current, m_controller->settings().variance)));
        if (m_kitchen) // screen readers hear which step the kitchen acts out
            m_kitchen->setStepCaption(m_stepTitle->text());
        showPanels();
        updatePanelPrediction();
        narrate();
        m_narrationScroll->toTop();
        if (PagedScrollArea *scroll = panelScroll(chapterPanel()))
            scroll->toTop(); // a new step's panel from its top (and unpadded)
        updateNextHint();
    } else if (ChapterPanel *panel = chapterPanel()) {
        panel->setSceneTime(t);
    }
    applyPrediction();
    updateChart();
}

void ExecuteView::updateChart(bool hiddenToo)
{
    // A hidden chart (a step without it, kitchen-first) waits until it is shown: replacing its
    // series and ranges costs as much as the rest of a step change.
    if (m_chartStack->isHidden() && !hiddenToo) {
        m_chartStep = -1;
        return;
    }
    const double t = m_controller->sceneTime();
    // Recompute only when the completed stage changes, not on every animation frame.
    const int stage = int(std::floor(t + 1e-9));
    if (stage == m_chartStep)
        return;
    m_chartStep = stage;
    std::vector<double> ln = stageValues(*m_controller->layerNorm(), t, m_chartCoverLn);
    std::vector<double> rms = stageValues(*m_controller->rmsNorm(), t, m_chartCoverRms);
    if (ln == m_chartLn && rms == m_chartRms)
        return; // several steps end on the same vectors: nothing to redraw
    m_chartLn = ln;
    m_chartRms = rms;
    const int d = int(ln.size());
    const QString lnName = QStringLiteral("LayerNorm");
    const QString rmsName = QStringLiteral("RMSNorm");
    if (d <= BarChart::kMaxVectorBars) {
        QStringList categories;
        for (int i = 0; i < d; ++i)
            categories << QStringLiteral("x%1").arg(i + 1);
        m_bars->setCategories(categories);
        m_bars->holdRefit(true);
        m_bars->setSeries(0, lnName, Theme::layerNorm(), QVector<double>(ln.begin(), ln.end()));
        m_bars->setSeries(1, rmsName, Theme::rmsNorm(), QVector<double>(rms.begin(), rms.end()));
        m_bars->holdRefit(false);
        m_bars->setValueLabelDigits(d <= 8 ? 3 : 0);
        m_chartStack->setCurrentWidget(m_bars);
    } else {
        // Beyond a few hundred elements a chart this size cannot show every point.
        const QVector<QPointF> a = LineChart::seriesOf(ln, kMaxLinePoints);
        const QVector<QPointF> b = LineChart::seriesOf(rms, kMaxLinePoints);
        // A marker per element costs more than the line at large d.
        m_lines->setPointsVisible(false);
        m_lines->setIntegerX(true);
        m_lines->holdRefit(true);
        m_lines->setSeries(0, lnName, Theme::layerNorm(), a);
        m_lines->setSeries(1, rmsName, Theme::rmsNorm(), b);
        m_lines->holdRefit(false);
        m_chartStack->setCurrentWidget(m_lines);
    }
}

void ExecuteView::showPanels()
{
    const ChapterCatalog::Chapter *c = ChapterCatalog::instance().chapter(m_controller->chapter());
    const int step = m_controller->currentStep();
    const ChapterCatalog::Step *s = c && step < c->stepCount() ? &c->steps[step] : nullptr;
    // The space a hidden panel leaves goes to the others: the layouts' stretch factors.
    const bool kitchen = s && s->shows(QStringLiteral("kitchen"));
    for (int i = 0; i < m_sceneHolder->count(); ++i)
        if (QWidget *w = m_sceneHolder->itemAt(i)->widget())
            w->setVisible(kitchen);
    m_sceneHost->setVisible(kitchen);
    fitKitchenHeight();
    QString own;
    if (s)
        for (const QString &p : s->panels)
            if (!ChapterCatalog::builtInPanels().contains(p))
                own = p;
    ChapterPanel *panel = nullptr;
    if (!own.isEmpty()) {
        panel = m_panels.value(own);
        if (!panel && (panel = ChapterPanelRegistry::create(own, m_controller))) {
            m_panels.insert(own, panel);
            connect(panel, &ChapterPanel::pendingActionChanged, this, &ExecuteView::updateNextHint);
            connect(panel, &ChapterPanel::elementAsked, this, &ExecuteView::setAskedElement);
            panel->setLanguage(m_language);
            panel->setZoom(m_zoom);
            panel->setPresenting(m_paging);
            m_leftStack->addWidget(panel);
        }
    }
    if (panel) {
        panel->showStep(m_controller->chapter(), step);
        panel->setSceneTime(m_controller->sceneTime());
        m_leftStack->setCurrentWidget(panel);
    } else {
        m_leftStack->setCurrentWidget(m_cardScroll);
    }
    m_leftStack->setVisible(panel || (s && s->shows(QStringLiteral("cards"))));
    m_chartStack->setVisible(!m_kitchenFirst && s && s->shows(QStringLiteral("chart")));
}

QVector<double> ExecuteView::chartValues(int series) const
{
    const_cast<ExecuteView *>(this)->updateChart(true); // a hidden chart is filled on demand
    return m_bars->seriesValues(series);
}

QString ExecuteView::narrationText() const
{
    return m_stepText->text();
}

void ExecuteView::retranslate()
{
    const Narration &n = Narration::forLanguage(m_language);
    const int chapter = m_controller->chapter();
    m_chapterTitle->setText(
        QStringLiteral("<b>%1</b>").arg(n.chapterTitle(chapter).toHtmlEscaped()));
    m_analogy->setText(n.analogy(chapter));
    m_lnHeader->setText(QStringLiteral("<span style='color:%1; font-weight:700'>%2</span>")
                            .arg(Theme::layerNorm().name(), tr("LayerNorm — the old chef")));
    m_rmsHeader->setText(QStringLiteral("<span style='color:%1; font-weight:700'>%2</span>")
                             .arg(Theme::rmsNorm().name(), tr("RMSNorm — the new chef")));
    m_predictAction->setText(tr("Predict mode"));
    m_predictAction->setToolTip(tr("Hide each step's value until you have typed a guess"));
    m_bars->setTitle(tr("Values at this stage"));
    m_lines->setTitle(tr("Values at this stage (by index)"));
    QFont base = font();
    base.setPointSizeF(Theme::pointSize(Theme::FontRole::Small) * m_zoom);
    m_analogy->setFont(base);
    QFont head = base;
    head.setPointSizeF(Theme::pointSize(Theme::FontRole::Body) * m_zoom);
    m_lnHeader->setFont(head);
    m_rmsHeader->setFont(head);
    m_chapterTitle->setFont(head);
    QFont stepTitle = base;
    stepTitle.setPointSizeF(Theme::pointSize(Theme::FontRole::Lead) * m_zoom);
    stepTitle.setBold(true);
    m_stepTitle->setFont(stepTitle);
    QFont text = base;
    text.setPointSizeF(Theme::pointSize(Theme::FontRole::Lead) * m_zoom);
    m_stepText->setFont(text);
    Theme::setTextColour(m_analogy, Theme::mutedText());
    fitCardColumns();
    resync();
}

void ExecuteView::setPredictMode(bool on)
{
    if (on == m_predict)
        return;
    m_predict = on;
    const QSignalBlocker block(m_predictAction);
    m_predictAction->setChecked(on);
    updatePanelPrediction();
    applyPrediction();
}

QString ExecuteView::panelKey() const
{
    return QStringLiteral("%1/%2/panel")
        .arg(m_controller->chapter())
        .arg(m_controller->currentStep());
}

void ExecuteView::updatePanelPrediction()
{
    ChapterPanel *panel = chapterPanel();
    const QList<ChapterPanel::Question> questions =
        m_predict && panel ? panel->questions() : QList<ChapterPanel::Question>();
    const bool wasAsking = m_panelAsking;
    m_panelAsking = false;
    if (questions.isEmpty()) {
        m_strip->hide();
    } else {
        QStringList prompts;
        for (const ChapterPanel::Question &q : questions)
            prompts << q.prompt;
        m_strip->setPrompts(prompts);
        const auto it = m_panelVerdicts.constFind(panelKey());
        m_panelAsking = it == m_panelVerdicts.constEnd();
        m_strip->setVerdicts(m_panelAsking ? QStringList() : *it);
        m_strip->show();
    }
    for (ChapterPanel *p : std::as_const(m_panels))
        p->setAnswersHidden(p == panel && m_panelAsking);
    if (m_panelAsking && !wasAsking && isActiveWindow())
        m_strip->focusFirstField();
}

void ExecuteView::revealPanel()
{
    ChapterPanel *panel = chapterPanel();
    if (!m_predict || !m_panelAsking || !panel)
        return;
    const QList<ChapterPanel::Question> questions = panel->questions();
    const QStringList guesses = m_strip->guesses();
    bool again = false;
    for (int i = 0; i < guesses.size(); ++i)
        if (PredictionStrip::isUnreadable(guesses[i])) {
            m_strip->askAgain(i, PredictionStrip::askAgainText(guesses[i]));
            again = true;
        }
    if (again)
        return;
    QStringList verdicts;
    for (int i = 0; i < questions.size(); ++i)
        verdicts << PredictionStrip::verdict(guesses.value(i), questions[i].answer);
    m_panelVerdicts.insert(panelKey(), verdicts);
    updatePanelPrediction();
    applyPrediction();
}

void ExecuteView::narrate()
{
    const Narration &n = Narration::forLanguage(m_language);
    const int chapter = m_controller->chapter();
    const int step = m_controller->currentStep();
    const nk::NormTrace &ln = *m_controller->layerNorm();
    const nk::NormTrace &rms = *m_controller->rmsNorm();
    m_stepText->setText(m_narrationCovered ? n.stepTextCovered(chapter, step, ln, rms)
                                           : n.stepText(chapter, step, ln, rms));
}

QString ExecuteView::predictionKey(StepCard *card) const
{
    const int index = int((m_lnCards + m_rmsCards).indexOf(card));
    return QStringLiteral("%1/%2/%3")
        .arg(m_controller->chapter())
        .arg(m_controller->currentStep())
        .arg(index);
}

QString ExecuteView::verdictFor(StepCard *card) const
{
    const QString typed = card->guessField()->text();
    const QString verdict = PredictionStrip::verdict(typed, card->predictableValue());
    // A wrong guess that lands on a common slip of the hand calculation is named, with the step
    // that does it right, in the exercise sheet's words. The slips are worked with one γ and
    // one β, as an exercise has them; the divisors' cards (√(σ² + ε), √(RMS² + ε)) and
    // mean(x²) are no sheet quantity.
    using Q = nk::AnswerSlips::Quantity;
    Q quantity; // μ, σ² and the output are LayerNorm's cards, the scaled output RMSNorm's
    switch (card->stepId()) {
    case StepId::Mean:
        quantity = Q::Mean;
        break;
    case StepId::Variance:
        quantity = Q::Variance;
        break;
    case StepId::Affine:
        quantity = Q::LayerNormOutput;
        break;
    case StepId::Scale:
        quantity = Q::RmsNormOutput;
        break;
    default:
        return verdict;
    }
    const nk::AnswerGrader::Grade g =
        nk::AnswerGrader::grade(typed.toStdString(), card->predictableValue());
    const nk::NormSettings &s = m_controller->settings();
    if (g.verdict != nk::AnswerGrader::Verdict::Wrong || s.gamma.size() != 1 || s.beta.size() != 1)
        return verdict;
    nk::Exercise e;
    e.vector = m_controller->input();
    e.gamma = s.gamma[0];
    e.beta = s.beta[0];
    e.eps = s.eps;
    e.element = card->askedElement();
    nk::AnswerSlips::Match match;
    if (!nk::AnswerSlips::diagnose(e, quantity, g.typed, &match))
        return verdict;
    return verdict + QLatin1Char('\n') + SlipWords::describe(match, quantity, e, m_language);
}

bool ExecuteView::chapterAsks(StepCard *card) const
{
    // A chapter about one chef asks his values only.
    const ChapterCatalog::Chapter *c = ChapterCatalog::instance().chapter(m_controller->chapter());
    return !c || (m_lnCards.contains(card) ? c->predictsLayerNorm : c->predictsRmsNorm);
}

bool ExecuteView::isPending(StepCard *card) const
{
    // A card's value is asked for on the step that completes it: the scene is playing (or has
    // played) the card's last row. LayerNorm's variance spans two rows: asked on the second.
    if (!m_predict || !card->isCurrent() || !card->hasPredictableValue() ||
        m_verdicts.contains(predictionKey(card)))
        return false;
    if (!chapterAsks(card))
        return false;
    const int row = nk::alignedRow(card->stepId());
    const int span = nk::alignedRowSpan(card->stepId());
    const int currentRow =
        nk::StepClock::currentStep(m_controller->sceneTime(), nk::kAlignedRowCount);
    return currentRow == row + span - 1;
}

void ExecuteView::reveal(StepCard *card)
{
    if (!m_predict || !card->isAsking() || askAgain({card}))
        return;
    m_verdicts.insert(predictionKey(card), verdictFor(card));
    m_guessProblems.remove(predictionKey(card));
    applyPrediction();
}

bool ExecuteView::askAgain(const QList<StepCard *> &cards)
{
    StepCard *first = nullptr;
    for (StepCard *c : cards) {
        const QString typed = c->guessField()->text();
        if (!PredictionStrip::isUnreadable(typed))
            continue;
        m_guessProblems.insert(predictionKey(c), PredictionStrip::askAgainText(typed));
        first = first ? first : c;
    }
    if (!first)
        return false;
    applyPrediction();
    first->guessField()->setFocus();
    first->guessField()->selectAll();
    return true;
}

bool ExecuteView::isRevealPending() const
{
    if (!m_predict || m_controller->mode() != LessonController::Mode::Execute || !isVisible())
        return false;
    if (m_panelAsking)
        return true;
    if (m_leftStack->currentWidget() != m_cardScroll || m_leftStack->isHidden())
        return false;
    for (StepCard *c : m_lnCards + m_rmsCards)
        if (isPending(c))
            return true;
    return false;
}

bool ExecuteView::performPanelAction()
{
    if (m_controller->mode() != LessonController::Mode::Execute || !isVisible())
        return false;
    ChapterPanel *panel = chapterPanel();
    if (!panel || panel->pendingAction().isEmpty())
        return false;
    panel->performPendingAction();
    updateNextHint();
    return true;
}

QString ExecuteView::nextPressAction() const
{
    if (isRevealPending())
        return tr("Reveal the values");
    if (m_controller->mode() != LessonController::Mode::Execute)
        return {};
    if (m_paging && m_narrationScroll->isVisibleTo(this) && m_narrationScroll->canPageDown())
        return tr("The rest of the text");
    ChapterPanel *panel = chapterPanel();
    if (panel && !panel->pendingAction().isEmpty())
        return panel->pendingAction();
    PagedScrollArea *scroll = panelScroll(panel);
    if (m_paging && scroll && scroll->canPageDown())
        return tr("The rest of the page");
    // A counter-example shown on this step: the press brings back the class's vector as well.
    if (m_controller->detour()->endsWhenTheLessonMoves())
        return tr("Your own vector again, and the next step");
    return {};
}

void ExecuteView::updateNextHint()
{
    m_transport->setNextHint(nextPressAction());
}

bool ExecuteView::revealCurrent()
{
    if (!isRevealPending())
        return false;
    if (m_panelAsking) {
        revealPanel();
        return true;
    }
    QList<StepCard *> pending;
    bool playing = false;
    for (StepCard *c : m_lnCards + m_rmsCards) {
        if (isPending(c)) {
            pending << c;
            playing = playing || !c->isReached();
        }
    }
    if (pending.isEmpty())
        return false;
    if (playing) {
        // Finish the step first: its value is then hidden and asked for.
        m_controller->pause();
        m_controller->setTime(m_controller->currentStep() + 1);
        return true;
    }
    // A guess that is not a number is asked for again: the press is spent on saying so.
    if (askAgain(pending))
        return true;
    for (StepCard *c : pending) {
        m_verdicts.insert(predictionKey(c), verdictFor(c));
        m_guessProblems.remove(predictionKey(c));
    }
    applyPrediction();
    return true;
}

void ExecuteView::applyPrediction()
{
    // Each chef keeps "?" while a value of his own is to guess (a panel's question covers both).
    bool unrevealed = m_panelAsking; // a value of this step still to guess: the words wait too
    // Each chef's value still to guess: the chart shows his vector from before its first row,
    // the kitchen's trays as they were when the row that asks it began. A value that spans two
    // rows (LayerNorm's σ²) covers his reading from its first row, where the meter holds
    // Σ(x − μ)², σ² times d; the gaps he marks there are the step's work, not its answer.
    constexpr int none = std::numeric_limits<int>::max();
    int lnRow = none, rmsRow = none, lnAsked = none, rmsAsked = none;
    StepCard *firstAsking = nullptr;
    const bool showsCards =
        m_leftStack->currentWidget() == m_cardScroll && !m_leftStack->isHidden();
    for (StepCard *c : m_lnCards + m_rmsCards) {
        const QString key = predictionKey(c);
        const bool revealed = m_verdicts.contains(key);
        const bool pending = showsCards && isPending(c);
        const bool waiting = m_predict && showsCards && c->isCurrent() && !c->isEmptySlot() &&
                             c->hasPredictableValue() && !revealed && chapterAsks(c);
        unrevealed = unrevealed || waiting;
        const int first = waiting ? nk::alignedRow(c->stepId()) : none;
        const int last = waiting ? first + nk::alignedRowSpan(c->stepId()) - 1 : none;
        const bool ln = m_lnCards.contains(c);
        int &row = ln ? lnRow : rmsRow, &asked = ln ? lnAsked : rmsAsked;
        row = std::min(row, first);
        asked = std::min(asked, last);
        const bool wasAsking = c->isAsking();
        const bool asking = pending && c->isReached();
        c->setPrediction(asking, revealed && c->isCurrent() ? m_verdicts.value(key)
                                 : asking                   ? m_guessProblems.value(key)
                                                            : QString());
        if (c->isAsking() && !wasAsking && !firstAsking)
            firstAsking = c;
    }
    const bool coverLn = m_panelAsking || lnRow != none;
    const bool coverRms = m_panelAsking || rmsRow != none;
    if (m_kitchen)
        m_kitchen->setReadingCovered(coverLn, coverRms, lnAsked == none ? -1.0 : double(lnAsked),
                                     rmsAsked == none ? -1.0 : double(rmsAsked));
    if (lnRow != m_chartCoverLn || rmsRow != m_chartCoverRms) {
        m_chartCoverLn = lnRow;
        m_chartCoverRms = rmsRow;
        m_chartStep = -1;
        updateChart();
    }
    if (unrevealed != m_narrationCovered) {
        m_narrationCovered = unrevealed;
        narrate();
    }
    updateNextHint();
    // The student types at once; PageDown still reveals (the clicker's key).
    if (firstAsking && isActiveWindow())
        firstAsking->guessField()->setFocus();
}

} // namespace nk::ui
