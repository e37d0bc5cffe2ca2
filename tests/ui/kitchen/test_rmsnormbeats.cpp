// RmsNormBeats: the RMSNorm chef's beats, one per aligned row, checked against the trace.
#include "kitchen/kitchenfixture.h"

#include <catch2/catch.hpp>

#include "kitchen/kitchenformat.h"

#include <cmath>

using nk::StepId;

TEST_CASE("RMSNorm beats: at each pause point the trays and the meter hold the trace's values",
          "[kitchen][beats]")
{
    for (auto p : {nk::Precision::Fp64, nk::Precision::Fp32, nk::Precision::Fp16}) {
        INFO("precision " << int(p));
        const auto model = makeKitchenModel({2.0, -1.0, 3.0, 0.5}, kitchenSettings(p, 1.5));
        const StationModel &m = model->rmsNorm();
        const nk::NormTrace &t = *m.trace;
        for (int row = 0; row < nk::kAlignedRowCount; ++row) {
            INFO("row " << row);
            const StationState st = playKitchenBeats(m, false, row, 1.0);
            // Nothing changes on the trays before the one scaling walk.
            CHECK(kitchenDishValues(st) ==
                  (row < 5 ? t.storedInput : t.step(StepId::Scale)->values));
        }
        CHECK(playKitchenBeats(m, false, 2, 1.0).meterValue ==
              t.step(StepId::Square)->running.back());
        CHECK(playKitchenBeats(m, false, 3, 1.0).meterValue == t.step(StepId::MeanSquare)->scalar);
        CHECK(playKitchenBeats(m, false, 4, 1.0).meterValue == t.step(StepId::Rms)->scalar);
        // The energy bars are the squares the kernel computed.
        const StationState squares = playKitchenBeats(m, false, 2, 1.0);
        REQUIRE(squares.energyBars.size() == 4);
        for (int i = 0; i < 4; ++i)
            CHECK(squares.energyBars[i] == t.step(StepId::Square)->values[size_t(i)]);
    }
}

TEST_CASE("RMSNorm beats: the worked numbers, computed here", "[kitchen][beats]")
{
    // x = (1, 3), γ = 2, fp64: mean square 5, divisor √(5 + ε), y = 2x/√(5 + ε).
    const nk::NormSettings s = kitchenSettings(nk::Precision::Fp64, 2.0);
    const auto model = makeKitchenModel({1.0, 3.0}, s);
    const StationModel &m = model->rmsNorm();
    CHECK(playKitchenBeats(m, false, 2, 1.0).meterValue == 10.0);
    CHECK(playKitchenBeats(m, false, 3, 1.0).meterValue == 5.0);
    const double r = std::sqrt(5.0 + s.eps);
    CHECK(playKitchenBeats(m, false, 4, 1.0).meterValue == Approx(r).epsilon(1e-15));
    const StationState end = playKitchenBeats(m, false, 5, 1.0);
    CHECK(end.dishes[0].value == Approx(2.0 / r).epsilon(1e-12));
    CHECK(end.dishes[1].value == Approx(6.0 / r).epsilon(1e-12));
}

TEST_CASE("RMSNorm beats: row 1 is an empty slot, the rest take their share in order",
          "[kitchen][beats]")
{
    const auto model = makeKitchenModel({2.0, -1.0, 3.0}, kitchenSettings());
    const StationModel &m = model->rmsNorm();
    double share = 1.0;
    const StationState skipped = playKitchenBeats(m, false, 1, 0.5, &share);
    CHECK(skipped.skipped);
    CHECK(skipped.pose == ChefPose::Skipping);
    CHECK(share == 0.0);
    CHECK_FALSE(playKitchenBeats(m, false, 2, 0.5).skipped);
    for (int row : {0, 2, 3, 4, 5}) {
        INFO("row " << row);
        double before = -1.0;
        for (int i = 0; i <= 20; ++i) {
            playKitchenBeats(m, false, row, i / 20.0, &share);
            CHECK(share >= before);
            before = share;
        }
        CHECK(before == 1.0); // the beat is done
    }
}

TEST_CASE("RMSNorm beats: d = 1 scales its one dish to about ±γ", "[kitchen][beats]")
{
    const auto model = makeKitchenModel({-5.0}, kitchenSettings(nk::Precision::Fp32, 2.0));
    const StationModel &m = model->rmsNorm();
    const StationState end = playKitchenBeats(m, false, 5, 1.0);
    REQUIRE(end.dishes.size() == 1);
    CHECK(end.dishes[0].value == m.trace->output()[0]);
    CHECK(end.dishes[0].value == Approx(-2.0).epsilon(1e-5));
}

TEST_CASE("RMSNorm beats: a large d shows the squares as a strip overlay", "[kitchen][beats]")
{
    std::vector<double> x(3000);
    for (size_t i = 0; i < x.size(); ++i)
        x[i] = std::sin(0.1 * double(i)) + 0.5;
    const auto model = makeKitchenModel(x, kitchenSettings());
    REQUIRE(model->strip());
    const StationModel &m = model->rmsNorm();
    CHECK(playKitchenBeats(m, true, 2, 0.5).stripOverlay == 2);
    CHECK(playKitchenBeats(m, true, 4, 1.0).stripOverlay == 0); // the reading clears it
    const StationState scale = playKitchenBeats(m, true, 5, 0.4);
    CHECK(scale.stripFrom == 0); // RMSNorm goes from the input straight to the output
    CHECK(scale.stripTo == 2);
    CHECK(scale.stripFront == 0.4);
}

TEST_CASE("RMSNorm beats: x² = inf is shown on its dish and the chef warns", "[kitchen][beats]")
{
    // fp16: 300² = 90000 is beyond the largest finite value, 65504.
    const auto model = makeKitchenModel({300.0, 1.0, 2.0}, kitchenSettings(nk::Precision::Fp16));
    const StationModel &m = model->rmsNorm();
    const StationState squares = playKitchenBeats(m, false, 2, 1.0);
    CHECK(squares.dishes[0].nonFinite);
    CHECK(squares.dishes[0].note.contains(QStringLiteral("inf")));
    CHECK_FALSE(squares.dishes[1].nonFinite);
    CHECK(squares.speechWarning);
    CHECK(squares.meterBroken);
    // After the reading the notes are gone; the dishes show their own values again.
    const StationState root = playKitchenBeats(m, false, 4, 1.0);
    CHECK(root.dishes[0].note.isEmpty());
    CHECK_FALSE(root.dishes[0].nonFinite);
    CHECK(std::isinf(root.meterValue));
    CHECK(root.speechWarning);
    const StationState end = playKitchenBeats(m, false, 5, 1.0);
    const std::vector<double> &y = m.trace->step(StepId::Scale)->values;
    for (int i = 0; i < 3; ++i) {
        if (std::isnan(y[size_t(i)]))
            CHECK(std::isnan(end.dishes[i].value));
        else
            CHECK(end.dishes[i].value == y[size_t(i)]);
        CHECK(end.dishes[i].nonFinite == !std::isfinite(y[size_t(i)]));
    }
}
