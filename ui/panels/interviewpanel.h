#pragma once

#include "panels/chapterpanel.h"

#include <QHash>
#include <QSet>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QScrollArea;

namespace nk::ui {

// Chapter 11's interview questions, one per step: the question, and its answer revealed on
// demand (the words' "answer" field, its numbers the current vector's). A revealed answer stays
// revealed when the class steps back to it.
//
// A student alone tests themselves: they may type their own answer first (or skip straight to
// the answer), then mark it "I had it" or "I missed it". The missed questions are kept across
// sessions (AppSettings); "Next missed question" goes through only those, each asked afresh.
class InterviewPanel : public ChapterPanel
{
    Q_OBJECT

public:
    static constexpr const char *kName = "interview";

    enum class Mark { None, Had, Missed };

    explicit InterviewPanel(LessonController *controller, QWidget *parent = nullptr);

    void showStep(int chapter, int step) override;
    void setZoom(qreal zoom) override;
    // The clicker shows the answer before moving to the next question.
    QString pendingAction() const override;
    void performPendingAction() override;

    bool isAnswerShown() const;
    void setAnswerShown(bool shown);
    QString questionText() const;
    QString answerText() const; // what the answer label shows (empty while hidden)

    // The self-test. The student's own answer to the question shown (kept per question for
    // the session), its mark, and the questions marked missed (step keys, the chapter's order).
    QPlainTextEdit *ownAnswerField() const { return m_own; }
    Mark mark() const;
    void setMark(Mark mark);
    QStringList missedQuestions() const;
    QString missedText() const; // "Missed: 3 of 10 — redo them", empty when none is
    // Opens the next missed question after this one (wrapping), its answer hidden and its own
    // answer cleared, to be asked afresh; false when none is missed.
    bool openNextMissed();
    // For tests: the widgets the student presses.
    QPushButton *hadButton() const { return m_had; }
    QPushButton *missedButton() const { return m_missed; }
    QPushButton *redoButton() const { return m_redo; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    QString stepKey(int step) const;
    // The steps that are questions (those with an answer), in order.
    QList<int> questionSteps() const;

    int m_chapter = 0;
    int m_step = 0;
    QSet<int> m_revealed;        // steps whose answer was shown
    QHash<int, QString> m_typed; // steps → what the student typed (this session)
    QHash<int, Mark> m_marks;    // steps marked this session
    QLabel *m_counter;
    QLabel *m_missedSummary;
    QPushButton *m_redo;
    QLabel *m_question;
    QLabel *m_ownLabel;
    QPlainTextEdit *m_own;
    QPushButton *m_reveal;
    QLabel *m_answer;
    QWidget *m_markRow;
    QLabel *m_markLabel;
    QPushButton *m_had;
    QPushButton *m_missed;
    QScrollArea *m_scroll;
};

} // namespace nk::ui
