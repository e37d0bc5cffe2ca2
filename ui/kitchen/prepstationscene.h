#pragma once

#include "kitchen/kitchenscene.h"

#include <QCoreApplication>

namespace nk::ui {

// "prep-station" (chapter 1): trays from drifting suppliers arrive at the prep station, and
// each chef brings the tray into one base range before the line cooks touch it: the old chef
// by centring and scaling (LayerNorm), the new chef by scaling alone (RMSNorm). Beats: drift
// (the tray arrives, nothing adjusted), layernorm, rmsnorm (each chef's walk to the normalized
// dishes, the other waiting), standardize (both trays in range, the readings named).
class PrepStationScene : public KitchenScene
{
    Q_DECLARE_TR_FUNCTIONS(KitchenView)

public:
    static constexpr const char *kName = "prep-station";

    QString name() const override { return QString::fromLatin1(kName); }
    double duration() const override { return 4.0; }
    SceneState stateAt(const KitchenModel &model, double t, bool reducedMotion) const override;
    double revealedTime(double t) const override;
};

} // namespace nk::ui
