#pragma once

#include "base/theme.h"

#include "exercises/answerslips.h"
#include "exercises/exercisesheet.h"

#include <QList>
#include <QMap>
#include <QStringList>
#include <QString>
#include <QWidget>

#include <optional>

class QLabel;

namespace nk::ui {

class LessonController;
class PagedScrollArea;

// A chapter's own panel in Execute, beside the narration, in place of the step cards: the
// stack's statistics, the derivation, the code, the exercise sheet, the training curves…
// A catalog step names it in "panels" (e.g. "layer-stack"); ChapterPanelRegistry makes it.
// Execute owns one instance per name and tells it what to show; the panel reads everything
// else (input, settings, traces) from the controller, whose signals it may also watch.
class ChapterPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ChapterPanel(LessonController *controller, QWidget *parent = nullptr);

    // The lesson shows step `step` (0-based) of chapter `chapter`, or the input changed while
    // it does. Called before the panel is shown.
    virtual void showStep(int chapter, int step) = 0;
    // The scene's clock moved within the step (LessonController::sceneTime()); for panels
    // that animate with the step. Called often: keep it cheap.
    virtual void setSceneTime(double t);
    // "en" or "zh"; a panel retranslates its own labels (tr() strings follow QEvent::
    // LanguageChange, the chapter words follow this).
    virtual void setLanguage(const QString &lang);
    // Presentation zoom (1, 1.5, 2): fonts grow with it.
    virtual void setZoom(qreal zoom);
    // Presentation mode: a clicker pages the panel (PagedScrollArea) instead of a wheel.
    virtual void setPresenting(bool presenting);
    bool isPresenting() const { return m_presenting; }

    // Predict mode: the values a student guesses on the step last shown, each with its key
    // (computed by core, like everything the panel shows). Empty: nothing to guess here.
    struct Question
    {
        QString prompt; // "Operations in all for LayerNorm?"
        double answer = 0.0;
        // For the class session: the prompt in "en" and "zh" when the panel words it in both
        // (a phone reads its own language), and the exercise whose slips a wrong answer is
        // matched with.
        // (Initialised here, so `{prompt, answer}` stays a whole initialiser.)
        QMap<QString, QString> prompts = {};
        std::optional<nk::Exercise> exercise = std::nullopt;
        nk::AnswerSlips::Quantity quantity = nk::AnswerSlips::Quantity::Mean;
    };
    virtual QList<Question> questions() const;
    // A question worded by the tr() string `source` of `context` ("nk::ui::DerivationPanel", or
    // a Q_DECLARE_TR_FUNCTIONS name): the prompt in the window's language and, for the class
    // session's phones, in en and zh. args fill %1, %2… (numbers: the same in every language).
    static Question question(const char *context, const char *source, double answer,
                             const QStringList &args = {});
    // What the teacher can ask the class on this step (the class session's Ask): questions() by
    // default; chapter 11's sheet asks its current exercise, which predict mode does not (the
    // sheet is itself a place to type answers).
    virtual QList<Question> classQuestions() const { return questions(); }
    // While the guesses are out, the panel covers what would give the answers away.
    virtual void setAnswersHidden(bool hidden);
    bool answersHidden() const { return m_answersHidden; }

    // What the clicker's next press does here before the story moves on: the step's own
    // action not yet taken (show the interview answer, "Show me", run the benchmark, start the
    // quick training run), translated, as the transport shows it ("Next press: …"). Empty:
    // the press moves the story. performPendingAction() takes it; pendingActionChanged() is
    // emitted when the answer may have changed otherwise (a run finished, an edit undone).
    virtual QString pendingAction() const;
    virtual void performPendingAction();

    // The panel takes the height Execute's stretch gives it: a word-wrapped label inside must
    // not ask the whole view for its height-for-width, which squeezed the kitchen to nothing
    // at zoom 1.5 (the scene area ignores its own size hint).
    bool hasHeightForWidth() const override { return false; }

    QString language() const { return m_language; }
    qreal zoom() const { return m_zoom; }

signals:
    void pendingActionChanged();
    // The panel sent the lesson to a step about one element (0-based), as an exercise about
    // element k does: predict mode asks about that element.
    void elementAsked(int element);

protected:
    LessonController *controller() const { return m_controller; }
    // The panel's font at the role's size (Theme's table) times the current zoom.
    QFont zoomedFont(Theme::FontRole role, bool bold = false) const;
    // A word-wrapped rich-text label, top-left aligned, that lets the panel be narrow.
    static QLabel *wrappedLabel();
    // Fills the panel with a vertical-only PagedScrollArea and returns it, its widget the
    // content to lay out: the contents scroll when the panel is short (kitchen above,
    // presentation zoom) instead of being squeezed over each other.
    PagedScrollArea *addScrollArea();
    // Presenting, a chart (or other stretching piece) is at most a page tall, so that it is a
    // whole piece the clicker pages to; minimum is its least height, kept where a page allows.
    void fitToPage(QWidget *piece, int pageHeight, int minimum = 0) const;

private:
    LessonController *m_controller;
    QString m_language = QStringLiteral("en");
    qreal m_zoom = 1.0;
    bool m_presenting = false;
    bool m_answersHidden = false;
};

} // namespace nk::ui
