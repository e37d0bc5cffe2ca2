#pragma once

#include "kernels/batchkernels.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace nk {

// Times the batch kernels (BatchKernels) against a plain copy of the same bytes in the same run:
// within each repeat they run back to back (copy, LayerNorm, RMSNorm, and with naive the
// NaiveNorms baseline of the two), so they share the machine's state, and each keeps its best
// time. All read x and write y, so GB/s counts 2 · rows · d · (bytes per element) for each.
// Inputs come from a fixed seed (x uniform in [−1, 1), rounded to the storage format); γ and β
// are per element, fp32. Single-threaded; allocates x and y (64-byte aligned) per storage
// format. A batch under 16 MiB is run several times per sample so the clock can resolve it, and
// then measures cache, not memory. Blocks the calling thread: run it off the GUI thread.
//
// runSideBySide() measures several storage formats in one run (each repeat runs every format),
// so their times compare as well as the kernels' do: the Monitor's time card and the Cost
// chapter show fp32 and bf16 this way.
class ThroughputBenchmark
{
public:
    struct Config
    {
        int rows = 4096;
        int d = 4096;
        int repeat = 5;
        BatchKernels::Path path = BatchKernels::Path::Automatic;
        BatchKernels::Storage storage = BatchKernels::Storage::Fp32; // run() only
        BatchKernels::Stores stores = BatchKernels::Stores::Automatic;
        bool naive = false; // also time NaiveNorms (slow: several passes and temporaries)
    };

    struct Result
    {
        int rows = 0;
        int d = 0;
        int repeat = 0;
        BatchKernels::Path path = BatchKernels::Path::Portable; // the one that ran
        BatchKernels::Storage storage = BatchKernels::Storage::Fp32;
        BatchKernels::Stores stores = BatchKernels::Stores::Cached; // the kernels' stores
        int bytesPerElement = 4;
        // Best of repeat, seconds per full batch.
        double copySeconds = 0.0;
        double layerNormSeconds = 0.0;
        double rmsNormSeconds = 0.0;
        // 10⁹ bytes per second, bytes = read x + write y = 2 · rows · d · bytesPerElement.
        double copyGbps = 0.0;
        double layerNormGbps = 0.0;
        double rmsNormGbps = 0.0;
        double rmsOverLnTime = 0.0;           // rmsNormSeconds / layerNormSeconds
        double layerNormFractionOfCopy = 0.0; // layerNormGbps / copyGbps
        double rmsNormFractionOfCopy = 0.0;
        double layerNormNsPerRow = 0.0;
        double rmsNormNsPerRow = 0.0;
        // The NaiveNorms baseline (0 when not timed) and how many times longer it takes.
        double naiveLayerNormSeconds = 0.0;
        double naiveRmsNormSeconds = 0.0;
        double layerNormSpeedupOverNaive = 0.0; // naiveLayerNormSeconds / layerNormSeconds
        double rmsNormSpeedupOverNaive = 0.0;
        // Stopped through cancel: every figure above is 0.
        bool cancelled = false;
    };

    // Throws std::invalid_argument when rows, d or repeat is < 1 or d > kMaxDimension.
    // progress gets fractions in (0, 1], from the calling thread; cancel is polled between
    // kernel runs.
    static Result run(const Config &config,
                      const std::function<void(double fraction)> &progress = {},
                      const std::atomic<bool> *cancel = nullptr);
    // One Result per storage format, in the order given (config.storage is not used), measured
    // in the same run. Throws std::invalid_argument also for an empty list.
    static std::vector<Result>
    runSideBySide(const Config &config, const std::vector<BatchKernels::Storage> &storages,
                  const std::function<void(double fraction)> &progress = {},
                  const std::atomic<bool> *cancel = nullptr);

    // The bytes a run of this size holds at once: one x per storage format, one y as wide as the
    // widest, and with naive NaiveNorms' temporaries (three fp32 arrays of rows × d).
    static std::uint64_t bytesNeeded(const Config &config,
                                     const std::vector<BatchKernels::Storage> &storages);

    // One JSON object, keys in snake_case (rows, d, repeat, kernels, dtype, stores, copy_seconds,
    // ..., copy_gbps, layernorm_gbps, rmsnorm_gbps, rms_over_ln_time, layernorm_fraction_of_copy,
    // ..., naive_layernorm_seconds, layernorm_speedup_over_naive, ...).
    static std::string toJson(const Result &result);
    // A short readable table.
    static std::string toText(const Result &result);
    // Several results of one run: a table each, then each format's time against the first's.
    static std::string toText(const std::vector<Result> &results);
};

} // namespace nk
