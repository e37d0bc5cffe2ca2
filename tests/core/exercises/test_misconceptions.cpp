// Chapter 10: each counter-example really shows what its step says.
#include "analysis/invariance.h"
#include "analysis/monitornumbers.h"
#include "exercises/misconceptions.h"
#include "io/presets.h"
#include "norm/layernormtrace.h"
#include "norm/rmsnormtrace.h"
#include "numeric/precisionlimits.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>

using namespace nk;

namespace {

const CounterExample &counter(const char *key)
{
    const CounterExample *c = Misconceptions::find(key);
    REQUIRE(c != nullptr);
    return *c;
}

double maxAbs(const std::vector<double> &v)
{
    double m = 0;
    for (double x : v)
        m = std::max(m, std::fabs(x));
    return m;
}

} // namespace

TEST_CASE("nine counter-examples, each usable", "[misconceptions]")
{
    REQUIRE(Misconceptions::all().size() == 9);
    for (const CounterExample &c : Misconceptions::all()) {
        INFO(c.key);
        CHECK_FALSE(c.settings.problemFor(int(c.input.size())).has_value());
        if (!c.presetId.empty()) {
            REQUIRE(Presets::find(c.presetId));
            CHECK(Presets::find(c.presetId)->input == c.input);
        }
    }
    CHECK(Misconceptions::find("nope") == nullptr);
}

TEST_CASE("RMSNorm waits for the whole row: its first output depends on the last element",
          "[misconceptions]")
{
    const CounterExample &c = counter("never-waits");
    const NormTrace a = traceRmsNorm(c.input, c.settings);
    std::vector<double> changed = c.input;
    changed.back() += 1.0;
    const NormTrace b = traceRmsNorm(changed, c.settings);
    CHECK(a.output().front() != b.output().front());
    // The running Σx² is complete only after the last element.
    const TraceStep *sq = a.step(StepId::Square);
    REQUIRE(sq->running.size() == c.input.size());
    CHECK(sq->running.back() == sq->namedValue("sum_squares"));
    CHECK(sq->running[sq->running.size() - 2] < sq->running.back());
}

TEST_CASE("LayerNorm with Welford reads the row once for its statistics", "[misconceptions]")
{
    const CounterExample &c = counter("reads-twice");
    CHECK(c.settings.variance == VarianceAlgorithm::Welford);
    const NormTrace w = traceLayerNorm(c.input, c.settings);
    CHECK(w.step(StepId::Mean)->walksTable);
    CHECK_FALSE(w.step(StepId::Variance)->walksTable);
    NormSettings twoPass = c.settings;
    twoPass.variance = VarianceAlgorithm::TwoPass;
    const NormTrace t = traceLayerNorm(c.input, twoPass);
    CHECK(t.step(StepId::Variance)->walksTable);
    CHECK(w.passes == t.passes - 1);
    // Same statistics either way.
    CHECK(w.step(StepId::Variance)->scalar ==
          Approx(t.step(StepId::Variance)->scalar).epsilon(1e-6));
}

TEST_CASE("the counted saving is 7d + 2 against 4d + 2, not one half", "[misconceptions]")
{
    const CounterExample &c = counter("half-the-flops");
    const long long d = static_cast<long long>(c.input.size());
    CHECK(d == 1024);
    const NormTrace ln = traceLayerNorm(c.input, c.settings);
    const NormTrace rms = traceRmsNorm(c.input, c.settings);
    CHECK(ln.ops.total() == 7 * d + 2);
    CHECK(rms.ops.total() == 4 * d + 2);
    const double saving = 1.0 - double(rms.ops.total()) / double(ln.ops.total());
    CHECK(saving < 0.45);
    CHECK(saving > 0.40);
    CHECK(counter("training-speedup").opensMonitor);
}

TEST_CASE("an offset vector: the mean dominates the mean square, so RMSNorm divides by it",
          "[misconceptions]")
{
    const CounterExample &c = counter("ignores-mean");
    const NormTrace ln = traceLayerNorm(c.input, c.settings);
    const NormTrace rms = traceRmsNorm(c.input, c.settings);
    const double mu = ln.step(StepId::Mean)->scalar;
    const double ms = rms.step(StepId::MeanSquare)->scalar;
    CHECK(mu == Approx(Misconceptions::kOffset).epsilon(1e-6));
    // RMS² = σ² + μ², and μ² is nearly all of it.
    CHECK(ms == Approx(ln.step(StepId::Variance)->scalar + mu * mu).epsilon(1e-5));
    CHECK(mu * mu / ms > 0.99);
    CHECK(MonitorNumbers::stability(ln, rms).meanShare == Approx(mu * mu / ms).epsilon(1e-6));
    // RMSNorm's outputs are all about γ = 1: what it divided by was the mean. LayerNorm, which
    // removes μ, keeps the gaps' pattern at unit variance.
    for (size_t i = 0; i < c.input.size(); ++i) {
        INFO("element " << i);
        CHECK(std::fabs(rms.output()[i] - 1.0) < 0.1);
        CHECK((ln.output()[i] > 0.0) == (c.input[i] > mu));
    }
    CHECK(maxAbs(ln.output()) > 1.0);
}

