#include "kernels/batchkernels.h"
#include "kernels/naivenorms.h"
#include "kernels/storageconversion.h"
#include "kernels/throughputbenchmark.h"
#include "norm/layernormtrace.h"
#include "norm/rmsnormtrace.h"
#include "numeric/portablerandom.h"
#include "numeric/precision.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

using namespace nk;

namespace {

// The variance of row r of y (d values per row), two-pass in fp64: LayerNorm's output should
// have variance 1 when γ = 1, β = 0 and ε = 0.
double rowVariance(const std::vector<float> &y, int r, int d)
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

Batch randomBatch(int rows, int d, std::uint64_t seed, double offset = 0.0, double scale = 1.0)
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

std::vector<double> rowOf(const std::vector<float> &v, int r, int d)
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

double largestMagnitude(const std::vector<double> &v)
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
double storageRoundoff(Storage s)
{
    return s == Storage::Fp32 ? 0.0 : s == Storage::Bf16 ? 0x1.0p-8 : 0x1.0p-11;
}
double storageSubnormalHalfGap(Storage s)
{
    return s == Storage::Fp16 ? 0x1.0p-25 : 0.0;
}

float roundTo(Storage s, float v)
{
    return s == Storage::Fp32
               ? v
               : float(roundToPrecision(v, s == Storage::Bf16 ? Precision::Bf16 : Precision::Fp16));
}

// The batch's x rounded to the storage format, so the fp64 reference sees the stored values.
Batch storedBatch(Batch b, Storage s)
{
    for (float &v : b.x)
        v = roundTo(s, v);
    return b;
}

// x (already representable) as the storage format's bits, and back.
std::vector<unsigned char> encode(const std::vector<float> &x, Storage s, size_t leading = 0)
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

std::vector<float> decode(const std::vector<unsigned char> &bytes, Storage s, size_t leading = 0)
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
std::vector<float> runKernel(const Batch &b, const Run &run, Kernel kernel)
{
    const std::vector<unsigned char> x = encode(b.x, run.storage, run.misalign);
    std::vector<unsigned char> y =
        encode(std::vector<float>(b.x.size(), std::nanf("")), run.storage, run.misalign);
    const size_t size = size_t(BatchKernels::bytesPerElement(run.storage));
    kernel(x.data() + run.misalign * size, y.data() + run.misalign * size);
    return decode(y, run.storage, run.misalign);
}

// |got − ref| within the fp32 bound tol32 plus the storage format's one rounding of the output.
bool withinStorageBound(double got, double ref, double tol32, Storage s)
{
    const double tol =
        tol32 + storageRoundoff(s) * (std::abs(ref) + tol32) + storageSubnormalHalfGap(s);
    return std::abs(got - ref) <= tol;
}

// Compares every row of the batch LayerNorm with the fp64 teaching kernel. The float kernel's
// error is dominated by the mean, known to ≈ 20u · max|x|, which the division by σ magnifies,
// plus ≈ 25u relative on x̂; γ and β add their own rounding; a 16-bit output rounds once more.
void checkLayerNorm(const Batch &b, bool affine, float eps, const Run &run)
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

void checkLayerNorm(const Batch &b, bool affine, float eps,
                    BatchKernels::Path path = BatchKernels::Path::Automatic)
{
    checkLayerNorm(b, affine, eps, Run{path});
}

// RMSNorm has no subtraction: the error is relative, ≈ 25u of |x̂|·|γ|.
void checkRmsNorm(const Batch &b, bool affine, float eps, const Run &run)
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

void checkRmsNorm(const Batch &b, bool affine, float eps,
                  BatchKernels::Path path = BatchKernels::Path::Automatic)
{
    checkRmsNorm(b, affine, eps, Run{path});
}

// Portable always; Avx2 where this CPU has it (elsewhere the case says so and does nothing).
bool pathRuns(BatchKernels::Path path)
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

TEST_CASE("batch kernels agree with the fp64 teaching kernels", "[batch]")
{
    // d = 1, rows = 1, sizes below, at and around a lane group (16) and a block (256), and
    // the largest d the app allows.
    const Shape shape =
        GENERATE(Shape{1, 1}, Shape{5, 1}, Shape{1, 7}, Shape{3, 16}, Shape{4, 17}, Shape{2, 255},
                 Shape{3, 256}, Shape{2, 257}, Shape{7, 1000}, Shape{2, 4096}, Shape{1, 65536});
    const bool affine = GENERATE(false, true);
    const auto path = GENERATE(BatchKernels::Path::Portable, BatchKernels::Path::Avx2);
    CAPTURE(shape.rows, shape.d, affine, BatchKernels::name(path));
    if (!pathRuns(path))
        return;
    const Batch b = randomBatch(shape.rows, shape.d, 1000u + unsigned(shape.d), 0.7, 2.0);
    checkLayerNorm(b, affine, 1e-5f, path);
    checkRmsNorm(b, affine, 1e-5f, path);
}

TEST_CASE("batch kernels follow the reference for large offsets and tiny values", "[batch]")
{
    // A mean far from 0 (LN must cancel it) and values near ε (ε must dominate the divisor).
    const auto path = GENERATE(BatchKernels::Path::Portable, BatchKernels::Path::Avx2);
    CAPTURE(BatchKernels::name(path));
    if (!pathRuns(path))
        return;
    checkLayerNorm(randomBatch(3, 1024, 7, 300.0, 0.01), true, 1e-5f, path);
    checkRmsNorm(randomBatch(3, 1024, 7, 300.0, 0.01), true, 1e-5f, path);
    checkLayerNorm(randomBatch(2, 1024, 8, 0.0, 1e-6), true, 1e-5f, path);
    checkRmsNorm(randomBatch(2, 1024, 8, 0.0, 1e-6), true, 1e-5f, path);
}

TEST_CASE("batch LayerNorm stays accurate when a row starts far from its mean", "[batch]")
{
    // The AVX2 path shifts by the mean of the first 8 elements. Rows that start with outliers
    // or rise steadily put that shift many σ from μ, where E[t²] − E[t]² would cancel; they
    // must take the exact second walk. With ε = 0 and no γ, β the output's variance is
    // σ²/σ̂², so it measures the kernel's σ² directly: a few u off, not hundreds.
    const auto path = GENERATE(BatchKernels::Path::Portable, BatchKernels::Path::Avx2);
    CAPTURE(BatchKernels::name(path));
    if (!pathRuns(path))
        return;
    const int d = 65536;
    Batch b = randomBatch(3, d, 11, 0.0, 1.0);
    for (int i = 0; i < 8; ++i)
        b.x[size_t(i)] = 1000.0f + float(i); // row 0: outliers first, the shift ≈ 90σ off
    for (int i = 0; i < d; ++i)
        b.x[size_t(d + i)] = 0.001f * float(i) - 20.0f; // row 1: a ramp, the shift ≈ 1.7σ off
    // Row 2 stays normal: the shift lands within σ of μ, one walk is enough.
    std::vector<float> y(b.x.size());
    BatchKernels::layerNorm(b.x.data(), y.data(), b.rows, d, nullptr, nullptr, 0.0f, path);
    for (int r = 0; r < b.rows; ++r) {
        const double var = rowVariance(y, r, d);
        CAPTURE(r, var - 1.0);
        CHECK(std::abs(var - 1.0) <= kSafety * kU);
    }
    checkLayerNorm(b, true, 1e-5f, path);
}

TEST_CASE("batch kernel paths resolve to what this CPU runs", "[batch]")
{
    using Path = BatchKernels::Path;
    CHECK(BatchKernels::resolve(Path::Portable) == Path::Portable);
    CHECK(BatchKernels::isAvailable(Path::Portable));
    CHECK(BatchKernels::isAvailable(Path::Automatic));
    const Path best = BatchKernels::resolve(Path::Automatic);
    CHECK(best == (BatchKernels::isAvailable(Path::Avx2) ? Path::Avx2 : Path::Portable));
    CHECK(BatchKernels::resolve(Path::Avx2) == best);
    CHECK(std::string(BatchKernels::name(Path::Portable)) == "portable");
    CHECK(std::string(BatchKernels::name(Path::Avx2)) == "avx2");
    // The benchmark reports the path that ran.
    ThroughputBenchmark::Config c{4, 8, 1, Path::Portable};
    CHECK(ThroughputBenchmark::run(c).path == Path::Portable);
    c.path = Path::Automatic;
    const ThroughputBenchmark::Result r = ThroughputBenchmark::run(c);
    CHECK(r.path == best);
    CHECK(ThroughputBenchmark::toJson(r).find(std::string("\"kernels\":\"") +
                                              BatchKernels::name(best) + "\"") !=
          std::string::npos);
}

TEST_CASE("batch LayerNorm gives variance 1 for 10000 ± 1 (no one-pass cancellation)", "[batch]")
{
    // In float, E[x²] − μ² cancels to nothing here (it can come out negative); the two-pass
    // kernel must give σ² ≈ 1, so y ≈ ±1.
    // Half the elements 10001, the rest 9999, shuffled; for odd d the mean is not a float.
    const int d = GENERATE(2, 1023, 65536);
    const auto path = GENERATE(BatchKernels::Path::Portable, BatchKernels::Path::Avx2);
    CAPTURE(d, BatchKernels::name(path));
    if (!pathRuns(path))
        return;
    std::vector<float> x(size_t(d), 9999.0f);
    std::fill(x.begin(), x.begin() + (d + 1) / 2, 10001.0f);
    PortableRandom rng(42);
    for (int i = d - 1; i > 0; --i)
        std::swap(x[size_t(i)], x[size_t(rng.uniform() * (i + 1))]);
    std::vector<float> y(x.size());
    BatchKernels::layerNorm(x.data(), y.data(), 1, d, nullptr, nullptr, 0.0f, path);
    double mean = 0.0, var = 0.0;
    for (float v : y)
        mean += v;
    mean /= d;
    for (float v : y)
        var += (v - mean) * (v - mean);
    var /= d;
    CHECK(var == Approx(1.0).margin(2e-3));
    // The float mean is within half an ulp of 10000 (≈ 5e-4) of the exact one.
    const double exactMean =
        traceLayerNorm(std::vector<double>(x.begin(), x.end()), fp64Settings({1.0}, {0.0}, 0.0f))
            .step(StepId::Mean)
            ->scalar;
    const double exactSigma = std::sqrt(1.0 - (exactMean - 10000.0) * (exactMean - 10000.0));
    double maxError = 0.0, maxOffOne = 0.0;
    for (int i = 0; i < d; ++i) {
        const double ref = (double(x[size_t(i)]) - exactMean) / exactSigma;
        maxError = std::max(maxError, std::abs(y[size_t(i)] - ref));
        maxOffOne = std::max(maxOffOne, std::abs(std::abs(double(y[size_t(i)])) - 1.0));
    }
    CHECK(maxError <= 2e-3);
    CHECK(maxOffOne <= 2e-3);
    checkLayerNorm(
        Batch{1, d, x, std::vector<float>(size_t(d), 1.0f), std::vector<float>(size_t(d), 0.0f)},
        false, 0.0f, path);
}

TEST_CASE("batch kernels work in place and on d = 1", "[batch]")
{
    const auto path = GENERATE(BatchKernels::Path::Portable, BatchKernels::Path::Avx2);
    CAPTURE(BatchKernels::name(path));
    if (!pathRuns(path))
        return;
    const Batch b = randomBatch(6, 33, 99);
    std::vector<float> out(b.x.size()), inPlace = b.x;
    BatchKernels::layerNorm(b.x.data(), out.data(), b.rows, b.d, b.gamma.data(), b.beta.data(),
                            1e-5f, path);
    BatchKernels::layerNorm(inPlace.data(), inPlace.data(), b.rows, b.d, b.gamma.data(),
                            b.beta.data(), 1e-5f, path);
    CHECK(inPlace == out);
    inPlace = b.x;
    BatchKernels::rmsNorm(b.x.data(), out.data(), b.rows, b.d, b.gamma.data(), 1e-5f, path);
    BatchKernels::rmsNorm(inPlace.data(), inPlace.data(), b.rows, b.d, b.gamma.data(), 1e-5f, path);
    CHECK(inPlace == out);

    // d = 1: LayerNorm has nothing to normalize (y = β); RMSNorm gives x/√(x² + ε)·γ.
    const float x1[3] = {2.0f, -3.0f, 0.0f};
    const float g = 1.5f, beta = 0.25f;
    float y1[3];
    BatchKernels::layerNorm(x1, y1, 3, 1, &g, &beta, 1e-5f, path);
    for (float v : y1)
        CHECK(v == beta);
    BatchKernels::rmsNorm(x1, y1, 3, 1, &g, 1e-5f, path);
    CHECK(y1[0] == Approx(1.5 * 2.0 / std::sqrt(4.0 + 1e-5)).epsilon(1e-6));
    CHECK(y1[1] == Approx(-1.5 * 3.0 / std::sqrt(9.0 + 1e-5)).epsilon(1e-6));
    CHECK(y1[2] == 0.0f);
    // rows = 0 writes nothing.
    y1[0] = 7.0f;
    BatchKernels::layerNorm(x1, y1, 0, 1, nullptr, nullptr, 1e-5f, path);
    BatchKernels::rmsNorm(x1, y1, 0, 1, nullptr, 1e-5f, path);
    CHECK(y1[0] == 7.0f);
}

TEST_CASE("batch copy copies", "[batch]")
{
    const size_t n = GENERATE(size_t(0), size_t(1), size_t(15), size_t(1000003));
    CAPTURE(n);
    std::vector<float> x(n), y(n + 1, -1.0f);
    for (size_t i = 0; i < n; ++i)
        x[i] = float(i) * 0.5f - 3.0f;
    BatchKernels::copy(x.data(), y.data(), n);
    CHECK(std::equal(x.begin(), x.end(), y.begin()));
    CHECK(y[n] == -1.0f); // nothing past n
}

TEST_CASE("throughput benchmark gives positive, finite figures", "[batch]")
{
    std::vector<double> fractions;
    const ThroughputBenchmark::Result r =
        ThroughputBenchmark::run({4, 8, 2}, [&](double f) { fractions.push_back(f); });
    CHECK_FALSE(r.cancelled);
    CHECK(r.rows == 4);
    CHECK(r.d == 8);
    CHECK(r.repeat == 2);
    const double figures[] = {
        r.copySeconds,           r.layerNormSeconds,  r.rmsNormSeconds, r.copyGbps,
        r.layerNormGbps,         r.rmsNormGbps,       r.rmsOverLnTime,  r.layerNormFractionOfCopy,
        r.rmsNormFractionOfCopy, r.layerNormNsPerRow, r.rmsNormNsPerRow};
    for (double f : figures) {
        CHECK(std::isfinite(f));
        CHECK(f > 0.0);
    }
    // The derived figures follow from the times.
    const double bytes = 2.0 * 4 * 8 * 4;
    CHECK(r.copyGbps == Approx(bytes / r.copySeconds / 1e9));
    CHECK(r.layerNormFractionOfCopy == Approx(r.layerNormGbps / r.copyGbps));
    CHECK(r.rmsNormFractionOfCopy == Approx(r.rmsNormGbps / r.copyGbps));
    CHECK(r.rmsOverLnTime == Approx(r.rmsNormSeconds / r.layerNormSeconds));
    CHECK(r.layerNormNsPerRow == Approx(r.layerNormSeconds * 1e9 / 4));
    REQUIRE_FALSE(fractions.empty());
    CHECK(std::is_sorted(fractions.begin(), fractions.end()));
    CHECK(fractions.front() > 0.0);
    CHECK(fractions.back() == Approx(1.0));

    const std::string json = ThroughputBenchmark::toJson(r);
    for (const char *key :
         {"rows", "d", "repeat", "copy_gbps", "layernorm_gbps", "rmsnorm_gbps", "rms_over_ln_time",
          "layernorm_fraction_of_copy", "rmsnorm_fraction_of_copy", "layernorm_ns_per_row",
          "rmsnorm_ns_per_row"}) {
        CAPTURE(key);
        CHECK(json.find("\"" + std::string(key) + "\":") != std::string::npos);
    }
    CHECK(json.front() == '{');
    CHECK(json.back() == '}');
    CHECK(json.find("\"cancelled\":false") != std::string::npos);
    const std::string text = ThroughputBenchmark::toText(r);
    CHECK(text.find("LayerNorm") != std::string::npos);
    CHECK(text.find("RMSNorm") != std::string::npos);
}

TEST_CASE("throughput benchmark honours cancel and rejects bad configs", "[batch]")
{
    std::atomic<bool> cancel{true};
    ThroughputBenchmark::Result r = ThroughputBenchmark::run({4, 8, 2}, {}, &cancel);
    CHECK(r.cancelled);
    CHECK(r.copyGbps == 0.0);
    CHECK(ThroughputBenchmark::toJson(r).find("\"cancelled\":true") != std::string::npos);

    // Cancel while running: after the first progress report, nothing more is timed.
    cancel = false;
    int reports = 0;
    r = ThroughputBenchmark::run(
        {4, 8, 3},
        [&](double) {
            ++reports;
            cancel = true;
        },
        &cancel);
    CHECK(r.cancelled);
    CHECK(reports == 1);

    CHECK_THROWS_AS(ThroughputBenchmark::run({0, 8, 1}), std::invalid_argument);
    CHECK_THROWS_AS(ThroughputBenchmark::run({4, 0, 1}), std::invalid_argument);
    CHECK_THROWS_AS(ThroughputBenchmark::run({4, 8, 0}), std::invalid_argument);
}

TEST_CASE("bf16 and fp16 conversions round to nearest even as roundToPrecision does", "[batch]")
{
    // An independent reference (roundToPrecision: float round-to-odd, then Eigen's conversion,
    // itself tested against scaling and nearbyint) over random bit patterns of every exponent,
    // plus the edges: ties, the largest finite values, overflow, subnormals, zeros, inf.
    std::vector<float> values = {0.0f,
                                 -0.0f,
                                 1.0f,
                                 -1.0f,
                                 65504.0f,
                                 65519.99f,
                                 65520.0f,
                                 65536.0f,
                                 1e-8f,
                                 -3e-8f,
                                 6.1e-5f,
                                 5.96e-8f,
                                 2.98e-8f,
                                 2.9802322e-8f,
                                 1.0009766f,
                                 1.00048828f,
                                 1.00146484f,
                                 3.3895e38f,
                                 3.4e38f,
                                 1e-40f,
                                 std::numeric_limits<float>::infinity(),
                                 -std::numeric_limits<float>::infinity(),
                                 std::numeric_limits<float>::denorm_min()};
    PortableRandom rng(5);
    for (int i = 0; i < 200000; ++i) {
        const auto bits = std::uint32_t(rng.nextBits());
        float f;
        std::memcpy(&f, &bits, 4);
        if (!std::isnan(f))
            values.push_back(f);
    }
    for (float f : values) {
        CAPTURE(f);
        const double bf = roundToPrecision(f, Precision::Bf16);
        const double hf = roundToPrecision(f, Precision::Fp16);
        const float gotBf = StorageConversion::floatFromBf16(StorageConversion::bf16FromFloat(f));
        const float gotHf = StorageConversion::floatFromFp16(StorageConversion::fp16FromFloat(f));
        if (!(gotBf == bf && std::signbit(gotBf) == std::signbit(bf)))
            FAIL_CHECK("bf16 " << gotBf << " expected " << bf);
        if (!(gotHf == hf && std::signbit(gotHf) == std::signbit(hf)))
            FAIL_CHECK("fp16 " << gotHf << " expected " << hf);
    }
    // Every fp16 and bf16 value widens to itself (and back).
    for (std::uint32_t h = 0; h < 0x10000u; ++h) {
        const float wide = StorageConversion::floatFromFp16(std::uint16_t(h));
        if (std::isnan(wide))
            continue;
        CHECK(StorageConversion::fp16FromFloat(wide) == h);
        CHECK(roundToPrecision(wide, Precision::Fp16) == wide);
        CHECK(StorageConversion::bf16FromFloat(
                  StorageConversion::floatFromBf16(std::uint16_t(h))) == h);
    }
    // NaN stays NaN.
    CHECK(std::isnan(
        StorageConversion::floatFromBf16(StorageConversion::bf16FromFloat(std::nanf("")))));
    CHECK(std::isnan(
        StorageConversion::floatFromFp16(StorageConversion::fp16FromFloat(std::nanf("")))));
}

TEST_CASE("bf16 and fp16 batch kernels agree with the fp64 teaching kernels", "[batch]")
{
    // fp32 statistics, one rounding per output element: the fp32 bound plus that rounding.
    // Sizes with tails of every length modulo a vector (8) and a lane group (16).
    const Shape shape = GENERATE(Shape{1, 1}, Shape{3, 7}, Shape{2, 9}, Shape{4, 17}, Shape{3, 255},
                                 Shape{2, 257}, Shape{5, 1001}, Shape{1, 65536});
    const Storage storage = GENERATE(Storage::Bf16, Storage::Fp16);
    const bool affine = GENERATE(false, true);
    const auto path = GENERATE(BatchKernels::Path::Portable, BatchKernels::Path::Avx2);
    CAPTURE(shape.rows, shape.d, affine, BatchKernels::name(storage), BatchKernels::name(path));
    if (!pathRuns(path))
        return;
    const Batch b =
        storedBatch(randomBatch(shape.rows, shape.d, 2000u + unsigned(shape.d), 0.7, 2.0), storage);
    checkLayerNorm(b, affine, 1e-5f, Run{path, storage});
    checkRmsNorm(b, affine, 1e-5f, Run{path, storage});
}

TEST_CASE("streaming stores write what cached stores write, aligned or not", "[batch]")
{
    // Rows not a multiple of the vector width start y at every alignment; the misaligned start
    // makes the streaming walk begin with scalar elements. Same bits either way.
    const Storage storage = GENERATE(Storage::Fp32, Storage::Bf16, Storage::Fp16);
    const auto path = GENERATE(BatchKernels::Path::Portable, BatchKernels::Path::Avx2);
    const size_t misalign = GENERATE(size_t(0), size_t(1), size_t(3));
    const int d = GENERATE(5, 13, 100, 1027);
    CAPTURE(BatchKernels::name(storage), BatchKernels::name(path), misalign, d);
    if (!pathRuns(path))
        return;
    const Batch b = storedBatch(randomBatch(7, d, 77u + unsigned(d), -0.3, 1.5), storage);
    std::vector<float> outputs[2];
    for (Stores stores : {Stores::Cached, Stores::Streaming}) {
        const Run run{path, storage, stores, misalign};
        const std::vector<float> ln = runKernel(b, run, [&](const void *x, void *y) {
            BatchKernels::layerNorm(storage, x, y, b.rows, d, b.gamma.data(), b.beta.data(), 1e-5f,
                                    path, stores);
        });
        const std::vector<float> rms = runKernel(b, run, [&](const void *x, void *y) {
            BatchKernels::rmsNorm(storage, x, y, b.rows, d, b.gamma.data(), 1e-5f, path, stores);
        });
        auto &out = outputs[stores == Stores::Streaming];
        out = ln;
        out.insert(out.end(), rms.begin(), rms.end());
    }
    CHECK(
        std::none_of(outputs[1].begin(), outputs[1].end(), [](float v) { return std::isnan(v); }));
    CHECK(outputs[0] == outputs[1]);
    checkLayerNorm(b, true, 1e-5f, Run{path, storage, Stores::Streaming, misalign});
    checkRmsNorm(b, true, 1e-5f, Run{path, storage, Stores::Streaming, misalign});
}

TEST_CASE("16-bit batch kernels work in place", "[batch]")
{
    const Storage storage = GENERATE(Storage::Bf16, Storage::Fp16);
    const auto path = GENERATE(BatchKernels::Path::Portable, BatchKernels::Path::Avx2);
    const Stores stores = GENERATE(Stores::Cached, Stores::Streaming);
    CAPTURE(BatchKernels::name(storage), BatchKernels::name(path), BatchKernels::name(stores));
    if (!pathRuns(path))
        return;
    const Batch b = storedBatch(randomBatch(6, 35, 98), storage);
    const std::vector<unsigned char> x = encode(b.x, storage);
    std::vector<unsigned char> out(x.size()), inPlace = x;
    BatchKernels::layerNorm(storage, x.data(), out.data(), b.rows, b.d, b.gamma.data(),
                            b.beta.data(), 1e-5f, path, stores);
    BatchKernels::layerNorm(storage, inPlace.data(), inPlace.data(), b.rows, b.d, b.gamma.data(),
                            b.beta.data(), 1e-5f, path, stores);
    CHECK(inPlace == out);
    inPlace = x;
    BatchKernels::rmsNorm(storage, x.data(), out.data(), b.rows, b.d, b.gamma.data(), 1e-5f, path,
                          stores);
    BatchKernels::rmsNorm(storage, inPlace.data(), inPlace.data(), b.rows, b.d, b.gamma.data(),
                          1e-5f, path, stores);
    CHECK(inPlace == out);
}

TEST_CASE("the naive reference computes the same norms", "[batch]")
{
    // Separate passes and temporaries, summed in double per row: the same bounds hold.
    const Storage storage = GENERATE(Storage::Fp32, Storage::Bf16, Storage::Fp16);
    const Shape shape = GENERATE(Shape{1, 1}, Shape{3, 17}, Shape{4, 1000});
    CAPTURE(BatchKernels::name(storage), shape.rows, shape.d);
    const Batch b = storedBatch(randomBatch(shape.rows, shape.d, 31u, 0.5, 2.0), storage);
    // Compare with the fused kernel on the same data: both within the bound of the reference.
    const Run run{BatchKernels::Path::Portable, storage};
    const std::vector<float> ln = runKernel(b, run, [&](const void *x, void *y) {
        NaiveNorms::layerNorm(storage, x, y, b.rows, b.d, b.gamma.data(), b.beta.data(), 1e-5f);
    });
    const std::vector<float> rms = runKernel(b, run, [&](const void *x, void *y) {
        NaiveNorms::rmsNorm(storage, x, y, b.rows, b.d, b.gamma.data(), 1e-5f);
    });
    const NormSettings s = fp64Settings(rowOf(b.gamma, 0, b.d), rowOf(b.beta, 0, b.d), 1e-5f);
    NormSettings sr = s;
    sr.beta = {0.0};
    for (int r = 0; r < b.rows; ++r) {
        const std::vector<double> x = rowOf(b.x, r, b.d);
        const NormTrace tl = traceLayerNorm(x, s);
        const NormTrace tr = traceRmsNorm(x, sr);
        const double scaleOfX =
            largestMagnitude(x) / std::sqrt(tl.step(StepId::Variance)->scalar + s.eps);
        const double rmsValue = tr.step(StepId::Rms)->scalar;
        for (int i = 0; i < b.d; ++i) {
            const size_t k = size_t(r) * size_t(b.d) + size_t(i);
            const double tolLn =
                kSafety * kU *
                (std::abs(s.gammaAt(i)) * (scaleOfX + std::abs(tl.normalized[size_t(i)])) +
                 std::abs(s.betaAt(i)));
            const double tolRms =
                kSafety * kU * std::abs(s.gammaAt(i)) * std::abs(x[size_t(i)]) / rmsValue;
            CHECK(withinStorageBound(ln[k], tl.output()[size_t(i)], tolLn, storage));
            CHECK(withinStorageBound(rms[k], tr.output()[size_t(i)], tolRms, storage));
        }
    }
    // rows = 0 writes nothing.
    float y = 7.0f;
    const float x1 = 1.0f;
    NaiveNorms::layerNorm(Storage::Fp32, &x1, &y, 0, 1, nullptr, nullptr, 1e-5f);
    NaiveNorms::rmsNorm(Storage::Fp32, &x1, &y, 0, 1, nullptr, 1e-5f);
    CHECK(y == 7.0f);
}

TEST_CASE("stores stream exactly when the output is larger than half the last-level cache",
          "[batch]")
{
    const size_t llc = BatchKernels::lastLevelCacheBytes();
    CHECK(llc >= size_t(256) << 10); // every x86-64 of this century has at least that
    CHECK(BatchKernels::resolve(Stores::Automatic, llc / 2) == Stores::Cached);
    CHECK(BatchKernels::resolve(Stores::Automatic, llc / 2 + 1) == Stores::Streaming);
    CHECK(BatchKernels::resolve(Stores::Cached, llc * 4) == Stores::Cached);
    CHECK(BatchKernels::resolve(Stores::Streaming, 64) == Stores::Streaming);
    CHECK(std::string(BatchKernels::name(Stores::Streaming)) == "streaming");
    CHECK(BatchKernels::bytesPerElement(Storage::Fp32) == 4);
    CHECK(BatchKernels::bytesPerElement(Storage::Bf16) == 2);
    CHECK(BatchKernels::bytesPerElement(Storage::Fp16) == 2);
    CHECK(std::string(BatchKernels::name(Storage::Bf16)) == "bf16");
}

TEST_CASE("throughput benchmark measures storage formats side by side, with the naive baseline",
          "[batch]")
{
    ThroughputBenchmark::Config c;
    c.rows = 8;
    c.d = 24;
    c.repeat = 2;
    c.naive = true;
    std::vector<double> fractions;
    const std::vector<ThroughputBenchmark::Result> results =
        ThroughputBenchmark::runSideBySide(c, {Storage::Fp32, Storage::Bf16, Storage::Fp16},
                                           [&](double f) { fractions.push_back(f); });
    REQUIRE(results.size() == 3);
    CHECK(results[0].storage == Storage::Fp32);
    CHECK(results[1].storage == Storage::Bf16);
    CHECK(results[2].storage == Storage::Fp16);
    // 1 setup step + 5 kernels × 3 formats × 2 repeats.
    CHECK(fractions.size() == 31);
    CHECK(fractions.back() == Approx(1.0));
    for (const ThroughputBenchmark::Result &r : results) {
        CAPTURE(BatchKernels::name(r.storage));
        CHECK(r.bytesPerElement == BatchKernels::bytesPerElement(r.storage));
        const double bytes = 2.0 * 8 * 24 * r.bytesPerElement;
        CHECK(r.copyGbps == Approx(bytes / r.copySeconds / 1e9));
        CHECK(r.layerNormGbps == Approx(bytes / r.layerNormSeconds / 1e9));
        CHECK(r.naiveLayerNormSeconds > 0.0);
        CHECK(r.naiveRmsNormSeconds > 0.0);
        CHECK(r.layerNormSpeedupOverNaive == Approx(r.naiveLayerNormSeconds / r.layerNormSeconds));
        CHECK(r.rmsNormSpeedupOverNaive == Approx(r.naiveRmsNormSeconds / r.rmsNormSeconds));
        CHECK(r.stores == Stores::Cached); // a 768-byte output fits any cache
        const std::string json = ThroughputBenchmark::toJson(r);
        CHECK(json.find(std::string("\"dtype\":\"") + BatchKernels::name(r.storage) + "\"") !=
              std::string::npos);
        CHECK(json.find("\"naive_layernorm_seconds\":") != std::string::npos);
    }
    const std::string text = ThroughputBenchmark::toText(results);
    CHECK(text.find("LayerNorm (naive)") != std::string::npos);
    CHECK(text.find("bf16: copy ") != std::string::npos);
    // The baseline is named for what it is: a loop per step, not NumPy (several times faster).
    CHECK(text.find("fused over the naive loop (one scalar pass per step") != std::string::npos);
    CHECK(text.find("as NumPy") == std::string::npos);
    // Without naive the naive figures stay 0; forced streaming is reported as such.
    c.naive = false;
    c.stores = Stores::Streaming;
    const ThroughputBenchmark::Result plain = ThroughputBenchmark::run(c);
    CHECK(plain.naiveLayerNormSeconds == 0.0);
    CHECK(plain.stores == Stores::Streaming);
    CHECK(ThroughputBenchmark::toText(plain).find("naive") == std::string::npos);
    CHECK_THROWS_AS(ThroughputBenchmark::runSideBySide(c, {}), std::invalid_argument);
}

TEST_CASE("every kernel path and storage follows the fp64 reference for rows far from zero",
          "[batch]")
{
    // A mean many σ from 0 (LayerNorm must cancel it) on every path and storage, with d not a
    // multiple of 8, 16 or 32 (the vector loops' tails), rows that start with outliers or a ramp
    // (the shift misses μ: the second walk) and plain rows (one walk). The sums' order differs
    // between paths (16 lanes portable, 32 on AVX2, bf16's lanes interleaved): each is held to
    // the same bound, kSafety·u times the terms' size, plus one rounding to the storage format.
    const Storage storage = GENERATE(Storage::Fp32, Storage::Bf16, Storage::Fp16);
    const auto path = GENERATE(BatchKernels::Path::Portable, BatchKernels::Path::Avx2);
    const int d = GENERATE(31, 33, 100, 4099);
    const bool affine = GENERATE(false, true);
    CAPTURE(BatchKernels::name(storage), BatchKernels::name(path), d, affine);
    if (!pathRuns(path))
        return;
    // |μ|/σ = 100 in every format: bf16 keeps 8 significant bits, so x is quantized to σ/2.
    Batch b = randomBatch(4, d, 4000u + unsigned(d), 3000.0, 30.0);
    for (int i = 0; i < std::min(d, 8); ++i)
        b.x[size_t(i)] = 3600.0f; // row 0: outliers first, the shift 20σ off
    for (int i = 0; i < d; ++i)
        b.x[size_t(d + i)] = 2900.0f + 200.0f * float(i) / float(d); // row 1: a ramp
    b = storedBatch(b, storage);
    checkLayerNorm(b, affine, 1e-5f, Run{path, storage});
    checkRmsNorm(b, affine, 1e-5f, Run{path, storage});
    // The same with streaming stores (and the next row prefetched on the way).
    checkLayerNorm(b, affine, 1e-5f, Run{path, storage, Stores::Streaming, 1});
    checkRmsNorm(b, affine, 1e-5f, Run{path, storage, Stores::Streaming, 1});
}

TEST_CASE("batch LayerNorm's variance stays within a few u at every tail length", "[batch]")
{
    // With ε = 0 and no γ, β the output's variance is σ²/σ̂²: it measures the kernel's σ² on
    // its own. Rows 10⁴ σ from 0 (one walk from a good shift) at tails of every length modulo
    // 32 and across a block (256) boundary: a few u off, as before the sums were split over
    // more accumulators.
    const auto path = GENERATE(BatchKernels::Path::Portable, BatchKernels::Path::Avx2);
    CAPTURE(BatchKernels::name(path));
    if (!pathRuns(path))
        return;
    for (int d : {40, 47, 63, 64, 65, 95, 255, 257, 289, 1023, 4096 + 31}) {
        CAPTURE(d);
        const Batch b = randomBatch(3, d, 500u + unsigned(d), 1e4, 1.0);
        for (Stores stores : {Stores::Cached, Stores::Streaming}) {
            std::vector<float> y(b.x.size());
            BatchKernels::layerNorm(b.x.data(), y.data(), b.rows, d, nullptr, nullptr, 0.0f, path,
                                    stores);
            for (int r = 0; r < b.rows; ++r) {
                const double var = rowVariance(y, r, d);
                CAPTURE(r, var - 1.0);
                // x is known to u·10⁴ relative to σ: y's spread has that much noise of its own.
                CHECK(std::abs(var - 1.0) <= kSafety * kU + 4.0 * 1e4 * kU / std::sqrt(double(d)));
            }
        }
    }
}

TEST_CASE("NaN and inf inputs give what the fp64 reference gives, on every path and storage",
          "[batch]")
{
    // Row 0 holds a NaN, row 1 +inf, row 2 −inf and a NaN, row 3 stays finite (the others must
    // not leak into it) but for the columns of a NaN γ or β. y starts finite, so an element left
    // unwritten shows; NaN stays NaN in every format (a bf16 NaN must not round into ±inf or −0).
    const Storage storage = GENERATE(Storage::Fp32, Storage::Bf16, Storage::Fp16);
    const auto path = GENERATE(BatchKernels::Path::Portable, BatchKernels::Path::Avx2);
    const Stores stores = GENERATE(Stores::Cached, Stores::Streaming);
    const bool affine = GENERATE(false, true);
    CAPTURE(BatchKernels::name(storage), BatchKernels::name(path), BatchKernels::name(stores),
            affine);
    if (!pathRuns(path))
        return;
    const int d = 37;
    const float inf = std::numeric_limits<float>::infinity();
    Batch b = storedBatch(randomBatch(4, d, 61, 0.5, 2.0), storage);
    b.x[5] = std::nanf("");
    b.x[size_t(d + 20)] = inf;
    b.x[size_t(2 * d + 3)] = -inf;
    b.x[size_t(2 * d + 36)] = std::nanf("");
    const std::vector<unsigned char> x = encode(b.x, storage);
    // Widest NaN payloads as bf16 bits too: 0x7FFF and 0xFFFF (all mantissa bits set).
    std::vector<unsigned char> xs = x;
    if (storage == Storage::Bf16) {
        const std::uint16_t nans[2] = {0x7FFF, 0xFFFF};
        std::memcpy(xs.data() + 2 * 5, &nans[0], 2);
        std::memcpy(xs.data() + 2 * size_t(2 * d + 36), &nans[1], 2);
    }
    // A NaN γ and β with every payload bit set: x̂·γ carries that payload, which a plain
    // round-to-nearest of the bits would carry into the sign (0x7FFFFFFF → bf16 0x8000, −0).
    const std::uint32_t nanBits[2] = {0x7FFFFFFFu, 0xFFFFFFFFu};
    std::memcpy(&b.gamma[10], &nanBits[0], 4);
    std::memcpy(&b.beta[11], &nanBits[1], 4);
    const float *gamma = affine ? b.gamma.data() : nullptr;
    const float *beta = affine ? b.beta.data() : nullptr;
    std::vector<unsigned char> yl = encode(std::vector<float>(b.x.size(), 7.0f), storage);
    std::vector<unsigned char> yr = yl;
    BatchKernels::layerNorm(storage, xs.data(), yl.data(), b.rows, d, gamma, beta, 1e-5f, path,
                            stores);
    BatchKernels::rmsNorm(storage, xs.data(), yr.data(), b.rows, d, gamma, 1e-5f, path, stores);
    const std::vector<float> ln = decode(yl, storage), rms = decode(yr, storage);
    const NormSettings sl =
        fp64Settings(affine ? rowOf(b.gamma, 0, d) : std::vector<double>{1.0},
                     affine ? rowOf(b.beta, 0, d) : std::vector<double>{0.0}, 1e-5f);
    NormSettings sr = sl;
    sr.beta = {0.0};
    for (int r = 0; r < b.rows; ++r) {
        const std::vector<double> xr = rowOf(b.x, r, d);
        const NormTrace tl = traceLayerNorm(xr, sl);
        const NormTrace tr = traceRmsNorm(xr, sr);
        for (int i = 0; i < d; ++i) {
            CAPTURE(r, i);
            const size_t k = size_t(r) * size_t(d) + size_t(i);
            const double refL = tl.output()[size_t(i)], refR = tr.output()[size_t(i)];
            CHECK(std::isnan(ln[k]) == std::isnan(refL));
            CHECK(std::isnan(rms[k]) == std::isnan(refR));
            if (r < 3) {
                // A row with a NaN or inf: LayerNorm's μ and σ² are not finite, so all is NaN;
                // RMSNorm's Σx² is inf for an inf row (finite elements go to 0) or NaN.
                CHECK(std::isnan(ln[k]));
                if (!std::isnan(refR))
                    CHECK(rms[k] == refR);
            } else if (!std::isnan(refL)) {
                CHECK(std::isfinite(ln[k]));
                CHECK(std::abs(ln[k] - refL) <= 0.02 * (std::abs(refL) + 1.0));
                CHECK(std::abs(rms[k] - refR) <= 0.02 * (std::abs(refR) + 1.0));
            }
        }
    }
}

TEST_CASE("bf16 outputs round to nearest even at every edge, with or without a NaN in γ or β",
          "[batch]")
{
    // x = ±1 with Σx² = d and (LayerNorm) Σx = 0, ε = 0: μ = 0 and 1/σ = 1 exactly on every
    // path, so y = ±γ (+ β = 0) exactly before its one rounding, and each γ is an edge of that
    // rounding. The reference is roundToPrecision (round-to-odd, then Eigen's conversion), not
    // the kernels' integer rounding. A NaN in γ or β (wide payloads that a plain add of 0x7FFF
    // would carry into the sign or into ±inf) switches the AVX2 path to its NaN-testing
    // rounding; without one it rounds without the test, and a row of NaN x must still give NaN.
    const auto path = GENERATE(BatchKernels::Path::Portable, BatchKernels::Path::Avx2);
    const Stores stores = GENERATE(Stores::Cached, Stores::Streaming);
    const size_t misalign = GENERATE(size_t(0), size_t(1));
    const int d = GENERATE(70, 4098);
    const bool nanCoefficients = GENERATE(false, true);
    CAPTURE(BatchKernels::name(path), BatchKernels::name(stores), misalign, d, nanCoefficients);
    if (!pathRuns(path))
        return;
    const auto fromBits = [](std::uint32_t bits) {
        float f;
        std::memcpy(&f, &bits, 4);
        return f;
    };
    const std::uint32_t edges[] = {
        0x3F808000u,              // tie, kept part even: stays 0x3F80
        0x3F818000u,              // tie, kept part odd: up to 0x3F82
        0x3F808001u, 0x3F807FFFu, // just above and below a tie
        0x3FFFFFFFu,              // rounds up into the next exponent (2.0)
        0x3F7F8000u,              // tie, odd: up into the next exponent (1.0)
        0x7F7FFFFFu, 0x7F7F8000u, // the largest floats round up to +inf
        0x7F7F7FFFu, 0x7F7E8000u, // ... these stay finite
        0x7F800000u, 0xFF800000u, 0x00000000u, 0x80000000u, // ±inf, ±0
        0x00008000u, 0x00018000u, 0x0000FFFFu, 0x80010000u, // subnormal ties and rounding
        0x007FFFFFu, // the largest subnormal rounds up to the smallest normal
        0xBF818000u, 0xBFFFFFFFu, 0xFF7FFFFFu, 0x80008001u};
    const std::uint32_t nans[] = {0x7FFFFFFFu, 0xFFFFFFFFu, 0x7FFF8000u,
                                  0xFFFF8000u, 0x7FC00001u, 0x7F800001u};
    PortableRandom rng(29);
    std::vector<float> gamma(static_cast<size_t>(d)), beta(static_cast<size_t>(d), 0.0f);
    for (int i = 0; i < d; ++i) {
        // Each edge at several positions (both lanes of a pair, the tail); random bits elsewhere.
        std::uint32_t bits = i < 4 * int(std::size(edges)) ? edges[size_t(i) % std::size(edges)]
                                                           : std::uint32_t(rng.nextBits());
        if (std::isnan(fromBits(bits)))
            bits &= 0xFF7FFFFFu; // a finite value instead
        gamma[size_t(i)] = fromBits(bits);
    }
    if (nanCoefficients) {
        for (size_t k = 0; k < std::size(nans); ++k) {
            gamma[size_t(d) - 1 - 3 * k] = fromBits(nans[k]);
            beta[5 + 7 * k] = fromBits(nans[k]);
        }
    }
    // Rows 0 and 1: +1 −1 +1 ... and −1 +1 −1 ...; row 2: NaN x of every kind (bf16 bits).
    const int rows = 3;
    std::vector<std::uint16_t> x(misalign + size_t(rows) * size_t(d));
    const std::uint16_t xNans[] = {0x7FFF, 0xFFFF, 0x7FC1, 0xFF81, 0x7F81};
    for (int r = 0; r < rows; ++r) {
        for (int i = 0; i < d; ++i) {
            std::uint16_t &v = x[misalign + size_t(r) * size_t(d) + size_t(i)];
            v = ((i + r) % 2 == 0) ? 0x3F80 : 0xBF80;
            if (r == 2 && i % 9 == 4)
                v = xNans[size_t(i / 9) % std::size(xNans)];
        }
    }
    for (bool layerNorm : {false, true}) {
        CAPTURE(layerNorm);
        std::vector<std::uint16_t> y(x.size(), 0x3F80);
        if (layerNorm)
            BatchKernels::layerNorm(Storage::Bf16, x.data() + misalign, y.data() + misalign, rows,
                                    d, gamma.data(), beta.data(), 0.0f, path, stores);
        else
            BatchKernels::rmsNorm(Storage::Bf16, x.data() + misalign, y.data() + misalign, rows, d,
                                  gamma.data(), 0.0f, path, stores);
        int bad = 0;
        for (int r = 0; r < rows; ++r) {
            for (int i = 0; i < d; ++i) {
                const size_t k = misalign + size_t(r) * size_t(d) + size_t(i);
                const float got = StorageConversion::floatFromBf16(y[k]);
                const float sign = x[k] == 0x3F80 ? 1.0f : -1.0f;
                // (−γ + 0 is +0 for γ = 0, as LayerNorm's x̂·γ + β gives it.)
                const float exact =
                    layerNorm ? sign * gamma[size_t(i)] + beta[size_t(i)] : sign * gamma[size_t(i)];
                const bool nanExpected = r == 2 || std::isnan(exact);
                bool ok;
                if (nanExpected) {
                    ok = std::isnan(got);
                } else {
                    const double ref = roundToPrecision(exact, Precision::Bf16);
                    ok = got == ref && std::signbit(got) == std::signbit(ref);
                }
                if (!ok && bad++ < 5) {
                    INFO("row " << r << " i " << i << " y bits " << y[k] << " exact " << exact);
                    CHECK(ok);
                }
            }
        }
        CHECK(bad == 0);
    }
}

TEST_CASE("a NaN ε gives NaN outputs in every format, whatever its payload", "[batch]")
{
    // ε's payload reaches every lane through 1/σ; with all its bits set, a round-to-nearest of
    // the bits that did not test for NaN would carry it into −0 (bf16 0x8000) or +0.
    const Storage storage = GENERATE(Storage::Fp32, Storage::Bf16, Storage::Fp16);
    const auto path = GENERATE(BatchKernels::Path::Portable, BatchKernels::Path::Avx2);
    const Stores stores = GENERATE(Stores::Cached, Stores::Streaming);
    const std::uint32_t epsBits = GENERATE(0x7FFFFFFFu, 0xFFFFFFFFu, 0x7FC00000u);
    CAPTURE(BatchKernels::name(storage), BatchKernels::name(path), BatchKernels::name(stores),
            epsBits);
    if (!pathRuns(path))
        return;
    float eps;
    std::memcpy(&eps, &epsBits, 4);
    const Batch b = storedBatch(randomBatch(3, 67, 71, 0.2, 1.5), storage);
    const Run run{path, storage, stores};
    const std::vector<float> ln = runKernel(b, run, [&](const void *x, void *y) {
        BatchKernels::layerNorm(storage, x, y, b.rows, b.d, b.gamma.data(), b.beta.data(), eps,
                                path, stores);
    });
    const std::vector<float> rms = runKernel(b, run, [&](const void *x, void *y) {
        BatchKernels::rmsNorm(storage, x, y, b.rows, b.d, b.gamma.data(), eps, path, stores);
    });
    CHECK(std::all_of(ln.begin(), ln.end(), [](float v) { return std::isnan(v); }));
    CHECK(std::all_of(rms.begin(), rms.end(), [](float v) { return std::isnan(v); }));
}
