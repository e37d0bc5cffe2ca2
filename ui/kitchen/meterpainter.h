#pragma once

#include "kitchen/kitchenpaint.h"
#include "kitchen/kitchenstate.h"

class QPainter;

namespace nk::ui {

// The station's meter (RMS) or scale (LayerNorm): dial, caption, digital display with only the
// digits the precision keeps, and a battery; an overflow shows as a broken meter.
class MeterPainter
{
public:
    static void paint(QPainter &p, const QRectF &r, const StationState &st, const QColor &accent,
                      const QString &precision, const KitchenFonts &fs);
    // Height the meter needs without its dial (precision line, caption, display).
    static double requiredHeight(const KitchenFonts &fs);
    // A battery of `bars` out of 4.
    static void paintBattery(QPainter &p, const QRectF &r, int bars);
};

} // namespace nk::ui
