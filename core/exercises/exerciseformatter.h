#pragma once

#include "exercises/exercisesheet.h"

#include <cstdint>
#include <string>
#include <vector>

namespace nk {

// Writes an exercise sheet for `normkitchen quiz`: a printable sheet (English or Chinese) and
// JSON for scripts, each optionally with its answer key.
class ExerciseFormatter
{
public:
    enum class Language { En, Zh };

    ExerciseFormatter(std::uint64_t sheetNumber, std::vector<Exercise> sheet);

    std::string text(Language lang, bool withAnswers) const;
    // {"sheet", "seed" (the same number, under its former name, for older scripts), "tolerance":
    // {"absolute", "relative"}, "exercises": [{"vector", "gamma", "beta",
    //  "eps", "element" (0-based), "answers": {"mean", "variance", "std", "rms",
    //  "layernorm_output", "rmsnorm_output"}}]}; numbers in shortest round-trip form.
    std::string json(bool withAnswers) const;

private:
    std::uint64_t m_number;
    std::vector<Exercise> m_sheet;
};

} // namespace nk
