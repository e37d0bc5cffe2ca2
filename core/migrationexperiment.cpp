#include "migrationexperiment.h"

#include <memory>

namespace nk {

namespace {

// Steps every unfinished run in turn until all are done or progress says stop; run i reports
// as index first + i of `total`.
bool interleave(std::vector<TrainingRun *> runs, int first, int total,
                const MigrationExperiment::Progress &progress)
{
    bool more = true;
    while (more) {
        more = false;
        for (size_t i = 0; i < runs.size(); ++i) {
            if (runs[i]->finished())
                continue;
            TrainProgress p = runs[i]->step();
            p.run = first + int(i);
            p.runs = total;
            if (progress && !progress(p)) {
                for (TrainingRun *r : runs)
                    r->cancel();
                return false;
            }
            more = more || !runs[i]->finished();
        }
    }
    return true;
}

} // namespace

MigrationExperiment::Result
MigrationExperiment::swap(const CharCorpus &corpus, const Config &config, const Progress &progress)
{
    Result result;
    TrainingConfig c = config.training;
    c.steps = config.baseSteps;
    // Constant after the warm-up: continuing LayerNorm at the same rate is plain continuing.
    c.decay = LearningRateSchedule::Decay::Constant;
    TrainingRun base(corpus, c, NormKind::LayerNorm);
    base.plan(config.baseSteps);
    if (!interleave({&base}, 0, 4, progress)) {
        result.cancelled = true;
        result.base = base.result();
        return result;
    }
    result.switchStep = base.stepsDone();
    result.base = base.result();
    result.lossBeforeSwitch = result.base.finalValidationLoss;
    result.gradientScaleLayerNorm = base.gradientNorm();

    auto keep = std::make_unique<TrainingRun>(base);
    auto warm = std::make_unique<TrainingRun>(base);
    auto cold = std::make_unique<TrainingRun>(base);
    keep->restartSchedule(0, config.continueSteps);
    for (TrainingRun *r : {warm.get(), cold.get()})
        r->switchNorm(NormKind::RmsNorm);
    result.gradientScaleRmsNorm = cold->gradientNorm();
    result.lossAfterSwitch = cold->validationLoss();
    warm->restartSchedule(config.warmupSteps, config.continueSteps);
    cold->restartSchedule(0, config.continueSteps);
    for (TrainingRun *r : {keep.get(), warm.get(), cold.get()})
        r->plan(config.continueSteps);
    result.cancelled = !interleave({keep.get(), warm.get(), cold.get()}, 1, 4, progress);
    result.keepLayerNorm = keep->result();
    result.rmsWithWarmup = warm->result();
    result.rmsWithoutWarmup = cold->result();
    return result;
}

std::vector<TrainingResult> MigrationExperiment::gammaInit(const CharCorpus &corpus,
                                                           const TrainingConfig &config,
                                                           const std::vector<double> &gammas,
                                                           int steps, const Progress &progress)
{
    std::vector<std::unique_ptr<TrainingRun>> owned;
    std::vector<TrainingRun *> runs;
    for (double g : gammas) {
        TrainingConfig c = config;
        c.gammaInit = g;
        c.steps = steps;
        owned.push_back(std::make_unique<TrainingRun>(corpus, c, NormKind::RmsNorm));
        owned.back()->plan(steps);
        runs.push_back(owned.back().get());
    }
    interleave(runs, 0, int(runs.size()), progress);
    std::vector<TrainingResult> out;
    for (const auto &r : owned)
        out.push_back(r->result());
    return out;
}

MigrationExperiment::GradientScales
MigrationExperiment::gradientScales(const CharCorpus &corpus, const TrainingConfig &config)
{
    TrainingRun ln(corpus, config, NormKind::LayerNorm);
    TrainingRun rms(corpus, config, NormKind::RmsNorm);
    return {ln.gradientNorm(), rms.gradientNorm()};
}

} // namespace nk
