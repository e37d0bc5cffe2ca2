#include "charts/lineaxisrange.h"

#include <QLogValueAxis>

#include <algorithm>
#include <cmath>

namespace nk::ui {

void LineAxisRange::logRange(double lo, double hi, double base, double &min, double &max)
{
    const double lb = std::log(base);
    min = std::pow(base, std::floor(std::log(lo) / lb + 1e-9));
    max = std::pow(base, std::ceil(std::log(hi) / lb - 1e-9));
    if (max <= min)
        max = min * base;
}

bool LineAxisRange::isPowerOfTen(double base)
{
    const double e = std::log10(base);
    return std::fabs(e - std::round(e)) < 1e-9;
}

double LineAxisRange::thinnedBase(double base, double lo, double hi, int maxLabels)
{
    const double intervals = std::log(hi / lo) / std::log(base);
    const int k = std::max(1, int(std::ceil(intervals / std::max(1, maxLabels - 1) - 1e-9)));
    return std::pow(base, k);
}

void LineAxisRange::linearRange(double lo, double hi, double &min, double &max)
{
    if (hi - lo <= 0.0) {
        const double pad = lo == 0.0 ? 1.0 : std::fabs(lo) * 0.1;
        lo -= pad;
        hi += pad;
    }
    const double pad = 0.05 * (hi - lo);
    min = lo >= 0.0 && lo - pad < 0.0 ? 0.0 : lo - pad;
    max = hi + pad;
}

void LineAxisRange::tameLog(QAbstractAxis *axis, double &lo, double &hi)
{
    auto *log = qobject_cast<QLogValueAxis *>(axis);
    if (!log)
        return;
    lo = std::isfinite(lo) && lo > 0 ? std::clamp(lo, 1e-300, 1e299) : 1e-300;
    hi = std::isfinite(hi) ? std::clamp(hi, lo * 10, 1e300) : 1e300;
    const double decades = std::log10(hi / lo);
    const double base = log->base();
    if (!(base > 1) || !std::isfinite(base) || decades / std::log10(base) > 40)
        log->setBase(std::pow(10.0, std::ceil(decades / 20)));
}

} // namespace nk::ui
