#pragma once

#include "training/trainingeconomics.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <utility>

namespace nk {
class CharCorpus;
struct TrainingConfig;
} // namespace nk

namespace nk::ui {

// What chapter 6's training results say in words, from what the run measured (QtCore only):
// the recipe book both models share, loss parity at equal tokens, the throughput beside the
// published claims with Amdahl's bound, and the cost calculator's table.
class TrainingResultsWords
{
    Q_DECLARE_TR_FUNCTIONS(TrainingResultsWords)

public:
    // A measured figure to `digits` significant digits; a count or a large rate in full
    // ("21234", not "2.12e+04").
    static QString number(double v, int digits = 3);
    static QString whole(double v);

    // The corpus, the model, the shared seed and batches, the reference losses, and once the
    // first batch was trained, both models' loss on it (LayerNorm's, RMSNorm's).
    static QString book(const nk::CharCorpus &corpus, const nk::TrainingConfig &config,
                        long long layerNormParameters, long long rmsNormParameters,
                        std::optional<std::pair<double, double>> firstLosses);
    // Both validation losses after the last tokens both saw, against the unigram baseline
    // (empty without a parity point).
    static QString parity(const nk::TrainingEconomics::Summary &s, double unigram, bool cancelled);
    // Tokens per second, the claims, the norms' share and Amdahl's bound (empty when the
    // summary is not valid); amdahl: the formula with this run's numbers.
    static QString throughput(const nk::TrainingEconomics::Summary &s);
    static QString amdahl(const nk::TrainingEconomics::Summary &s);
    // Wall time and cost of `tokens` at `price` an hour for both, and the cost ratio.
    static QString cost(const nk::TrainingEconomics::Summary &s, double tokens, double price);
    // While a run goes on.
    static QString running();
};

} // namespace nk::ui
