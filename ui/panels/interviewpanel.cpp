#include "interviewpanel.h"
#include "pagedscrollarea.h"

#include "chaptercatalog.h"
#include "lessoncontroller.h"
#include "narration.h"
#include "theme.h"

#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

InterviewPanel::InterviewPanel(LessonController *controller, QWidget *parent)
    : ChapterPanel(controller, parent)
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(12, 8, 12, 8);
    auto *body = new QWidget;
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(14);
    m_counter = new QLabel;
    m_question = new QLabel;
    m_question->setWordWrap(true);
    m_reveal = new QPushButton;
    m_reveal->setCheckable(true);
    m_answer = new QLabel;
    m_answer->setWordWrap(true);
    m_answer->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_answer->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    layout->addWidget(m_counter);
    layout->addWidget(m_question);
    layout->addWidget(m_reveal, 0, Qt::AlignLeft);
    layout->addWidget(m_answer);
    layout->addStretch(1);
    m_scroll = new PagedScrollArea;
    // Not a Tab stop: arrows and PageUp/PageDown move the story, so a focused scroll area
    // could not scroll; Tab into a control inside scrolls it into view.
    m_scroll->setFocusPolicy(Qt::NoFocus);
    m_scroll->setWidget(body);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    outer->addWidget(m_scroll);
    connect(m_reveal, &QPushButton::toggled, this, &InterviewPanel::setAnswerShown);
    // The answer's numbers are the current vector's.
    connect(controller, &LessonController::inputChanged, this, &InterviewPanel::refresh);
    setZoom(1.0);
}

void InterviewPanel::showStep(int chapter, int step)
{
    m_chapter = chapter;
    m_step = step;
    refresh();
}

void InterviewPanel::setZoom(qreal zoom)
{
    ChapterPanel::setZoom(zoom);
    m_counter->setFont(zoomedFont(14));
    m_question->setFont(zoomedFont(22, true));
    m_reveal->setFont(zoomedFont(15));
    m_answer->setFont(zoomedFont(17));
}

void InterviewPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        refresh();
    ChapterPanel::changeEvent(event);
}

bool InterviewPanel::isAnswerShown() const
{
    return m_revealed.contains(m_step);
}

void InterviewPanel::setAnswerShown(bool shown)
{
    if (shown == isAnswerShown())
        return;
    if (shown)
        m_revealed.insert(m_step);
    else
        m_revealed.remove(m_step);
    refresh();
    emit pendingActionChanged();
}

QString InterviewPanel::pendingAction() const
{
    const bool hasAnswer = !Narration::forLanguage(language())
                                .rawStep(m_chapter, m_step, QStringLiteral("answer"))
                                .isEmpty();
    return hasAnswer && !isAnswerShown() ? tr("Show the answer") : QString();
}

void InterviewPanel::performPendingAction()
{
    setAnswerShown(true);
}

QString InterviewPanel::questionText() const
{
    return m_question->text();
}

QString InterviewPanel::answerText() const
{
    return m_answer->text();
}

void InterviewPanel::refresh()
{
    const Narration &n = Narration::forLanguage(language());
    const ChapterCatalog::Chapter *c = ChapterCatalog::instance().chapter(m_chapter);
    // Questions are the steps with an answer; count them so "3 of 10" skips the exercise step.
    int index = 0, total = 0;
    if (c)
        for (int s = 0; s < c->stepCount(); ++s)
            if (!n.rawStep(m_chapter, s, QStringLiteral("answer")).isEmpty()) {
                ++total;
                if (s <= m_step)
                    index = total;
            }
    m_counter->setText(tr("Interview question %1 of %2").arg(index).arg(total));
    Theme::setTextColour(m_counter, Theme::mutedText());
    m_question->setText(n.stepTitle(m_chapter, m_step));
    const bool shown = isAnswerShown();
    m_reveal->blockSignals(true);
    m_reveal->setChecked(shown);
    m_reveal->blockSignals(false);
    m_reveal->setText(shown ? tr("Hide the answer") : tr("Show the answer"));
    m_answer->setText(shown ? n.stepField(m_chapter, m_step, QStringLiteral("answer"),
                                          *controller()->layerNorm(), *controller()->rmsNorm())
                            : QString());
    m_answer->setVisible(shown);
}
