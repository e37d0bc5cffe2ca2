#include "norm/emulatedfloat.h"
#include "numeric/precision.h"
#include "numeric/precisionlimits.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <limits>

using namespace nk;

TEST_CASE("roundToPrecision agrees with Eigen's conversions", "[precision]")
{
    // Our frexp-based rounding and Eigen's float->half/bfloat16 must agree wherever the input
    // is a float (no double rounding involved).
    const float samples[] = {0.1f,     1.0f / 3.0f, 2.0f,           -1.0f,         3.0f,
                             1000.1f,  65504.0f,    65519.0f,       65520.0f,      1e-6f,
                             5.96e-8f, 2.9e-8f,     3.0e-8f,        1e-8f,         300.0f,
                             90000.0f, -123.456f,   1.00048828125f, 1.0009765625f, 7.5e-5f};
    for (float f : samples) {
        INFO("value " << f);
        CHECK(roundToPrecision(f, Precision::Fp16) == double(float(Eigen::half(f))));
        CHECK(roundToPrecision(f, Precision::Bf16) == double(float(Eigen::bfloat16(f))));
        CHECK(roundToPrecision(f, Precision::Fp32) == double(f));
    }
}

TEST_CASE("format limits are the true ones, not Eigen 3.4's numeric_limits", "[precision]")
{
    CHECK(formatInfo(Precision::Fp16).machineEpsilon == std::ldexp(1.0, -10));
    CHECK(formatInfo(Precision::Bf16).machineEpsilon == std::ldexp(1.0, -7));
    CHECK(formatInfo(Precision::Fp16).largestFinite == 65504.0);
    CHECK(double(float((std::numeric_limits<Eigen::half>::max)())) == 65504.0);
    // 1 + eps is the next number after 1.
    for (Precision p : {Precision::Fp32, Precision::Fp16, Precision::Bf16}) {
        const double e = formatInfo(p).machineEpsilon;
        CHECK(roundToPrecision(1.0 + e, p) == 1.0 + e);
        CHECK(roundToPrecision(1.0 + e / 2, p) == 1.0); // tie rounds to even
        CHECK(roundToPrecision(1.0 + e * 0.75, p) == 1.0 + e);
    }
}

TEST_CASE("overflow and underflow boundaries", "[precision]")
{
    CHECK(std::isinf(roundToPrecision(65520.0, Precision::Fp16)));
    CHECK(roundToPrecision(65519.99, Precision::Fp16) == 65504.0);
    CHECK(roundToPrecision(1e-8, Precision::Fp16) == 0.0);
    CHECK(roundToPrecision(5.96e-8, Precision::Fp16) == std::ldexp(1.0, -24));
    CHECK(roundToPrecision(1e-8, Precision::Bf16) > 0.0); // bf16 keeps fp32's range
    CHECK(std::isinf(roundToPrecision(1e39, Precision::Bf16)));
    CHECK(std::isinf(roundToPrecision(-1e39, Precision::Fp32)));
}

TEST_CASE("counting arithmetic rounds every operation and counts it", "[precision]")
{
    OpCounts ops;
    CountingArithmetic<Eigen::half> a(ops);
    const Eigen::half x = fromDouble<Eigen::half>(256.0);
    CHECK(std::isinf(toDouble(a.mul(x, x)))); // 65536 > 65504
    const Eigen::half y = fromDouble<Eigen::half>(255.0);
    CHECK(toDouble(a.mul(y, y)) == 65024.0); // 65025 rounds to a multiple of 32
    CHECK(toDouble(a.sqrt(fromDouble<Eigen::half>(2.0))) ==
          roundToPrecision(std::sqrt(2.0), Precision::Fp16));
    CHECK(ops.mul == 2);
    CHECK(ops.sqrt == 1);
    CHECK(ops.total() == 3);
}

TEST_CASE("summing ones stalls at 2048 in fp16 and 256 in bf16", "[precision]")
{
    OpCounts ops;
    CountingArithmetic<Eigen::half> h(ops);
    Eigen::half sh = fromDouble<Eigen::half>(0.0);
    CountingArithmetic<Eigen::bfloat16> b(ops);
    Eigen::bfloat16 sb = fromDouble<Eigen::bfloat16>(0.0);
    for (int i = 0; i < 5000; ++i) {
        sh = h.add(sh, fromDouble<Eigen::half>(1.0));
        sb = b.add(sb, fromDouble<Eigen::bfloat16>(1.0));
    }
    CHECK(toDouble(sh) == 2048.0);
    CHECK(toDouble(sb) == 256.0);
}

TEST_CASE("names parse back", "[precision]")
{
    for (Precision p : {Precision::Fp64, Precision::Fp32, Precision::Fp16, Precision::Bf16})
        CHECK(parsePrecision(toString(p)) == p);
    CHECK(parseAccumulation("fp32") == Accumulation::Fp32);
    CHECK(parseVarianceAlgorithm("welford") == VarianceAlgorithm::Welford);
    CHECK_FALSE(parsePrecision("fp8").has_value());
}

