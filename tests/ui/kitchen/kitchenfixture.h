#pragma once

// What the kitchen's tests share: settings, the model the scenes read (from normtraces.h's
// traces), and a station acted out up to a row as the norm-steps scene acts it out.

#include "kitchen/beatcontext.h"
#include "kitchen/kitchenmodel.h"
#include "kitchen/kitchenstate.h"
#include "kitchen/layernormbeats.h"
#include "kitchen/rmsnormbeats.h"
#include "normtraces.h"

#include <QImage>

#include <algorithm>
#include <cstdlib>
#include <memory>
#include <vector>

using namespace nk::ui;

inline nk::NormSettings kitchenSettings(nk::Precision p = nk::Precision::Fp32, double gamma = 1.0,
                                        double beta = 0.0,
                                        nk::VarianceAlgorithm v = nk::VarianceAlgorithm::TwoPass)
{
    nk::NormSettings s;
    s.precision = p;
    s.variance = v;
    s.gamma = {gamma};
    s.beta = {beta};
    return s;
}

inline std::unique_ptr<KitchenModel> makeKitchenModel(const std::vector<double> &x,
                                                      const nk::NormSettings &s)
{
    const NormTraces t = makeNormTraces(x, s);
    return KitchenModel::make(t.ln, t.rms);
}

// The station after the beats of rows 0 … row - 1 played to their end and row's beat to
// progress p (what NormStepsScene::stationAt does, without the counters). *share: what the
// last beat returned.
inline StationState playKitchenBeats(const StationModel &m, bool strip, int row, double p,
                                     double *share = nullptr)
{
    StationState st;
    st.batteryBars = m.battery;
    if (!strip)
        st.dishes.resize(m.d);
    BeatContext c(m, st, strip);
    c.restAt(0);
    double last = 0.0;
    for (int r = 0; r <= row; ++r) {
        st.skipped = false;
        st.waiting = false;
        st.speechWarning = false;
        const auto beat = m.ln ? LayerNormBeats::forRow(r) : RmsNormBeats::forRow(r);
        last = beat(c, r < row ? 1.0 : p);
    }
    if (share)
        *share = last;
    return st;
}

// The dishes' values, in order.
inline std::vector<double> kitchenDishValues(const StationState &st)
{
    std::vector<double> v;
    for (const DishState &dish : st.dishes)
        v.push_back(dish.value);
    return v;
}

// The largest difference of one colour channel between two images of the same size: how far a
// cached drawing is from the same drawing made shape by shape.
inline int largestChannelDifference(const QImage &a, const QImage &b)
{
    int most = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x) {
            const QRgb p = a.pixel(x, y), q = b.pixel(x, y);
            most = std::max({most, std::abs(qRed(p) - qRed(q)), std::abs(qGreen(p) - qGreen(q)),
                             std::abs(qBlue(p) - qBlue(q))});
        }
    return most;
}
