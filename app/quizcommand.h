#pragma once

#include "exercises/exercisesheet.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

// `normkitchen quiz --sheet S ...` (or --seed S, its former name): prints an exercise sheet (and
// with --answers its key), the same one chapter 11 shows for that sheet number; with --ask it asks
// the answers and grades them instead (QuizSession). Returns the exit
// status: 0, or 2 on bad input (one line on stderr).
class QuizCommand
{
public:
    struct Options
    {
        bool help = false;
        std::uint64_t sheet = 0; // the sheet number, which seeds its generator
        int count = nk::ExerciseSheet::kDefaultCount;
        std::string language = "en";
        std::string format = "text";
        bool answers = false;
        bool ask = false; // --ask: the text mode, answers read from stdin (QuizSession)
    };

    // The text mode runs through `ask` (main passes QuizSession's, which needs the ui library's
    // words: the fuzzer links this file without them).
    using Ask = std::function<int(const Options &)>;
    static int run(const std::vector<std::string> &args, const Ask &ask = {});
    // run() without the work, for the fuzzer: throws CommandArguments::UsageError.
    static Options parse(const std::vector<std::string> &args);
    static std::string usage();
    // The largest sheet number: JSON readers keep integers exactly up to 2^53 − 1.
    static constexpr std::uint64_t kMaxSheet = nk::ExerciseSheet::kMaxNumber;
    // A whole decimal number in [0, max], digits only (no sign, no spaces, no exponent).
    static std::optional<std::uint64_t> parseWhole(const std::string &v, std::uint64_t max);
};
