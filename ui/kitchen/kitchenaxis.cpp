#include "kitchen/kitchenaxis.h"

#include <algorithm>

namespace nk::ui {

std::vector<double> KitchenAxis::ticks(int most) const
{
    std::vector<double> out;
    if (!std::isfinite(lo) || !std::isfinite(hi) || !(hi > lo))
        return out;
    if (lo <= 0.0 && hi >= 0.0)
        out.push_back(0.0);
    const auto byMagnitude = [](std::vector<double> &v) {
        std::stable_sort(v.begin(), v.end(),
                         [](double a, double b) { return std::fabs(a) > std::fabs(b); });
    };
    std::vector<double> rest;
    if (log) {
        const double top = std::max(std::fabs(lo), std::fabs(hi));
        // Decades from the largest in range down to the linear core (below c the scale is
        // about linear, and 10ᵏ there would crowd 0).
        for (int k = int(std::floor(std::log10(top))); k > -320; --k) {
            const double t = std::pow(10.0, k);
            if (t < c)
                break;
            if (t <= hi)
                rest.push_back(t);
            if (-t >= lo)
                rest.push_back(-t);
        }
    } else {
        most = std::max(most, 2);
        const double span = hi - lo;
        const double decade = std::pow(10.0, std::floor(std::log10(span)) - 2);
        bool found = false;
        for (double scale = decade; scale < span * 100.0 && !found; scale *= 10.0) {
            for (double m : {1.0, 2.0, 2.5, 5.0}) {
                const double step = m * scale;
                const double first = std::ceil(lo / step), last = std::floor(hi / step);
                if (last - first + 1 > most)
                    continue;
                for (double i = first; i <= last; ++i)
                    if (i != 0.0)
                        rest.push_back(i * step);
                found = true;
                break;
            }
        }
        byMagnitude(rest);
    }
    out.insert(out.end(), rest.begin(), rest.end());
    return out;
}

} // namespace nk::ui
