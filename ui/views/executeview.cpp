#include "views/executeview.h"

#include "base/pagedscrollarea.h"
#include "base/predictionstrip.h"
#include "base/theme.h"
#include "controls/stepcard.h"
#include "controls/transportbar.h"
#include "kitchen/kitchenview.h"
#include "lesson/chaptercatalog.h"
#include "lesson/lessoncontroller.h"
#include "lesson/lessondetour.h"
#include "norm/stepclock.h"
#include "panels/chapterpanel.h"
#include "panels/chapterpanelregistry.h"
#include "views/predictmode.h"
#include "views/stagechart.h"
#include "views/stepcardgrid.h"
#include "views/stepnarration.h"

#include <QAction>
#include <QEvent>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace nk::ui {

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
    m_cards = new StepCardGrid;
    m_leftStack = new QStackedWidget;
    m_leftStack->addWidget(m_cards);
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
    m_narration = new StepNarration(m_controller);
    m_strip = m_narration->strip();
    connect(m_strip, &PredictionStrip::revealRequested, this, &ExecuteView::revealPanel);
    m_prediction = new PredictMode(m_controller, m_cards, m_strip, this);
    connect(m_prediction, &PredictMode::changed, this, &ExecuteView::applyPrediction);
    side->addWidget(m_narration, 2);
    connect(m_narration->verticalScrollBar(), &QScrollBar::rangeChanged, this,
            &ExecuteView::updateNextHint);
    connect(m_controller->detour(), &LessonDetour::changed, this, &ExecuteView::updateNextHint);
    m_chart = new StageChart(m_controller);
    side->addWidget(m_chart, 3);

    m_transport = new TransportBar(m_controller);
    m_transport->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    m_outer->addWidget(m_transport);

    connect(m_controller, &LessonController::inputChanged, this, &ExecuteView::rebuildTraces);
    connect(m_controller, &LessonController::timeChanged, this, &ExecuteView::syncTime);
    connect(m_controller, &LessonController::chapterChanged, this, &ExecuteView::retranslate);
    for (StepCard *c : m_cards->cards())
        connect(c, &StepCard::guessEntered, m_prediction, [this, c] { m_prediction->reveal(c); });
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
        m_kitchen->setStepCaption(m_narration->stepTitle());
    }
}

void ExecuteView::setLanguage(const QString &lang)
{
    m_language = lang;
    m_prediction->setLanguage(lang);
    m_narration->setLanguage(lang);
    for (ChapterPanel *p : std::as_const(m_panels))
        p->setLanguage(lang);
    retranslate();
}

void ExecuteView::setZoom(qreal zoom)
{
    m_zoom = zoom;
    m_cards->setZoom(zoom);
    m_transport->setZoom(zoom);
    m_chart->setZoom(zoom);
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
    m_narration->setKitchenFirst(m_kitchenFirst);
    m_cards->setHeadersVisible(!m_kitchenFirst);
}

QList<StepCard *> ExecuteView::layerNormCards() const
{
    return m_cards->layerNormCards();
}

QList<StepCard *> ExecuteView::rmsNormCards() const
{
    return m_cards->rmsNormCards();
}

QScrollArea *ExecuteView::cardArea() const
{
    return m_cards;
}

QWidget *ExecuteView::chartArea() const
{
    return m_chart;
}

bool ExecuteView::predictMode() const
{
    return m_prediction->isOn();
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
    m_cards->setCompact(on);
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
        !m_narration->isVisible())
        return false;
    return m_narration->pageDown();
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
    return m_narration->labels();
}

void ExecuteView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_cards->retranslateCards();
        m_transport->retranslate();
        retranslate();
    } else if (event->type() == QEvent::PaletteChange) {
        retranslate();
    }
    QWidget::changeEvent(event);
}

void ExecuteView::setAskedElement(int element)
{
    m_cards->setAskedElement(element);
    applyPrediction();
}

void ExecuteView::rebuildTraces()
{
    m_prediction->forget(); // new numbers, new guesses
    m_cards->setTraces(m_controller->layerNorm().get(), m_controller->rmsNorm().get());
    resync();
}

void ExecuteView::resync()
{
    m_narratedStep = -1;
    m_chart->reset();
    syncTime();
}

