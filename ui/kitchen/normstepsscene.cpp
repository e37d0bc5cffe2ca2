#include "kitchen/normstepsscene.h"

#include "kitchen/beatcontext.h"
#include "kitchen/layernormbeats.h"
#include "norm/stepclock.h"
#include "kitchen/rmsnormbeats.h"

#include <algorithm>
#include <cmath>

namespace nk::ui {

namespace {

constexpr int kRows = nk::kAlignedRowCount;

void countWork(const StationModel &m, StationState &st, double t, double share)
{
    st.walks = 0;
    st.flops = 0;
    for (const nk::TraceStep &s : m.trace->steps) {
        const int span = nk::alignedRowSpan(s.id);
        if (nk::StepClock::isComplete(t, s.row, span)) {
            st.flops += s.ops.total();
            st.walks += s.walksTable ? 1 : 0;
        } else if (nk::StepClock::hasStarted(t, s.row)) {
            st.flops +=
                (long long)std::floor(double(s.ops.total()) * std::clamp(share, 0.0, 1.0) + 1e-9);
            st.walks += s.walksTable ? 1 : 0;
        }
    }
}

} // namespace

void NormStepsScene::setOptions(const QVariantMap &options)
{
    m_layerNormOnly = options.value(QString::fromLatin1(kLayerNormOnly), false).toBool();
}

StationState NormStepsScene::stationAt(const StationModel &m, bool strip, double t)
{
    StationState st;
    st.batteryBars = m.battery;
    if (!strip)
        st.dishes.resize(m.d);
    BeatContext c(m, st, strip);
    c.restAt(0);
    const int row = nk::StepClock::currentStep(t, kRows);
    const double p = nk::StepClock::progress(t, row);
    double share = 0.0;
    for (int r = 0; r <= row; ++r) {
        st.skipped = false;
        st.waiting = false;
        st.speechWarning = false;
        const auto beat = m.ln ? LayerNormBeats::forRow(r) : RmsNormBeats::forRow(r);
        share = beat(c, r < row ? 1.0 : p);
    }
    countWork(m, st, t, share);
    if (strip) {
        const int k = int(std::floor(std::clamp(st.stripFront, 0.0, 1.0) * m.d + 1e-9));
        m.histogram(st.stripFrom, st.stripTo, k, st.histogram, st.nonFiniteCount);
    }
    return st;
}

SceneState NormStepsScene::stateAt(const KitchenModel &model, double t, bool reducedMotion) const
{
    SceneState s;
    s.scene = name();
    s.strip = model.strip();
    double tt = std::isfinite(t) ? std::clamp(t, 0.0, double(kRows)) : 0.0;
    // Reduced motion: no in-between states, the playing step's end at once.
    if (reducedMotion && tt > 0.0)
        tt = nk::StepClock::currentStep(tt, kRows) + 1.0;
    s.row = nk::StepClock::currentStep(tt, kRows);
    s.progress = nk::StepClock::progress(tt, s.row);
    s.layerNorm = stationAt(model.layerNorm(), s.strip, tt);
    s.rmsNorm = stationAt(model.rmsNorm(), s.strip, tt);
    s.rmsNorm.visible = !m_layerNormOnly;
    return s;
}

} // namespace nk::ui
