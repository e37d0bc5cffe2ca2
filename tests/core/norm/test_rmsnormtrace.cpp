#include "io/presets.h"
#include "norm/rmsnormtrace.h"

#include <catch2/catch.hpp>

#include <cmath>

using namespace nk;
using Catch::Matchers::WithinAbs;

TEST_CASE("RMSNorm reproduces the seeds' worked example", "[rmsnorm]")
{
    const Preset *p = Presets::find(Presets::kWorkedExample);
    REQUIRE(p);
    for (Precision prec : {Precision::Fp64, Precision::Fp32}) {
        NormSettings s = p->settings;
        s.precision = prec;
        const NormTrace t = traceRmsNorm(p->input, s);
        CHECK(t.step(StepId::Square)->values == std::vector<double>{4.0, 1.0, 9.0});
        CHECK(t.step(StepId::Square)->namedValue("sum_squares") == 14.0);
        CHECK_THAT(t.step(StepId::MeanSquare)->scalar, WithinAbs(4.6667, 5e-5));
        CHECK_THAT(t.step(StepId::Rms)->scalar, WithinAbs(2.1602, 5e-5));
        CHECK_THAT(t.normalized[0], WithinAbs(0.9258, 5e-5));
        CHECK_THAT(t.normalized[1], WithinAbs(-0.4629, 5e-5));
        CHECK_THAT(t.normalized[2], WithinAbs(1.3887, 5e-5));
        CHECK_THAT(t.output()[0], WithinAbs(1.3887, 5e-5));
        CHECK_THAT(t.output()[1], WithinAbs(-0.6944, 5e-5));
        CHECK_THAT(t.output()[2], WithinAbs(2.0831, 5e-5));
    }
}

TEST_CASE("RMSNorm with ε = 0 equals √d · x / ‖x‖₂ · γ", "[rmsnorm]")
{
    const std::vector<double> x{0.5, -3.0, 1.25, 7.0, -2.0};
    NormSettings s;
    s.precision = Precision::Fp64;
    s.eps = 0.0;
    s.gamma = {0.75};
    const NormTrace t = traceRmsNorm(x, s);
    double norm = 0;
    for (double v : x)
        norm += v * v;
    norm = std::sqrt(norm);
    for (size_t i = 0; i < x.size(); ++i)
        CHECK_THAT(t.output()[i], WithinAbs(std::sqrt(5.0) * x[i] / norm * 0.75, 1e-14));
    // The output's RMS is γ: length set, direction kept.
    double ms = 0;
    for (double y : t.output())
        ms += y * y;
    CHECK_THAT(std::sqrt(ms / 5.0), WithinAbs(0.75, 1e-14));
}

TEST_CASE("RMSNorm ignores β", "[rmsnorm]")
{
    NormSettings s;
    s.beta = {5.0};
    const NormTrace a = traceRmsNorm({1.0, 2.0}, s);
    s.beta = {-3.0};
    const NormTrace b = traceRmsNorm({1.0, 2.0}, s);
    CHECK(a.output() == b.output());
}

TEST_CASE("d = 1 works for both algorithms", "[rmsnorm]")
{
    const Preset *p = Presets::find("single");
    REQUIRE(p);
    const NormTrace t = traceRmsNorm(p->input, p->settings);
    CHECK_THAT(t.output()[0], WithinAbs(1.0, 1e-5));
    CHECK(t.flags.any() == false);
}
