#pragma once

#include <optional>
#include <string>

namespace nk {

// The number format the teaching kernels store values in.
enum class Precision { Fp64, Fp32, Fp16, Bf16 };

// Where sums and statistics are computed.
//  Storage: every operation rounds to the storage precision (naive low-precision code).
//  Fp32:    statistics in fp32 (fp64 stays fp64), each output element rounded once to the
//           storage precision, as PyTorch CPU, Apex and llm.c do for fp16/bf16 inputs.
enum class Accumulation { Storage, Fp32 };

// How LayerNorm gets its variance.
enum class VarianceAlgorithm { TwoPass, OnePass, Welford };

// Properties of a binary format, written out because Eigen 3.4's numeric_limits are wrong for
// half (epsilon) and bfloat16 (round_error).
struct FormatInfo
{
    int significandBits;   // including the implicit bit: 53, 24, 11, 8
    double unitRoundoff;   // 2^-significandBits: the largest relative rounding error
    double machineEpsilon; // 2^(1-significandBits): gap between 1 and the next number
    double largestFinite;
    double smallestNormal;
    int decimalDigits; // ⌊significandBits·log₁₀2⌋: digits it reliably keeps (NumberFormat)
};

FormatInfo formatInfo(Precision p);

// Rounds v to the nearest value of format p (round to nearest, ties to even), with overflow
// to ±inf and gradual underflow. fp16/bf16 go through float with round-to-odd (exact because
// float keeps at least two more bits than either), then the hardware/Eigen conversion.
double roundToPrecision(double v, Precision p);
// The same by a different algorithm (scaling by powers of two and nearbyint): slower, kept as
// the independent reference the tests compare roundToPrecision with.
double roundToPrecisionByScaling(double v, Precision p);

// The gap between neighbouring numbers of format p around v (its unit in the last place: the
// quantum of v's binade, fixed below the smallest normal); 0 for a non-finite v. Why a typed
// value changes when stored: the stored value is the nearest multiple of this gap.
double spacingAt(double v, Precision p);

std::string toString(Precision p);         // "fp64", "fp32", "fp16", "bf16"
std::string toString(Accumulation a);      // "storage", "fp32"
std::string toString(VarianceAlgorithm v); // "two-pass", "one-pass", "welford"
std::optional<Precision> parsePrecision(const std::string &s);
std::optional<Accumulation> parseAccumulation(const std::string &s);
std::optional<VarianceAlgorithm> parseVarianceAlgorithm(const std::string &s);

} // namespace nk
