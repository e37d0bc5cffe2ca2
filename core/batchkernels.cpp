#include "batchkernels.h"

#ifdef NK_HAVE_AVX2_KERNELS
#include "batchkernelsavx2.h"
#endif

#include <algorithm>
#include <cmath>
#include <cstring>

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

// One loop per γ/β combination, so the loop body has no branch and vectorizes.
template <bool HasGamma, bool HasBeta>
void layerNormApply(const float *x, float *y, int d, float mean, float inv, const float *gamma,
                    const float *beta)
{
    for (int i = 0; i < d; ++i) {
        float v = (x[i] - mean) * inv;
        if constexpr (HasGamma)
            v = v * gamma[i];
        if constexpr (HasBeta)
            v = v + beta[i];
        y[i] = v;
    }
}

void layerNormRow(const float *x, float *y, int d, const float *gamma, const float *beta, float eps)
{
    // Pass 1 (from memory): the mean.
    const float mean = float(blockedSum(d, [x](int i) { return x[i]; }) / d);
    // Pass 2 (from cache): deviations from that same float mean, so a mean that is off by its
    // rounding only adds its square to σ², it cannot make σ² negative.
    const auto squaredDeviation = [x, mean](int i) {
        const float t = x[i] - mean;
        return t * t;
    };
    const double var = blockedSum(d, squaredDeviation) / d;
    const float inv = float(1.0 / std::sqrt(var + double(eps)));
    // Pass 3: write y.
    if (gamma && beta)
        layerNormApply<true, true>(x, y, d, mean, inv, gamma, beta);
    else if (gamma)
        layerNormApply<true, false>(x, y, d, mean, inv, gamma, beta);
    else if (beta)
        layerNormApply<false, true>(x, y, d, mean, inv, gamma, beta);
    else
        layerNormApply<false, false>(x, y, d, mean, inv, gamma, beta);
}

void rmsNormRow(const float *x, float *y, int d, const float *gamma, float eps)
{
    const double meanSquare = blockedSum(d, [x](int i) { return x[i] * x[i]; }) / d;
    const float inv = float(1.0 / std::sqrt(meanSquare + double(eps)));
    if (gamma) {
        for (int i = 0; i < d; ++i)
            y[i] = x[i] * inv * gamma[i];
    } else {
        for (int i = 0; i < d; ++i)
            y[i] = x[i] * inv;
    }
}

bool cpuHasAvx2()
{
#ifdef NK_HAVE_AVX2_KERNELS
    static const bool has = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
    return has;
#else
    return false;
#endif
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

// The portable path is bound by its arithmetic at baseline SSE2 (three walks per row, four
// floats per instruction): software prefetch, non-temporal stores and reading the next row while
// writing this one were all tried on it and measured no faster. The AVX2 path does prefetch.
void BatchKernels::layerNorm(const float *x, float *y, int rows, int d, const float *gamma,
                             const float *beta, float eps, Path path)
{
#ifdef NK_HAVE_AVX2_KERNELS
    if (resolve(path) == Path::Avx2)
        return Avx2BatchKernels::layerNorm(x, y, rows, d, gamma, beta, eps);
#else
    (void)path;
#endif
    for (int r = 0; r < rows; ++r) {
        const size_t offset = size_t(r) * size_t(d);
        layerNormRow(x + offset, y + offset, d, gamma, beta, eps);
    }
}

void BatchKernels::rmsNorm(const float *x, float *y, int rows, int d, const float *gamma, float eps,
                           Path path)
{
#ifdef NK_HAVE_AVX2_KERNELS
    if (resolve(path) == Path::Avx2)
        return Avx2BatchKernels::rmsNorm(x, y, rows, d, gamma, eps);
#else
    (void)path;
#endif
    for (int r = 0; r < rows; ++r) {
        const size_t offset = size_t(r) * size_t(d);
        rmsNormRow(x + offset, y + offset, d, gamma, eps);
    }
}

void BatchKernels::copy(const float *x, float *y, size_t n)
{
    if (n > 0 && x != y)
        std::memcpy(y, x, n * sizeof(float));
}

} // namespace nk
