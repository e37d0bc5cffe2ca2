#pragma once

#include "training/trainingconfig.h"

#include <string>
#include <vector>

// `normkitchen train ...`: trains the small transformer language model once per norm on the
// shipped corpus and prints the loss curves, tokens/s and the norms' share of a step.
// Returns the process exit status: 0 on success, 2 on bad input (one line on stderr).
class TrainCommand
{
public:
    struct Options
    {
        bool help = false; // --help: print the usage
        nk::TrainingConfig config;
        std::vector<nk::NormKind> norms{nk::NormKind::LayerNorm, nk::NormKind::RmsNorm};
        std::string format = "text";
        std::string corpusPath;
    };

    static int run(const std::vector<std::string> &args);
    // run() without the work (nor reading the corpus), for the fuzzer: throws
    // CommandArguments::UsageError as run() reports it.
    static Options parse(const std::vector<std::string> &args);
    static std::string usage();
};
