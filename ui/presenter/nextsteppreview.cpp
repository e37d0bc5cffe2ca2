#include "presenter/nextsteppreview.h"

#include "lesson/chaptercatalog.h"
#include "panels/chapterpanel.h"
#include "panels/chapterpanelregistry.h"
#include "kitchen/kitchenview.h"
#include "lesson/lessoncontroller.h"
#include "lesson/scenetiming.h"

#include <QLabel>
#include <QLayout>
#include <QPointer>
#include <QStackedLayout>
#include <QTimer>

namespace nk::ui {

namespace {

// The size the panel is laid out at before it is scaled down: about its size in the lesson
// on a 1920 × 1080 projector, so that it wraps and fits as the class will see it.
constexpr QSize kPanelSize(1100, 620);

void activateLayouts(QWidget *w)
{
    if (w->layout())
        w->layout()->activate();
    for (QWidget *child : w->findChildren<QWidget *>())
        if (child->layout())
            child->layout()->activate();
}

} // namespace

NextStepPreview::NextStepPreview(LessonController *controller, QWidget *parent)
    : QWidget(parent)
    , m_controller(controller)
    , m_stack(new QStackedLayout(this))
    , m_kitchen(new KitchenView)
    , m_panelView(new QLabel)
{
    m_kitchen->setObjectName(QStringLiteral("nextPreview"));
    m_kitchen->setStage(KitchenView::Stage::Execute);
    m_kitchen->setReducedMotion(true);
    m_kitchen->setFocusPolicy(Qt::NoFocus);
    m_panelView->setObjectName(QStringLiteral("nextPanelPreview"));
    m_panelView->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_panelView->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
    m_stack->addWidget(m_kitchen);
    m_stack->addWidget(m_panelView);
}

NextStepPreview::~NextStepPreview()
{
    qDeleteAll(m_panels);
}

void NextStepPreview::setLanguage(const QString &lang)
{
    m_language = lang;
    for (ChapterPanel *p : std::as_const(m_panels))
        p->setLanguage(lang);
}

void NextStepPreview::showStep(int chapter, int step)
{
    m_chapter = chapter;
    m_step = step;
    const ChapterCatalog::Chapter *c = ChapterCatalog::instance().chapter(chapter);
    if (!c || step < 0 || step >= c->stepCount()) {
        m_viewName.clear();
        return;
    }
    const ChapterCatalog::Step &s = c->steps[step];
    // The next step's pause point on its scene's clock (its beat complete).
    const int slot = SceneTiming::beatSlot(c->scene, s.beat);
    const double time = slot < 0 ? step + 1.0 : slot + 1.0;
    QString own;
    for (const QString &p : s.panels)
        if (!ChapterCatalog::builtInPanels().contains(p))
            own = p;
    if (s.shows(QStringLiteral("kitchen")) || own.isEmpty()) {
        m_viewName = QStringLiteral("kitchen");
        m_picture = QPixmap();
        m_pending = false;
        m_kitchen->setTraces(m_controller->layerNorm(), m_controller->rmsNorm());
        m_kitchen->setSceneOptions(c->sceneOptions);
        m_kitchen->setScene(c->scene);
        m_kitchen->setTime(time);
        m_stack->setCurrentWidget(m_kitchen);
        return;
    }
    m_viewName = own;
    m_stack->setCurrentWidget(m_panelView);
    m_time = time;
    // The console is hidden most of the time: the panel is built and drawn only when seen, so
    // stepping through the lesson never waits for it.
    m_pending = true;
    if (isVisible())
        updatePanel();
}

void NextStepPreview::updatePanel()
{
    m_pending = false;
    const QString own = m_viewName;
    ChapterPanel *panel = m_panels.value(own);
    if (!panel && (panel = ChapterPanelRegistry::create(own, m_controller))) {
        // Its own window that is never on screen: laid out and painted only to be grabbed.
        panel->setAttribute(Qt::WA_DontShowOnScreen);
        panel->setLanguage(m_language);
        panel->resize(kPanelSize);
        panel->show();
        m_panels.insert(own, panel);
    }
    if (!panel)
        return;
    panel->showStep(m_chapter, m_step);
    panel->setSceneTime(m_time);
    renderPanel();
    // Formulas are typeset on a worker: draw it once more when they have had time to arrive.
    QPointer<NextStepPreview> self(this);
    const QString name = own;
    QTimer::singleShot(800, this, [self, name] {
        if (self && self->m_viewName == name)
            self->renderPanel();
    });
}

void NextStepPreview::renderPanel()
{
    ChapterPanel *panel = m_panels.value(m_viewName);
    if (!panel)
        return;
    activateLayouts(panel);
    m_picture = panel->grab();
    showPicture();
}

void NextStepPreview::showPicture()
{
    if (m_picture.isNull() || width() <= 0 || height() <= 0)
        return;
    QPixmap shown = m_picture.scaled(size() * devicePixelRatioF(), Qt::KeepAspectRatio,
                                     Qt::SmoothTransformation);
    shown.setDevicePixelRatio(devicePixelRatioF());
    m_panelView->setPixmap(shown);
}

void NextStepPreview::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_pending)
        updatePanel();
}

void NextStepPreview::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    showPicture();
}

} // namespace nk::ui
