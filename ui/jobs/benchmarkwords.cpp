#include "jobs/benchmarkwords.h"

#include "kernels/batchkernels.h"

namespace nk::ui {

QString BenchmarkWords::aboveCopyReason(const nk::ThroughputBenchmark::Result &r)
{
    if (r.layerNormFractionOfCopy <= 1.0 && r.rmsNormFractionOfCopy <= 1.0)
        return {};
    // The copy is std::memcpy with the C library's own store strategy; the kernels pick theirs
    // (BatchKernels::resolve): streaming stores past half the last-level cache, else cached.
    return r.stores == nk::BatchKernels::Stores::Streaming
               ? tr("Faster than the copy is possible here: these kernels write y with streaming "
                    "stores, which skip reading each line of y from memory first, while the copy "
                    "is the C library's memcpy, which chooses its own stores and may not stream "
                    "at this size. The copy is a reference, not the memory's hard limit.")
               : tr("Faster than the copy is possible here: the batch is small enough to stay "
                    "largely in the caches, where the copy's speed is set by memcpy's own choices "
                    "rather than by memory. The copy is a reference, not a hard limit.");
}

} // namespace nk::ui
