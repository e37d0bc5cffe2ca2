#pragma once

#include "kitchen/kitchenscene.h"

namespace nk::ui {

// "norm-steps": the six aligned rows of trace.h acted out by both chefs (input, mean,
// deviations, variance, normalize, affine; RMSNorm's square, mean square, RMS and scale share
// the rows). Option "layerNormOnly" (bool) shows the LayerNorm station alone.
class NormStepsScene : public KitchenScene
{
public:
    static constexpr const char *kName = "norm-steps";
    static constexpr const char *kLayerNormOnly = "layerNormOnly";

    QString name() const override { return QString::fromLatin1(kName); }
    void setOptions(const QVariantMap &options) override;
    SceneState stateAt(const KitchenModel &model, double t, bool reducedMotion) const override;
    double revealedTime(double t) const override { return t; }

    // One station at time t in [0, 6]: the beats of every row up to the playing one, and the
    // counters (steps complete by t count in full, the playing one by its share).
    static StationState stationAt(const StationModel &m, bool strip, double t);

private:
    bool m_layerNormOnly = false;
};

} // namespace nk::ui
