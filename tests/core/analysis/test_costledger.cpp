// Chapter 4's cost ledger against hand counts of the kernels' loops (layernormtrace.h,
// rmsnormtrace.h) and hand arithmetic on a made-up benchmark result.
#include "analysis/costledger.h"
#include "norm/flopclaims.h"
#include "norm/layernormtrace.h"
#include "norm/rmsnormtrace.h"

#include <catch2/catch.hpp>

using namespace nk;

namespace {
const std::vector<double> kSeed{2.0, -1.0, 3.0};
} // namespace

TEST_CASE("ledger rows carry each step's operations and a running total", "[ledger]")
{
    const NormSettings s; // two-pass
    const NormTrace ln = traceLayerNorm(kSeed, s);
    const std::vector<LedgerRow> rows = CostLedger::rows(ln);
    REQUIRE(rows.size() == ln.steps.size());
    // d = 3, by hand from the counting rule: mean 2 add + 1 div; variance 3 sub + 3 mul + 2 add
    // + 1 div; normalize 1 add + 1 sqrt + 3 div; affine 3 mul + 3 add.
    const long long expectedTotals[] = {0, 3, 12, 17, 23};
    REQUIRE(rows.size() == 5);
    for (size_t i = 0; i < rows.size(); ++i)
        CHECK(rows[i].runningTotal.total() == expectedTotals[i]);
    CHECK(rows[1].ops.add == 2);
    CHECK(rows[1].ops.div == 1);
    CHECK(rows[2].ops.sub == 3);
    CHECK(rows[2].ops.mul == 3);
    CHECK(rows[3].ops.sqrt == 1);
    CHECK(rows[4].runningTotal.mul == 6);
    CHECK(rows.back().runningTotal == ln.ops);
    // Walks are numbered in order: mean, variance, normalize; γ/β is done in normalize's walk.
    CHECK(rows[0].walk == 0);
    CHECK(rows[1].walk == 1);
    CHECK(rows[3].walk == int(ln.passes));
    CHECK(rows[4].walk == int(ln.passes));

    const NormTrace rms = traceRmsNorm(kSeed, s);
    const std::vector<LedgerRow> r = CostLedger::rows(rms);
    CHECK(r.back().runningTotal.total() == 4 * 3 + 2);
    CHECK(r.back().runningTotal.sub == 0);
    int walks = 0;
    for (const LedgerRow &row : r)
        walks = std::max(walks, row.walk);
    CHECK(walks == rms.passes);
}

TEST_CASE("the counted operations are linear in d with the documented coefficients", "[ledger]")
{
    CHECK(CostLedger::formula(Algorithm::LayerNorm, VarianceAlgorithm::TwoPass).perElement == 7);
    CHECK(CostLedger::formula(Algorithm::LayerNorm, VarianceAlgorithm::TwoPass).constant == 2);
    CHECK(CostLedger::formula(Algorithm::LayerNorm, VarianceAlgorithm::OnePass).constant == 4);
    CHECK(CostLedger::formula(Algorithm::LayerNorm, VarianceAlgorithm::Welford).perElement == 10);
    CHECK(CostLedger::formula(Algorithm::RmsNorm, VarianceAlgorithm::TwoPass).perElement == 4);
    CHECK(CostLedger::formula(Algorithm::RmsNorm, VarianceAlgorithm::Welford).constant == 2);
    // The formula predicts the count at a d it was not read from.
    for (VarianceAlgorithm v :
         {VarianceAlgorithm::TwoPass, VarianceAlgorithm::OnePass, VarianceAlgorithm::Welford}) {
        NormSettings s;
        s.variance = v;
        const std::vector<double> x(37, 0.25);
        CHECK(CostLedger::formula(Algorithm::LayerNorm, v).at(37) ==
              traceLayerNorm(x, s).ops.total());
        CHECK(CostLedger::formula(Algorithm::RmsNorm, v).at(37) == traceRmsNorm(x, s).ops.total());
    }
}

TEST_CASE("the common claim sits beside the count for the current d", "[ledger]")
{
    const NormSettings s;
    const NormTrace ln = traceLayerNorm(kSeed, s), rms = traceRmsNorm(kSeed, s);
    const ClaimComparison c = CostLedger::claims(ln, rms);
    CHECK(c.d == 3);
    CHECK(c.claimLayerNorm == 24.0);
    CHECK(c.claimRmsNorm == 12.0);
    CHECK(c.profilerLayerNorm == 15.0);
    CHECK(c.countedLayerNorm == 23);
    CHECK(c.countedRmsNorm == 14);
    CHECK(c.claimRatio == Approx(2.0));
    CHECK(c.claimSaving == Approx(0.5));
    CHECK(c.countedRatio == Approx(23.0 / 14.0));
    CHECK(c.countedSaving == Approx(9.0 / 23.0));
    // At large d the counted saving tends to 1 − 4/7, not the claim's 50 %.
    const std::vector<double> big(4096, 1.5);
    const ClaimComparison b = CostLedger::claims(traceLayerNorm(big, s), traceRmsNorm(big, s));
    CHECK(b.countedSaving == Approx(1.0 - 4.0 / 7.0).epsilon(1e-3));
    CHECK(b.countedSaving < b.claimSaving);
}

