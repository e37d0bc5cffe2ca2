#include "norm/trace.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace nk {

OpCounts &OpCounts::operator+=(const OpCounts &o)
{
    add += o.add;
    sub += o.sub;
    mul += o.mul;
    div += o.div;
    sqrt += o.sqrt;
    return *this;
}

bool OpCounts::operator==(const OpCounts &o) const
{
    return add == o.add && sub == o.sub && mul == o.mul && div == o.div && sqrt == o.sqrt;
}

NumericFlags &NumericFlags::operator|=(const NumericFlags &o)
{
    overflow |= o.overflow;
    nan |= o.nan;
    epsLost |= o.epsLost;
    negativeVariance |= o.negativeVariance;
    varianceClamped |= o.varianceClamped;
    divisorZero |= o.divisorZero;
    return *this;
}

std::vector<std::string> NumericFlags::names() const
{
    std::vector<std::string> n;
    if (overflow)
        n.push_back("overflow");
    if (nan)
        n.push_back("nan");
    if (epsLost)
        n.push_back("eps-lost");
    if (negativeVariance)
        n.push_back("negative-variance");
    if (varianceClamped)
        n.push_back("variance-clamped");
    if (divisorZero)
        n.push_back("divisor-zero");
    return n;
}

std::string toString(Algorithm a)
{
    return a == Algorithm::LayerNorm ? "layernorm" : "rmsnorm";
}

std::string toString(StepId id)
{
    switch (id) {
    case StepId::Input:
        return "input";
    case StepId::Mean:
        return "mean";
    case StepId::Variance:
        return "variance";
    case StepId::Normalize:
        return "normalize";
    case StepId::Affine:
        return "affine";
    case StepId::Square:
        return "square";
    case StepId::MeanSquare:
        return "mean-square";
    case StepId::Rms:
        return "rms";
    case StepId::Scale:
        return "scale";
    }
    return "input";
}

double TraceStep::namedValue(const std::string &name, double fallback) const
{
    for (const NamedValue &n : named)
        if (n.name == name)
            return n.value;
    return fallback;
}

const TraceStep *NormTrace::step(StepId id) const
{
    for (const TraceStep &s : steps)
        if (s.id == id)
            return &s;
    return nullptr;
}

const std::vector<double> &NormTrace::valuesAfterRow(int row) const
{
    const std::vector<double> *best = &storedInput;
    for (const TraceStep &s : steps)
        if (s.row + alignedRowSpan(s.id) - 1 <= row && !s.values.empty())
            best = &s.values;
    return *best;
}

const TraceStep *NormTrace::stepAtRow(int row) const
{
    for (const TraceStep &s : steps)
        if (row >= s.row && row < s.row + alignedRowSpan(s.id))
            return &s;
    return nullptr;
}

int alignedRow(StepId id)
{
    switch (id) {
    case StepId::Input:
        return 0;
    case StepId::Mean:
        return 1;
    case StepId::Variance:
        return 2;
    case StepId::Square:
        return 2;
    case StepId::MeanSquare:
        return 3;
    case StepId::Normalize:
        return 4;
    case StepId::Rms:
        return 4;
    case StepId::Affine:
        return 5;
    case StepId::Scale:
        return 5;
    }
    return 0;
}

int alignedRowSpan(StepId id)
{
    return id == StepId::Variance ? 2 : 1;
}

namespace {

struct ErrorAccumulator
{
    double maxAbs = 0.0;
    double maxRel = 0.0;
    bool sawNan = false;
    bool zeroReferenceMissed = false; // a reference of 0, a value that is not

    void add(double value, double reference)
    {
        if (std::isnan(value) || std::isnan(reference)) {
            sawNan = true;
            return;
        }
        const double abs =
            std::isinf(value) && value == reference ? 0.0 : std::fabs(value - reference);
        maxAbs = std::max(maxAbs, abs);
        if (reference != 0.0)
            maxRel = std::max(maxRel, abs / std::fabs(reference));
        else if (abs > 0.0)
            zeroReferenceMissed = true;
    }
    void finish(double &absOut, double &relOut, bool &relUndefined) const
    {
        const double nan = std::numeric_limits<double>::quiet_NaN();
        absOut = sawNan ? nan : maxAbs;
        relOut = sawNan ? nan : maxRel;
        relUndefined = !sawNan && zeroReferenceMissed;
    }
};

void flagValue(NumericFlags &flags, double v)
{
    if (std::isnan(v))
        flags.nan = true;
    else if (std::isinf(v))
        flags.overflow = true;
}

} // namespace

void finishStep(TraceStep &step)
{
    ErrorAccumulator acc;
    for (size_t i = 0; i < step.values.size(); ++i) {
        flagValue(step.flags, step.values[i]);
        if (i < step.referenceValues.size())
            acc.add(step.values[i], step.referenceValues[i]);
    }
    for (double t : step.terms)
        flagValue(step.flags, t);
    if (step.hasScalar) {
        flagValue(step.flags, step.scalar);
        acc.add(step.scalar, step.referenceScalar);
    }
    acc.finish(step.maxAbsError, step.maxRelError, step.relErrorUndefined);
}

void finishTrace(NormTrace &trace)
{
    trace.ops = {};
    trace.passes = trace.reads = trace.writes = 0;
    trace.flags = {};
    for (const TraceStep &s : trace.steps) {
        trace.ops += s.ops;
        trace.passes += s.walksTable ? 1 : 0;
        trace.reads += s.reads;
        trace.writes += s.writes;
        trace.flags |= s.flags;
    }
    trace.maxAbsError = trace.steps.back().maxAbsError;
    trace.maxRelError = trace.steps.back().maxRelError;
    trace.relErrorUndefined = trace.steps.back().relErrorUndefined;
}

} // namespace nk
