#pragma once

#include "kitchen/kitchenmath.h"

#include <cmath>
#include <vector>

namespace nk::ui {

// The vertical value axis shared by both stations, fixed for a pair of traces so that levels
// move between stages on one scale. Linear, or symmetric-log when the input and the
// normalized values differ by more than an order of magnitude (the ticks say which).
struct KitchenAxis
{
    bool log = false;
    double c = 1.0;
    double gLo = -1.0, gHi = 1.0;
    double lo = -1.0, hi = 1.0;

    double g(double v) const { return log ? std::copysign(std::log1p(std::fabs(v) / c), v) : v; }
    double frac(double v) const
    {
        if (std::isnan(v))
            return frac(0.0);
        if (std::isinf(v))
            return v > 0 ? 1.0 : 0.0;
        return kitchenmath::clamp01((g(v) - gLo) / (gHi - gLo));
    }

    // The values worth a tick label, most important first; the painter keeps those that fit.
    // The ends of the range were labelled before, as "−2.01" beside [1, 2, 3, 4]: read as the
    // vector's minimum. Now 0 first, then round numbers: linear, the multiples in [lo, hi] of
    // the smallest nice step (1, 2, 2.5, 5 × 10ᵏ) giving at most `most` of them, outermost
    // first; symmetric-log, ±10ᵏ in range down to the linear core c, largest first.
    std::vector<double> ticks(int most) const;
};

} // namespace nk::ui
