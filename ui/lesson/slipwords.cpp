#include "lesson/slipwords.h"

#include "lesson/chaptercatalog.h"
#include "lesson/narration.h"
#include "norm/numberformat.h"

namespace nk::ui {

using nk::AnswerSlips;
using Q = AnswerSlips::Quantity;
using S = AnswerSlips::Slip;

namespace {

QString num(double v)
{
    return QString::fromStdString(nk::NumberFormat::number(v, 4));
}

bool isLayerNorm(Q q)
{
    return q == Q::Mean || q == Q::Variance || q == Q::LayerNormOutput;
}

} // namespace

QString SlipWords::name(S slip)
{
    switch (slip) {
    case S::DividedByDMinusOne:
        return tr("divided by d − 1");
    case S::ForgotToDivide:
        return tr("forgot to divide by d");
    case S::ForgotEps:
        return tr("forgot ε");
    case S::AddedEps:
        return tr("added ε");
    case S::ForgotGamma:
        return tr("forgot γ");
    case S::ForgotBeta:
        return tr("forgot β");
    case S::AddedBeta:
        return tr("added β to RMSNorm");
    case S::StdForVariance:
        return tr("σ for σ²");
    case S::VarianceForStd:
        return tr("σ² for σ");
    case S::ForgotRoot:
        return tr("forgot the square root");
    case S::SubtractedMean:
        return tr("subtracted the mean");
    case S::ForgotToSubtractMean:
        return tr("forgot to subtract the mean");
    case S::WrongElement:
        return tr("another element");
    case S::Sign:
        return tr("wrong sign");
    }
    return {};
}

std::pair<int, QString> SlipWords::stepOf(S slip, Q q)
{
    switch (slip) {
    case S::DividedByDMinusOne:
    case S::ForgotToDivide:
        if (q == Q::Mean)
            return {2, QStringLiteral("mean")};
        return isLayerNorm(q) ? std::pair{2, QStringLiteral("variance")}
                              : std::pair{3, QStringLiteral("mean-square")};
    case S::ForgotEps:
    case S::VarianceForStd:
        return q == Q::RmsNormOutput ? std::pair{3, QStringLiteral("rms")}
                                     : std::pair{2, QStringLiteral("standardize")};
    case S::AddedEps:
    case S::ForgotRoot:
        return {3, QStringLiteral("rms")};
    case S::ForgotGamma:
    case S::ForgotBeta:
    case S::AddedBeta:
        return q == Q::RmsNormOutput ? std::pair{3, QStringLiteral("scale")}
                                     : std::pair{2, QStringLiteral("season")};
    case S::StdForVariance:
        return {2, QStringLiteral("variance")};
    case S::SubtractedMean:
        return {3, QStringLiteral("no-centring")};
    case S::ForgotToSubtractMean:
        return {2, QStringLiteral("gaps")};
    case S::WrongElement:
    case S::Sign:
    default:
        return {0, QString()};
    }
}

QString SlipWords::describe(const AnswerSlips::Match &m, Q q, const nk::Exercise &e,
                            const QString &language)
{
    const int d = int(e.vector.size());
    QString what;
    switch (m.slip) {
    case S::DividedByDMinusOne:
        what = tr("That is what dividing by d − 1 = %1 gives: the average is over all d = %2 "
                  "values.")
                   .arg(d - 1)
                   .arg(d);
        break;
    case S::ForgotToDivide:
        what = q == Q::Rms ? tr("That is the root of the sum Σx²: divide the sum by d = %1 before "
                                "the root.")
                                 .arg(d)
                           : tr("That is the sum: the mean divides it by d = %1.").arg(d);
        break;
    case S::ForgotEps:
        what = tr("That is what leaving out ε = %1 gives: the divisor adds ε under the root.")
                   .arg(num(e.eps));
        break;
    case S::AddedEps:
        what = tr("That is √(mean(x²) + ε): the sheet asks for the RMS itself, without ε.");
        break;
    case S::ForgotGamma:
        what = tr("That is the value before the scale γ = %1: multiply by γ.").arg(num(e.gamma));
        break;
    case S::ForgotBeta:
        what = tr("That is the value without the shift β = %1: add β last.").arg(num(e.beta));
        break;
    case S::AddedBeta:
        what =
            tr("That adds the shift β = %1: RMSNorm has no β, only the scale γ.").arg(num(e.beta));
        break;
    case S::StdForVariance:
        what = tr("That is σ, the standard deviation: the variance σ² is its square.");
        break;
    case S::VarianceForStd:
        what = tr("That divides by σ² + ε: the divisor is its square root, √(σ² + ε).");
        break;
    case S::ForgotRoot:
        what = q == Q::Rms ? tr("That is the mean square mean(x²): the RMS is its square root.")
                           : tr("That divides by mean(x²) + ε: the divisor is its square root.");
        break;
    case S::SubtractedMean:
        what = q == Q::Rms ? tr("That is σ, which subtracts the mean first: RMSNorm does not "
                                "centre, the RMS is √mean(x²).")
                           : tr("That is LayerNorm's output: RMSNorm does not subtract the mean "
                                "and has no β.");
        break;
    case S::ForgotToSubtractMean:
        what = q == Q::Variance
                   ? tr("That is the mean square mean(x²): the variance averages the "
                        "squared gaps (x − μ)².")
                   : tr("That divides x itself: LayerNorm subtracts the mean μ first.");
        break;
    case S::WrongElement:
        what = tr("That is element %1's output: the sheet asks for element %2 (counting from 1).")
                   .arg(m.element + 1)
                   .arg(e.element + 1);
        break;
    case S::Sign:
        what = tr("The size is right, the sign is not.");
        break;
    }
    const auto [chapter, key] = stepOf(m.slip, q);
    const int step = chapter > 0 ? ChapterCatalog::instance().stepIndex(chapter, key) : -1;
    if (step < 0)
        return what;
    const QString title = Narration::forLanguage(language).stepTitle(chapter, step);
    return tr("%1 Chapter %2 shows it: “%3”.").arg(what).arg(chapter).arg(title);
}

} // namespace nk::ui
