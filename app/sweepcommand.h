#pragma once

#include "analysis/errorsweep.h"

#include <string>
#include <vector>

// `normkitchen sweep ...`: prints the error sweep data the Monitor charts show.
// Returns the process exit status: 0 on success, 2 on bad input (one line on stderr).
class SweepCommand
{
public:
    struct Options
    {
        bool help = false; // --help: print the usage
        nk::SweepKind kind = nk::SweepKind::Offset;
        std::vector<double> input;
        nk::NormSettings settings;
        nk::SweepOptions options;
        std::string format = "csv";
    };

    static int run(const std::vector<std::string> &args);
    // run() without the work, for the fuzzer: throws CommandArguments::UsageError as run()
    // reports it.
    static Options parse(const std::vector<std::string> &args);
    static std::string usage();
};
