#include "emulatedfloat.h"
#include "precision.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <limits>

using namespace nk;

TEST_CASE("roundToPrecision agrees with Eigen's conversions", "[precision]")
{
    // Our frexp-based rounding and Eigen's float->half/bfloat16 must agree wherever the input
    // is a float (no double rounding involved).
    const float samples[] = {0.1f, 1.0f / 3.0f, 2.0f, -1.0f, 3.0f, 1000.1f, 65504.0f, 65519.0f,
                             65520.0f, 1e-6f, 5.96e-8f, 2.9e-8f, 3.0e-8f, 1e-8f, 300.0f, 90000.0f,
                             -123.456f, 1.00048828125f, 1.0009765625f, 7.5e-5f};
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
    CHECK(toDouble(a.sqrt(fromDouble<Eigen::half>(2.0))) == roundToPrecision(std::sqrt(2.0), Precision::Fp16));
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
