#pragma once

namespace nk::ui {

// Nice numbers for chart axes, one ladder for every chart: 1, 2, 2.5 and 5 times a power of
// ten. Qt-free, so the rules are tested without a widget.
namespace AxisScale {

// The smallest nice step with at most maxTicks of its whole multiples in [lo, hi] (at least 2
// ticks are allowed): the most ticks that fit, on round values, without widening the range.
// With integerOnly, steps below 1 and 2.5 are skipped (element indices). 0 when the range is
// not finite or empty.
double niceStep(double lo, double hi, int maxTicks, bool integerOnly = false);

// How many whole multiples of step lie in [lo, hi].
double ticksIn(double lo, double hi, double step);

// A round number at least v, a whole multiple of a nice step in at most five steps from 0
// (5.1 → 6, 7.3 → 8, 0.73 → 0.8), so the tallest bar fills most of the height. 1 for v ≤ 0 or
// not finite.
double niceCeil(double v);

} // namespace AxisScale

} // namespace nk::ui
