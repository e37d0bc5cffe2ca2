#pragma once

#include "norm/normsettings.h"
#include "norm/trace.h"

#include <string>
#include <vector>

namespace nk {

// Chapter 5's four cases of what breaks in low precision, each computed side by side: the
// broken setting first, then what fixes it (or what shows why ε matters), every row with both
// traces. The rows read their numbers from the traces; `keyValue` is the one statistic the
// case is about.
enum class StabilityCaseId { Overflow, EpsLost, Cancellation, NearConstant };

// Which statistic a case points at.
enum class CaseStatistic {
    SumOfSquares, // RMSNorm's Σxᵢ² (overflows in fp16)
    EpsStored,    // ε as the compute precision stores it
    Variance,     // LayerNorm's σ² (one-pass: before the clamp to 0)
    Divisor       // LayerNorm's √(σ² + ε)
};

struct StabilityRow
{
    std::vector<double> input;
    NormSettings settings;
    NormTrace layerNorm, rmsNorm;
    double keyValue = 0.0;
    // The row's outcome: what went wrong in either trace (a union of their flags).
    NumericFlags flags;
};

struct StabilityCase
{
    StabilityCaseId id = StabilityCaseId::Overflow;
    std::string key;      // "overflow", "eps-lost", "cancellation", "near-constant"
    std::string presetId; // the preset its first row comes from, empty if none
    CaseStatistic statistic = CaseStatistic::SumOfSquares;
    std::vector<StabilityRow> rows; // rows[0] is the case as it breaks
    int loadRow = 0;                // the row "Load this case" puts into the lesson

    static StabilityCase make(StabilityCaseId id);
    static std::vector<StabilityCaseId> all();
    static const char *keyOf(StabilityCaseId id);
    // The statistic of `statistic` kind in one row's traces.
    static double statisticOf(CaseStatistic statistic, const NormTrace &ln, const NormTrace &rms);
    // A constant input where ε alone keeps the divisor from 0 (the ε case's second input).
    static constexpr double kConstantValue = 2.0;
    static constexpr int kConstantSize = 4;
};

} // namespace nk
