#pragma once

// The two traces of one vector, as the controller makes them: what the kitchen's, the
// handout's and the lesson's tests start from.

#include "io/presets.h"
#include "norm/layernormtrace.h"
#include "norm/rmsnormtrace.h"

#include <memory>
#include <vector>

struct NormTraces
{
    std::shared_ptr<const nk::NormTrace> ln, rms;
};

inline NormTraces makeNormTraces(const std::vector<double> &x, const nk::NormSettings &s)
{
    return {std::make_shared<const nk::NormTrace>(nk::traceLayerNorm(x, s)),
            std::make_shared<const nk::NormTrace>(nk::traceRmsNorm(x, s))};
}

inline NormTraces makeNormTraces(const nk::Preset &preset)
{
    return makeNormTraces(preset.input, preset.settings);
}
