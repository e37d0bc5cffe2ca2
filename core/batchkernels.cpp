#include "batchkernels.h"

#ifdef NK_HAVE_AVX2_KERNELS
#include "batchkernelsavx2.h"
#endif

#include "storageconversion.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <string>
#include <type_traits>
#include <vector>

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#endif
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

// Σ term(i) for i in [0, n): float lanes inside a block, double across blocks. The lane loop
// is written out so the compiler vectorizes it without needing -ffast-math.
template <typename Term> double blockedSum(int n, Term term)
{
    double total = 0.0;
    for (int start = 0; start < n; start += kBlock) {
        const int end = std::min(n, start + kBlock);
        float acc[kLanes] = {};
        int i = start;
        for (; i + kLanes <= end; i += kLanes) {
            for (int l = 0; l < kLanes; ++l)
                acc[l] += term(i + l);
        }
        for (int l = 0; i < end; ++i, ++l)
            acc[l] += term(i);
        total += double(foldLanes(acc));
    }
    return total;
}

// Σ(xᵢ − k) and Σ(xᵢ − k)² in one walk, lanes and blocks as blockedSum. GCC's cost model will
// not vectorize two lane sums in one loop at baseline SSE2, so the lanes are written as GCC/Clang
// vectors of 4 (any target: the compiler splits them where it has no such registers); lane l
// still sums the elements l, l + 16, l + 32, ... of the block.
#if defined(__GNUC__)
typedef float Float4 __attribute__((vector_size(16)));
#endif

