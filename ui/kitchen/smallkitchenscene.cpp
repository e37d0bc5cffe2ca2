#include "kitchen/smallkitchenscene.h"

#include "kitchen/servedscene.h"

namespace nk::ui {

void SmallKitchenScene::setOptions(const QVariantMap &options)
{
    m_migration = options.value(QStringLiteral("story")).toString() == QLatin1String("migration");
}

SceneState SmallKitchenScene::stateAt(const KitchenModel &model, double t, bool reducedMotion) const
{
    Q_UNUSED(t)
    Q_UNUSED(reducedMotion)
    SceneState s = ServedScene::served(model, name());
    s.layerNorm.speechWarning = false;
    s.rmsNorm.speechWarning = false;
    if (m_migration) {
        s.layerNorm.speech = tr("The whole hall still runs on the old method tonight.");
        s.rmsNorm.speech = tr("A few small banquets first; the whole hall reopens after.");
        s.footer = tr("Try the new method on small banquets, taste, adjust, then reopen the "
                      "whole hall.");
    } else {
        s.layerNorm.speech = tr("Same recipe book, same ingredients: the old method, timed.");
        s.rmsNorm.speech = tr("Same recipe book, same ingredients: the new method, timed.");
        s.footer = tr("Two small kitchens, one recipe book and a stopwatch on each: the panel "
                      "below runs them.");
    }
    return s;
}

} // namespace nk::ui
