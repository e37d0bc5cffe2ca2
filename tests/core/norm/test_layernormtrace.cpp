#include "io/presets.h"
#include "norm/layernormtrace.h"

#include <catch2/catch.hpp>

#include <cmath>

using namespace nk;
using Catch::Matchers::WithinAbs;

namespace {
NormSettings fp64(double gamma = 1.0, double beta = 0.0, double eps = 1e-8)
{
    NormSettings s;
    s.precision = Precision::Fp64;
    s.gamma = {gamma};
    s.beta = {beta};
    s.eps = eps;
    return s;
}
} // namespace

TEST_CASE("LayerNorm reproduces the seeds' worked example", "[layernorm]")
{
    const Preset *p = Presets::find(Presets::kWorkedExample);
    REQUIRE(p);
    for (Precision prec : {Precision::Fp64, Precision::Fp32}) {
        NormSettings s = p->settings;
        s.precision = prec;
        const NormTrace t = traceLayerNorm(p->input, s);
        // μ = 4/3, σ² = 26/9, σ = √26/3 (hand computed).
        CHECK_THAT(t.step(StepId::Mean)->scalar, WithinAbs(1.3333, 5e-5));
        CHECK_THAT(t.step(StepId::Variance)->scalar, WithinAbs(26.0 / 9.0, 1e-6));
        CHECK_THAT(t.step(StepId::Normalize)->scalar, WithinAbs(1.6997, 5e-5));
        // x − μ = [2/3, −7/3, 5/3].
        const auto &dev = t.step(StepId::Variance)->values;
        CHECK_THAT(dev[0], WithinAbs(0.6667, 5e-5));
        CHECK_THAT(dev[1], WithinAbs(-2.3333, 5e-5));
        CHECK_THAT(dev[2], WithinAbs(1.6667, 5e-5));
        // x̂ = (x − μ)/σ. The seed prints [0.3920, −1.3728, 0.9800]; the exact values are
        // 2/√26 = 0.39223, −7/√26 = −1.37281, 5/√26 = 0.98058 (the seed rounded early).
        const auto &xhat = t.normalized;
        CHECK_THAT(xhat[0], WithinAbs(2.0 / std::sqrt(26.0), 1e-6));
        CHECK_THAT(xhat[1], WithinAbs(-1.3728, 5e-5));
        CHECK_THAT(xhat[2], WithinAbs(5.0 / std::sqrt(26.0), 1e-6));
        CHECK_THAT(t.output()[1], WithinAbs(1.5 * -7.0 / std::sqrt(26.0), 1e-6));
    }
}

TEST_CASE("LayerNorm output has mean β and variance γ² (up to ε)", "[layernorm]")
{
    const std::vector<double> x{0.3, -1.7, 2.2, 5.0, -0.4, 1.1, 0.0};
    const NormTrace t = traceLayerNorm(x, fp64(2.0, 0.5, 0.0));
    double mean = 0, var = 0;
    for (double y : t.output())
        mean += y;
    mean /= x.size();
    for (double y : t.output())
        var += (y - mean) * (y - mean);
    var /= x.size();
    CHECK_THAT(mean, WithinAbs(0.5, 1e-12));
    CHECK_THAT(var, WithinAbs(4.0, 1e-12));
}

TEST_CASE("the three variance algorithms agree on benign input", "[layernorm]")
{
    const std::vector<double> x{0.25, -1.5, 3.0, 2.0, -0.75};
    NormSettings s = fp64();
    const double twoPass = traceLayerNorm(x, s).step(StepId::Variance)->scalar;
    s.variance = VarianceAlgorithm::OnePass;
    const double onePass = traceLayerNorm(x, s).step(StepId::Variance)->scalar;
    s.variance = VarianceAlgorithm::Welford;
    const double welford = traceLayerNorm(x, s).step(StepId::Variance)->scalar;
    CHECK_THAT(onePass, WithinAbs(twoPass, 1e-12));
    CHECK_THAT(welford, WithinAbs(twoPass, 1e-12));
}

TEST_CASE("per-element γ and β are applied element by element", "[layernorm]")
{
    NormSettings s = fp64();
    s.gamma = {1.0, 2.0, 3.0};
    s.beta = {0.0, 10.0, -10.0};
    const NormTrace t = traceLayerNorm({2.0, -1.0, 3.0}, s);
    for (int i = 0; i < 3; ++i)
        CHECK_THAT(
            t.output()[size_t(i)],
            WithinAbs(s.gamma[size_t(i)] * t.normalized[size_t(i)] + s.beta[size_t(i)], 1e-15));
}

TEST_CASE("each LayerNorm step records its reference and error", "[layernorm]")
{
    NormSettings s = fp64();
    s.precision = Precision::Fp16;
    const NormTrace t = traceLayerNorm({0.1, 0.2, 0.7}, s);
    REQUIRE(t.steps.size() == 5);
    const TraceStep &in = t.steps[0];
    CHECK(in.id == StepId::Input);
    // 0.1 in fp16 is 0.0999755859375.
    CHECK(in.values[0] == 0.0999755859375);
    CHECK(in.referenceValues[0] == 0.1);
    CHECK(in.maxAbsError == Approx(0.7001953125 - 0.7)); // 0.7 rounds worst
    for (const TraceStep &st : t.steps)
        CHECK(st.maxAbsError >= 0.0);
    CHECK(t.maxAbsError > 0.0);
    CHECK(t.maxAbsError < 1e-2);
}
