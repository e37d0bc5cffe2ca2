// SceneState (kitchenstate.h): what the kitchen shows at one instant, compared as values, and
// the scene as a pure function of (traces, time).
#include "kitchen/kitchenfixture.h"

#include <catch2/catch.hpp>

#include "kitchen/sceneregistry.h"
#include "norm/stepclock.h"

#include <cmath>
#include <limits>

namespace {

constexpr double kStateNaN = std::numeric_limits<double>::quiet_NaN();

} // namespace

TEST_CASE("kitchen state: NaN equals NaN, any other difference counts", "[kitchen][state]")
{
    DishState a;
    a.value = kStateNaN;
    a.level = kStateNaN;
    a.label = QStringLiteral("NaN");
    DishState b = a;
    CHECK(a == b); // NaN != NaN as numbers; as shown, the same dish
    b.note = QStringLiteral("x² = inf");
    CHECK(a != b);
    b = a;
    b.value = 1.0;
    CHECK(a != b);

    StationState s, t;
    CHECK(std::isnan(s.spread));
    CHECK(s == t); // both without a ±σ band
    t.deviationMarks << kStateNaN;
    CHECK(s != t);
    s.deviationMarks << kStateNaN;
    CHECK(s == t);
    t.walks = 1;
    CHECK(s != t);

    SceneState x, y;
    CHECK(x == y);
    y.progress = 0.5;
    CHECK(x != y);
}

TEST_CASE("kitchen state: a note and its covered form stay side by side", "[kitchen][state]")
{
    StationState st;
    st.addNote(QStringLiteral("x² = 9"), QStringLiteral("x² = ?"));
    st.addNote(QStringLiteral("Σ = 14"), QStringLiteral("Σ = ?"));
    REQUIRE(st.notes.size() == 2);
    REQUIRE(st.coveredNotes.size() == 2);
    CHECK(st.notes[1] == QStringLiteral("Σ = 14"));
    CHECK(st.coveredNotes[1] == QStringLiteral("Σ = ?"));
}

TEST_CASE("kitchen state: the same traces and time give the same state, whatever came before",
          "[kitchen][state]")
{
    const auto model = makeKitchenModel({2.0, -1.0, 3.0, 0.5}, kitchenSettings());
    REQUIRE(model);
    const auto scene = SceneRegistry::create(QStringLiteral("norm-steps"));
    const auto other = SceneRegistry::create(QStringLiteral("norm-steps"));
    for (double t : {0.0, 0.4, 1.0, 2.5, 3.0, 4.75, 6.0}) {
        INFO("t = " << t);
        const SceneState first = scene->stateAt(*model, t, false);
        // Another time asked in between, and another scene object: no memory of either.
        (void)scene->stateAt(*model, 6.0 - t, false);
        CHECK(scene->stateAt(*model, t, false) == first);
        CHECK(other->stateAt(*model, t, false) == first);
        // A model made again from the same input is the same function.
        const auto again = makeKitchenModel({2.0, -1.0, 3.0, 0.5}, kitchenSettings());
        CHECK(scene->stateAt(*again, t, false) == first);
    }
    // A different input is a different picture.
    const auto changed = makeKitchenModel({2.0, -1.0, 3.0, 0.75}, kitchenSettings());
    CHECK(scene->stateAt(*changed, 6.0, false) != scene->stateAt(*model, 6.0, false));
}

TEST_CASE("kitchen state: walks and operations only grow as time goes on", "[kitchen][state]")
{
    for (auto v : {nk::VarianceAlgorithm::TwoPass, nk::VarianceAlgorithm::OnePass,
                   nk::VarianceAlgorithm::Welford}) {
        INFO(nk::toString(v));
        const auto model = makeKitchenModel({1.0, 4.0, -2.0, 0.5, 3.0},
                                            kitchenSettings(nk::Precision::Fp32, 1.0, 0.0, v));
        REQUIRE(model);
        const auto scene = SceneRegistry::create(QStringLiteral("norm-steps"));
        SceneState before = scene->stateAt(*model, 0.0, false);
        CHECK(before.layerNorm.flops == 0);
        CHECK(before.layerNorm.walks == 0);
        for (int i = 1; i <= 240; ++i) {
            const double t = 6.0 * i / 240;
            const SceneState now = scene->stateAt(*model, t, false);
            INFO("t = " << t);
            for (auto station : {&SceneState::layerNorm, &SceneState::rmsNorm}) {
                CHECK((now.*station).flops >= (before.*station).flops);
                CHECK((now.*station).walks >= (before.*station).walks);
            }
            CHECK(now.row >= before.row);
            before = now;
        }
        // At the end every counted operation and walk of the traces.
        CHECK(before.layerNorm.flops == model->layerNorm().trace->ops.total());
        CHECK(before.rmsNorm.flops == model->rmsNorm().trace->ops.total());
        CHECK(before.layerNorm.walks == model->layerNorm().trace->passes);
        CHECK(before.rmsNorm.walks == model->rmsNorm().trace->passes);
    }
}

TEST_CASE("kitchen state: reduced motion shows the playing step's end at once", "[kitchen][state]")
{
    const auto model = makeKitchenModel({2.0, -1.0, 3.0}, kitchenSettings());
    REQUIRE(model);
    const auto scene = SceneRegistry::create(QStringLiteral("norm-steps"));
    for (double t : {0.3, 1.5, 2.01, 3.9, 4.5, 5.99}) {
        INFO("t = " << t);
        const double end = nk::StepClock::currentStep(t, nk::kAlignedRowCount) + 1.0;
        const SceneState reduced = scene->stateAt(*model, t, true);
        CHECK(reduced == scene->stateAt(*model, end, false));
        // Not the in-between frame that full motion draws.
        CHECK(reduced != scene->stateAt(*model, t, false));
    }
    // Pause points are the same either way.
    for (int t = 0; t <= nk::kAlignedRowCount; ++t)
        CHECK(scene->stateAt(*model, t, true) == scene->stateAt(*model, t, false));
}
