#pragma once

#include "batchkernels.h"

#include <atomic>
#include <functional>
#include <string>

namespace nk {

// Times the fp32 batch kernels (BatchKernels) against a plain copy of the same bytes in the same
// run: within each repeat the three run back to back (copy, LayerNorm, RMSNorm), so they share
// the machine's state, and each keeps its best time. All three read x and write y, so GB/s counts
// 2 · rows · d · 4 bytes for each. Inputs come from a fixed seed; γ and β are per element.
// Single-threaded; allocates x and y (2 · rows · d · 4 bytes, 64-byte aligned). A batch under 16
// MiB is run several times per sample so the clock can resolve it, and then measures cache, not
// memory. Blocks the calling thread: run it off the GUI thread.
class ThroughputBenchmark
{
public:
    struct Config
    {
        int rows = 4096;
        int d = 4096;
        int repeat = 5;
        BatchKernels::Path path = BatchKernels::Path::Automatic;
    };

    struct Result
    {
        int rows = 0;
        int d = 0;
        int repeat = 0;
        BatchKernels::Path path = BatchKernels::Path::Portable; // the one that ran
        // Best of repeat, seconds per full batch.
        double copySeconds = 0.0;
        double layerNormSeconds = 0.0;
        double rmsNormSeconds = 0.0;
        // 10⁹ bytes per second, bytes = read x + write y = 2 · rows · d · 4.
        double copyGbps = 0.0;
        double layerNormGbps = 0.0;
        double rmsNormGbps = 0.0;
        double rmsOverLnTime = 0.0;           // rmsNormSeconds / layerNormSeconds
        double layerNormFractionOfCopy = 0.0; // layerNormGbps / copyGbps
        double rmsNormFractionOfCopy = 0.0;
        double layerNormNsPerRow = 0.0;
        double rmsNormNsPerRow = 0.0;
        // Stopped through cancel: every figure above is 0.
        bool cancelled = false;
    };

    // Throws std::invalid_argument when rows, d or repeat is < 1 or d > kMaxDimension.
    // progress gets fractions in (0, 1], from the calling thread; cancel is polled between
    // kernel runs.
    static Result run(const Config &config,
                      const std::function<void(double fraction)> &progress = {},
                      const std::atomic<bool> *cancel = nullptr);

    // One JSON object, keys in snake_case (rows, d, repeat, kernels, copy_seconds, ..., copy_gbps,
    // layernorm_gbps, rmsnorm_gbps, rms_over_ln_time, layernorm_fraction_of_copy, ...).
    static std::string toJson(const Result &result);
    // A short readable table.
    static std::string toText(const Result &result);
};

} // namespace nk
