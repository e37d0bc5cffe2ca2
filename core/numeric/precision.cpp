#include "numeric/precision.h"

#include <Eigen/Core>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

namespace nk {

FormatInfo formatInfo(Precision p)
{
    switch (p) {
    case Precision::Fp64:
        return {53,
                std::ldexp(1.0, -53),
                std::ldexp(1.0, -52),
                std::numeric_limits<double>::max(),
                std::ldexp(1.0, -1022),
                15};
    case Precision::Fp32:
        return {24,
                std::ldexp(1.0, -24),
                std::ldexp(1.0, -23),
                double(std::numeric_limits<float>::max()),
                std::ldexp(1.0, -126),
                7};
    case Precision::Fp16:
        return {11, std::ldexp(1.0, -11), std::ldexp(1.0, -10), 65504.0, std::ldexp(1.0, -14), 3};
    case Precision::Bf16:
        // Same exponent range as fp32, 8 significant bits.
        return {8,
                std::ldexp(1.0, -8),
                std::ldexp(1.0, -7),
                std::ldexp(255.0, 120),
                std::ldexp(1.0, -126),
                2};
    }
    return formatInfo(Precision::Fp64);
}

double spacingAt(double v, Precision p)
{
    if (!std::isfinite(v))
        return 0.0;
    const FormatInfo f = formatInfo(p);
    const int minExp = std::ilogb(f.smallestNormal);
    const int e = v == 0.0 ? minExp : std::max(std::ilogb(v), minExp);
    return std::ldexp(1.0, e - (f.significandBits - 1));
}

double roundToPrecisionByScaling(double v, Precision p)
{
    if (p == Precision::Fp64 || !std::isfinite(v) || v == 0.0)
        return v;
    const FormatInfo f = formatInfo(p);
    const int minExp = std::ilogb(f.smallestNormal); // exponent of the smallest normal
    int e = std::ilogb(v);                           // v = m * 2^e, 1 <= |m| < 2
    if (e < minExp)
        e = minExp; // subnormal: fixed quantum
    const double quantum = std::ldexp(1.0, e - (f.significandBits - 1));
    const double scaled = v / quantum; // exact: power-of-two division
    double r = std::nearbyint(scaled); // default rounding mode: ties to even
    double result = r * quantum;
    if (std::fabs(result) > f.largestFinite) {
        // Past the largest finite value rounding goes to infinity only beyond the halfway point.
        const double halfway =
            f.largestFinite + std::ldexp(1.0, std::ilogb(f.largestFinite) - f.significandBits);
        if (std::fabs(v) >= halfway)
            return std::copysign(std::numeric_limits<double>::infinity(), v);
        result = std::copysign(f.largestFinite, v);
    }
    return result;
}

namespace {

// v rounded to float with round-to-odd: truncate, and set the last bit when inexact. A later
// round-to-nearest to a format with at most 22 significant bits then rounds exactly once.
float roundToOddFloat(double v)
{
    float f = float(v);
    if (double(f) == v || std::isinf(f))
        return f;
    if (std::fabs(double(f)) > std::fabs(v))
        f = std::nextafter(f, 0.0f);
    std::uint32_t bits;
    std::memcpy(&bits, &f, sizeof bits);
    bits |= 1u;
    std::memcpy(&f, &bits, sizeof bits);
    return f;
}

} // namespace

double roundToPrecision(double v, Precision p)
{
    switch (p) {
    case Precision::Fp64:
        return v;
    case Precision::Fp32:
        return double(float(v));
    case Precision::Fp16:
        return double(float(Eigen::half(roundToOddFloat(v))));
    case Precision::Bf16:
        if (std::fabs(v) > double(std::numeric_limits<float>::max()))
            return roundToPrecisionByScaling(v, p);
        return double(float(Eigen::bfloat16(roundToOddFloat(v))));
    }
    return v;
}

std::string toString(Precision p)
{
    switch (p) {
    case Precision::Fp64:
        return "fp64";
    case Precision::Fp32:
        return "fp32";
    case Precision::Fp16:
        return "fp16";
    case Precision::Bf16:
        return "bf16";
    }
    return "fp64";
}

std::string toString(Accumulation a)
{
    return a == Accumulation::Storage ? "storage" : "fp32";
}

std::string toString(VarianceAlgorithm v)
{
    switch (v) {
    case VarianceAlgorithm::TwoPass:
        return "two-pass";
    case VarianceAlgorithm::OnePass:
        return "one-pass";
    case VarianceAlgorithm::Welford:
        return "welford";
    }
    return "two-pass";
}

std::optional<Precision> parsePrecision(const std::string &s)
{
    for (Precision p : {Precision::Fp64, Precision::Fp32, Precision::Fp16, Precision::Bf16})
        if (s == toString(p))
            return p;
    return std::nullopt;
}

std::optional<Accumulation> parseAccumulation(const std::string &s)
{
    for (Accumulation a : {Accumulation::Storage, Accumulation::Fp32})
        if (s == toString(a))
            return a;
    return std::nullopt;
}

std::optional<VarianceAlgorithm> parseVarianceAlgorithm(const std::string &s)
{
    for (VarianceAlgorithm v :
         {VarianceAlgorithm::TwoPass, VarianceAlgorithm::OnePass, VarianceAlgorithm::Welford})
        if (s == toString(v))
            return v;
    return std::nullopt;
}

} // namespace nk
