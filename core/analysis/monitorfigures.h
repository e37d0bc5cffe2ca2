#pragma once

#include "analysis/errorsweep.h"
#include "analysis/invariance.h"
#include "analysis/monitornumbers.h"
#include "norm/normsettings.h"
#include "norm/trace.h"

#include <atomic>
#include <memory>
#include <vector>

namespace nk {

// What the "now" cards show: the current input through the teaching kernels.
struct MonitorNowFigures
{
    struct PrecisionError
    {
        Precision precision = Precision::Fp32;
        Accumulation accumulation = Accumulation::Storage;
        double layerNorm = 0.0; // largest |output error| against the reference
        double rmsNorm = 0.0;
        NumericFlags layerNormFlags, rmsNormFlags;
    };
    std::vector<double> input;
    NormSettings settings;
    // Current settings: the lesson controller's traces when it passed them, else computed.
    std::shared_ptr<const NormTrace> layerNorm, rmsNorm;
    std::vector<PrecisionError> errors; // fp32, fp16·storage, fp16·fp32, bf16·storage, bf16·fp32
    std::vector<double> layerNormElementError, rmsNormElementError;
    StabilityNumbers stability;
    MemoryFigures layerNormMemory, rmsNormMemory;
    InvarianceResult invariance;
};

struct MonitorSweepFigures
{
    Precision precision = Precision::Fp32;
    Accumulation accumulation = Accumulation::Storage;
    SweepResult offset, dimension, epsilon;
    std::vector<FlopPoint> flops;
    bool dimensionComplete = false; // the d sweep reached kMaxDimension
};

struct MonitorBenchmarkPlan
{
    std::vector<int> dimensions{256, 1024, 4096, 16384};
    long long elementsPerBatch = 4096LL * 4096LL; // rows = elements / d
    int repeat = 5;
};

// The computations behind the Monitor's cards, as plain functions of copies (they run on the
// thread pool).
class MonitorFigures
{
public:
    // The d sweep up to this length comes with the other sweeps (inside the 100 ms budget); the
    // rest, up to kMaxDimension, follows as a second, cancellable step.
    static constexpr int kQuickDimension = 1024;

    static MonitorNowFigures computeNow(const std::vector<double> &x, const NormSettings &s,
                                        std::shared_ptr<const NormTrace> ln,
                                        std::shared_ptr<const NormTrace> rms, double shift,
                                        double scale);
    static MonitorSweepFigures computeSweeps(const std::vector<double> &x, const NormSettings &s,
                                             Precision p, Accumulation a,
                                             const std::atomic<bool> *cancel);
    static SweepResult computeFullDimensionSweep(const std::vector<double> &x,
                                                 const NormSettings &s, Precision p, Accumulation a,
                                                 const std::atomic<bool> *cancel);
    // |output − reference| per element (NaN kept; inf equal to the reference counts as 0).
    static std::vector<double> elementErrors(const NormTrace &t);
};

} // namespace nk
