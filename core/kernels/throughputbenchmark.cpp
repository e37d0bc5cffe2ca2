#include "kernels/throughputbenchmark.h"

#include "io/jsonwriter.h"
#include "kernels/batchkernels.h"
#include "kernels/naivenorms.h"
#include "kernels/storageconversion.h"
#include "norm/normsettings.h"
#include "numeric/portablerandom.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#include <limits>
#include <stdexcept>
#include <vector>

namespace nk {

namespace {

// A sample of a small batch runs the kernel this many bytes' worth of times, so that it lasts
// long enough for the clock (a 4 × 8 batch would otherwise take tens of nanoseconds).
constexpr double kMinBytesPerSample = 16.0 * 1024 * 1024;
constexpr std::uint64_t kSeed = 20240607;
constexpr float kEps = 1e-5f;

// 64-byte aligned, as frameworks allocate tensors (PyTorch's CPU allocator does): a vector's
// 16-byte alignment would split every other 32-byte load across two cache lines.
struct FreeBytes
{
    void operator()(void *p) const { std::free(p); }
};
using AlignedBytes = std::unique_ptr<void, FreeBytes>;

AlignedBytes alignedBytes(size_t bytes)
{
    constexpr size_t kAlignment = 64;
    bytes = std::max<size_t>(kAlignment, (bytes + kAlignment - 1) / kAlignment * kAlignment);
    void *p = std::aligned_alloc(kAlignment, bytes);
    if (!p)
        throw std::bad_alloc();
    return AlignedBytes(p);
}

// x[i] = v rounded to the storage format.
void storeElement(BatchKernels::Storage storage, void *x, size_t i, float v)
{
    switch (storage) {
    case BatchKernels::Storage::Fp32:
        static_cast<float *>(x)[i] = v;
        break;
    case BatchKernels::Storage::Bf16:
        static_cast<std::uint16_t *>(x)[i] = StorageConversion::bf16FromFloat(v);
        break;
    case BatchKernels::Storage::Fp16:
        static_cast<std::uint16_t *>(x)[i] = StorageConversion::fp16FromFloat(v);
        break;
    }
}

bool isCancelled(const std::atomic<bool> *cancel)
{
    return cancel && cancel->load(std::memory_order_relaxed);
}

// Fixed notation without the C locale's say over the decimal point.
std::string fixed(double v, int digits)
{
    if (!std::isfinite(v))
        return std::isnan(v) ? "nan" : (v > 0 ? "inf" : "-inf");
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::fixed, digits);
    return std::string(buf, r.ptr);
}

std::string padRight(std::string s, size_t width)
{
    if (s.size() < width)
        s.append(width - s.size(), ' ');
    return s;
}

std::string padLeft(const std::string &s, size_t width)
{
    return s.size() < width ? std::string(width - s.size(), ' ') + s : s;
}

} // namespace

ThroughputBenchmark::Result
ThroughputBenchmark::run(const Config &config, const std::function<void(double fraction)> &progress,
                         const std::atomic<bool> *cancel)
{
    return runSideBySide(config, {config.storage}, progress, cancel).front();
}

std::uint64_t ThroughputBenchmark::bytesNeeded(const Config &config,
                                               const std::vector<BatchKernels::Storage> &storages)
{
    const std::uint64_t n =
        std::uint64_t(std::max(config.rows, 0)) * std::uint64_t(std::max(config.d, 0));
    std::uint64_t widest = 0;
    std::uint64_t bytes = 0;
    for (BatchKernels::Storage s : storages) {
        const std::uint64_t width = std::uint64_t(BatchKernels::bytesPerElement(s));
        bytes += n * width; // its x
        widest = std::max(widest, width);
    }
    bytes += n * widest; // y
    if (config.naive)
        bytes += 3 * n * sizeof(float);
    return bytes;
}

