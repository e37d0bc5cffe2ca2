#pragma once

#include "kitchen/kitchenmodel.h"
#include "kitchen/kitchenpaint.h"
#include "kitchen/kitchenstate.h"

#include <QString>
#include <QStringList>
#include <QVariantMap>

class QPainter;

namespace nk::ui {

// One scene of the kitchen (llm-viz style): a pure function from (traces, time) to what is on
// screen. Time t runs over [0, duration()]: step s plays over (s, s + 1] and every integer is a
// pause point (nk::StepClock). Where a scene's beats sit on that clock and how long each plays is
// the lesson's data (SceneTiming, ui/lesson), which the scene acts out.
class KitchenScene
{
public:
    virtual ~KitchenScene() = default;

    virtual QString name() const = 0;
    // Scene options (e.g. norm-steps' "layerNormOnly"); unknown keys are ignored.
    virtual void setOptions(const QVariantMap &options) { Q_UNUSED(options) }
    // The last pause point.
    virtual double duration() const;

    virtual SceneState stateAt(const KitchenModel &model, double t, bool reducedMotion) const = 0;
    // The time whose completed steps a dish's tooltip may reveal.
    virtual double revealedTime(double t) const;

    // Design height one station needs with these fonts (the view shrinks the text zoom until
    // it fits, so zoomed text is never cut or overlapping); the default is StationPainter's.
    virtual double requiredHeight(const KitchenFonts &fs) const;
    // Draws one station's state in frame (design units); the default is the pass with its
    // dishes, chef and meter (StationPainter).
    virtual void paintStation(QPainter &p, const QRectF &frame, const StationState &st,
                              const StationModel &m, KitchenPaintContext &ctx) const;
};

} // namespace nk::ui
