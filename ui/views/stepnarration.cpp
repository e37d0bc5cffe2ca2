#include "views/stepnarration.h"

#include "base/cachedlabel.h"
#include "base/predictionstrip.h"
#include "base/theme.h"
#include "lesson/lessoncontroller.h"
#include "lesson/narration.h"

#include <QFrame>
#include <QLabel>
#include <QVBoxLayout>

namespace nk::ui {

StepNarration::StepNarration(LessonController *controller, QWidget *parent)
    : PagedScrollArea(parent)
    , m_controller(controller)
{
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
    // The step first: it is what the class reads now; the chapter's analogy follows.
    nl->addWidget(m_chapterTitle);
    nl->addWidget(m_stepTitle);
    nl->addWidget(m_stepText);
    nl->addSpacing(6);
    nl->addWidget(m_analogy);
    nl->addStretch(1);
    // Not a Tab stop: arrows and PageUp/PageDown move the story (the gate pages it).
    setFocusPolicy(Qt::NoFocus);
    setWidget(narration);
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setMinimumSize(1, 1);
}

void StepNarration::retranslate(const QFont &font, qreal zoom)
{
    const Narration &n = Narration::forLanguage(m_language);
    const int chapter = m_controller->chapter();
    m_chapterTitle->setText(
        QStringLiteral("<b>%1</b>").arg(n.chapterTitle(chapter).toHtmlEscaped()));
    m_analogy->setText(n.analogy(chapter));
    QFont base = font;
    base.setPointSizeF(Theme::pointSize(Theme::FontRole::Small) * zoom);
    m_analogy->setFont(base);
    QFont head = base;
    head.setPointSizeF(Theme::pointSize(Theme::FontRole::Body) * zoom);
    m_chapterTitle->setFont(head);
    QFont stepTitle = base;
    stepTitle.setPointSizeF(Theme::pointSize(Theme::FontRole::Lead) * zoom);
    stepTitle.setBold(true);
    m_stepTitle->setFont(stepTitle);
    QFont text = base;
    text.setPointSizeF(Theme::pointSize(Theme::FontRole::Lead) * zoom);
    m_stepText->setFont(text);
    Theme::setTextColour(m_analogy, Theme::mutedText());
}

void StepNarration::setKitchenFirst(bool on)
{
    m_chapterTitle->setVisible(!on);
    m_analogy->setVisible(!on);
}

void StepNarration::showStep()
{
    const Narration &n = Narration::forLanguage(m_language);
    const int current = m_controller->currentStep();
    m_stepTitle->setText(
        QStringLiteral("%1. %2")
            .arg(current + 1)
            .arg(n.stepTitle(m_controller->chapter(), current, m_controller->settings().variance)));
}

QString StepNarration::stepTitle() const
{
    return m_stepTitle->text();
}

void StepNarration::setCovered(bool covered)
{
    if (covered == m_covered)
        return;
    m_covered = covered;
    narrate();
}

void StepNarration::narrate()
{
    const Narration &n = Narration::forLanguage(m_language);
    const int chapter = m_controller->chapter();
    const int step = m_controller->currentStep();
    const nk::NormTrace &ln = *m_controller->layerNorm();
    const nk::NormTrace &rms = *m_controller->rmsNorm();
    m_stepText->setText(m_covered ? n.stepTextCovered(chapter, step, ln, rms)
                                  : n.stepText(chapter, step, ln, rms));
}

QString StepNarration::text() const
{
    return m_stepText->text();
}

QList<QLabel *> StepNarration::labels() const
{
    return {m_chapterTitle, m_analogy, m_stepTitle, m_stepText};
}

} // namespace nk::ui
