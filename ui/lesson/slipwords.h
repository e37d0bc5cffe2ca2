#pragma once

#include "exercises/answerslips.h"

#include <QCoreApplication>
#include <QString>

#include <utility>

namespace nk::ui {

// A slip (nk::AnswerSlips) in a student's words: what the number they typed is, what the step
// does instead, and the lesson step that shows it done right.
class SlipWords
{
    Q_DECLARE_TR_FUNCTIONS(SlipWords)

public:
    // One or two sentences, e.g. "That is what dividing by d − 1 = 3 gives: the variance
    // divides by d = 4. Chapter 2 shows it in “…”." language picks the step title's words.
    static QString describe(const nk::AnswerSlips::Match &match, nk::AnswerSlips::Quantity quantity,
                            const nk::Exercise &exercise, const QString &language);
    // The chapter and the catalog key of the step that does right what the slip did wrong;
    // chapter 0 when no one step does (the wrong element, the sign).
    // The slip's short name, for a count of the class's wrong answers ("divided by d − 1").
    static QString name(nk::AnswerSlips::Slip slip);
    static std::pair<int, QString> stepOf(nk::AnswerSlips::Slip slip,
                                          nk::AnswerSlips::Quantity quantity);
};

} // namespace nk::ui
