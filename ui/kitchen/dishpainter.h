#pragma once

#include "kitchen/kitchenpaint.h"
#include "kitchen/kitchenstate.h"
#include "kitchen/stationlayout.h"
#include "kitchen/stationmodel.h"

class QPainter;

namespace nk::ui {

// Up to kKitchenMaxDishes dishes one by one: glasses filled to their level (colour for the
// sign), the walk's marks (distances from μ, strengths x²), the μ line and the labels.
class DishPainter
{
public:
    static void paint(QPainter &p, const StationLayout &L, const StationState &st,
                      const StationModel &m, KitchenPaintContext &ctx);
};

} // namespace nk::ui
