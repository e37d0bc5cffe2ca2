#pragma once

#include "norm/trace.h"

#include <vector>

namespace nk {

// RMS² = σ² + μ²: the figures behind the stability picture, read from the two traces.
struct StabilityNumbers
{
    double mean = 0.0;             // μ (LayerNorm's mean step)
    double meanSquared = 0.0;      // μ², in double from the traced μ
    double variance = 0.0;         // σ² (LayerNorm's variance step, after any clamp)
    double sigma = 0.0;            // √σ², in double
    double meanSquare = 0.0;       // RMS² = (1/d) Σ xᵢ² (RMSNorm's mean-square step)
    double rms = 0.0;              // √RMS², in double
    double meanShare = 0.0;        // μ² / RMS²: how much of the mean square is the mean
    double layerNormDivisor = 0.0; // √(σ² + ε) as the kernel held it
    double rmsNormDivisor = 0.0;   // √(RMS² + ε) as the kernel held it
    double eps = 0.0;
    // meanSquare − (variance + meanSquared): 0 in exact arithmetic, rounding otherwise.
    double identityGap = 0.0;
};

// Memory traffic of one vector: the teaching kernels (unfused, every step a walk over the table
// that may keep an intermediate) against a fused kernel that reads x once and writes y once.
struct MemoryFigures
{
    long long passes = 0;
    long long readElements = 0; // includes γ (and β) as the trace counts them
    long long writeElements = 0;
    int bytesPerElement = 4;
    long long readBytes() const { return readElements * bytesPerElement; }
    long long writeBytes() const { return writeElements * bytesPerElement; }

    static constexpr long long kFusedPasses = 1;
    long long fusedReadElements = 0;  // d: x once (γ, β are shared by every row of a batch)
    long long fusedWriteElements = 0; // d: y once
    long long fusedReadBytes() const { return fusedReadElements * bytesPerElement; }
    long long fusedWriteBytes() const { return fusedWriteElements * bytesPerElement; }
};

struct FlopPoint
{
    int d = 0;
    OpCounts layerNorm;
    OpCounts rmsNorm;
};

class MonitorNumbers
{
public:
    // ln must be a LayerNorm trace and rms an RMSNorm trace of the same input.
    static StabilityNumbers stability(const NormTrace &ln, const NormTrace &rms);
    static MemoryFigures memory(const NormTrace &trace);
    // LayerNorm's counted operations ÷ RMSNorm's on the same input (0 if RMSNorm counted none).
    static double operationRatio(const NormTrace &ln, const NormTrace &rms);
    // The share of LayerNorm's counted operations RMSNorm does not do: 1 − rms / ln (0 if
    // LayerNorm counted none).
    static double operationSaving(const NormTrace &ln, const NormTrace &rms);
    // The largest |x̂ᵢ| = |xᵢ − μ| / σ any vector of d elements with σ > 0 can have, √(d − 1)
    // (one element apart from the rest): LayerNorm's output cannot blow up in size.
    static double standardizedBound(int d);
    static int bytesPerElement(Precision p); // 8, 4, 2, 2

    // Operations counted by the teaching kernels (fp64, γ = 1, β = 0, the settings' variance
    // algorithm) on vectors of length d = 8 … maxDimension (powers of two). Cached; thread-safe.
    static std::vector<FlopPoint> flopsVsDimension(const NormSettings &settings,
                                                   int maxDimension = kMaxDimension);
};

} // namespace nk
