#pragma once

#include "norm/normsettings.h"
#include "norm/trace.h"

#include <string>
#include <vector>

namespace nk {

// A step of the lesson computed on a vector a student typed on their phone: parsed as the
// desktop's vector field parses it (VectorParser), at most kMaxElements long, traced with the
// lesson's settings (γ and β of the lesson when they fit the length, else their first values),
// and the values of the aligned row the lesson is on, with the step's formula in TeX with the
// numbers. The server uses the same for the teacher's own vector in `state`.
class WhatIf
{
public:
    static constexpr int kMaxElements = 64;

    struct Result
    {
        bool ok = false;
        std::string error;  // the parser's one-line message (English) when !ok
        int errorKind = -1; // nk::ParseErrorKind as int, −1 when none
        std::vector<double> vector;
        bool hasValues = false;
        std::string label;
        std::vector<double> values;
        std::string formula;
    };

    // row: an aligned row (trace.h), −1 or beyond: the vector only. algorithm: whose step.
    static Result compute(const std::string &vectorText, const NormSettings &settings,
                          Algorithm algorithm, int row);
    // The same on a parsed vector (the teacher's).
    static Result compute(const std::vector<double> &vector, const NormSettings &settings,
                          Algorithm algorithm, int row);
    // The step's values and TeX for a trace (values of a scalar step: the one number).
    static void stepValues(const NormTrace &trace, int row, Result *out);
    // The settings made to fit a vector of length d.
    static NormSettings fitted(const NormSettings &settings, int d);
};

} // namespace nk
