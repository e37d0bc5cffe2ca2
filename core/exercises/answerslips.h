#pragma once

#include "exercises/exercisesheet.h"

#include <vector>

namespace nk {

// The common slips of a normalization worked by hand, and the number each one gives on an
// exercise: a wrong answer that lands on one of them is named ("you divided by d − 1") instead
// of only measured ("off by 0.36"). Every value is computed here in fp64 from the exercise, the
// way the slip computes it, never read off the right answer.
class AnswerSlips
{
public:
    // What was asked (an exercise sheet's five answers).
    enum class Quantity { Mean, Variance, Rms, LayerNormOutput, RmsNormOutput };

    enum class Slip {
        DividedByDMinusOne,   // Σ/(d − 1), the sample variance (or mean)
        ForgotToDivide,       // the sum Σ, not the mean
        ForgotEps,            // √σ² or √mean(x²) without + ε
        AddedEps,             // the RMS asked without ε, given with it
        ForgotGamma,          // γ left out
        ForgotBeta,           // β left out (LayerNorm)
        AddedBeta,            // β added to RMSNorm, which has none
        StdForVariance,       // σ given where σ² was asked
        VarianceForStd,       // divided by σ² instead of σ (or σ² given for the RMS's root)
        ForgotRoot,           // mean(x²) given for the RMS
        SubtractedMean,       // centred where RMSNorm does not (LayerNorm's x − μ)
        ForgotToSubtractMean, // LayerNorm without x − μ (RMSNorm's way)
        WrongElement,         // another element's output: k counts from 1
        Sign                  // the right size with the wrong sign
    };

    struct Match
    {
        Slip slip = Slip::Sign;
        double value = 0.0; // what the slip gives
        int element = -1;   // WrongElement: the element given, 0-based; otherwise −1
    };

    // Every slip that applies to the quantity, with the value it gives, most likely first; a
    // slip that gives the right answer (γ = 1, β = 0, a tiny ε) is left out: it cannot be told
    // apart. WrongElement appears once per other element.
    static std::vector<Match> candidates(const Exercise &exercise, Quantity quantity);

    // The slip a wrong answer matches (within AnswerGrader's tolerance), the most likely first;
    // false when typed is right, not finite, or matches none.
    static bool diagnose(const Exercise &exercise, Quantity quantity, double typed, Match *match);
};

} // namespace nk
