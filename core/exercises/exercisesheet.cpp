#include "exercises/exercisesheet.h"

#include "norm/layernormtrace.h"
#include "norm/rmsnormtrace.h"
#include "numeric/portablerandom.h"

#include <cmath>

namespace nk {

namespace {

// An integer in [lo, hi] from the top bits of one draw (no modulo bias worth a sheet).
int pick(PortableRandom &rng, int lo, int hi)
{
    return lo + int(rng.uniform() * double(hi - lo + 1));
}

Exercise drawOne(PortableRandom &rng)
{
    static const double gammas[] = {1.0, 1.0, 2.0, 0.5, 1.5};
    static const double betas[] = {0.0, 0.0, 0.5, -1.0, 1.0};
    Exercise e;
    const int d = pick(rng, ExerciseSheet::kMinDimension, ExerciseSheet::kMaxDimension);
    const bool decimals = pick(rng, 0, 2) == 0; // one sheet in three has one decimal
    for (;;) {
        e.vector.clear();
        for (int i = 0; i < d; ++i)
            e.vector.push_back(decimals ? pick(rng, -50, 50) / 10.0 : double(pick(rng, -5, 5)));
        // Redraw a constant vector: its variance is 0 and LayerNorm's output is only β.
        bool constant = true;
        for (double v : e.vector)
            constant = constant && v == e.vector.front();
        if (!constant)
            break;
    }
    e.gamma = gammas[pick(rng, 0, 4)];
    e.beta = betas[pick(rng, 0, 4)];
    e.eps = ExerciseSheet::kEps;
    e.element = pick(rng, 0, d - 1);
    return e;
}

} // namespace

std::vector<Exercise> ExerciseSheet::generate(std::uint64_t seed, int count)
{
    PortableRandom rng(seed);
    std::vector<Exercise> sheet;
    for (int i = 0; i < count; ++i)
        sheet.push_back(drawOne(rng));
    return sheet;
}

ExerciseAnswers ExerciseSheet::answers(const Exercise &exercise)
{
    NormSettings s;
    s.precision = Precision::Fp64;
    s.variance = VarianceAlgorithm::TwoPass;
    s.gamma = {exercise.gamma};
    s.beta = {exercise.beta};
    s.eps = exercise.eps;
    const NormTrace ln = traceLayerNorm(exercise.vector, s);
    const NormTrace rms = traceRmsNorm(exercise.vector, s);
    ExerciseAnswers a;
    a.mean = ln.step(StepId::Mean)->scalar;
    a.variance = ln.step(StepId::Variance)->scalar;
    a.std = std::sqrt(a.variance);
    a.rms = std::sqrt(rms.step(StepId::MeanSquare)->scalar);
    a.layerNormOutput = ln.output();
    a.rmsNormOutput = rms.output();
    return a;
}

} // namespace nk
