#pragma once

#include <cstddef>

namespace nk {

// Real fp32 kernels over a row-major batch (rows × d floats), the kind a framework runs; the
// step-by-step teaching kernels (layernormtrace, rmsnormtrace) explain, these measure.
//
// Accumulation: in float, not double, so a vector register holds twice the terms. The sums run
// over 16 independent partial sums (lanes) in a fixed order; each block of 256 elements is folded
// pairwise and added to a double total. A sum's error is then at most about 20u · Σ|termᵢ|
// (u = 2⁻²⁴) whatever d is. μ, σ² and 1/√(σ² + ε) are formed in double and rounded to float once.
//
// Two code paths compute the same formulas with the same error bounds:
// - Portable (any CPU; plain C++ the compiler vectorizes, no -ffast-math). LayerNorm reads the
//   row from memory for the mean, walks it again in cache for Σ(xᵢ − μ)², then writes y.
// - Avx2 (x86-64 with AVX2 and FMA, checked at run time). LayerNorm reads the row once for
//   Σ(xᵢ − k) and Σ(xᵢ − k)², k the mean of its first 8 elements, so σ² = E[t²] − E[t]² with
//   t = x − k does not cancel while |k − μ| ≤ σ; a row where k misses by more walks again in
//   cache for the exact Σ(xᵢ − μ)². Both walks prefetch a page ahead (x while summing, y while
//   writing). The memory traffic is then what a fused kernel moves: one read of x and one
//   write of y per row.
// Neither path takes σ² from E[x²] − μ², so 10000 ± 1 gives σ² = 1, not a negative number.
// RMSNorm reads the row once for Σxᵢ² and once more (from cache) to write y, on both paths.
//
// y may equal x (in place); otherwise the two must not overlap. gamma and beta hold d values,
// or are null for γ = 1 and β = 0. rows >= 0, d >= 1.
class BatchKernels
{
public:
    enum class Path {
        Automatic, // Avx2 when the CPU has it, else Portable
        Portable,
        Avx2,
    };

    // The path a request runs on: Automatic, or Avx2 on a CPU without it, becomes what runs.
    static Path resolve(Path requested);
    static bool isAvailable(Path path);
    // "portable", "avx2" (and "automatic"), as the bench command and its JSON name them.
    static const char *name(Path path);

    // yᵢ = (xᵢ − μ) · 1/√(σ² + ε) · γᵢ + βᵢ per row.
    static void layerNorm(const float *x, float *y, int rows, int d, const float *gamma,
                          const float *beta, float eps, Path path = Path::Automatic);
    // yᵢ = xᵢ · 1/√((1/d) Σxᵢ² + ε) · γᵢ per row. Σxᵢ² is held in float: |xᵢ| up to ~1e19.
    static void rmsNorm(const float *x, float *y, int rows, int d, const float *gamma, float eps,
                        Path path = Path::Automatic);
    // The bandwidth baseline: the same bytes read and written, no arithmetic (std::memcpy).
    static void copy(const float *x, float *y, size_t n);
};

} // namespace nk
