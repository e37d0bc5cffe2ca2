#pragma once

#include <string>
#include <vector>

// `normkitchen trace ...`: prints the step-by-step computation without a window.
// Returns the process exit status: 0 on success, 2 on bad input (one line on stderr).
class TraceCommand
{
public:
    static int run(const std::vector<std::string> &args);
    static std::string usage();
};
