#pragma once

#include "numeric/portablerandom.h"
#include "training/adamw.h"
#include "training/charcorpus.h"
#include "training/learningrateschedule.h"
#include "training/nn/normlayer.h"
#include "training/nn/transformermodel.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace nk {

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

// One model trained on a corpus: B random windows of T + 1 characters per step from the
// training split (PortableRandom(seed): the same windows for any norm), AdamW with warm-up and
// decay, global gradient clipping. Validation uses evalBatches · B windows at fixed, evenly
// spaced positions of the validation split. Everything single-threaded on the calling thread
// (Eigen's products included), so the same seed gives the same curve bit for bit on one machine.
class TrainingRun
{
public:
    // Throws std::invalid_argument for a bad config or a split shorter than T + 1.
    TrainingRun(const CharCorpus &corpus, const TrainingConfig &config, NormKind norm);

    // Trains `steps` more steps. progress (optional) is called after each; returning false
    // cancels (the result then says cancelled). Validation runs every evalInterval steps and
    // after the last one.
    TrainingResult train(int steps,
                         const std::function<bool(const TrainProgress &)> &progress = {});
    // The same one step at a time (to interleave runs): plan(steps), then step() until
    // finished(). cancel() marks the result as cancelled.
    void plan(int steps);
    TrainProgress step();
    bool finished() const { return m_step >= m_targetStep; }
    void cancel() { m_cancelled = true; }
    TrainingResult train(const std::function<bool(const TrainProgress &)> &progress = {})
    {
        return train(m_config.steps, progress);
    }
    // The summary of everything trained so far.
    TrainingResult result() const;

    double validationLoss();
    // The global gradient norm √(Σ‖∂L/∂θ‖²) of the loss on the first validation batch at the
    // current weights, without an update: the "gradient scale" of chapter 7.
    double gradientNorm();
    // The same gradient left in every parameter's grad (no update): for comparing optimizer
    // steps on a copy of model().
    void computeGradient();

    // Chapter 7: swap every norm (LayerNorm → RMSNorm keeps γ and drops β) and continue.
    void switchNorm(NormKind kind);
    // The learning rate restarts from here: warm up over warmupSteps (0: none), then decay over
    // totalSteps from now.
    void restartSchedule(int warmupSteps, int totalSteps);

    TransformerModel<float> &model() { return m_model; }
    const TrainingConfig &config() const { return m_config; }
    int stepsDone() const { return m_step; }

private:
    void sampleBatch();

    CharCorpus m_corpus;
    TrainingConfig m_config;
    TransformerModel<float> m_model;
    AdamW m_optimizer;
    LearningRateSchedule m_schedule;
    int m_scheduleStart = 0;
    PortableRandom m_batchRandom;
    std::vector<int> m_tokens, m_targets;
    std::vector<std::vector<int>> m_validationTokens, m_validationTargets;
    int m_step = 0;
    int m_targetStep = 0;
    bool m_cancelled = false;
    double m_trainingSeconds = 0.0;
    double m_normSeconds = 0.0;
    std::vector<TrainingCurvePoint> m_curve;
};

} // namespace nk
