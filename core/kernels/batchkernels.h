#pragma once

#include <cstddef>

namespace nk {

// Real batch kernels over a row-major batch (rows × d elements), the kind a framework runs; the
// step-by-step teaching kernels (layernormtrace, rmsnormtrace) explain, these measure.
//
// Storage: fp32, or bf16 / fp16 (16-bit elements, as real LLM kernels keep activations) with
// every statistic in fp32 and each output element rounded once to the storage format (round to
// nearest, ties to even). γ and β are fp32 in every case.
//
// Accumulation: in float, not double, so a vector register holds twice the terms. The sums run
// over independent partial sums (lanes: 16 on the portable path, 32 on Avx2, so that the adds
// and FMAs do not wait on each other's latency) in a fixed order; each block of 256 elements is
// folded pairwise and added to a double total. A lane then sums at most 16 terms of a block, and
// a sum's error is at most about 20u · Σ|termᵢ| (u = 2⁻²⁴) whatever d is. μ, σ² and
// 1/√(σ² + ε) are formed in double and rounded to float once.
//
// Two code paths compute the same formulas with the same error bounds:
// - Portable (any CPU; plain C++ and GCC/Clang vectors of 4 floats, no -ffast-math; streaming
//   stores through SSE2 where the target has it). A 16-bit row is first widened to fp32 in a row
//   buffer.
// - Avx2 (x86-64 with AVX2, FMA and F16C, checked at run time).
// On both, LayerNorm reads the row once for Σ(xᵢ − k) and Σ(xᵢ − k)², k the mean of its first 8
// elements, so σ² = E[t²] − E[t]² with t = x − k does not cancel while |k − μ| ≤ σ; a row where
// k misses by more walks again in cache for the exact Σ(xᵢ − μ)². The memory traffic is then
// what a fused kernel moves: one read of x and one write of y per row.
// Neither path takes σ² from E[x²] − μ², so 10000 ± 1 gives σ² = 1, not a negative number.
// RMSNorm reads the row once for Σxᵢ² and once more (from cache) to write y, on both paths.
// One row (d elements) stays in L1/L2 between its walks: 16 KiB at d = 4096 in fp32.
//
// Stores: when y is larger than half the last-level cache (x, as large, takes the other half) it
// is written with streaming (non-temporal) stores, as a large copy writes: the cache would not
// keep it anyway, and a normal store first reads each line of y from memory (a third stream of
// traffic). Such a batch also has each row's write walk prefetch the next row into L2: otherwise
// the memory idles while a row's y is computed (the write walk reads nothing from memory, and
// the hardware prefetcher follows only demand loads), and the row's time is compute + transfer
// instead of the larger of the two.
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

    // How y's elements are stored (x's too).
    enum class Storage { Fp32, Bf16, Fp16 };

    enum class Stores {
        Automatic, // Streaming when y is larger than half the last-level cache
        Cached,    // ordinary stores
        Streaming, // non-temporal stores, bypassing the caches
    };

    // The path a request runs on: Automatic, or Avx2 on a CPU without it, becomes what runs.
    static Path resolve(Path requested);
    static bool isAvailable(Path path);
    // "portable", "avx2" (and "automatic"), as the bench command and its JSON name them.
    static const char *name(Path path);
    // "fp32", "bf16", "fp16"; bytesPerElement: 4, 2, 2.
    static const char *name(Storage storage);
    static int bytesPerElement(Storage storage);
    // Cached or Streaming: what a request resolves to for an output of outputBytes.
    static Stores resolve(Stores requested, std::size_t outputBytes);
    static const char *name(Stores stores); // "automatic", "cached", "streaming"
    // The last-level cache's size in bytes as the OS reports it (sysfs on Linux; a hypervisor's
    // CPUID may claim more), or 32 MiB when it is not known.
    static std::size_t lastLevelCacheBytes();

    // yᵢ = (xᵢ − μ) · 1/√(σ² + ε) · γᵢ + βᵢ per row; x and y hold elements of storage.
    static void layerNorm(Storage storage, const void *x, void *y, int rows, int d,
                          const float *gamma, const float *beta, float eps,
                          Path path = Path::Automatic, Stores stores = Stores::Automatic);
    // yᵢ = xᵢ · 1/√((1/d) Σxᵢ² + ε) · γᵢ per row. Σxᵢ² is held in float: |xᵢ| up to ~1e19.
    static void rmsNorm(Storage storage, const void *x, void *y, int rows, int d,
                        const float *gamma, float eps, Path path = Path::Automatic,
                        Stores stores = Stores::Automatic);

    // The fp32 forms of the two above.
    static void layerNorm(const float *x, float *y, int rows, int d, const float *gamma,
                          const float *beta, float eps, Path path = Path::Automatic,
                          Stores stores = Stores::Automatic)
    {
        layerNorm(Storage::Fp32, x, y, rows, d, gamma, beta, eps, path, stores);
    }
    static void rmsNorm(const float *x, float *y, int rows, int d, const float *gamma, float eps,
                        Path path = Path::Automatic, Stores stores = Stores::Automatic)
    {
        rmsNorm(Storage::Fp32, x, y, rows, d, gamma, eps, path, stores);
    }

    // The bandwidth baseline: the same bytes read and written, no arithmetic (std::memcpy).
    static void copy(const float *x, float *y, std::size_t n);
    static void copyBytes(const void *x, void *y, std::size_t bytes);
};

} // namespace nk
