#include "analysis/monitorfigures.h"

#include "norm/layernormtrace.h"
#include "norm/rmsnormtrace.h"

#include <cmath>

namespace nk {

namespace {

const std::pair<Precision, Accumulation> kErrorConfigs[] = {
    {Precision::Fp32, Accumulation::Storage}, {Precision::Fp16, Accumulation::Storage},
    {Precision::Fp16, Accumulation::Fp32},    {Precision::Bf16, Accumulation::Storage},
    {Precision::Bf16, Accumulation::Fp32},
};

SweepOptions sweepOptions(Precision p, Accumulation a, const std::atomic<bool> *cancel)
{
    SweepOptions o;
    o.precisions = {p};
    o.accumulations = {a};
    o.cancel = cancel;
    return o;
}

} // namespace

std::vector<double> MonitorFigures::elementErrors(const NormTrace &t)
{
    const TraceStep &out = t.steps.back();
    std::vector<double> e(out.values.size());
    for (size_t i = 0; i < e.size(); ++i) {
        const double v = out.values[i];
        const double r = i < out.referenceValues.size() ? out.referenceValues[i] : v;
        e[i] = std::isnan(v) ? v : (std::isinf(v) && v == r ? 0.0 : std::fabs(v - r));
    }
    return e;
}

MonitorNowFigures MonitorFigures::computeNow(const std::vector<double> &x, const NormSettings &s,
                                             std::shared_ptr<const NormTrace> ln,
                                             std::shared_ptr<const NormTrace> rms, double shift,
                                             double scale)
{
    MonitorNowFigures f;
    f.input = x;
    f.settings = s;
    f.layerNorm = ln ? std::move(ln) : std::make_shared<const NormTrace>(traceLayerNorm(x, s));
    f.rmsNorm = rms ? std::move(rms) : std::make_shared<const NormTrace>(traceRmsNorm(x, s));
    for (const auto &[p, a] : kErrorConfigs) {
        NormSettings t = s;
        t.precision = p;
        t.accumulation = a;
        if (t == s) { // the current settings: already traced
            f.errors.push_back({p, a, f.layerNorm->maxAbsError, f.rmsNorm->maxAbsError,
                                f.layerNorm->flags, f.rmsNorm->flags});
            continue;
        }
        const NormTrace lnT = traceLayerNorm(x, t);
        const NormTrace rmsT = traceRmsNorm(x, t);
        f.errors.push_back({p, a, lnT.maxAbsError, rmsT.maxAbsError, lnT.flags, rmsT.flags});
    }
    f.layerNormElementError = elementErrors(*f.layerNorm);
    f.rmsNormElementError = elementErrors(*f.rmsNorm);
    f.stability = MonitorNumbers::stability(*f.layerNorm, *f.rmsNorm);
    f.layerNormMemory = MonitorNumbers::memory(*f.layerNorm);
    f.rmsNormMemory = MonitorNumbers::memory(*f.rmsNorm);
    f.invariance = Invariance::compute(*f.layerNorm, *f.rmsNorm, shift, scale);
    return f;
}

MonitorSweepFigures MonitorFigures::computeSweeps(const std::vector<double> &x,
                                                  const NormSettings &s, Precision p,
                                                  Accumulation a, const std::atomic<bool> *cancel)
{
    MonitorSweepFigures f;
    f.precision = p;
    f.accumulation = a;
    SweepOptions o = sweepOptions(p, a, cancel);
    f.offset = ErrorSweep::offsetSweep(x, s, o);
    o.maxDimension = kQuickDimension;
    f.dimension = ErrorSweep::dimensionSweep(x, s, o);
    SweepOptions e = o;
    e.allVariances = false;
    f.epsilon = ErrorSweep::epsilonSweep(s, e);
    if (!cancel->load())
        f.flops = MonitorNumbers::flopsVsDimension(s);
    return f;
}

SweepResult MonitorFigures::computeFullDimensionSweep(const std::vector<double> &x,
                                                      const NormSettings &s, Precision p,
                                                      Accumulation a,
                                                      const std::atomic<bool> *cancel)
{
    return ErrorSweep::dimensionSweep(x, s, sweepOptions(p, a, cancel));
}

} // namespace nk
