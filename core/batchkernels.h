#pragma once

#include <cstddef>

namespace nk {

// Real fp32 kernels over a row-major batch (rows × d floats), the kind a framework runs; the
// step-by-step teaching kernels (layernormtrace, rmsnormtrace) explain, these measure.
//
// Accumulation: in float, not double, so a 128-bit vector holds 4 terms instead of 2. The sums
// run over 16 independent partial sums (lanes), so the compiler can vectorize them without
// reassociating (no -ffast-math); each block of 256 elements is folded pairwise and added to a
// double total. A sum's error is then at most about 20u · Σ|termᵢ| (u = 2⁻²⁴) whatever d is,
// and the order is fixed, so the result does not depend on SIMD width or compiler flags.
// μ, σ² and 1/√(σ² + ε) are formed in double and rounded to float once.
//
// LayerNorm is fused and two-pass-in-cache: one read of the row from memory for the mean, a
// second walk over the same row (now in L1/L2) for Σ(xᵢ − μ)², then one pass writing y. The
// variance never comes from E[x²] − μ², so 10000 ± 1 gives σ² = 1, not a negative number.
// RMSNorm reads the row once for Σxᵢ² and once more (from cache) to write y.
//
// y may equal x (in place); otherwise the two must not overlap. gamma and beta hold d values,
// or are null for γ = 1 and β = 0. rows >= 0, d >= 1.
class BatchKernels
{
public:
    // yᵢ = (xᵢ − μ) · 1/√(σ² + ε) · γᵢ + βᵢ per row.
    static void layerNorm(const float *x, float *y, int rows, int d, const float *gamma,
                          const float *beta, float eps);
    // yᵢ = xᵢ · 1/√((1/d) Σxᵢ² + ε) · γᵢ per row. Σxᵢ² is held in float: |xᵢ| up to ~1e19.
    static void rmsNorm(const float *x, float *y, int rows, int d, const float *gamma, float eps);
    // The bandwidth baseline: the same bytes read and written, no arithmetic (std::memcpy).
    static void copy(const float *x, float *y, size_t n);
};

} // namespace nk
