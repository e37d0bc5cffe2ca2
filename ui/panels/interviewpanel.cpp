#include "panels/interviewpanel.h"
#include "base/pagedscrollarea.h"

#include "base/appsettings.h"
#include "lesson/chaptercatalog.h"
#include "lesson/lessoncontroller.h"
#include "lesson/narration.h"
#include "base/theme.h"

#include <QEvent>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace nk::ui {

InterviewPanel::InterviewPanel(LessonController *controller, QWidget *parent)
    : ChapterPanel(controller, parent)
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(12, 8, 12, 8);
    auto *body = new QWidget;
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(14);
    auto *top = new QHBoxLayout;
    m_counter = new QLabel;
    m_missedSummary = new QLabel;
    m_redo = new QPushButton;
    top->addWidget(m_counter);
    top->addStretch(1);
    top->addWidget(m_missedSummary);
    top->addWidget(m_redo);
    m_question = new QLabel;
    m_question->setWordWrap(true);
    m_ownLabel = new QLabel;
    m_ownLabel->setWordWrap(true);
    m_own = new QPlainTextEdit;
    m_own->setTabChangesFocus(true); // Tab leaves the field for the buttons
    m_ownLabel->setBuddy(m_own);
    m_reveal = new QPushButton;
    m_reveal->setCheckable(true);
    m_answer = new QLabel;
    m_answer->setWordWrap(true);
    m_answer->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_answer->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_markRow = new QWidget;
    auto *marks = new QHBoxLayout(m_markRow);
    marks->setContentsMargins(0, 0, 0, 0);
    m_markLabel = new QLabel;
    m_had = new QPushButton;
    m_missed = new QPushButton;
    for (QPushButton *b : {m_had, m_missed})
        b->setCheckable(true);
    marks->addWidget(m_markLabel);
    marks->addWidget(m_had);
    marks->addWidget(m_missed);
    marks->addStretch(1);
    layout->addLayout(top);
    layout->addWidget(m_question);
    layout->addWidget(m_ownLabel);
    layout->addWidget(m_own);
    layout->addWidget(m_reveal, 0, Qt::AlignLeft);
    layout->addWidget(m_answer);
    layout->addWidget(m_markRow);
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
    connect(m_own, &QPlainTextEdit::textChanged, this,
            [this] { m_typed[m_step] = m_own->toPlainText(); });
    connect(m_had, &QPushButton::clicked, this,
            [this](bool on) { setMark(on ? Mark::Had : Mark::None); });
    connect(m_missed, &QPushButton::clicked, this,
            [this](bool on) { setMark(on ? Mark::Missed : Mark::None); });
    connect(m_redo, &QPushButton::clicked, this, &InterviewPanel::openNextMissed);
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
    m_counter->setFont(zoomedFont(Theme::FontRole::Label));
    m_missedSummary->setFont(zoomedFont(Theme::FontRole::Label));
    m_redo->setFont(zoomedFont(Theme::FontRole::Label));
    m_question->setFont(zoomedFont(Theme::FontRole::Display, true));
    m_ownLabel->setFont(zoomedFont(Theme::FontRole::Label));
    m_own->setFont(zoomedFont(Theme::FontRole::Lead));
    // Room for four lines of one's own answer; it scrolls beyond.
    m_own->setFixedHeight(QFontMetrics(m_own->font()).lineSpacing() * 4 + 16);
    m_reveal->setFont(zoomedFont(Theme::FontRole::Body));
    m_answer->setFont(zoomedFont(Theme::FontRole::Answer));
    m_markLabel->setFont(zoomedFont(Theme::FontRole::Body));
    m_had->setFont(zoomedFont(Theme::FontRole::Body));
    m_missed->setFont(zoomedFont(Theme::FontRole::Body));
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

QString InterviewPanel::stepKey(int step) const
{
    const ChapterCatalog::Chapter *c = ChapterCatalog::instance().chapter(m_chapter);
    return c && step >= 0 && step < c->stepCount() ? c->steps[size_t(step)].key : QString();
}

QList<int> InterviewPanel::questionSteps() const
{
    const Narration &n = Narration::forLanguage(language());
    const ChapterCatalog::Chapter *c = ChapterCatalog::instance().chapter(m_chapter);
    QList<int> steps;
    if (c)
        for (int s = 0; s < c->stepCount(); ++s)
            if (!n.rawStep(m_chapter, s, QStringLiteral("answer")).isEmpty())
                steps << s;
    return steps;
}

InterviewPanel::Mark InterviewPanel::mark() const
{
    if (m_marks.contains(m_step))
        return m_marks.value(m_step);
    // Marked missed in an earlier session.
    return AppSettings::missedInterviewQuestions().contains(stepKey(m_step)) ? Mark::Missed
                                                                             : Mark::None;
}

