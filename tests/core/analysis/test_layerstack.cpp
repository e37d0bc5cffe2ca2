// Chapter 1's stack of random layers: its statistics against a plain recomputation, a layer
// recomputed by hand from the weights, RMS² = σ² + μ², determinism, and what the norms hold.
#include "analysis/layerstack.h"
#include "io/presets.h"
#include "numeric/portablerandom.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <numeric>

using namespace nk;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;

namespace {

std::vector<double> randomVector(int d, std::uint64_t seed, double offset = 0.0)
{
    PortableRandom rng(seed);
    std::vector<double> v(static_cast<size_t>(d));
    for (double &x : v)
        x = offset + 3.0 * rng.standardNormal();
    return v;
}

// Statistics by another route: long double sums, variance as E[(x − μ)²] from std::accumulate,
// min and max from the standard algorithms.
void checkAgainstPlain(const std::vector<double> &v, const LayerStatistics &s)
{
    const long double n = v.size();
    const long double mean = std::accumulate(v.begin(), v.end(), 0.0L) / n;
    long double dev = 0.0L, sq = 0.0L;
    for (double x : v) {
        dev += (x - mean) * (x - mean);
        sq += (long double)x * x;
    }
    const double scale = std::max(1.0, double(std::sqrt(sq / n)));
    CHECK_THAT(s.mean, WithinAbs(double(mean), 1e-12 * scale));
    CHECK_THAT(s.std, WithinAbs(double(std::sqrt(dev / n)), 1e-12 * scale));
    CHECK_THAT(s.rms, WithinAbs(double(std::sqrt(sq / n)), 1e-12 * scale));
    CHECK(s.min == *std::min_element(v.begin(), v.end()));
    CHECK(s.max == *std::max_element(v.begin(), v.end()));
}

} // namespace

TEST_CASE("layer statistics of a hand-worked vector", "[layerstack]")
{
    // [2, −1, 3]: μ = 4/3, σ² = 26/9, mean(x²) = 14/3.
    const LayerStatistics s = LayerStatistics::of({2.0, -1.0, 3.0});
    CHECK_THAT(s.mean, WithinRel(4.0 / 3.0, 1e-15));
    CHECK_THAT(s.std, WithinRel(std::sqrt(26.0) / 3.0, 1e-15));
    CHECK_THAT(s.rms, WithinRel(std::sqrt(14.0 / 3.0), 1e-15));
    CHECK(s.min == -1.0);
    CHECK(s.max == 3.0);
}

TEST_CASE("the stack's statistics match a plain recomputation of its activations", "[layerstack]")
{
    const std::vector<double> x = randomVector(40, 7, 1.5);
    const LayerStack stack(40);
    for (StackNorm norm : {StackNorm::None, StackNorm::LayerNorm, StackNorm::RmsNorm}) {
        for (double scale : {0.7, 1.4, 2.5}) {
            const auto acts = stack.activations(x, norm, scale, 1e-5);
            const auto stats = stack.run(x, norm, scale, 1e-5);
            REQUIRE(acts.size() == size_t(LayerStack::kDefaultLayers + 1));
            REQUIRE(stats.size() == acts.size());
            CHECK(acts.front() == x);
            for (size_t l = 1; l < acts.size(); ++l)
                CHECK(acts[l].size() == size_t(LayerStack::kDefaultWidth));
            for (size_t l = 0; l < acts.size(); ++l) {
                INFO("layer " << l << " scale " << scale);
                checkAgainstPlain(acts[l], stats[l]);
                // RMS² = σ² + μ² on every layer.
                const double rms2 = stats[l].rms * stats[l].rms;
                CHECK_THAT(
                    rms2,
                    WithinRel(stats[l].std * stats[l].std + stats[l].mean * stats[l].mean, 1e-12));
                CHECK(stats[l].rms >= stats[l].std * (1 - 1e-15));
            }
        }
    }
}

