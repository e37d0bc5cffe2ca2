#pragma once

// What the batch kernels' tests share: random batches, the storage formats' bits and roundings,
// running a kernel on a (misaligned) batch, and the checks against the fp64 teaching kernels
// with their error bounds.

#include "kernels/batchkernels.h"
#include "kernels/storageconversion.h"
#include "norm/layernormtrace.h"
#include "norm/rmsnormtrace.h"
#include "numeric/portablerandom.h"
#include "numeric/precision.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <vector>

using namespace nk;

// File-local, as they were in the one test file: each test file has its own copy.
namespace {

// The variance of row r of y (d values per row), two-pass in fp64: LayerNorm's output should
// have variance 1 when γ = 1, β = 0 and ε = 0.
inline double rowVariance(const std::vector<float> &y, int r, int d)
{
    double mean = 0.0, var = 0.0;
    for (int i = 0; i < d; ++i)
        mean += y[size_t(r * d + i)];
    mean /= d;
    for (int i = 0; i < d; ++i)
        var += (y[size_t(r * d + i)] - mean) * (y[size_t(r * d + i)] - mean);
    return var / d;
}

// Unit roundoff of float.
constexpr double kU = 0x1.0p-24;
// Tolerances below are kSafety · u times the size of the terms involved. A kernel sum makes
// at most 15 lane roundings + 4 fold roundings + 1 to float (≈ 20u, independent of d); the
// square root, the reciprocal and the 2–4 operations per output add ≈ 5u, so ≈ 25u is the
// bound. (The errors measured on these inputs stay below 4u.)
constexpr double kSafety = 32.0;

struct Batch
{
    int rows = 0;
    int d = 0;
    std::vector<float> x;
    std::vector<float> gamma;
    std::vector<float> beta;
};

inline Batch randomBatch(int rows, int d, std::uint64_t seed, double offset = 0.0,
                         double scale = 1.0)
{
    PortableRandom rng(seed);
    Batch b;
    b.rows = rows;
    b.d = d;
    b.x.resize(size_t(rows) * size_t(d));
    for (float &v : b.x)
        v = float(offset + scale * rng.standardNormal());
    for (int i = 0; i < d; ++i) {
        b.gamma.push_back(float(1.0 + 0.5 * rng.standardNormal()));
        b.beta.push_back(float(0.5 * rng.standardNormal()));
    }
    return b;
}

inline std::vector<double> rowOf(const std::vector<float> &v, int r, int d)
{
    const auto begin = v.begin() + std::ptrdiff_t(r) * d;
    return std::vector<double>(begin, begin + d);
}

NormSettings fp64Settings(const std::vector<double> &gamma, const std::vector<double> &beta,
                          float eps)
{
    NormSettings s;
    s.precision = Precision::Fp64;
    s.gamma = gamma;
    s.beta = beta;
    s.eps = double(eps); // the kernel's eps, exactly as the float holds it
    return s;
}

inline double largestMagnitude(const std::vector<double> &v)
{
    double m = 0.0;
    for (double e : v)
        m = std::max(m, std::abs(e));
    return m;
}

using Storage = BatchKernels::Storage;
using Stores = BatchKernels::Stores;

// The unit roundoff of a storage format's one rounding of each output element, and the absolute
// half-gap of its subnormals (fp16's 2⁻²⁵; bf16 shares fp32's range).
inline double storageRoundoff(Storage s)
{
    return s == Storage::Fp32 ? 0.0 : s == Storage::Bf16 ? 0x1.0p-8 : 0x1.0p-11;
}
inline double storageSubnormalHalfGap(Storage s)
{
    return s == Storage::Fp16 ? 0x1.0p-25 : 0.0;
}

inline float roundTo(Storage s, float v)
{
    return s == Storage::Fp32
               ? v
               : float(roundToPrecision(v, s == Storage::Bf16 ? Precision::Bf16 : Precision::Fp16));
}

// The batch's x rounded to the storage format, so the fp64 reference sees the stored values.
inline Batch storedBatch(Batch b, Storage s)
{
    for (float &v : b.x)
        v = roundTo(s, v);
    return b;
}

// x (already representable) as the storage format's bits, and back.
inline std::vector<unsigned char> encode(const std::vector<float> &x, Storage s, size_t leading = 0)
{
    const size_t size = size_t(BatchKernels::bytesPerElement(s));
    std::vector<unsigned char> out((x.size() + leading) * size);
    for (size_t i = 0; i < x.size(); ++i) {
        unsigned char *p = out.data() + (i + leading) * size;
        if (s == Storage::Fp32) {
            std::memcpy(p, &x[i], 4);
        } else {
            const std::uint16_t h = s == Storage::Bf16 ? StorageConversion::bf16FromFloat(x[i])
                                                       : StorageConversion::fp16FromFloat(x[i]);
            std::memcpy(p, &h, 2);
        }
    }
    return out;
}

inline std::vector<float> decode(const std::vector<unsigned char> &bytes, Storage s,
                                 size_t leading = 0)
{
    const size_t size = size_t(BatchKernels::bytesPerElement(s));
    std::vector<float> out(bytes.size() / size - leading);
    for (size_t i = 0; i < out.size(); ++i) {
        const unsigned char *p = bytes.data() + (i + leading) * size;
        if (s == Storage::Fp32) {
            std::memcpy(&out[i], p, 4);
        } else {
            std::uint16_t h;
            std::memcpy(&h, p, 2);
            out[i] = s == Storage::Bf16 ? StorageConversion::floatFromBf16(h)
                                        : StorageConversion::floatFromFp16(h);
        }
    }
    return out;
}

// Where a kernel runs: its path, storage, stores, and how many elements y (and x) are shifted
// from a 64-byte boundary, so streaming stores start unaligned.
struct Run
{
    BatchKernels::Path path = BatchKernels::Path::Automatic;
    Storage storage = Storage::Fp32;
    Stores stores = Stores::Automatic;
    size_t misalign = 0;
};

// Runs a kernel on b.x (representable in run.storage) and returns y as floats. NaN-filled y
// first, so an element left unwritten fails.
template <typename Kernel>
inline std::vector<float> runKernel(const Batch &b, const Run &run, Kernel kernel)
{
    const std::vector<unsigned char> x = encode(b.x, run.storage, run.misalign);
    std::vector<unsigned char> y =
        encode(std::vector<float>(b.x.size(), std::nanf("")), run.storage, run.misalign);
    const size_t size = size_t(BatchKernels::bytesPerElement(run.storage));
    kernel(x.data() + run.misalign * size, y.data() + run.misalign * size);
    return decode(y, run.storage, run.misalign);
}

// |got − ref| within the fp32 bound tol32 plus the storage format's one rounding of the output.
inline bool withinStorageBound(double got, double ref, double tol32, Storage s)
{
    const double tol =
        tol32 + storageRoundoff(s) * (std::abs(ref) + tol32) + storageSubnormalHalfGap(s);
    return std::abs(got - ref) <= tol;
}

// Compares every row of the batch LayerNorm with the fp64 teaching kernel. The float kernel's
// error is dominated by the mean, known to ≈ 20u · max|x|, which the division by σ magnifies,
// plus ≈ 25u relative on x̂; γ and β add their own rounding; a 16-bit output rounds once more.
inline void checkLayerNorm(const Batch &b, bool affine, float eps, const Run &run)
{
    const std::vector<float> y = runKernel(b, run, [&](const void *x, void *yp) {
        BatchKernels::layerNorm(run.storage, x, yp, b.rows, b.d, affine ? b.gamma.data() : nullptr,
                                affine ? b.beta.data() : nullptr, eps, run.path, run.stores);
    });
    const std::vector<double> gamma = affine ? rowOf(b.gamma, 0, b.d) : std::vector<double>{1.0};
    const std::vector<double> beta = affine ? rowOf(b.beta, 0, b.d) : std::vector<double>{0.0};
    const NormSettings s = fp64Settings(gamma, beta, eps);
    for (int r = 0; r < b.rows; ++r) {
        const std::vector<double> x = rowOf(b.x, r, b.d);
        const NormTrace t = traceLayerNorm(x, s);
        const double var = t.step(StepId::Variance)->scalar;
        const double sigma = std::sqrt(var + s.eps);
        const double scaleOfX = largestMagnitude(x) / sigma;
        int bad = 0;
        for (int i = 0; i < b.d; ++i) {
            const double ref = t.output()[size_t(i)];
            const double xhat = t.normalized[size_t(i)];
            const double tol =
                kSafety * kU *
                (std::abs(s.gammaAt(i)) * (scaleOfX + std::abs(xhat)) + std::abs(s.betaAt(i)));
            const double got = y[size_t(r) * size_t(b.d) + size_t(i)];
            if (!withinStorageBound(got, ref, tol, run.storage) && bad++ < 3) {
                INFO("row " << r << " i " << i << " got " << got << " ref " << ref << " tol "
                            << tol);
                CHECK(withinStorageBound(got, ref, tol, run.storage));
            }
        }
        CHECK(bad == 0);
    }
}

inline void checkLayerNorm(const Batch &b, bool affine, float eps,
                           BatchKernels::Path path = BatchKernels::Path::Automatic)
{
    checkLayerNorm(b, affine, eps, Run{path});
}

// RMSNorm has no subtraction: the error is relative, ≈ 25u of |x̂|·|γ|.
inline void checkRmsNorm(const Batch &b, bool affine, float eps, const Run &run)
{
    const std::vector<float> y = runKernel(b, run, [&](const void *x, void *yp) {
        BatchKernels::rmsNorm(run.storage, x, yp, b.rows, b.d, affine ? b.gamma.data() : nullptr,
                              eps, run.path, run.stores);
    });
    const std::vector<double> gamma = affine ? rowOf(b.gamma, 0, b.d) : std::vector<double>{1.0};
    const NormSettings s = fp64Settings(gamma, {0.0}, eps);
    for (int r = 0; r < b.rows; ++r) {
        const std::vector<double> x = rowOf(b.x, r, b.d);
        const NormTrace t = traceRmsNorm(x, s);
        const double rms = t.step(StepId::Rms)->scalar;
        int bad = 0;
        for (int i = 0; i < b.d; ++i) {
            const double ref = t.output()[size_t(i)];
            const double tol = kSafety * kU * std::abs(s.gammaAt(i)) * std::abs(x[size_t(i)]) / rms;
            const double got = y[size_t(r) * size_t(b.d) + size_t(i)];
            if (!withinStorageBound(got, ref, tol, run.storage) && bad++ < 3) {
                INFO("row " << r << " i " << i << " got " << got << " ref " << ref << " tol "
                            << tol);
                CHECK(withinStorageBound(got, ref, tol, run.storage));
            }
        }
        CHECK(bad == 0);
    }
}

inline void checkRmsNorm(const Batch &b, bool affine, float eps,
                         BatchKernels::Path path = BatchKernels::Path::Automatic)
{
    checkRmsNorm(b, affine, eps, Run{path});
}

// Portable always; Avx2 where this CPU has it (elsewhere the case says so and does nothing).
inline bool pathRuns(BatchKernels::Path path)
{
    if (BatchKernels::isAvailable(path))
        return true;
    WARN("no " << BatchKernels::name(path) << " path on this machine: not tested here");
    return false;
}

struct Shape
{
    int rows;
    int d;
};

} // namespace
