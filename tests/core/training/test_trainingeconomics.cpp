// Chapter 6's arithmetic (Amdahl, wall time, cost, parity) and chapter 7's small formulas,
// against hand computations.
#include "norm/flopclaims.h"
#include "training/charcorpus.h"
#include "training/trainingeconomics.h"

#include <catch2/catch.hpp>

#include <cmath>

using namespace nk;

TEST_CASE("Amdahl's law bounds the whole step by the part's share", "[economics]")
{
    // A fifth of the step made twice as fast: 1 / (0.8 + 0.1) = 10/9.
    CHECK(TrainingEconomics::amdahlSpeedup(0.2, 2.0) == Approx(10.0 / 9.0));
    // However fast the part gets, at most 1 / 0.8.
    CHECK(TrainingEconomics::amdahlLimit(0.2) == Approx(1.25));
    CHECK(TrainingEconomics::amdahlSpeedup(0.2, 1e12) == Approx(1.25));
    for (double share : {0.01, 0.05, 0.3, 0.9})
        for (double k : {1.0, 1.5, 4.0, 100.0}) {
            const double s = TrainingEconomics::amdahlSpeedup(share, k);
            CHECK(s >= 1.0);
            CHECK(s <= TrainingEconomics::amdahlLimit(share) + 1e-12);
            CHECK(s <= k + 1e-12);
        }
    CHECK(TrainingEconomics::amdahlSpeedup(0.3, 1.0) == Approx(1.0));
    CHECK(std::isnan(TrainingEconomics::amdahlSpeedup(-0.1, 2.0)));
    CHECK(std::isnan(TrainingEconomics::amdahlSpeedup(0.1, 0.0)));
    // A 2 % norm cannot give the common claim's 1.1×.
    CHECK(TrainingEconomics::amdahlLimit(0.02) < claims::kCommonClaimSpeedupLow);
}

TEST_CASE("wall time is tokens over throughput, cost is hours times the price", "[economics]")
{
    // 10⁹ tokens at 20 000 tokens/s: 50 000 s = 13.89 h; at 2.5 per hour: 34.72.
    CHECK(TrainingEconomics::wallSeconds(1e9, 2e4) == Approx(5e4));
    CHECK(TrainingEconomics::cost(1e9, 2e4, 2.5) == Approx(50000.0 / 3600.0 * 2.5));
    CHECK(std::isnan(TrainingEconomics::wallSeconds(1e9, 0.0)));
    // The cost ratio is the inverse throughput ratio: 1.25× faster costs 0.8×.
    CHECK(TrainingEconomics::cost(1e6, 1.25e3, 3.0) / TrainingEconomics::cost(1e6, 1e3, 3.0) ==
          Approx(0.8));
    // The common claim's cost range follows from its throughput range (1/1.3 ≈ 0.77, 1/1.1 ≈ 0.91).
    CHECK(1.0 / claims::kCommonClaimSpeedupHigh ==
          Approx(claims::kCommonClaimCostLow).margin(0.03));
    CHECK(1.0 / claims::kCommonClaimSpeedupLow ==
          Approx(claims::kCommonClaimCostHigh).margin(0.02));
}

TEST_CASE("warm-up, the learning-rate heuristic and the trial budget", "[economics]")
{
    CHECK(TrainingEconomics::warmupRate(1e-3, 0, 100) == 0.0);
    CHECK(TrainingEconomics::warmupRate(1e-3, 50, 100) == Approx(5e-4));
    CHECK(TrainingEconomics::warmupRate(1e-3, 100, 100) == Approx(1e-3));
    CHECK(TrainingEconomics::warmupRate(1e-3, 400, 100) == Approx(1e-3));
    CHECK(TrainingEconomics::warmupRate(1e-3, 0, 0) == Approx(1e-3));
    // η_new = η_old × g_LN / g_RMS: gradients half as large → twice the rate, so the SGD step
    // η·‖g‖ keeps its size.
    CHECK(TrainingEconomics::retunedLearningRate(1e-2, 0.5, 1.0) == Approx(2e-2));
    CHECK(TrainingEconomics::retunedLearningRate(1e-2, 3.0, 2.0) == Approx(1e-2 * 2.0 / 3.0));
    for (double rms : {0.25, 0.5, 2.0, 3.0}) {
        INFO("gradient scale RMS " << rms << ", LN 1");
        CHECK(TrainingEconomics::retunedLearningRate(1e-2, rms, 1.0) * rms == Approx(1e-2 * 1.0));
    }
    CHECK(TrainingEconomics::trialBudget(2e12, claims::kTrialFraction) == Approx(2e11));
}

