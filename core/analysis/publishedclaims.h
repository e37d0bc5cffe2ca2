#pragma once

#include "numeric/precision.h"

namespace nk {

// The extreme-input demo that tutorials (and this app's source documents) use to argue about
// stability: every element 1e-6, d = 1024, fp32, ε = 1e-5. Its printout, LN max |y| ≈ 3.60e-11
// and RMS max |y| ≈ 3.16e-4, is kept here only so a test can hold the kernels to it; the app
// shows what ExtremeInputDemo::run() computes (LN's figure is rounding residue and depends on
// the order of the sum: the teaching kernels sum in sequence and get ≈ 1.6e-9).
namespace claims {
constexpr double kExtremeDemoValue = 1e-6;
constexpr int kExtremeDemoDimension = 1024;
constexpr double kExtremeDemoEps = 1e-5;
constexpr Precision kExtremeDemoPrecision = Precision::Fp32;
constexpr double kExtremeDemoPrintedLayerNorm = 3.60e-11;
constexpr double kExtremeDemoPrintedRmsNorm = 3.16e-4;
} // namespace claims

class ExtremeInputDemo
{
public:
    struct Result
    {
        double layerNormMaxAbs = 0.0; // largest |yᵢ| of LayerNorm (γ = 1, β = 0)
        double rmsNormMaxAbs = 0.0;   // largest |yᵢ| of RMSNorm (γ = 1)
        double sigma = 0.0; // σ = √σ² of the stored input, as LayerNorm computed σ²
        double layerNormDivisor = 0.0; // √(σ² + ε) as the kernel held it
    };
    // The demo through the teaching kernels (two-pass variance, storage accumulation). Cached.
    static const Result &run();
};

} // namespace nk