void ExecuteView::syncTime()
{
    // The cards and the chart follow the scene's clock (the aligned rows); the narration the
    // chapter's step.
    const double t = m_controller->sceneTime();
    const int current = m_controller->currentStep();
    m_cards->sync(t, m_kitchenFirst);
    // The narration follows the step, not every animation frame: filling it formats every
    // placeholder from the traces.
    if (current != m_narratedStep) {
        m_narratedStep = current;
        m_narration->showStep();
        if (m_kitchen) // screen readers hear which step the kitchen acts out
            m_kitchen->setStepCaption(m_narration->stepTitle());
        showPanels();
        updatePanelPrediction();
        m_narration->narrate();
        m_narration->toTop();
        if (PagedScrollArea *scroll = panelScroll(chapterPanel()))
            scroll->toTop(); // a new step's panel from its top (and unpadded)
        updateNextHint();
    } else if (ChapterPanel *panel = chapterPanel()) {
        panel->setSceneTime(t);
    }
    applyPrediction();
    m_chart->refresh();
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
        m_leftStack->setCurrentWidget(m_cards);
    }
    m_leftStack->setVisible(panel || (s && s->shows(QStringLiteral("cards"))));
    m_chart->setVisible(!m_kitchenFirst && s && s->shows(QStringLiteral("chart")));
}

QVector<double> ExecuteView::chartValues(int series) const
{
    return m_chart->seriesValues(series); // a hidden chart is filled on demand
}

QString ExecuteView::narrationText() const
{
    return m_narration->text();
}

void ExecuteView::retranslate()
{
    m_predictAction->setText(tr("Predict mode"));
    m_predictAction->setToolTip(tr("Hide each step's value until you have typed a guess"));
    m_chart->retranslate();
    m_narration->retranslate(font(), m_zoom);
    QFont head = font();
    head.setPointSizeF(Theme::pointSize(Theme::FontRole::Body) * m_zoom);
    m_cards->retranslate(head);
    m_cards->fitColumns();
    resync();
}

void ExecuteView::setPredictMode(bool on)
{
    if (on == m_prediction->isOn())
        return;
    m_prediction->setOn(on);
    const QSignalBlocker block(m_predictAction);
    m_predictAction->setChecked(on);
    updatePanelPrediction();
    applyPrediction();
}

void ExecuteView::updatePanelPrediction()
{
    m_prediction->showPanel(chapterPanel(), m_panels.values());
}

void ExecuteView::revealPanel()
{
    m_prediction->revealPanel(chapterPanel(), m_panels.values());
}

bool ExecuteView::isRevealPending() const
{
    if (!m_prediction->isOn() || m_controller->mode() != LessonController::Mode::Execute ||
        !isVisible())
        return false;
    if (m_prediction->isPanelAsking())
        return true;
    if (m_leftStack->currentWidget() != m_cards || m_leftStack->isHidden())
        return false;
    for (StepCard *c : m_cards->cards())
        if (m_prediction->isPending(c))
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
    if (m_paging && m_narration->isVisibleTo(this) && m_narration->canPageDown())
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
    if (m_prediction->isPanelAsking()) {
        revealPanel();
        return true;
    }
    return m_prediction->revealCards();
}

void ExecuteView::applyPrediction()
{
    const bool showsCards = m_leftStack->currentWidget() == m_cards && !m_leftStack->isHidden();
    const PredictMode::Cover cover = m_prediction->applyToCards(showsCards);
    constexpr int none = PredictMode::Cover::none;
    const bool panelAsking = m_prediction->isPanelAsking();
    const bool coverLn = panelAsking || cover.lnRow != none;
    const bool coverRms = panelAsking || cover.rmsRow != none;
    if (m_kitchen)
        m_kitchen->setReadingCovered(coverLn, coverRms,
                                     cover.lnAsked == none ? -1.0 : double(cover.lnAsked),
                                     cover.rmsAsked == none ? -1.0 : double(cover.rmsAsked));
    m_chart->setCover(cover.lnRow, cover.rmsRow);
    m_narration->setCovered(cover.unrevealed);
    updateNextHint();
    // The student types at once; PageDown still reveals (the clicker's key).
    if (cover.firstAsking && isActiveWindow())
        cover.firstAsking->guessField()->setFocus();
}

} // namespace nk::ui
