// The training loop: corpus, schedule, AdamW, clipping, determinism, cancel, norm swap.
#include "training/adamw.h"
#include "training/charcorpus.h"
#include "training/learningrateschedule.h"
#include "training/trainingexperiment.h"
#include "training/trainingrun.h"
#include "testpaths.h"
#include "training/nn/transformermodel.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <string>
#include <vector>

using namespace nk;

namespace {

// A few kilobytes of repetitive text: learnable in tens of steps.
std::string smallText()
{
    const char *lines[] = {"the cat sat on the mat.\n", "a dog ran to the log.\n",
                           "the hen is in the pen.\n", "a fox got the box.\n"};
    std::string s;
    for (int i = 0; i < 120; ++i)
        s += lines[(i * 7 + i / 4) % 4];
    return s;
}

TrainingConfig tinyConfig()
{
    TrainingConfig c;
    c.layers = 1;
    c.width = 16;
    c.heads = 2;
    c.context = 16;
    c.batch = 4;
    c.steps = 40;
    c.learningRate = 1e-2;
    c.warmup = 5;
    c.evalInterval = 10;
    c.evalBatches = 1;
    c.seed = 5;
    return c;
}

} // namespace

TEST_CASE("the corpus splits, encodes and gives the unigram entropy", "[training]")
{
    const CharCorpus corpus("abababab"
                            "cc",
                            0.2);
    CHECK(corpus.alphabet() == "abc");
    CHECK(corpus.trainTokens() == std::vector<int>{0, 1, 0, 1, 0, 1, 0, 1});
    CHECK(corpus.validationTokens() == std::vector<int>{2, 2});
    CHECK(corpus.decode({2, 0, 1}) == "cab");
    CHECK(corpus.unigramEntropy() == 0.0); // the validation split is all 'c'
    CHECK(CharCorpus("abab", 0.5).unigramEntropy() == Approx(std::log(2.0)));
    CHECK_THROWS_AS(CharCorpus("aaaa"), std::invalid_argument);
    CHECK_THROWS_AS(CharCorpus::fromFile("/nonexistent/corpus.txt"), std::runtime_error);

    const CharCorpus shipped =
        CharCorpus::fromFile(std::string(nk::test::sourceDir()) + "/resources/corpus/genesis.txt");
    CHECK(shipped.vocabularySize() == 60);
    CHECK(shipped.validationTokens().size() == 19681); // the last 10 % of 196818 bytes
    CHECK(shipped.unigramEntropy() == Approx(3.026).margin(0.001));
}

TEST_CASE("warm-up and cosine decay", "[training]")
{
    const LearningRateSchedule s(1e-3, 4, 12, LearningRateSchedule::Decay::Cosine, 0.1);
    CHECK(s.at(0) == Approx(2.5e-4));
    CHECK(s.at(1) == Approx(5e-4));
    CHECK(s.at(3) == Approx(1e-3));
    CHECK(s.at(4) == Approx(1e-3));
    CHECK(s.at(8) == Approx(0.55e-3)); // halfway: f + (1 − f)/2
    CHECK(s.at(12) == Approx(1e-4));
    CHECK(s.at(100) == Approx(1e-4));
    const LearningRateSchedule constant(2e-3, 0, 10, LearningRateSchedule::Decay::Constant);
    CHECK(constant.at(0) == 2e-3);
    CHECK(constant.at(50) == 2e-3);
}