TEST_CASE("one layer recomputed by hand from the weights", "[layerstack]")
{
    // Two inputs, width 2, one layer: z = leaky((s/√2)·W·x), then LayerNorm or RMSNorm written
    // out.
    const LayerStack stack(2, 2, 1, 99);
    const std::vector<double> x{2.0, -1.0};
    const double s = 1.7, eps = 1e-5;
    double z[2];
    for (int r = 0; r < 2; ++r) {
        const double y =
            s / std::sqrt(2.0) * (stack.weight(0, r, 0) * x[0] + stack.weight(0, r, 1) * x[1]);
        z[r] = y > 0 ? y : 0.1 * y;
    }
    const auto none = stack.activations(x, StackNorm::None, s, eps);
    CHECK_THAT(none[1][0], WithinRel(z[0], 1e-14));
    CHECK_THAT(none[1][1], WithinRel(z[1], 1e-14));
    // LayerNorm of two values: ±(z₀ − z₁)/2 / √(((z₀ − z₁)/2)² + ε).
    const double half = (z[0] - z[1]) / 2.0;
    const auto ln = stack.activations(x, StackNorm::LayerNorm, s, eps);
    CHECK_THAT(ln[1][0], WithinRel(half / std::sqrt(half * half + eps), 1e-12));
    CHECK_THAT(ln[1][1], WithinRel(-half / std::sqrt(half * half + eps), 1e-12));
    const double ms = (z[0] * z[0] + z[1] * z[1]) / 2.0;
    const auto rms = stack.activations(x, StackNorm::RmsNorm, s, eps);
    CHECK_THAT(rms[1][0], WithinRel(z[0] / std::sqrt(ms + eps), 1e-12));
    CHECK_THAT(rms[1][1], WithinRel(z[1] / std::sqrt(ms + eps), 1e-12));
}

TEST_CASE("the stack is the same on every run and every machine", "[layerstack]")
{
    const LayerStack a(16, 16), b(16, 16),
        c(16, 16, LayerStack::kDefaultLayers, LayerStack::kDefaultSeed + 1);
    const std::vector<double> x = randomVector(16, 3);
    CHECK(a.activations(x, StackNorm::None, 2.0, 1e-5) ==
          b.activations(x, StackNorm::None, 2.0, 1e-5));
    CHECK(a.activations(x, StackNorm::None, 2.0, 1e-5) !=
          c.activations(x, StackNorm::None, 2.0, 1e-5));
    // The weights are PortableRandom's normals in order: layer-major, then row-major.
    PortableRandom rng(LayerStack::kDefaultSeed);
    for (int l = 0; l < 2; ++l)
        for (int r = 0; r < 16; ++r)
            for (int col = 0; col < 16; ++col)
                REQUIRE(a.weight(l, r, col) == rng.standardNormal());
}

TEST_CASE("with a norm after every layer the spread stays at one", "[layerstack]")
{
    const std::vector<double> x = randomVector(64, 11, 4.0);
    const LayerStack stack(64);
    for (double scale : {0.5, 1.0, 2.0, 3.0}) {
        INFO("scale " << scale);
        // ε = 0: exactly σ = 1, μ = 0 (LayerNorm) and RMS = 1 (RMSNorm) up to rounding.
        const auto ln0 = stack.run(x, StackNorm::LayerNorm, scale, 0.0);
        const auto rms0 = stack.run(x, StackNorm::RmsNorm, scale, 0.0);
        for (size_t l = 1; l < ln0.size(); ++l) {
            CHECK_THAT(ln0[l].std, WithinAbs(1.0, 1e-12));
            CHECK_THAT(ln0[l].mean, WithinAbs(0.0, 1e-12));
            CHECK_THAT(rms0[l].rms, WithinAbs(1.0, 1e-12));
            // RMSNorm keeps the mean the leaky ReLU made: σ < RMS = 1.
            CHECK(rms0[l].mean > 0.0);
            CHECK(rms0[l].std < 1.0);
        }
        // ε = 1e-5 pulls them below 1 by about ε / (2·spread²) at most.
        const auto ln = stack.run(x, StackNorm::LayerNorm, scale, 1e-5);
        const auto rms = stack.run(x, StackNorm::RmsNorm, scale, 1e-5);
        for (size_t l = 1; l < ln.size(); ++l) {
            CHECK(ln[l].std < 1.0);
            CHECK_THAT(ln[l].std, WithinAbs(1.0, 1e-4));
            CHECK(rms[l].rms < 1.0);
            CHECK_THAT(rms[l].rms, WithinAbs(1.0, 1e-4));
        }
    }
}

