#include "analysis/stabilitycases.h"

#include "io/presets.h"
#include "norm/layernormtrace.h"
#include "norm/rmsnormtrace.h"

namespace nk {

namespace {

StabilityRow row(const std::vector<double> &input, const NormSettings &s, CaseStatistic stat)
{
    StabilityRow r;
    r.input = input;
    r.settings = s;
    r.layerNorm = traceLayerNorm(input, s);
    r.rmsNorm = traceRmsNorm(input, s);
    r.keyValue = StabilityCase::statisticOf(stat, r.layerNorm, r.rmsNorm);
    r.flags = r.layerNorm.flags;
    r.flags |= r.rmsNorm.flags;
    return r;
}

const Preset &preset(const char *id)
{
    // The presets are built in: a missing one is a programming error the tests catch.
    static const Preset empty;
    const Preset *p = Presets::find(id);
    return p ? *p : empty;
}

} // namespace

std::vector<StabilityCaseId> StabilityCase::all()
{
    return {StabilityCaseId::Overflow, StabilityCaseId::EpsLost, StabilityCaseId::Cancellation,
            StabilityCaseId::NearConstant};
}

const char *StabilityCase::keyOf(StabilityCaseId id)
{
    switch (id) {
    case StabilityCaseId::Overflow:
        return "overflow";
    case StabilityCaseId::EpsLost:
        return "eps-lost";
    case StabilityCaseId::Cancellation:
        return "cancellation";
    case StabilityCaseId::NearConstant:
        return "near-constant";
    }
    return "";
}

double StabilityCase::statisticOf(CaseStatistic statistic, const NormTrace &ln,
                                  const NormTrace &rms)
{
    switch (statistic) {
    case CaseStatistic::SumOfSquares: {
        const TraceStep *sq = rms.step(StepId::Square);
        return sq ? sq->namedValue("sum_squares") : 0.0;
    }
    case CaseStatistic::EpsStored: {
        const TraceStep *n = ln.step(StepId::Normalize);
        return n ? n->namedValue("eps") : 0.0;
    }
    case CaseStatistic::Variance: {
        const TraceStep *v = ln.step(StepId::Variance);
        if (!v)
            return 0.0;
        // One-pass keeps E[x²] − μ² before clamping it: the cancellation itself.
        return ln.settings.variance == VarianceAlgorithm::OnePass
                   ? v->namedValue("raw_variance", v->scalar)
                   : v->scalar;
    }
    case CaseStatistic::Divisor: {
        const TraceStep *n = ln.step(StepId::Normalize);
        return n ? n->scalar : 0.0;
    }
    }
    return 0.0;
}

StabilityCase StabilityCase::make(StabilityCaseId id)
{
    StabilityCase c;
    c.id = id;
    c.key = keyOf(id);
    switch (id) {
    case StabilityCaseId::Overflow: {
        // Values near 300 in fp16: every xᵢ² ≥ 65536 > 65504 overflows when summed in fp16;
        // the same fp16 storage with sums in fp32, as real kernels do, is fine.
        const Preset &p = preset("fp16-overflow");
        c.presetId = p.id;
        c.statistic = CaseStatistic::SumOfSquares;
        NormSettings fixed = p.settings;
        fixed.accumulation = Accumulation::Fp32;
        c.rows = {row(p.input, p.settings, c.statistic), row(p.input, fixed, c.statistic)};
        break;
    }
    case StabilityCaseId::EpsLost: {
        // ε = 1e-8 is below fp16's smallest subnormal (≈ 5.96e-8) and rounds to 0. On the
        // worked example nothing shows; on a constant input ε was all that kept the divisor
        // from 0.
        const Preset &p = preset(Presets::kWorkedExample);
        c.presetId = p.id;
        c.statistic = CaseStatistic::EpsStored;
        NormSettings fp16 = p.settings;
        fp16.precision = Precision::Fp16;
        const std::vector<double> constant(size_t(kConstantSize), kConstantValue);
        c.rows = {row(p.input, fp16, c.statistic), row(constant, p.settings, c.statistic),
                  row(constant, fp16, c.statistic)};
        c.loadRow = 2;
        break;
    }
    case StabilityCaseId::Cancellation: {
        // 10000 ± 1 in fp32: one-pass E[x²] − μ² cancels; two-pass and Welford do not.
        const Preset &p = preset("large-offset");
        c.presetId = p.id;
        c.statistic = CaseStatistic::Variance;
        for (VarianceAlgorithm v :
             {VarianceAlgorithm::OnePass, VarianceAlgorithm::TwoPass, VarianceAlgorithm::Welford}) {
            NormSettings s = p.settings;
            s.variance = v;
            c.rows.push_back(row(p.input, s, c.statistic));
        }
        break;
    }
    case StabilityCaseId::NearConstant: {
        // 1e-6 everywhere: σ² = 0, so the divisor is √ε; with ε = 0 LayerNorm computes 0/0.
        const Preset &p = preset("near-constant");
        c.presetId = p.id;
        c.statistic = CaseStatistic::Divisor;
        NormSettings noEps = p.settings;
        noEps.eps = 0.0;
        c.rows = {row(p.input, p.settings, c.statistic), row(p.input, noEps, c.statistic)};
        break;
    }
    }
    return c;
}

} // namespace nk
