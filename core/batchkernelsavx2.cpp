// Compiled with -mavx2 -mfma -mf16c. Nothing here may use an inline function of the standard
// library or of a shared header: an out-of-line copy of it would carry AVX2 instructions and
// could be the one the linker keeps for the rest of the program, which runs on any x86-64.
#include "batchkernelsavx2.h"

#include <immintrin.h>

#include <cstddef>
#include <cstdint>

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

// How each storage format loads 8 elements into fp32 lanes and stores 8 lanes back, rounding
// to nearest, ties to even. A streaming store needs its address aligned to the 8 elements'
// size (32 bytes for fp32, 16 for the 16-bit formats).
struct Fp32Storage
{
    using T = float;
    static __m256 load(const T *p) { return _mm256_loadu_ps(p); }
    // Sixteen elements in two vectors, in an order only sums may use.
    static void load16(const T *p, __m256 &a, __m256 &b)
    {
        a = load(p);
        b = load(p + 8);
    }
    static float loadOne(const T *p) { return *p; }
    static void store(T *p, __m256 v) { _mm256_storeu_ps(p, v); }
    static void stream(T *p, __m256 v) { _mm256_stream_ps(p, v); }
    static void storeOne(T *p, float v) { *p = v; }
    static constexpr bool kPairs = false;
    static void storePair(T *, __m256, __m256) {}
    static void streamPair(T *, __m256, __m256) {}
};

struct Bf16Storage
{
    using T = std::uint16_t;
    static __m256 load(const T *p)
    {
        const __m128i h = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
        return _mm256_castsi256_ps(_mm256_slli_epi32(_mm256_cvtepu16_epi32(h), 16));
    }
    // Interleaving with zeros widens 16 elements in two operations (instead of a widening load
    // and a shift per 8), but within 128-bit halves: a holds elements 0–3 and 8–11, b the rest.
    static void load16(const T *p, __m256 &a, __m256 &b)
    {
        const __m256i h = _mm256_loadu_si256(reinterpret_cast<const __m256i *>(p));
        const __m256i zero = _mm256_setzero_si256();
        a = _mm256_castsi256_ps(_mm256_unpacklo_epi16(zero, h));
        b = _mm256_castsi256_ps(_mm256_unpackhi_epi16(zero, h));
    }
    static float loadOne(const T *p)
    {
        return _mm_cvtss_f32(_mm_castsi128_ps(_mm_cvtsi32_si128(int(std::uint32_t(*p) << 16))));
    }
    // Round to nearest even on the bits: add 0x7FFF plus the kept part's lowest bit; a NaN is
    // truncated instead, so it cannot carry into the sign (0x7FFFFFFF would round to −0). The
    // lanes hold results of arithmetic, and x86 arithmetic only makes quiet NaNs, whose top
    // half is still a NaN (what storeOne's explicit quieting gives too). Eight lanes → eight
    // 16-bit values in the low half of each 32-bit slot (not yet packed).
    static __m256i round32(__m256 v)
    {
        const __m256i bits = _mm256_castps_si256(v);
        const __m256i high = _mm256_srli_epi32(bits, 16);
        const __m256i odd = _mm256_and_si256(high, _mm256_set1_epi32(1));
        const __m256i rounded = _mm256_srli_epi32(
            _mm256_add_epi32(_mm256_add_epi32(bits, _mm256_set1_epi32(0x7FFF)), odd), 16);
        const __m256i nan = _mm256_castps_si256(_mm256_cmp_ps(v, v, _CMP_UNORD_Q));
        return _mm256_blendv_epi8(rounded, high, nan);
    }
    // Sixteen lanes in one 256-bit store: one pack and one permute for two vectors. Every lane
    // is ≤ 0xFFFF, so the saturating pack is exact; it packs within 128-bit halves, so the
    // permute puts the four 4-element groups in order.
    static __m256i pack16(__m256 a, __m256 b)
    {
        return _mm256_permute4x64_epi64(_mm256_packus_epi32(round32(a), round32(b)), 0xD8);
    }
    static __m128i round(__m256 v)
    {
        const __m256i r = round32(v);
        return _mm256_castsi256_si128(_mm256_permute4x64_epi64(_mm256_packus_epi32(r, r), 0x08));
    }
    static void store(T *p, __m256 v)
    {
        _mm_storeu_si128(reinterpret_cast<__m128i *>(p), round(v));
    }
    static void stream(T *p, __m256 v)
    {
        _mm_stream_si128(reinterpret_cast<__m128i *>(p), round(v));
    }
    static constexpr bool kPairs = true;
    static void storePair(T *p, __m256 a, __m256 b)
    {
        _mm256_storeu_si256(reinterpret_cast<__m256i *>(p), pack16(a, b));
    }
    static void streamPair(T *p, __m256 a, __m256 b)
    {
        _mm256_stream_si256(reinterpret_cast<__m256i *>(p), pack16(a, b));
    }
    static void storeOne(T *p, float v)
    {
        const std::uint32_t bits =
            std::uint32_t(_mm_cvtsi128_si32(_mm_castps_si128(_mm_set_ss(v))));
        if ((bits & 0x7FFFFFFFu) > 0x7F800000u)
            *p = T((bits >> 16) | 0x40u);
        else
            *p = T((bits + 0x7FFFu + ((bits >> 16) & 1u)) >> 16);
    }
};

