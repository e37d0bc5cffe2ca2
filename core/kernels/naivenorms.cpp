#include "kernels/naivenorms.h"

#include "kernels/storageconversion.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>

#ifdef __linux__
#include <sys/mman.h>
#endif

namespace nk {

namespace {

using Storage = BatchKernels::Storage;

// An uninitialized array, as np.empty gives: its pages are touched first by the pass filling it.
// Like NumPy's allocator on Linux (numpy/core/src/multiarray/alloc.c), an array of 4 MiB or more
// asks for transparent huge pages (madvise), so filling it takes a few faults instead of one per
// 4 KiB page; where huge pages are "never", the request changes nothing.
struct FreeTemporary
{
    void operator()(float *p) const { std::free(p); }
};
using Temporary = std::unique_ptr<float[], FreeTemporary>;
Temporary temporary(std::size_t n)
{
    constexpr std::size_t kHugeFrom = std::size_t(1) << 22;
    constexpr std::size_t kHugePage = std::size_t(1) << 21;
    const std::size_t bytes = std::max<std::size_t>(n, 1) * sizeof(float);
    if (bytes < kHugeFrom)
        return Temporary(static_cast<float *>(std::malloc(bytes)));
    const std::size_t rounded = (bytes + kHugePage - 1) / kHugePage * kHugePage;
    void *p = std::aligned_alloc(kHugePage, rounded);
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (p)
        madvise(p, rounded, MADV_HUGEPAGE);
#endif
    return Temporary(static_cast<float *>(p));
}

// Row means of a rows × d array (a reduction along the last axis). Summed as NumPy's pairwise
// sum starts: blocks of 128 over 8 float partial sums; the blocks are added in double.
Temporary rowMeans(const float *a, int rows, int d)
{
    constexpr int kBlock = 128;
    constexpr int kPartials = 8;
    Temporary m = temporary(std::size_t(rows));
    for (int r = 0; r < rows; ++r) {
        const float *row = a + std::size_t(r) * std::size_t(d);
        double sum = 0.0;
        for (int start = 0; start < d; start += kBlock) {
            const int end = std::min(d, start + kBlock);
            float partial[kPartials] = {};
            int i = start;
            for (; i + kPartials <= end; i += kPartials)
                for (int p = 0; p < kPartials; ++p)
                    partial[p] += row[i + p];
            for (int p = 0; i < end; ++i, ++p)
                partial[p] += row[i];
            sum += double(((partial[0] + partial[1]) + (partial[2] + partial[3])) +
                          ((partial[4] + partial[5]) + (partial[6] + partial[7])));
        }
        m[std::size_t(r)] = float(sum / d);
    }
    return m;
}

// Calls f(i, r) for every element i of row r: a per-row array broadcast along the last axis.
template <typename F> void broadcast(int rows, int d, F f)
{
    for (int r = 0; r < rows; ++r) {
        const std::size_t offset = std::size_t(r) * std::size_t(d);
        for (int i = 0; i < d; ++i)
            f(offset + std::size_t(i), r);
    }
}

// np.sqrt(v + eps) on the rows-long array of statistics.
Temporary rootPlusEps(const float *v, int rows, float eps)
{
    Temporary out = temporary(std::size_t(rows));
    for (int r = 0; r < rows; ++r)
        out[std::size_t(r)] = std::sqrt(v[r] + eps);
    return out;
}

// x.float(): the input as an fp32 temporary (fp32 input is used as it is).
const float *widen(Storage storage, const void *x, std::size_t n, Temporary &holder)
{
    if (storage == Storage::Fp32)
        return static_cast<const float *>(x);
    holder = temporary(n);
    const auto *h = static_cast<const std::uint16_t *>(x);
    for (std::size_t i = 0; i < n; ++i)
        holder[i] = storage == Storage::Bf16 ? StorageConversion::floatFromBf16(h[i])
                                             : StorageConversion::floatFromFp16(h[i]);
    return holder.get();
}

// y = t (.to(dtype) for the 16-bit formats, one more pass).
void narrow(Storage storage, const float *t, void *y, std::size_t n)
{
    if (storage == Storage::Fp32) {
        float *out = static_cast<float *>(y);
        for (std::size_t i = 0; i < n; ++i)
            out[i] = t[i];
        return;
    }
    auto *out = static_cast<std::uint16_t *>(y);
    for (std::size_t i = 0; i < n; ++i)
        out[i] = storage == Storage::Bf16 ? StorageConversion::bf16FromFloat(t[i])
                                          : StorageConversion::fp16FromFloat(t[i]);
}

// The last pass of each: y = a·γ (+ β), through one more temporary when both are there.
Temporary affine(Temporary a, int rows, int d, const float *gamma, const float *beta)
{
    const std::size_t n = std::size_t(rows) * std::size_t(d);
    if (gamma) {
        Temporary t = temporary(n);
        for (std::size_t offset = 0; offset < n; offset += std::size_t(d))
            for (int i = 0; i < d; ++i)
                t[offset + std::size_t(i)] = a[offset + std::size_t(i)] * gamma[i];
        a = std::move(t);
    }
    if (beta) {
        Temporary t = temporary(n);
        for (std::size_t offset = 0; offset < n; offset += std::size_t(d))
            for (int i = 0; i < d; ++i)
                t[offset + std::size_t(i)] = a[offset + std::size_t(i)] + beta[i];
        a = std::move(t);
    }
    return a;
}

} // namespace

void NaiveNorms::layerNorm(Storage storage, const void *x, void *y, int rows, int d,
                           const float *gamma, const float *beta, float eps)
{
    if (rows <= 0)
        return;
    const std::size_t n = std::size_t(rows) * std::size_t(d);
    Temporary wide;
    const float *xf = widen(storage, x, n, wide);
    const Temporary mean = rowMeans(xf, rows, d);
    Temporary centred = temporary(n);
    broadcast(rows, d, [&](std::size_t i, int r) { centred[i] = xf[i] - mean[std::size_t(r)]; });
    Temporary squares = temporary(n);
    for (std::size_t i = 0; i < n; ++i)
        squares[i] = centred[i] * centred[i];
    const Temporary var = rowMeans(squares.get(), rows, d);
    squares.reset();
    const Temporary sigma = rootPlusEps(var.get(), rows, eps);
    Temporary normalized = temporary(n);
    broadcast(rows, d,
              [&](std::size_t i, int r) { normalized[i] = centred[i] / sigma[std::size_t(r)]; });
    centred.reset();
    const Temporary out = affine(std::move(normalized), rows, d, gamma, beta);
    narrow(storage, out.get(), y, n);
}

void NaiveNorms::rmsNorm(Storage storage, const void *x, void *y, int rows, int d,
                         const float *gamma, float eps)
{
    if (rows <= 0)
        return;
    const std::size_t n = std::size_t(rows) * std::size_t(d);
    Temporary wide;
    const float *xf = widen(storage, x, n, wide);
    Temporary squares = temporary(n);
    for (std::size_t i = 0; i < n; ++i)
        squares[i] = xf[i] * xf[i];
    const Temporary meanSquare = rowMeans(squares.get(), rows, d);
    squares.reset();
    const Temporary rms = rootPlusEps(meanSquare.get(), rows, eps);
    Temporary normalized = temporary(n);
    broadcast(rows, d, [&](std::size_t i, int r) { normalized[i] = xf[i] / rms[std::size_t(r)]; });
    const Temporary out = affine(std::move(normalized), rows, d, gamma, nullptr);
    narrow(storage, out.get(), y, n);
}

} // namespace nk
