#include "session/answerbins.h"

#include <algorithm>
#include <cmath>

namespace nk {

AnswerBins::Result AnswerBins::bin(const std::vector<double> &guesses, double truth, int maxBins)
{
    Result r;
    std::vector<double> finite;
    for (double g : guesses) {
        if (std::isfinite(g))
            finite.push_back(g);
        else
            ++r.notFinite;
    }
    double lo = std::isfinite(truth) ? truth : 0.0, hi = lo;
    for (double g : finite) {
        lo = std::min(lo, g);
        hi = std::max(hi, g);
    }
    const int n = std::max(1, std::min(maxBins, int(finite.size()) + 1));
    // All at one value: one bin around it.
    if (!(hi > lo)) {
        const double half = std::max(0.5, std::abs(lo) * 0.05);
        lo -= half;
        hi += half;
    }
    const double width = (hi - lo) / n;
    r.bins.resize(size_t(n));
    for (int i = 0; i < n; ++i) {
        r.bins[size_t(i)].low = lo + width * i;
        r.bins[size_t(i)].high = i + 1 == n ? hi : lo + width * (i + 1);
    }
    const auto index = [&](double v) {
        const int i = int(std::floor((v - lo) / width));
        return std::clamp(i, 0, n - 1);
    };
    for (double g : finite)
        ++r.bins[size_t(index(g))].count;
    if (std::isfinite(truth))
        r.bins[size_t(index(truth))].holdsTruth = true;
    return r;
}

} // namespace nk
