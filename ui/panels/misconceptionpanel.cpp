#include "panels/misconceptionpanel.h"

#include "base/pagedscrollarea.h"

#include "lesson/chaptercatalog.h"
#include "exercises/misconceptions.h"
#include "io/presets.h"
#include "lesson/lessoncontroller.h"
#include "lesson/lessondetour.h"
#include "lesson/narration.h"
#include "base/theme.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QUndoStack>
#include <QVBoxLayout>

namespace nk::ui {

MisconceptionPanel::MisconceptionPanel(LessonController *controller, QWidget *parent)
    : ChapterPanel(controller, parent)
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(12, 6, 12, 6);
    auto *body = new QWidget;
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(6);
    m_claim = new QLabel;
    m_temptingHead = new QLabel;
    m_tempting = new QLabel;
    m_truthHead = new QLabel;
    m_truth = new QLabel;
    for (QLabel *l : {m_claim, m_tempting, m_truth}) {
        l->setWordWrap(true);
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    layout->addWidget(m_claim);
    layout->addWidget(m_temptingHead);
    layout->addWidget(m_tempting);
    layout->addWidget(m_truthHead);
    layout->addWidget(m_truth);
    layout->addStretch(1);
    auto *scroll = new PagedScrollArea;
    // Not a Tab stop: arrows and PageUp/PageDown move the story, so a focused scroll area
    // could not scroll; Tab into a control inside scrolls it into view.
    scroll->setFocusPolicy(Qt::NoFocus);
    scroll->setWidget(body);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    outer->addWidget(scroll, 1);

    auto *buttons = new QHBoxLayout;
    m_showMe = new QPushButton;
    m_back = new QPushButton;
    m_status = new QLabel;
    m_status->setWordWrap(true);
    buttons->addWidget(m_showMe);
    buttons->addWidget(m_back);
    buttons->addWidget(m_status, 1);
    outer->addLayout(buttons);

    connect(m_showMe, &QPushButton::clicked, this, &MisconceptionPanel::showMe);
    connect(m_back, &QPushButton::clicked, this, &MisconceptionPanel::backToLesson);
    connect(controller->detour(), &LessonDetour::changed, this, &MisconceptionPanel::refresh);
    connect(controller, &LessonController::inputChanged, this, &MisconceptionPanel::refresh);
    connect(controller, &LessonController::inputChanged, this,
            &MisconceptionPanel::pendingActionChanged);
    setZoom(1.0);
}

void MisconceptionPanel::showStep(int chapter, int step)
{
    m_chapter = chapter;
    m_step = step;
    const ChapterCatalog::Chapter *c = ChapterCatalog::instance().chapter(chapter);
    m_key = c && step < c->stepCount() ? c->steps[step].key : QString();
    refresh();
}

void MisconceptionPanel::setZoom(qreal zoom)
{
    ChapterPanel::setZoom(zoom);
    m_claim->setFont(zoomedFont(Theme::FontRole::Figure, true));
    m_temptingHead->setFont(zoomedFont(Theme::FontRole::Control, true));
    m_truthHead->setFont(zoomedFont(Theme::FontRole::Control, true));
    m_tempting->setFont(zoomedFont(Theme::FontRole::Label));
    m_truth->setFont(zoomedFont(Theme::FontRole::Label));
    m_showMe->setFont(zoomedFont(Theme::FontRole::Label, true));
    m_back->setFont(zoomedFont(Theme::FontRole::Control));
    m_status->setFont(zoomedFont(Theme::FontRole::Small));
}

void MisconceptionPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        refresh();
    ChapterPanel::changeEvent(event);
}

bool MisconceptionPanel::canGoBack() const
{
    // Only while the counter-example is the last edit: later edits are the teacher's own.
    return controller()->detour()->isActive();
}

void MisconceptionPanel::showMe()
{
    const nk::CounterExample *c = nk::Misconceptions::find(m_key.toStdString());
    if (!c)
        return;
    const Narration &n = Narration::forLanguage(language());
    controller()->detour()->run(
        tr("The counter-example to “%1”").arg(n.stepTitle(m_chapter, m_step)),
        tr("Back to my lesson"),
        [&] {
            controller()->loadExample(c->input, c->settings, QString::fromStdString(c->presetId),
                                      tr("Load counter-example"));
            if (c->opensMonitor)
                controller()->setMode(LessonController::Mode::Monitor);
        },
        c->opensMonitor ? QStringLiteral("benchmark") : QString(), LessonDetour::Scope::Step);
    refresh();
}

bool MisconceptionPanel::isShowing() const
{
    const nk::CounterExample *c = nk::Misconceptions::find(m_key.toStdString());
    return c && controller()->input() == c->input && controller()->settings() == c->settings;
}

QString MisconceptionPanel::pendingAction() const
{
    const nk::CounterExample *c = nk::Misconceptions::find(m_key.toStdString());
    if (!c || isShowing())
        return {};
    return c->opensMonitor ? tr("Show me (opens Monitor)") : tr("Show me");
}

void MisconceptionPanel::performPendingAction()
{
    showMe();
}

void MisconceptionPanel::backToLesson()
{
    controller()->detour()->goBack();
    refresh();
}

QString MisconceptionPanel::truthText() const
{
    return m_truth->text();
}

void MisconceptionPanel::refresh()
{
    if (m_key.isEmpty())
        return;
    const Narration &n = Narration::forLanguage(language());
    const nk::NormTrace &ln = *controller()->layerNorm();
    const nk::NormTrace &rms = *controller()->rmsNorm();
    m_claim->setText(n.stepTitle(m_chapter, m_step));
    m_temptingHead->setText(tr("Why it is tempting"));
    m_tempting->setText(n.stepField(m_chapter, m_step, QStringLiteral("tempting"), ln, rms));
    m_truthHead->setText(tr("What really happens (this vector)"));
    m_truth->setText(n.stepField(m_chapter, m_step, QStringLiteral("truth"), ln, rms));
    Theme::setTextColour(m_temptingHead, Theme::mutedText());
    Theme::setTextColour(m_truthHead, Theme::mutedText());
    const nk::CounterExample *c = nk::Misconceptions::find(m_key.toStdString());
    m_showMe->setText(c && c->opensMonitor ? tr("Show me (opens Monitor)") : tr("Show me"));
    m_showMe->setEnabled(c != nullptr);
    m_back->setText(tr("Back to my lesson"));
    m_back->setEnabled(canGoBack());
    m_back->setToolTip(tr("Undoes the counter-example: one undo step (Ctrl+Z)."));
    QString loaded;
    if (c && isShowing()) {
        const nk::Preset *p = c->presetId.empty() ? nullptr : nk::Presets::find(c->presetId);
        const QString name =
            p ? QString::fromStdString(language() == QLatin1String("zh") ? p->titleZh : p->titleEn)
              : tr("a vector made for this claim");
        loaded = tr("Showing: %1.").arg(name);
    }
    m_status->setText(loaded);
}

} // namespace nk::ui
