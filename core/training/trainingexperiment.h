#pragma once

#include "training/charcorpus.h"
#include "training/trainingconfig.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace nk {

// Chapter 6's experiment: the same model, seed, initial weights and batches, trained once per
// norm on the calling thread, next to the unigram baseline. The runs take turns step by step
// (LayerNorm step 1, RMSNorm step 1, LayerNorm step 2, …): each run's numbers are the same as
// alone, and the machine's load falls on all runs alike.
class TrainingExperiment
{
public:
    struct Result
    {
        TrainingConfig config;
        int vocabulary = 0;
        long long parameters = 0;     // of the first run's model (RMSNorm has no β: fewer)
        double unigramBaseline = 0.0; // nats per character on the validation split
        std::vector<TrainingResult> runs;
        bool cancelled = false;
        double seconds = 0.0; // wall time of the whole experiment, validation included
    };

    // progress as in TrainingRun::train, with run/runs filled in; false cancels every run.
    // Throws std::invalid_argument for a bad config.
    static Result run(const CharCorpus &corpus, const TrainingConfig &config,
                      const std::vector<NormKind> &norms,
                      const std::function<bool(const TrainProgress &)> &progress = {});

    // "layernorm" / "rmsnorm", and back (nullopt for anything else).
    static const char *name(NormKind kind);
    static std::optional<NormKind> normFromName(const std::string &name);

    // RMSNorm's tokens/s over LayerNorm's, or NaN unless both ran.
    static double throughputRatio(const Result &result);

    // One JSON object: seed, unigram_baseline, vocabulary, parameters, config{…}, seconds,
    // cancelled, rms_over_ln_throughput (both norms only), runs[{norm, steps, cancelled,
    // final_train_loss, final_val_loss, tokens_per_second, norm_time_share, training_seconds,
    // curve[{step, train_loss, val_loss (when evaluated)}]}].
    static std::string toJson(const Result &result);
    // The summary table people read.
    static std::string toText(const Result &result);
};

} // namespace nk
