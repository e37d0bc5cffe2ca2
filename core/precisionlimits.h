#pragma once

#include "precision.h"

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
};

} // namespace nk
