#include "norm/layernormtrace.h"
#include "norm/rmsnormtrace.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <vector>

using namespace nk;
using Catch::Matchers::WithinAbs;

namespace {

NormSettings settings(Precision p, VarianceAlgorithm v = VarianceAlgorithm::TwoPass)
{
    NormSettings s;
    s.precision = p;
    s.variance = v;
    return s;
}

} // namespace

TEST_CASE("running sums: hand-computed values for (2, −1, 3)", "[running]")
{
    const std::vector<double> x{2.0, -1.0, 3.0};
    for (Precision p : {Precision::Fp64, Precision::Fp32}) {
        INFO(toString(p));
        const NormTrace ln = traceLayerNorm(x, settings(p));
        CHECK(ln.step(StepId::Mean)->running == std::vector<double>{2.0, 1.0, 4.0});
        CHECK(ln.step(StepId::Mean)->runningSecond.empty()); // two-pass: σ² has its own walk
        // μ = 4/3: squared distances 4/9, 49/9, 25/9.
        const std::vector<double> &r2 = ln.step(StepId::Variance)->running;
        REQUIRE(r2.size() == 3);
        CHECK_THAT(r2[0], WithinAbs(4.0 / 9.0, 1e-6));
        CHECK_THAT(r2[1], WithinAbs(53.0 / 9.0, 1e-6));
        CHECK_THAT(r2[2], WithinAbs(78.0 / 9.0, 1e-5));

        const NormTrace rms = traceRmsNorm(x, settings(p));
        CHECK(rms.step(StepId::Square)->running == std::vector<double>{4.0, 5.0, 14.0});
        // Steps that do not walk the table keep no running values.
        CHECK(rms.step(StepId::MeanSquare)->running.empty());
        CHECK(rms.step(StepId::Rms)->running.empty());

        const NormTrace one = traceLayerNorm(x, settings(p, VarianceAlgorithm::OnePass));
        CHECK(one.step(StepId::Mean)->running == std::vector<double>{2.0, 1.0, 4.0});
        CHECK(one.step(StepId::Mean)->runningSecond == std::vector<double>{4.0, 5.0, 14.0});
        CHECK(one.step(StepId::Variance)->running.empty()); // no second walk
        // x − μ as the kernels computed it, in the variance walk or in the normalize walk.
        CHECK(ln.centred == ln.step(StepId::Variance)->values);
        REQUIRE(one.centred.size() == 3);
        CHECK_THAT(one.centred[1], WithinAbs(-7.0 / 3.0, 1e-6));
        CHECK(rms.centred.empty());
    }
}

TEST_CASE("running sums: Welford's running mean and M₂", "[running]")
{
    const std::vector<double> x{2.0, -1.0, 3.0};
    const NormTrace ln = traceLayerNorm(x, settings(Precision::Fp64, VarianceAlgorithm::Welford));
    const TraceStep *mean = ln.step(StepId::Mean);
    REQUIRE(mean->running.size() == 3);
    REQUIRE(mean->runningSecond.size() == 3);
    // Means of the first k elements: 2, 1/2, 4/3; M₂ = Σ(x − mean)² of those: 0, 4.5, 78/9.
    CHECK(mean->running[0] == 2.0);
    CHECK(mean->running[1] == 0.5);
    CHECK_THAT(mean->running[2], WithinAbs(4.0 / 3.0, 1e-15));
    CHECK(mean->runningSecond[0] == 0.0);
    CHECK(mean->runningSecond[1] == 4.5);
    CHECK_THAT(mean->runningSecond[2], WithinAbs(78.0 / 9.0, 1e-14));
    CHECK(ln.step(StepId::Variance)->running.empty());
}

TEST_CASE("running sums: the last running value is the step's sum", "[running]")
{
    const std::vector<double> x{0.5, -0.3, 0.2, 0.1, -0.4, 0.3, 25.0, -0.2, 1e3, -7.5};
    for (Precision p : {Precision::Fp64, Precision::Fp32, Precision::Fp16, Precision::Bf16})
        for (Accumulation a : {Accumulation::Storage, Accumulation::Fp32})
            for (VarianceAlgorithm v : {VarianceAlgorithm::TwoPass, VarianceAlgorithm::OnePass,
                                        VarianceAlgorithm::Welford}) {
                NormSettings s = settings(p, v);
                s.accumulation = a;
                INFO(toString(p) << " accumulate " << int(a) << " variance " << int(v));
                const NormTrace ln = traceLayerNorm(x, s);
                const TraceStep *mean = ln.step(StepId::Mean);
                REQUIRE(mean->running.size() == x.size());
                if (v == VarianceAlgorithm::Welford) {
                    CHECK(mean->running.back() == mean->scalar);
                    CHECK(mean->runningSecond.back() == mean->namedValue("m2"));
                } else {
                    CHECK(mean->running.back() == mean->namedValue("sum"));
                }
                if (v == VarianceAlgorithm::OnePass)
                    CHECK(mean->runningSecond.back() == mean->namedValue("sum_squares"));
                if (v == VarianceAlgorithm::TwoPass) {
                    const TraceStep *var = ln.step(StepId::Variance);
                    REQUIRE(var->running.size() == x.size());
                    CHECK(var->running.back() == var->namedValue("sum"));
                }
                const NormTrace rms = traceRmsNorm(x, s);
                const TraceStep *sq = rms.step(StepId::Square);
                REQUIRE(sq->running.size() == x.size());
                CHECK(sq->running.back() == sq->namedValue("sum_squares"));
            }
}

TEST_CASE("running sums: fp16 overflow appears at the right element", "[running]")
{
    // Each square fits in fp16 (40000 < 65504), but the second partial sum (80000) does not.
    const NormTrace a = traceRmsNorm({200.0, 200.0, 1.0}, settings(Precision::Fp16));
    const std::vector<double> &ra = a.step(StepId::Square)->running;
    CHECK(ra[0] == 40000.0);
    CHECK(std::isinf(ra[1]));
    CHECK(std::isinf(ra[2]));
    // A square that overflows on its own (300² = 90000) breaks the sum at its element.
    const NormTrace b = traceRmsNorm({100.0, 1.0, 300.0}, settings(Precision::Fp16));
    const std::vector<double> &rb = b.step(StepId::Square)->running;
    CHECK(rb[0] == 10000.0);
    CHECK(rb[1] == 10000.0); // fp16 spacing at 10⁴ is 8: adding 1 changes nothing
    CHECK(std::isinf(rb[2]));
    // Accumulating in fp32, as real kernels do, nothing overflows.
    NormSettings wide = settings(Precision::Fp16);
    wide.accumulation = Accumulation::Fp32;
    const NormTrace c = traceRmsNorm({200.0, 200.0, 1.0}, wide);
    CHECK(c.step(StepId::Square)->running[1] == 80000.0);
    // LayerNorm's one-pass Σx² overflows at the same element.
    const NormTrace d =
        traceLayerNorm({200.0, 200.0, 1.0}, settings(Precision::Fp16, VarianceAlgorithm::OnePass));
    CHECK(d.step(StepId::Mean)->runningSecond[0] == 40000.0);
    CHECK(std::isinf(d.step(StepId::Mean)->runningSecond[1]));
}
