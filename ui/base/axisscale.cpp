#include "base/axisscale.h"

#include <algorithm>
#include <cmath>

namespace nk::ui {

namespace {

constexpr double kLadder[] = {1.0, 2.0, 2.5, 5.0};

// The smallest ladder step, from the decade below `start`, that accepts(step) says fits.
template <typename Accepts> double firstFitting(double start, bool integerOnly, Accepts accepts)
{
    double decade = std::pow(10.0, std::floor(std::log10(start)) - 1);
    for (int i = 0; i < 12; ++i, decade *= 10) {
        for (double unit : kLadder) {
            const double step = unit * decade;
            // 2.5 at the decade of 1 is no whole number, nor is anything below 1.
            if (integerOnly && (step < 1.0 - 1e-9 || std::fabs(step - std::round(step)) > 1e-9))
                continue;
            if (accepts(step))
                return step;
        }
    }
    return 0.0;
}

} // namespace

double AxisScale::ticksIn(double lo, double hi, double step)
{
    return std::floor(hi / step + 1e-9) - std::ceil(lo / step - 1e-9) + 1;
}

double AxisScale::niceStep(double lo, double hi, int maxTicks, bool integerOnly)
{
    maxTicks = std::max(2, maxTicks);
    if (!std::isfinite(lo) || !std::isfinite(hi) || !(hi > lo) || !std::isfinite(hi - lo))
        return 0.0;
    const double step = firstFitting((hi - lo) / maxTicks, integerOnly,
                                     [&](double s) { return ticksIn(lo, hi, s) <= maxTicks; });
    return std::isfinite(step) && step > 0.0 ? step : 0.0;
}

double AxisScale::niceCeil(double v)
{
    if (!(v > 0.0) || !std::isfinite(v))
        return 1.0;
    constexpr int kMaxSteps = 5;
    const double step = firstFitting(v / kMaxSteps, false, [v](double s) {
        return std::ceil(v / s * (1.0 - 1e-12)) <= kMaxSteps;
    });
    if (!(step > 0.0))
        return v;
    // Rounded to 12 digits: 0.8, not 0.8000000000000002.
    const double ceil = std::ceil(v / step * (1.0 - 1e-12)) * step;
    const double scale = std::pow(10.0, 11 - std::floor(std::log10(ceil)));
    return std::isfinite(scale) && scale > 0 ? std::round(ceil * scale) / scale : ceil;
}

} // namespace nk::ui
