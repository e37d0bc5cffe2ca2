#include "exercises/misconceptions.h"

#include "io/presets.h"
#include "norm/layernormtrace.h"
#include "norm/rmsnormtrace.h"

#include <algorithm>
#include <cmath>

namespace nk {

namespace {

CounterExample fromPreset(const std::string &key, const std::string &presetId)
{
    const Preset *p = Presets::find(presetId);
    return {key, presetId, p->input, p->settings, false};
}

std::vector<CounterExample> make()
{
    std::vector<CounterExample> out;
    // 1. "RMSNorm never waits": the worked example; its first output needs Σx² over every element.
    out.push_back(fromPreset("never-waits", Presets::kWorkedExample));
    // 2. "LayerNorm must read the data twice": Welford gets μ and σ² in one walk.
    CounterExample welford = fromPreset("reads-twice", Presets::kWorkedExample);
    welford.presetId.clear();
    welford.settings.variance = VarianceAlgorithm::Welford;
    out.push_back(welford);
    // 3. "8d vs 4d, a 50 % saving": a realistic row (d = 1024), operations counted as run.
    out.push_back(fromPreset("half-the-flops", "random-demo"));
    // 4. "1.1–1.3× faster training": a measurement, not a count; Monitor's benchmark on d = 1024.
    CounterExample speed = fromPreset("training-speedup", "random-demo");
    speed.opensMonitor = true;
    out.push_back(speed);
    // 5. "RMSNorm ignores the mean": an offset with a small spread, so μ² is nearly all of the
    // mean square; RMSNorm's outputs are all about γ (the mean is what it divides by), while
    // LayerNorm's keep the pattern of the gaps.
    CounterExample offset = fromPreset("ignores-mean", Presets::kWorkedExample);
    offset.presetId.clear();
    offset.input.clear();
    for (double gap : {-0.3, 0.2, -0.1, 0.4, -0.4, 0.1, 0.3, -0.2})
        offset.input.push_back(Misconceptions::kOffset + gap);
    offset.settings.gamma = {1.0};
    offset.settings.eps = 1e-5;
    out.push_back(offset);
    // 6. "LayerNorm blows up on near-constant input": ε guards the divisor, outputs ≈ 0.
    out.push_back(fromPreset("constant-blows-up", "near-constant"));
    // 7. "Low precision hurts only LayerNorm": here, with values of both signs, fp16 squares
    // overflow in both (lowPrecisionRegime gives the offset regime beside it).
    out.push_back(fromPreset("low-precision", "fp16-overflow"));
    // 8. "They are unrelated": μ = 0, β = 0 gives the same output.
    out.push_back(fromPreset("unrelated", "zero-mean"));
    // 9. "RMSNorm is shift-invariant": the worked example shifted by kShift.
    CounterExample shifted = fromPreset("shift-invariant", Presets::kWorkedExample);
    shifted.presetId.clear();
    for (double &v : shifted.input)
        v += Misconceptions::kShift;
    out.push_back(shifted);
    return out;
}

} // namespace

const std::vector<CounterExample> &Misconceptions::all()
{
    static const std::vector<CounterExample> list = make();
    return list;
}

LowPrecisionRegime Misconceptions::lowPrecisionRegime(bool sameSign)
{
    const Preset *p = Presets::find("fp16-overflow");
    LowPrecisionRegime r;
    r.input = p->input;
    r.settings = p->settings;
    r.settings.variance = VarianceAlgorithm::TwoPass;
    r.settings.accumulation = Accumulation::Storage;
    if (sameSign)
        for (double &v : r.input)
            v = std::fabs(v);
    r.layerNorm = traceLayerNorm(r.input, r.settings);
    r.rmsNorm = traceRmsNorm(r.input, r.settings);
    auto largest = [](const std::vector<double> &v) {
        double m = 0.0;
        for (double x : v)
            m = std::isnan(x) ? x : std::max(m, x);
        return m;
    };
    const TraceStep *var = r.layerNorm.step(StepId::Variance);
    const TraceStep *sq = r.rmsNorm.step(StepId::Square);
    r.largestGapSquare = largest(var->terms);
    r.largestSquare = largest(sq->values);
    r.variance = var->scalar;
    r.sumOfSquares = sq->namedValue("sum_squares");
    auto finite = [](const NormTrace &t) {
        return std::all_of(t.output().begin(), t.output().end(),
                           [](double y) { return std::isfinite(y); });
    };
    r.layerNormFinite = finite(r.layerNorm) && !r.layerNorm.flags.overflow;
    r.rmsNormFinite = finite(r.rmsNorm) && !r.rmsNorm.flags.overflow;
    return r;
}

const CounterExample *Misconceptions::find(const std::string &key)
{
    for (const CounterExample &c : all())
        if (c.key == key)
            return &c;
    return nullptr;
}

} // namespace nk
