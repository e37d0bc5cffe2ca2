#include "kernels/portablebatchkernels.h"

#include "kernels/storageconversion.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <type_traits>
#include <vector>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace nk {

namespace {

// 16 lanes fill four SSE registers (two AVX, one AVX-512) and hide the add latency.
constexpr int kLanes = 16;
// Short enough that a float lane sums only 16 terms before the block goes to double.
constexpr int kBlock = 256;
static_assert(kBlock % kLanes == 0, "blocks hold whole lane groups");
static_assert(kLanes == 16, "foldLanes is written out for 16 lanes");

// Pairwise, 16 → 8 → 4 → 2 → 1, written out so it is the same few shuffles for every block.
inline float foldLanes(const float *a)
{
    const float s0 = (a[0] + a[8]) + (a[4] + a[12]);
    const float s1 = (a[2] + a[10]) + (a[6] + a[14]);
    const float s2 = (a[1] + a[9]) + (a[5] + a[13]);
    const float s3 = (a[3] + a[11]) + (a[7] + a[15]);
    return (s0 + s1) + (s2 + s3);
}

// Σ term(i) for i in [start, end), one block (end − start ≤ kBlock): float lanes, folded
// pairwise. The lane loop is written out so the compiler vectorizes it without -ffast-math.
template <typename Term> float blockSum(int start, int end, Term term)
{
    float acc[kLanes] = {};
    int i = start;
    for (; i + kLanes <= end; i += kLanes) {
        for (int l = 0; l < kLanes; ++l)
            acc[l] += term(i + l);
    }
    for (int l = 0; i < end; ++i, ++l)
        acc[l] += term(i);
    return foldLanes(acc);
}

// Σ(xᵢ − k) and Σ(xᵢ − k)² over one block [start, end), lanes as blockSum, added to the double
// totals. GCC's cost model will not vectorize two lane sums in one loop at baseline SSE2, so the
// lanes are written as GCC/Clang vectors of 4 (any target: the compiler splits them where it has
// no such registers); lane l still sums the elements l, l + 16, l + 32, ... of the block.
#if defined(__GNUC__)
typedef float Float4 __attribute__((vector_size(16)));
#endif

#if defined(__GNUC__)
// foldLanes of the 16 lanes held as s[0..3] (lane l in s[l / 4][l % 4]): the same additions in
// the same order, without storing the registers to memory first.
inline float foldLanes(const Float4 *s)
{
    const Float4 v = (s[0] + s[2]) + (s[1] + s[3]);
    return (v[0] + v[2]) + (v[1] + v[3]);
}

inline Float4 load4(const float *p)
{
    Float4 v;
    std::memcpy(&v, p, sizeof v);
    return v;
}
#endif

void shiftedBlock(const float *x, int start, int end, float k, double &sum, double &sumSquares)
{
    int i = start;
#if defined(__GNUC__)
    Float4 s[4] = {}, q[4] = {};
    const Float4 kv = {k, k, k, k};
    for (; i + kLanes <= end; i += kLanes) {
        for (int j = 0; j < 4; ++j) {
            const Float4 t = load4(x + i + 4 * j) - kv;
            s[j] += t;
            q[j] += t * t;
        }
    }
    if (i == end) { // a whole block: fold in registers
        sum += double(foldLanes(s));
        sumSquares += double(foldLanes(q));
        return;
    }
    float acc[kLanes], acc2[kLanes];
    std::memcpy(acc, s, sizeof acc);
    std::memcpy(acc2, q, sizeof acc2);
#else
    float acc[kLanes] = {};
    float acc2[kLanes] = {};
    for (; i + kLanes <= end; i += kLanes) {
        for (int l = 0; l < kLanes; ++l) {
            const float t = x[i + l] - k;
            acc[l] += t;
            acc2[l] += t * t;
        }
    }
#endif
    for (int l = 0; i < end; ++i, ++l) {
        const float t = x[i] - k;
        acc[l] += t;
        acc2[l] += t * t;
    }
    sum += double(foldLanes(acc));
    sumSquares += double(foldLanes(acc2));
}

// Σ(xᵢ − c)² over one block [start, end), lanes as blockSum: RMSNorm's Σxᵢ² with c = 0 (x − 0
// is x exactly), LayerNorm's second walk with c = μ.
float squaresBlock(const float *x, int start, int end, float c)
{
#if defined(__GNUC__)
    int i = start;
    Float4 q[4] = {};
    const Float4 cv = {c, c, c, c};
    for (; i + kLanes <= end; i += kLanes) {
        for (int j = 0; j < 4; ++j) {
            const Float4 t = load4(x + i + 4 * j) - cv;
            q[j] += t * t;
        }
    }
    if (i == end)
        return foldLanes(q);
    float acc[kLanes];
    std::memcpy(acc, q, sizeof acc);
    for (int l = 0; i < end; ++i, ++l) {
        const float t = x[i] - c;
        acc[l] += t * t;
    }
    return foldLanes(acc);
#else
    return blockSum(start, end, [x, c](int i) {
        const float t = x[i] - c;
        return t * t;
    });
#endif
}

// How each storage format reads and writes an element as fp32.
struct Fp32Storage
{
    using T = float;
    static float load(T v) { return v; }
    static T store(float v) { return v; }
};
struct Bf16Storage
{
    using T = std::uint16_t;
    static float load(T v) { return StorageConversion::floatFromBf16(v); }
    static T store(float v) { return StorageConversion::bf16FromFloat(v); }
};
struct Fp16Storage
{
    using T = std::uint16_t;
    static float load(T v) { return StorageConversion::floatFromFp16(v); }
    static T store(float v) { return StorageConversion::fp16FromFloat(v); }
};

// Copies bytes to dst with streaming stores where SSE2 has them (every x86-64), else memcpy.
void streamBytes(void *dst, const void *src, size_t bytes)
{
#ifdef __SSE2__
    auto *d = static_cast<unsigned char *>(dst);
    const auto *s = static_cast<const unsigned char *>(src);
    const size_t head =
        std::min(bytes, size_t((16 - reinterpret_cast<std::uintptr_t>(d) % 16) % 16));
    std::memcpy(d, s, head);
    size_t i = head;
    for (; i + 16 <= bytes; i += 16)
        _mm_stream_si128(reinterpret_cast<__m128i *>(d + i),
                         _mm_loadu_si128(reinterpret_cast<const __m128i *>(s + i)));
    std::memcpy(d + i, s + i, bytes - i);
#else
    std::memcpy(dst, src, bytes);
#endif
}

void storeFence()
{
#ifdef __SSE2__
    _mm_sfence();
#endif
}

// The write walk goes out in chunks: computed into a buffer that stays in L1, then streamed to y
// when asked (the loops that compute stay plain C++ the compiler vectorizes).
constexpr int kChunk = 512;

// Asks for the bytes [begin, end) to be loaded into the caches (L2) ahead of their use.
void prefetch(const unsigned char *begin, const unsigned char *end)
{
#if defined(__GNUC__)
    for (const unsigned char *p = begin; p < end; p += 64)
        __builtin_prefetch(p, 0, 2);
#else
    (void)begin, (void)end;
#endif
}

// y[i] = S::store(f(i)) for i in [0, d), f one loop per γ/β combination so the loop body has no
// branch and vectorizes; f4(i) computes f(i..i + 3) as one vector, the same operations in the
// same order. Each chunk also prefetches its share of the next row (ahead, ahead + aheadBytes),
// so the memory reads that row while the core computes this one: a write walk on its own issues
// no reads, and the hardware prefetcher only follows demand loads.
template <typename S, typename F, typename F4>
void writeRow(typename S::T *y, int d, bool stream, const unsigned char *ahead, size_t aheadBytes,
              F f, F4 f4)
{
    int i = 0;
#if defined(__GNUC__) && defined(__SSE2__)
    if constexpr (std::is_same_v<typename S::T, float>) {
        // fp32 goes straight from the vector registers to y, streamed or not, from the first
        // 16-byte boundary of y on (which element that is does not depend on stream).
        while (i < d && reinterpret_cast<std::uintptr_t>(y + i) % 16 != 0) {
            y[i] = f(i);
            ++i;
        }
        for (int start = i; start < d; start += kChunk) {
            const int end = std::min(d, start + kChunk);
            if (ahead)
                prefetch(ahead + aheadBytes * size_t(start) / size_t(d),
                         ahead + aheadBytes * size_t(end) / size_t(d));
            int j = start;
            if (stream) {
#pragma GCC unroll 4
                for (; j + 4 <= end; j += 4)
                    _mm_stream_ps(y + j, f4(j));
            } else {
#pragma GCC unroll 4
                for (; j + 4 <= end; j += 4) {
                    const Float4 v = f4(j);
                    std::memcpy(y + j, &v, sizeof v);
                }
            }
            for (; j < end; ++j)
                y[j] = f(j);
        }
        return;
    }
#endif
    (void)f4;
    alignas(64) typename S::T buffer[kChunk];
    for (int start = i; start < d; start += kChunk) {
        const int n = std::min(kChunk, d - start);
        if (ahead)
            prefetch(ahead + aheadBytes * size_t(start) / size_t(d),
                     ahead + aheadBytes * size_t(start + n) / size_t(d));
        if (!stream) {
            for (int k = 0; k < n; ++k)
                y[start + k] = S::store(f(start + k));
            continue;
        }
        for (int k = 0; k < n; ++k)
            buffer[k] = S::store(f(start + k));
        streamBytes(y + start, buffer, size_t(n) * sizeof(typename S::T));
    }
}

// LayerNorm's statistics of one row and its write walk, as the row loop (portableRows) calls
// them. One walk from memory for Σ(x − k) and Σ(x − k)², k the mean of the first 8 elements,
// as the Avx2 path does (see there); a row where k misses μ by more than σ walks again in cache
// for the exact Σ(xᵢ − μ)², from the same float μ, so σ² cannot come out negative.
struct LayerNormRow
{
    int d;
    const float *gamma;
    const float *beta;
    float eps;

