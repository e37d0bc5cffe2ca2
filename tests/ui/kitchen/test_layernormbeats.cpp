// LayerNormBeats: the LayerNorm chef's beats, one per aligned row, checked against the trace.
#include "kitchen/kitchenfixture.h"

#include <catch2/catch.hpp>

#include "kitchen/kitchenformat.h"

#include <cmath>

using nk::StepId;

namespace {

// The values the trays hold once row r is complete: the trace's own steps.
std::vector<double> layerNormTrayValues(const nk::NormTrace &t, int row)
{
    if (row < 4)
        return t.storedInput; // μ and σ² are read, nothing is changed yet
    return t.step(row == 4 ? StepId::Normalize : StepId::Affine)->values;
}

} // namespace

TEST_CASE("LayerNorm beats: at each pause point the trays and the meter hold the trace's values",
          "[kitchen][beats]")
{
    for (auto v : {nk::VarianceAlgorithm::TwoPass, nk::VarianceAlgorithm::OnePass,
                   nk::VarianceAlgorithm::Welford})
        for (auto p : {nk::Precision::Fp64, nk::Precision::Fp32, nk::Precision::Bf16}) {
            INFO(nk::toString(v) << ", precision " << int(p));
            const auto model =
                makeKitchenModel({2.0, -1.0, 3.0, 0.5}, kitchenSettings(p, 1.5, 0.25, v));
            const StationModel &m = model->layerNorm();
            const nk::NormTrace &t = *m.trace;
            for (int row = 0; row < nk::kAlignedRowCount; ++row) {
                INFO("row " << row);
                const StationState st = playKitchenBeats(m, false, row, 1.0);
                CHECK(kitchenDishValues(st) == layerNormTrayValues(t, row));
                for (const DishState &dish : st.dishes)
                    CHECK(dish.level == dish.value); // at rest at a pause point
            }
            CHECK(playKitchenBeats(m, false, 1, 1.0).meterValue == t.step(StepId::Mean)->scalar);
            CHECK(playKitchenBeats(m, false, 3, 1.0).meterValue ==
                  t.step(StepId::Variance)->scalar);
            CHECK(playKitchenBeats(m, false, 4, 1.0).meterValue ==
                  t.step(StepId::Normalize)->scalar);
            // The ±σ band is drawn after σ² and gone once the dishes are normalized.
            CHECK(playKitchenBeats(m, false, 3, 1.0).spread ==
                  Approx(std::sqrt(t.step(StepId::Variance)->scalar)));
            CHECK(std::isnan(playKitchenBeats(m, false, 4, 1.0).spread));
        }
}

TEST_CASE("LayerNorm beats: the worked numbers, computed here", "[kitchen][beats]")
{
    // x = (1, 3), γ = 2, β = 0.5, fp64: μ = 2, σ² = 1, y = 2 · (x − 2)/√(1 + ε) + 0.5.
    const nk::NormSettings s = kitchenSettings(nk::Precision::Fp64, 2.0, 0.5);
    const auto model = makeKitchenModel({1.0, 3.0}, s);
    const StationModel &m = model->layerNorm();
    CHECK(playKitchenBeats(m, false, 1, 1.0).meterValue == 2.0);
    CHECK(playKitchenBeats(m, false, 3, 1.0).meterValue == 1.0);
    const StationState end = playKitchenBeats(m, false, 5, 1.0);
    const double xhat = 1.0 / std::sqrt(1.0 + s.eps);
    CHECK(end.dishes[0].value == Approx(-2.0 * xhat + 0.5).epsilon(1e-12));
    CHECK(end.dishes[1].value == Approx(2.0 * xhat + 0.5).epsilon(1e-12));
    CHECK(end.speech.contains(QStringLiteral("γ")));
}

TEST_CASE("LayerNorm beats: each beat's share of its operations grows from 0 to its end",
          "[kitchen][beats]")
{
    const auto model = makeKitchenModel({2.0, -1.0, 3.0, 0.5, 4.0}, kitchenSettings());
    const StationModel &m = model->layerNorm();
    for (int row = 0; row < nk::kAlignedRowCount; ++row) {
        INFO("row " << row);
        double before = -1.0;
        for (int i = 0; i <= 20; ++i) {
            double share = 0.0;
            playKitchenBeats(m, false, row, i / 20.0, &share);
            CHECK(share >= before);
            CHECK(share >= 0.0);
            CHECK(share <= 1.0 + 1e-12);
            before = share;
        }
    }
    // Two-pass: the variance walk (row 2) does all but the division by d, which row 3 adds.
    const nk::TraceStep *var = m.step(StepId::Variance);
    double walkShare = 0.0, endShare = 0.0;
    playKitchenBeats(m, false, 2, 1.0, &walkShare);
    playKitchenBeats(m, false, 3, 1.0, &endShare);
    CHECK(walkShare == BeatContext::stepShare(var, var->ops.total() - var->ops.div));
    CHECK(endShare == Approx(1.0));
}

