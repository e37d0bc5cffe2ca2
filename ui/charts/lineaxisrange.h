#pragma once

#include <QtGlobal>

QT_BEGIN_NAMESPACE
class QAbstractAxis;
QT_END_NAMESPACE

namespace nk::ui {

// The ranges LineChart gives its axes, from the data's lowest and highest values: linear ones
// padded, log ones rounded out to whole powers of the base with few enough labels, and kept
// finite for Qt Charts.
class LineAxisRange
{
public:
    // Rounds a positive range out to whole powers of base.
    static void logRange(double lo, double hi, double base, double &min, double &max);
    static bool isPowerOfTen(double base);
    // Qt elides log-axis labels to "..." once they crowd: label every k-th power instead, k
    // chosen so that at most maxLabels labels are drawn.
    static double thinnedBase(double base, double lo, double hi, int maxLabels);
    static void linearRange(double lo, double hi, double &min, double &max);
    // Qt Charts lays out one tick per power of the log axis's base over its range: a range from
    // 0 or to inf, or thousands of decades (inputs of 1e308 through a stack of layers), asked it
    // for billions of ticks (found by the monkey). Keeps a log axis' range finite and its ticks
    // few; any other axis is left alone.
    static void tameLog(QAbstractAxis *axis, double &lo, double &hi);
};

} // namespace nk::ui
