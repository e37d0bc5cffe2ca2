#include "lesson/scenetiming.h"

#include "norm/trace.h"

namespace nk::ui {

namespace {

const QLatin1String kNormSteps("norm-steps");
const QLatin1String kPrepStation("prep-station");
const QLatin1String kCost("cost");

// The chefs' walks at the prep station take a little longer than a plain step.
constexpr double kPrepWalkSeconds = 1.5 * SceneTiming::kDefaultStepSeconds;
// A step of the cost scene's clock: long enough to watch a tally grow.
constexpr double kCostStepSeconds = 3.0;

} // namespace

QStringList SceneTiming::timedScenes()
{
    return {kNormSteps, kPrepStation, kCost};
}

QStringList SceneTiming::beats(const QString &scene)
{
    // norm-steps: the six aligned rows of trace.h, in slot order.
    if (scene == kNormSteps)
        return {QStringLiteral("input"),      QStringLiteral("mean"),
                QStringLiteral("deviations"), QStringLiteral("variance"),
                QStringLiteral("normalize"),  QStringLiteral("affine")};
    if (scene == kPrepStation)
        return {QStringLiteral("drift"), QStringLiteral("layernorm"), QStringLiteral("rmsnorm"),
                QStringLiteral("standardize")};
    return {};
}

int SceneTiming::beatSlot(const QString &scene, const QString &beat)
{
    const int i = int(beats(scene).indexOf(beat));
    if (i >= 0 || scene != kNormSteps)
        return i;
    // RMSNorm's step ids name the same slots.
    for (nk::StepId id :
         {nk::StepId::Square, nk::StepId::MeanSquare, nk::StepId::Rms, nk::StepId::Scale})
        if (beat == QString::fromStdString(nk::toString(id)))
            return nk::alignedRow(id);
    return -1;
}

double SceneTiming::stepSeconds(const QString &scene, const QString &beat)
{
    if (scene == kCost)
        return kCostStepSeconds;
    if (scene == kPrepStation && beat != QLatin1String("drift"))
        return kPrepWalkSeconds;
    return kDefaultStepSeconds;
}

} // namespace nk::ui
