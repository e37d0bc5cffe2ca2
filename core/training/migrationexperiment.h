#pragma once

#include "training/charcorpus.h"
#include "training/trainingconfig.h"

#include <functional>
#include <vector>

namespace nk {

// Chapter 7's experiments on the shipped corpus, each on the calling thread with the same
// progress/cancel contract as TrainingExperiment (progress returns false to cancel).
class MigrationExperiment
{
public:
    using Progress = std::function<bool(const TrainProgress &)>;

    struct Config
    {
        TrainingConfig training; // the model, batch, peak learning rate and seed
        int baseSteps = 200;     // LayerNorm trained from scratch to the switch point
        int continueSteps = 150; // then each continuation
        int warmupSteps = 50;    // the warm-up of "RMSNorm with warm-up" after the switch
    };

    // The trained LayerNorm model (constant learning rate after its first warm-up) is copied
    // three times at the switch point: one keeps LayerNorm, two swap every norm to RMSNorm
    // (γ kept, β dropped) and continue with and without a fresh warm-up. The three copies share
    // the batches (same stream position), so only the norm and the schedule differ. Each
    // continuation's curve holds the base's points, then its own.
    struct Result
    {
        int switchStep = 0;
        TrainingResult base;
        TrainingResult keepLayerNorm;
        TrainingResult rmsWithWarmup;
        TrainingResult rmsWithoutWarmup;
        // √Σ‖∂L/∂θ‖² at the switch point on the same batch and weights, with each formula.
        double gradientScaleLayerNorm = 0.0;
        double gradientScaleRmsNorm = 0.0;
        double lossBeforeSwitch = 0.0; // validation loss at the switch, LayerNorm
        double lossAfterSwitch = 0.0;  // the same weights with RMSNorm, before any update
        bool cancelled = false;
    };
    // Progress runs: 0 the base, then 1 keep LN, 2 RMS + warm-up, 3 RMS without.
    static Result swap(const CharCorpus &corpus, const Config &config,
                       const Progress &progress = {});

    // RMSNorm models that differ only in γ's initial value, `steps` steps each (same seed,
    // weights and batches); one result per value, in order.
    static std::vector<TrainingResult> gammaInit(const CharCorpus &corpus,
                                                 const TrainingConfig &config,
                                                 const std::vector<double> &gammas, int steps,
                                                 const Progress &progress = {});

    // The gradient scale of a LayerNorm and an RMSNorm model at the same point: the initial
    // weights of `config` (the same for both norms) and the first validation batch.
    // What scaling the gradient by `factor` does to one optimizer step from the same weights:
    // ‖Δθ(factor·g)‖ / ‖Δθ(g)‖ for plain SGD and for AdamW (fresh moments, the model's β₁, β₂,
    // ε, no weight decay and no clipping: the gradient's part of the update only), and AdamW's
    // relative change ‖Δθ(factor·g) − Δθ(g)‖ / ‖Δθ(g)‖.
    struct UpdateScaling
    {
        double factor = 0.0;
        double sgdRatio = 0.0;
        double adamRatio = 0.0;
        double adamChange = 0.0;
    };
    // The factor chapter 7 scales the gradient by: large enough that SGD's step changes plainly.
    static constexpr double kUpdateScalingFactor = 10.0;
    // On an RMSNorm model of `config` at its initial weights and the first validation batch.
    static UpdateScaling updateScaling(const CharCorpus &corpus, const TrainingConfig &config,
                                       NormKind norm, double factor);

    struct GradientScales
    {
        double layerNorm = 0.0;
        double rmsNorm = 0.0;
        UpdateScaling update; // updateScaling(RMSNorm, kUpdateScalingFactor)
    };
    static GradientScales gradientScales(const CharCorpus &corpus, const TrainingConfig &config);
};

} // namespace nk