TEST_CASE("a chef's tally part-way through a plate grows to the trace's total", "[ledger]")
{
    const NormSettings s;
    const NormTrace ln = traceLayerNorm(kSeed, s);
    CHECK(CostLedger::progress(ln, 0.0).done.total() == 0);
    CHECK(CostLedger::progress(ln, 0.0).walksDone == 0);
    const CostLedger::Progress full = CostLedger::progress(ln, 1.0);
    CHECK(full.done == ln.ops);
    CHECK(full.walksDone == ln.passes);
    CHECK(full.step == int(ln.steps.size()) - 1);
    // 12 of 23 operations: the mean (3) and the variance (9) are done, two walks.
    const CostLedger::Progress mid = CostLedger::progress(ln, 12.0 / 23.0 + 1e-9);
    CHECK(mid.done.total() == 12);
    CHECK(mid.walksDone == 2);
    CHECK(mid.step == 2);
    CHECK(mid.stepShare == Approx(1.0));
    // Part of the variance walk: each kind never exceeds what the step does.
    const CostLedger::Progress part = CostLedger::progress(ln, 7.0 / 23.0 + 1e-9);
    CHECK(part.done.total() == 7);
    CHECK(part.done.sub <= 3);
    CHECK(part.done.mul <= 3);
    CHECK(part.done.sqrt == 0);
    CHECK(part.stepShare == Approx(4.0 / 9.0));
    // Monotone in the fraction, kind by kind.
    OpCounts before;
    for (int i = 0; i <= 100; ++i) {
        const OpCounts now = CostLedger::progress(ln, i / 100.0).done;
        CHECK(now.add >= before.add);
        CHECK(now.sub >= before.sub);
        CHECK(now.mul >= before.mul);
        CHECK(now.div >= before.div);
        CHECK(now.sqrt >= before.sqrt);
        before = now;
    }
}

TEST_CASE("bytes per row and the bandwidth floor from a benchmark result", "[ledger]")
{
    ThroughputBenchmark::Result r;
    r.rows = 1000;
    r.d = 256;
    r.copySeconds = 1e-4;                           // 100 ns per row
    r.layerNormSeconds = 1.1e-4;                    // 110 ns
    r.rmsNormSeconds = 1.05e-4;                     // 105 ns
    r.copyGbps = 2.0 * 1000 * 256 * 4 / 1e-4 / 1e9; // 20.48 GB/s
    const MemoryBoundFigures m = CostLedger::memoryBound(r);
    CHECK(m.bytesPerRow == 2048);
    CHECK(m.copyNsPerRow == Approx(100.0));
    // The copy moved the same bytes, so its time per row is the bandwidth floor.
    CHECK(m.bandwidthNsPerRow == Approx(m.copyNsPerRow));
    CHECK(m.layerNormNsPerRow == Approx(110.0));
    CHECK(m.rmsNormNsPerRow == Approx(105.0));
    CHECK(m.layerNormOverFloor == Approx(1.1));
    CHECK(m.rmsOverLayerNorm == Approx(105.0 / 110.0));
    CHECK(m.layerNormOverRms == Approx(110.0 / 105.0)); // the direction the screens use
    CHECK(CostLedger::memoryBound(ThroughputBenchmark::Result{}).bandwidthNsPerRow == 0.0);
}

TEST_CASE("the memory-bound verdict: near the copy's bandwidth and within the time band",
          "[ledger]")
{
    ThroughputBenchmark::Result r;
    r.layerNormFractionOfCopy = 0.8;
    r.rmsNormFractionOfCopy = 0.85;
    r.rmsOverLnTime = 0.95;
    CHECK(CostLedger::isMemoryBound(r));
    // The band's edges count as inside.
    r.layerNormFractionOfCopy = CostLedger::kMemoryBoundFractionOfCopy;
    r.rmsOverLnTime = CostLedger::kMemoryBoundTimeRatioLow;
    CHECK(CostLedger::isMemoryBound(r));
    r.rmsOverLnTime = CostLedger::kMemoryBoundTimeRatioHigh;
    CHECK(CostLedger::isMemoryBound(r));
    SECTION("one kernel far from the copy")
    {
        r.rmsNormFractionOfCopy = 0.59;
        CHECK_FALSE(CostLedger::isMemoryBound(r));
    }
    SECTION("times too far apart, either way")
    {
        r.rmsOverLnTime = 0.89;
        CHECK_FALSE(CostLedger::isMemoryBound(r));
        r.rmsOverLnTime = 1.11;
        CHECK_FALSE(CostLedger::isMemoryBound(r));
    }
    SECTION("nothing measured")
    {
        CHECK_FALSE(CostLedger::isMemoryBound(ThroughputBenchmark::Result{}));
    }
    // The sentences' "within 10 %": the wider side of the band.
    CHECK(CostLedger::memoryBoundTimeTolerance() == Approx(0.1));
}
