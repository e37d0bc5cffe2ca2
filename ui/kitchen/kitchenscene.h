#pragma once

#include "kitchenmodel.h"
#include "kitchenpaint.h"
#include "kitchenstate.h"

#include <QString>
#include <QStringList>
#include <QVariantMap>

class QPainter;

// One scene of the kitchen (llm-viz style): a pure function from (traces, time) to what is on
// screen. Time t runs over [0, duration()]: step s plays over (s, s + 1] and every integer is a
// pause point (nk::StepClock). A scene declares its own beats, where they sit on that clock and
// how long each takes to play, so the lesson clock can ask the scene instead of a constant.
class KitchenScene
{
public:
    // Seconds one step's action takes at speed 1, unless a scene says otherwise.
    static constexpr double kDefaultStepSeconds = 1.6;

    virtual ~KitchenScene() = default;

    virtual QString name() const = 0;
    // Scene options (e.g. norm-steps' "layerNormOnly"); unknown keys are ignored.
    virtual void setOptions(const QVariantMap &options) { Q_UNUSED(options) }
    // The last pause point.
    virtual double duration() const;
    // Seconds the step named `beat` takes to play at speed 1; kDefaultStepSeconds for a beat
    // the scene does not know.
    virtual double stepSeconds(const QString &beat) const;
    // The beats a chapter's steps may name, in the scene's order; empty for a free-running
    // scene (cost, stability, served), which plays the chapter's own clock whatever the beat.
    virtual QStringList beatNames() const { return {}; }
    // The slot (0-based step: it plays over (slot, slot + 1]) of a beat; −1 if unknown.
    virtual int beatSlot(const QString &beat) const;

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
