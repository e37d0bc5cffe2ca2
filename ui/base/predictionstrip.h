#pragma once

#include <QFrame>
#include <QList>
#include <QStringList>

class QLabel;
class QLineEdit;
class QPushButton;
class QVBoxLayout;

namespace nk::ui {

// Predict mode beside a chapter panel: the step's questions, a guess field for each, and, once
// revealed, how close each guess was. Enter in any field or Reveal asks the owner to reveal.
class PredictionStrip : public QFrame
{
    Q_OBJECT

public:
    explicit PredictionStrip(QWidget *parent = nullptr);

    // One row per prompt; the fields are cleared when the prompts change.
    void setPrompts(const QStringList &prompts);
    // Empty verdicts: asking. Otherwise one verdict per prompt, fields read-only.
    void setVerdicts(const QStringList &verdicts);
    bool isAsking() const { return m_asking; }
    QStringList guesses() const;
    QList<QLineEdit *> guessFields() const;
    QStringList verdicts() const;
    void focusFirstField();
    void setZoom(qreal zoom);

    // How close a guess typed as `typed` is to `expected`, in a student's words. Step cards
    // and panels both say it this way.
    static QString verdict(const QString &typed, double expected);
    // A guess that is typed but not a number: it is asked for again instead of used up.
    static bool isUnreadable(const QString &typed);
    static QString askAgainText(const QString &typed);
    // While asking: says under guess i why it is asked again, and selects it for retyping.
    void askAgain(int index, const QString &why);

signals:
    void revealRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void applyFonts();

    QLabel *m_title;
    QVBoxLayout *m_rows;
    QPushButton *m_reveal;
    QList<QLabel *> m_prompts;
    QList<QLineEdit *> m_fields;
    QList<QLabel *> m_verdicts;
    bool m_asking = true;
    qreal m_zoom = 1.0;
};

} // namespace nk::ui
