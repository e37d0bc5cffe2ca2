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
    // On a raster device the figure is drawn from a cached image of it (a step change draws
    // the same chefs at the same places again), rendered at the same fraction of a pixel.
    static void paint(QPainter &p, QPointF base, double scale, const QColor &jacket, ChefPose pose,
                      double phase);
    // How many chef images were drawn afresh (not from the cache): for tests.
    static int imagesRendered();

private:
    static void draw(QPainter &p, QPointF base, double scale, const QColor &jacket, ChefPose pose,
                     double phase);
};

} // namespace nk::ui
