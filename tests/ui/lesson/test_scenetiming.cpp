#include "kitchen/sceneregistry.h"
#include "lesson/scenetiming.h"
#include "norm/trace.h"

#include <catch2/catch.hpp>

using namespace nk::ui;

using nk::StepId;

TEST_CASE("scene timing: norm-steps' beats sit on the aligned rows, each at the default pace",
          "[lesson][timing]")
{
    const QString scene = QStringLiteral("norm-steps");
    const QStringList beats{QStringLiteral("input"),      QStringLiteral("mean"),
                            QStringLiteral("deviations"), QStringLiteral("variance"),
                            QStringLiteral("normalize"),  QStringLiteral("affine")};
    CHECK(SceneTiming::beats(scene) == beats);
    for (int i = 0; i < beats.size(); ++i) {
        CHECK(SceneTiming::beatSlot(scene, beats[i]) == i);
        CHECK(SceneTiming::stepSeconds(scene, beats[i]) == SceneTiming::kDefaultStepSeconds);
    }
    // The slots are the aligned rows of trace.h; RMSNorm's step ids name the same slots.
    CHECK(SceneTiming::beatSlot(scene, QStringLiteral("mean")) == nk::alignedRow(StepId::Mean));
    CHECK(SceneTiming::beatSlot(scene, QStringLiteral("normalize")) ==
          nk::alignedRow(StepId::Normalize));
    CHECK(SceneTiming::beatSlot(scene, QStringLiteral("rms")) == nk::alignedRow(StepId::Rms));
    CHECK(SceneTiming::beatSlot(scene, QStringLiteral("scale")) == nk::alignedRow(StepId::Scale));
    CHECK(SceneTiming::beatSlot(scene, QStringLiteral("no-such-beat")) == -1);
}

TEST_CASE("scene timing: the prep station's walks and the cost scene's tally take longer",
          "[lesson][timing]")
{
    const QString prep = QStringLiteral("prep-station");
    CHECK(SceneTiming::beats(prep) ==
          QStringList{QStringLiteral("drift"), QStringLiteral("layernorm"),
                      QStringLiteral("rmsnorm"), QStringLiteral("standardize")});
    CHECK(SceneTiming::stepSeconds(prep, QStringLiteral("drift")) ==
          SceneTiming::kDefaultStepSeconds);
    CHECK(SceneTiming::stepSeconds(prep, QStringLiteral("rmsnorm")) >
          SceneTiming::kDefaultStepSeconds);
    CHECK(SceneTiming::beatSlot(prep, QStringLiteral("rmsnorm")) == 2);
    // A free-running scene has no beats: any beat plays its own slot at the scene's pace.
    CHECK(SceneTiming::beats(QStringLiteral("cost")).isEmpty());
    CHECK(SceneTiming::beatSlot(QStringLiteral("cost"), QStringLiteral("mean")) == -1);
    CHECK(SceneTiming::stepSeconds(QStringLiteral("cost"), QStringLiteral("mean")) >
          SceneTiming::kDefaultStepSeconds);
    CHECK(SceneTiming::stepSeconds(QStringLiteral("no-such-scene"), QStringLiteral("mean")) ==
          SceneTiming::kDefaultStepSeconds);
}

TEST_CASE("scene timing: every timed scene is one the kitchen can show", "[lesson][timing]")
{
    // The timing is the lesson's data and the scenes are the kitchen's: the names must meet.
    for (const QString &scene : SceneTiming::timedScenes()) {
        INFO(scene.toStdString());
        CHECK(SceneRegistry::contains(scene));
    }
}