TEST_CASE("an AdamW step matches the hand-computed update", "[training]")
{
    ModelParameter<float> w{"w", RowMatrix<float>(1, 2), RowMatrix<float>(1, 2), true};
    ModelParameter<float> b{"b", RowMatrix<float>(1, 1), RowMatrix<float>(1, 1), false};
    w.value << 1.0f, -2.0f;
    b.value << 0.5f;
    AdamW adam(AdamW::Settings{0.9, 0.95, 1e-8, 0.01});
    const double lr = 0.1;

    // Step 1: m̂ = g and v̂ = g², so θ ← θ(1 − ηλ) − η·g/(|g| + ε) ≈ θ(1 − ηλ) − η·sign(g).
    w.grad << 0.5f, -0.1f;
    b.grad << 0.25f;
    adam.step({&w, &b}, lr);
    CHECK(w.value(0, 0) == Approx(1.0 * 0.999 - 0.1).epsilon(1e-6));
    CHECK(w.value(0, 1) == Approx(-2.0 * 0.999 + 0.1).epsilon(1e-6));
    CHECK(b.value(0, 0) == Approx(0.5 - 0.1).epsilon(1e-6)); // no decay on b

    // Step 2, g = (0.5, 0.3): m = 0.9·m₁ + 0.1·g, v = 0.95·v₁ + 0.05·g², corrected by
    // 1 − 0.9² = 0.19 and 1 − 0.95² = 0.0975.
    w.grad << 0.5f, 0.3f;
    b.grad << 0.25f;
    adam.step({&w, &b}, lr);
    const double m1 = 0.9 * 0.05 + 0.1 * 0.5, v1 = 0.95 * 0.0125 + 0.05 * 0.25;
    const double m2 = 0.9 * -0.01 + 0.1 * 0.3, v2 = 0.95 * 0.0005 + 0.05 * 0.09;
    const double expected1 = (0.999 - 0.1) * 0.999 - lr * (m1 / 0.19) / std::sqrt(v1 / 0.0975);
    const double expected2 = (-1.998 + 0.1) * 0.999 - lr * (m2 / 0.19) / std::sqrt(v2 / 0.0975);
    CHECK(w.value(0, 0) == Approx(expected1).epsilon(1e-6));
    CHECK(w.value(0, 1) == Approx(expected2).epsilon(1e-6));
    CHECK(b.value(0, 0) == Approx(0.3).epsilon(1e-6)); // m̂ = g, v̂ = g² again
    CHECK(adam.stepCount() == 2);
}

TEST_CASE("gradient clipping caps the global norm", "[training]")
{
    TransformerConfig c;
    c.vocabulary = 5;
    c.context = 4;
    c.layers = 1;
    c.width = 4;
    c.heads = 1;
    TransformerModel<float> model(c);
    for (ModelParameter<float> *p : model.parameters())
        p->grad.setConstant(1.0f);
    const double count = double(model.parameterCount());
    CHECK(model.gradientNorm() == Approx(std::sqrt(count)));
    CHECK(model.clipGradientNorm(1.0) == Approx(std::sqrt(count)));
    CHECK(model.gradientNorm() == Approx(1.0).epsilon(1e-5));
    // Below the cap: unchanged.
    const double small = model.clipGradientNorm(5.0);
    CHECK(small == Approx(1.0).epsilon(1e-5));
    CHECK(model.gradientNorm() == Approx(small));
}

TEST_CASE("both norms start from the same weights", "[training]")
{
    TransformerConfig c;
    c.vocabulary = 9;
    c.context = 8;
    c.layers = 2;
    c.width = 8;
    c.heads = 2;
    c.seed = 42;
    c.norm = NormKind::LayerNorm;
    TransformerModel<float> ln(c);
    c.norm = NormKind::RmsNorm;
    TransformerModel<float> rms(c);
    const auto lnParameters = ln.parameters();
    size_t matched = 0;
    for (ModelParameter<float> *p : rms.parameters())
        for (ModelParameter<float> *q : lnParameters)
            if (p->name == q->name) {
                INFO(p->name);
                CHECK(p->value == q->value);
                ++matched;
            }
    CHECK(matched == rms.parameters().size());
    CHECK(lnParameters.size() == matched + 5); // LN's β: 2 per block and the final norm
}

TEST_CASE("same seed, same curve bit for bit, another seed, another curve", "[training]")
{
    const CharCorpus corpus(smallText());
    const auto curve = [&](std::uint64_t seed, NormKind norm) {
        TrainingConfig c = tinyConfig();
        c.steps = 15;
        c.seed = seed;
        TrainingRun run(corpus, c, norm);
        return run.train().curve;
    };
    for (const NormKind norm : {NormKind::LayerNorm, NormKind::RmsNorm}) {
        const auto a = curve(5, norm), b = curve(5, norm), other = curve(6, norm);
        REQUIRE(a.size() == 15);
        REQUIRE(b.size() == 15);
        bool same = true, differs = false;
        for (size_t i = 0; i < a.size(); ++i) {
            same = same && a[i].step == b[i].step && a[i].trainLoss == b[i].trainLoss &&
                   a[i].validationLoss == b[i].validationLoss;
            differs = differs || a[i].trainLoss != other[i].trainLoss;
        }
        CHECK(same);
        CHECK(differs);
        CHECK(a[9].validationLoss.has_value());  // every evalInterval = 10 steps…
        CHECK(a[14].validationLoss.has_value()); // …and after the last
        CHECK_FALSE(a[10].validationLoss.has_value());
    }
}

TEST_CASE("tokens per step: B sequences of T tokens", "[training]")
{
    TrainingConfig c = tinyConfig();
    CHECK(c.tokensPerStep() == 64.0);
    c.batch = 3;
    c.context = 7;
    CHECK(c.tokensPerStep() == 21.0);
    // No int overflow at sizes whose product leaves int's range.
    c.batch = 1 << 16;
    c.context = 1 << 16;
    CHECK(c.tokensPerStep() == std::ldexp(1.0, 32));
}

