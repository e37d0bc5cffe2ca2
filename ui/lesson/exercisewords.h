#pragma once

#include "exercises/answergrader.h"
#include "exercises/answerslips.h"
#include "exercises/exercisesheet.h"

#include <QCoreApplication>
#include <QString>

#include <utility>

namespace nk::ui {

// An exercise sheet's words, in one place for chapter 11's ExercisePanel and the quiz's text
// mode (`normkitchen quiz --ask`): what is asked, the verdict on a typed answer (with the slip
// it matches, in SlipWords' words), the key and the step that computes it, the score. QtCore
// only, so the command line says the same as the window.
class ExerciseWords
{
    Q_DECLARE_TR_FUNCTIONS(ExerciseWords)

public:
    using Quantity = nk::AnswerSlips::Quantity;
    // The five answers of an exercise, in the order they are asked.
    static constexpr int kQuantityCount = 5;
    static Quantity quantity(int index);
    static constexpr int kKeyDigits = 5; // finer than the tolerance

    // The key of q (core's fp64 answers; the outputs of element k).
    static double key(const nk::Exercise &exercise, Quantity q);
    // "x = [1, 2]    γ = 1    β = 0    ε = 1e-05    element k = 2"
    static QString statement(const nk::Exercise &exercise);
    static QString statement(const nk::Exercise &exercise, const QString &language); // en, zh
    // "Mean μ", …, "LayerNorm output y2"
    static QString label(Quantity q, const nk::Exercise &exercise);
    static QString label(Quantity q, const nk::Exercise &exercise, const QString &language);
    // How to type and the tolerance, one sentence each.
    static QString tolerance();
    static QString unreadable();
    // The verdict on a grade: empty for an empty answer, unreadable(), "✓ Right (off by …)", or
    // "✗ Not yet: off by …" and, on a new line, the slip the number matches with its step.
    static QString verdict(const nk::AnswerGrader::Grade &grade, const nk::Exercise &exercise,
                           Quantity q, const QString &language);
    static QString keyText(double key); // "key 1.25"
    // The chapter and the catalog key of the step that computes q (chapter 2 for μ, σ² and
    // LayerNorm; chapter 3 for the RMS and RMSNorm).
    static std::pair<int, QString> stepOf(Quantity q);
    // "Chapter 2 computes it: “…”." in the language's step title.
    static QString computedIn(Quantity q, const QString &language);

    // The quiz's text mode.
    static QString askIntro(quint64 sheet, int count);
    static QString exerciseHeading(int index, int count, const nk::Exercise &exercise);
    static QString prompt(Quantity q, const nk::Exercise &exercise); // "Mean μ: "
    static QString tryAgain();
    static QString theKey(double key, Quantity q, const QString &language);
    static QString score(int right, int total);
    static QString scoreSoFar(int right, int asked, int total);
};

} // namespace nk::ui
