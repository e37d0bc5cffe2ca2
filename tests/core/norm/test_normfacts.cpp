// The numeric facts of PRODUCT.md §5, each checked against the traces.
#include "io/presets.h"
#include "norm/layernormtrace.h"
#include "norm/rmsnormtrace.h"

#include <catch2/catch.hpp>

#include <cmath>

using namespace nk;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;

namespace {
NormSettings with(Precision p, Accumulation a = Accumulation::Storage, double eps = 1e-5)
{
    NormSettings s;
    s.precision = p;
    s.accumulation = a;
    s.eps = eps;
    return s;
}
const std::vector<double> kVector{0.7, -2.1, 3.3, 1.9, -0.4, 5.2, 2.8};
} // namespace

TEST_CASE("RMS² = σ² + μ² and RMS ≥ σ", "[facts]")
{
    for (const std::vector<double> &x :
         {kVector, std::vector<double>{2, -1, 3}, std::vector<double>{1e-6, 1e-6, 2e-6},
          std::vector<double>{100.0, 101.0, 99.5}}) {
        const NormSettings s = with(Precision::Fp64, Accumulation::Storage, 0.0);
        const NormTrace ln = traceLayerNorm(x, s);
        const NormTrace rms = traceRmsNorm(x, s);
        const double mu = ln.step(StepId::Mean)->scalar;
        const double var = ln.step(StepId::Variance)->scalar;
        const double ms = rms.step(StepId::MeanSquare)->scalar;
        CHECK_THAT(ms, WithinRel(var + mu * mu, 1e-12));
        CHECK(rms.step(StepId::Rms)->scalar >= ln.step(StepId::Normalize)->scalar);
    }
}

TEST_CASE("LayerNorm is invariant to shift and scale, RMSNorm only to scale", "[facts]")
{
    const NormSettings s = with(Precision::Fp64, Accumulation::Storage, 0.0);
    std::vector<double> shifted, scaled;
    for (double v : kVector) {
        shifted.push_back(v + 10.0);
        scaled.push_back(v * 3.5);
    }
    const auto lnBase = traceLayerNorm(kVector, s).output();
    const auto rmsBase = traceRmsNorm(kVector, s).output();
    const auto lnShift = traceLayerNorm(shifted, s).output();
    const auto lnScale = traceLayerNorm(scaled, s).output();
    const auto rmsShift = traceRmsNorm(shifted, s).output();
    const auto rmsScale = traceRmsNorm(scaled, s).output();
    double rmsShiftChange = 0;
    for (size_t i = 0; i < kVector.size(); ++i) {
        CHECK_THAT(lnShift[i], WithinAbs(lnBase[i], 1e-12));
        CHECK_THAT(lnScale[i], WithinAbs(lnBase[i], 1e-12));
        CHECK_THAT(rmsScale[i], WithinAbs(rmsBase[i], 1e-12));
        rmsShiftChange = std::max(rmsShiftChange, std::fabs(rmsShift[i] - rmsBase[i]));
    }
    CHECK(rmsShiftChange > 0.5);
}

TEST_CASE("with μ = 0 and β = 0 LayerNorm equals RMSNorm", "[facts]")
{
    const Preset *p = Presets::find("zero-mean");
    REQUIRE(p);
    NormSettings s = p->settings;
    s.precision = Precision::Fp64;
    const NormTrace ln = traceLayerNorm(p->input, s);
    const NormTrace rms = traceRmsNorm(p->input, s);
    CHECK_THAT(ln.step(StepId::Mean)->scalar, WithinAbs(0.0, 1e-15));
    for (size_t i = 0; i < p->input.size(); ++i)
        CHECK_THAT(ln.output()[i], WithinAbs(rms.output()[i], 1e-12));
}

TEST_CASE("fp16: x² overflows for |x| >= 256, not below", "[facts]")
{
    const NormTrace at = traceRmsNorm({256.0, 1.0}, with(Precision::Fp16));
    CHECK(std::isinf(at.step(StepId::Square)->values[0]));
    CHECK(at.step(StepId::Square)->flags.overflow);
    const NormTrace below = traceRmsNorm({255.0, 1.0}, with(Precision::Fp16));
    CHECK(std::isfinite(below.step(StepId::Square)->values[0]));
    CHECK_FALSE(below.flags.overflow);
    // Accumulating in fp32, as real kernels do, keeps it finite and accurate.
    const NormTrace wide =
        traceRmsNorm({300.0, -280.0, 310.0}, with(Precision::Fp16, Accumulation::Fp32));
    CHECK_FALSE(wide.flags.overflow);
    CHECK(wide.maxRelError < 1e-3);
}

