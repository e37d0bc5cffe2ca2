#pragma once

#include <string>
#include <vector>

// `normkitchen train ...`: trains the small transformer language model once per norm on the
// shipped corpus and prints the loss curves, tokens/s and the norms' share of a step.
// Returns the process exit status: 0 on success, 2 on bad input (one line on stderr).
class TrainCommand
{
public:
    static int run(const std::vector<std::string> &args);
    static std::string usage();
};
