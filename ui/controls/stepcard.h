#pragma once

#include "norm/trace.h"

#include <QFrame>

class QLabel;
class QLineEdit;

QT_BEGIN_NAMESPACE
class QBoxLayout;
QT_END_NAMESPACE

namespace nk::ui {

class FormulaLines;
class FormulaView;

// One step of one algorithm in the Execute columns: the typeset formula, the same formula with
// the live numbers, the result in the chosen precision with its error against fp64, and any
// numeric flag in plain words. A card can also be the empty slot of a step the algorithm does
// not do. Collapsed cards show one line; the current row's cards are expanded.
class StepCard : public QFrame
{
    Q_OBJECT

public:
    StepCard(nk::Algorithm algorithm, nk::StepId id, QWidget *parent = nullptr);
    static StepCard *emptySlot(nk::Algorithm algorithm, QWidget *parent = nullptr);

    void setTrace(const nk::NormTrace *trace);
    void setState(bool reached, bool current); // reached: the step has run; current: expanded
    void setZoom(qreal zoom);
    // Presenting: a finished card keeps its title and result, not its worked line, so the
    // current card's line is the one formula a class reads, at full size.
    void setCompact(bool compact);
    bool isCompact() const { return m_compact; }
    void retranslate();
    // The width the card needs with its result beside its title; narrower columns stack the
    // result under the title (setStacked) instead of scrolling sideways.
    int sideBySideWidth() const;
    void setStacked(bool stacked);

    nk::StepId stepId() const { return m_id; }
    bool isEmptySlot() const { return m_empty; }
    bool isCurrent() const { return m_current; }
    bool isReached() const { return m_reached; }
    QString titleText() const;
    static QString title(nk::StepId id); // a step's card title ("Mean μ"), translated
    static QString title(nk::StepId id, const QString &language); // in "en" or "zh"
    QString resultText() const;
    QString flagText() const;
    QString liveTex() const;
    FormulaLines *liveFormula() const { return m_live; }

    static QString flagSentence(const nk::NumericFlags &flags);

    // Predict mode: a card whose step has a value to guess (not the input, not an empty slot).
    bool hasPredictableValue() const;
    // The value a guess is graded against: the step's scalar, else the asked element.
    double predictableValue() const;
    // asking: the value is hidden and the card asks for a guess; verdict: after the reveal, how
    // close the guess was (shown under the result); while asking, why the guess is asked again.
    void setPrediction(bool asking, const QString &verdict);
    bool isAsking() const { return m_asking; }
    QLineEdit *guessField() const { return m_guess; }
    // The element a vector step asks about (0-based; an exercise asks about its own k): the
    // prompt names it and predictableValue() is its value.
    void setAskedElement(int element);
    int askedElement() const { return m_askedElement; }
    QString guessPromptText() const;
    QString predictionVerdict() const;

    // How many card frames were drawn by the style sheet (not from the cache): for tests.
    static int framesRendered();

signals:
    void guessEntered(); // Enter in the guess field

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    qreal liveScale() const; // the live formula: full size when expanded, else smaller
    void refresh();
    void refreshContent();
    void applyStyle();

    nk::Algorithm m_algorithm;
    nk::StepId m_id;
    bool m_empty = false;
    bool m_reached = false;
    bool m_current = false;
    qreal m_zoom = 1.0;
    const nk::NormTrace *m_trace = nullptr;
    QString m_styleSheet; // the card's look (background and border), drawn by framePixmap()
    int m_border = 1;     // the look's border width (the left one is always 8 px)

    QBoxLayout *m_head = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_result = nullptr;
    FormulaView *m_symbolic = nullptr;
    bool m_compact = false;
    FormulaLines *m_live = nullptr; // breaks into rows rather than shrink (x̂ = [...] after √)
    QLabel *m_error = nullptr;
    QLabel *m_flags = nullptr;
    bool m_asking = false;
    int m_askedElement = 0;
    QWidget *m_guessRow = nullptr;
    QLabel *m_guessPrompt = nullptr;
    QLineEdit *m_guess = nullptr;
    QLabel *m_verdict = nullptr;
};

} // namespace nk::ui
