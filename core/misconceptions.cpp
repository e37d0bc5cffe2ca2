#include "misconceptions.h"

#include "presets.h"

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
    out.push_back(fromPreset("never-waits", Presets::kSeedExample));
    // 2. "LayerNorm must read the data twice": Welford gets μ and σ² in one walk.
    CounterExample welford = fromPreset("reads-twice", Presets::kSeedExample);
    welford.presetId.clear();
    welford.settings.variance = VarianceAlgorithm::Welford;
    out.push_back(welford);
    // 3. "8d vs 4d, a 50 % saving": a realistic row (d = 1024), operations counted as run.
    out.push_back(fromPreset("half-the-flops", "seed-demo"));
    // 4. "1.1–1.3× faster training": a measurement, not a count; Monitor's benchmark on d = 1024.
    CounterExample speed = fromPreset("training-speedup", "seed-demo");
    speed.opensMonitor = true;
    out.push_back(speed);
    // 5. "RMSNorm ignores the mean": one large element inflates the RMS, the others shrink.
    out.push_back(fromPreset("ignores-mean", "one-outlier"));
    // 6. "LayerNorm blows up on near-constant input": ε guards the divisor, outputs ≈ 0.
    out.push_back(fromPreset("constant-blows-up", "near-constant"));
    // 7. "Low precision hurts only LayerNorm": fp16 squares overflow in both.
    out.push_back(fromPreset("low-precision", "fp16-overflow"));
    // 8. "They are unrelated": μ = 0, β = 0 gives the same output.
    out.push_back(fromPreset("unrelated", "zero-mean"));
    // 9. "RMSNorm is shift-invariant": the worked example shifted by kShift.
    CounterExample shifted = fromPreset("shift-invariant", Presets::kSeedExample);
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

const CounterExample *Misconceptions::find(const std::string &key)
{
    for (const CounterExample &c : all())
        if (c.key == key)
            return &c;
    return nullptr;
}

} // namespace nk
