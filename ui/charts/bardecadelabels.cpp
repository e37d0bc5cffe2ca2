#include "charts/bardecadelabels.h"

#include "norm/numberformat.h"

#include <QCategoryAxis>

#include <algorithm>
#include <cmath>

namespace nk::ui {

QString BarDecadeLabels::powerLabel(int exponent)
{
    if (exponent >= -2 && exponent <= 3)
        return QString::fromStdString(nk::NumberFormat::number(std::pow(10.0, exponent), 4));
    return QString::fromStdString("1e" + nk::NumberFormat::number(exponent, 3));
}

void BarDecadeLabels::apply(QCategoryAxis *axis, double max, double floorExponent)
{
    const QStringList old = axis->categoriesLabels();
    for (const QString &label : old)
        axis->remove(label);
    // At most about seven labels, every k-th decade.
    const int decades = int(std::lround(max));
    const int step = std::max(1, (decades + 6) / 7);
    axis->setStartValue(0.0);
    for (int k = 0; k <= decades; k += step)
        axis->append(powerLabel(int(floorExponent) + k), k);
}

} // namespace nk::ui
