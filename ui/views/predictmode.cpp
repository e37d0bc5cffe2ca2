#include "views/predictmode.h"

#include "base/predictionstrip.h"
#include "controls/stepcard.h"
#include "exercises/answergrader.h"
#include "exercises/answerslips.h"
#include "lesson/chaptercatalog.h"
#include "lesson/lessoncontroller.h"
#include "lesson/slipwords.h"
#include "norm/stepclock.h"
#include "panels/chapterpanel.h"
#include "views/stepcardgrid.h"

#include <QLineEdit>
#include <QWidget>

#include <algorithm>

namespace nk::ui {

using nk::StepId;

PredictMode::PredictMode(LessonController *controller, StepCardGrid *cards, PredictionStrip *strip,
                         QWidget *view)
    : QObject(view)
    , m_controller(controller)
    , m_cards(cards)
    , m_strip(strip)
    , m_view(view)
{
}

void PredictMode::forget()
{
    m_verdicts.clear();
    m_panelVerdicts.clear();
}

QString PredictMode::panelKey() const
{
    return QStringLiteral("%1/%2/panel")
        .arg(m_controller->chapter())
        .arg(m_controller->currentStep());
}

void PredictMode::showPanel(ChapterPanel *panel, const QList<ChapterPanel *> &panels)
{
    const QList<ChapterPanel::Question> questions =
        m_on && panel ? panel->questions() : QList<ChapterPanel::Question>();
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
    for (ChapterPanel *p : panels)
        p->setAnswersHidden(p == panel && m_panelAsking);
    if (m_panelAsking && !wasAsking && m_view->isActiveWindow())
        m_strip->focusFirstField();
}

void PredictMode::revealPanel(ChapterPanel *panel, const QList<ChapterPanel *> &panels)
{
    if (!m_on || !m_panelAsking || !panel)
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
    showPanel(panel, panels);
    emit changed();
}

QString PredictMode::predictionKey(StepCard *card) const
{
    const int index = int(m_cards->cards().indexOf(card));
    return QStringLiteral("%1/%2/%3")
        .arg(m_controller->chapter())
        .arg(m_controller->currentStep())
        .arg(index);
}

QString PredictMode::verdictFor(StepCard *card) const
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

bool PredictMode::chapterAsks(StepCard *card) const
{
    // A chapter about one chef asks his values only.
    const ChapterCatalog::Chapter *c = ChapterCatalog::instance().chapter(m_controller->chapter());
    return !c || (m_cards->isLayerNorm(card) ? c->predictsLayerNorm : c->predictsRmsNorm);
}

bool PredictMode::isPending(StepCard *card) const
{
    // A card's value is asked for on the step that completes it: the scene is playing (or has
    // played) the card's last row. LayerNorm's variance spans two rows: asked on the second.
    if (!m_on || !card->isCurrent() || !card->hasPredictableValue() ||
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

void PredictMode::reveal(StepCard *card)
{
    if (!m_on || !card->isAsking() || askAgain({card}))
        return;
    m_verdicts.insert(predictionKey(card), verdictFor(card));
    m_guessProblems.remove(predictionKey(card));
    emit changed();
}

bool PredictMode::askAgain(const QList<StepCard *> &cards)
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
    emit changed();
    first->guessField()->setFocus();
    first->guessField()->selectAll();
    return true;
}

bool PredictMode::revealCards()
{
    QList<StepCard *> pending;
    bool playing = false;
    for (StepCard *c : m_cards->cards()) {
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
    emit changed();
    return true;
}

PredictMode::Cover PredictMode::applyToCards(bool showsCards)
{
    // Each chef keeps "?" while a value of his own is to guess (a panel's question covers both).
    Cover cover;
    cover.unrevealed = m_panelAsking;
    // Each chef's value still to guess: the chart shows his vector from before its first row,
    // the kitchen's trays as they were when the row that asks it began. A value that spans two
    // rows (LayerNorm's σ²) covers his reading from its first row, where the meter holds
    // Σ(x − μ)², σ² times d; the gaps he marks there are the step's work, not its answer.
    constexpr int none = Cover::none;
    for (StepCard *c : m_cards->cards()) {
        const QString key = predictionKey(c);
        const bool revealed = m_verdicts.contains(key);
        const bool pending = showsCards && isPending(c);
        const bool waiting = m_on && showsCards && c->isCurrent() && !c->isEmptySlot() &&
                             c->hasPredictableValue() && !revealed && chapterAsks(c);
        cover.unrevealed = cover.unrevealed || waiting;
        const int first = waiting ? nk::alignedRow(c->stepId()) : none;
        const int last = waiting ? first + nk::alignedRowSpan(c->stepId()) - 1 : none;
        const bool ln = m_cards->isLayerNorm(c);
        int &row = ln ? cover.lnRow : cover.rmsRow, &asked = ln ? cover.lnAsked : cover.rmsAsked;
        row = std::min(row, first);
        asked = std::min(asked, last);
        const bool wasAsking = c->isAsking();
        const bool asking = pending && c->isReached();
        c->setPrediction(asking, revealed && c->isCurrent() ? m_verdicts.value(key)
                                 : asking                   ? m_guessProblems.value(key)
                                                            : QString());
        if (c->isAsking() && !wasAsking && !cover.firstAsking)
            cover.firstAsking = c;
    }
    return cover;
}

} // namespace nk::ui
