#pragma once

#include "exercises/answerslips.h"
#include "exercises/exercisesheet.h"

#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace nk::ui {

class ChapterPanel;
class LessonController;

// A question the teacher can put to the class: a prompt and its key, and, when the value is an
// exercise quantity worked with one γ and one β, the exercise its wrong answers are matched
// against for the slips.
struct SessionQuestion
{
    QString prompt;                      // in the teacher's language
    QMap<QString, QString> prompts = {}; // "en", "zh": what a phone in that language reads
    double answer = 0.0;
    std::optional<nk::Exercise> exercise = std::nullopt;
    nk::AnswerSlips::Quantity quantity = nk::AnswerSlips::Quantity::Mean;
};

// The questions the lesson's current step can ask, as predict mode asks them: the step cards'
// values on a norm-steps chapter (the step that completes a card asks its value, the chapter's
// own chefs only), or the chapter panel's questions() (ChapterPanelRegistry builds the step's
// panel off screen to read them, or asks `live`, the panel on the teacher's screen, when it is
// the step's: chapter 11's sheet asks the exercise the class sees). Empty: nothing to ask.
class SessionQuestions
{
public:
    static QList<SessionQuestion> forCurrentStep(LessonController *lesson, const QString &language,
                                                 const ChapterPanel *live = nullptr);
    // The aligned row (trace.h) the lesson's current step plays on a norm-steps chapter, −1 on
    // other scenes.
    static int currentRow(const LessonController *lesson);
};

} // namespace nk::ui
