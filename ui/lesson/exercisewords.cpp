#include "lesson/exercisewords.h"

#include "base/translatedtext.h"

#include "lesson/chaptercatalog.h"
#include "lesson/narration.h"
#include "norm/numberformat.h"
#include "lesson/slipwords.h"

#include <QStringList>

#include <algorithm>
#include <cmath>

namespace nk::ui {

using nk::AnswerGrader;
using nk::NumberFormat;
using Q = nk::AnswerSlips::Quantity;

namespace {

QString number(double v, int digits)
{
    return QString::fromStdString(NumberFormat::number(v, digits));
}

} // namespace

nk::AnswerSlips::Quantity ExerciseWords::quantity(int index)
{
    static constexpr Q kOrder[kQuantityCount] = {Q::Mean, Q::Variance, Q::Rms, Q::LayerNormOutput,
                                                 Q::RmsNormOutput};
    return kOrder[std::clamp(index, 0, kQuantityCount - 1)];
}

double ExerciseWords::key(const nk::Exercise &e, Quantity q)
{
    const nk::ExerciseAnswers a = nk::ExerciseSheet::answers(e);
    const size_t k = size_t(e.element);
    switch (q) {
    case Q::Mean:
        return a.mean;
    case Q::Variance:
        return a.variance;
    case Q::Rms:
        return a.rms;
    case Q::LayerNormOutput:
        return a.layerNormOutput[k];
    case Q::RmsNormOutput:
    default:
        return a.rmsNormOutput[k];
    }
}

namespace {

const char *const kStatementSource =
    QT_TRANSLATE_NOOP("ExerciseWords", "x = [%1]    γ = %2    β = %3    ε = %4    element k = %5");

const char *labelSource(nk::AnswerSlips::Quantity q)
{
    using Q = nk::AnswerSlips::Quantity;
    switch (q) {
    case Q::Mean:
        return QT_TRANSLATE_NOOP("ExerciseWords", "Mean μ");
    case Q::Variance:
        return QT_TRANSLATE_NOOP("ExerciseWords", "Variance σ² (divide by d)");
    case Q::Rms:
        return QT_TRANSLATE_NOOP("ExerciseWords", "RMS = √mean(x²)");
    case Q::LayerNormOutput:
        return QT_TRANSLATE_NOOP("ExerciseWords", "LayerNorm output y%1");
    case Q::RmsNormOutput:
    default:
        return QT_TRANSLATE_NOOP("ExerciseWords", "RMSNorm output y%1");
    }
}

QString filledStatement(const QString &pattern, const nk::Exercise &e)
{
    QStringList xs;
    for (double v : e.vector)
        xs << number(v, 15);
    return pattern
        .arg(xs.join(QStringLiteral(", ")), number(e.gamma, 15), number(e.beta, 15),
             number(e.eps, 15))
        .arg(e.element + 1);
}

QString filledLabel(const QString &pattern, nk::AnswerSlips::Quantity q, const nk::Exercise &e)
{
    using Q = nk::AnswerSlips::Quantity;
    return q == Q::LayerNormOutput || q == Q::RmsNormOutput ? pattern.arg(e.element + 1) : pattern;
}

} // namespace

QString ExerciseWords::statement(const nk::Exercise &e)
{
    return filledStatement(tr(kStatementSource), e);
}

QString ExerciseWords::statement(const nk::Exercise &e, const QString &language)
{
    return filledStatement(TranslatedText::in(language, "ExerciseWords", kStatementSource), e);
}

QString ExerciseWords::label(Quantity q, const nk::Exercise &e)
{
    return filledLabel(tr(labelSource(q)), q, e);
}

QString ExerciseWords::label(Quantity q, const nk::Exercise &e, const QString &language)
{
    return filledLabel(TranslatedText::in(language, "ExerciseWords", labelSource(q)), q, e);
}

QString ExerciseWords::tolerance()
{
    return tr("Work by hand, then type your answers (4/3 and full-width digits are fine). An "
              "answer is right when it is within %1 of the key, or within %2 of it.")
        .arg(tr("%1 (for keys of %2 and more)")
                 .arg(number(AnswerGrader::kAbsoluteTolerance, 3),
                      number(AnswerGrader::kRelativeOnlyBelow, 3)),
             QString::fromStdString(NumberFormat::percent(AnswerGrader::kRelativeTolerance, 2)));
}

QString ExerciseWords::unreadable()
{
    return tr("Not a number: type e.g. 1.33 or 4/3");
}

QString ExerciseWords::verdict(const AnswerGrader::Grade &g, const nk::Exercise &e, Quantity q,
                               const QString &language)
{
    switch (g.verdict) {
    case AnswerGrader::Verdict::Empty:
        return QString();
    case AnswerGrader::Verdict::Unreadable:
        return unreadable();
    case AnswerGrader::Verdict::Right:
        return tr("✓ Right (off by %1)").arg(number(g.absError, 2));
    case AnswerGrader::Verdict::Wrong:
    default:
        break;
    }
    QString v = std::isfinite(g.relError)
                    ? tr("✗ Not yet: off by %1 (%2)")
                          .arg(number(g.absError, 2),
                               QString::fromStdString(NumberFormat::percent(g.relError, 2)))
                    : tr("✗ Not yet: off by %1").arg(number(g.absError, 2));
    // A number one of the common slips gives is named, with the step that shows it.
    if (nk::AnswerSlips::Match slip; nk::AnswerSlips::diagnose(e, q, g.typed, &slip))
        v += QLatin1Char('\n') + SlipWords::describe(slip, q, e, language);
    return v;
}

QString ExerciseWords::keyText(double key)
{
    return tr("key %1").arg(number(key, kKeyDigits));
}

std::pair<int, QString> ExerciseWords::stepOf(Quantity q)
{
    switch (q) {
    case Q::Mean:
        return {2, QStringLiteral("mean")};
    case Q::Variance:
        return {2, QStringLiteral("variance")};
    case Q::LayerNormOutput:
        return {2, QStringLiteral("season")};
    case Q::Rms:
        return {3, QStringLiteral("rms")};
    case Q::RmsNormOutput:
    default:
        return {3, QStringLiteral("scale")};
    }
}

QString ExerciseWords::computedIn(Quantity q, const QString &language)
{
    const auto [chapter, stepKey] = stepOf(q);
    const int step = ChapterCatalog::instance().stepIndex(chapter, stepKey);
    if (step < 0)
        return QString();
    return tr("Chapter %1 computes it: “%2”.")
        .arg(chapter)
        .arg(Narration::forLanguage(language).stepTitle(chapter, step));
}

QString ExerciseWords::askIntro(quint64 sheet, int count)
{
    const QString exercises = count == 1 ? tr("1 exercise") : tr("%1 exercises").arg(count);
    return tr("Exercise sheet %1 (%2), the same as chapter 11's sheet of this number.")
               .arg(sheet)
               .arg(exercises) +
           QLatin1Char('\n') +
           tr("Type each answer and press Enter; a wrong one may be tried once more. Ctrl+D "
              "ends.");
}

QString ExerciseWords::exerciseHeading(int index, int count, const nk::Exercise &e)
{
    return tr("Exercise %1 of %2: %3").arg(index + 1).arg(count).arg(statement(e));
}

QString ExerciseWords::prompt(Quantity q, const nk::Exercise &e)
{
    return tr("%1: ", "a prompt: the answer is typed after it").arg(label(q, e));
}

QString ExerciseWords::tryAgain()
{
    return tr("Try once more.");
}

QString ExerciseWords::theKey(double key, Quantity q, const QString &language)
{
    const QString where = computedIn(q, language);
    const QString k = number(key, kKeyDigits);
    return where.isEmpty() ? tr("The key is %1.").arg(k) : tr("The key is %1. %2").arg(k, where);
}

QString ExerciseWords::score(int right, int total)
{
    return tr("Score: %1 of %2").arg(right).arg(total);
}

QString ExerciseWords::scoreSoFar(int right, int asked, int total)
{
    return tr("Input ended. Score so far: %1 right of %2 answered (the sheet asks %3)")
        .arg(right)
        .arg(asked)
        .arg(total);
}

} // namespace nk::ui
