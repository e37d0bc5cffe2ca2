#pragma once

#include "training/trainingexperiment.h"

#include <vector>

namespace nk {

// What chapter 6 reads off a finished experiment, and the arithmetic of its claims:
// throughput ratio, the norm's share of a step and the whole-step gain it allows (Amdahl),
// wall time = tokens ÷ throughput, cost at a price per hour, loss parity at equal tokens.
// Chapter 7's small formulas (trial budget, warm-up, the learning-rate heuristic) too.
class TrainingEconomics
{
public:
    // Amdahl: a part taking `share` (0–1) of a step made `partSpeedup`× faster speeds the whole
    // step up 1 / ((1 − share) + share / partSpeedup).
    static double amdahlSpeedup(double share, double partSpeedup);
    // The most any speed-up of that part can give: 1 / (1 − share) (the part costs nothing).
    static double amdahlLimit(double share);

    static double wallSeconds(double tokens, double tokensPerSecond);
    // tokens ÷ throughput in hours × price per hour.
    static double cost(double tokens, double tokensPerSecond, double pricePerHour);

    // ηₜ = η_max·min(t / T_w, 1); T_w = 0 means no warm-up (η_max from t = 0).
    static double warmupRate(double etaMax, double t, double warmupSteps);
    // The rate that keeps a plain SGD step η·‖g‖ the same size when the gradient scale changes
    // from LayerNorm's to RMSNorm's: η_new = η_old × ‖g‖_LN / ‖g‖_RMS. AdamW's update hardly
    // depends on the scale (MigrationExperiment::updateScaling measures it).
    static double retunedLearningRate(double etaOld, double gradientScaleRms,
                                      double gradientScaleLn);
    // A trial's share of a full budget (tokens, steps or money alike).
    static double trialBudget(double fullBudget, double fraction);

    struct ParityPoint
    {
        int step = 0;
        double tokens = 0.0; // seen by each model by then (the same for both)
        double layerNorm = 0.0;
        double rmsNorm = 0.0;
    };

    // Everything chapter 6 shows, from an experiment with a LayerNorm and an RMSNorm run
    // (valid == false otherwise). Ratios are RMSNorm over LayerNorm.
    struct Summary
    {
        bool valid = false;
        double tokensPerStep = 0.0;
        double layerNormTokensPerSecond = 0.0;
        double rmsNormTokensPerSecond = 0.0;
        double throughputRatio = 0.0; // RMS tokens/s ÷ LN tokens/s
        double costRatio = 0.0;       // RMS cost ÷ LN cost = 1 / throughputRatio
        double layerNormShare = 0.0;  // of a LayerNorm model's step
        double rmsNormShare = 0.0;    // of an RMSNorm model's step
        double normSpeedup = 0.0;     // LN norm seconds per step ÷ RMS norm seconds per step
        double amdahlPredicted = 0.0; // amdahlSpeedup(layerNormShare, normSpeedup)
        double amdahlLimit = 0.0;     // amdahlLimit(layerNormShare)
        double layerNormFinalValidation = 0.0;
        double rmsNormFinalValidation = 0.0;
        double finalGap = 0.0;           // RMS − LN, nats per token
        double finalRelativeGap = 0.0;   // finalGap ÷ LN
        std::vector<ParityPoint> parity; // at the steps both validated
    };
    static Summary summarize(const TrainingExperiment::Result &result);
};

} // namespace nk
