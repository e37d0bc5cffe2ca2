// Compiled with -mavx2 -mfma -mf16c. Nothing here may use an inline function of the standard
// library or of a shared header: an out-of-line copy of it would carry AVX2 instructions and
// could be the one the linker keeps for the rest of the program, which runs on any x86-64.
#include "kernels/batchkernelsavx2.h"

#include "kernels/avx2storageformats.h"

#include <immintrin.h>

#include <cstddef>
#include <cstdint>
#include <cstdlib>

namespace nk {

namespace {

// As in the portable path: float lanes inside a block of 256, double across blocks.
constexpr int kBlock = 256;
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

// Σ(xᵢ − k) and Σ(xᵢ − k)² in one walk over the row (from memory). No software prefetch: the
// hardware prefetcher follows the sequential read, and a prefetch a page ahead measured slower.
template <typename S>
void shiftedSums(const typename S::T *x, int d, float k, double &sum, double &sumSquares)
{
    const __m256 kv = _mm256_set1_ps(k);
    __m256 one = _mm256_set1_ps(1.0f);
    asm("" : "+x"(one)); // opaque, so the compiler keeps x · 1 − k an FMA
    sum = 0.0;
    sumSquares = 0.0;
    for (int start = 0; start < d; start += kBlock) {
        const int end = smaller(d, start + kBlock);
        // Four vectors each: an add takes 3 cycles and an FMA 4, so two would leave the adders
        // waiting on their own results (the walk ran at the FMA's latency, not its throughput).
        __m256 s0 = _mm256_setzero_ps(), s1 = s0, s2 = s0, s3 = s0;
        __m256 q0 = s0, q1 = s0, q2 = s0, q3 = s0;
        int i = start;
        for (; i + 32 <= end; i += 32) {
            __m256 v0, v1, v2, v3;
            S::load16(x + i, v0, v1);
            S::load16(x + i + 16, v2, v3);
            const __m256 t0 = _mm256_sub_ps(v0, kv);
            const __m256 t1 = _mm256_sub_ps(v1, kv);
            // x · 1 − k is x − k, rounded once alike: half the shifts go to the FMA pipes,
            // which the adds of the sums leave idle.
            const __m256 t2 = _mm256_fmsub_ps(v2, one, kv);
            const __m256 t3 = _mm256_fmsub_ps(v3, one, kv);
            s0 = _mm256_add_ps(s0, t0);
            s1 = _mm256_add_ps(s1, t1);
            s2 = _mm256_add_ps(s2, t2);
            s3 = _mm256_add_ps(s3, t3);
            q0 = _mm256_fmadd_ps(t0, t0, q0);
            q1 = _mm256_fmadd_ps(t1, t1, q1);
            q2 = _mm256_fmadd_ps(t2, t2, q2);
            q3 = _mm256_fmadd_ps(t3, t3, q3);
        }
        for (; i + 8 <= end; i += 8) {
            const __m256 t = _mm256_sub_ps(S::load(x + i), kv);
            s0 = _mm256_add_ps(s0, t);
            q0 = _mm256_fmadd_ps(t, t, q0);
        }
        float tailSum = 0.0f, tailSquares = 0.0f;
        for (; i < end; ++i) {
            const float t = S::loadOne(x + i) - k;
            tailSum += t;
            tailSquares += t * t;
        }
        const __m256 s = _mm256_add_ps(_mm256_add_ps(s0, s1), _mm256_add_ps(s2, s3));
        const __m256 q = _mm256_add_ps(_mm256_add_ps(q0, q1), _mm256_add_ps(q2, q3));
        sum += double(horizontalSum(s)) + double(tailSum);
        sumSquares += double(horizontalSum(q)) + double(tailSquares);
    }
}

// Σ(xᵢ − c)²: with c = 0 RMSNorm's Σxᵢ² (x − 0 is x exactly), with c = μ LayerNorm's second walk
// for a row whose shift was a poor guess. Four accumulators, as in shiftedSums.
template <typename S> double squaredDifferences(const typename S::T *x, int d, float c)
{
    const __m256 cv = _mm256_set1_ps(c);
    double total = 0.0;
    for (int start = 0; start < d; start += kBlock) {
        const int end = smaller(d, start + kBlock);
        __m256 q0 = _mm256_setzero_ps(), q1 = q0, q2 = q0, q3 = q0;
        int i = start;
        for (; i + 32 <= end; i += 32) {
            __m256 v0, v1, v2, v3;
            S::load16(x + i, v0, v1);
            S::load16(x + i + 16, v2, v3);
            const __m256 t0 = _mm256_sub_ps(v0, cv);
            const __m256 t1 = _mm256_sub_ps(v1, cv);
            const __m256 t2 = _mm256_sub_ps(v2, cv);
            const __m256 t3 = _mm256_sub_ps(v3, cv);
            q0 = _mm256_fmadd_ps(t0, t0, q0);
            q1 = _mm256_fmadd_ps(t1, t1, q1);
            q2 = _mm256_fmadd_ps(t2, t2, q2);
            q3 = _mm256_fmadd_ps(t3, t3, q3);
        }
        for (; i + 8 <= end; i += 8) {
            const __m256 t = _mm256_sub_ps(S::load(x + i), cv);
            q0 = _mm256_fmadd_ps(t, t, q0);
        }
        float tail = 0.0f;
        for (; i < end; ++i) {
            const float t = S::loadOne(x + i) - c;
            tail += t * t;
        }
        const __m256 q = _mm256_add_ps(_mm256_add_ps(q0, q1), _mm256_add_ps(q2, q3));
        total += double(horizontalSum(q)) + double(tail);
    }
    return total;
}

// γ or β split into its even- and odd-indexed elements: the bf16 write walk widens 16 elements
// as 8 even and 8 odd lanes (see Bf16Storage::storeSplit) and multiplies each by its own γ.
struct SplitCoefficients
{
    const float *even; // element 2m at even[m]
    const float *odd;  // element 2m + 1 at odd[m]
};

// The write walk: y = f(x) element by element, in vectors of 8 (vector(x, γ + i, β + i) for
// the 8 elements from i, scalar(x, i) for one). Streaming stores need y aligned, so a few scalar
// elements go first until it is; scalar and vector lanes round alike.
// ahead (or null): the next row, prefetched as this one is written, so the memory reads it while
// the core computes (a write walk on its own issues no reads, and the hardware prefetcher only
// follows demand loads).
// bf16 goes 16 elements at a time, widened as even and odd lanes: no shuffle on the way in or
// out (splitGamma, splitBeta: γ and β split alike, or null when absent).
template <typename S, bool Stream, bool HasGamma, bool HasBeta, typename Vector, typename Scalar>
void writeRow(const typename S::T *x, typename S::T *y, int d, const typename S::T *ahead,
              const float *gamma, const float *beta, SplitCoefficients splitGamma,
              SplitCoefficients splitBeta, Vector vector, Scalar scalar)
{
    int i = 0;
    constexpr int lanes = S::kSplit ? 16 : 8;
    if constexpr (Stream) {
        constexpr std::uintptr_t align = lanes * sizeof(typename S::T);
        while (i < d && (reinterpret_cast<std::uintptr_t>(y + i) & (align - 1)) != 0) {
            S::storeOne(y + i, scalar(S::loadOne(x + i), i));
            ++i;
        }
    }
    const auto prefetch = [ahead](int at) {
        if (ahead)
            _mm_prefetch(reinterpret_cast<const char *>(ahead + at), _MM_HINT_T1);
    };
    const bool splitReady =
        (!HasGamma || splitGamma.even != nullptr) && (!HasBeta || splitBeta.even != nullptr);
    if (S::kSplit && splitReady) {
        // Element i is even or odd: the lanes that hold x[i], x[i + 2], ... take γ from the
        // half of that parity, starting at element i / 2 (or (i + 1) / 2 for the other lanes).
        const bool evenStart = (i & 1) == 0;
        const float *g0 = nullptr, *g1 = nullptr, *b0 = nullptr, *b1 = nullptr;
        if constexpr (HasGamma) {
            g0 = (evenStart ? splitGamma.even : splitGamma.odd) + i / 2;
            g1 = (evenStart ? splitGamma.odd : splitGamma.even) + (i + 1) / 2;
        }
        if constexpr (HasBeta) {
            b0 = (evenStart ? splitBeta.even : splitBeta.odd) + i / 2;
            b1 = (evenStart ? splitBeta.odd : splitBeta.even) + (i + 1) / 2;
        }
        for (int m = 0; i + 16 <= d; i += 16, m += 8) {
            prefetch(i); // 32 bytes a step: each line asked for twice, which costs little
            __m256 lo, hi;
            S::loadSplit(x + i, lo, hi);
            const __m256 a = vector(lo, HasGamma ? g0 + m : nullptr, HasBeta ? b0 + m : nullptr);
            const __m256 b = vector(hi, HasGamma ? g1 + m : nullptr, HasBeta ? b1 + m : nullptr);
            if constexpr (Stream)
                S::streamSplit(y + i, a, b);
            else
                S::storeSplit(y + i, a, b);
        }
    }
    for (; i + 8 <= d; i += 8) {
        prefetch(i);
        const __m256 v =
            vector(S::load(x + i), HasGamma ? gamma + i : nullptr, HasBeta ? beta + i : nullptr);
        if constexpr (Stream)
            S::stream(y + i, v);
        else
            S::store(y + i, v);
    }
    for (; i < d; ++i)
        S::storeOne(y + i, scalar(S::loadOne(x + i), i));
}

template <typename S, bool Stream, bool HasGamma, bool HasBeta>
void applyLayerNorm(const typename S::T *x, typename S::T *y, int d, const typename S::T *ahead,
                    float mean, float inv, const float *gamma, const float *beta,
                    SplitCoefficients splitGamma, SplitCoefficients splitBeta)
{
    const __m256 mv = _mm256_set1_ps(mean);
    const __m256 iv = _mm256_set1_ps(inv);
    writeRow<S, Stream, HasGamma, HasBeta>(
        x, y, d, ahead, gamma, beta, splitGamma, splitBeta,
        [=](__m256 xv, const float *g, const float *b) {
            __m256 v = _mm256_mul_ps(_mm256_sub_ps(xv, mv), iv);
            if constexpr (HasGamma && HasBeta)
                v = _mm256_fmadd_ps(v, _mm256_loadu_ps(g), _mm256_loadu_ps(b));
            else if constexpr (HasGamma)
                v = _mm256_mul_ps(v, _mm256_loadu_ps(g));
            else if constexpr (HasBeta)
                v = _mm256_add_ps(v, _mm256_loadu_ps(b));
            return v;
        },
        [=](float xi, int i) {
            float v = (xi - mean) * inv;
            if constexpr (HasGamma && HasBeta)
                v = __builtin_fmaf(v, gamma[i], beta[i]); // as the vector lanes round it
            else if constexpr (HasGamma)
                v = v * gamma[i];
            else if constexpr (HasBeta)
                v = v + beta[i];
            return v;
        });
}

template <typename S, bool Stream>
void layerNormRow(const typename S::T *x, typename S::T *y, int d, const typename S::T *ahead,
                  const float *gamma, const float *beta, SplitCoefficients splitGamma,
                  SplitCoefficients splitBeta, float eps)
{
    // One walk from memory for Σ(x − k) and Σ(x − k)². Shifting by k ≈ μ keeps E[t²] − E[t]²
    // from cancelling: with |k − μ| ≤ σ the terms are at most 2σ², so the sums' rounding costs
    // σ² at most about 40u. A row where k misses by more gets the exact second walk.
    const int samples = smaller(d, kShiftSamples);
    double sampleSum = 0.0;
    for (int i = 0; i < samples; ++i)
        sampleSum += double(S::loadOne(x + i));
    const float k = float(sampleSum / samples);
    double sum = 0.0, sumSquares = 0.0;
    shiftedSums<S>(x, d, k, sum, sumSquares);
    const double shiftMean = sum / d;
    double var = sumSquares / d - shiftMean * shiftMean;
    const float mean = float(double(k) + shiftMean);
    if (!(shiftMean * shiftMean <= var)) // also NaN: the second walk gives the same NaN
        var = squaredDifferences<S>(x, d, mean) / d;
    const float inv = float(1.0 / __builtin_sqrt(var + double(eps)));
    if (gamma && beta)
        applyLayerNorm<S, Stream, true, true>(x, y, d, ahead, mean, inv, gamma, beta, splitGamma,
                                              splitBeta);
    else if (gamma)
        applyLayerNorm<S, Stream, true, false>(x, y, d, ahead, mean, inv, gamma, beta, splitGamma,
                                               splitBeta);
    else if (beta)
        applyLayerNorm<S, Stream, false, true>(x, y, d, ahead, mean, inv, gamma, beta, splitGamma,
                                               splitBeta);
    else
        applyLayerNorm<S, Stream, false, false>(x, y, d, ahead, mean, inv, gamma, beta, splitGamma,
                                                splitBeta);
}

template <typename S, bool Stream>
void rmsNormRow(const typename S::T *x, typename S::T *y, int d, const typename S::T *ahead,
                const float *gamma, SplitCoefficients splitGamma, float eps)
{
    const float inv =
        float(1.0 / __builtin_sqrt(squaredDifferences<S>(x, d, 0.0f) / d + double(eps)));
    const __m256 iv = _mm256_set1_ps(inv);
    if (gamma)
        writeRow<S, Stream, true, false>(
            x, y, d, ahead, gamma, nullptr, splitGamma, {},
            [=](__m256 xv, const float *g, const float *) {
                return _mm256_mul_ps(_mm256_mul_ps(xv, iv), _mm256_loadu_ps(g));
            },
            [=](float xi, int i) { return xi * inv * gamma[i]; });
    else
        writeRow<S, Stream, false, false>(
            x, y, d, ahead, nullptr, nullptr, {}, {},
            [=](__m256 xv, const float *, const float *) { return _mm256_mul_ps(xv, iv); },
            [=](float xi, int) { return xi * inv; });
}

// γ or β (d values) split into buffer (d values): its even elements, then its odd ones, 16
// elements to a step. Returns whether any element is a NaN. One pass per call: the split
// coefficients serve every row.
bool splitInto(const float *p, int d, float *buffer, SplitCoefficients &out)
{
    const int evens = (d + 1) / 2;
    float *even = buffer, *odd = buffer + evens;
    __m256 nan = _mm256_setzero_ps();
    int i = 0;
    for (; i + 16 <= d; i += 16) {
        const __m256 a = _mm256_loadu_ps(p + i);
        const __m256 b = _mm256_loadu_ps(p + i + 8);
        nan = _mm256_or_ps(nan, _mm256_cmp_ps(a, b, _CMP_UNORD_Q));
        // Within 128-bit halves: [a0 a2 b0 b2 | a4 a6 b4 b6]; the permute puts them in order.
        const __m256d e = _mm256_castps_pd(_mm256_shuffle_ps(a, b, 0x88));
        const __m256d o = _mm256_castps_pd(_mm256_shuffle_ps(a, b, 0xDD));
        _mm256_storeu_ps(even + i / 2, _mm256_castpd_ps(_mm256_permute4x64_pd(e, 0xD8)));
        _mm256_storeu_ps(odd + i / 2, _mm256_castpd_ps(_mm256_permute4x64_pd(o, 0xD8)));
    }
    bool anyNan = _mm256_movemask_ps(nan) != 0;
    // The tail: fewer than 16 left, starting on an even index.
    for (int k = 0; i + k < d; ++k) {
        const float v = p[i + k];
        anyNan |= v != v;
        if (k % 2 == 0)
            even[(i + k) / 2] = v;
        else
            odd[(i + k) / 2] = v;
    }
    out = {even, odd};
    return anyNan;
}

// The bf16 row loops: γ and β split for the write walk (in 2d floats of memory, else the write
// walk goes by 8), and the rounding that a NaN in them needs (see Bf16Storage::roundHigh).
struct Bf16Coefficients
{
    explicit Bf16Coefficients(const float *gamma, const float *beta, int d)
    {
        if (!gamma && !beta)
            return;
        m_buffer = static_cast<float *>(std::malloc(2 * std::size_t(d) * sizeof(float)));
        if (!m_buffer) {
            anyNan = true;
            return;
        }
        if (gamma)
            anyNan |= splitInto(gamma, d, m_buffer, splitGamma);
        if (beta)
            anyNan |= splitInto(beta, d, m_buffer + d, splitBeta);
    }
    ~Bf16Coefficients() { std::free(m_buffer); }
    Bf16Coefficients(const Bf16Coefficients &) = delete;
    Bf16Coefficients &operator=(const Bf16Coefficients &) = delete;

