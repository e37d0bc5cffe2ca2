#pragma once

#include "kernels/batchkernels.h"

namespace nk {

// LayerNorm and RMSNorm over a batch in the structure a NumPy user writes them, kept as the
// baseline the fused kernels are measured against (`normkitchen bench`, "the naive loop, one pass
// per step"). It does what NumPy does for these lines (its outputs are checked against NumPy's
// when NumPy is installed, test_naivenumpy.cpp), temporaries with huge pages included, but its
// speed is not NumPy's: the two differ by a factor of a few either way with the machine, so the
// output never calls it NumPy. One whole-batch pass per operation,
// each into a new temporary of rows × d floats, in fp32 (reductions as NumPy sums: blocks of
// 128 over 8 partial sums):
//   LayerNorm: μ = x.mean(-1); c = x − μ; s = c·c; σ² = s.mean(-1); n = c / √(σ² + ε);
//              t = n·γ; y = t + β
//   RMSNorm:   s = x·x; m = s.mean(-1); n = x / √(m + ε); y = n·γ
// bf16 / fp16 storage is widened to an fp32 temporary first and rounded back at the end, as
// x.float() ... .to(dtype) does. The temporaries are fresh allocations, touched for the first
// time by the pass that fills them, as NumPy's are. Same inputs and contract as BatchKernels
// (gamma, beta may be null); y may equal x.
class NaiveNorms
{
public:
    using Storage = BatchKernels::Storage;

    static void layerNorm(Storage storage, const void *x, void *y, int rows, int d,
                          const float *gamma, const float *beta, float eps);
    static void rmsNorm(Storage storage, const void *x, void *y, int rows, int d,
                        const float *gamma, float eps);
};

} // namespace nk
