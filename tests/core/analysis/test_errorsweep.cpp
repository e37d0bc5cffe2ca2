// The Monitor's chart data against the core: sweeps, counted FLOPs, memory, stability numbers and
// invariance.
#include "analysis/errorsweep.h"
#include "analysis/invariance.h"
#include "analysis/monitornumbers.h"
#include "io/presets.h"
#include "norm/flopclaims.h"
#include "norm/layernormtrace.h"
#include "norm/rmsnormtrace.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>

using namespace nk;

namespace {

const Preset &preset(const char *id)
{
    const Preset *p = Presets::find(id);
    REQUIRE(p);
    return *p;
}

SweepConfig ln(VarianceAlgorithm v, Precision p, Accumulation a = Accumulation::Storage)
{
    return {Algorithm::LayerNorm, v, p, a};
}

SweepConfig rms(Precision p, Accumulation a = Accumulation::Storage)
{
    return {Algorithm::RmsNorm, VarianceAlgorithm::TwoPass, p, a};
}

} // namespace

TEST_CASE("sweep axes: offsets 0 and 1e-2..1e4, d 8..65536, eps 0 and 1e-12..1e-2")
{
    const std::vector<double> off = ErrorSweep::offsets();
    CHECK(off.front() == 0.0);
    CHECK(off[1] == Approx(1e-2));
    CHECK(off.back() == Approx(1e4));
    const std::vector<double> d = ErrorSweep::dimensions();
    CHECK(d.front() == 8);
    CHECK(d.back() == 65536);
    CHECK(d.size() == 14);
    const std::vector<double> eps = ErrorSweep::epsilons();
    CHECK(eps.front() == 0.0);
    CHECK(eps[1] == Approx(1e-12));
    CHECK(eps.back() == Approx(1e-2));
}

TEST_CASE("offset sweep: one-pass variance cancels where two-pass and Welford do not")
{
    const Preset &p = preset("random-demo"); // d = 1024 standard normals
    SweepOptions o;
    o.precisions = {Precision::Fp32};
    o.accumulations = {Accumulation::Storage};
    const SweepResult r = ErrorSweep::offsetSweep(p.input, p.settings, o);
    REQUIRE(r.xs.size() == ErrorSweep::offsets().size());
    const SweepCurve *two = r.curve(ln(VarianceAlgorithm::TwoPass, Precision::Fp32));
    const SweepCurve *one = r.curve(ln(VarianceAlgorithm::OnePass, Precision::Fp32));
    const SweepCurve *wel = r.curve(ln(VarianceAlgorithm::Welford, Precision::Fp32));
    REQUIRE(two);
    REQUIRE(one);
    REQUIRE(wel);

    // Each point is the trace's own figure.
    const size_t last = r.xs.size() - 1;
    std::vector<double> shifted = p.input;
    for (double &v : shifted)
        v += r.xs[last];
    NormSettings s = p.settings;
    s.variance = VarianceAlgorithm::OnePass;
    const NormTrace t = traceLayerNorm(shifted, s);
    CHECK(one->points[last].maxAbsError == t.maxAbsError);
    CHECK(one->points[last].flops == t.ops.total());

    // At offset 0 all three are at fp32 rounding; at 10⁴ one-pass has lost everything.
    CHECK(one->points[0].maxAbsError < 1e-5);
    CHECK(two->points[last].maxAbsError < 1e-2);
    CHECK(wel->points[last].maxAbsError < 1e-2);
    CHECK(one->points[last].maxAbsError > 0.1);
    CHECK(one->points[last].maxAbsError > 100 * two->points[last].maxAbsError);

    const std::optional<double> from = r.cancellationFrom(Precision::Fp32, Accumulation::Storage);
    REQUIRE(from);
    CHECK(*from > 0.0);
    CHECK(*from <= 1e3);
    // Below the region one-pass is still fine.
    CHECK(one->points[1].maxAbsError < 10 * two->points[1].maxAbsError + 1e-6);
    // fp32 storage never overflows a square here.
    CHECK_FALSE(r.squareOverflowFrom(Precision::Fp32, Accumulation::Storage));
}

