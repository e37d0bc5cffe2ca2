#pragma once

#include <string>
#include <vector>

// `normkitchen sweep ...`: prints the error sweep data the Monitor charts show.
// Returns the process exit status: 0 on success, 2 on bad input (one line on stderr).
class SweepCommand
{
public:
    static int run(const std::vector<std::string> &args);
    static std::string usage();
};
