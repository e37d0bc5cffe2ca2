#pragma once

#include <QString>
#include <QWidget>

class QLabel;
class QToolButton;

namespace nk::ui {

class RevealPlot;
class SessionServer;

// The class's question on the projector, over the lower part of the lesson (Execute's cards):
// while a question is open its prompt and "23 of 31 answered"; on reveal the RevealPlot of the
// guesses. It shows itself when a question is asked or revealed; the teacher's × hides it until
// the next one.
class AnswerStrip : public QWidget
{
    Q_OBJECT

public:
    AnswerStrip(SessionServer *server, QWidget *parent);

    QString countText() const; // "23 of 31 answered"
    QString promptText() const;
    bool isRevealShown() const;
    RevealPlot *plot() const { return m_plot; }
    QToolButton *dismissButton() const { return m_dismiss; }

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void onQuestionChanged();
    void onRevealed(const QString &questionId);
    void onAnswers(int answered, int joined);
    void refreshWords();
    void place();

    SessionServer *m_server;
    QLabel *m_prompt;
    QLabel *m_count;
    RevealPlot *m_plot;
    QToolButton *m_dismiss;
    int m_answered = 0;
    int m_joined = 0;
    QString m_shownId; // the question shown
};

} // namespace nk::ui
