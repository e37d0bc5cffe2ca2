#pragma once

#include "norm/normsettings.h"
#include "norm/trace.h"

#include <string>
#include <vector>

namespace nk {

// Chapter 10's counter-examples: for each common misconception (PRODUCT.md §8), the input and
// settings that disprove it. The app loads one as a single undoable edit; tests check that each
// really shows what the chapter says (tests/core/exercises/test_misconceptions.cpp).
struct CounterExample
{
    std::string key;      // the catalog step's key: "never-waits", "ignores-mean", …
    std::string presetId; // the preset it loads, or empty for a generated vector
    std::vector<double> input;
    NormSettings settings;
    bool opensMonitor = false; // the disproof is a measurement: Monitor's benchmark
};

// Misconception 7 in one of its two regimes, fp16 with sums in fp16: what each norm squares
// and whether it survives. Two-pass LayerNorm squares the gaps xᵢ − μ, RMSNorm the values.
struct LowPrecisionRegime
{
    std::vector<double> input;
    NormSettings settings;
    NormTrace layerNorm, rmsNorm;
    double largestGapSquare = 0.0; // max (xᵢ − μ)² as LayerNorm's variance walk held it
    double largestSquare = 0.0;    // max xᵢ² as RMSNorm's square walk held it
    double variance = 0.0;         // LayerNorm's σ²
    double sumOfSquares = 0.0;     // RMSNorm's Σxᵢ²
    bool layerNormFinite = false;  // every output finite
    bool rmsNormFinite = false;
};

class Misconceptions
{
public:
    // The fp16 overflow preset (values of both signs: the gaps are as large as the values, both
    // norms overflow), or with every value's sign made positive (an offset with a small spread:
    // the gaps are small, LayerNorm stays finite and only RMSNorm's Σx² overflows).
    static LowPrecisionRegime lowPrecisionRegime(bool sameSign);
    // The offset "RMSNorm ignores the mean" loads: kOffset plus a small spread, so μ² is
    // nearly all of the mean square.
    static constexpr double kOffset = 5.0;
    static const std::vector<CounterExample> &all(); // in the chapter's order
    static const CounterExample *find(const std::string &key);
    // The shift the shift-invariance counter-example adds to the worked example.
    static constexpr double kShift = 10.0;
};

} // namespace nk
