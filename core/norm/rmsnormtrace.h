#pragma once

#include "norm/trace.h"

#include <vector>

namespace nk {

// RMSNorm over one vector x (length d >= 1), step by step:
//   input        x as stored in the precision
//   square       xᵢ², summed in the same walk
//   mean-square  (1/d) Σ xᵢ²
//   rms          √((1/d) Σ xᵢ² + ε)
//   scale        yᵢ = xᵢ / RMS · γᵢ      (β is not used)
// With ε = 0 this is √d · x / ‖x‖₂ · γ.
// Operation counting rule: square d mul + d−1 add; mean-square 1 div; rms 1 add + 1 sqrt;
// scale d div + d mul → 4d + 2. Memory: two walks over the table (square, scale).
NormTrace traceRmsNorm(const std::vector<double> &x, const NormSettings &settings);

} // namespace nk
