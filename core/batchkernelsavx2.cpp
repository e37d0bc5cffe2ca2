// Compiled with -mavx2 -mfma. Nothing here may use an inline function of the standard library:
// an out-of-line copy of it would carry AVX2 instructions and could be the one the linker keeps
// for the rest of the program, which runs on any x86-64.
#include "batchkernelsavx2.h"

#include <immintrin.h>

#include <cstddef>
#include <cstdint>

namespace nk {

namespace {

// As in the portable path: float lanes inside a block of 256, double across blocks.
constexpr int kBlock = 256;
// The statistics walk asks for the row 4 KiB ahead: the hardware prefetcher stops at page
// boundaries, and a row of 4096 floats spans four pages.
constexpr std::uintptr_t kPrefetchBytes = 4096;
// The shift is the mean of the row's first few elements, a cheap guess close to μ.
constexpr int kShiftSamples = 8;

inline int smaller(int a, int b)
{
    return a < b ? a : b;
}

inline float horizontalSum(__m256 v)
{
    __m128 s = _mm_add_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
    s = _mm_add_ps(s, _mm_movehl_ps(s, s));
    s = _mm_add_ss(s, _mm_shuffle_ps(s, s, 1));
    return _mm_cvtss_f32(s);
}

// Address arithmetic, not pointer arithmetic: the prefetch may point past the end of the row
// or the batch. On x it starts the read early; on y it brings the line in before the store
// needs it, which overlaps the read-for-ownership of y with the work on the line before.
inline void prefetchAhead(const float *p)
{
    _mm_prefetch(
        reinterpret_cast<const char *>(reinterpret_cast<std::uintptr_t>(p) + kPrefetchBytes),
        _MM_HINT_T0);
}

// Σ(xᵢ − k) and Σ(xᵢ − k)² in one walk over the row (from memory).
void shiftedSums(const float *x, int d, float k, double &sum, double &sumSquares)
{
    const __m256 kv = _mm256_set1_ps(k);
    sum = 0.0;
    sumSquares = 0.0;
    for (int start = 0; start < d; start += kBlock) {
        const int end = smaller(d, start + kBlock);
        __m256 s0 = _mm256_setzero_ps(), s1 = s0, q0 = s0, q1 = s0;
        int i = start;
        for (; i + 16 <= end; i += 16) {
            prefetchAhead(x + i);
            const __m256 t0 = _mm256_sub_ps(_mm256_loadu_ps(x + i), kv);
            const __m256 t1 = _mm256_sub_ps(_mm256_loadu_ps(x + i + 8), kv);
            s0 = _mm256_add_ps(s0, t0);
            s1 = _mm256_add_ps(s1, t1);
            q0 = _mm256_fmadd_ps(t0, t0, q0);
            q1 = _mm256_fmadd_ps(t1, t1, q1);
        }
        float tailSum = 0.0f, tailSquares = 0.0f;
        for (; i < end; ++i) {
            const float t = x[i] - k;
            tailSum += t;
            tailSquares += t * t;
        }
        sum += double(horizontalSum(_mm256_add_ps(s0, s1))) + double(tailSum);
        sumSquares += double(horizontalSum(_mm256_add_ps(q0, q1))) + double(tailSquares);
    }
}

// Σ(xᵢ − c)²: with c = 0 RMSNorm's Σxᵢ² (x − 0 is x exactly), with c = μ LayerNorm's second walk
// for a row whose shift was a poor guess.
double squaredDifferences(const float *x, int d, float c)
{
    const __m256 cv = _mm256_set1_ps(c);
    double total = 0.0;
    for (int start = 0; start < d; start += kBlock) {
        const int end = smaller(d, start + kBlock);
        __m256 q0 = _mm256_setzero_ps(), q1 = q0;
        int i = start;
        for (; i + 16 <= end; i += 16) {
            prefetchAhead(x + i);
            const __m256 t0 = _mm256_sub_ps(_mm256_loadu_ps(x + i), cv);
            const __m256 t1 = _mm256_sub_ps(_mm256_loadu_ps(x + i + 8), cv);
            q0 = _mm256_fmadd_ps(t0, t0, q0);
            q1 = _mm256_fmadd_ps(t1, t1, q1);
        }
        float tail = 0.0f;
        for (; i < end; ++i) {
            const float t = x[i] - c;
            tail += t * t;
        }
        total += double(horizontalSum(_mm256_add_ps(q0, q1))) + double(tail);
    }
    return total;
}

template <bool HasGamma, bool HasBeta>
void applyLayerNorm(const float *x, float *y, int d, float mean, float inv, const float *gamma,
                    const float *beta)
{
    const __m256 mv = _mm256_set1_ps(mean);
    const __m256 iv = _mm256_set1_ps(inv);
    int i = 0;
    for (; i + 8 <= d; i += 8) {
        if ((i & 15) == 0) // one prefetch per 64-byte line
            prefetchAhead(y + i);
        __m256 v = _mm256_mul_ps(_mm256_sub_ps(_mm256_loadu_ps(x + i), mv), iv);
        if constexpr (HasGamma && HasBeta)
            v = _mm256_fmadd_ps(v, _mm256_loadu_ps(gamma + i), _mm256_loadu_ps(beta + i));
        else if constexpr (HasGamma)
            v = _mm256_mul_ps(v, _mm256_loadu_ps(gamma + i));
        else if constexpr (HasBeta)
            v = _mm256_add_ps(v, _mm256_loadu_ps(beta + i));
        _mm256_storeu_ps(y + i, v);
    }
    for (; i < d; ++i) {
        float v = (x[i] - mean) * inv;
        if constexpr (HasGamma && HasBeta)
            v = __builtin_fmaf(v, gamma[i], beta[i]); // as the vector lanes round it
        else if constexpr (HasGamma)
            v = v * gamma[i];
        else if constexpr (HasBeta)
            v = v + beta[i];
        y[i] = v;
    }
}

void layerNormRow(const float *x, float *y, int d, const float *gamma, const float *beta, float eps)
{
    // One walk from memory for Σ(x − k) and Σ(x − k)². Shifting by k ≈ μ keeps E[t²] − E[t]²
    // from cancelling: with |k − μ| ≤ σ the terms are at most 2σ², so the sums' rounding costs
    // σ² at most about 40u. A row where k misses by more gets the exact second walk.
    const int samples = smaller(d, kShiftSamples);
    double sampleSum = 0.0;
    for (int i = 0; i < samples; ++i)
        sampleSum += double(x[i]);
    const float k = float(sampleSum / samples);
    double sum = 0.0, sumSquares = 0.0;
    shiftedSums(x, d, k, sum, sumSquares);
    const double shiftMean = sum / d;
    double var = sumSquares / d - shiftMean * shiftMean;
    const float mean = float(double(k) + shiftMean);
    if (!(shiftMean * shiftMean <= var)) // also NaN: the second walk gives the same NaN
        var = squaredDifferences(x, d, mean) / d;
    const float inv = float(1.0 / __builtin_sqrt(var + double(eps)));
    if (gamma && beta)
        applyLayerNorm<true, true>(x, y, d, mean, inv, gamma, beta);
    else if (gamma)
        applyLayerNorm<true, false>(x, y, d, mean, inv, gamma, beta);
    else if (beta)
        applyLayerNorm<false, true>(x, y, d, mean, inv, gamma, beta);
    else
        applyLayerNorm<false, false>(x, y, d, mean, inv, gamma, beta);
}

void rmsNormRow(const float *x, float *y, int d, const float *gamma, float eps)
{
    const float inv = float(1.0 / __builtin_sqrt(squaredDifferences(x, d, 0.0f) / d + double(eps)));
    const __m256 iv = _mm256_set1_ps(inv);
    int i = 0;
    if (gamma) {
        for (; i + 8 <= d; i += 8) {
            if ((i & 15) == 0)
                prefetchAhead(y + i);
            _mm256_storeu_ps(y + i, _mm256_mul_ps(_mm256_mul_ps(_mm256_loadu_ps(x + i), iv),
                                                  _mm256_loadu_ps(gamma + i)));
        }
        for (; i < d; ++i)
            y[i] = x[i] * inv * gamma[i];
    } else {
        for (; i + 8 <= d; i += 8) {
            if ((i & 15) == 0)
                prefetchAhead(y + i);
            _mm256_storeu_ps(y + i, _mm256_mul_ps(_mm256_loadu_ps(x + i), iv));
        }
        for (; i < d; ++i)
            y[i] = x[i] * inv;
    }
}

} // namespace

void Avx2BatchKernels::layerNorm(const float *x, float *y, int rows, int d, const float *gamma,
                                 const float *beta, float eps)
{
    for (int r = 0; r < rows; ++r) {
        const std::size_t offset = std::size_t(r) * std::size_t(d);
        layerNormRow(x + offset, y + offset, d, gamma, beta, eps);
    }
}

void Avx2BatchKernels::rmsNorm(const float *x, float *y, int rows, int d, const float *gamma,
                               float eps)
{
    for (int r = 0; r < rows; ++r) {
        const std::size_t offset = std::size_t(r) * std::size_t(d);
        rmsNormRow(x + offset, y + offset, d, gamma, eps);
    }
}

} // namespace nk
