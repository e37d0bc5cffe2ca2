#pragma once

#include "chapterpanel.h"

#include <QSet>

class QLabel;
class QPushButton;
class QScrollArea;

// Chapter 11's interview questions, one per step: the question, and its answer revealed on
// demand (the words' "answer" field, its numbers the current vector's). A revealed answer stays
// revealed when the class steps back to it.
class InterviewPanel : public ChapterPanel
{
    Q_OBJECT

public:
    static constexpr const char *kName = "interview";

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

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();

    int m_chapter = 0;
    int m_step = 0;
    QSet<int> m_revealed; // steps whose answer was shown
    QLabel *m_counter;
    QLabel *m_question;
    QPushButton *m_reveal;
    QLabel *m_answer;
    QScrollArea *m_scroll;
};
