#include "panels/trainingresultswords.h"

#include "base/numbertext.h"
#include "base/theme.h"
#include "norm/flopclaims.h"
#include "training/charcorpus.h"
#include "training/trainingconfig.h"

#include <cmath>

namespace nk::ui {

QString TrainingResultsWords::number(double v, int digits)
{
    return NumberText::number(v, digits);
}

QString TrainingResultsWords::whole(double v)
{
    return NumberText::number(std::round(v), 15);
}

QString TrainingResultsWords::book(const nk::CharCorpus &corpus, const nk::TrainingConfig &c,
                                   long long lnParameters, long long rmsParameters,
                                   std::optional<std::pair<double, double>> firstLosses)
{
    const double train = double(corpus.trainTokens().size());
    const double validation = double(corpus.validationTokens().size());
    QString s = QStringLiteral("<p>") +
                tr("<b>Corpus:</b> Genesis (King James Version), %1 characters: %2 to train, %3 "
                   "to validate; %4 different characters are the vocabulary.")
                    .arg(whole(train + validation), whole(train), whole(validation))
                    .arg(corpus.vocabularySize()) +
                QStringLiteral("</p><p>") +
                tr("<b>Model:</b> %1 pre-norm blocks of width %2 with %3 attention heads, a "
                   "context of %4 characters; %5 parameters with LayerNorm, %6 with RMSNorm "
                   "(no β).")
                    .arg(c.layers)
                    .arg(c.width)
                    .arg(c.heads)
                    .arg(c.context)
                    .arg(whole(double(lnParameters)), whole(double(rmsParameters))) +
                QStringLiteral("</p><p>") +
                tr("<b>The same recipe book:</b> both models start from the same initial weights, "
                   "drawn from one stream of random numbers (number %1), and see the same "
                   "batches of %2 × %3 characters, in the same order. Only the norm's formula "
                   "differs.")
                    .arg(c.seed)
                    .arg(c.batch)
                    .arg(c.context) +
                QStringLiteral("</p><p>") +
                tr("<b>Reference losses:</b> guessing every character alike loses ln V = %1 "
                   "nats per character; knowing only how often each character occurs (the "
                   "unigram baseline) loses %2.")
                    .arg(number(corpus.uniformEntropy()), number(corpus.unigramEntropy())) +
                QStringLiteral("</p>");
    if (firstLosses)
        s += QStringLiteral("<p>") +
             tr("<b>Measured:</b> on the first batch, from the same weights, LayerNorm's loss "
                "was %1 and RMSNorm's %2.")
                 .arg(number(firstLosses->first, 4), number(firstLosses->second, 4)) +
             QStringLiteral("</p>");
    return s;
}

QString TrainingResultsWords::parity(const nk::TrainingEconomics::Summary &s, double unigram,
                                     bool cancelled)
{
    if (!s.valid || s.parity.empty())
        return {};
    const nk::TrainingEconomics::ParityPoint &last = s.parity.back();
    QString text =
        tr("After %1 tokens each: validation loss LayerNorm %2, RMSNorm %3 nats per "
           "character, a difference of %4 (%5 of LayerNorm's loss).")
            .arg(whole(last.tokens), number(last.layerNorm, 4), number(last.rmsNorm, 4),
                 number(s.finalGap, 2), NumberText::percent(std::fabs(s.finalRelativeGap), 2));
    // What the run reached, not what it should have: a short run may not beat it.
    const int below = int(last.layerNorm < unigram) + int(last.rmsNorm < unigram);
    text += QLatin1Char(' ') + (below == 2   ? tr("Both are below the unigram baseline, %1.")
                                : below == 0 ? tr("Neither is below the unigram baseline, %1, yet.")
                                             : tr("Only one is below the unigram baseline, %1."))
                                   .arg(number(unigram));
    if (cancelled)
        text += QLatin1Char(' ') + tr("(The run was stopped early.)");
    return text;
}

QString TrainingResultsWords::throughput(const nk::TrainingEconomics::Summary &s)
{
    if (!s.valid)
        return {};
    namespace claims = nk::claims;
    return tr("<p>Tokens per second: LayerNorm %1, RMSNorm %2, so RMSNorm trains %3 as "
              "fast (measured, training steps only). A common claim says %4–%5; the "
              "RMSNorm paper measured %6 for the Transformer.</p>"
              "<p>The norm layers take p = %7 of a LayerNorm model's step (%8 of an "
              "RMSNorm model's); RMSNorm's norms alone run k = %9 as fast. The rest of "
              "the step (attention, MLP, AdamW) is the same work for both, so the whole "
              "step can gain at most 1/(1 − p) = %10.</p>")
        .arg(whole(s.layerNormTokensPerSecond), whole(s.rmsNormTokensPerSecond),
             NumberText::ratio(s.throughputRatio), number(claims::kCommonClaimSpeedupLow, 2),
             NumberText::ratio(claims::kCommonClaimSpeedupHigh, 2),
             NumberText::ratio(claims::kPaperTransformerSpeedup),
             NumberText::percent(s.layerNormShare, 2), NumberText::percent(s.rmsNormShare, 2),
             NumberText::ratio(s.normSpeedup))
        .arg(NumberText::ratio(s.amdahlLimit));
}

QString TrainingResultsWords::amdahl(const nk::TrainingEconomics::Summary &s)
{
    if (!s.valid)
        return QStringLiteral("S = \\frac{1}{(1-p) + p/k}");
    return QStringLiteral("S = \\frac{1}{(1-p) + p/k} = \\frac{1}{(1-%1) + %1/%2} = %3")
        .arg(number(s.layerNormShare), number(s.normSpeedup), number(s.amdahlPredicted, 4));
}

QString TrainingResultsWords::cost(const nk::TrainingEconomics::Summary &s, double tokens,
                                   double price)
{
    const double lnHours =
        nk::TrainingEconomics::wallSeconds(tokens, s.layerNormTokensPerSecond) / 3600.0;
    const double rmsHours =
        nk::TrainingEconomics::wallSeconds(tokens, s.rmsNormTokensPerSecond) / 3600.0;
    const double lnCost = nk::TrainingEconomics::cost(tokens, s.layerNormTokensPerSecond, price);
    const double rmsCost = nk::TrainingEconomics::cost(tokens, s.rmsNormTokensPerSecond, price);
    const QString row = QStringLiteral("<tr><td style='color:%1; padding-right:18px'><b>%2</b></td>"
                                       "<td align='right' style='padding-right:18px'>%3</td>"
                                       "<td align='right' style='padding-right:18px'>%4</td><td "
                                       "align='right'>%5</td></tr>");
    if (!s.valid)
        return {};
    return QStringLiteral("<table cellspacing='4'><tr><th align='left'></th>"
                          "<th style='padding-right:18px'>%1</th>"
                          "<th style='padding-right:18px'>%2</th><th>%3</th></tr>")
               .arg(tr("tokens/s (measured)"), tr("wall time (hours)"), tr("cost")) +
           row.arg(Theme::layerNorm().name(), QStringLiteral("LayerNorm"),
                   whole(s.layerNormTokensPerSecond), number(lnHours, 4), number(lnCost, 4)) +
           row.arg(Theme::rmsNorm().name(), QStringLiteral("RMSNorm"),
                   whole(s.rmsNormTokensPerSecond), number(rmsHours, 4), number(rmsCost, 4)) +
           QStringLiteral("</table><p>") +
           tr("RMSNorm's bill is %1 of LayerNorm's on this machine (the inverse of the "
              "throughput ratio). A common claim says %2–%3; the inverse of the same "
              "claim's throughput would be %4–%5.")
               .arg(NumberText::ratio(s.costRatio), number(nk::claims::kCommonClaimCostLow, 2),
                    NumberText::ratio(nk::claims::kCommonClaimCostHigh, 2),
                    number(nk::claims::kCommonClaimImpliedCostLow, 2),
                    NumberText::ratio(nk::claims::kCommonClaimImpliedCostHigh, 2)) +
           QStringLiteral("</p>");
}

QString TrainingResultsWords::running()
{
    return tr("Training… the figures appear when the run ends.");
}

} // namespace nk::ui