void InterviewPanel::setMark(Mark mark)
{
    const QString key = stepKey(m_step);
    if (key.isEmpty())
        return;
    m_marks[m_step] = mark;
    // The kept list in the chapter's order: "I had it" takes the question off, "I missed it"
    // puts it on; no mark leaves the list as it was.
    if (mark != Mark::None) {
        const QStringList kept = AppSettings::missedInterviewQuestions();
        QStringList missed;
        for (int s : questionSteps()) {
            const QString k = stepKey(s);
            if (k == key ? mark == Mark::Missed : kept.contains(k))
                missed << k;
        }
        AppSettings::setMissedInterviewQuestions(missed);
    }
    refresh();
}

QStringList InterviewPanel::missedQuestions() const
{
    // Only this chapter's questions (a key the catalog no longer has is left out).
    const QStringList kept = AppSettings::missedInterviewQuestions();
    QStringList missed;
    for (int s : questionSteps())
        if (kept.contains(stepKey(s)))
            missed << stepKey(s);
    return missed;
}

QString InterviewPanel::missedText() const
{
    const int missed = int(missedQuestions().size());
    return missed > 0 ? tr("Missed: %1 of %2 — redo them").arg(missed).arg(questionSteps().size())
                      : QString();
}

bool InterviewPanel::openNextMissed()
{
    const QStringList missed = missedQuestions();
    const QList<int> steps = questionSteps();
    if (missed.isEmpty() || steps.isEmpty())
        return false;
    // The first missed question after this one, else the first from the top.
    int target = -1;
    for (int s : steps)
        if (missed.contains(stepKey(s)) && (target < 0 || (target <= m_step && s > m_step)))
            target = s;
    if (target < 0)
        return false;
    // Asked afresh: the answer hidden, the field empty, no mark yet this time.
    m_revealed.remove(target);
    m_typed.remove(target);
    m_marks.remove(target);
    if (controller()->chapter() != m_chapter)
        controller()->setChapter(m_chapter);
    controller()->pause();
    controller()->setTime(target + 1); // the step's pause point: the question shown
    if (m_step != target)
        showStep(m_chapter, target); // Execute does so too; a panel alone shows it here
    emit pendingActionChanged();
    return true;
}

void InterviewPanel::refresh()
{
    const Narration &n = Narration::forLanguage(language());
    // Questions are the steps with an answer; count them so "3 of 10" skips the exercise step.
    const QList<int> steps = questionSteps();
    int index = 0;
    for (int s : steps)
        if (s <= m_step)
            ++index;
    const int total = int(steps.size());
    const bool isQuestion = steps.contains(m_step);
    m_counter->setText(tr("Interview question %1 of %2").arg(index).arg(total));
    Theme::setTextColour(m_counter, Theme::mutedText());
    const QString missed = missedText();
    m_missedSummary->setText(missed);
    Theme::setTextColour(m_missedSummary, Theme::warning());
    m_missedSummary->setVisible(!missed.isEmpty());
    m_redo->setText(tr("Next missed question"));
    m_redo->setToolTip(tr("Goes through only the questions you marked “I missed it”, each "
                          "asked afresh."));
    m_redo->setVisible(!missed.isEmpty());
    m_question->setText(n.stepTitle(m_chapter, m_step));
    m_ownLabel->setText(tr("Your answer, before you look (or skip straight to the answer):"));
    m_own->setPlaceholderText(tr("Type your own answer here"));
    m_own->setAccessibleName(tr("Your answer"));
    if (m_own->toPlainText() != m_typed.value(m_step)) {
        const QSignalBlocker block(m_own);
        m_own->setPlainText(m_typed.value(m_step));
    }
    m_ownLabel->setVisible(isQuestion);
    m_own->setVisible(isQuestion);
    const bool shown = isAnswerShown();
    m_reveal->blockSignals(true);
    m_reveal->setChecked(shown);
    m_reveal->blockSignals(false);
    m_reveal->setText(shown ? tr("Hide the answer") : tr("Show the answer"));
    m_answer->setText(shown ? n.stepField(m_chapter, m_step, QStringLiteral("answer"),
                                          *controller()->layerNorm(), *controller()->rmsNorm())
                            : QString());
    m_answer->setVisible(shown);
    m_markLabel->setText(tr("Did you have it?"));
    m_had->setText(tr("I had it"));
    m_missed->setText(tr("I missed it"));
    const Mark m = mark();
    m_had->setChecked(m == Mark::Had);
    m_missed->setChecked(m == Mark::Missed);
    m_markRow->setVisible(shown && isQuestion);
}

} // namespace nk::ui