    struct State
    {
        float k = 0.0f;
        double sum = 0.0, sumSquares = 0.0;
        float mean = 0.0f, inv = 0.0f;
    };

    // x's first min(d, 8) elements are there.
    void start(State &s, const float *x) const
    {
        const int samples = std::min(d, 8);
        double sampleSum = 0.0;
        for (int i = 0; i < samples; ++i)
            sampleSum += double(x[i]);
        s = State{};
        s.k = float(sampleSum / samples);
    }
    void accumulate(State &s, const float *x, int start, int end) const
    {
        shiftedBlock(x, start, end, s.k, s.sum, s.sumSquares);
    }
    void finish(State &s, const float *x) const
    {
        const double shiftMean = s.sum / d;
        double var = s.sumSquares / d - shiftMean * shiftMean;
        const float mean = float(double(s.k) + shiftMean);
        if (!(shiftMean * shiftMean <= var)) { // also NaN: the second walk gives the same NaN
            var = 0.0;
            for (int start = 0; start < d; start += kBlock)
                var += double(squaresBlock(x, start, std::min(d, start + kBlock), mean));
            var /= d;
        }
        s.mean = mean;
        s.inv = float(1.0 / std::sqrt(var + double(eps)));
    }
    template <typename S>
    void write(const State &s, const float *x, typename S::T *y, bool stream,
               const unsigned char *ahead, size_t aheadBytes) const
    {
        if (gamma && beta)
            apply<S, true, true>(s, x, y, stream, ahead, aheadBytes);
        else if (gamma)
            apply<S, true, false>(s, x, y, stream, ahead, aheadBytes);
        else if (beta)
            apply<S, false, true>(s, x, y, stream, ahead, aheadBytes);
        else
            apply<S, false, false>(s, x, y, stream, ahead, aheadBytes);
    }
    template <typename S, bool HasGamma, bool HasBeta>
    void apply(const State &s, const float *x, typename S::T *y, bool stream,
               const unsigned char *ahead, size_t aheadBytes) const
    {
        const float mean = s.mean, inv = s.inv;
        const float *g = gamma, *b = beta;
        const auto f = [=](int i) {
            float v = (x[i] - mean) * inv;
            if constexpr (HasGamma)
                v = v * g[i];
            if constexpr (HasBeta)
                v = v + b[i];
            return v;
        };
#if defined(__GNUC__)
        const Float4 mv = {mean, mean, mean, mean}, iv = {inv, inv, inv, inv};
        const auto f4 = [=](int i) {
            Float4 v = (load4(x + i) - mv) * iv;
            if constexpr (HasGamma)
                v = v * load4(g + i);
            if constexpr (HasBeta)
                v = v + load4(b + i);
            return v;
        };
#else
        const int f4 = 0;
#endif
        writeRow<S>(y, d, stream, ahead, aheadBytes, f, f4);
    }
};

// RMSNorm's: Σxᵢ² in one walk from memory, then the write walk.
struct RmsNormRow
{
    int d;
    const float *gamma;
    float eps;

