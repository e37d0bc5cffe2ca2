#include "window/modepages.h"

#include "base/pagedscrollarea.h"
#include "kitchen/kitchenview.h"
#include "lesson/chaptercatalog.h"
#include "monitor/monitorview.h"
#include "views/executeview.h"
#include "views/finishview.h"
#include "views/lessonendview.h"
#include "views/startview.h"

#include <QTimer>
#include <QVBoxLayout>

namespace nk::ui {

ModePages::ModePages(LessonController *controller, QWidget *parent)
    : QStackedWidget(parent)
    , m_controller(controller)
{
    m_start = new StartView(m_controller);
    m_startScene = new KitchenView;
    m_startScene->setStage(KitchenView::Stage::Start);
    m_start->setSceneWidget(m_startScene);
    m_execute = new ExecuteView(m_controller);
    m_executeScene = new KitchenView;
    m_executeScene->setStage(KitchenView::Stage::Execute);
    m_execute->setSceneWidget(m_executeScene);
    m_monitor = new MonitorView;
    m_finish = new FinishView(m_controller);
    m_lessonEnd = new LessonEndView(m_controller);
    // Start scrolls when a large zoom makes it taller or wider than the screen: otherwise its
    // minimum size became the window's and pushed it past the screen edge. Execute fits itself
    // to any size; Monitor and Finish scroll already (down only: their content wraps). Start's
    // view, like Finish's and the lesson end's, ends on a whole line: presenting, Next shows the
    // rest a page at a time before the lesson moves on.
    m_startArea = new PagedScrollArea;
    // Start over a stretch: presenting, the page keeps its own height (the stretch takes what is
    // left, and a last page's padding) instead of growing its bars and table into it.
    auto *startPage = new QWidget;
    m_startPageLayout = new QVBoxLayout(startPage);
    m_startPageLayout->setContentsMargins(0, 0, 0, 0);
    m_startPageLayout->setSpacing(0);
    m_startPageLayout->addWidget(m_start, 1);
    m_startPageLayout->addStretch(0);
    m_startArea->setWidget(startPage);
    m_startArea->setWidgetResizable(true);
    m_startArea->setFrameShape(QFrame::NoFrame);
    m_startArea->setFocusPolicy(Qt::NoFocus);
    addWidget(m_startArea);
    addWidget(m_execute);
    addWidget(m_monitor);
    addWidget(m_finish);
    addWidget(m_lessonEnd);

    // A page comes back at its top: the class starts reading from the beginning.
    // Once more after the events the change sets off: the focus landing on a control further
    // down (Start's bars) scrolled Start back to its second page when the lesson began again.
    const auto toTop = [this] {
        const auto all = [this] {
            for (PagedScrollArea *a :
                 {m_startArea, m_finish->pagedArea(), m_lessonEnd->pagedArea()})
                a->toTop();
        };
        all();
        QTimer::singleShot(0, this, all);
    };
    connect(m_controller, &LessonController::modeChanged, this, toTop);
    connect(m_controller, &LessonController::lessonEndChanged, this, toTop);

    // Scenes and the monitor observe the controller.
    connect(m_controller, &LessonController::inputChanged, this, &ModePages::feedScenes);
    connect(m_controller, &LessonController::chapterChanged, this, &ModePages::feedScenes);
    connect(m_controller, &LessonController::modeChanged, this, &ModePages::feedScenes);
    connect(m_controller, &LessonController::timeChanged, m_executeScene,
            [this] { m_executeScene->setTime(m_controller->sceneTime()); });
    feedScenes();
    m_executeScene->setTime(m_controller->sceneTime());
}

void ModePages::feedScenes()
{
    for (KitchenView *k : {m_startScene, m_executeScene})
        k->setTraces(m_controller->layerNorm(), m_controller->rmsNorm());
    // Execute plays the scene the catalog names for the chapter; Start always shows arrival.
    if (const ChapterCatalog::Chapter *c =
            ChapterCatalog::instance().chapter(m_controller->chapter())) {
        m_executeScene->setSceneOptions(c->sceneOptions);
        m_executeScene->setScene(c->scene);
    }
    if (m_controller->mode() == LessonController::Mode::Monitor)
        m_monitor->setInput(m_controller->input(), m_controller->settings(),
                            m_controller->layerNorm(), m_controller->rmsNorm());
}

QWidget *ModePages::modeWidget(LessonController::Mode mode) const
{
    switch (mode) {
    case LessonController::Mode::Start:
        return m_start;
    case LessonController::Mode::Execute:
        return m_execute;
    case LessonController::Mode::Monitor:
        return m_monitor;
    case LessonController::Mode::Finish:
        return m_finish;
    }
    return m_start;
}

QWidget *ModePages::currentPage() const
{
    return m_controller->isAtLessonEnd() ? m_lessonEnd : modeWidget(m_controller->mode());
}

void ModePages::showCurrentPage()
{
    // Start sits in a scroll area (see the constructor).
    for (QWidget *w = currentPage(); w; w = w->parentWidget())
        if (w->parentWidget() == this) {
            setCurrentWidget(w);
            break;
        }
}

void ModePages::setLanguage(const QString &lang)
{
    m_start->setLanguage(lang);
    m_finish->setLanguage(lang);
    m_lessonEnd->setLanguage(lang);
    m_execute->setLanguage(lang);
}

void ModePages::setZoom(qreal zoom)
{
    m_start->setZoom(zoom);
    m_finish->setZoom(zoom);
    m_lessonEnd->setZoom(zoom);
    m_monitor->setZoom(zoom);
    m_execute->setZoom(zoom);
    m_startScene->setZoom(zoom);
    m_executeScene->setZoom(zoom);
}

void ModePages::setReducedMotion(bool on)
{
    m_startScene->setReducedMotion(on);
    m_executeScene->setReducedMotion(on);
}

void ModePages::setPresenting(bool on)
{
    m_lessonEnd->setPresentation(on);
    m_execute->setPaging(on);
    m_start->setPresenting(on);
    m_startPageLayout->setStretch(0, on ? 0 : 1);
    m_startPageLayout->setStretch(1, on ? 1 : 0);
    m_startArea->toTop();
}

bool ModePages::pageDown()
{
    PagedScrollArea *area = nullptr;
    switch (m_controller->mode()) {
    case LessonController::Mode::Start:
        area = m_startArea;
        break;
    case LessonController::Mode::Finish:
        area = m_controller->isAtLessonEnd() ? m_lessonEnd->pagedArea() : m_finish->pagedArea();
        break;
    case LessonController::Mode::Execute:
    case LessonController::Mode::Monitor:
        break;
    }
    return area && area->isVisible() && area->pageDown();
}

} // namespace nk::ui
