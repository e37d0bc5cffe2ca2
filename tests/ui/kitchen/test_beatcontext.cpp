// BeatContext: the moves every beat is made of (arrive, taste, walk, rest, the meter).
#include "kitchen/kitchenfixture.h"

#include <catch2/catch.hpp>

#include "kitchen/kitchenformat.h"

#include <cmath>
#include <limits>

namespace {

struct BeatBench
{
    explicit BeatBench(const std::vector<double> &x, bool rmsNorm = false,
                       nk::Precision p = nk::Precision::Fp32)
        : model(makeKitchenModel(x, kitchenSettings(p, 2.0, 0.5)))
        , station(rmsNorm ? model->rmsNorm() : model->layerNorm())
    {
        state.dishes.resize(station.d);
    }
    std::unique_ptr<KitchenModel> model;
    const StationModel &station;
    StationState state;
};

} // namespace

TEST_CASE("beat context: tasted and arrived counts run from none to all, never back",
          "[kitchen][beats]")
{
    for (int d : {1, 3, 16, 1000}) {
        INFO("d = " << d);
        CHECK(BeatContext::tastedCount(0.0, d) == 0);
        CHECK(BeatContext::tastedCount(1.0, d) == d);
        CHECK(BeatContext::arrivedCount(0.0, d) == 0);
        CHECK(BeatContext::arrivedCount(1.0, d) == d);
        CHECK(BeatContext::tastedCount(2.0, d) == d); // clamped
        CHECK(BeatContext::arrivedCount(-1.0, d) == 0);
        int tasted = 0, arrived = 0;
        for (int i = 0; i <= 100; ++i) {
            const double w = i / 100.0;
            CHECK(BeatContext::tastedCount(w, d) >= tasted);
            CHECK(BeatContext::arrivedCount(w, d) >= arrived);
            tasted = BeatContext::tastedCount(w, d);
            arrived = BeatContext::arrivedCount(w, d);
        }
    }
    // A dish has arrived only when all of it is there; it is tasted from half-way.
    CHECK(BeatContext::arrivedCount(0.74, 4) == 2);
    CHECK(BeatContext::tastedCount(0.74, 4) == 3);
}

TEST_CASE("beat context: a step's share of its operations", "[kitchen][beats]")
{
    const auto model = makeKitchenModel({2.0, -1.0, 3.0}, kitchenSettings());
    const nk::TraceStep *variance = model->layerNorm().step(nk::StepId::Variance);
    REQUIRE(variance);
    CHECK(BeatContext::stepShare(nullptr, 5) == 0.0);
    CHECK(BeatContext::stepShare(variance, variance->ops.total()) == 1.0);
    CHECK(BeatContext::stepShare(variance, 0) == 0.0);
    CHECK(BeatContext::stepShare(variance, variance->ops.div) ==
          double(variance->ops.div) / double(variance->ops.total()));
}

TEST_CASE("beat context: at rest every dish shows its stage's value, labelled as the kitchen "
          "writes it",
          "[kitchen][beats]")
{
    BeatBench b({2.0, -1.0, 3.0});
    BeatContext c(b.station, b.state, false);
    for (int stage = 0; stage < 3; ++stage) {
        INFO("stage " << stage);
        c.restAt(stage);
        for (int i = 0; i < b.station.d; ++i) {
            const DishState &dish = b.state.dishes[i];
            const double v = b.station.stage[size_t(stage)][size_t(i)];
            CHECK(dish.value == v);
            CHECK(dish.level == v);
            CHECK(dish.label == KitchenFormat::dish(v, b.station.trace->settings));
            CHECK_FALSE(dish.tasted);
        }
    }
}

TEST_CASE("beat context: a walk moves each dish when the chef reaches it", "[kitchen][beats]")
{
    BeatBench b({2.0, -1.0, 3.0, 0.5});
    BeatContext c(b.station, b.state, false);
    c.restAt(0);
    c.walkTo(0, 2, 0.5); // the chef between dish 1 and dish 2
    CHECK(b.state.pose == ChefPose::Walking);
    CHECK(b.state.chefPos == 2.0);
    for (int i = 0; i < 4; ++i) {
        INFO("dish " << i);
        const double expected = b.station.stage[size_t(i < 2 ? 2 : 0)][size_t(i)];
        CHECK(b.state.dishes[i].value == expected);
        CHECK(b.state.dishes[i].tasted == (i < 2));
    }
    c.walkTo(0, 2, 1.0);
    CHECK(kitchenDishValues(b.state) == b.station.stage[2]);
}

TEST_CASE("beat context: dishes arrive one after another", "[kitchen][beats]")
{
    BeatBench b({2.0, -1.0, 3.0});
    BeatContext c(b.station, b.state, false);
    std::vector<double> last(3, 0.0);
    for (int i = 0; i <= 30; ++i) {
        c.arrive(i / 30.0);
        for (int k = 0; k < 3; ++k) {
            CHECK(b.state.dishes[k].arrival >= last[size_t(k)]);
            last[size_t(k)] = b.state.dishes[k].arrival;
            if (k > 0) // a later dish is never further on than an earlier one
                CHECK(b.state.dishes[k].arrival <= b.state.dishes[k - 1].arrival);
        }
    }
    CHECK(last == std::vector<double>(3, 1.0));
    CHECK(c.waitForTable(0.0) == 0);
    CHECK(b.state.pose == ChefPose::Waiting);
    CHECK(b.state.waiting);
    CHECK(c.waitForTable(1.0) == 3);
}

TEST_CASE("beat context: the meter shows inf and NaN as such, and breaks", "[kitchen][beats]")
{
    BeatBench b({2.0, -1.0, 3.0});
    BeatContext c(b.station, b.state, false);
    c.setMeter(QStringLiteral("σ²"), 1.5);
    CHECK(b.state.meterVisible);
    CHECK_FALSE(b.state.meterBroken);
    CHECK(b.state.meterText == KitchenFormat::number(1.5, b.station.meterDigits));
    c.setMeter(QStringLiteral("σ²"), std::numeric_limits<double>::infinity());
    CHECK(b.state.meterBroken);
    CHECK(b.state.meterText == QStringLiteral("inf"));
    c.setMeter(QStringLiteral("σ²"), std::numeric_limits<double>::quiet_NaN());
    CHECK(b.state.meterBroken);
    CHECK(b.state.meterText == QStringLiteral("NaN"));
    DishState dish;
    c.setDish(dish, -std::numeric_limits<double>::infinity());
    CHECK(dish.nonFinite);
    CHECK(dish.label.contains(QStringLiteral("inf")));
    c.setDish(dish, std::numeric_limits<double>::quiet_NaN());
    CHECK(dish.nonFinite);
    CHECK(dish.label.contains(QStringLiteral("NaN")));
}

TEST_CASE("beat context: in a strip the stages move as a front, no dishes", "[kitchen][beats]")
{
    const auto model = makeKitchenModel(std::vector<double>(100, 1.0), kitchenSettings());
    REQUIRE(model->strip());
    StationState st;
    BeatContext c(model->layerNorm(), st, true);
    c.arrive(0.25);
    CHECK(st.stripFrom == -1);
    CHECK(st.stripTo == 0);
    CHECK(st.stripFront == 0.25);
    c.walkTo(1, 2, 0.5);
    CHECK(st.stripFrom == 1);
    CHECK(st.stripTo == 2);
    CHECK(st.stripFront == 0.5);
    CHECK(st.chefPos == 50.0);
    c.restAt(2);
    CHECK(st.stripFrom == 2);
    CHECK(st.stripFront == 1.0);
    CHECK(st.dishes.isEmpty());
}
