#pragma once

#include "numeric/precision.h"

namespace nk {

// Where squares and sums of squares leave a format's range: the numbers behind "x² overflows
// in fp16 for |x| ≥ 256" and "Σx² overflows once RMS > √(65504/d)".
class PrecisionLimits
{
public:
    // The smallest positive value of format p whose square, rounded to p, is ±inf.
    static double smallestOverflowingSquare(Precision p);
    // The RMS above which Σxᵢ² over d elements exceeds p's largest finite value: √(max/d).
    static double sumOfSquaresOverflowRms(Precision p, int d);
    // The smallest positive value of format p (a subnormal, or the smallest normal for fp64's
    // purposes here: 2^(1 − significandBits) · smallestNormal).
    static double smallestSubnormal(Precision p);
    // The largest positive value that rounds to 0 in p: half the smallest subnormal (the tie
    // goes to the even neighbour, 0); anything above it rounds up to the smallest subnormal.
    static double largestRoundingToZero(Precision p);
    // An ε chapter 5 rounds as an example: below fp16's smallest subnormal, above half of it.
    static constexpr double kEpsRoundingExample = 4e-8;
};

} // namespace nk
