#pragma once

#include "kernels/batchkernels.h"

namespace nk {

// The portable versions of BatchKernels' row loops (see batchkernels.h for what they compute
// and their error): baseline x86-64 or any other CPU, lanes the compiler vectorizes, sums
// reassociated by hand in a fixed order. The AVX2 ones (Avx2BatchKernels) give the same numbers.
// stream: write y with streaming (non-temporal) stores where SSE2 has them, fenced before
// returning.
class PortableBatchKernels
{
public:
    using Storage = BatchKernels::Storage;

    static void layerNorm(Storage storage, const void *x, void *y, int rows, int d,
                          const float *gamma, const float *beta, float eps, bool stream);
    static void rmsNorm(Storage storage, const void *x, void *y, int rows, int d,
                        const float *gamma, float eps, bool stream);
};

} // namespace nk
