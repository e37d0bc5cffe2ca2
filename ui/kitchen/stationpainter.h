#pragma once

#include "kitchen/kitchenpaint.h"
#include "kitchen/kitchenstate.h"
#include "kitchen/stationlayout.h"
#include "kitchen/stationmodel.h"

#include <QCoreApplication>

class QPainter;

namespace nk::ui {

// One station on the pass: name tag and counters, the value axis, the dishes (DishPainter) or
// the strip (StripPainter), the chef, the speech bubble and the meter.
class StationPainter
{
    Q_DECLARE_TR_FUNCTIONS(KitchenView)

public:
    // The jars' smallest height, in label heights.
    static constexpr double kMinJarLabels = 2.0;
    // Both stations share the label layout (so their jars, and so their axes, line up): call
    // once per paint before painting either.
    static void measureLabels(const SceneState &s, KitchenPaintContext &ctx);
    static void paint(QPainter &p, const QRectF &frame, const StationState &st,
                      const StationModel &m, KitchenPaintContext &ctx);
    // The dashed μ line from x0 to x1, its value on a tag at tagX (under the line when there is
    // no room above it).
    static void paintMeanLine(QPainter &p, const StationLayout &L, const StationState &st,
                              const StationModel &m, const QColor &accent, const KitchenFonts &fs,
                              double x0, double x1, double tagX);
    // "fp16 · 3 digits": the meter's precision line.
    static QString precisionText(const StationModel &m);
    // Design height of the name tag and speech bubble (where a station's body starts).
    static double headerHeight(const KitchenFonts &fs, int bubbleLines = 2);
    // Design height a station needs: header, chef, glasses and labels, and the meter beside.
    static double requiredHeight(const KitchenFonts &fs);
    static QColor accent(const StationModel &m);
};

} // namespace nk::ui