struct Fp16Storage
{
    using T = std::uint16_t;
    static __m256 load(const T *p)
    {
        return _mm256_cvtph_ps(_mm_loadu_si128(reinterpret_cast<const __m128i *>(p)));
    }
    static void load16(const T *p, __m256 &a, __m256 &b)
    {
        a = load(p);
        b = load(p + 8);
    }
    static float loadOne(const T *p) { return _cvtsh_ss(*p); }
    static void store(T *p, __m256 v)
    {
        _mm_storeu_si128(reinterpret_cast<__m128i *>(p),
                         _mm256_cvtps_ph(v, _MM_FROUND_TO_NEAREST_INT));
    }
    static void stream(T *p, __m256 v)
    {
        _mm_stream_si128(reinterpret_cast<__m128i *>(p),
                         _mm256_cvtps_ph(v, _MM_FROUND_TO_NEAREST_INT));
    }
    static void storeOne(T *p, float v) { *p = T(_cvtss_sh(v, _MM_FROUND_TO_NEAREST_INT)); }
    static constexpr bool kPairs = false;
    static void storePair(T *, __m256, __m256) {}
    static void streamPair(T *, __m256, __m256) {}
};

// Σ(xᵢ − k) and Σ(xᵢ − k)² in one walk over the row (from memory). No software prefetch: the
// hardware prefetcher follows the sequential read, and a prefetch a page ahead measured slower.
template <typename S>
void shiftedSums(const typename S::T *x, int d, float k, double &sum, double &sumSquares)
{
    const __m256 kv = _mm256_set1_ps(k);
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
            const __m256 t2 = _mm256_sub_ps(v2, kv);
            const __m256 t3 = _mm256_sub_ps(v3, kv);
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

// The write walk: y = f(x) element by element, in vectors of 8. Streaming stores need y
// aligned, so a few scalar elements go first until it is; scalar and vector lanes round alike.
// ahead (or null): the next row, prefetched as this one is written, so the memory reads it while
// the core computes (a write walk on its own issues no reads, and the hardware prefetcher only
// follows demand loads).
template <typename S, bool Stream, typename Vector, typename Scalar>
void writeRow(const typename S::T *x, typename S::T *y, int d, const typename S::T *ahead,
              Vector vector, Scalar scalar)
{
    int i = 0;
    // bf16 stores two vectors at once (its rounding is integer work: one pack for 16 lanes).
    constexpr int lanes = S::kPairs ? 16 : 8;
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
    if constexpr (S::kPairs) {
        for (; i + 16 <= d; i += 16) {
            prefetch(i); // 32 bytes a step: each line asked for twice, which costs little
            const __m256 a = vector(S::load(x + i), i);
            const __m256 b = vector(S::load(x + i + 8), i + 8);
            if constexpr (Stream)
                S::streamPair(y + i, a, b);
            else
                S::storePair(y + i, a, b);
        }
    }
    for (; i + 8 <= d; i += 8) {
        prefetch(i);
        const __m256 v = vector(S::load(x + i), i);
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
                    float mean, float inv, const float *gamma, const float *beta)
{
    const __m256 mv = _mm256_set1_ps(mean);
    const __m256 iv = _mm256_set1_ps(inv);
    writeRow<S, Stream>(
        x, y, d, ahead,
        [=](__m256 xv, int i) {
            __m256 v = _mm256_mul_ps(_mm256_sub_ps(xv, mv), iv);
            if constexpr (HasGamma && HasBeta)
                v = _mm256_fmadd_ps(v, _mm256_loadu_ps(gamma + i), _mm256_loadu_ps(beta + i));
            else if constexpr (HasGamma)
                v = _mm256_mul_ps(v, _mm256_loadu_ps(gamma + i));
            else if constexpr (HasBeta)
                v = _mm256_add_ps(v, _mm256_loadu_ps(beta + i));
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
                  const float *gamma, const float *beta, float eps)
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
        applyLayerNorm<S, Stream, true, true>(x, y, d, ahead, mean, inv, gamma, beta);
    else if (gamma)
        applyLayerNorm<S, Stream, true, false>(x, y, d, ahead, mean, inv, gamma, beta);
    else if (beta)
        applyLayerNorm<S, Stream, false, true>(x, y, d, ahead, mean, inv, gamma, beta);
    else
        applyLayerNorm<S, Stream, false, false>(x, y, d, ahead, mean, inv, gamma, beta);
}

template <typename S, bool Stream>
void rmsNormRow(const typename S::T *x, typename S::T *y, int d, const typename S::T *ahead,
                const float *gamma, float eps)
{
    const float inv =
        float(1.0 / __builtin_sqrt(squaredDifferences<S>(x, d, 0.0f) / d + double(eps)));
    const __m256 iv = _mm256_set1_ps(inv);
    if (gamma)
        writeRow<S, Stream>(
            x, y, d, ahead,
            [=](__m256 xv, int i) {
                return _mm256_mul_ps(_mm256_mul_ps(xv, iv), _mm256_loadu_ps(gamma + i));
            },
            [=](float xi, int i) { return xi * inv * gamma[i]; });
    else
        writeRow<S, Stream>(
            x, y, d, ahead, [=](__m256 xv, int) { return _mm256_mul_ps(xv, iv); },
            [=](float xi, int) { return xi * inv; });
}

template <typename S>
void layerNormRows(const void *xv, void *yv, int rows, int d, const float *gamma, const float *beta,
                   float eps, bool stream)
{
    const auto *x = static_cast<const typename S::T *>(xv);
    auto *y = static_cast<typename S::T *>(yv);
    for (int r = 0; r < rows; ++r) {
        const std::size_t offset = std::size_t(r) * std::size_t(d);
        // Prefetching only pays for batches that do not stay in cache: those streamed.
        if (stream)
            layerNormRow<S, true>(x + offset, y + offset, d,
                                  r + 1 < rows ? x + offset + d : nullptr, gamma, beta, eps);
        else
            layerNormRow<S, false>(x + offset, y + offset, d, nullptr, gamma, beta, eps);
    }
    if (stream)
        _mm_sfence(); // streaming stores are weakly ordered: publish them before returning
}

template <typename S>
void rmsNormRows(const void *xv, void *yv, int rows, int d, const float *gamma, float eps,
                 bool stream)
{
    const auto *x = static_cast<const typename S::T *>(xv);
    auto *y = static_cast<typename S::T *>(yv);
    for (int r = 0; r < rows; ++r) {
        const std::size_t offset = std::size_t(r) * std::size_t(d);
        if (stream)
            rmsNormRow<S, true>(x + offset, y + offset, d, r + 1 < rows ? x + offset + d : nullptr,
                                gamma, eps);
        else
            rmsNormRow<S, false>(x + offset, y + offset, d, nullptr, gamma, eps);
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
        return layerNormRows<Fp32Storage>(x, y, rows, d, gamma, beta, eps, stream);
    case Storage::Bf16:
        return layerNormRows<Bf16Storage>(x, y, rows, d, gamma, beta, eps, stream);
    case Storage::Fp16:
        return layerNormRows<Fp16Storage>(x, y, rows, d, gamma, beta, eps, stream);
    }
}

void Avx2BatchKernels::rmsNorm(Storage storage, const void *x, void *y, int rows, int d,
                               const float *gamma, float eps, bool stream)
{
    switch (storage) {
    case Storage::Fp32:
        return rmsNormRows<Fp32Storage>(x, y, rows, d, gamma, eps, stream);
    case Storage::Bf16:
        return rmsNormRows<Bf16Storage>(x, y, rows, d, gamma, eps, stream);
    case Storage::Fp16:
        return rmsNormRows<Fp16Storage>(x, y, rows, d, gamma, eps, stream);
    }
}

} // namespace nk