TEST_CASE("near-constant input: LayerNorm's output goes to about 0, not to infinity",
          "[misconceptions]")
{
    const CounterExample &c = counter("constant-blows-up");
    const NormTrace ln = traceLayerNorm(c.input, c.settings);
    CHECK_FALSE(ln.flags.overflow);
    CHECK_FALSE(ln.flags.nan);
    CHECK_FALSE(ln.flags.divisorZero);
    for (double y : ln.output())
        CHECK(std::isfinite(y));
    CHECK(maxAbs(ln.output()) < 1e-6);
    // ε guards the divisor: it is about √ε, not about σ ≈ 0.
    CHECK(ln.step(StepId::Normalize)->scalar == Approx(std::sqrt(c.settings.eps)).epsilon(1e-3));
}

TEST_CASE("fp16 with storage sums overflows in both norms, fp32 sums in neither",
          "[misconceptions]")
{
    const CounterExample &c = counter("low-precision");
    CHECK(c.settings.precision == Precision::Fp16);
    CHECK(c.settings.accumulation == Accumulation::Storage);
    CHECK(traceLayerNorm(c.input, c.settings).flags.overflow);
    CHECK(traceRmsNorm(c.input, c.settings).flags.overflow);
    NormSettings fp32 = c.settings;
    fp32.accumulation = Accumulation::Fp32;
    const NormTrace ln = traceLayerNorm(c.input, fp32);
    const NormTrace rms = traceRmsNorm(c.input, fp32);
    CHECK_FALSE(ln.flags.overflow);
    CHECK_FALSE(rms.flags.overflow);
    CHECK(maxAbs(ln.output()) < 10.0);
    CHECK(maxAbs(rms.output()) < 10.0);
}

TEST_CASE("fp16: values of both signs overflow both norms, an offset overflows only RMSNorm",
          "[misconceptions]")
{
    // The preset's regime: its values and the chapter's counter-example are the same.
    const LowPrecisionRegime mixed = Misconceptions::lowPrecisionRegime(false);
    CHECK(mixed.input == counter("low-precision").input);
    const double limit = PrecisionLimits::smallestOverflowingSquare(Precision::Fp16);
    // Two-pass LayerNorm squares the gaps xᵢ − μ: with both signs some are as large as the
    // values, and their squares overflow; RMSNorm squares the values, all of them here.
    CHECK(std::isinf(mixed.largestGapSquare));
    CHECK(std::isinf(mixed.sumOfSquares));
    CHECK_FALSE(mixed.layerNormFinite);
    CHECK_FALSE(mixed.rmsNormFinite);
    // The same magnitudes, one sign: a large offset, a small spread.
    const LowPrecisionRegime offset = Misconceptions::lowPrecisionRegime(true);
    for (size_t i = 0; i < offset.input.size(); ++i)
        CHECK(offset.input[i] == std::fabs(mixed.input[i]));
    for (double x : offset.input)
        CHECK(x >= limit); // every square overflows on its own
    CHECK(std::isfinite(offset.largestGapSquare));
    CHECK(offset.largestGapSquare < 1000.0);
    CHECK(std::isfinite(offset.variance));
    CHECK(offset.layerNormFinite);
    CHECK(std::isinf(offset.largestSquare));
    CHECK(std::isinf(offset.sumOfSquares));
    CHECK_FALSE(offset.rmsNormFinite);
}

TEST_CASE("with μ = 0 and β = 0 LayerNorm and RMSNorm agree", "[misconceptions]")
{
    const CounterExample &c = counter("unrelated");
    const NormTrace ln = traceLayerNorm(c.input, c.settings);
    const NormTrace rms = traceRmsNorm(c.input, c.settings);
    CHECK(ln.step(StepId::Mean)->scalar == Approx(0.0).margin(1e-6));
    CHECK(Invariance::maxDeviation(ln.output(), rms.output()) < 1e-5);
}

TEST_CASE("a shift leaves LayerNorm's output alone and changes RMSNorm's", "[misconceptions]")
{
    const CounterExample &c = counter("shift-invariant");
    const Preset *seed = Presets::find(Presets::kWorkedExample);
    REQUIRE(seed);
    CHECK(c.input[0] == seed->input[0] + Misconceptions::kShift);
    const double lnDev =
        Invariance::maxDeviation(traceLayerNorm(c.input, c.settings).output(),
                                 traceLayerNorm(seed->input, seed->settings).output());
    const double rmsDev =
        Invariance::maxDeviation(traceRmsNorm(c.input, c.settings).output(),
                                 traceRmsNorm(seed->input, seed->settings).output());
    CHECK(lnDev < 1e-5);
    CHECK(rmsDev > 0.5);
}