TEST_CASE(
    "LayerNorm beats: the walk for μ tastes the dishes in order, the meter on the running sum",
    "[kitchen][beats]")
{
    const auto model = makeKitchenModel({2.0, -1.0, 3.0, 0.5}, kitchenSettings());
    const StationModel &m = model->layerNorm();
    const std::vector<double> &sum = *m.running(StepId::Mean);
    for (int k = 1; k <= 4; ++k) {
        INFO("dishes tasted: " << k);
        const StationState st = playKitchenBeats(m, false, 1, (k - 0.25) / 4.0);
        CHECK(st.meterValue == sum[size_t(k - 1)]);
        for (int i = 0; i < 4; ++i)
            CHECK(st.dishes[i].tasted == (i < k));
        CHECK(st.pose == ChefPose::Walking);
    }
}

TEST_CASE("LayerNorm beats: d = 1 gives β, with the chef's warning only if ε is lost",
          "[kitchen][beats]")
{
    const auto model = makeKitchenModel({5.0}, kitchenSettings(nk::Precision::Fp32, 2.0, 0.5));
    const StationModel &m = model->layerNorm();
    const StationState end = playKitchenBeats(m, false, 5, 1.0);
    REQUIRE(end.dishes.size() == 1);
    CHECK(end.dishes[0].value == 0.5); // x − μ = 0: only β is left
    CHECK(end.dishes[0].value == m.trace->output()[0]);
    CHECK(playKitchenBeats(m, false, 3, 1.0).meterValue == 0.0); // σ² of one value
    CHECK(playKitchenBeats(m, false, 4, 1.0).speechWarning ==
          bool(m.trace->step(StepId::Normalize)->flags.epsLost ||
               m.trace->step(StepId::Normalize)->flags.divisorZero));
}

TEST_CASE("LayerNorm beats: a large d plays as a strip, its front moving with the walk",
          "[kitchen][beats]")
{
    std::vector<double> x(5000);
    for (size_t i = 0; i < x.size(); ++i)
        x[i] = std::cos(double(i));
    const auto model = makeKitchenModel(x, kitchenSettings());
    REQUIRE(model->strip());
    const StationModel &m = model->layerNorm();
    const StationState variance = playKitchenBeats(m, true, 2, 0.5);
    CHECK(variance.stripOverlay == 1); // the distances from μ
    CHECK(variance.dishes.isEmpty());
    double front = 0.0;
    for (double p : {0.3, 0.5, 0.75, 1.0}) {
        const StationState st = playKitchenBeats(m, true, 4, p);
        CHECK(st.stripFrom == 0);
        CHECK(st.stripTo == 1);
        CHECK(st.stripFront >= front);
        front = st.stripFront;
    }
    CHECK(front == 1.0);
    const StationState end = playKitchenBeats(m, true, 5, 1.0);
    CHECK(end.stripTo == 2);
    CHECK(end.stripFront == 1.0);
}

TEST_CASE("LayerNorm beats: an overflow shows as inf and the chef warns", "[kitchen][beats]")
{
    // fp16: (±300 − μ)² = 90000 does not fit; σ² is inf.
    const auto model = makeKitchenModel({300.0, -300.0}, kitchenSettings(nk::Precision::Fp16));
    const StationModel &m = model->layerNorm();
    const StationState walk = playKitchenBeats(m, false, 2, 1.0);
    CHECK(walk.meterBroken);
    CHECK(walk.meterText == QStringLiteral("inf"));
    CHECK(walk.speechWarning);
    const StationState variance = playKitchenBeats(m, false, 3, 1.0);
    CHECK(std::isinf(variance.meterValue));
    CHECK(variance.speechWarning);
    const StationState normalized = playKitchenBeats(m, false, 4, 1.0);
    CHECK(normalized.speechWarning);
    CHECK(kitchenDishValues(normalized) == m.trace->step(StepId::Normalize)->values);
}
