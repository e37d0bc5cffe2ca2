#pragma once

#include "trace.h"

#include <QString>

// The TeX for a step: its formula in symbols, and the same formula with the trace's numbers
// substituted (all terms for small d, the first few and \cdots for large d). Numbers are
// written with the digits the precision keeps.
class LiveFormula
{
public:
    static QString symbolic(nk::StepId id);
    static QString withNumbers(const nk::NormTrace &trace, nk::StepId id, int maxTerms = 6);
    // The step's result as text in the precision's digits, e.g. "μ = 1.333333".
    static QString number(double v, nk::Precision p);
    // A vector as plain text, "[x₁, …]": every element up to maxShown, else the first
    // maxShown − 1, "…" and the last.
    static QString list(const std::vector<double> &v, nk::Precision p, int maxShown = 6);
    static int significantDigits(nk::Precision p);
};
