#pragma once

// Pieces both teaching kernels share: the start of a trace with its input step, the steps'
// bookkeeping, the ε-guarded divisor, and the dispatch from settings to the (storage, compute)
// type pair.

#include "norm/emulatedfloat.h"
#include "norm/trace.h"

#include <vector>

namespace nk {

// A step with its id and its row in the side-by-side view.
inline TraceStep newStep(StepId id)
{
    TraceStep step;
    step.id = id;
    step.row = alignedRow(id);
    return step;
}

// The scalar a step produced and the same in the extended-precision reference.
inline void setScalar(TraceStep &step, double value, double reference)
{
    step.hasScalar = true;
    step.scalar = value;
    step.referenceScalar = reference;
}

// A trace of x whose step 0 is the input as the chosen precision stores it (also returned in
// stored). That step is the data arriving, so it counts no operations and no memory pass.
template <typename S>
NormTrace beginTrace(Algorithm algorithm, const std::vector<double> &x, const NormSettings &s,
                     std::vector<S> &stored)
{
    NormTrace trace;
    trace.algorithm = algorithm;
    trace.settings = s;
    trace.input = x;
    TraceStep step = newStep(StepId::Input);
    stored.resize(x.size());
    step.values.resize(x.size());
    for (size_t i = 0; i < x.size(); ++i) {
        stored[i] = fromDouble<S>(x[i]);
        step.values[i] = toDouble(stored[i]);
    }
    step.referenceValues = x;
    finishStep(step);
    trace.storedInput = step.values;
    trace.steps.push_back(std::move(step));
    return trace;
}

// √(statistic + ε) with ε stored in C: LayerNorm's √(σ² + ε) and RMSNorm's √(RMS² + ε). Records
// ε as stored and the sum under sumName, sets the divisor as the step's scalar, and flags ε
// rounded to 0 and a zero divisor.
template <typename C>
C guardedDivisor(TraceStep &step, CountingArithmetic<C> &a, C statistic, double eps,
                 const char *sumName, double reference)
{
    const C epsC = fromDouble<C>(eps);
    const C sum = a.add(statistic, epsC);
    const C divisor = a.sqrt(sum);
    step.flags.epsLost = eps > 0.0 && toDouble(epsC) == 0.0;
    step.flags.divisorZero = toDouble(divisor) == 0.0;
    step.named.push_back({"eps", toDouble(epsC)});
    step.named.push_back({sumName, toDouble(sum)});
    setScalar(step, toDouble(divisor), reference);
    return divisor;
}

// Calls kernel.template run<S, C>() with S the storage type and C the type statistics are
// computed in: C = S for Accumulation::Storage; C = float for fp16/bf16 with
// Accumulation::Fp32 (fp32 and fp64 keep their own type).
template <typename Kernel> NormTrace dispatchKernel(const NormSettings &s, Kernel &kernel)
{
    const bool wide = s.accumulation == Accumulation::Fp32;
    switch (s.precision) {
    case Precision::Fp64:
        return kernel.template run<double, double>();
    case Precision::Fp32:
        return kernel.template run<float, float>();
    case Precision::Fp16:
        return wide ? kernel.template run<Eigen::half, float>()
                    : kernel.template run<Eigen::half, Eigen::half>();
    case Precision::Bf16:
        return wide ? kernel.template run<Eigen::bfloat16, float>()
                    : kernel.template run<Eigen::bfloat16, Eigen::bfloat16>();
    }
    return kernel.template run<double, double>();
}

// γ or β as weights stored in S, converted to the compute type C, into out (returned): d
// values, one given value broadcast to all.
template <typename S, typename C>
const std::vector<C> &storedParameter(const std::vector<double> &values, int d, std::vector<C> &out)
{
    if (values.size() == 1) {
        out.assign(size_t(d), convert<C>(fromDouble<S>(values[0])));
        return out;
    }
    out.resize(values.size());
    for (size_t i = 0; i < values.size(); ++i)
        out[i] = convert<C>(fromDouble<S>(values[i]));
    return out;
}

// A working vector of T that a trace does not keep, one per slot and thread, reused from trace
// to trace: its capacity stays, so a trace allocates only what it returns and does not depend
// on how the host's malloc hands memory back to the system. Callers resize it; within one
// trace, each slot has one use.
template <typename T> std::vector<T> &scratch(int slot)
{
    constexpr int kSlots = 5;
    thread_local std::vector<T> buffers[kSlots];
    return buffers[slot];
}

template <typename T> std::vector<double> toDoubles(const std::vector<T> &v)
{
    std::vector<double> out(v.size());
    for (size_t i = 0; i < v.size(); ++i)
        out[i] = toDouble(v[i]);
    return out;
}

} // namespace nk