TEST_CASE("offset sweep: fp16 x² overflows exactly when |x| >= 256 with storage accumulation")
{
    const Preset &p = preset(Presets::kWorkedExample); // [2, -1, 3]
    SweepOptions o;
    o.precisions = {Precision::Fp16};
    const SweepResult r = ErrorSweep::offsetSweep(p.input, p.settings, o);
    const SweepCurve *storage = r.curve(rms(Precision::Fp16, Accumulation::Storage));
    const SweepCurve *wide = r.curve(rms(Precision::Fp16, Accumulation::Fp32));
    REQUIRE(storage);
    REQUIRE(wide);
    bool sawOverflow = false, sawNoOverflow = false;
    for (size_t k = 0; k < r.xs.size(); ++k) {
        double maxStored = 0.0;
        for (double v : p.input)
            maxStored =
                std::max(maxStored, std::fabs(roundToPrecision(v + r.xs[k], Precision::Fp16)));
        const bool expected = maxStored >= 256.0;
        INFO("offset " << r.xs[k] << ", max |x| in fp16 " << maxStored);
        CHECK(storage->points[k].squareOverflow == expected);
        // Σxᵢ² can overflow before any single xᵢ² does (RMS > √(65504/d)); never the reverse.
        if (expected)
            CHECK(storage->points[k].flags.overflow);
        CHECK_FALSE(wide->points[k].squareOverflow);
        CHECK_FALSE(wide->points[k].flags.overflow);
        (expected ? sawOverflow : sawNoOverflow) = true;
    }
    CHECK(sawOverflow);
    CHECK(sawNoOverflow);
    const std::optional<double> from = r.squareOverflowFrom(Precision::Fp16, Accumulation::Storage);
    REQUIRE(from);
    CHECK(*from + 3.0 >= 256.0);
    CHECK_FALSE(r.squareOverflowFrom(Precision::Fp16, Accumulation::Fp32));
    // With fp32 accumulation RMSNorm stays accurate to fp16's output rounding at every offset.
    for (const SweepPoint &pt : wide->points)
        CHECK(pt.maxAbsError < 2e-3);
}

TEST_CASE("d sweep: storage accumulation in fp16 loses accuracy as d grows, fp32 does not")
{
    const Preset &p = preset("random-demo");
    SweepOptions o;
    o.precisions = {Precision::Fp16};
    o.allVariances = false;
    o.maxDimension = 4096;
    const SweepResult r = ErrorSweep::dimensionSweep(p.input, p.settings, o);
    REQUIRE(r.xs.back() == 4096);
    const SweepCurve *storage = r.curve(rms(Precision::Fp16, Accumulation::Storage));
    const SweepCurve *wide = r.curve(rms(Precision::Fp16, Accumulation::Fp32));
    REQUIRE(storage);
    REQUIRE(wide);
    CHECK(storage->points.back().maxAbsError > 3 * wide->points.back().maxAbsError);
    CHECK(wide->points.back().maxAbsError < 3e-3);
    // The inputs are the portable generator's: the same prefix for every d.
    const std::vector<double> a = ErrorSweep::dimensionInput(8, 0.0, 1.0);
    const std::vector<double> b = ErrorSweep::dimensionInput(16, 0.0, 1.0);
    CHECK(std::equal(a.begin(), a.end(), b.begin()));
}

TEST_CASE("eps sweep: the seeds' near-constant demo, LN tiny and RMS about 3.16e-4 at eps = 1e-5")
{
    NormSettings s;
    s.precision = Precision::Fp32;
    SweepOptions o;
    o.precisions = {Precision::Fp32};
    o.accumulations = {Accumulation::Storage};
    o.allVariances = false;
    const SweepResult r = ErrorSweep::epsilonSweep(s, o);
    size_t k = 0;
    while (k < r.xs.size() && std::fabs(r.xs[k] - 1e-5) > 1e-12)
        ++k;
    REQUIRE(k < r.xs.size());
    const SweepCurve *l = r.curve(ln(VarianceAlgorithm::TwoPass, Precision::Fp32));
    const SweepCurve *m = r.curve(rms(Precision::Fp32));
    REQUIRE(l);
    REQUIRE(m);
    // The seeds print 3.60e-11 (NumPy sums pairwise); the teaching kernel sums in index order
    // and keeps more rounding in μ, but it stays orders of magnitude below RMSNorm's.
    CHECK(l->points[k].maxAbsOutput < 1e-7);
    CHECK(m->points[k].maxAbsOutput == Approx(1e-6 / std::sqrt(1e-12 + 1e-5)).epsilon(1e-3));
    // ε = 0: RMSNorm gives √d·x/‖x‖ = 1 exactly; ε only shrinks it from there.
    CHECK(m->points[0].maxAbsOutput == Approx(1.0).epsilon(1e-4));
    CHECK(m->points.back().maxAbsOutput < m->points[k].maxAbsOutput);
}

