#pragma once

#include "numeric/portablerandom.h"
#include "training/adamw.h"
#include "training/charcorpus.h"
#include "training/learningrateschedule.h"
#include "training/nn/normlayer.h"
#include "training/nn/transformermodel.h"
#include "training/trainingconfig.h"

#include <functional>
#include <optional>
#include <vector>

namespace nk {

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
