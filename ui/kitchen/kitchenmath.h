#pragma once

#include <cmath>

namespace nk::ui {

// Easing and clamping shared by the scenes and painters.
namespace kitchenmath {

inline double clamp01(double v)
{
    return v < 0.0 ? 0.0 : (v > 1.0 ? 1.0 : v);
}

inline double smooth(double a)
{
    a = clamp01(a);
    return a * a * (3.0 - 2.0 * a);
}

// Moves from a to b; a non-finite end snaps at the end instead of smearing into NaN.
inline double moveTo(double a, double b, double u)
{
    if (u >= 1.0)
        return b;
    if (u <= 0.0)
        return a;
    if (!std::isfinite(a) || !std::isfinite(b))
        return a;
    return a + (b - a) * smooth(u);
}

} // namespace kitchenmath

} // namespace nk::ui