TEST_CASE("without a norm the spread grows or dies by about the expected gain per layer",
          "[layerstack]")
{
    const Preset *demo = Presets::find("random-demo");
    REQUIRE(demo != nullptr);
    const LayerStack stack(LayerStack::inputSizeFor(int(demo->input.size())));
    CHECK(stack.inputSize() == 1024);
    CHECK(stack.width() == LayerStack::kDefaultWidth);
    CHECK_THAT(LayerStack::criticalWeightScale(), WithinRel(std::sqrt(2.0 / 1.01), 1e-15));
    CHECK_THAT(LayerStack::expectedGain(LayerStack::criticalWeightScale()), WithinRel(1.0, 1e-15));
    for (double scale : {0.5, 1.0, 2.0, 3.0}) {
        INFO("scale " << scale);
        const auto s = stack.run(demo->input, StackNorm::None, scale, 1e-5);
        const double perLayer =
            std::pow(s.back().rms / s.front().rms, 1.0 / LayerStack::kDefaultLayers);
        // A wide random layer is close to its expectation: within 10 % per layer.
        CHECK_THAT(perLayer, WithinRel(LayerStack::expectedGain(scale), 0.1));
    }
    // The same for the worked example's three values: the width, not d, makes it reliable.
    const Preset *seed = Presets::find(Presets::kWorkedExample);
    REQUIRE(seed != nullptr);
    const LayerStack small(3);
    for (double scale : {0.5, 1.0, 2.0, 3.0}) {
        INFO("worked example, scale " << scale);
        const auto s = small.run(seed->input, StackNorm::None, scale, 1e-5);
        const double perLayer =
            std::pow(s.back().rms / s.front().rms, 1.0 / LayerStack::kDefaultLayers);
        CHECK_THAT(perLayer, WithinRel(LayerStack::expectedGain(scale), 0.15));
    }
    const auto explode = stack.run(demo->input, StackNorm::None, LayerStack::kMaxWeightScale, 1e-5);
    const auto die = stack.run(demo->input, StackNorm::None, LayerStack::kMinWeightScale, 1e-5);
    CHECK(explode.back().std > 1000.0 * explode.front().std);
    CHECK(die.back().std < 1e-4 * die.front().std);
}

TEST_CASE("a normalized stack forgets the input's scale, a plain one keeps it", "[layerstack]")
{
    const std::vector<double> x = randomVector(32, 5);
    std::vector<double> x10 = x;
    for (double &v : x10)
        v *= 10.0;
    const LayerStack stack(32);
    const auto a = stack.run(x, StackNorm::LayerNorm, 2.0, 0.0);
    const auto b = stack.run(x10, StackNorm::LayerNorm, 2.0, 0.0);
    const auto p = stack.run(x, StackNorm::None, 2.0, 0.0);
    const auto q = stack.run(x10, StackNorm::None, 2.0, 0.0);
    for (size_t l = 1; l < a.size(); ++l) {
        CHECK_THAT(b[l].std, WithinRel(a[l].std, 1e-12));
        CHECK_THAT(q[l].std, WithinRel(10.0 * p[l].std, 1e-12));
    }
}

TEST_CASE("a long input feeds the stack its first values", "[layerstack]")
{
    CHECK(LayerStack::inputSizeFor(0) == 1);
    CHECK(LayerStack::inputSizeFor(3) == 3);
    CHECK(LayerStack::inputSizeFor(100000) == LayerStack::kMaxInput);
    const std::vector<double> x = randomVector(LayerStack::kMaxInput + 50, 9);
    const LayerStack stack(LayerStack::inputSizeFor(int(x.size())));
    const auto acts = stack.activations(x, StackNorm::None, 1.0, 1e-5);
    CHECK(acts.front() == std::vector<double>(x.begin(), x.begin() + LayerStack::kMaxInput));
    const LayerStackComparison c = LayerStackComparison::compute(stack, x, 1.0, 1e-5);
    CHECK(c.inputSize == int(x.size()));
    CHECK(c.stackInput == LayerStack::kMaxInput);
    CHECK(c.width == LayerStack::kDefaultWidth);
    CHECK(c.of(StackNorm::LayerNorm).size() == size_t(LayerStack::kDefaultLayers + 1));
}