TEST_CASE("round-to-odd rounding equals rounding by scaling for random doubles", "[precision]")
{
    // Two different algorithms must agree everywhere, including ties, subnormals and overflow.
    std::uint64_t state = 12345;
    auto next = [&state] {
        state = state * 6364136223846793005ull + 1442695040888963407ull;
        return state;
    };
    for (int i = 0; i < 200000; ++i) {
        const std::uint64_t bits = next();
        const double mantissa = double(bits >> 11) * 0x1.0p-53 * 2.0 - 1.0;
        const int exponent = int(next() % 80) - 40;
        const double v = std::ldexp(mantissa, exponent);
        for (Precision p : {Precision::Fp16, Precision::Bf16, Precision::Fp32}) {
            INFO(v);
            CHECK(roundToPrecision(v, p) == roundToPrecisionByScaling(v, p));
        }
    }
    // Exact ties and neighbours of ties at the fp16 quantum 2^-10 near 1.
    for (int k = 0; k < 64; ++k) {
        const double tie = 1.0 + (k + 0.5) * std::ldexp(1.0, -10);
        for (double v : {tie, std::nextafter(tie, 0.0), std::nextafter(tie, 2.0)})
            CHECK(roundToPrecision(v, Precision::Fp16) ==
                  roundToPrecisionByScaling(v, Precision::Fp16));
    }
    for (double v : {65519.99, 65520.0, 1e39, -1e39, 3.5e38, 1e-45, 2.9e-8, 1e-300})
        for (Precision p : {Precision::Fp16, Precision::Bf16})
            CHECK(roundToPrecision(v, p) == roundToPrecisionByScaling(v, p));
}

TEST_CASE("spacingAt: the gap between neighbouring numbers, why a typed value moves", "[precision]")
{
    // bf16 keeps 8 significant bits: in [4, 8) its numbers are 2^(2-7) = 1/32 apart, and 5.36
    // is stored as 5.375 = 172/32 (5.34375 = 171/32 is 0.01625 away, 5.375 only 0.015).
    CHECK(spacingAt(5.36, Precision::Bf16) == 0.03125);
    CHECK(roundToPrecision(5.36, Precision::Bf16) == 5.375);
    CHECK(spacingAt(1.0, Precision::Fp16) == std::ldexp(1.0, -10));
    CHECK(spacingAt(0.999, Precision::Fp16) == std::ldexp(1.0, -11));
    CHECK(spacingAt(-3.0, Precision::Fp32) == std::ldexp(1.0, -22));
    CHECK(spacingAt(1.0, Precision::Fp64) == std::numeric_limits<double>::epsilon());
    // Below the smallest normal the gap is fixed: fp16's smallest subnormal, 2^-24.
    CHECK(spacingAt(1e-8, Precision::Fp16) == std::ldexp(1.0, -24));
    CHECK(spacingAt(0.0, Precision::Fp16) == std::ldexp(1.0, -24));
    CHECK(spacingAt(std::numeric_limits<double>::infinity(), Precision::Fp16) == 0.0);
    // Property: every stored value is within half a gap of the typed one, and is a multiple of
    // the gap (an independent check through the rounding functions).
    for (Precision p : {Precision::Fp32, Precision::Fp16, Precision::Bf16})
        for (double v : {5.36, -0.1, 123.456, 3e-5, 1000.7, 0.3333}) {
            const double gap = spacingAt(v, p);
            const double stored = roundToPrecisionByScaling(v, p);
            CHECK(std::fabs(stored - v) <= gap / 2);
            CHECK(std::fmod(stored, gap) == 0.0);
        }
}

TEST_CASE("fp16 rounds to 0 only at or below half its smallest subnormal", "[precision]")
{
    const double tiny = PrecisionLimits::smallestSubnormal(Precision::Fp16);
    const double half = PrecisionLimits::largestRoundingToZero(Precision::Fp16);
    CHECK(tiny == std::ldexp(1.0, -24)); // 5.96e-8
    CHECK(half == Approx(2.98e-8).epsilon(1e-3));
    CHECK(roundToPrecision(half, Precision::Fp16) == 0.0); // the tie goes to even: 0
    CHECK(roundToPrecision(std::nextafter(half, 1.0), Precision::Fp16) == tiny);
    // An ε below the smallest subnormal but above half of it is stored as the subnormal.
    const double eps = PrecisionLimits::kEpsRoundingExample;
    CHECK(eps < tiny);
    CHECK(eps > half);
    CHECK(roundToPrecision(eps, Precision::Fp16) == tiny);
    CHECK(roundToPrecision(1e-8, Precision::Fp16) == 0.0);
    CHECK(PrecisionLimits::smallestSubnormal(Precision::Bf16) ==
          std::ldexp(formatInfo(Precision::Bf16).smallestNormal, -7));
}

TEST_CASE("fp16 squares overflow from 256: the one threshold the chapters quote", "[precision]")
{
    const double limit = PrecisionLimits::smallestOverflowingSquare(Precision::Fp16);
    CHECK(limit == 256.0);
    // It is an fp16 value, its square rounds to infinity, and the fp16 value just below it
    // squares to a finite number: the smallest such value, not a bound computed beside it.
    CHECK(roundToPrecision(limit, Precision::Fp16) == limit);
    CHECK(std::isinf(roundToPrecision(limit * limit, Precision::Fp16)));
    const double below = limit - spacingAt(limit / 2.0, Precision::Fp16);
    CHECK(below == 255.875);
    CHECK(std::isfinite(roundToPrecision(below * below, Precision::Fp16)));
    CHECK(roundToPrecision(below * below, Precision::Fp16) <=
          formatInfo(Precision::Fp16).largestFinite);
}
