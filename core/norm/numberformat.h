#pragma once

#include "norm/normsettings.h"

#include <string>
#include <vector>

namespace nk {

// The one way numbers are written for people (the UI, narration, the handout). Scripts get
// TraceFormatter::number (shortest round trip) instead.
//
// Digits: a binary format with p significand bits holds p·log₁₀2 decimal digits:
// fp64 15.95, fp32 7.22, fp16 3.31, bf16 2.41. A value stored in it is shown with
// ⌊p·log₁₀2⌋ = 15, 7, 3, 2 significant digits: the digits it reliably keeps.
class NumberFormat
{
public:
    static double significantDecimalDigits(Precision p); // p·log₁₀2
    static int displayDigits(Precision p);               // ⌊p·log₁₀2⌋
    // Digits for narration and formulas: the precision's, at most 6 (enough to follow by hand).
    static int narrationDigits(Precision p);

    // The precision the statistics (sums, μ, σ², RMS) are computed in: the storage precision,
    // or fp32 for fp16/bf16 with Accumulation::Fp32 (fp32 and fp64 keep their own), exactly as
    // dispatchKernel() in kernelsupport.h chooses the compute type.
    static Precision computePrecision(const NormSettings &s);

    // v with `digits` significant digits ('g' style): U+2212 for minus, never "−0", and
    // "inf", "−inf", "NaN" for the non-finite.
    static std::string number(double v, int digits);
    static std::string number(double v, Precision p) { return number(v, narrationDigits(p)); }
    // The fewest significant digits (1–17) that write v so that it reads back as v: the digits
    // a person typed for it (5.36: 3; 1e-8: 1). 1 for 0 and the non-finite.
    static int shortestDigits(double v);
    // A vector as "[a, b, c]": every element up to maxShown, else the first maxShown − 1, "…"
    // and the last.
    static std::string list(const std::vector<double> &v, Precision p, int maxShown = 6);
    // Which elements list() writes: indices, −1 standing for the "…".
    static std::vector<int> elidedIndices(int size, int maxShown);
    // A ratio as "1.75×" (digits significant digits).
    static std::string ratio(double r, int digits = 3);
    // A fraction as a percentage, "42.9 %" with a no-break space (digits significant digits).
    static std::string percent(double fraction, int digits = 3);
};

} // namespace nk
