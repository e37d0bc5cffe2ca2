#pragma once

#include "norm/trace.h"

#include <QString>

namespace nk::ui {

// The TeX for a step: its formula in symbols, and the same formula with the trace's numbers
// substituted (all terms for small d, the first few and \cdots for large d). Numbers are
// written with the digits the precision keeps.
class LiveFormula
{
public:
    static QString symbolic(nk::StepId id);
    static QString withNumbers(const nk::NormTrace &trace, nk::StepId id, int maxTerms = 6);
    // Plain text through the one formatter, nk::NumberFormat (U+2212 minus, the precision's
    // digits up to 6): a number, and a vector "[x₁, …]" elided in the middle after maxShown.
    static QString number(double v, nk::Precision p);
    static QString list(const std::vector<double> &v, nk::Precision p, int maxShown = 6);
    static int significantDigits(nk::Precision p);
    // A number as TeX with `digits` significant digits (ASCII minus, ×10ⁿ, ∞, NaN), and a sum
    // of terms (negative ones in parentheses, elided after maxTerms like list()).
    static QString texNumber(double v, int digits);
    static QString texSum(const std::vector<double> &terms, int digits, int maxTerms = 6);
};

} // namespace nk::ui
