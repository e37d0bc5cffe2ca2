#pragma once

#include "kitchen/kitchenstate.h"
#include "kitchen/stationmodel.h"

namespace nk::ui {

// One station being acted out: the precomputed station and the state a beat writes into. The
// beats (LayerNormBeats, RmsNormBeats) use these moves so that every walk looks the same.
class BeatContext
{
public:
    BeatContext(const StationModel &model, StationState &state, bool strip);

    const StationModel &m;
    StationState &st;
    const bool strip;

    // A number in the chef's words (the compute precision's narration digits).
    QString say(double v) const;
    QString precisionName() const;
    void setMeter(const QString &caption, double v);
    void setDish(DishState &dish, double value) const;
    // All dishes at one stage, at rest.
    void restAt(int stage);
    // The chef walks the table (w in [0, 1]); each dish moves from one stage to the next as the
    // chef reaches it, through `via` if given.
    void walkTo(int from, int to, double w, const std::vector<double> *via = nullptr);
    // The tasting walk: dishes stay, the ones reached are marked.
    void tasteWalk(double w);
    // The dishes arriving on the pass (w in [0, 1]).
    void arrive(double w);
    // Row 0 for either chef: the dishes arrive over most of the step while the chef waits at
    // home for the whole table. Returns how many have arrived.
    int waitForTable(double p);

    static int tastedCount(double w, int d);
    static int arrivedCount(double w, int d);
    // part as a share of the step's counted operations.
    static double stepShare(const nk::TraceStep *s, long long part);
};

} // namespace nk::ui