std::vector<ThroughputBenchmark::Result> ThroughputBenchmark::runSideBySide(
    const Config &config, const std::vector<BatchKernels::Storage> &storages,
    const std::function<void(double fraction)> &progress, const std::atomic<bool> *cancel)
{
    using Storage = BatchKernels::Storage;
    if (config.rows < 1 || config.d < 1 || config.repeat < 1 || config.d > kMaxDimension ||
        storages.empty())
        throw std::invalid_argument("ThroughputBenchmark: rows, d and repeat must be >= 1, "
                                    "d <= kMaxDimension, and at least one storage format given");

    const int rows = config.rows;
    const int d = config.d;
    const size_t n = size_t(rows) * size_t(d);
    const BatchKernels::Path path = BatchKernels::resolve(config.path);

    std::vector<Result> results(storages.size());
    for (size_t k = 0; k < storages.size(); ++k) {
        Result &r = results[k];
        r.rows = rows;
        r.d = d;
        r.repeat = config.repeat;
        r.path = path;
        r.storage = storages[k];
        r.bytesPerElement = BatchKernels::bytesPerElement(storages[k]);
        r.stores = BatchKernels::resolve(config.stores, n * size_t(r.bytesPerElement));
    }
    const auto cancelledResults = [results] {
        std::vector<Result> out = results; // the config only, every figure 0
        for (Result &r : out)
            r.cancelled = true;
        return out;
    };

    // Filling x and zeroing y also touches every page before the clock starts.
    PortableRandom rng(kSeed);
    std::vector<float> gamma(static_cast<size_t>(d));
    std::vector<float> beta(static_cast<size_t>(d));
    for (int i = 0; i < d; ++i) {
        gamma[size_t(i)] = float(1.0 + 0.1 * rng.standardNormal());
        beta[size_t(i)] = float(0.1 * rng.standardNormal());
    }
    // x uniform in [−1, 1): the kernels' speed does not depend on the distribution, and
    // uniforms are about 20 times cheaper than normals to draw for 16 M elements. One x per
    // format (the same values, rounded), one y for all.
    size_t widest = 0;
    for (Storage s : storages)
        widest = std::max(widest, size_t(BatchKernels::bytesPerElement(s)));
    std::vector<AlignedBytes> xBuffers;
    for (size_t k = 0; k < storages.size(); ++k)
        xBuffers.push_back(alignedBytes(n * size_t(results[k].bytesPerElement)));
    const AlignedBytes yBuffer = alignedBytes(n * widest);
    void *const y = yBuffer.get();
    std::memset(y, 0, n * widest);
    for (int r = 0; r < rows; ++r) {
        if (r % 256 == 0 && isCancelled(cancel))
            return cancelledResults();
        const size_t offset = size_t(r) * size_t(d);
        for (int i = 0; i < d; ++i) {
            const float v = float(2.0 * rng.uniform() - 1.0);
            for (size_t k = 0; k < storages.size(); ++k)
                storeElement(storages[k], xBuffers[k].get(), offset + size_t(i), v);
        }
    }

    const int kernelsPerStorage = config.naive ? 5 : 3;
    const int totalSteps = 1 + kernelsPerStorage * int(storages.size()) * config.repeat;
    int step = 1;
    if (progress)
        progress(double(step) / totalSteps);

    using Clock = std::chrono::steady_clock;
    volatile unsigned char sink = 0; // reads y, so no pass can be dropped as unused
    const double inf = std::numeric_limits<double>::infinity();
    std::vector<std::array<double, 5>> best(storages.size(), {inf, inf, inf, inf, inf});
    std::vector<int> passes(storages.size());
    for (size_t k = 0; k < storages.size(); ++k) {
        const double bytes = 2.0 * double(n) * results[k].bytesPerElement;
        passes[k] = int(std::max(1.0, std::ceil(kMinBytesPerSample / bytes)));
    }
    for (int rep = 0; rep < config.repeat; ++rep) {
        for (size_t k = 0; k < storages.size(); ++k) {
            const Storage storage = storages[k];
            const void *const x = xBuffers[k].get();
            const size_t bytes = n * size_t(results[k].bytesPerElement);
            const BatchKernels::Stores stores = results[k].stores;
            const auto timeKernel = [&](auto &&kernel) {
                const Clock::time_point start = Clock::now();
                for (int p = 0; p < passes[k]; ++p)
                    kernel();
                const Clock::time_point stop = Clock::now();
                sink = sink + static_cast<const unsigned char *>(y)[bytes - 1];
                return std::chrono::duration<double>(stop - start).count() / passes[k];
            };
            for (int kernel = 0; kernel < kernelsPerStorage; ++kernel) {
                if (isCancelled(cancel))
                    return cancelledResults();
                double seconds = 0.0;
                if (kernel == 0) {
                    seconds = timeKernel([&] { BatchKernels::copyBytes(x, y, bytes); });
                } else if (kernel == 1) {
                    seconds = timeKernel([&] {
                        BatchKernels::layerNorm(storage, x, y, rows, d, gamma.data(), beta.data(),
                                                kEps, path, stores);
                    });
                } else if (kernel == 2) {
                    seconds = timeKernel([&] {
                        BatchKernels::rmsNorm(storage, x, y, rows, d, gamma.data(), kEps, path,
                                              stores);
                    });
                } else if (kernel == 3) {
                    seconds = timeKernel([&] {
                        NaiveNorms::layerNorm(storage, x, y, rows, d, gamma.data(), beta.data(),
                                              kEps);
                    });
                } else {
                    seconds = timeKernel(
                        [&] { NaiveNorms::rmsNorm(storage, x, y, rows, d, gamma.data(), kEps); });
                }
                best[k][size_t(kernel)] = std::min(best[k][size_t(kernel)], seconds);
                ++step;
                if (progress)
                    progress(double(step) / totalSteps);
            }
        }
    }

    // A clock that ticks coarser than a sample could still give 0; keep the figures finite.
    const double tick = std::chrono::duration<double>(Clock::duration(1)).count();
    for (size_t k = 0; k < storages.size(); ++k) {
        for (int kernel = 0; kernel < kernelsPerStorage; ++kernel)
            best[k][size_t(kernel)] = std::max(best[k][size_t(kernel)], tick / passes[k]);
        Result &result = results[k];
        const auto &b = best[k];
        const double bytes = 2.0 * double(n) * result.bytesPerElement;
        result.copySeconds = b[0];
        result.layerNormSeconds = b[1];
        result.rmsNormSeconds = b[2];
        result.copyGbps = bytes / b[0] / 1e9;
        result.layerNormGbps = bytes / b[1] / 1e9;
        result.rmsNormGbps = bytes / b[2] / 1e9;
        result.rmsOverLnTime = b[2] / b[1];
        result.layerNormFractionOfCopy = b[0] / b[1];
        result.rmsNormFractionOfCopy = b[0] / b[2];
        result.layerNormNsPerRow = b[1] * 1e9 / rows;
        result.rmsNormNsPerRow = b[2] * 1e9 / rows;
        if (config.naive) {
            result.naiveLayerNormSeconds = b[3];
            result.naiveRmsNormSeconds = b[4];
            result.layerNormSpeedupOverNaive = b[3] / b[1];
            result.rmsNormSpeedupOverNaive = b[4] / b[2];
        }
    }
    return results;
}