TEST_CASE("fp16: a sum of squares overflows once RMS > √(65504/d)", "[facts]")
{
    const int d = 16;
    const double limit = std::sqrt(65504.0 / d); // 63.98
    const NormTrace below =
        traceRmsNorm(std::vector<double>(size_t(d), 60.0), with(Precision::Fp16));
    const NormTrace above =
        traceRmsNorm(std::vector<double>(size_t(d), 66.0), with(Precision::Fp16));
    CHECK(60.0 < limit);
    CHECK(66.0 > limit);
    CHECK(std::isfinite(below.step(StepId::MeanSquare)->scalar));
    CHECK(std::isinf(above.step(StepId::MeanSquare)->scalar));
    // The output comes out as zeros (x / inf), shown honestly, not a crash.
    for (double y : above.output())
        CHECK(y == 0.0);
}

TEST_CASE("fp16: ε = 1e-8 rounds to 0 and is flagged, bf16 keeps it", "[facts]")
{
    NormSettings s = with(Precision::Fp16, Accumulation::Storage, 1e-8);
    const NormTrace t = traceRmsNorm({1.0, 2.0}, s);
    CHECK(t.step(StepId::Rms)->namedValue("eps", -1) == 0.0);
    CHECK(t.step(StepId::Rms)->flags.epsLost);
    s.precision = Precision::Bf16;
    CHECK_FALSE(traceRmsNorm({1.0, 2.0}, s).flags.epsLost);
    // A zero vector with ε lost divides 0 by 0.
    s.precision = Precision::Fp16;
    const NormTrace zero = traceLayerNorm({0.0, 0.0}, s);
    CHECK(zero.step(StepId::Normalize)->flags.divisorZero);
    CHECK(std::isnan(zero.output()[0]));
    CHECK(zero.flags.nan);
}

TEST_CASE("one-pass variance of 10000 ± 1 in fp32 cancels, two-pass and Welford give 1", "[facts]")
{
    const std::vector<double> x{10001, 9999, 10001, 9999, 10001, 9999, 10001, 9999};
    NormSettings s = with(Precision::Fp32);
    s.variance = VarianceAlgorithm::OnePass;
    const NormTrace one = traceLayerNorm(x, s);
    CHECK(one.step(StepId::Variance)->namedValue("raw_variance") <= 0.0); // true value: 1
    s.variance = VarianceAlgorithm::TwoPass;
    CHECK(traceLayerNorm(x, s).step(StepId::Variance)->scalar == 1.0);
    s.variance = VarianceAlgorithm::Welford;
    CHECK(traceLayerNorm(x, s).step(StepId::Variance)->scalar == 1.0);

    // The preset's vector goes negative, is flagged and clamped to 0.
    const Preset *p = Presets::find("large-offset");
    REQUIRE(p);
    const NormTrace neg = traceLayerNorm(p->input, p->settings);
    const TraceStep *var = neg.step(StepId::Variance);
    CHECK(var->namedValue("raw_variance") < 0.0);
    CHECK(var->flags.negativeVariance);
    CHECK(var->flags.varianceClamped);
    CHECK(var->scalar == 0.0);
    CHECK_THAT(var->referenceScalar, WithinRel(80.0 / 81.0, 1e-12));
}

TEST_CASE("the seeds' extreme input: ε guards the divisor", "[facts]")
{
    // 1e-6 everywhere, d = 1024, fp32, ε = 1e-5: the seed prints LN max ≈ 3.60e-11 (NumPy's
    // pairwise sum) and RMS max ≈ 3.16e-04. Our sequential sum leaves a slightly different
    // rounding residue, so LN stays tiny but not at the same digits.
    const Preset *p = Presets::find("near-constant");
    REQUIRE(p);
    const NormTrace ln = traceLayerNorm(p->input, p->settings);
    const NormTrace rms = traceRmsNorm(p->input, p->settings);
    double lnMax = 0, rmsMax = 0;
    for (double y : ln.output())
        lnMax = std::max(lnMax, std::fabs(y));
    for (double y : rms.output())
        rmsMax = std::max(rmsMax, std::fabs(y));
    CHECK(lnMax < 1e-8);
    CHECK_THAT(rmsMax, WithinRel(3.16e-4, 2e-3));
}

TEST_CASE("bf16 keeps about 3 significant digits", "[facts]")
{
    const NormTrace t = traceRmsNorm(kVector, with(Precision::Bf16));
    CHECK(t.maxRelError > 1e-4);
    CHECK(t.maxRelError < 0.05);
    const NormTrace f32 = traceRmsNorm(kVector, with(Precision::Fp32));
    CHECK(f32.maxRelError < 1e-6);
}
