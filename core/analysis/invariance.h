#pragma once

#include "norm/normsettings.h"
#include "norm/trace.h"

#include <vector>

namespace nk {

// LayerNorm and RMSNorm outputs for one input transformed by a shift (x + c), a scale (a · x)
// and both (a · x + c), each compared with the untransformed output. LayerNorm is invariant to
// both (up to rounding and ε), RMSNorm only to scaling (a > 0; a < 0 flips the sign).
struct InvarianceCase
{
    std::vector<double> input;
    std::vector<double> layerNorm;
    std::vector<double> rmsNorm;
    // max |yᵢ(transformed) − yᵢ(original)|; NaN when an output is NaN.
    double layerNormDeviation = 0.0;
    double rmsNormDeviation = 0.0;
};

struct InvarianceResult
{
    double shift = 0.0; // c
    double scale = 1.0; // a
    InvarianceCase original;
    InvarianceCase shifted; // x + c
    InvarianceCase scaled;  // a · x
    InvarianceCase both;    // a · x + c
};

class Invariance
{
public:
    // Runs the teaching kernels with the given settings (precision included), so the deviations
    // show the rounding of that precision and the effect of ε, not only the algebra.
    static InvarianceResult compute(const std::vector<double> &x, const NormSettings &settings,
                                    double shift, double scale);
    // The same from the untransformed input's traces, which the caller already has (ln a
    // LayerNorm and rms an RMSNorm trace of the same input and settings).
    static InvarianceResult compute(const NormTrace &ln, const NormTrace &rms, double shift,
                                    double scale);
    static double maxDeviation(const std::vector<double> &a, const std::vector<double> &b);
};

} // namespace nk
