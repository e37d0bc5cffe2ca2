#pragma once

#include <functional>

namespace nk::ui {

// When a ChartPanel refits its axes: once after a hold (two series replaced together relayout
// the chart once, not twice), and never nested inside a fit that is still running.
class ChartRefits
{
public:
    // Holds or releases refits; true when a release finds one pending: refit now.
    bool hold(bool on);
    // True while held: the refit is noted for the release. False: refit now.
    bool defer();
    // Runs fit, and runs it again (twice at most) when fit asked for itself while running.
    // Setting an axis' range moves the plot area, and the plot area's handler refits (the tick
    // count follows the height): nested inside the outer fit, that refit overwrote the range
    // the outer one was still computing, which then set a stale or doubled range (a ±20 axis
    // left over values of 9e+04 after a live edit). False when this was such a nested ask,
    // only noted.
    bool run(const std::function<void()> &fit);

private:
    bool m_held = false, m_pending = false;
    bool m_fitting = false, m_fitAgain = false;
};

} // namespace nk::ui
