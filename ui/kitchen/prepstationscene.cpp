#include "kitchen/prepstationscene.h"

#include "kitchen/beatcontext.h"
#include "kitchen/kitchenformat.h"
#include "norm/stepclock.h"
#include "kitchen/normstepsscene.h"

#include <algorithm>
#include <cmath>

namespace nk::ui {

namespace {

constexpr int kSlots = 4;
// The norm-steps clock: the input row, and the end of the normalize row (x̂ or x/RMS).
constexpr double kNormalizeStart = 4.0;
constexpr double kNormalized = 5.0;

} // namespace

double PrepStationScene::revealedTime(double t) const
{
    // A dish's tooltip may tell what the norm-steps clock has shown: the input, then x̂.
    return t > 1.0 ? kNormalized : 0.0;
}

SceneState PrepStationScene::stateAt(const KitchenModel &model, double t, bool reducedMotion) const
{
    SceneState s;
    s.scene = name();
    s.strip = model.strip();
    double tt = std::isfinite(t) ? std::clamp(t, 0.0, double(kSlots)) : 0.0;
    if (reducedMotion && tt > 0.0)
        tt = nk::StepClock::currentStep(tt, kSlots) + 1.0;
    const int slot = nk::StepClock::currentStep(tt, kSlots);
    const double p = nk::StepClock::progress(tt, slot);
    s.row = slot;
    s.progress = p;

    const StationModel &lnM = model.layerNorm();
    const StationModel &rmsM = model.rmsNorm();
    // Where each station is on the norm-steps clock: arriving, walking to x̂, done.
    double lnT = 0.0, rmsT = 0.0;
    switch (slot) {
    case 0:
        lnT = rmsT = p;
        break;
    case 1:
        lnT = kNormalizeStart + p;
        rmsT = 1.0;
        break;
    case 2:
        lnT = kNormalized;
        rmsT = kNormalizeStart + p;
        break;
    default:
        lnT = rmsT = kNormalized;
        break;
    }
    s.layerNorm = NormStepsScene::stationAt(lnM, s.strip, lnT);
    s.rmsNorm = NormStepsScene::stationAt(rmsM, s.strip, rmsT);
    // RMSNorm's dishes reach x/RMS only in its scale row, with γ; the prep station shows them
    // at x/RMS (stage 1), like LayerNorm's x̂, while the chef reads the RMS.
    if (slot >= 2) {
        BeatContext c(rmsM, s.rmsNorm, s.strip);
        if (slot == 2)
            c.walkTo(0, 1, p);
        else
            c.restAt(1);
        if (s.strip) {
            const int k =
                int(std::floor(std::clamp(s.rmsNorm.stripFront, 0.0, 1.0) * rmsM.d + 1e-9));
            rmsM.histogram(s.rmsNorm.stripFrom, s.rmsNorm.stripTo, k, s.rmsNorm.histogram,
                           s.rmsNorm.nonFiniteCount);
        }
    }

    const auto range = [](const StationModel &m) {
        const auto [lo, hi] = std::minmax_element(m.stage[0].begin(), m.stage[0].end());
        return std::make_pair(lo == m.stage[0].end() ? 0.0 : *lo,
                              hi == m.stage[0].end() ? 0.0 : *hi);
    };
    const auto say = [](const StationModel &m, double v) {
        return KitchenFormat::number(v, m.speechDigits);
    };
    if (slot == 0) {
        const auto [lo, hi] = range(lnM);
        s.layerNorm.speech = tr("Today's tray runs from %1 to %2. Tomorrow's supplier may "
                                "send something else.")
                                 .arg(say(lnM, lo), say(lnM, hi));
        s.rmsNorm.speech = tr("The same tray reaches my station. The line cooks expect one "
                              "base range.");
    } else if (slot == 1) {
        s.rmsNorm.speech = tr("I wait: the old chef goes first.");
    }
    if (slot >= 3) {
        const nk::TraceStep *mean = lnM.step(nk::StepId::Mean);
        const nk::TraceStep *norm = lnM.step(nk::StepId::Normalize);
        const nk::TraceStep *rms = rmsM.step(nk::StepId::Rms);
        s.layerNorm.speech =
            tr("Centred on μ = %1, divided by √(σ² + ε) = %2: mean 0, "
               "standard deviation 1.")
                .arg(say(lnM, mean ? mean->scalar : 0.0), say(lnM, norm ? norm->scalar : 0.0));
        s.rmsNorm.speech = tr("Divided by √(RMS² + ε) = %1: strength 1, the direction kept, "
                              "not centred.")
                               .arg(say(rmsM, rms ? rms->scalar : 0.0));
    }
    s.footer = tr("The prep station: whatever the supplier sends, every tray leaves in one base "
                  "range, so the next cook can count on it.");
    return s;
}

} // namespace nk::ui
