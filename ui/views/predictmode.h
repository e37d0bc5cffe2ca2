#pragma once

#include <QHash>
#include <QObject>
#include <QStringList>

#include <limits>

class QWidget;

namespace nk::ui {

class ChapterPanel;
class LessonController;
class PredictionStrip;
class StepCard;
class StepCardGrid;

// Execute's predict mode (View ▸ Predict mode, G): which values of the step cards and of a
// chapter panel's questions are still to guess, the guesses' verdicts, and the guesses asked
// again because they are not numbers. Revealed values stay revealed going back, until the
// vector changes. ExecuteView covers the kitchen, the chart and the narration as it says.
class PredictMode : public QObject
{
    Q_OBJECT

public:
    // view: whose window decides whether a guess field may take the focus.
    PredictMode(LessonController *controller, StepCardGrid *cards, PredictionStrip *strip,
                QWidget *view);

    void setOn(bool on) { m_on = on; }
    bool isOn() const { return m_on; }
    void setLanguage(const QString &lang) { m_language = lang; }
    // New numbers, new guesses.
    void forget();

    // A panel's questions in the strip, and the panel's answers covered while they are asked.
    void showPanel(ChapterPanel *current, const QList<ChapterPanel *> &panels);
    bool isPanelAsking() const { return m_panelAsking; }
    // Grades the strip's guesses (or asks again for unreadable ones).
    void revealPanel(ChapterPanel *current, const QList<ChapterPanel *> &panels);

    // A card's value is asked for on the step that completes it.
    bool isPending(StepCard *card) const;
    // Enter in a card's guess field.
    void reveal(StepCard *card);
    // The current step's pending cards (a step still playing is completed first): false when
    // none was pending.
    bool revealCards();

    // What the cards ask now (each card's "?" and verdict set on the way): the first row of
    // each chef's values still to guess and his last row asked (max: none).
    struct Cover
    {
        static constexpr int none = std::numeric_limits<int>::max();
        int lnRow = none;
        int rmsRow = none;
        int lnAsked = none;
        int rmsAsked = none;
        bool unrevealed = false;         // a value of this step still to guess: the words wait too
        StepCard *firstAsking = nullptr; // a card that started asking now
    };
    Cover applyToCards(bool showsCards);

signals:
    // Verdicts or guesses asked again changed: the view applies the prediction again.
    void changed();

private:
    QString panelKey() const;
    // Cards whose typed guess is not a number ask again (true when any did).
    bool askAgain(const QList<StepCard *> &cards);
    bool chapterAsks(StepCard *card) const; // the chapter asks this chef's values
    QString predictionKey(StepCard *card) const;
    QString verdictFor(StepCard *card) const;

    LessonController *m_controller;
    StepCardGrid *m_cards;
    PredictionStrip *m_strip;
    QWidget *m_view;
    QString m_language = QStringLiteral("en");
    bool m_on = false;
    QHash<QString, QString> m_verdicts;          // revealed cards (chapter/step/card) → how close
    QHash<QString, QString> m_guessProblems;     // cards asking again → why (not a number)
    QHash<QString, QStringList> m_panelVerdicts; // revealed panel steps → how close each guess
    bool m_panelAsking = false;
};

} // namespace nk::ui
