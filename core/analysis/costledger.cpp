#include "analysis/costledger.h"

#include "norm/flopclaims.h"
#include "norm/layernormtrace.h"
#include "norm/rmsnormtrace.h"

#include <algorithm>
#include <cmath>

namespace nk {

std::vector<LedgerRow> CostLedger::rows(const NormTrace &trace)
{
    std::vector<LedgerRow> out;
    OpCounts running;
    int walks = 0;
    for (const TraceStep &s : trace.steps) {
        LedgerRow r;
        r.id = s.id;
        r.ops = s.ops;
        running += s.ops;
        r.runningTotal = running;
        r.reads = s.reads;
        r.writes = s.writes;
        // LayerNorm's γ/β is done in the normalize walk, as RMSNorm's ×γ is in its divide.
        r.walk = s.walksTable ? ++walks : (s.id == StepId::Affine ? walks : 0);
        out.push_back(r);
    }
    return out;
}

CostLedger::Progress CostLedger::progress(const NormTrace &trace, double fraction)
{
    Progress p;
    p.total = trace.ops.total();
    const double f = std::isfinite(fraction) ? std::clamp(fraction, 0.0, 1.0) : 0.0;
    // Whole operations only: a tally counts what was finished.
    long long budget = f >= 1.0 ? p.total : (long long)std::floor(f * double(p.total));
    const int n = int(trace.steps.size());
    for (int i = 0; i < n && budget > 0; ++i) {
        const TraceStep &s = trace.steps[size_t(i)];
        const long long stepOps = s.ops.total();
        if (stepOps == 0)
            continue;
        const long long take = std::min(budget, stepOps);
        budget -= take;
        p.step = i;
        p.stepShare = double(take) / double(stepOps);
        if (s.walksTable)
            ++p.walksDone;
        if (take == stepOps) {
            p.done += s.ops;
            continue;
        }
        // Part of this step: the kinds in the order a loop body meets them (centre, square or
        // scale, accumulate, root, divide), so the tally only ever grows as the fraction does.
        long long *parts[] = {&p.done.sub, &p.done.mul, &p.done.add, &p.done.sqrt, &p.done.div};
        const long long whole[] = {s.ops.sub, s.ops.mul, s.ops.add, s.ops.sqrt, s.ops.div};
        long long left = take;
        for (int k = 0; k < 5 && left > 0; ++k) {
            const long long given = std::min(left, whole[k]);
            *parts[k] += given;
            left -= given;
        }
    }
    if (f >= 1.0)
        p.walksDone = int(trace.passes);
    return p;
}

CountFormula CostLedger::formula(Algorithm algorithm, VarianceAlgorithm variance)
{
    NormSettings s;
    s.variance = variance;
    auto count = [&](int d) {
        const std::vector<double> x(size_t(d), 1.0);
        return algorithm == Algorithm::LayerNorm ? traceLayerNorm(x, s).ops.total()
                                                 : traceRmsNorm(x, s).ops.total();
    };
    const long long one = count(1), two = count(2);
    CountFormula f;
    f.perElement = two - one;
    f.constant = one - f.perElement;
    return f;
}

ClaimComparison CostLedger::claims(const NormTrace &layerNorm, const NormTrace &rmsNorm)
{
    ClaimComparison c;
    c.d = layerNorm.d();
    c.claimLayerNorm = claims::kCommonClaimLayerNormPerElement * c.d;
    c.claimRmsNorm = claims::kCommonClaimRmsNormPerElement * c.d;
    c.profilerLayerNorm = claims::kProfilerLayerNormPerElement * c.d;
    c.countedLayerNorm = layerNorm.ops.total();
    c.countedRmsNorm = rmsNorm.ops.total();
    c.layerNormFormula = formula(Algorithm::LayerNorm, layerNorm.settings.variance);
    c.rmsNormFormula = formula(Algorithm::RmsNorm, rmsNorm.settings.variance);
    c.claimRatio = c.claimRmsNorm > 0.0 ? c.claimLayerNorm / c.claimRmsNorm : 0.0;
    c.countedRatio =
        c.countedRmsNorm > 0 ? double(c.countedLayerNorm) / double(c.countedRmsNorm) : 0.0;
    c.claimSaving = c.claimLayerNorm > 0.0 ? 1.0 - c.claimRmsNorm / c.claimLayerNorm : 0.0;
    c.countedSaving =
        c.countedLayerNorm > 0 ? 1.0 - double(c.countedRmsNorm) / double(c.countedLayerNorm) : 0.0;
    return c;
}

MemoryBoundFigures CostLedger::memoryBound(const ThroughputBenchmark::Result &r)
{
    MemoryBoundFigures m;
    m.d = r.d;
    m.bytesPerRow = fp32RowBytes(r.d);
    m.copyGbps = r.copyGbps;
    // 10⁹ bytes/s is one byte per nanosecond.
    m.bandwidthNsPerRow = r.copyGbps > 0.0 ? double(m.bytesPerRow) / r.copyGbps : 0.0;
    m.copyNsPerRow = r.rows > 0 ? r.copySeconds * 1e9 / r.rows : 0.0;
    m.layerNormNsPerRow = r.rows > 0 ? r.layerNormSeconds * 1e9 / r.rows : 0.0;
    m.rmsNormNsPerRow = r.rows > 0 ? r.rmsNormSeconds * 1e9 / r.rows : 0.0;
    if (m.bandwidthNsPerRow > 0.0) {
        m.layerNormOverFloor = m.layerNormNsPerRow / m.bandwidthNsPerRow;
        m.rmsNormOverFloor = m.rmsNormNsPerRow / m.bandwidthNsPerRow;
    }
    m.rmsOverLayerNorm = m.layerNormNsPerRow > 0.0 ? m.rmsNormNsPerRow / m.layerNormNsPerRow : 0.0;
    m.layerNormOverRms = m.rmsNormNsPerRow > 0.0 ? m.layerNormNsPerRow / m.rmsNormNsPerRow : 0.0;
    return m;
}

bool CostLedger::isMemoryBound(const ThroughputBenchmark::Result &r)
{
    return r.layerNormFractionOfCopy >= kMemoryBoundFractionOfCopy &&
           r.rmsNormFractionOfCopy >= kMemoryBoundFractionOfCopy &&
           r.rmsOverLnTime >= kMemoryBoundTimeRatioLow &&
           r.rmsOverLnTime <= kMemoryBoundTimeRatioHigh;
}

double CostLedger::memoryBoundTimeTolerance()
{
    return std::max(kMemoryBoundTimeRatioHigh - 1.0, 1.0 - kMemoryBoundTimeRatioLow);
}

} // namespace nk
