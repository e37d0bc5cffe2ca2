#include "analysis/monitornumbers.h"

#include "analysis/errorsweep.h"
#include "norm/layernormtrace.h"
#include "norm/rmsnormtrace.h"

#include <cmath>
#include <map>
#include <mutex>

namespace nk {

namespace {

double scalarOf(const NormTrace &t, StepId id)
{
    const TraceStep *s = t.step(id);
    return s && s->hasScalar ? s->scalar : 0.0;
}

} // namespace

StabilityNumbers MonitorNumbers::stability(const NormTrace &ln, const NormTrace &rms)
{
    StabilityNumbers n;
    n.mean = scalarOf(ln, StepId::Mean);
    n.meanSquared = n.mean * n.mean;
    n.variance = scalarOf(ln, StepId::Variance);
    n.sigma = std::sqrt(n.variance);
    n.meanSquare = scalarOf(rms, StepId::MeanSquare);
    n.rms = std::sqrt(n.meanSquare);
    n.meanShare = n.meanSquare > 0.0 ? n.meanSquared / n.meanSquare : 0.0;
    n.layerNormDivisor = scalarOf(ln, StepId::Normalize);
    n.rmsNormDivisor = scalarOf(rms, StepId::Rms);
    n.eps = ln.settings.eps;
    n.identityGap = n.meanSquare - (n.variance + n.meanSquared);
    return n;
}

int MonitorNumbers::bytesPerElement(Precision p)
{
    switch (p) {
    case Precision::Fp64:
        return 8;
    case Precision::Fp32:
        return 4;
    case Precision::Fp16:
    case Precision::Bf16:
        return 2;
    }
    return 4;
}

double MonitorNumbers::operationRatio(const NormTrace &ln, const NormTrace &rms)
{
    const long long rmsOps = rms.ops.total();
    return rmsOps > 0 ? double(ln.ops.total()) / double(rmsOps) : 0.0;
}

double MonitorNumbers::operationSaving(const NormTrace &ln, const NormTrace &rms)
{
    const long long l = ln.ops.total();
    return l == 0 ? 0.0 : 1.0 - double(rms.ops.total()) / double(l);
}

double MonitorNumbers::standardizedBound(int d)
{
    return d > 1 ? std::sqrt(double(d - 1)) : 0.0;
}

MemoryFigures MonitorNumbers::memory(const NormTrace &trace)
{
    MemoryFigures m;
    m.passes = trace.passes;
    m.readElements = trace.reads;
    m.writeElements = trace.writes;
    m.bytesPerElement = bytesPerElement(trace.settings.precision);
    m.fusedReadElements = trace.d();
    m.fusedWriteElements = trace.d();
    return m;
}

std::vector<FlopPoint> MonitorNumbers::flopsVsDimension(const NormSettings &settings,
                                                        int maxDimension)
{
    // The counts depend only on d and the variance algorithm, and d = 65536 costs ~100 ms of
    // traces: keep each answer.
    static std::mutex mutex;
    static std::map<std::pair<VarianceAlgorithm, int>, std::vector<FlopPoint>> cache;
    const auto key = std::make_pair(settings.variance, maxDimension);
    {
        std::lock_guard<std::mutex> lock(mutex);
        if (auto it = cache.find(key); it != cache.end())
            return it->second;
    }
    NormSettings s;
    s.variance = settings.variance;
    s.precision = Precision::Fp64;
    std::vector<FlopPoint> out;
    for (double dd : ErrorSweep::dimensions(maxDimension)) {
        const int d = int(dd);
        const std::vector<double> x = ErrorSweep::dimensionInput(d, 0.0, 1.0);
        out.push_back({d, traceLayerNorm(x, s).ops, traceRmsNorm(x, s).ops});
    }
    std::lock_guard<std::mutex> lock(mutex);
    cache[key] = out;
    return out;
}

} // namespace nk
