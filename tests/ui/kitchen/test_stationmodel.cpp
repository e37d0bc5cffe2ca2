// StationModel: what the scenes read of one trace, computed once.
#include "kitchen/kitchenfixture.h"

#include <catch2/catch.hpp>

#include "kitchen/stationmodel.h"

#include <cmath>
#include <limits>
#include <numeric>

using nk::StepId;

namespace {

int stationBinsSum(const QVector<int> &bins)
{
    return std::accumulate(bins.begin(), bins.end(), 0);
}

} // namespace

TEST_CASE("station model: the three stages are the trace's input, normalized and output",
          "[kitchen][model]")
{
    // x = (1, 3): μ = 2, σ² = 1, x̂ = ∓1/√(1 + ε), y = 2x̂ + 0.5: worked out here, not read back.
    const nk::NormSettings s = kitchenSettings(nk::Precision::Fp64, 2.0, 0.5);
    const NormTraces t = makeNormTraces({1.0, 3.0}, s);
    const StationModel ln(t.ln);
    CHECK(ln.ln);
    CHECK(ln.d == 2);
    const double xhat = 1.0 / std::sqrt(1.0 + s.eps);
    CHECK(ln.stage[0] == std::vector<double>{1.0, 3.0});
    CHECK(ln.stage[1][0] == Approx(-xhat).epsilon(1e-12));
    CHECK(ln.stage[1][1] == Approx(xhat).epsilon(1e-12));
    CHECK(ln.stage[2][0] == Approx(-2.0 * xhat + 0.5).epsilon(1e-12));
    CHECK(ln.stage[2][1] == Approx(2.0 * xhat + 0.5).epsilon(1e-12));
    CHECK(ln.centred == std::vector<double>{-1.0, 1.0});
    // And exactly what core's trace holds.
    CHECK(ln.stage[1] == t.ln->normalized);
    CHECK(ln.stage[2] == t.ln->output());

    const StationModel rms(t.rms);
    CHECK_FALSE(rms.ln);
    CHECK(rms.squares == std::vector<double>{1.0, 9.0});
    CHECK(rms.maxEnergy == 9.0);
    const double r = std::sqrt(5.0 + s.eps); // √(mean(x²) + ε)
    CHECK(rms.stage[2][1] == Approx(2.0 * 3.0 / r).epsilon(1e-12));
    CHECK(rms.stage[2] == t.rms->output());
}

TEST_CASE("station model: the walks are numbered as the trace walked", "[kitchen][model]")
{
    for (auto v : {nk::VarianceAlgorithm::TwoPass, nk::VarianceAlgorithm::OnePass,
                   nk::VarianceAlgorithm::Welford}) {
        INFO(nk::toString(v));
        const NormTraces t =
            makeNormTraces({2.0, -1.0, 3.0}, kitchenSettings(nk::Precision::Fp32, 1.0, 0.0, v));
        const StationModel ln(t.ln);
        CHECK(ln.walkOrdinal[1] == 1); // μ's walk is the first
        // Normalizing is the last walk, and seasoning is done in it.
        CHECK(ln.walkOrdinal[4] == t.ln->passes);
        CHECK(ln.walkOrdinal[5] == ln.walkOrdinal[4]);
        // σ²'s row: two-pass walks again; one-pass and Welford have no walk there, and a step
        // without a walk is counted with the next one (normalizing, walk 2).
        CHECK(ln.walkOrdinal[2] == 2);
        const StationModel rms(t.rms);
        CHECK(rms.walkOrdinal[2] == 1);
        CHECK(rms.walkOrdinal[5] == 2);
    }
}

TEST_CASE("station model: the running sums are the kernel's, element by element",
          "[kitchen][model]")
{
    const NormTraces t = makeNormTraces({2.0, -1.0, 3.0}, kitchenSettings());
    const StationModel ln(t.ln);
    const std::vector<double> *sum = ln.running(StepId::Mean);
    REQUIRE(sum);
    CHECK(*sum == std::vector<double>{2.0, 1.0, 4.0});
    const StationModel rms(t.rms);
    const std::vector<double> *squares = rms.running(StepId::Square);
    REQUIRE(squares);
    CHECK(*squares == std::vector<double>{4.0, 5.0, 14.0});
    CHECK(rms.running(StepId::Mean) == nullptr); // RMSNorm has no mean
}

TEST_CASE("station model: inf and NaN stay in the stages, the energy scale ignores them",
          "[kitchen][model]")
{
    // fp16: 300² = 90000 is beyond 65504.
    const NormTraces t = makeNormTraces({300.0, 1.0, 2.0}, kitchenSettings(nk::Precision::Fp16));
    const StationModel rms(t.rms);
    CHECK(std::isinf(rms.squares[0]));
    CHECK(rms.maxEnergy == 4.0); // the largest finite x²
    // The divisor overflowed too: the output is what the trace says (x ÷ inf), not made up.
    CHECK(std::isinf(t.rms->step(StepId::Rms)->scalar));
    REQUIRE(rms.stage[2].size() == t.rms->output().size());
    for (size_t i = 0; i < rms.stage[2].size(); ++i) {
        const double shown = rms.stage[2][i], traced = t.rms->output()[i];
        CHECK((shown == traced || (std::isnan(shown) && std::isnan(traced))));
    }
}

TEST_CASE("station model: a strip's histograms count every element once, inf and NaN apart",
          "[kitchen][model]")
{
    std::vector<double> x(1000);
    for (size_t i = 0; i < x.size(); ++i)
        x[i] = std::sin(double(i)) * 10.0;
    x[17] = std::numeric_limits<double>::quiet_NaN();
    const auto model = makeKitchenModel(x, kitchenSettings());
    REQUIRE(model);
    REQUIRE(model->strip());
    const StationModel &ln = model->layerNorm();
    CHECK(ln.columns == StationModel::kStripColumns);
    CHECK(ln.colStart(0) == 0);
    CHECK(ln.colStart(ln.columns) == ln.d);
    QVector<int> bins;
    int bad = 0;
    ln.histogram(-1, 0, ln.d, bins, bad);
    CHECK(bins.size() == kKitchenHistogramBins);
    CHECK(bad == 1);
    CHECK(stationBinsSum(bins) == ln.d - 1);
    // Half-way from one stage to the next: still every element once.
    for (int k : {0, 1, 255, 256, 257, 500, 999, 1000}) {
        INFO("k = " << k);
        ln.histogram(0, 2, k, bins, bad);
        CHECK(stationBinsSum(bins) + bad == ln.d);
    }
    // None moved yet is the first stage at rest.
    QVector<int> atRest;
    int badAtRest = 0;
    ln.histogram(-1, 0, ln.d, atRest, badAtRest);
    ln.histogram(0, 1, 0, bins, bad);
    CHECK(bins == atRest);
    CHECK(bad == badAtRest);
}
