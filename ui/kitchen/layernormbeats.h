#pragma once

#include "kitchen/beatcontext.h"

#include <QCoreApplication>

namespace nk::ui {

// The LayerNorm chef's beats, one per aligned row of trace.h: each takes the station as the
// earlier rows left it and the row's progress p in [0, 1], and returns the share of the step's
// operations done (the counters follow it). The walks follow the traced variance algorithm:
// two-pass walks once for μ and again for σ²; one-pass and Welford get both in one walk.
class LayerNormBeats
{
    Q_DECLARE_TR_FUNCTIONS(KitchenView)

public:
    using Beat = double (*)(BeatContext &, double);
    static Beat forRow(int row);

    static double arrival(BeatContext &c, double p);
    static double mean(BeatContext &c, double p);
    static double varianceWalk(BeatContext &c, double p);
    static double varianceAverage(BeatContext &c, double p);
    static double normalize(BeatContext &c, double p);
    static double affine(BeatContext &c, double p);

    // The chef's warning when a divisor cannot be trusted: overflowed, zero with ε lost, or ε
    // lost (shared with RMSNorm's beats).
    static void warnAboutDivisor(BeatContext &c, const nk::TraceStep *s, double divisor,
                                 const QString &broken, const QString &zero);
};

} // namespace nk::ui
