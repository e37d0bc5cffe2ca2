#pragma once

#include "kitchen/kitchenstate.h"

#include <QColor>
#include <QPointF>

class QPainter;

namespace nk::ui {

// A chef seen from the front, standing behind the pass, vector-drawn in a pose.
class ChefPainter
{
public:
    // base: the middle of the counter edge under the chef; the figure rises about 115·scale
    // above it. phase animates walking, waiting and seasoning (0 with reduced motion).
    static void paint(QPainter &p, QPointF base, double scale, const QColor &jacket, ChefPose pose,
                      double phase);
};

} // namespace nk::ui
