#include "training/trainingrun.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>

namespace nk {

namespace {

using Clock = std::chrono::steady_clock;

const TrainingConfig &checked(const TrainingConfig &c)
{
    if (c.layers < 1 || c.width < 1 || c.heads < 1 || c.context < 1 || c.batch < 1 || c.steps < 0 ||
        c.warmup < 0 || c.evalInterval < 1 || c.evalBatches < 1)
        throw std::invalid_argument("training: sizes and counts must be positive");
    if (c.width % c.heads != 0)
        throw std::invalid_argument("training: the heads must divide the width");
    if (!(c.learningRate > 0.0) || !(c.clipNorm > 0.0) || !(c.weightDecay >= 0.0))
        throw std::invalid_argument("training: the learning rate and clip norm must be positive, "
                                    "the weight decay not negative");
    return c;
}

// Appends tokens[start, start + length) to inputs and the next tokens (shifted by 1) to targets.
void window(const std::vector<int> &tokens, size_t start, int length, std::vector<int> &inputs,
            std::vector<int> &targets)
{
    inputs.insert(inputs.end(), tokens.begin() + long(start),
                  tokens.begin() + long(start) + length);
    targets.insert(targets.end(), tokens.begin() + long(start) + 1,
                   tokens.begin() + long(start) + length + 1);
}

} // namespace

TransformerConfig TrainingConfig::model(int vocabulary, NormKind norm) const
{
    TransformerConfig m;
    m.vocabulary = vocabulary;
    m.context = context;
    m.layers = layers;
    m.width = width;
    m.heads = heads;
    m.norm = norm;
    m.gammaInit = gammaInit;
    m.seed = seed;
    return m;
}

long long TrainingConfig::parameterCount(int vocabulary, NormKind norm) const
{
    TransformerModel<float> counted(model(vocabulary, norm));
    return counted.parameterCount();
}

TrainingRun::TrainingRun(const CharCorpus &corpus, const TrainingConfig &config, NormKind norm)
    : m_corpus(corpus)
    , m_config(checked(config))
    , m_model(config.model(corpus.vocabularySize(), norm))
    , m_optimizer(AdamW::Settings{0.9, 0.95, 1e-8, config.weightDecay})
    , m_schedule(config.learningRate, config.warmup, config.steps, config.decay,
                 config.finalLearningRateFraction)
    // A stream of its own for the batches, so they do not depend on the initialisation.
    , m_batchRandom(config.seed ^ 0x5DEECE66Dull)
{
    const size_t T = size_t(config.context);
    const std::vector<int> &validation = m_corpus.validationTokens();
    if (m_corpus.trainTokens().size() <= T || validation.size() <= T)
        throw std::invalid_argument("the corpus is too short for a context of " +
                                    std::to_string(T) + ": it needs at least " +
                                    std::to_string(CharCorpus::minimumLength(config.context)) +
                                    " characters and has " + std::to_string(m_corpus.length()));
    const size_t windows = size_t(config.evalBatches) * size_t(config.batch);
    const size_t span = validation.size() - T - 1;
    m_validationTokens.resize(size_t(config.evalBatches));
    m_validationTargets.resize(size_t(config.evalBatches));
    for (size_t k = 0; k < windows; ++k) {
        const size_t start = windows > 1 ? k * span / (windows - 1) : 0;
        const size_t b = k / size_t(config.batch);
        window(validation, start, config.context, m_validationTokens[b], m_validationTargets[b]);
    }
}

void TrainingRun::sampleBatch()
{
    const std::vector<int> &train = m_corpus.trainTokens();
    const std::uint64_t starts = train.size() - size_t(m_config.context);
    m_tokens.clear();
    m_targets.clear();
    for (int b = 0; b < m_config.batch; ++b)
        window(train, size_t(m_batchRandom.nextBits() % starts), m_config.context, m_tokens,
               m_targets);
}

TrainProgress TrainingRun::step()
{
    sampleBatch();
    const Clock::time_point start = Clock::now();
    m_model.resetNormSeconds();
    m_model.zeroGradients();
    const double loss = m_model.forward(m_tokens, m_targets, m_config.context);
    m_model.backward();
    const double gradientNorm = m_model.clipGradientNorm(m_config.clipNorm);
    const double learningRate = m_schedule.at(m_step - m_scheduleStart);
    m_optimizer.step(m_model.parameters(), learningRate);
    m_trainingSeconds += std::chrono::duration<double>(Clock::now() - start).count();
    m_normSeconds += m_model.normSeconds();
    ++m_step;

    TrainingCurvePoint point{m_step, loss, std::nullopt};
    if (m_step % m_config.evalInterval == 0 || m_step == m_targetStep)
        point.validationLoss = validationLoss();
    m_curve.push_back(point);

    TrainProgress p;
    p.norm = m_model.normKind();
    p.step = m_step;
    p.totalSteps = m_targetStep;
    p.trainLoss = loss;
    p.validationLoss = point.validationLoss;
    p.learningRate = learningRate;
    p.gradientNorm = gradientNorm;
    p.trainingSeconds = m_trainingSeconds;
    const TrainingResult r = result();
    p.tokensPerSecond = r.tokensPerSecond;
    p.normTimeShare = r.normTimeShare;
    return p;
}

TrainingResult TrainingRun::train(int steps,
                                  const std::function<bool(const TrainProgress &)> &progress)
{
    plan(steps);
    while (!finished()) {
        const TrainProgress p = step();
        if (progress && !progress(p)) {
            cancel();
            break;
        }
    }
    return result();
}

void TrainingRun::plan(int steps)
{
    m_cancelled = false;
    m_targetStep = m_step + std::max(0, steps);
}

TrainingResult TrainingRun::result() const
{
    TrainingResult r;
    r.norm = m_model.normKind();
    r.steps = m_step;
    r.cancelled = m_cancelled;
    r.curve = m_curve;
    r.trainingSeconds = m_trainingSeconds;
    r.normSeconds = m_normSeconds;
    const size_t last = std::min<size_t>(size_t(kFinalLossSteps), m_curve.size());
    double sum = 0.0;
    for (size_t i = m_curve.size() - last; i < m_curve.size(); ++i)
        sum += m_curve[i].trainLoss;
    r.finalTrainLoss = last > 0 ? sum / double(last) : std::numeric_limits<double>::quiet_NaN();
    r.finalValidationLoss = std::numeric_limits<double>::quiet_NaN();
    for (auto it = m_curve.rbegin(); it != m_curve.rend(); ++it)
        if (it->validationLoss) {
            r.finalValidationLoss = *it->validationLoss;
            break;
        }
    if (m_trainingSeconds > 0.0) {
        r.tokensPerSecond = double(m_step) * m_config.tokensPerStep() / m_trainingSeconds;
        r.normTimeShare = m_normSeconds / m_trainingSeconds;
    }
    return r;
}

double TrainingRun::validationLoss()
{
    double sum = 0.0;
    for (size_t b = 0; b < m_validationTokens.size(); ++b)
        sum += m_model.evaluate(m_validationTokens[b], m_validationTargets[b], m_config.context);
    m_model.resetNormSeconds(); // not part of a training step
    return sum / double(m_validationTokens.size());
}

void TrainingRun::computeGradient()
{
    m_model.zeroGradients();
    m_model.forward(m_validationTokens[0], m_validationTargets[0], m_config.context);
    m_model.backward();
    m_model.resetNormSeconds();
}

double TrainingRun::gradientNorm()
{
    computeGradient();
    const double norm = m_model.gradientNorm();
    m_model.zeroGradients();
    m_model.resetNormSeconds();
    return norm;
}

void TrainingRun::switchNorm(NormKind kind)
{
    m_model.setNormKind(kind);
}

void TrainingRun::restartSchedule(int warmupSteps, int totalSteps)
{
    m_schedule = LearningRateSchedule(m_config.learningRate, warmupSteps, totalSteps,
                                      m_config.decay, m_config.finalLearningRateFraction);
    m_scheduleStart = m_step;
}

} // namespace nk
