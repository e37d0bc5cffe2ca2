#pragma once

#include "kernels/throughputbenchmark.h"
#include "norm/trace.h"

#include <vector>

namespace nk {

// One step of a trace in the cost ledger: the operations it counted, the running total after
// it, and whether it walked the table (and which walk that was).
struct LedgerRow
{
    StepId id = StepId::Input;
    OpCounts ops;
    OpCounts runningTotal; // ops of this step and every step before it
    long long reads = 0;
    long long writes = 0;
    int walk = 0; // 1-based number of the walk the step is done in (LayerNorm's affine: the
                  // normalize walk's); 0: the step does not walk the table
};

// Operations as a linear function of d: perElement·d + constant.
struct CountFormula
{
    long long perElement = 0;
    long long constant = 0;
    long long at(long long d) const { return perElement * d + constant; }
};

// The common claim (flopclaims.h) beside the counted figures for one d.
struct ClaimComparison
{
    int d = 0;
    double claimLayerNorm = 0.0;    // 8d
    double claimRmsNorm = 0.0;      // 4d
    double profilerLayerNorm = 0.0; // 5d (DeepSpeed / fvcore)
    long long countedLayerNorm = 0;
    long long countedRmsNorm = 0;
    CountFormula layerNormFormula; // 7d + 2 for two-pass
    CountFormula rmsNormFormula;   // 4d + 2
    double claimRatio = 0.0;       // 8d / 4d
    double countedRatio = 0.0;     // counted LN / counted RMS
    double claimSaving = 0.0;      // 1 − 4d / 8d
    double countedSaving = 0.0;    // 1 − counted RMS / counted LN
};

// Why two norms that move the same bytes can take the same time: one fp32 row of the batch
// kernels reads x and writes y (2 · d · 4 bytes) whatever it computes; at the bandwidth a plain
// copy of the same bytes reached, that takes bytesPerRow / bandwidth.
struct MemoryBoundFigures
{
    int d = 0;
    long long bytesPerRow = 0;       // read x + write y, fp32
    double copyGbps = 0.0;           // measured bandwidth of the copy (10⁹ bytes/s)
    double bandwidthNsPerRow = 0.0;  // bytesPerRow / copyGbps: the floor set by memory
    double copyNsPerRow = 0.0;       // the copy's measured time per row
    double layerNormNsPerRow = 0.0;  // measured
    double rmsNormNsPerRow = 0.0;    // measured
    double layerNormOverFloor = 0.0; // measured ÷ floor (1: at the copy's speed)
    double rmsNormOverFloor = 0.0;
    double rmsOverLayerNorm = 0.0; // RMSNorm's time ÷ LayerNorm's
    // LayerNorm's time ÷ RMSNorm's: the direction the screens use, as for the operations (LN ÷
    // RMS) and the claimed speed-ups, so a number above 1 always favours RMSNorm.
    double layerNormOverRms = 0.0;
};

class CostLedger
{
public:
    // One row per step of the trace, in order.
    static std::vector<LedgerRow> rows(const NormTrace &trace);
    // The operations counted so far when `fraction` (0…1) of the trace's operations, taken
    // step by step in order, are done: the chef's tally part-way through one plate. The step
    // in progress (index into rows) and the share of it done are returned too.
    struct Progress
    {
        OpCounts done;
        long long total = 0;
        int step = 0;           // index of the step in progress (the last one when complete)
        double stepShare = 0.0; // 0…1 of that step's operations
        int walksDone = 0;      // walks over the table finished or under way
    };
    static Progress progress(const NormTrace &trace, double fraction);
    // The counted operations of `algorithm` with the settings' variance algorithm, as a linear
    // function of d (read off the traces of two lengths; the count is linear in d).
    static CountFormula formula(Algorithm algorithm, VarianceAlgorithm variance);
    static ClaimComparison claims(const NormTrace &layerNorm, const NormTrace &rmsNorm);
    static MemoryBoundFigures memoryBound(const ThroughputBenchmark::Result &result);
    // The verdict "limited by memory bandwidth, as measured": both kernels reach at least
    // kMemoryBoundFractionOfCopy of a plain copy's bandwidth, and RMSNorm's time ÷ LayerNorm's
    // lies in [kMemoryBoundTimeRatioLow, kMemoryBoundTimeRatioHigh]. The sentences that say so
    // format these constants (memoryBoundTimeTolerance() is the "within 10 %").
    static constexpr double kMemoryBoundFractionOfCopy = 0.6;
    static constexpr double kMemoryBoundTimeRatioLow = 0.9;
    static constexpr double kMemoryBoundTimeRatioHigh = 1.1;
    static bool isMemoryBound(const ThroughputBenchmark::Result &result);
    // How far apart the two kernels' times may be, as a fraction: the wider side of the band.
    static double memoryBoundTimeTolerance();
    // Bytes one row of the fp32 batch kernels moves: read x, write y.
    static long long fp32RowBytes(int d) { return 2LL * d * 4; }
};

} // namespace nk
