#pragma once

#include <QString>

QT_BEGIN_NAMESPACE
class QAbstractAxis;
class QValueAxis;
QT_END_NAMESPACE

namespace nk::ui {

// What every chart does to an axis alike: its range and ticks, its label format and its title
// kept whole while the chart shows it wrapped.
class ChartAxes
{
public:
    // The range [lo, hi] itself, its ticks on whole multiples of a nice step (1, 2, 2.5 or 5
    // times a power of ten; 0 among them when in range), at most maxTicks of them, set on axis
    // in one call. Ends rounded out to whole steps wasted most of a short chart: with two or
    // three ticks, values from −1 to 9 got an axis from −20 to 20. Qt's applyNiceNumbers() set
    // the range several times, and for some ranges its axis and domain then passed the range
    // back and forth until the stack ran out (the monkey found one).
    static void setNiceRange(QValueAxis *axis, double lo, double hi, int maxTicks);
    // A label format for a vertical value axis. Qt Charts keeps room for "..." beside the tick
    // labels out of the axis' width and cut the axis title to "⋮" when every label was narrower
    // than "..." (single digits): two no-break spaces before each label keep it that wide.
    static QString verticalLabelFormat(const QString &format);
    // An axis' title, wrapped by ChartPanel to the side of the plot it stands along whenever
    // the plot area changes; title() gives it back whole.
    static void setTitle(QAbstractAxis *axis, const QString &title);
    static QString title(const QAbstractAxis *axis);
};

} // namespace nk::ui