std::string ThroughputBenchmark::toJson(const Result &r)
{
    const std::pair<const char *, double> numbers[] = {
        {"copy_seconds", r.copySeconds},
        {"layernorm_seconds", r.layerNormSeconds},
        {"rmsnorm_seconds", r.rmsNormSeconds},
        {"copy_gbps", r.copyGbps},
        {"layernorm_gbps", r.layerNormGbps},
        {"rmsnorm_gbps", r.rmsNormGbps},
        {"rms_over_ln_time", r.rmsOverLnTime},
        {"layernorm_fraction_of_copy", r.layerNormFractionOfCopy},
        {"rmsnorm_fraction_of_copy", r.rmsNormFractionOfCopy},
        {"layernorm_ns_per_row", r.layerNormNsPerRow},
        {"rmsnorm_ns_per_row", r.rmsNormNsPerRow},
        {"naive_layernorm_seconds", r.naiveLayerNormSeconds},
        {"naive_rmsnorm_seconds", r.naiveRmsNormSeconds},
        {"layernorm_speedup_over_naive", r.layerNormSpeedupOverNaive},
        {"rmsnorm_speedup_over_naive", r.rmsNormSpeedupOverNaive},
    };
    JsonWriter w;
    w.beginObject().key("rows").value(r.rows).key("d").value(r.d).key("repeat").value(r.repeat);
    w.key("kernels").value(BatchKernels::name(r.path));
    w.key("dtype").value(BatchKernels::name(r.storage));
    w.key("stores").value(BatchKernels::name(r.stores));
    w.key("bytes_per_batch").value(2.0 * r.rows * double(r.d) * r.bytesPerElement);
    for (const auto &[key, value] : numbers)
        w.key(key).value(value);
    w.key("cancelled").value(r.cancelled).endObject();
    return w.str();
}

