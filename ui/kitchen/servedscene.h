#pragma once

#include "kitchen/kitchenscene.h"

#include <QCoreApplication>

namespace nk::ui {

// "served" (Finish): both tables served, with the walks and operations each took.
class ServedScene : public KitchenScene
{
    Q_DECLARE_TR_FUNCTIONS(KitchenView)

public:
    static constexpr const char *kName = "served";

    QString name() const override { return QString::fromLatin1(kName); }
    SceneState stateAt(const KitchenModel &model, double t, bool reducedMotion) const override;

    // The served plates, the base of the cost and stability scenes.
    static SceneState served(const KitchenModel &model, const QString &sceneName);
};

} // namespace nk::ui
