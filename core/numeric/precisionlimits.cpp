#include "numeric/precisionlimits.h"

#include <cmath>

namespace nk {

namespace {

// The next value of format p above x > 0 (normal range).
double nextUp(double x, Precision p)
{
    int exponent = 0;
    std::frexp(x, &exponent); // x = m · 2^exponent, m in [0.5, 1)
    const int bits = formatInfo(p).significandBits;
    return x + std::ldexp(1.0, exponent - bits);
}

} // namespace

double PrecisionLimits::smallestOverflowingSquare(Precision p)
{
    // Start below √max and walk up value by value: a few steps at most.
    const double largest = formatInfo(p).largestFinite;
    double x = roundToPrecision(std::sqrt(largest) * (1.0 - 1e-3), p);
    for (int i = 0; i < 100000; ++i) {
        if (std::isinf(roundToPrecision(x * x, p)))
            return x;
        x = nextUp(x, p);
    }
    return x;
}

double PrecisionLimits::sumOfSquaresOverflowRms(Precision p, int d)
{
    return std::sqrt(formatInfo(p).largestFinite / double(d > 0 ? d : 1));
}

double PrecisionLimits::smallestSubnormal(Precision p)
{
    const FormatInfo f = formatInfo(p);
    return std::ldexp(f.smallestNormal, 1 - f.significandBits);
}

double PrecisionLimits::largestRoundingToZero(Precision p)
{
    return smallestSubnormal(p) / 2.0;
}

} // namespace nk