    struct State
    {
        double sumSquares = 0.0;
        float inv = 0.0f;
    };

    void start(State &s, const float *) const { s = State{}; }
    void accumulate(State &s, const float *x, int start, int end) const
    {
        s.sumSquares += double(squaresBlock(x, start, end, 0.0f));
    }
    void finish(State &s, const float *) const
    {
        s.inv = float(1.0 / std::sqrt(s.sumSquares / d + double(eps)));
    }
    template <typename S>
    void write(const State &s, const float *x, typename S::T *y, bool stream,
               const unsigned char *ahead, size_t aheadBytes) const
    {
        const float inv = s.inv;
        const float *g = gamma;
#if defined(__GNUC__)
        const Float4 iv = {inv, inv, inv, inv};
        const auto f4g = [=](int i) { return load4(x + i) * iv * load4(g + i); };
        const auto f4 = [=](int i) { return load4(x + i) * iv; };
#else
        const int f4g = 0, f4 = 0;
#endif
        if (g)
            writeRow<S>(
                y, d, stream, ahead, aheadBytes, [=](int i) { return x[i] * inv * g[i]; }, f4g);
        else
            writeRow<S>(
                y, d, stream, ahead, aheadBytes, [=](int i) { return x[i] * inv; }, f4);
    }
};

// The row loop of both norms: one walk over the row from memory for its statistics, then the
// write walk from cache, which also prefetches the next row (see writeRow). A 16-bit row is
// first widened to fp32 in a row buffer (which stays in cache for the row's walks; y may be x,
// so x is not written over). The sums run over blocks of kBlock from the row's start.
template <typename S, typename Norm>
void portableRows(const void *xv, void *yv, int rows, int d, bool stream, const Norm &norm)
{
    using T = typename S::T;
    const auto *x = static_cast<const T *>(xv);
    auto *y = static_cast<T *>(yv);
    std::vector<float> wide;
    if constexpr (!std::is_same_v<T, float>)
        wide.resize(size_t(d));
    const size_t rowBytes = size_t(d) * sizeof(T);
    // Only for batches that do not stay in cache (as for streaming stores): in cache, prefetching
    // lines already there only costs time. (Prefetching during the first walk too measured no
    // faster.)
    const bool prefetchNext = stream;
    typename Norm::State state;
    for (int r = 0; r < rows; ++r) {
        const size_t offset = size_t(r) * size_t(d);
        const float *xr = nullptr;
        if constexpr (std::is_same_v<T, float>) {
            xr = x + offset;
        } else {
            for (int i = 0; i < d; ++i)
                wide[size_t(i)] = S::load(x[offset + size_t(i)]);
            xr = wide.data();
        }
        norm.start(state, xr);
        for (int start = 0; start < d; start += kBlock)
            norm.accumulate(state, xr, start, std::min(d, start + kBlock));
        norm.finish(state, xr);
        const auto *next = prefetchNext && r + 1 < rows
                               ? reinterpret_cast<const unsigned char *>(x + offset + size_t(d))
                               : nullptr;
        norm.template write<S>(state, xr, y + offset, stream, next, rowBytes);
    }
    if (stream)
        storeFence(); // streaming stores are weakly ordered: publish them before returning
}

template <typename S>
void portableLayerNorm(const void *x, void *y, int rows, int d, const float *gamma,
                       const float *beta, float eps, bool stream)
{
    portableRows<S>(x, y, rows, d, stream, LayerNormRow{d, gamma, beta, eps});
}

template <typename S>
void portableRmsNorm(const void *x, void *y, int rows, int d, const float *gamma, float eps,
                     bool stream)
{
    portableRows<S>(x, y, rows, d, stream, RmsNormRow{d, gamma, eps});
}

} // namespace

void PortableBatchKernels::layerNorm(Storage storage, const void *x, void *y, int rows, int d,
                                     const float *gamma, const float *beta, float eps, bool stream)
{
    switch (storage) {
    case Storage::Fp32:
        return portableLayerNorm<Fp32Storage>(x, y, rows, d, gamma, beta, eps, stream);
    case Storage::Bf16:
        return portableLayerNorm<Bf16Storage>(x, y, rows, d, gamma, beta, eps, stream);
    case Storage::Fp16:
        return portableLayerNorm<Fp16Storage>(x, y, rows, d, gamma, beta, eps, stream);
    }
}

void PortableBatchKernels::rmsNorm(Storage storage, const void *x, void *y, int rows, int d,
                                   const float *gamma, float eps, bool stream)
{
    switch (storage) {
    case Storage::Fp32:
        return portableRmsNorm<Fp32Storage>(x, y, rows, d, gamma, eps, stream);
    case Storage::Bf16:
        return portableRmsNorm<Bf16Storage>(x, y, rows, d, gamma, eps, stream);
    case Storage::Fp16:
        return portableRmsNorm<Fp16Storage>(x, y, rows, d, gamma, eps, stream);
    }
}

} // namespace nk
