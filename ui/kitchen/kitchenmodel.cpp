#include "kitchen/kitchenmodel.h"

#include "kitchen/kitchenstate.h"

#include <algorithm>
#include <cmath>

namespace nk::ui {

namespace {

KitchenAxis makeAxis(const StationModel &ln, const StationModel &rms)
{
    double lo = 0.0, hi = 0.0;
    auto take = [&](const std::vector<double> &v, double &big) {
        for (double x : v) {
            if (!std::isfinite(x))
                continue;
            lo = std::min(lo, x);
            hi = std::max(hi, x);
            big = std::max(big, std::fabs(x));
        }
    };
    // The largest magnitude of each set of values the dishes show; if they differ by more than
    // an order of magnitude the axis is symmetric-log so that the smallest set stays visible.
    double small = 0.0, big = 0.0;
    for (const std::vector<double> *v :
         {&ln.stage[0], &ln.centred, &ln.stage[1], &ln.stage[2], &rms.stage[2]}) {
        double m = 0.0;
        take(*v, m);
        if (m > 0.0)
            small = small > 0.0 ? std::min(small, m) : m;
        big = std::max(big, m);
    }
    KitchenAxis axis;
    if (hi - lo <= 0.0 || !(hi - lo < 1e300)) {
        lo = -1.0;
        hi = 1.0;
    }
    axis.log = small > 0.0 && big / small > 12.0;
    axis.c = axis.log ? small / 3.0 : 1.0;
    axis.lo = lo;
    axis.hi = hi;
    const double pad = 0.06;
    const double gl = axis.g(lo), gh = axis.g(hi);
    axis.gLo = gl - (gh - gl) * pad;
    axis.gHi = gh + (gh - gl) * pad;
    if (!(axis.gHi > axis.gLo)) {
        axis.gLo = -1.0;
        axis.gHi = 1.0;
    }
    return axis;
}

} // namespace

std::unique_ptr<KitchenModel> KitchenModel::make(std::shared_ptr<const nk::NormTrace> layerNorm,
                                                 std::shared_ptr<const nk::NormTrace> rmsNorm)
{
    if (!layerNorm || !rmsNorm || layerNorm->d() <= 0 || rmsNorm->d() != layerNorm->d() ||
        layerNorm->steps.empty() || rmsNorm->steps.empty())
        return nullptr;
    auto model = std::unique_ptr<KitchenModel>(new KitchenModel);
    model->m_ln = std::make_unique<StationModel>(std::move(layerNorm));
    model->m_rms = std::make_unique<StationModel>(std::move(rmsNorm));
    const KitchenAxis axis = makeAxis(*model->m_ln, *model->m_rms);
    model->m_ln->axis = axis;
    model->m_rms->axis = axis;
    if (model->strip()) {
        model->m_ln->buildStrip();
        model->m_rms->buildStrip();
    }
    return model;
}

bool KitchenModel::strip() const
{
    return m_ln->d > kKitchenMaxDishes;
}

} // namespace nk::ui