TEST_CASE("a tiny run learns, measures itself and can be cancelled", "[training]")
{
    const CharCorpus corpus(smallText());
    const TrainingExperiment::Result r =
        TrainingExperiment::run(corpus, tinyConfig(), {NormKind::LayerNorm, NormKind::RmsNorm});
    REQUIRE(r.runs.size() == 2);
    CHECK_FALSE(r.cancelled);
    for (const TrainingResult &run : r.runs) {
        CHECK(run.steps == 40);
        CHECK(run.curve.front().trainLoss == Approx(std::log(corpus.vocabularySize())).margin(0.1));
        CHECK(run.finalValidationLoss < r.unigramBaseline - 0.5);
        CHECK(run.finalTrainLoss < run.curve.front().trainLoss - 1.0);
        CHECK(run.tokensPerSecond > 0.0);
        // Throughput counts the config's tokens per step.
        CHECK(run.tokensPerSecond * run.trainingSeconds ==
              Approx(run.steps * tinyConfig().tokensPerStep()));
        CHECK(run.normTimeShare > 0.0);
        CHECK(run.normTimeShare < 1.0);
    }
    CHECK(TrainingExperiment::throughputRatio(r) > 0.0);
    const std::string json = TrainingExperiment::toJson(r);
    for (const char *key :
         {"\"unigram_baseline\":", "\"seed\":5", "\"runs\":[", "\"norm\":\"rmsnorm\"",
          "\"final_val_loss\":", "\"norm_time_share\":", "\"curve\":[{\"step\":1,"})
        CHECK(json.find(key) != std::string::npos);

    int calls = 0;
    const TrainingExperiment::Result cancelled =
        TrainingExperiment::run(corpus, tinyConfig(), {NormKind::LayerNorm, NormKind::RmsNorm},
                                [&calls](const TrainProgress &p) {
                                    CHECK(p.run == calls % 2); // the runs take turns
                                    CHECK(p.runs == 2);
                                    CHECK(p.step == calls / 2 + 1);
                                    ++calls;
                                    return !(p.run == 1 && p.step == 3);
                                });
    CHECK(calls == 6);
    CHECK(cancelled.cancelled);
    REQUIRE(cancelled.runs.size() == 2);
    for (const TrainingResult &run : cancelled.runs) {
        CHECK(run.steps == 3);
        CHECK(run.cancelled);
    }
    // Taking turns changes nothing: each run's curve is the one it has alone.
    TrainingRun alone(corpus, tinyConfig(), NormKind::RmsNorm);
    const TrainingResult single = alone.train();
    REQUIRE(single.curve.size() == r.runs[1].curve.size());
    bool same = true;
    for (size_t i = 0; i < single.curve.size(); ++i)
        same = same && single.curve[i].trainLoss == r.runs[1].curve[i].trainLoss &&
               single.curve[i].validationLoss == r.runs[1].curve[i].validationLoss;
    CHECK(same);
}

TEST_CASE("chapter 7: swap LayerNorm for RMSNorm keeping γ, and measure the gradient scale",
          "[training]")
{
    const CharCorpus corpus(smallText());
    TrainingConfig c = tinyConfig();
    TrainingRun run(corpus, c, NormKind::LayerNorm);
    run.train(10);
    const RowMatrix<float> gamma = run.model().parameters()[2]->value; // block0.norm1.gamma
    REQUIRE(run.model().parameters()[2]->name == "block0.norm1.gamma");
    CHECK_FALSE(gamma.isOnes()); // trained

    const double scale = run.gradientNorm();
    CHECK(scale > 0.0);
    CHECK(std::isfinite(scale));
    CHECK(run.gradientNorm() == scale); // no update in between

    run.switchNorm(NormKind::RmsNorm);
    CHECK(run.model().parameters()[2]->value == gamma);
    for (const ModelParameter<float> *p : run.model().parameters())
        CHECK(p->name.find("beta") == std::string::npos);
    run.restartSchedule(5, 10);
    const TrainingResult r = run.train(10);
    CHECK(r.steps == 20);
    CHECK(r.norm == NormKind::RmsNorm);
    CHECK(std::isfinite(r.finalValidationLoss));

    TrainingConfig ones = c;
    ones.gammaInit = 0.5;
    TrainingRun half(corpus, ones, NormKind::RmsNorm);
    CHECK(half.model().parameters()[2]->value.isConstant(0.5f));
}
