#include "kitchen/rmsnormbeats.h"

#include "kitchen/kitchenformat.h"
#include "kitchen/kitchenmath.h"
#include "kitchen/layernormbeats.h"
#include "norm/numberformat.h"
#include "numeric/precision.h"

#include <cmath>

namespace nk::ui {

using nk::StepId;

RmsNormBeats::Beat RmsNormBeats::forRow(int row)
{
    static constexpr Beat kBeats[nk::kAlignedRowCount] = {arrival,    skip, square,
                                                          meanSquare, root, scale};
    return kBeats[std::clamp(row, 0, nk::kAlignedRowCount - 1)];
}

// Row 0: the dishes arrive; this chef needs the whole table too before scaling any dish.
double RmsNormBeats::arrival(BeatContext &c, double p)
{
    const int d = c.m.d, k = c.waitForTable(p);
    c.st.speech = k < d ? tr("I need the whole table too… %1 of %2 dishes here").arg(k).arg(d)
                        : tr("All %1 dishes are here: one reading, no centring.").arg(d);
    return p;
}

// Row 1: the empty slot.
double RmsNormBeats::skip(BeatContext &c, double)
{
    c.st.skipped = true;
    c.st.pose = ChefPose::Skipping;
    c.st.chefPos = -1.0;
    c.st.speech = tr("Empty slot: RMSNorm computes no μ and does not centre.");
    return 0.0;
}

// Row 2: the one tasting walk, each dish's x² as an energy bar.
double RmsNormBeats::square(BeatContext &c, double p)
{
    c.tasteWalk(p);
    const int k = BeatContext::tastedCount(p, c.m.d);
    bool overflow = false;
    if (c.strip) {
        c.st.stripOverlay = 2;
    } else {
        c.st.energyBars.clear();
        for (int i = 0; i < k; ++i) {
            const double e = c.m.squares[size_t(i)];
            c.st.energyBars << e;
            if (!std::isfinite(e)) {
                overflow = true;
                c.st.dishes[i].nonFinite = true;
                c.st.dishes[i].note = tr("x²=%1").arg(c.say(e));
            }
        }
    }
    const std::vector<double> *run = c.m.running(StepId::Square);
    if (run && k > 0)
        c.setMeter(tr("Σx² (sum of squares)"), (*run)[size_t(k - 1)]);
    overflow = overflow || (c.st.meterVisible && c.st.meterBroken);
    c.st.speech =
        tr("Walk %1: tasting each dish and adding up the squares x².").arg(c.m.walkOrdinal[2]);
    if (overflow) {
        // The format's largest finite value is exact: written with the narration digits of fp64.
        const double largest = nk::formatInfo(c.m.compute).largestFinite;
        c.st.speech =
            tr("x² = inf! %1 holds nothing above %2.")
                .arg(c.precisionName(),
                     KitchenFormat::number(largest,
                                           nk::NumberFormat::narrationDigits(nk::Precision::Fp64)));
        c.st.speechWarning = true;
    }
    return p;
}

// Row 3: the squares averaged.
double RmsNormBeats::meanSquare(BeatContext &c, double p)
{
    const nk::TraceStep *s = c.m.step(StepId::MeanSquare);
    c.tasteWalk(0.0);
    c.st.pose = ChefPose::Reading;
    c.st.chefPos = c.m.d;
    const double ms = s ? s->scalar : 0.0;
    if (p >= 0.5)
        c.setMeter(tr("mean square"), ms);
    c.st.speech = tr("Mean square: Σx² ÷ %1 = %2.").arg(c.m.d).arg(c.say(ms));
    if (!std::isfinite(ms)) {
        c.st.speech = tr("Overflow: mean square = %1. The meter is broken.").arg(c.say(ms));
        c.st.speechWarning = true;
    }
    return p;
}

// Row 4: one reading of the meter, the RMS with ε.
double RmsNormBeats::root(BeatContext &c, double p)
{
    const nk::TraceStep *s = c.m.step(StepId::Rms);
    c.st.energyBars.clear();
    c.st.stripOverlay = 0;
    if (!c.strip)
        for (DishState &dish : c.st.dishes) {
            dish.note.clear();
            dish.nonFinite = !std::isfinite(dish.value);
        }
    c.st.pose = ChefPose::Reading;
    c.st.chefPos = c.m.d;
    const double rms = s ? s->scalar : 1.0;
    if (p >= 0.5)
        c.setMeter(tr("divisor\n√(RMS² + ε)"), rms);
    c.st.speech = tr("One reading: the divisor √(RMS² + ε) = %1 (ε = %2).")
                      .arg(c.say(rms), c.say(s ? s->namedValue("eps") : 0.0));
    LayerNormBeats::warnAboutDivisor(c, s, rms,
                                     tr("The meter is broken: √(RMS² + ε) = %1.").arg(c.say(rms)),
                                     tr("RMS = 0 and ε was lost: dividing by 0!"));
    return p;
}

// Row 5: walk 2, scaling each dish by γ / RMS.
double RmsNormBeats::scale(BeatContext &c, double p)
{
    const nk::TraceStep *rms = c.m.step(StepId::Rms);
    c.walkTo(0, 2, p);
    c.st.pose = ChefPose::Seasoning;
    c.st.speech =
        tr("Walk %1: scaling every dish by γ ÷ √(RMS² + ε); its flavour's direction stays.")
            .arg(c.m.walkOrdinal[5]);
    if (rms && !std::isfinite(rms->scalar)) {
        c.st.speech = tr("÷ %1: every dish is wiped out, the overflow destroyed the information.")
                          .arg(c.say(rms->scalar));
        c.st.speechWarning = true;
    }
    return p;
}

} // namespace nk::ui
