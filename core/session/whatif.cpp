#include "session/whatif.h"

#include "io/vectorparser.h"
#include "norm/layernormtrace.h"
#include "norm/numberformat.h"
#include "norm/rmsnormtrace.h"

namespace nk {

namespace {

std::string num(double v)
{
    return NumberFormat::number(v, 4);
}

std::string stepName(StepId id)
{
    switch (id) {
    case StepId::Input:
        return "input x";
    case StepId::Mean:
        return "mean μ";
    case StepId::Variance:
        return "variance σ²";
    case StepId::Normalize:
        return "normalized x̂";
    case StepId::Affine:
        return "output y = γx̂ + β";
    case StepId::Square:
        return "squares x²";
    case StepId::MeanSquare:
        return "mean of squares";
    case StepId::Rms:
        return "RMS";
    case StepId::Scale:
        return "output y = γx / RMS";
    }
    return {};
}

std::string tex(const NormTrace &t, const TraceStep &s)
{
    const std::string d = std::to_string(t.d());
    const std::string eps = num(t.settings.eps);
    switch (s.id) {
    case StepId::Input:
        return {};
    case StepId::Mean:
        return "\\mu = \\frac{1}{" + d + "}\\sum_{i} x_i = " + num(s.scalar);
    case StepId::Variance:
        return "\\sigma^2 = \\frac{1}{" + d + "}\\sum_{i} (x_i - \\mu)^2 = " + num(s.scalar);
    case StepId::Normalize:
        return "\\hat{x}_i = \\frac{x_i - \\mu}{\\sqrt{\\sigma^2 + " + eps + "}}";
    case StepId::Affine:
        return "y_i = \\gamma\\,\\hat{x}_i + \\beta";
    case StepId::Square:
        return "x_i^2";
    case StepId::MeanSquare:
        return "\\frac{1}{" + d + "}\\sum_{i} x_i^2 = " + num(s.scalar);
    case StepId::Rms:
        return "\\mathrm{RMS} = \\sqrt{\\frac{1}{" + d + "}\\sum_{i} x_i^2 + " + eps +
               "} = " + num(s.scalar);
    case StepId::Scale:
        return "y_i = \\gamma\\,\\frac{x_i}{\\mathrm{RMS}}";
    }
    return {};
}

} // namespace

NormSettings WhatIf::fitted(const NormSettings &settings, int d)
{
    NormSettings s = settings;
    if (s.gamma.empty() || (s.gamma.size() != 1 && int(s.gamma.size()) != d))
        s.gamma = {s.gamma.empty() ? 1.0 : s.gamma[0]};
    if (s.beta.empty() || (s.beta.size() != 1 && int(s.beta.size()) != d))
        s.beta = {s.beta.empty() ? 0.0 : s.beta[0]};
    return s;
}

void WhatIf::stepValues(const NormTrace &trace, int row, Result *out)
{
    const TraceStep *s = trace.stepAtRow(row);
    if (!s)
        return;
    out->hasValues = true;
    out->label =
        (trace.algorithm == Algorithm::LayerNorm ? "LayerNorm: " : "RMSNorm: ") + stepName(s->id);
    out->values = s->hasScalar ? std::vector<double>{s->scalar} : s->values;
    out->formula = tex(trace, *s);
}

WhatIf::Result WhatIf::compute(const std::vector<double> &vector, const NormSettings &settings,
                               Algorithm algorithm, int row)
{
    Result r;
    r.ok = true;
    r.vector = vector;
    if (vector.empty() || row < 0 || row >= kAlignedRowCount)
        return r;
    const NormSettings s = fitted(settings, int(vector.size()));
    if (s.problemFor(int(vector.size())))
        return r;
    const NormTrace t =
        algorithm == Algorithm::LayerNorm ? traceLayerNorm(vector, s) : traceRmsNorm(vector, s);
    stepValues(t, row, &r);
    return r;
}

WhatIf::Result WhatIf::compute(const std::string &vectorText, const NormSettings &settings,
                               Algorithm algorithm, int row)
{
    const ParseResult p = VectorParser::parse(vectorText, kMaxElements);
    if (!p.ok()) {
        Result r;
        r.error = p.error->message();
        r.errorKind = int(p.error->kind);
        return r;
    }
    return compute(p.values, settings, algorithm, row);
}

} // namespace nk
