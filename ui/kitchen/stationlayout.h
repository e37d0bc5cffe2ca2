#pragma once

#include "kitchen/kitchenaxis.h"

#include <QRectF>

namespace nk::ui {

// Where the parts of one station go (design units), computed by StationPainter.
struct StationLayout
{
    QRectF frame, title, bubble, chefZone, area, meter, labels;
    double yPass = 0, jarTop = 0, jarBottom = 0;
    double slotW = 0, jarW = 0, firstX = 0;
    int labelRows = 1;

    double yOf(const KitchenAxis &axis, double v) const
    {
        return jarBottom - axis.frac(v) * (jarBottom - jarTop);
    }
};

} // namespace nk::ui