TEST_CASE("eps sweep: where the true output is 0 the relative error reads undefined, not 0")
{
    NormSettings s;
    s.precision = Precision::Fp32;
    SweepOptions o;
    o.precisions = {Precision::Fp32};
    o.accumulations = {Accumulation::Storage};
    o.allVariances = false;
    const SweepResult r = ErrorSweep::epsilonSweep(s, o);
    const SweepCurve *l = r.curve(ln(VarianceAlgorithm::TwoPass, Precision::Fp32));
    REQUIRE(l);
    // The fp64 reference centres 1e-6 exactly, so LayerNorm's true output is 0: any rounding
    // left in μ shows as an absolute error whose relative error has no value to divide by.
    bool anyUndefined = false;
    for (const SweepPoint &p : l->points)
        if (p.relErrorUndefined) {
            anyUndefined = true;
            CHECK(p.maxAbsError > 0.0);
        }
    CHECK(anyUndefined);
    CHECK(ErrorSweep::toCsv(r).find(",undefined,") != std::string::npos);
    CHECK(ErrorSweep::toJson(r).find("\"undefined\"") != std::string::npos);
    // An ordinary vector has every relative error defined.
    const std::vector<double> x{2.0, -1.0, 3.0};
    const NormTrace t = traceLayerNorm(x, s);
    CHECK_FALSE(t.relErrorUndefined);
    CHECK_FALSE(ErrorSweep::pointFrom(t).relErrorUndefined);
    // The near-constant preset itself, as chapter 5 shows it.
    const Preset &nc = preset("near-constant");
    const NormTrace nct = traceLayerNorm(nc.input, nc.settings);
    CHECK(nct.relErrorUndefined);
    CHECK(nct.maxAbsError > 0.0);
}

TEST_CASE("counted FLOPs are linear in d and match the careful count, not the seeds' 8d")
{
    NormSettings s;
    const std::vector<FlopPoint> pts = MonitorNumbers::flopsVsDimension(s, 4096);
    REQUIRE(pts.size() == 10);
    for (size_t i = 1; i + 1 < pts.size(); ++i) {
        const double lnSlope = double(pts[i + 1].layerNorm.total() - pts[i].layerNorm.total()) /
                               (pts[i + 1].d - pts[i].d);
        const double lnSlopePrev = double(pts[i].layerNorm.total() - pts[i - 1].layerNorm.total()) /
                                   (pts[i].d - pts[i - 1].d);
        const double rmsSlope =
            double(pts[i + 1].rmsNorm.total() - pts[i].rmsNorm.total()) / (pts[i + 1].d - pts[i].d);
        CHECK(lnSlope == lnSlopePrev);
        CHECK(lnSlope == claims::kCarefulLayerNormPerElement);
        CHECK(rmsSlope == claims::kCarefulRmsNormPerElement);
    }
    // The same counts the traces of the current vector report.
    const std::vector<double> x = ErrorSweep::dimensionInput(pts[3].d, 0.0, 1.0);
    NormSettings fp64 = s;
    fp64.precision = Precision::Fp64;
    CHECK(traceLayerNorm(x, fp64).ops == pts[3].layerNorm);
    CHECK(traceRmsNorm(x, fp64).ops == pts[3].rmsNorm);
}

TEST_CASE("memory: the teaching kernels walk the table more often than a fused kernel")
{
    const Preset &p = preset(Presets::kWorkedExample);
    NormSettings s = p.settings; // fp32, two-pass
    const NormTrace l = traceLayerNorm(p.input, s);
    const NormTrace r = traceRmsNorm(p.input, s);
    const MemoryFigures ml = MonitorNumbers::memory(l);
    const MemoryFigures mr = MonitorNumbers::memory(r);
    CHECK(ml.passes == l.passes);
    CHECK(ml.readBytes() == l.reads * 4);
    CHECK(ml.writeBytes() == l.writes * 4);
    CHECK(ml.passes > mr.passes);
    CHECK(mr.passes >= 2);
    CHECK(ml.fusedReadBytes() == 3 * 4);
    CHECK(ml.fusedWriteBytes() == mr.fusedWriteBytes());
    CHECK(ml.fusedReadBytes() == mr.fusedReadBytes());
    s.precision = Precision::Fp16;
    CHECK(MonitorNumbers::memory(traceRmsNorm(p.input, s)).bytesPerElement == 2);
}

TEST_CASE("operation ratio: LayerNorm's 7d + 2 over RMSNorm's 4d + 2")
{
    const Preset &p = preset(Presets::kWorkedExample); // d = 3, two-pass, with γ and β
    const double ratio = MonitorNumbers::operationRatio(traceLayerNorm(p.input, p.settings),
                                                        traceRmsNorm(p.input, p.settings));
    CHECK(ratio == Approx(23.0 / 14.0));
    CHECK(MonitorNumbers::operationRatio(NormTrace{}, NormTrace{}) == 0.0);
    // d = 3: LayerNorm 7d + 2 = 23, RMSNorm 4d + 2 = 14, so RMSNorm skips 9 of 23.
    CHECK(MonitorNumbers::operationSaving(traceLayerNorm(p.input, p.settings),
                                          traceRmsNorm(p.input, p.settings)) == Approx(9.0 / 23.0));
    CHECK(MonitorNumbers::operationSaving(NormTrace{}, NormTrace{}) == 0.0);
}

