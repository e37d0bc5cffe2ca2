#pragma once

#include "throughputbenchmark.h"

#include <string>
#include <vector>

// `normkitchen bench ...`: times the fp32 batch kernels against a copy, without a window.
// Returns the process exit status: 0 on success, 2 on bad input (one line on stderr).
class BenchCommand
{
public:
    struct Options
    {
        bool help = false; // --help: print the usage
        nk::ThroughputBenchmark::Config config;
        std::string format = "text";
    };

    static int run(const std::vector<std::string> &args);
    // run() without the work, for the fuzzer: throws CommandArguments::UsageError as run()
    // reports it.
    static Options parse(const std::vector<std::string> &args);
    static std::string usage();
};
