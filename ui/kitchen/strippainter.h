#pragma once

#include "kitchen/kitchenpaint.h"
#include "kitchen/kitchenstate.h"
#include "kitchen/stationlayout.h"
#include "kitchen/stationmodel.h"

#include <QCoreApplication>

class QPainter;

namespace nk::ui {

// Beyond kKitchenMaxDishes: the elements as columns of a strip (min–max per column), and their
// histogram sideways on the same value axis.
class StripPainter
{
    Q_DECLARE_TR_FUNCTIONS(KitchenView)

public:
    static void paint(QPainter &p, const StationLayout &L, const StationState &st,
                      const StationModel &m, KitchenPaintContext &ctx);
    // Width of the strip itself in the station's area (the histogram takes the rest).
    static double stripWidth(const StationLayout &L);
    static double histogramWidth(const StationLayout &L);
};

} // namespace nk::ui