TEST_CASE("stability numbers: RMS² = σ² + μ² with the seeds' example")
{
    const Preset &p = preset(Presets::kWorkedExample);
    NormSettings s = p.settings;
    s.precision = Precision::Fp64;
    const StabilityNumbers n =
        MonitorNumbers::stability(traceLayerNorm(p.input, s), traceRmsNorm(p.input, s));
    CHECK(n.mean == Approx(4.0 / 3.0));
    CHECK(n.sigma == Approx(1.6997).epsilon(1e-4));
    CHECK(n.rms == Approx(2.1602).epsilon(1e-4));
    CHECK(n.meanSquare == Approx(n.variance + n.meanSquared).epsilon(1e-14));
    CHECK(std::fabs(n.identityGap) < 1e-14);
    CHECK(n.rms >= n.sigma);
    CHECK(n.rmsNormDivisor == Approx(std::sqrt(14.0 / 3.0 + 1e-8)));
}

TEST_CASE("invariance: LN under shift and scale, RMSNorm only under scale")
{
    const Preset &p = preset(Presets::kWorkedExample);
    for (Precision prec : {Precision::Fp64, Precision::Fp32}) {
        NormSettings s = p.settings;
        s.precision = prec;
        s.eps = 0.0; // with ε > 0 scaling moves σ² relative to ε: not rounding (next case)
        const double rounding = prec == Precision::Fp64 ? 1e-13 : 1e-5;
        const InvarianceResult r = Invariance::compute(p.input, s, 7.5, 3.0);
        INFO(toString(prec));
        CHECK(r.shifted.layerNormDeviation < rounding);
        CHECK(r.scaled.layerNormDeviation < rounding);
        CHECK(r.both.layerNormDeviation < rounding);
        CHECK(r.scaled.rmsNormDeviation < rounding);
        CHECK(r.shifted.rmsNormDeviation > 0.1);
        CHECK(r.both.rmsNormDeviation > 0.1);
        CHECK(r.both.input[0] == 3.0 * 2.0 + 7.5);
        CHECK(r.original.rmsNorm == traceRmsNorm(p.input, s).output());
        // From traces the caller already holds: the same figures, bit for bit.
        const InvarianceResult t =
            Invariance::compute(traceLayerNorm(p.input, s), traceRmsNorm(p.input, s), 7.5, 3.0);
        CHECK(t.original.input == r.original.input);
        CHECK(t.both.layerNorm == r.both.layerNorm);
        CHECK(t.shifted.rmsNorm == r.shifted.rmsNorm);
        CHECK(t.scaled.layerNormDeviation == r.scaled.layerNormDeviation);
    }
}

TEST_CASE("invariance: ε breaks exact scale invariance by about ε/σ²")
{
    const Preset &p = preset(Presets::kWorkedExample); // ε = 1e-8, σ² ≈ 2.89
    NormSettings s = p.settings;
    s.precision = Precision::Fp64;
    const InvarianceResult r = Invariance::compute(p.input, s, 0.0, 3.0);
    CHECK(r.scaled.layerNormDeviation > 1e-10);
    CHECK(r.scaled.layerNormDeviation < 1e-8);
    CHECK(r.shifted.layerNormDeviation < 1e-14);
}

TEST_CASE("sweep output: CSV rows and JSON regions")
{
    const Preset &p = preset(Presets::kWorkedExample);
    SweepOptions o;
    o.precisions = {Precision::Fp16};
    o.accumulations = {Accumulation::Storage};
    const SweepResult r = ErrorSweep::offsetSweep(p.input, p.settings, o);
    const std::string csv = ErrorSweep::toCsv(r);
    const size_t lines = size_t(std::count(csv.begin(), csv.end(), '\n'));
    CHECK(lines == 1 + r.xs.size() * r.curves.size());
    CHECK(csv.find("offset,0,ln-two-pass/fp16/storage,layernorm,two-pass,fp16,storage,") !=
          std::string::npos);
    const std::string json = ErrorSweep::toJson(r);
    CHECK(json.find("\"kind\":\"offset\"") != std::string::npos);
    CHECK(json.find("\"square_overflow_from\":") != std::string::npos);
    CHECK(parseSweepKind("eps") == SweepKind::Epsilon);
    CHECK_FALSE(parseSweepKind("nope"));
}

TEST_CASE("a cancelled sweep stops early and says so")
{
    std::atomic<bool> cancel{true};
    SweepOptions o;
    o.cancel = &cancel;
    const SweepResult r = ErrorSweep::offsetSweep({1.0, 2.0}, NormSettings{}, o);
    CHECK(r.cancelled);
}
