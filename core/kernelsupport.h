#pragma once

// Pieces both teaching kernels share: the input step and the dispatch from settings to the
// (storage, compute) type pair.

#include "emulatedfloat.h"
#include "trace.h"

#include <vector>

namespace nk {

// Step 0: the input as the chosen precision stores it. It is the data arriving, so it counts
// no operations and no memory pass.
template <typename S>
TraceStep makeInputStep(const std::vector<double> &x, std::vector<S> &stored)
{
    TraceStep step;
    step.id = StepId::Input;
    step.row = alignedRow(StepId::Input);
    stored.resize(x.size());
    step.values.resize(x.size());
    for (size_t i = 0; i < x.size(); ++i) {
        stored[i] = fromDouble<S>(x[i]);
        step.values[i] = toDouble(stored[i]);
    }
    step.referenceValues = x;
    finishStep(step);
    return step;
}

// Calls kernel.template run<S, C>() with S the storage type and C the type statistics are
// computed in: C = S for Accumulation::Storage; C = float for fp16/bf16 with
// Accumulation::Fp32 (fp32 and fp64 keep their own type).
template <typename Kernel>
NormTrace dispatchKernel(const NormSettings &s, Kernel &kernel)
{
    const bool wide = s.accumulation == Accumulation::Fp32;
    switch (s.precision) {
    case Precision::Fp64: return kernel.template run<double, double>();
    case Precision::Fp32: return kernel.template run<float, float>();
    case Precision::Fp16:
        return wide ? kernel.template run<Eigen::half, float>()
                    : kernel.template run<Eigen::half, Eigen::half>();
    case Precision::Bf16:
        return wide ? kernel.template run<Eigen::bfloat16, float>()
                    : kernel.template run<Eigen::bfloat16, Eigen::bfloat16>();
    }
    return kernel.template run<double, double>();
}

// γ or β as weights stored in S, converted to the compute type C (one value or one per element).
template <typename S, typename C>
std::vector<C> storedParameter(const std::vector<double> &values)
{
    std::vector<C> out(values.size());
    for (size_t i = 0; i < values.size(); ++i)
        out[i] = convert<C>(fromDouble<S>(values[i]));
    return out;
}

template <typename T>
std::vector<double> toDoubles(const std::vector<T> &v)
{
    std::vector<double> out(v.size());
    for (size_t i = 0; i < v.size(); ++i)
        out[i] = toDouble(v[i]);
    return out;
}

inline std::vector<double> toDoubles(const std::vector<long double> &v)
{
    return std::vector<double>(v.begin(), v.end());
}

} // namespace nk
