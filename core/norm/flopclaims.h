#pragma once

// Published FLOP estimates per normalized vector of length d, kept apart from the counted
// figures so the app can show each next to what the kernels actually did. Each figure says whose
// it is: the screen names the source, never "the seeds".

namespace nk::claims {

// A common claim (repeated in tutorials and in this app's source documents): LN ≈ 8d,
// RMS ≈ 4d, "a 50 % saving". Shown as "a common claim" (常见说法).
constexpr double kCommonClaimLayerNormPerElement = 8.0;
constexpr double kCommonClaimRmsNormPerElement = 4.0;
constexpr const char *kCommonClaimSource =
    "a common claim (LN 8d, RMSNorm 4d, a 50 % saving), not a count";

// What the common claim implies: RMSNorm does 1 − 4/8 = 50 % fewer operations, LN/RMS = 2×.
constexpr double kCommonClaimSaving =
    1.0 - kCommonClaimRmsNormPerElement / kCommonClaimLayerNormPerElement;
constexpr double kCommonClaimRatio =
    kCommonClaimLayerNormPerElement / kCommonClaimRmsNormPerElement;

// A careful count of the textbook formulas: LN ≈ 7d (5d without γ, β), RMS ≈ 4d (3d without γ).
constexpr double kCarefulLayerNormPerElement = 7.0;
constexpr double kCarefulRmsNormPerElement = 4.0;

// DeepSpeed's flops profiler and fvcore count LayerNorm as 5 operations per element.
constexpr double kProfilerLayerNormPerElement = 5.0;
constexpr const char *kProfilerSource = "DeepSpeed flops profiler / fvcore";

// Training speed-ups: a common claim of 1.1–1.3× throughput; Zhang & Sennrich (2019), "Root Mean
// Square Layer Normalization", report 7 %–64 % less running time across models but about 7 %
// (1.07×) for the Transformer; Jiang et al. (2023), "Pre-RMSNorm and Pre-CRMSNorm
// Transformers", up to 10 %.
constexpr double kCommonClaimSpeedupLow = 1.1;
constexpr double kCommonClaimSpeedupHigh = 1.3;
constexpr double kPaperSavingLow = 0.07; // Zhang & Sennrich (2019), across models
constexpr double kPaperSavingHigh = 0.64;
constexpr double kPaperTransformerSpeedup = 1.07;
constexpr double kPreRmsNormSpeedupMax = 1.10;

// The same common claim's cost: RMSNorm's training bill ≈ 0.75–0.9× LayerNorm's. At a price per
// hour cost ∝ 1/throughput, so 1.1–1.3× throughput would give 1/1.3–1/1.1 ≈ 0.77–0.91×: the
// claim's two ranges do not quite agree, and the lesson shows both.
constexpr double kCommonClaimCostLow = 0.75;
constexpr double kCommonClaimCostHigh = 0.9;
constexpr double kCommonClaimImpliedCostLow = 1.0 / kCommonClaimSpeedupHigh;
constexpr double kCommonClaimImpliedCostHigh = 1.0 / kCommonClaimSpeedupLow;

// A rule of thumb, with no single source: first a trial on about 10 % of the full run's data
// (or budget).
constexpr double kTrialFraction = 0.1;

} // namespace nk::claims
