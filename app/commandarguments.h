#pragma once

#include "io/presets.h"

#include <functional>
#include <string>
#include <vector>

// What the window-less commands (trace, bench, sweep) share: walking "--name value" pairs,
// reading vectors and presets, and turning a usage error into one line on stderr and exit 2.
class CommandArguments
{
public:
    struct UsageError
    {
        std::string message;
    };

    // Calls onOption(name, value) for every "--name value" pair; names in `valued` take a value,
    // names in `flags` none and come with an empty one. Returns false when --help/-h was given.
    // Throws UsageError for a stray argument, an option the command does not have (also when
    // it comes last, where it would otherwise read as a missing value), a missing value, or an
    // option given twice (which of the two would count is a guess).
    static bool
    forEachOption(const std::vector<std::string> &args,
                  const std::function<void(const std::string &, const std::string &)> &onOption,
                  const std::vector<std::string> &valued,
                  const std::vector<std::string> &flags = {});

    static std::vector<double> parseVector(const std::string &option, const std::string &value);
    static const nk::Preset &findPreset(const std::string &value);

    // Runs body; a UsageError is printed as "normkitchen COMMAND: message" and gives status 2.
    static int run(const char *command, const std::function<int()> &body);
};
