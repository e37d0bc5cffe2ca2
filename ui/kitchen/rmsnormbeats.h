#pragma once

#include "kitchen/beatcontext.h"

#include <QCoreApplication>

namespace nk::ui {

// The RMSNorm chef's beats, one per aligned row (see LayerNormBeats). Row 1 (the mean) is an
// empty slot: RMSNorm does not centre. Like LayerNorm it needs the whole table before it can
// scale anything, but reads one statistic (Σx²) instead of two chained ones.
class RmsNormBeats
{
    Q_DECLARE_TR_FUNCTIONS(KitchenView)

public:
    using Beat = double (*)(BeatContext &, double);
    static Beat forRow(int row);

    static double arrival(BeatContext &c, double p);
    static double skip(BeatContext &c, double p);
    static double square(BeatContext &c, double p);
    static double meanSquare(BeatContext &c, double p);
    static double root(BeatContext &c, double p);
    static double scale(BeatContext &c, double p);
};

} // namespace nk::ui
