#pragma once

// Published FLOP estimates per normalized vector of length d, kept apart from the counted
// figures so the app can show each next to what the kernels actually did.

namespace nk::claims {

// The seed document (section "计算效率对比"): LN ≈ 8d, RMS ≈ 4d, "50 % saving".
constexpr double kSeedLayerNormPerElement = 8.0;
constexpr double kSeedRmsNormPerElement = 4.0;
constexpr const char *kSeedSource = "NormKitchen seed document, section on compute efficiency";

// A careful count of the textbook formulas: LN ≈ 7d (5d without γ, β), RMS ≈ 4d (3d without γ).
constexpr double kCarefulLayerNormPerElement = 7.0;
constexpr double kCarefulRmsNormPerElement = 4.0;

// DeepSpeed's flops profiler and fvcore count LayerNorm as 5 operations per element.
constexpr double kProfilerLayerNormPerElement = 5.0;
constexpr const char *kProfilerSource = "DeepSpeed flops profiler / fvcore";

// Measured training speed-ups: the seeds claim 1.1–1.3× throughput; Zhang & Sennrich (2019),
// "Root Mean Square Layer Normalization", report about 7 % less running time (1.07×) for the
// Transformer; Jiang et al. (2023), "Pre-RMSNorm and Pre-CRMSNorm Transformers", up to 10 %.
constexpr double kSeedSpeedupLow = 1.1;
constexpr double kSeedSpeedupHigh = 1.3;
constexpr double kPaperTransformerSpeedup = 1.07;
constexpr double kPreRmsNormSpeedupMax = 1.10;

} // namespace nk::claims
