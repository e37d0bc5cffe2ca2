// The batch kernels: agreement with the fp64 teaching kernels, paths, stores, copying and the
// throughput benchmark (the 16-bit formats and special values: test_batchkernelformats.cpp).
#include "batchkernelfixture.h"

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