TEST_CASE("an experiment's summary", "[economics]")
{
    TrainingExperiment::Result r;
    r.config.batch = 4;
    r.config.context = 8;
    TrainingResult ln, rms;
    ln.norm = NormKind::LayerNorm;
    rms.norm = NormKind::RmsNorm;
    ln.steps = rms.steps = 10;
    // LayerNorm: 10 s of steps, 2 s in the norms; RMSNorm: 1 s in the norms, 9 s in all.
    ln.trainingSeconds = 10.0;
    ln.normSeconds = 2.0;
    rms.trainingSeconds = 9.0;
    rms.normSeconds = 1.0;
    ln.tokensPerSecond = 10 * 32 / 10.0;
    rms.tokensPerSecond = 10 * 32 / 9.0;
    ln.normTimeShare = 0.2;
    rms.normTimeShare = 1.0 / 9.0;
    ln.finalValidationLoss = 2.0;
    rms.finalValidationLoss = 2.1;
    ln.curve = {{5, 3.0, 2.5}, {6, 2.9, std::nullopt}, {10, 2.0, 2.0}};
    rms.curve = {{5, 3.1, 2.6}, {6, 2.8, std::nullopt}, {10, 2.1, 2.1}};
    r.runs = {ln, rms};
    const TrainingEconomics::Summary s = TrainingEconomics::summarize(r);
    REQUIRE(s.valid);
    CHECK(s.tokensPerStep == 32.0);
    CHECK(s.tokensPerStep == r.config.tokensPerStep());
    CHECK(s.throughputRatio == Approx(10.0 / 9.0));
    CHECK(s.costRatio == Approx(0.9));
    CHECK(s.normSpeedup == Approx(2.0));
    // 1 / (0.8 + 0.2/2) = 10/9: here the whole gain is the norm's.
    CHECK(s.amdahlPredicted == Approx(10.0 / 9.0));
    CHECK(s.amdahlLimit == Approx(1.25));
    CHECK(s.finalGap == Approx(0.1));
    CHECK(s.finalRelativeGap == Approx(0.05));
    REQUIRE(s.parity.size() == 2);
    CHECK(s.parity[0].step == 5);
    CHECK(s.parity[0].tokens == 160.0);
    CHECK(s.parity[0].layerNorm == 2.5);
    CHECK(s.parity[0].rmsNorm == 2.6);
    CHECK(s.parity[1].tokens == 320.0);

    TrainingExperiment::Result lnOnly = r;
    lnOnly.runs = {ln};
    CHECK_FALSE(TrainingEconomics::summarize(lnOnly).valid);
}

TEST_CASE("the uniform guess loses ln V, never less than the unigram baseline", "[economics]")
{
    const CharCorpus c("aabbbbcdaabbbbcdaabbbbcdaabbbbcd", 0.25);
    CHECK(c.uniformEntropy() == Approx(std::log(4.0)));
    // The validation split "aabbbbcd": p = 2/8, 4/8, 1/8, 1/8.
    CHECK(c.unigramEntropy() ==
          Approx(-(0.25 * std::log(0.25) + 0.5 * std::log(0.5) + 2 * 0.125 * std::log(0.125))));
    CHECK(c.unigramEntropy() <= c.uniformEntropy());
}
