#pragma once

#include "kitchen/kitchenaxis.h"
#include "norm/trace.h"

#include <QVector>

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

namespace nk::ui {

// Everything the scenes need from one trace, computed once when the traces change: the dishes'
// values at each stage, the walks, and (strip mode) per-column ranges and prefix histograms so
// that any frame's histogram costs O(bins + chunk). Widget-free.
class StationModel
{
public:
    static constexpr int kStripColumns = 480; // strip mode: columns drawn, each a range of elements
    static constexpr int kChunk = 256;        // strip mode: elements per prefix-histogram chunk

    explicit StationModel(std::shared_ptr<const nk::NormTrace> trace);

    std::shared_ptr<const nk::NormTrace> trace;
    bool ln = true;
    int d = 0;
    nk::Precision compute = nk::Precision::Fp32; // where the statistics live
    int meterDigits = 7;
    int speechDigits = 6;
    int battery = 3;
    KitchenAxis axis;
    std::array<std::vector<double>, 3> stage; // 0 input, 1 normalized (x̂ or x/RMS), 2 output
    std::vector<double> centred;              // LayerNorm: xᵢ − μ as the kernel computed it
    std::vector<double> squares;              // RMSNorm: xᵢ² as the kernel computed it
    // Walk number of the walk playing in each aligned row (1-based, from the trace's steps).
    std::array<int, nk::kAlignedRowCount> walkOrdinal{};
    double maxEnergy = 1.0; // largest finite xᵢ² (scale of the energy bars)

    struct Strip
    {
        std::vector<float> colLo, colHi; // axis fractions of each column's min and max
        std::vector<uint8_t> colBad;     // the column holds inf/NaN
        std::vector<uint8_t> bin;        // per element; 255 = not finite
        std::vector<int> prefix;         // (chunks + 1) × bins: counts before each chunk
        std::vector<int> prefixBad;
    };
    int columns = 0;
    std::array<Strip, 3> strip;
    std::vector<float> energyCol; // RMSNorm: largest x² per column / maxEnergy (−1: inf/NaN)

    const nk::TraceStep *step(nk::StepId id) const { return trace->step(id); }
    int colStart(int c) const { return int((long long)c * d / columns); }
    // Values along the table as the walk of `id` left its accumulator after each element
    // (nk::TraceStep::running); nullptr when the step keeps none.
    const std::vector<double> *running(nk::StepId id) const;
    const std::vector<double> *runningSecond(nk::StepId id) const;

    // Strip mode: call after the axis is set.
    void buildStrip();
    // Counts per bin when the first k elements are at stage `to` and the rest at `from`.
    void histogram(int from, int to, int k, QVector<int> &bins, int &bad) const;
};

} // namespace nk::ui
