#pragma once

#include "normsettings.h"

#include <string>
#include <vector>

namespace nk {

// Chapter 10's counter-examples: for each common misconception (PRODUCT.md §8), the input and
// settings that disprove it. The app loads one as a single undoable edit; tests check that each
// really shows what the chapter says (tests/core/test_misconceptions.cpp).
struct CounterExample
{
    std::string key;      // the catalog step's key: "never-waits", "ignores-mean", …
    std::string presetId; // the preset it loads, or empty for a generated vector
    std::vector<double> input;
    NormSettings settings;
    bool opensMonitor = false; // the disproof is a measurement: Monitor's benchmark
};

class Misconceptions
{
public:
    static const std::vector<CounterExample> &all(); // in the chapter's order
    static const CounterExample *find(const std::string &key);
    // The shift the shift-invariance counter-example adds to the worked example.
    static constexpr double kShift = 10.0;
};

} // namespace nk
