#include "norm/layernormtrace.h"
#include "norm/rmsnormtrace.h"
#include "norm/stepclock.h"
#include "norm/trace.h"

#include <catch2/catch.hpp>

#include <vector>

using namespace nk;

namespace {

NormSettings fp16Settings()
{
    NormSettings s;
    s.precision = Precision::Fp16;
    return s;
}

} // namespace

TEST_CASE("values after a row: the stored input first, a spanning step from its last row on",
          "[trace]")
{
    // 0.1 and 1000.3 are not fp16 values: the stored input differs from the typed one.
    const std::vector<double> x{0.1, 2.0, -3.0, 1000.3};
    const NormTrace ln = traceLayerNorm(x, fp16Settings());
    REQUIRE(ln.storedInput != ln.input);
    CHECK(ln.valuesAfterRow(-1) == ln.storedInput);
    CHECK(ln.valuesAfterRow(0) == ln.storedInput);
    // The mean is a scalar: the vector held is still the input.
    CHECK(ln.valuesAfterRow(1) == ln.storedInput);
    // The variance covers rows 2–3: not done at row 2.
    const TraceStep *variance = ln.step(StepId::Variance);
    REQUIRE(variance);
    CHECK(ln.valuesAfterRow(2) == ln.storedInput);
    CHECK(ln.valuesAfterRow(3) == (variance->values.empty() ? ln.storedInput : variance->values));
    CHECK(ln.valuesAfterRow(4) == ln.step(StepId::Normalize)->values);
    CHECK(ln.valuesAfterRow(5) == ln.output());
    CHECK(ln.valuesAfterRow(kAlignedRowCount + 10) == ln.output());

    const NormTrace rms = traceRmsNorm(x, fp16Settings());
    CHECK(rms.valuesAfterRow(1) == rms.storedInput); // the row RMSNorm skips
    const TraceStep *square = rms.step(StepId::Square);
    REQUIRE(square);
    REQUIRE_FALSE(square->values.empty());
    CHECK(rms.valuesAfterRow(2) == square->values);
    CHECK(rms.valuesAfterRow(5) == rms.output());
}

TEST_CASE("the step at a row: LayerNorm's variance plays two rows, RMSNorm skips the mean's",
          "[trace]")
{
    const std::vector<double> x{1.0, 2.0, 3.0, 4.0};
    const NormTrace ln = traceLayerNorm(x, NormSettings{});
    const NormTrace rms = traceRmsNorm(x, NormSettings{});
    CHECK(ln.stepAtRow(0)->id == StepId::Input);
    CHECK(ln.stepAtRow(1)->id == StepId::Mean);
    CHECK(ln.stepAtRow(2)->id == StepId::Variance);
    CHECK(ln.stepAtRow(3)->id == StepId::Variance);
    CHECK(ln.stepAtRow(5)->id == StepId::Affine);
    CHECK(rms.stepAtRow(1) == nullptr);
    CHECK(rms.stepAtRow(3)->id == StepId::MeanSquare);
    CHECK(rms.stepAtRow(4)->id == StepId::Rms);
    CHECK(ln.stepAtRow(-1) == nullptr);
    CHECK(ln.stepAtRow(kAlignedRowCount) == nullptr);
}

TEST_CASE("the chart at time t is the values after the last complete slot", "[trace][stepclock]")
{
    // lastCompleteSlot(t) is the row bound isComplete() draws, for every span.
    for (double t : {0.0, 0.5, 1.0 - 1e-12, 1.0, 1.5, 2.0, 3.999, 4.0, 5.0, 6.0, 9.0})
        for (int first = 0; first < kAlignedRowCount; ++first)
            for (int span : {1, 2}) {
                INFO("t = " << t << ", rows " << first << " + " << span);
                CHECK(StepClock::isComplete(t, first, span) ==
                      (first + span - 1 <= StepClock::lastCompleteSlot(t)));
            }
    CHECK(StepClock::lastCompleteSlot(0.0) == -1);
    CHECK(StepClock::lastCompleteSlot(4.0) == 3);
    // So at t = 4 LayerNorm's chart shows the variance step's vector, at t = 3 not yet.
    const NormTrace ln = traceLayerNorm({1.0, 2.0, 3.0, 4.0}, NormSettings{});
    CHECK(ln.valuesAfterRow(StepClock::lastCompleteSlot(3.0)) == ln.storedInput);
}
