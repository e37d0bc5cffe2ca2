#include "training/trainingeconomics.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace nk {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

} // namespace

double TrainingEconomics::amdahlSpeedup(double share, double partSpeedup)
{
    if (!(share >= 0.0 && share <= 1.0) || !(partSpeedup > 0.0))
        return kNaN;
    return 1.0 / ((1.0 - share) + share / partSpeedup);
}

double TrainingEconomics::amdahlLimit(double share)
{
    if (!(share >= 0.0 && share < 1.0))
        return share == 1.0 ? std::numeric_limits<double>::infinity() : kNaN;
    return 1.0 / (1.0 - share);
}

double TrainingEconomics::wallSeconds(double tokens, double tokensPerSecond)
{
    return tokensPerSecond > 0.0 ? tokens / tokensPerSecond : kNaN;
}

double TrainingEconomics::cost(double tokens, double tokensPerSecond, double pricePerHour)
{
    return wallSeconds(tokens, tokensPerSecond) / 3600.0 * pricePerHour;
}

double TrainingEconomics::warmupRate(double etaMax, double t, double warmupSteps)
{
    if (warmupSteps <= 0.0)
        return etaMax;
    return etaMax * std::min(std::max(t, 0.0) / warmupSteps, 1.0);
}

double TrainingEconomics::retunedLearningRate(double etaOld, double gradientScaleRms,
                                              double gradientScaleLn)
{
    return gradientScaleRms > 0.0 ? etaOld * gradientScaleLn / gradientScaleRms : kNaN;
}

double TrainingEconomics::trialBudget(double fullBudget, double fraction)
{
    return fullBudget * fraction;
}

TrainingEconomics::Summary TrainingEconomics::summarize(const TrainingExperiment::Result &result)
{
    Summary s;
    const TrainingResult *ln = nullptr, *rms = nullptr;
    for (const TrainingResult &r : result.runs)
        (r.norm == NormKind::LayerNorm ? ln : rms) = &r;
    if (!ln || !rms || ln->steps < 1 || rms->steps < 1 || !(ln->tokensPerSecond > 0.0) ||
        !(rms->tokensPerSecond > 0.0))
        return s;
    s.valid = true;
    s.tokensPerStep = result.config.tokensPerStep();
    s.layerNormTokensPerSecond = ln->tokensPerSecond;
    s.rmsNormTokensPerSecond = rms->tokensPerSecond;
    s.throughputRatio = rms->tokensPerSecond / ln->tokensPerSecond;
    s.costRatio = 1.0 / s.throughputRatio;
    s.layerNormShare = ln->normTimeShare;
    s.rmsNormShare = rms->normTimeShare;
    const double lnNormPerStep = ln->normSeconds / ln->steps;
    const double rmsNormPerStep = rms->normSeconds / rms->steps;
    s.normSpeedup = rmsNormPerStep > 0.0 ? lnNormPerStep / rmsNormPerStep : kNaN;
    s.amdahlPredicted = amdahlSpeedup(s.layerNormShare, s.normSpeedup);
    s.amdahlLimit = amdahlLimit(s.layerNormShare);
    s.layerNormFinalValidation = ln->finalValidationLoss;
    s.rmsNormFinalValidation = rms->finalValidationLoss;
    s.finalGap = rms->finalValidationLoss - ln->finalValidationLoss;
    s.finalRelativeGap = s.finalGap / ln->finalValidationLoss;
    // Both runs validate at the same steps (same config), so equal steps are equal tokens.
    for (const TrainingCurvePoint &a : ln->curve) {
        if (!a.validationLoss)
            continue;
        const auto b = std::find_if(rms->curve.begin(), rms->curve.end(),
                                    [&a](const TrainingCurvePoint &p) { return p.step == a.step; });
        if (b != rms->curve.end() && b->validationLoss)
            s.parity.push_back(
                {a.step, a.step * s.tokensPerStep, *a.validationLoss, *b->validationLoss});
    }
    return s;
}

} // namespace nk
