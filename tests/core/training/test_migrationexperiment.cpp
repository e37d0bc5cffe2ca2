// Chapter 7's experiments: a copied model continues exactly like the original, the swap keeps
// LayerNorm's continuation identical to training straight through, γ's initial value matters.
#include "training/migrationexperiment.h"
#include "training/trainingrun.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <string>
#include <vector>

using namespace nk;

namespace {

std::string text()
{
    const char *lines[] = {"the cat sat on the mat.\n", "a dog ran to the log.\n",
                           "the hen is in the pen.\n", "a fox got the box.\n"};
    std::string s;
    for (int i = 0; i < 120; ++i)
        s += lines[(i * 7 + i / 4) % 4];
    return s;
}

TrainingConfig tiny()
{
    TrainingConfig c;
    c.layers = 1;
    c.width = 16;
    c.heads = 2;
    c.context = 16;
    c.batch = 4;
    c.learningRate = 1e-2;
    c.warmup = 4;
    c.evalInterval = 5;
    c.evalBatches = 1;
    c.seed = 3;
    return c;
}

} // namespace

TEST_CASE("a copied training run continues exactly like the original", "[migration]")
{
    const CharCorpus corpus(text());
    TrainingRun a(corpus, tiny(), NormKind::LayerNorm);
    a.train(6);
    TrainingRun b(a);
    const TrainingResult ra = a.train(4);
    const TrainingResult rb = b.train(4);
    REQUIRE(ra.curve.size() == 10);
    REQUIRE(rb.curve.size() == 10);
    for (size_t i = 0; i < 10; ++i)
        CHECK(ra.curve[i].trainLoss == rb.curve[i].trainLoss);
}

TEST_CASE("the swap: LayerNorm's continuation is plain training, RMSNorm's starts from the "
          "same weights",
          "[migration]")
{
    const CharCorpus corpus(text());
    MigrationExperiment::Config m;
    m.training = tiny();
    m.baseSteps = 12;
    m.continueSteps = 8;
    m.warmupSteps = 4;
    const MigrationExperiment::Result r = MigrationExperiment::swap(corpus, m);
    REQUIRE_FALSE(r.cancelled);
    CHECK(r.switchStep == 12);
    for (const TrainingResult *c : {&r.keepLayerNorm, &r.rmsWithWarmup, &r.rmsWithoutWarmup}) {
        REQUIRE(c->curve.size() == 20);
        for (size_t i = 0; i < 12; ++i)
            CHECK(c->curve[i].trainLoss == r.base.curve[i].trainLoss);
    }
    CHECK(r.keepLayerNorm.norm == NormKind::LayerNorm);
    CHECK(r.rmsWithWarmup.norm == NormKind::RmsNorm);
    CHECK(r.rmsWithoutWarmup.norm == NormKind::RmsNorm);

    // Independent path: one LayerNorm run of 20 steps at a constant rate, no copy, no switch.
    TrainingConfig straight = tiny();
    straight.steps = 12;
    straight.decay = LearningRateSchedule::Decay::Constant;
    TrainingRun plain(corpus, straight, NormKind::LayerNorm);
    const TrainingResult p = plain.train(20);
    for (size_t i = 0; i < 20; ++i)
        CHECK(p.curve[i].trainLoss == r.keepLayerNorm.curve[i].trainLoss);

    // The two RMSNorm continuations differ only in the schedule: the first step after the
    // switch sees the same weights and batch, so the same loss; later ones differ.
    CHECK(r.rmsWithWarmup.curve[12].trainLoss == r.rmsWithoutWarmup.curve[12].trainLoss);
    CHECK(r.rmsWithWarmup.curve[19].trainLoss != r.rmsWithoutWarmup.curve[19].trainLoss);
    CHECK(r.keepLayerNorm.curve[12].trainLoss != r.rmsWithoutWarmup.curve[12].trainLoss);

    CHECK(r.gradientScaleLayerNorm > 0.0);
    CHECK(r.gradientScaleRmsNorm > 0.0);
    CHECK(r.gradientScaleLayerNorm != r.gradientScaleRmsNorm);
    CHECK(r.lossBeforeSwitch == r.base.finalValidationLoss);
    CHECK(std::isfinite(r.lossAfterSwitch));
    CHECK(r.lossAfterSwitch != r.lossBeforeSwitch);

    int calls = 0;
    const MigrationExperiment::Result stopped = MigrationExperiment::swap(
        corpus, m, [&calls](const TrainProgress &) { return ++calls < 15; });
    CHECK(stopped.cancelled);
    CHECK(calls == 15);
}

TEST_CASE("γ's initial value changes the first steps", "[migration]")
{
    const CharCorpus corpus(text());
    int calls = 0;
    const std::vector<TrainingResult> runs = MigrationExperiment::gammaInit(
        corpus, tiny(), {0.1, 1.0, 10.0}, 6, [&calls](const TrainProgress &p) {
            CHECK(p.runs == 3);
            ++calls;
            return true;
        });
    CHECK(calls == 18);
    REQUIRE(runs.size() == 3);
    // γ = 1 is the ordinary RMSNorm run.
    TrainingConfig c = tiny();
    c.steps = 6;
    TrainingRun plain(corpus, c, NormKind::RmsNorm);
    const TrainingResult p = plain.train();
    for (size_t i = 0; i < 6; ++i)
        CHECK(runs[1].curve[i].trainLoss == p.curve[i].trainLoss);
    CHECK(runs[0].curve[0].trainLoss != runs[1].curve[0].trainLoss);
    CHECK(runs[2].curve[0].trainLoss != runs[1].curve[0].trainLoss);

    const MigrationExperiment::GradientScales g =
        MigrationExperiment::gradientScales(corpus, tiny());
    TrainingRun ln(corpus, tiny(), NormKind::LayerNorm);
    CHECK(g.layerNorm == ln.gradientNorm());
    CHECK(g.rmsNorm > 0.0);
    CHECK(g.rmsNorm != g.layerNorm);
}

TEST_CASE("a gradient ten times larger: SGD's step grows with it, AdamW's hardly changes",
          "[migration]")
{
    const CharCorpus corpus(text());
    for (NormKind norm : {NormKind::LayerNorm, NormKind::RmsNorm}) {
        INFO("norm " << int(norm));
        const MigrationExperiment::UpdateScaling u = MigrationExperiment::updateScaling(
            corpus, tiny(), norm, MigrationExperiment::kUpdateScalingFactor);
        CHECK(u.factor == MigrationExperiment::kUpdateScalingFactor);
        CHECK(u.sgdRatio == Approx(u.factor).epsilon(1e-5));
        // AdamW divides by the gradient's own size: the step's length within a fraction of a
        // percent, its direction within a few percent (elements whose |g| is near ε move), where
        // SGD's step changes by factor − 1 = 900 %.
        CHECK(u.adamRatio == Approx(1.0).margin(5e-3));
        CHECK(u.adamChange >= 0.0);
        CHECK(u.adamChange < 0.05);
    }
    // gradientScales carries the RMSNorm measurement for chapter 7's panel.
    const MigrationExperiment::GradientScales g =
        MigrationExperiment::gradientScales(corpus, tiny());
    CHECK(g.update.factor == MigrationExperiment::kUpdateScalingFactor);
    CHECK(g.update.adamRatio == Approx(1.0).margin(5e-3));
}
