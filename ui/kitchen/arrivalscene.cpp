#include "kitchen/arrivalscene.h"

#include "kitchen/beatcontext.h"
#include "kitchen/kitchenmath.h"

#include <cmath>

namespace nk::ui {

SceneState ArrivalScene::stateAt(const KitchenModel &model, double t, bool reducedMotion) const
{
    SceneState s;
    s.scene = name();
    s.strip = model.strip();
    const double a = reducedMotion ? 1.0 : kitchenmath::clamp01(std::isfinite(t) ? t : 0.0);
    for (bool ln : {true, false}) {
        const StationModel &m = model.station(ln);
        StationState &st = ln ? s.layerNorm : s.rmsNorm;
        st.batteryBars = m.battery;
        if (!s.strip)
            st.dishes.resize(m.d);
        BeatContext c(m, st, s.strip);
        c.arrive(a);
        const int k = BeatContext::arrivedCount(a, m.d);
        st.waiting = k < m.d;
        st.pose = st.waiting ? ChefPose::Waiting : ChefPose::Idle;
        if (ln)
            st.speech =
                st.waiting ? tr("Waiting for the whole table… %1 of %2 dishes here").arg(k).arg(m.d)
                           : tr("The whole table is here. I need all of it before I start.");
        else
            st.speech = tr("I need the whole table too, but only one reading (Σx², one statistic "
                           "instead of two chained ones) and no centring.");
        if (s.strip) {
            const int front = int(std::floor(kitchenmath::clamp01(st.stripFront) * m.d + 1e-9));
            m.histogram(st.stripFrom, st.stripTo, front, st.histogram, st.nonFiniteCount);
        }
    }
    s.row = 0;
    s.progress = a;
    return s;
}

double ArrivalScene::revealedTime(double t) const
{
    Q_UNUSED(t)
    return 0.0; // nothing computed yet
}

} // namespace nk::ui
