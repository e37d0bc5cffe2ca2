#pragma once

#include "kernels/batchkernels.h"

namespace nk {

// The AVX2 + FMA (+ F16C) versions of BatchKernels' row loops (see batchkernels.h for what they
// compute and their error). Built only for x86-64 with GCC or Clang, in a file compiled with
// -mavx2 -mfma -mf16c; call them only after BatchKernels has found the features on the CPU.
// stream: write y with streaming (non-temporal) stores, fenced before returning.
class Avx2BatchKernels
{
public:
    using Storage = BatchKernels::Storage;

    static void layerNorm(Storage storage, const void *x, void *y, int rows, int d,
                          const float *gamma, const float *beta, float eps, bool stream);
    static void rmsNorm(Storage storage, const void *x, void *y, int rows, int d,
                        const float *gamma, float eps, bool stream);
};

} // namespace nk
