#pragma once

#include "kernels/throughputbenchmark.h"

#include <string>
#include <vector>

// `normkitchen bench ...`: times the batch kernels against a copy and against the naive
// NumPy-style reference, in fp32, bf16 or fp16 (several side by side), without a window.
// Returns the process exit status: 0 on success, 2 on bad input (one line on stderr).
class BenchCommand
{
public:
    struct Options
    {
        bool help = false;                      // --help: print the usage
        nk::ThroughputBenchmark::Config config; // naive on unless --no-naive
        std::vector<nk::BatchKernels::Storage> storages{nk::BatchKernels::Storage::Fp32};
        std::string format = "text";
    };

    static int run(const std::vector<std::string> &args);
    // run() without the work, for the fuzzer: throws CommandArguments::UsageError as run()
    // reports it.
    static Options parse(const std::vector<std::string> &args);
    static std::string usage();
};
