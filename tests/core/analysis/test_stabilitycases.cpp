// Chapter 5's low-precision cases: each breaks as PRODUCT.md §5 says, and its fix does not.
#include "analysis/stabilitycases.h"
#include "io/presets.h"

#include <catch2/catch.hpp>

#include <cmath>

using namespace nk;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;

TEST_CASE("fp16 squares overflow, fp32 accumulation fixes it", "[stabilitycases]")
{
    const StabilityCase c = StabilityCase::make(StabilityCaseId::Overflow);
    REQUIRE(c.rows.size() == 2);
    CHECK(c.presetId == "fp16-overflow");
    // Every |x| ≥ 256, so each x² ≥ 65536 > 65504 = fp16's largest finite.
    CHECK(std::isinf(c.rows[0].keyValue));
    CHECK(c.rows[0].rmsNorm.flags.overflow);
    double sumSquares = 0.0;
    for (double v : c.rows[0].input)
        sumSquares += v * v;
    CHECK_FALSE(c.rows[1].flags.overflow);
    CHECK_THAT(c.rows[1].keyValue, WithinRel(sumSquares, 1e-6));
    CHECK(c.rows[1].rmsNorm.maxRelError < 1e-2);
}

TEST_CASE("fp16 rounds ε = 1e-8 to 0, and a constant input then divides 0 by 0", "[stabilitycases]")
{
    const StabilityCase c = StabilityCase::make(StabilityCaseId::EpsLost);
    REQUIRE(c.rows.size() == 3);
    CHECK(c.rows[0].settings.eps == 1e-8);
    CHECK(c.rows[0].keyValue == 0.0); // below fp16's smallest subnormal 2⁻²⁴ ≈ 5.96e-8
    CHECK(c.rows[0].flags.epsLost);
    // The same ε survives fp32 (not exactly: fp32 rounds it), and guards a constant input.
    CHECK_THAT(c.rows[1].keyValue, WithinRel(1e-8, 1e-7));
    for (double y : c.rows[1].layerNorm.output())
        CHECK(y == 0.0);
    // In fp16 nothing guards it.
    CHECK(c.rows[2].flags.epsLost);
    CHECK((c.rows[2].flags.divisorZero || c.rows[2].flags.nan));
    CHECK(std::isnan(c.rows[2].layerNorm.output().front()));
    CHECK(c.loadRow == 2);
}

TEST_CASE("one-pass variance cancels at a large offset, two-pass and Welford do not",
          "[stabilitycases]")
{
    const StabilityCase c = StabilityCase::make(StabilityCaseId::Cancellation);
    REQUIRE(c.rows.size() == 3);
    // Five values 10001 and four 9999: μ = 10000 + 1/9, σ² = (5·(8/9)² + 4·(10/9)²)/9 = 80/81.
    const double exact = 80.0 / 81.0;
    CHECK(c.rows[0].settings.variance == VarianceAlgorithm::OnePass);
    CHECK(std::abs(c.rows[0].keyValue - exact) > 0.5); // mostly rounding, here negative
    CHECK(c.rows[0].flags.negativeVariance);
    CHECK_THAT(c.rows[1].keyValue, WithinRel(exact, 1e-3));
    CHECK_THAT(c.rows[2].keyValue, WithinRel(exact, 1e-3));
    CHECK_FALSE(c.rows[1].flags.any());
}

TEST_CASE("near-constant input: ε alone guards the divisor", "[stabilitycases]")
{
    const StabilityCase c = StabilityCase::make(StabilityCaseId::NearConstant);
    REQUIRE(c.rows.size() == 2);
    // σ² is (nearly) 0, so the divisor is √ε and LayerNorm's output stays tiny.
    CHECK_THAT(c.rows[0].keyValue, WithinRel(std::sqrt(1e-5), 1e-5));
    double largest = 0.0;
    for (double y : c.rows[0].layerNorm.output())
        largest = std::max(largest, std::abs(y));
    CHECK(largest < 1e-6);
    // Without ε the divisor is only rounding noise (or 0): LayerNorm divides noise by noise.
    CHECK(c.rows[1].keyValue < 1e-9);
    double largestNoEps = 0.0;
    bool nan = false;
    for (double y : c.rows[1].layerNorm.output()) {
        nan = nan || std::isnan(y);
        largestNoEps = std::max(largestNoEps, std::abs(y));
    }
    CHECK((nan || largestNoEps > 1e3 * largest));
}

TEST_CASE("every case names its key and starts from a built-in preset", "[stabilitycases]")
{
    for (StabilityCaseId id : StabilityCase::all()) {
        const StabilityCase c = StabilityCase::make(id);
        INFO(c.key);
        CHECK(c.key == StabilityCase::keyOf(id));
        CHECK(Presets::find(c.presetId) != nullptr);
        CHECK(c.loadRow >= 0);
        CHECK(c.loadRow < int(c.rows.size()));
    }
}
