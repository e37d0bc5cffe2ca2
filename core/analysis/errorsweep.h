#pragma once

#include "norm/normsettings.h"
#include "norm/trace.h"

#include <atomic>
#include <optional>
#include <string>
#include <vector>

namespace nk {

// One curve of a sweep: a kernel (LayerNorm with a variance algorithm, or RMSNorm) in a
// precision with an accumulation.
struct SweepConfig
{
    Algorithm algorithm = Algorithm::LayerNorm;
    VarianceAlgorithm variance = VarianceAlgorithm::TwoPass; // LayerNorm only
    Precision precision = Precision::Fp32;
    Accumulation accumulation = Accumulation::Storage;

    std::string id() const;    // "ln-two-pass/fp16/storage", "rms/bf16/fp32"
    std::string label() const; // "LayerNorm two-pass, fp16, storage accumulation"
    bool operator==(const SweepConfig &o) const;
};

// The traces' figures at one x of a sweep.
struct SweepPoint
{
    double maxAbsError = 0.0; // output against the extended-precision reference; NaN/inf kept
    double maxRelError = 0.0;
    // A true output of 0 came out nonzero: the relative error is undefined there, and the CSV
    // and JSON say "undefined" instead of maxRelError (see maxAbsError).
    bool relErrorUndefined = false;
    double maxAbsOutput = 0.0; // largest |yᵢ| (NaN when an output is NaN)
    long long flops = 0;       // operations counted by the kernel
    NumericFlags flags;        // union over the trace's steps
    // A square overflowed to inf: xᵢ² (RMSNorm), (xᵢ − μ)² or the one-pass Σxᵢ² (LayerNorm).
    bool squareOverflow = false;
};

struct SweepCurve
{
    SweepConfig config;
    std::vector<SweepPoint> points; // one per SweepResult::xs
};

enum class SweepKind { Offset, Dimension, Epsilon };

std::string toString(SweepKind kind); // "offset", "d", "eps"
std::optional<SweepKind> parseSweepKind(const std::string &s);

struct SweepResult
{
    SweepKind kind = SweepKind::Offset;
    std::vector<double> xs; // offset c, d, or ε
    std::vector<SweepCurve> curves;
    bool cancelled = false; // stopped early; curves are incomplete

    const SweepCurve *curve(const SweepConfig &config) const;
    // The smallest x from which one-pass LayerNorm has cancelled for good in (p, a): from there
    // on its error is at least 10× two-pass's (and above 1e-6), or its variance came out
    // negative, or its output is not finite. Nothing when it never does.
    std::optional<double> cancellationFrom(Precision p, Accumulation a) const;
    // The smallest x at which RMSNorm's xᵢ² overflowed in (p, a).
    std::optional<double> squareOverflowFrom(Precision p, Accumulation a) const;
};

struct SweepOptions
{
    // Which curves: every LayerNorm variance algorithm (or only the settings') and RMSNorm, in
    // each listed precision and accumulation.
    std::vector<Precision> precisions{Precision::Fp32, Precision::Fp16, Precision::Bf16};
    std::vector<Accumulation> accumulations{Accumulation::Storage, Accumulation::Fp32};
    bool allVariances = true;
    int maxDimension = kMaxDimension;          // the d sweep stops here
    const std::atomic<bool> *cancel = nullptr; // polled between traces
};

// The error sweeps of the Monitor, computed from the teaching kernels' real traces.
//  offset:  x + c for c = 0 and 10^-2 … 10^4 (four per decade): where one-pass variance cancels
//           and fp16 squares overflow.
//  d:       vectors of length 8 … 65536 (powers of two) drawn from the portable generator with
//           the current vector's mean and standard deviation: how error grows with the sum.
//  ε:       the seeds' near-constant input (1e-6 everywhere, d = 1024) for ε = 0 and
//           10^-12 … 10^-2 (two per decade): the largest |output| and how ε guards the divisor.
// The d and ε sweeps use one γ and β for every element (the first of the settings' values):
// their d is not the current vector's.
// Costs: the offset and ε sweeps are O(points · d); the d sweep is O(Σd) per curve, about
// 131k elements per curve up to 65536. bench/core_bench measures them.
class ErrorSweep
{
public:
    static std::vector<double> offsets();
    static std::vector<double> dimensions(int maxDimension = kMaxDimension);
    static std::vector<double> epsilons();

    static std::vector<SweepConfig> configs(const NormSettings &settings,
                                            const SweepOptions &options);

    static SweepResult offsetSweep(const std::vector<double> &x, const NormSettings &settings,
                                   const SweepOptions &options = {});
    static SweepResult dimensionSweep(const std::vector<double> &x, const NormSettings &settings,
                                      const SweepOptions &options = {});
    static SweepResult epsilonSweep(const NormSettings &settings, const SweepOptions &options = {});
    static SweepResult run(SweepKind kind, const std::vector<double> &x,
                           const NormSettings &settings, const SweepOptions &options = {});

    // The d sweep's vector of length d: mean + stddev · zᵢ with zᵢ the first d standard normals
    // of PortableRandom(seed 42), generated once and shared.
    static std::vector<double> dimensionInput(int d, double mean, double stddev);
    // The seeds' extreme input: 1e-6 in each of 1024 elements (Presets::kNearConstant*).
    static std::vector<double> nearConstantInput();

    // The figures of one trace, as a sweep point.
    static SweepPoint pointFrom(const NormTrace &trace);

    // Comma-separated values (one row per x and curve) and JSON of a result.
    static std::string toCsv(const SweepResult &result);
    static std::string toJson(const SweepResult &result);
};

} // namespace nk