    SplitCoefficients splitGamma, splitBeta;
    bool anyNan = false;

private:
    float *m_buffer = nullptr;
};

template <typename S>
void layerNormRows(const void *xv, void *yv, int rows, int d, const float *gamma, const float *beta,
                   SplitCoefficients splitGamma, SplitCoefficients splitBeta, float eps,
                   bool stream)
{
    const auto *x = static_cast<const typename S::T *>(xv);
    auto *y = static_cast<typename S::T *>(yv);
    for (int r = 0; r < rows; ++r) {
        const std::size_t offset = std::size_t(r) * std::size_t(d);
        // Prefetching only pays for batches that do not stay in cache: those streamed.
        if (stream)
            layerNormRow<S, true>(x + offset, y + offset, d,
                                  r + 1 < rows ? x + offset + d : nullptr, gamma, beta, splitGamma,
                                  splitBeta, eps);
        else
            layerNormRow<S, false>(x + offset, y + offset, d, nullptr, gamma, beta, splitGamma,
                                   splitBeta, eps);
    }
    if (stream)
        _mm_sfence(); // streaming stores are weakly ordered: publish them before returning
}

template <typename S>
void rmsNormRows(const void *xv, void *yv, int rows, int d, const float *gamma,
                 SplitCoefficients splitGamma, float eps, bool stream)
{
    const auto *x = static_cast<const typename S::T *>(xv);
    auto *y = static_cast<typename S::T *>(yv);
    for (int r = 0; r < rows; ++r) {
        const std::size_t offset = std::size_t(r) * std::size_t(d);
        if (stream)
            rmsNormRow<S, true>(x + offset, y + offset, d, r + 1 < rows ? x + offset + d : nullptr,
                                gamma, splitGamma, eps);
        else
            rmsNormRow<S, false>(x + offset, y + offset, d, nullptr, gamma, splitGamma, eps);
    }
    if (stream)
        _mm_sfence();
}

} // namespace

void Avx2BatchKernels::layerNorm(Storage storage, const void *x, void *y, int rows, int d,
                                 const float *gamma, const float *beta, float eps, bool stream)
{
    switch (storage) {
    case Storage::Fp32:
        return layerNormRows<Fp32Storage>(x, y, rows, d, gamma, beta, {}, {}, eps, stream);
    case Storage::Bf16: {
        const Bf16Coefficients c(gamma, beta, d);
        if (c.anyNan || eps != eps)
            return layerNormRows<Bf16Storage<true>>(x, y, rows, d, gamma, beta, c.splitGamma,
                                                    c.splitBeta, eps, stream);
        return layerNormRows<Bf16Storage<false>>(x, y, rows, d, gamma, beta, c.splitGamma,
                                                 c.splitBeta, eps, stream);
    }
    case Storage::Fp16:
        return layerNormRows<Fp16Storage>(x, y, rows, d, gamma, beta, {}, {}, eps, stream);
    }
}

void Avx2BatchKernels::rmsNorm(Storage storage, const void *x, void *y, int rows, int d,
                               const float *gamma, float eps, bool stream)
{
    switch (storage) {
    case Storage::Fp32:
        return rmsNormRows<Fp32Storage>(x, y, rows, d, gamma, {}, eps, stream);
    case Storage::Bf16: {
        const Bf16Coefficients c(gamma, nullptr, d);
        if (c.anyNan || eps != eps)
            return rmsNormRows<Bf16Storage<true>>(x, y, rows, d, gamma, c.splitGamma, eps, stream);
        return rmsNormRows<Bf16Storage<false>>(x, y, rows, d, gamma, c.splitGamma, eps, stream);
    }
    case Storage::Fp16:
        return rmsNormRows<Fp16Storage>(x, y, rows, d, gamma, {}, eps, stream);
    }
}

} // namespace nk
