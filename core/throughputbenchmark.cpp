#include "throughputbenchmark.h"

#include "batchkernels.h"
#include "normsettings.h"
#include "portablerandom.h"
#include "traceformatter.h"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdlib>
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
struct FreeFloats
{
    void operator()(float *p) const { std::free(p); }
};
using AlignedFloats = std::unique_ptr<float[], FreeFloats>;

AlignedFloats alignedFloats(size_t n)
{
    constexpr size_t kAlignment = 64;
    const size_t bytes = (n * sizeof(float) + kAlignment - 1) / kAlignment * kAlignment;
    auto *p = static_cast<float *>(std::aligned_alloc(kAlignment, bytes));
    if (!p)
        throw std::bad_alloc();
    return AlignedFloats(p);
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
    if (config.rows < 1 || config.d < 1 || config.repeat < 1 || config.d > kMaxDimension)
        throw std::invalid_argument("ThroughputBenchmark: rows, d and repeat must be >= 1 and "
                                    "d <= kMaxDimension");

    Result result;
    result.rows = config.rows;
    result.d = config.d;
    result.repeat = config.repeat;
    result.path = BatchKernels::resolve(config.path);
    const BatchKernels::Path path = result.path;
    const auto cancelledResult = [result] {
        Result r = result; // the config only, every figure 0
        r.cancelled = true;
        return r;
    };

    const int rows = config.rows;
    const int d = config.d;
    const size_t n = size_t(rows) * size_t(d);
    const double bytes = 2.0 * double(n) * sizeof(float);
    const int passes = int(std::max(1.0, std::ceil(kMinBytesPerSample / bytes)));

    // Filling x and zeroing y also touches every page before the clock starts.
    PortableRandom rng(kSeed);
    std::vector<float> gamma(static_cast<size_t>(d));
    std::vector<float> beta(static_cast<size_t>(d));
    for (int i = 0; i < d; ++i) {
        gamma[size_t(i)] = float(1.0 + 0.1 * rng.standardNormal());
        beta[size_t(i)] = float(0.1 * rng.standardNormal());
    }
    // x uniform in [−1, 1): the kernels' speed does not depend on the distribution, and
    // uniforms are about 20 times cheaper than normals to draw for 16 M elements.
    const AlignedFloats xBuffer = alignedFloats(n);
    const AlignedFloats yBuffer = alignedFloats(n);
    float *const x = xBuffer.get();
    float *const y = yBuffer.get();
    std::fill(y, y + n, 0.0f);
    for (int r = 0; r < rows; ++r) {
        if (r % 256 == 0 && isCancelled(cancel))
            return cancelledResult();
        float *row = x + size_t(r) * size_t(d);
        for (int i = 0; i < d; ++i)
            row[i] = float(2.0 * rng.uniform() - 1.0);
    }

    const int totalSteps = 1 + 3 * config.repeat;
    int step = 1;
    if (progress)
        progress(double(step) / totalSteps);

    using Clock = std::chrono::steady_clock;
    volatile float sink = 0.0f; // reads y, so no pass can be dropped as unused
    const auto timeKernel = [&](auto &&kernel) {
        const Clock::time_point start = Clock::now();
        for (int p = 0; p < passes; ++p)
            kernel();
        const Clock::time_point stop = Clock::now();
        sink = sink + y[n - 1];
        return std::chrono::duration<double>(stop - start).count() / passes;
    };

    const double inf = std::numeric_limits<double>::infinity();
    double best[3] = {inf, inf, inf};
    for (int rep = 0; rep < config.repeat; ++rep) {
        for (int kernel = 0; kernel < 3; ++kernel) {
            if (isCancelled(cancel))
                return cancelledResult();
            double seconds = 0.0;
            if (kernel == 0) {
                seconds = timeKernel([&] { BatchKernels::copy(x, y, n); });
            } else if (kernel == 1) {
                seconds = timeKernel([&] {
                    BatchKernels::layerNorm(x, y, rows, d, gamma.data(), beta.data(), kEps, path);
                });
            } else {
                seconds = timeKernel(
                    [&] { BatchKernels::rmsNorm(x, y, rows, d, gamma.data(), kEps, path); });
            }
            best[kernel] = std::min(best[kernel], seconds);
            ++step;
            if (progress)
                progress(double(step) / totalSteps);
        }
    }

    // A clock that ticks coarser than a sample could still give 0; keep the figures finite.
    const double tick = std::chrono::duration<double>(Clock::duration(1)).count();
    for (double &b : best)
        b = std::max(b, tick / passes);

    result.copySeconds = best[0];
    result.layerNormSeconds = best[1];
    result.rmsNormSeconds = best[2];
    result.copyGbps = bytes / best[0] / 1e9;
    result.layerNormGbps = bytes / best[1] / 1e9;
    result.rmsNormGbps = bytes / best[2] / 1e9;
    result.rmsOverLnTime = best[2] / best[1];
    result.layerNormFractionOfCopy = best[0] / best[1];
    result.rmsNormFractionOfCopy = best[0] / best[2];
    result.layerNormNsPerRow = best[1] * 1e9 / rows;
    result.rmsNormNsPerRow = best[2] * 1e9 / rows;
    return result;
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
    };
    std::string s = "{\"rows\":" + std::to_string(r.rows) + ",\"d\":" + std::to_string(r.d) +
                    ",\"repeat\":" + std::to_string(r.repeat) + ",\"kernels\":\"" +
                    BatchKernels::name(r.path) + "\"" + ",\"bytes_per_batch\":" +
                    TraceFormatter::jsonNumber(2.0 * r.rows * double(r.d) * 4.0);
    for (const auto &[key, value] : numbers)
        s += ",\"" + std::string(key) + "\":" + TraceFormatter::jsonNumber(value);
    s += ",\"cancelled\":" + std::string(r.cancelled ? "true" : "false") + "}";
    return s;
}

std::string ThroughputBenchmark::toText(const Result &r)
{
    const double megabytes = 2.0 * r.rows * double(r.d) * 4.0 / 1e6;
    std::string s = "fp32 batch " + std::to_string(r.rows) + " x " + std::to_string(r.d) +
                    ", best of " + std::to_string(r.repeat) + ", " + fixed(megabytes, 1) +
                    " MB read + written per batch, " + BatchKernels::name(r.path) + " kernels\n";
    if (r.cancelled)
        return s + "cancelled\n";
    s += "kernel     time/batch       GB/s   of copy     ns/row\n";
    const auto line = [&](const char *name, double seconds, double gbps, double fraction) {
        s += padRight(name, 10) + padLeft(fixed(seconds * 1e3, 3) + " ms", 11) +
             padLeft(fixed(gbps, 2), 11) + padLeft(fixed(fraction * 100.0, 1) + " %", 10) +
             padLeft(fixed(seconds * 1e9 / r.rows, 1), 11) + "\n";
    };
    line("copy", r.copySeconds, r.copyGbps, 1.0);
    line("LayerNorm", r.layerNormSeconds, r.layerNormGbps, r.layerNormFractionOfCopy);
    line("RMSNorm", r.rmsNormSeconds, r.rmsNormGbps, r.rmsNormFractionOfCopy);
    s += "RMSNorm / LayerNorm time: " + fixed(r.rmsOverLnTime, 3) + "\n";
    return s;
}

} // namespace nk