std::string ThroughputBenchmark::toText(const Result &r)
{
    const double megabytes = 2.0 * r.rows * double(r.d) * r.bytesPerElement / 1e6;
    std::string s = std::string(BatchKernels::name(r.storage)) + " batch " +
                    std::to_string(r.rows) + " x " + std::to_string(r.d) + ", best of " +
                    std::to_string(r.repeat) + ", " + fixed(megabytes, 1) +
                    " MB read + written per batch, " + BatchKernels::name(r.path) + " kernels, " +
                    BatchKernels::name(r.stores) + " stores\n";
    if (r.cancelled)
        return s + "cancelled\n";
    s += "kernel             time/batch       GB/s   of copy     ns/row\n";
    const auto line = [&](const std::string &name, double seconds, double gbps, double fraction) {
        s += padRight(name, 18) + padLeft(fixed(seconds * 1e3, 3) + " ms", 11) +
             padLeft(fixed(gbps, 2), 11) + padLeft(fixed(fraction * 100.0, 1) + " %", 10) +
             padLeft(fixed(seconds * 1e9 / r.rows, 1), 11) + "\n";
    };
    line("copy", r.copySeconds, r.copyGbps, 1.0);
    line("LayerNorm", r.layerNormSeconds, r.layerNormGbps, r.layerNormFractionOfCopy);
    line("RMSNorm", r.rmsNormSeconds, r.rmsNormGbps, r.rmsNormFractionOfCopy);
    const double bytes = 2.0 * r.rows * double(r.d) * r.bytesPerElement;
    if (r.naiveLayerNormSeconds > 0.0) {
        line("LayerNorm (naive)", r.naiveLayerNormSeconds, bytes / r.naiveLayerNormSeconds / 1e9,
             r.copySeconds / r.naiveLayerNormSeconds);
        line("RMSNorm (naive)", r.naiveRmsNormSeconds, bytes / r.naiveRmsNormSeconds / 1e9,
             r.copySeconds / r.naiveRmsNormSeconds);
    }
    s += "RMSNorm / LayerNorm time: " + fixed(r.rmsOverLnTime, 3) + "\n";
    if (r.naiveLayerNormSeconds > 0.0)
        s += "fused over the naive loop (one scalar pass per step, temporaries; not NumPy): "
             "LayerNorm " +
             fixed(r.layerNormSpeedupOverNaive, 2) + "x, RMSNorm " +
             fixed(r.rmsNormSpeedupOverNaive, 2) + "x faster\n";
    return s;
}

std::string ThroughputBenchmark::toText(const std::vector<Result> &results)
{
    std::string s;
    for (const Result &r : results)
        s += (s.empty() ? "" : "\n") + toText(r);
    if (results.size() < 2 || results.front().cancelled)
        return s;
    const Result &first = results.front();
    s += "\ntime against " + std::string(BatchKernels::name(first.storage)) + " in this run:\n";
    for (size_t k = 1; k < results.size(); ++k) {
        const Result &r = results[k];
        s += std::string(BatchKernels::name(r.storage)) + ": copy " +
             fixed(r.copySeconds / first.copySeconds, 3) + ", LayerNorm " +
             fixed(r.layerNormSeconds / first.layerNormSeconds, 3) + ", RMSNorm " +
             fixed(r.rmsNormSeconds / first.rmsNormSeconds, 3) + " (bytes " +
             fixed(double(r.bytesPerElement) / first.bytesPerElement, 3) + ")\n";
    }
    return s;
}

} // namespace nk
