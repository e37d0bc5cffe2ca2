#pragma once

#include "norm/trace.h"

#include <vector>

namespace nk {

// LayerNorm over one vector x (length d >= 1), step by step:
//   input      x as stored in the precision
//   mean       μ = (1/d) Σ xᵢ
//   variance   σ² = (1/d) Σ (xᵢ − μ)²   (two-pass; one-pass: E[x²] − μ²; Welford's update)
//   normalize  x̂ᵢ = (xᵢ − μ) / √(σ² + ε)
//   affine     yᵢ = γᵢ x̂ᵢ + βᵢ
// Walks over the table, counted as for RMSNorm: the statistics' walks (two-pass two, one-pass
// and Welford one), then one apply walk for normalize and affine together.
// Operation counting rule (what the loops do, counted as they run):
//   two-pass: mean d−1 add + 1 div; variance d sub + d mul + d−1 add + 1 div (keeps xᵢ − μ);
//             normalize 1 add + 1 sqrt + d div; affine d mul + d add     → 7d + 2
//   one-pass: the mean walk also sums xᵢ² (+ d mul + d−1 add); variance 1 div + 1 mul + 1 sub
//             (E[x²] − μ²); normalize recomputes xᵢ − μ (+ d sub)         → 7d + 4
//   Welford:  per element 2 sub + 1 div + 2 add + 1 mul in the mean walk → 10d + 3
// A negative one-pass variance is flagged and clamped to 0, as kernels that use E[x²] − μ² must
// (PyTorch's LayerNorm uses Welford, whose M₂ cannot go negative, and clamps nothing).
// The settings must be valid for d (NormSettings::problemFor).
NormTrace traceLayerNorm(const std::vector<double> &x, const NormSettings &settings);

} // namespace nk
