#pragma once

#include <vector>

namespace nk {

// The bins of the class's guesses for the reveal's histogram or dot plot: equal widths over
// a range that holds every finite guess and the true value, at most maxBins of them (fewer
// when there are few distinct guesses). Names never enter: only numbers.
class AnswerBins
{
public:
    struct Bin
    {
        double low = 0.0;  // inclusive
        double high = 0.0; // exclusive, inclusive for the last bin
        int count = 0;
        bool holdsTruth = false;
    };
    struct Result
    {
        std::vector<Bin> bins;
        int notFinite = 0; // guesses of inf or nan, left out of the bins
    };
    static Result bin(const std::vector<double> &guesses, double truth, int maxBins = 12);
};

} // namespace nk
