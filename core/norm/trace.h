#pragma once

#include "norm/normsettings.h"

#include <string>
#include <vector>

namespace nk {

// Operations a kernel performed, by kind.
struct OpCounts
{
    long long add = 0;
    long long sub = 0;
    long long mul = 0;
    long long div = 0;
    long long sqrt = 0;

    long long total() const { return add + sub + mul + div + sqrt; }
    OpCounts &operator+=(const OpCounts &o);
    bool operator==(const OpCounts &o) const;
};

// What went wrong numerically in one step.
struct NumericFlags
{
    bool overflow = false;         // a finite input produced ±inf
    bool nan = false;              // a NaN appeared
    bool epsLost = false;          // eps > 0 rounded to 0 in the compute precision
    bool negativeVariance = false; // one-pass E[x²]−μ² came out negative (cancellation)
    bool varianceClamped = false;  // ... and was clamped to 0, as E[x²] − μ² kernels must
    bool divisorZero = false;      // the divisor was 0 (the output is ±inf or NaN)

    bool any() const
    {
        return overflow || nan || epsLost || negativeVariance || varianceClamped || divisorZero;
    }
    NumericFlags &operator|=(const NumericFlags &o);
    std::vector<std::string> names() const; // "overflow", "nan", "eps-lost", ...
};

enum class Algorithm { LayerNorm, RmsNorm };

std::string toString(Algorithm a); // "layernorm", "rmsnorm"

// Stable step ids. LayerNorm: Input, Mean, Variance, Normalize, Affine.
// RMSNorm: Input, Square, MeanSquare, Rms, Scale.
enum class StepId { Input, Mean, Variance, Normalize, Affine, Square, MeanSquare, Rms, Scale };

std::string toString(StepId id); // "input", "mean", "variance", "normalize", "affine",
                                 // "square", "mean-square", "rms", "scale"

// A named scalar a step computed on the way (a sum, eps as stored, the divisor...), kept so a
// view can write the formula with live numbers.
struct NamedValue
{
    std::string name;
    double value = 0.0;
};

struct TraceStep
{
    StepId id = StepId::Input;
    // Row in the side-by-side view; both algorithms share the row numbering so that the row
    // RMSNorm skips (the mean) is an empty slot. See alignedRow().
    int row = 0;

    // What the step produced, exactly as the kernel held it (stored or compute precision).
    std::vector<double> values; // empty for scalar-only steps
    bool hasScalar = false;
    double scalar = 0.0;

    // The same step in extended precision on the unrounded input.
    std::vector<double> referenceValues;
    double referenceScalar = 0.0;

    // |value − reference| (max over elements) and the same relative to |reference| (over the
    // elements whose reference is not 0). NaN when the step produced a NaN, inf for an inf.
    double maxAbsError = 0.0;
    double maxRelError = 0.0;
    // An element whose reference is 0 came out nonzero: its relative error is undefined, so
    // maxRelError (over the others, 0 when there are none) does not describe the step; show the
    // absolute error instead, or "undefined".
    bool relErrorUndefined = false;

    // The terms the step summed (xᵢ, (xᵢ−μ)², xᵢ²), for writing Σ with numbers.
    std::vector<double> terms;
    // The step's accumulator after each element, as the kernel held it (compute precision), for
    // showing a walk in progress; empty for steps that do not walk the table.
    //   mean (two-pass, one-pass): Σx so far; mean (Welford): the running mean;
    //   variance (two-pass): Σ(x − μ)² so far; square: Σx² so far.
    std::vector<double> running;
    // A second accumulator kept in the same walk: Σx² (one-pass) or M₂ (Welford), on the mean step.
    std::vector<double> runningSecond;
    std::vector<NamedValue> named;

    OpCounts ops;
    long long reads = 0;     // elements read
    long long writes = 0;    // elements written
    bool walksTable = false; // the step loops over all d elements (one memory pass)
    NumericFlags flags;

    double namedValue(const std::string &name, double fallback = 0.0) const;
};

struct NormTrace
{
    Algorithm algorithm = Algorithm::LayerNorm;
    NormSettings settings;
    std::vector<double> input;       // as typed
    std::vector<double> storedInput; // rounded to the precision
    std::vector<TraceStep> steps;
    // x̂ before γ (and β): LayerNorm's normalize step; for RMSNorm xᵢ / RMS inside the scale step.
    std::vector<double> normalized;
    // LayerNorm: xᵢ − μ as the kernel computed it (in the variance walk for two-pass, in the
    // normalize walk otherwise); empty for RMSNorm, which does not centre.
    std::vector<double> centred;

    OpCounts ops;         // sum over steps
    long long passes = 0; // steps that walked the whole table
    long long reads = 0;
    long long writes = 0;
    NumericFlags flags;       // union over steps
    double maxAbsError = 0.0; // of the output
    double maxRelError = 0.0;
    bool relErrorUndefined = false; // of the output (TraceStep::relErrorUndefined)

    int d() const { return int(input.size()); }
    const TraceStep *step(StepId id) const; // nullptr when this algorithm has no such step
    const std::vector<double> &output() const { return steps.back().values; }
    // The vector the algorithm holds once every step whose aligned rows end by `row` is
    // complete: the last such step's values, the stored input before any (row < 0). A step
    // spanning rows (LayerNorm's variance) counts from its last row on. What the Execute
    // chart and the handout's charts show at a stage.
    const std::vector<double> &valuesAfterRow(int row) const;
    // The step that plays aligned row `row` (LayerNorm's variance for rows 2 and 3); nullptr
    // for the row RMSNorm skips and outside the rows.
    const TraceStep *stepAtRow(int row) const;
};

// Number of rows in the side-by-side view, and the row of each step:
//   row 0  input     | input
//   row 1  mean      | (empty: RMSNorm does not centre)
//   row 2  variance  | square
//   row 3  (variance)| mean-square      LayerNorm's variance covers rows 2–3
//   row 4  normalize | rms
//   row 5  affine    | scale
constexpr int kAlignedRowCount = 6;
int alignedRow(StepId id);
int alignedRowSpan(StepId id);

// Fills a step's error and overflow/NaN flags from its values and reference.
void finishStep(TraceStep &step);
// Fills a trace's totals (operations, passes, reads, writes, flags, output error).
void finishTrace(NormTrace &trace);

} // namespace nk
