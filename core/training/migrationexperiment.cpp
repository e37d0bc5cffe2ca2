#include "training/migrationexperiment.h"
#include "training/trainingrun.h"

#include <cmath>
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

// Σ‖a − b‖² over every parameter, in double.
double squaredDistance(const std::vector<ModelParameter<float> *> &a,
                       const std::vector<ModelParameter<float> *> &b)
{
    double sum = 0.0;
    for (size_t i = 0; i < a.size(); ++i)
        sum += (a[i]->value.cast<double>() - b[i]->value.cast<double>()).squaredNorm();
    return sum;
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

MigrationExperiment::UpdateScaling MigrationExperiment::updateScaling(const CharCorpus &corpus,
                                                                      const TrainingConfig &config,
                                                                      NormKind norm, double factor)
{
    TrainingRun run(corpus, config, norm);
    run.computeGradient();
    TransformerModel<float> &start = run.model();
    // Four copies of the same weights and gradient: SGD and AdamW, each with g and factor·g.
    TransformerModel<float> sgd(start), sgdScaled(start), adam(start), adamScaled(start);
    for (TransformerModel<float> *m : {&sgdScaled, &adamScaled})
        for (ModelParameter<float> *p : m->parameters())
            p->grad *= float(factor);
    const double eta = config.learningRate;
    for (TransformerModel<float> *m : {&sgd, &sgdScaled})
        for (ModelParameter<float> *p : m->parameters())
            p->value -= float(eta) * p->grad;
    // The training run's AdamW settings, without weight decay: it would add the same −η·λ·θ
    // to both updates and hide part of the difference.
    const AdamW::Settings settings{0.9, 0.95, 1e-8, 0.0};
    AdamW(settings).step(adam.parameters(), eta);
    AdamW(settings).step(adamScaled.parameters(), eta);

    const auto before = start.parameters();
    const double sgdStep = std::sqrt(squaredDistance(sgd.parameters(), before));
    const double adamStep = std::sqrt(squaredDistance(adam.parameters(), before));
    UpdateScaling u;
    u.factor = factor;
    u.sgdRatio = std::sqrt(squaredDistance(sgdScaled.parameters(), before)) / sgdStep;
    u.adamRatio = std::sqrt(squaredDistance(adamScaled.parameters(), before)) / adamStep;
    u.adamChange =
        std::sqrt(squaredDistance(adamScaled.parameters(), adam.parameters())) / adamStep;
    return u;
}

MigrationExperiment::GradientScales
MigrationExperiment::gradientScales(const CharCorpus &corpus, const TrainingConfig &config)
{
    TrainingRun ln(corpus, config, NormKind::LayerNorm);
    TrainingRun rms(corpus, config, NormKind::RmsNorm);
    GradientScales g{ln.gradientNorm(), rms.gradientNorm(), {}};
    g.update = updateScaling(corpus, config, NormKind::RmsNorm, kUpdateScalingFactor);
    return g;
}

} // namespace nk
