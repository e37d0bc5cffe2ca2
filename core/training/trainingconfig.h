#pragma once

#include "training/learningrateschedule.h"
#include "training/nn/normkind.h"

#include <cstdint>
#include <optional>
#include <vector>

// A run's knobs and what it reports, without the model: ui and app include this (and
// trainingexperiment.h, migrationexperiment.h), not trainingrun.h, so Eigen stays in core.

namespace nk {

struct TransformerConfig;

// The experiment's knobs. The defaults are the classroom run: both models in about two minutes
// on one core of a laptop.
struct TrainingConfig
{
    int layers = 2;
    int width = 64;
    int heads = 4;
    int context = 64; // T, the sequence length trained on
    int batch = 16;   // B sequences per step
    int steps = 600;
    double learningRate = 1e-2; // peak
    int warmup = 60;
    LearningRateSchedule::Decay decay = LearningRateSchedule::Decay::Cosine;
    double finalLearningRateFraction = 0.1;
    double weightDecay = 0.1;
    double clipNorm = 1.0;
    double gammaInit = 1.0;
    int evalInterval = 50; // validation every this many steps, and after the last
    int evalBatches = 4;   // validation batches of B × T tokens, fixed positions
    std::uint64_t seed = 1;

    TransformerConfig model(int vocabulary, NormKind norm) const;
    // The learned numbers of model(vocabulary, norm) (RMSNorm has no β: fewer).
    long long parameterCount(int vocabulary, NormKind norm) const;
    // Tokens one step trains on: B sequences of T tokens. Throughput, a run's token budget and
    // the loss-parity curve's x axis all count with it.
    double tokensPerStep() const { return double(batch) * double(context); }
};

// What a training run reports after every step (from the calling thread).
struct TrainProgress
{
    NormKind norm = NormKind::LayerNorm;
    int run = 0;                          // which of an experiment's runs (0-based)
    int runs = 1;                         // how many runs take turns
    int step = 0;                         // steps done, counting this one
    int totalSteps = 0;                   // where the current plan (train() call) ends
    double trainLoss = 0.0;               // this step's batch, nats per token
    std::optional<double> validationLoss; // when evaluated after this step
    double learningRate = 0.0;
    double gradientNorm = 0.0;    // before clipping
    double tokensPerSecond = 0.0; // so far
    double normTimeShare = 0.0;   // so far, 0–1
    double trainingSeconds = 0.0; // so far, steps only (validation not counted)
};

struct TrainingCurvePoint
{
    int step = 0;
    double trainLoss = 0.0;
    std::optional<double> validationLoss;
};

// One batch's loss is noisy: a run's final training loss is the mean over its last steps.
inline constexpr int kFinalLossSteps = 20;

struct TrainingResult
{
    NormKind norm = NormKind::LayerNorm;
    int steps = 0;
    bool cancelled = false;
    double finalTrainLoss = 0.0;      // mean of the last (up to) kFinalLossSteps batch losses
    double finalValidationLoss = 0.0; // the last validation (NaN if none ran)
    // Measured over the training steps only (forward, backward, clipping, AdamW update):
    double tokensPerSecond = 0.0;
    double normTimeShare = 0.0; // norm layers' forward + backward / step time
    double trainingSeconds = 0.0;
    double normSeconds = 0.0;
    std::vector<TrainingCurvePoint> curve;
};

} // namespace nk
