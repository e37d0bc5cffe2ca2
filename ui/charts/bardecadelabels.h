#pragma once

#include <QString>

QT_BEGIN_NAMESPACE
class QCategoryAxis;
QT_END_NAMESPACE

namespace nk::ui {

// The labels of a BarChart's log scale. Bars on a QLogValueAxis grow from log(0), so the chart
// plots decades above a floor on a linear axis; these label it with the powers of ten.
class BarDecadeLabels
{
public:
    // Labels axis (0 … max decades above 10^floorExponent) at every k-th decade, about seven
    // labels at most.
    static void apply(QCategoryAxis *axis, double max, double floorExponent);
    // 10^exponent as written on the axis: "0.01" … "1000", else "1e-5".
    static QString powerLabel(int exponent);
};

} // namespace nk::ui
