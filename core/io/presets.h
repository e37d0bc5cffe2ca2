#pragma once

#include "norm/normsettings.h"

#include <cstdint>
#include <string>
#include <vector>

namespace nk {

struct Preset
{
    std::string id; // stable, used on the command line and in lesson files
    std::string titleEn, titleZh;
    std::string purposeEn, purposeZh; // one line: what this input teaches
    std::vector<double> input;
    NormSettings settings;
};

// The built-in inputs, the worked example first.
class Presets
{
public:
    static const std::vector<Preset> &all();
    // The preset of that id, or of the id it had before it was renamed (seed-example is
    // worked-example, seed-demo is random-demo), so older lesson files and scripts still load;
    // the preset returned carries its current id.
    static const Preset *find(const std::string &id);

    static constexpr const char *kWorkedExample = "worked-example";
    static constexpr const char *kRandomDemo = "random-demo";
    static constexpr std::uint64_t kRandomDemoSeed = 42; // the random demo's generator seed
    // The extreme input, 1e-6 in each of 1024 elements: the "near-constant" preset and
    // the ε sweep's input.
    static constexpr int kNearConstantDimension = 1024;
    static constexpr double kNearConstantValue = 1e-6;
};

} // namespace nk
