#pragma once

#include <string>
#include <vector>

// `normkitchen bench ...`: times the fp32 batch kernels against a copy, without a window.
// Returns the process exit status: 0 on success, 2 on bad input (one line on stderr).
class BenchCommand
{
public:
    static int run(const std::vector<std::string> &args);
    static std::string usage();
};