void shiftedSums(const float *x, int n, float k, double &sum, double &sumSquares)
{
    sum = 0.0;
    sumSquares = 0.0;
    for (int start = 0; start < n; start += kBlock) {
        const int end = std::min(n, start + kBlock);
        float acc[kLanes] = {};
        float acc2[kLanes] = {};
        int i = start;
#if defined(__GNUC__)
        Float4 s[4] = {}, q[4] = {};
        const Float4 kv = {k, k, k, k};
        for (; i + kLanes <= end; i += kLanes) {
            for (int j = 0; j < 4; ++j) {
                Float4 v;
                std::memcpy(&v, x + i + 4 * j, sizeof v);
                const Float4 t = v - kv;
                s[j] += t;
                q[j] += t * t;
            }
        }
        std::memcpy(acc, s, sizeof acc);
        std::memcpy(acc2, q, sizeof acc2);
#else
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

// The write walk goes out in chunks: computed into a buffer that stays in L1, then streamed to y
// when asked (the loops that compute stay plain C++ the compiler vectorizes).
constexpr int kChunk = 512;

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

// y[i] = S::store(f(i)) for i in [0, d), f one loop per γ/β combination so the loop body has no
// branch and vectorizes.
template <typename S, typename F> void writeRow(typename S::T *y, int d, bool stream, F f)
{
    alignas(64) typename S::T buffer[kChunk];
    for (int start = 0; start < d; start += kChunk) {
        const int n = std::min(kChunk, d - start);
        if (!stream) {
            for (int i = 0; i < n; ++i)
                y[start + i] = S::store(f(start + i));
            continue;
        }
        for (int i = 0; i < n; ++i)
            buffer[i] = S::store(f(start + i));
        streamBytes(y + start, buffer, size_t(n) * sizeof(typename S::T));
    }
}

template <typename S, bool HasGamma, bool HasBeta>
void layerNormApply(const float *x, typename S::T *y, int d, float mean, float inv,
                    const float *gamma, const float *beta, bool stream)
{
    writeRow<S>(y, d, stream, [=](int i) {
        float v = (x[i] - mean) * inv;
        if constexpr (HasGamma)
            v = v * gamma[i];
        if constexpr (HasBeta)
            v = v + beta[i];
        return v;
    });
}

// x is the row as fp32 (the input itself, or its widened copy in cache).
template <typename S>
void layerNormRow(const float *x, typename S::T *y, int d, const float *gamma, const float *beta,
                  float eps, bool stream)
{
    // One walk from memory for Σ(x − k) and Σ(x − k)², k the mean of the first 8 elements, as
    // the Avx2 path does (see there); a row where k misses μ by more than σ walks again in cache
    // for the exact Σ(xᵢ − μ)², from the same float μ, so σ² cannot come out negative.
    const int samples = std::min(d, 8);
    double sampleSum = 0.0;
    for (int i = 0; i < samples; ++i)
        sampleSum += double(x[i]);
    const float k = float(sampleSum / samples);
    double sum = 0.0, sumSquares = 0.0;
    shiftedSums(x, d, k, sum, sumSquares);
    const double shiftMean = sum / d;
    double var = sumSquares / d - shiftMean * shiftMean;
    const float mean = float(double(k) + shiftMean);
    if (!(shiftMean * shiftMean <= var)) { // also NaN: the second walk gives the same NaN
        const auto squaredDeviation = [x, mean](int i) {
            const float t = x[i] - mean;
            return t * t;
        };
        var = blockedSum(d, squaredDeviation) / d;
    }
    const float inv = float(1.0 / std::sqrt(var + double(eps)));
    // Last walk (from cache): write y.
    if (gamma && beta)
        layerNormApply<S, true, true>(x, y, d, mean, inv, gamma, beta, stream);
    else if (gamma)
        layerNormApply<S, true, false>(x, y, d, mean, inv, gamma, beta, stream);
    else if (beta)
        layerNormApply<S, false, true>(x, y, d, mean, inv, gamma, beta, stream);
    else
        layerNormApply<S, false, false>(x, y, d, mean, inv, gamma, beta, stream);
}

template <typename S>
void rmsNormRow(const float *x, typename S::T *y, int d, const float *gamma, float eps, bool stream)
{
    const double meanSquare = blockedSum(d, [x](int i) { return x[i] * x[i]; }) / d;
    const float inv = float(1.0 / std::sqrt(meanSquare + double(eps)));
    if (gamma)
        writeRow<S>(y, d, stream, [=](int i) { return x[i] * inv * gamma[i]; });
    else
        writeRow<S>(y, d, stream, [=](int i) { return x[i] * inv; });
}

// Runs row(xRow as fp32, yRow) for every row: fp32 rows as they are, 16-bit rows widened into
// one row buffer (which stays in cache for the row's walks; y may be x, so not written over).
template <typename S, typename Row>
void forEachRow(const void *xv, void *yv, int rows, int d, bool stream, Row row)
{
    const auto *x = static_cast<const typename S::T *>(xv);
    auto *y = static_cast<typename S::T *>(yv);
    std::vector<float> wide;
    if constexpr (!std::is_same_v<typename S::T, float>)
        wide.resize(size_t(d));
    for (int r = 0; r < rows; ++r) {
        const size_t offset = size_t(r) * size_t(d);
        if constexpr (std::is_same_v<typename S::T, float>) {
            row(x + offset, y + offset);
        } else {
            for (int i = 0; i < d; ++i)
                wide[size_t(i)] = S::load(x[offset + size_t(i)]);
            row(wide.data(), y + offset);
        }
    }
    if (stream)
        storeFence(); // streaming stores are weakly ordered: publish them before returning
}

template <typename S>
void portableLayerNorm(const void *x, void *y, int rows, int d, const float *gamma,
                       const float *beta, float eps, bool stream)
{
    forEachRow<S>(x, y, rows, d, stream, [=](const float *xr, typename S::T *yr) {
        layerNormRow<S>(xr, yr, d, gamma, beta, eps, stream);
    });
}

template <typename S>
void portableRmsNorm(const void *x, void *y, int rows, int d, const float *gamma, float eps,
                     bool stream)
{
    forEachRow<S>(x, y, rows, d, stream, [=](const float *xr, typename S::T *yr) {
        rmsNormRow<S>(xr, yr, d, gamma, eps, stream);
    });
}

bool cpuHasF16c()
{
#if defined(__x86_64__) || defined(__i386__)
    unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
    return __get_cpuid(1, &eax, &ebx, &ecx, &edx) && (ecx & bit_F16C) != 0;
#else
    return false;
#endif
}

bool cpuHasAvx2()
{
#ifdef NK_HAVE_AVX2_KERNELS
    static const bool has =
        __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") && cpuHasF16c();
    return has;
#else
    return false;
#endif
}

// sysfs's cache index with the highest level (Linux); CPUID under a hypervisor may report a
// share of a host cache that this machine does not have.
std::size_t readLastLevelCacheBytes()
{
    constexpr std::size_t kFallback = 32u << 20;
    std::size_t best = 0;
    int bestLevel = 0;
    for (int index = 0; index < 8; ++index) {
        const std::string dir =
            "/sys/devices/system/cpu/cpu0/cache/index" + std::to_string(index) + "/";
        std::ifstream levelFile(dir + "level"), sizeFile(dir + "size");
        int level = 0;
        std::string size;
        if (!(levelFile >> level) || !(sizeFile >> size) || size.empty())
            continue;
        std::size_t value = 0;
        size_t i = 0;
        for (; i < size.size() && size[i] >= '0' && size[i] <= '9'; ++i)
            value = value * 10 + size_t(size[i] - '0');
        const char unit = i < size.size() ? size[i] : ' ';
        if (unit == 'K')
            value <<= 10;
        else if (unit == 'M')
            value <<= 20;
        else if (unit == 'G')
            value <<= 30;
        if (level > bestLevel && value > 0) {
            bestLevel = level;
            best = value;
        }
    }
    return best > 0 ? best : kFallback;
}

} // namespace

BatchKernels::Path BatchKernels::resolve(Path requested)
{
    if (requested == Path::Portable)
        return Path::Portable;
    return cpuHasAvx2() ? Path::Avx2 : Path::Portable;
}

bool BatchKernels::isAvailable(Path path)
{
    return path != Path::Avx2 || cpuHasAvx2();
}

const char *BatchKernels::name(Path path)
{
    switch (path) {
    case Path::Automatic:
        return "automatic";
    case Path::Portable:
        return "portable";
    case Path::Avx2:
        return "avx2";
    }
    return "";
}

const char *BatchKernels::name(Storage storage)
{
    switch (storage) {
    case Storage::Fp32:
        return "fp32";
    case Storage::Bf16:
        return "bf16";
    case Storage::Fp16:
        return "fp16";
    }
    return "";
}

int BatchKernels::bytesPerElement(Storage storage)
{
    return storage == Storage::Fp32 ? 4 : 2;
}

const char *BatchKernels::name(Stores stores)
{
    switch (stores) {
    case Stores::Automatic:
        return "automatic";
    case Stores::Cached:
        return "cached";
    case Stores::Streaming:
        return "streaming";
    }
    return "";
}

std::size_t BatchKernels::lastLevelCacheBytes()
{
    static const std::size_t bytes = readLastLevelCacheBytes();
    return bytes;
}

BatchKernels::Stores BatchKernels::resolve(Stores requested, std::size_t outputBytes)
{
    if (requested != Stores::Automatic)
        return requested;
    // x is as large as y and passes through the same cache: y alone past half of it is evicted
    // before anyone reads it back.
    return outputBytes > lastLevelCacheBytes() / 2 ? Stores::Streaming : Stores::Cached;
}

void BatchKernels::layerNorm(Storage storage, const void *x, void *y, int rows, int d,
                             const float *gamma, const float *beta, float eps, Path path,
                             Stores stores)
{
    if (rows <= 0)
        return;
    const bool stream = resolve(stores, size_t(rows) * size_t(d) *
                                            size_t(bytesPerElement(storage))) == Stores::Streaming;
#ifdef NK_HAVE_AVX2_KERNELS
    if (resolve(path) == Path::Avx2)
        return Avx2BatchKernels::layerNorm(storage, x, y, rows, d, gamma, beta, eps, stream);
#else
    (void)path;
#endif
    switch (storage) {
    case Storage::Fp32:
        return portableLayerNorm<Fp32Storage>(x, y, rows, d, gamma, beta, eps, stream);
    case Storage::Bf16:
        return portableLayerNorm<Bf16Storage>(x, y, rows, d, gamma, beta, eps, stream);
    case Storage::Fp16:
        return portableLayerNorm<Fp16Storage>(x, y, rows, d, gamma, beta, eps, stream);
    }
}

void BatchKernels::rmsNorm(Storage storage, const void *x, void *y, int rows, int d,
                           const float *gamma, float eps, Path path, Stores stores)
{
    if (rows <= 0)
        return;
    const bool stream = resolve(stores, size_t(rows) * size_t(d) *
                                            size_t(bytesPerElement(storage))) == Stores::Streaming;
#ifdef NK_HAVE_AVX2_KERNELS
    if (resolve(path) == Path::Avx2)
        return Avx2BatchKernels::rmsNorm(storage, x, y, rows, d, gamma, eps, stream);
#else
    (void)path;
#endif
    switch (storage) {
    case Storage::Fp32:
        return portableRmsNorm<Fp32Storage>(x, y, rows, d, gamma, eps, stream);
    case Storage::Bf16:
        return portableRmsNorm<Bf16Storage>(x, y, rows, d, gamma, eps, stream);
    case Storage::Fp16:
        return portableRmsNorm<Fp16Storage>(x, y, rows, d, gamma, eps, stream);
    }
}

void BatchKernels::copy(const float *x, float *y, size_t n)
{
    copyBytes(x, y, n * sizeof(float));
}

void BatchKernels::copyBytes(const void *x, void *y, size_t bytes)
{
    if (bytes > 0 && x != y)
        std::memcpy(y, x, bytes);
}

} // namespace nk
