#pragma once

#include "kitchen/kitchenscene.h"

#include <QCoreApplication>

namespace nk::ui {

// "arrival" (Start): the dishes come onto the pass while the vector is typed; both chefs need
// the whole table before they can serve anything. t in [0, 1] is the share arrived.
class ArrivalScene : public KitchenScene
{
    Q_DECLARE_TR_FUNCTIONS(KitchenView)

public:
    static constexpr const char *kName = "arrival";

    QString name() const override { return QString::fromLatin1(kName); }
    double duration() const override { return 1.0; }
    SceneState stateAt(const KitchenModel &model, double t, bool reducedMotion) const override;
    double revealedTime(double t) const override;
};

} // namespace nk::ui
