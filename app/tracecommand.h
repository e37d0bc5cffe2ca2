#pragma once

#include "norm/normsettings.h"

#include <string>
#include <vector>

// `normkitchen trace ...`: prints the step-by-step computation without a window.
// Returns the process exit status: 0 on success, 2 on bad input (one line on stderr).
class TraceCommand
{
public:
    struct Options
    {
        bool help = false;        // --help: print the usage
        bool listPresets = false; // --list-presets: print the presets
        std::vector<double> input;
        nk::NormSettings settings;
        std::string format = "text";
    };

    static int run(const std::vector<std::string> &args);
    // run() without the work, for the fuzzer: throws CommandArguments::UsageError as run()
    // reports it.
    static Options parse(const std::vector<std::string> &args);
    static std::string usage();
};
