// KitchenModel: the two stations of one input on one shared value axis.
#include "kitchen/kitchenfixture.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <limits>

TEST_CASE("kitchen model: made only from two traces of the same non-empty vector",
          "[kitchen][model]")
{
    const nk::NormSettings s = kitchenSettings();
    const NormTraces three = makeNormTraces({2.0, -1.0, 3.0}, s);
    const NormTraces four = makeNormTraces({2.0, -1.0, 3.0, 4.0}, s);
    CHECK(KitchenModel::make(three.ln, three.rms));
    CHECK_FALSE(KitchenModel::make(nullptr, three.rms));
    CHECK_FALSE(KitchenModel::make(three.ln, nullptr));
    CHECK_FALSE(KitchenModel::make(three.ln, four.rms)); // not the same length
    const auto model = KitchenModel::make(three.ln, three.rms);
    CHECK(model->d() == 3);
    CHECK(model->layerNorm().ln);
    CHECK_FALSE(model->rmsNorm().ln);
    CHECK(&model->station(true) == &model->layerNorm());
    CHECK(&model->station(false) == &model->rmsNorm());
}

TEST_CASE("kitchen model: dishes one by one up to 16, a strip beyond", "[kitchen][model]")
{
    CHECK(kKitchenMaxDishes == 16);
    // d = 1 is a table of one dish.
    const auto one = makeKitchenModel({5.0}, kitchenSettings());
    REQUIRE(one);
    CHECK(one->d() == 1);
    CHECK_FALSE(one->strip());
    CHECK(makeKitchenModel(std::vector<double>(16, 1.5), kitchenSettings())->strip() == false);
    const auto wide = makeKitchenModel(std::vector<double>(17, 1.5), kitchenSettings());
    CHECK(wide->strip());
    // Only a strip builds the per-column ranges.
    CHECK(one->layerNorm().columns == 0);
    CHECK(wide->layerNorm().columns == 17);
    CHECK(wide->rmsNorm().energyCol.size() == 17);
}

TEST_CASE("kitchen model: one axis for both stations, covering every finite value",
          "[kitchen][model]")
{
    const auto model =
        makeKitchenModel({2.0, -1.0, 3.0, 0.5}, kitchenSettings(nk::Precision::Fp32, 1.5, 0.25));
    REQUIRE(model);
    const KitchenAxis &a = model->layerNorm().axis;
    const KitchenAxis &b = model->rmsNorm().axis;
    CHECK(a.lo == b.lo);
    CHECK(a.hi == b.hi);
    CHECK(a.log == b.log);
    CHECK(a.gLo == b.gLo);
    CHECK(a.gHi == b.gHi);
    for (const StationModel *m : {&model->layerNorm(), &model->rmsNorm()})
        for (const auto &stage : m->stage)
            for (double v : stage) {
                CHECK(v >= a.lo);
                CHECK(v <= a.hi);
                CHECK(a.frac(v) >= 0.0);
                CHECK(a.frac(v) <= 1.0);
            }
    CHECK_FALSE(a.log); // values within an order of magnitude: linear
}

TEST_CASE("kitchen model: values orders of magnitude apart get a symmetric-log axis",
          "[kitchen][model]")
{
    // The input in thousands, the normalized values about 1: linear would flatten them.
    const auto model = makeKitchenModel({1000.0, -1000.0, 2000.0, 500.0}, kitchenSettings());
    REQUIRE(model);
    const KitchenAxis &axis = model->layerNorm().axis;
    CHECK(axis.log);
    // x̂'s dishes are told apart on it: a normalized value of 1 is well off 0.
    CHECK(std::fabs(axis.frac(1.0) - axis.frac(0.0)) > 0.03);
}

TEST_CASE("kitchen model: inf and NaN leave the axis finite", "[kitchen][model]")
{
    // fp16: 300² overflows, so RMSNorm's divisor is inf and its output 0 or NaN.
    const auto model = makeKitchenModel({300.0, -300.0, 1.0}, kitchenSettings(nk::Precision::Fp16));
    REQUIRE(model);
    const KitchenAxis &axis = model->layerNorm().axis;
    CHECK(std::isfinite(axis.lo));
    CHECK(std::isfinite(axis.hi));
    CHECK(axis.gLo < axis.gHi);
    CHECK(axis.lo <= -300.0);
    CHECK(axis.hi >= 300.0);
    CHECK(axis.frac(std::numeric_limits<double>::quiet_NaN()) == axis.frac(0.0));
}
