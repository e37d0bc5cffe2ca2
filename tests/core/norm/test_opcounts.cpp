// Counted operations against the counting rule documented in layernormtrace.h / rmsnormtrace.h.
#include "norm/layernormtrace.h"
#include "norm/rmsnormtrace.h"

#include <catch2/catch.hpp>

using namespace nk;

namespace {
std::vector<double> ramp(int d)
{
    std::vector<double> x(static_cast<size_t>(d));
    for (int i = 0; i < d; ++i)
        x[size_t(i)] = 0.5 * i - 3.0;
    return x;
}
} // namespace

TEST_CASE("LayerNorm counts 7d+2 (two-pass), 7d+4 (one-pass), 10d+3 (Welford)", "[ops]")
{
    for (int d : {1, 2, 3, 8, 100, 1024}) {
        for (Precision p : {Precision::Fp64, Precision::Fp32, Precision::Fp16, Precision::Bf16}) {
            for (Accumulation a : {Accumulation::Storage, Accumulation::Fp32}) {
                INFO("d " << d << " " << toString(p) << " " << toString(a));
                NormSettings s;
                s.precision = p;
                s.accumulation = a;
                NormTrace t = traceLayerNorm(ramp(d), s);
                CHECK(t.ops.total() == 7LL * d + 2);
                CHECK(t.ops.add == 3LL * d - 1); // d−1 (mean) + d−1 (variance) + 1 (ε) + d (β)
                CHECK(t.ops.sub == d);
                CHECK(t.ops.mul == 2LL * d);
                CHECK(t.ops.div == d + 2LL);
                CHECK(t.ops.sqrt == 1);
                CHECK(t.passes == 3);
                s.variance = VarianceAlgorithm::OnePass;
                t = traceLayerNorm(ramp(d), s);
                CHECK(t.ops.total() == 7LL * d + 4);
                CHECK(t.passes == 2);
                s.variance = VarianceAlgorithm::Welford;
                t = traceLayerNorm(ramp(d), s);
                CHECK(t.ops.total() == 10LL * d + 3);
                CHECK(t.passes == 2);
            }
        }
    }
}

TEST_CASE("RMSNorm counts 4d+2 with two walks over the table", "[ops]")
{
    for (int d : {1, 2, 3, 8, 100, 1024}) {
        for (Precision p : {Precision::Fp64, Precision::Fp32, Precision::Fp16, Precision::Bf16}) {
            NormSettings s;
            s.precision = p;
            const NormTrace t = traceRmsNorm(ramp(d), s);
            CHECK(t.ops.total() == 4LL * d + 2);
            CHECK(t.ops.mul == 2LL * d);
            CHECK(t.ops.add == d);
            CHECK(t.ops.div == d + 1LL);
            CHECK(t.ops.sub == 0);
            CHECK(t.ops.sqrt == 1);
            CHECK(t.passes == 2);
        }
    }
}

TEST_CASE("step reads and writes add up", "[ops]")
{
    const int d = 10;
    NormSettings s;
    s.gamma = std::vector<double>(size_t(d), 2.0);
    const NormTrace ln = traceLayerNorm(ramp(d), s);
    // mean reads d; variance reads d writes d; normalize reads d and hands x̂ on in the same
    // walk; affine reads d (γ) + 1 (β) and writes d.
    CHECK(ln.reads == 4LL * d + 1);
    CHECK(ln.writes == 2LL * d);
    const NormTrace rms = traceRmsNorm(ramp(d), s);
    CHECK(rms.reads == 3LL * d);
    CHECK(rms.writes == 2LL * d);
}

TEST_CASE("counts do not depend on the values, only on d", "[ops]")
{
    NormSettings s;
    s.precision = Precision::Fp16;
    const NormTrace overflow = traceRmsNorm({300.0, 400.0, 500.0}, s);
    const NormTrace plain = traceRmsNorm({0.3, 0.4, 0.5}, s);
    CHECK(overflow.ops == plain.ops);
}

TEST_CASE("walks are counted alike: statistics, then one apply walk, for both norms", "[ops]")
{
    const std::vector<double> x = ramp(8);
    const NormTrace rms = traceRmsNorm(x, NormSettings());
    // RMSNorm: Σx², then x / RMS · γ.
    CHECK(rms.passes == 2);
    for (VarianceAlgorithm v :
         {VarianceAlgorithm::TwoPass, VarianceAlgorithm::OnePass, VarianceAlgorithm::Welford}) {
        INFO(toString(v));
        NormSettings s;
        s.variance = v;
        const NormTrace ln = traceLayerNorm(x, s);
        // Normalize and γ/β are one walk, as RMSNorm's divide and ×γ are.
        CHECK(ln.step(StepId::Normalize)->walksTable);
        CHECK_FALSE(ln.step(StepId::Affine)->walksTable);
        const long long statistics = ln.passes - 1;
        CHECK(statistics == (v == VarianceAlgorithm::TwoPass ? 2 : 1));
        // Two-pass walks once more than RMSNorm, one-pass and Welford equally often.
        CHECK(ln.passes - rms.passes == (v == VarianceAlgorithm::TwoPass ? 1 : 0));
    }
}
