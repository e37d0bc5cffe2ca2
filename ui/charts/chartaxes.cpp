#include "charts/chartaxes.h"

#include "base/axisscale.h"

#include <QAbstractAxis>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <limits>

namespace nk::ui {

namespace {
constexpr const char *kPlainTitle = "nkPlainTitle";
}

QString ChartAxes::verticalLabelFormat(const QString &format)
{
    return QStringLiteral("&nbsp;&nbsp;") + format;
}

void ChartAxes::setNiceRange(QValueAxis *axis, double lo, double hi, int maxTicks)
{
    maxTicks = std::max(2, maxTicks);
    // Headroom over values near ±1.8e308 overflows to inf: the axis stops at the largest double.
    constexpr double kLargest = std::numeric_limits<double>::max();
    if (!std::isnan(lo) && !std::isnan(hi)) {
        lo = std::clamp(lo, -kLargest, kLargest);
        hi = std::clamp(hi, -kLargest, kLargest);
    }
    const auto fixedTicks = [&] {
        axis->setTickType(QValueAxis::TicksFixed);
        axis->setTickCount(maxTicks);
        axis->setRange(lo, hi);
    };
    // The most ticks that fit, on round values, without widening the range.
    const double step = AxisScale::niceStep(lo, hi, maxTicks);
    if (!(step > 0.0) || AxisScale::ticksIn(lo, hi, step) < 1) {
        fixedTicks();
        return;
    }
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0.0);
    axis->setTickInterval(step);
    axis->setRange(lo, hi);
}

void ChartAxes::setTitle(QAbstractAxis *axis, const QString &title)
{
    axis->setProperty(kPlainTitle, title);
    axis->setTitleText(title); // wrapped when the plot area is known
}

QString ChartAxes::title(const QAbstractAxis *axis)
{
    const QVariant plain = axis->property(kPlainTitle);
    return plain.isValid() ? plain.toString() : axis->titleText();
}

} // namespace nk::ui
