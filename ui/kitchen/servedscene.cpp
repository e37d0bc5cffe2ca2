#include "kitchen/servedscene.h"

#include "kitchen/normstepsscene.h"

#include <limits>

namespace nk::ui {

SceneState ServedScene::served(const KitchenModel &model, const QString &sceneName)
{
    SceneState s;
    s.scene = sceneName;
    s.strip = model.strip();
    s.row = nk::kAlignedRowCount - 1;
    s.progress = 1.0;
    for (bool ln : {true, false}) {
        const StationModel &m = model.station(ln);
        StationState &st = ln ? s.layerNorm : s.rmsNorm;
        st = NormStepsScene::stationAt(m, s.strip, nk::kAlignedRowCount);
        st.pose = ChefPose::Idle;
        st.chefPos = -1.0;
        st.hasMeanLine = false;
        st.spread = std::numeric_limits<double>::quiet_NaN();
        st.speechWarning = m.trace->flags.overflow || m.trace->flags.nan;
        st.speech =
            st.speechWarning
                ? tr("Served, but something overflowed on the way: check the meter.")
                : tr("Served: %1 walks over the table, %2 operations.").arg(st.walks).arg(st.flops);
        for (DishState &dish : st.dishes)
            dish.tasted = false;
    }
    return s;
}

SceneState ServedScene::stateAt(const KitchenModel &model, double t, bool reducedMotion) const
{
    Q_UNUSED(t)
    Q_UNUSED(reducedMotion)
    return served(model, name());
}

} // namespace nk::ui
