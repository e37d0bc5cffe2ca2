#pragma once

#include "exercisesheet.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

// `normkitchen quiz --seed S ...`: prints an exercise sheet (and with --answers its key), the
// same one chapter 11 shows for that seed. Returns the exit status: 0, or 2 on bad input (one
// line on stderr).
class QuizCommand
{
public:
    struct Options
    {
        bool help = false;
        std::uint64_t seed = 0;
        int count = nk::ExerciseSheet::kDefaultCount;
        std::string language = "en";
        std::string format = "text";
        bool answers = false;
    };

    static int run(const std::vector<std::string> &args);
    // run() without the work, for the fuzzer: throws CommandArguments::UsageError.
    static Options parse(const std::vector<std::string> &args);
    static std::string usage();
    // The largest seed: JSON readers keep integers exactly up to 2^53 − 1.
    static constexpr std::uint64_t kMaxSeed = (std::uint64_t(1) << 53) - 1;
    // A whole decimal number in [0, max], digits only (no sign, no spaces, no exponent).
    static std::optional<std::uint64_t> parseWhole(const std::string &v, std::uint64_t max);
};
