#pragma once

namespace nk {

// The AVX2 + FMA versions of BatchKernels' row loops (see batchkernels.h for what they compute
// and their error). Built only for x86-64 with GCC or Clang, in a file compiled with -mavx2
// -mfma; call them only after BatchKernels has found both features on the CPU.
class Avx2BatchKernels
{
public:
    static void layerNorm(const float *x, float *y, int rows, int d, const float *gamma,
                          const float *beta, float eps);
    static void rmsNorm(const float *x, float *y, int rows, int d, const float *gamma, float eps);
};

} // namespace nk
