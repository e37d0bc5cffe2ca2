#include "catchqt.h"

#include <catch2/catch.hpp>

#include "analysis/monitornumbers.h"
#include "kitchen/costscene.h"
#include "kitchen/kitchenformat.h"
#include "kitchen/kitchenmodel.h"
#include "norm/flopclaims.h"
#include "norm/layernormtrace.h"
#include "norm/numberformat.h"
#include "norm/rmsnormtrace.h"
#include "kitchen/sceneregistry.h"

#include <memory>
#include <vector>

using namespace nk::ui;

using nk::StepId;

namespace {

std::unique_ptr<KitchenModel> makeModel(const std::vector<double> &x,
                                        nk::VarianceAlgorithm v = nk::VarianceAlgorithm::TwoPass,
                                        nk::Precision p = nk::Precision::Fp32)
{
    nk::NormSettings s;
    s.precision = p;
    s.variance = v;
    s.gamma = {1.5};
    s.beta = {0.25};
    return KitchenModel::make(std::make_shared<const nk::NormTrace>(nk::traceLayerNorm(x, s)),
                              std::make_shared<const nk::NormTrace>(nk::traceRmsNorm(x, s)));
}

// Every text a state puts on screen.
QStringList texts(const SceneState &s)
{
    QStringList all{s.footer};
    for (const StationState *st : {&s.layerNorm, &s.rmsNorm}) {
        all << st->speech << st->meterCaption << st->meterText << st->notes;
        for (const DishState &dish : st->dishes)
            all << dish.label << dish.note;
    }
    return all;
}

} // namespace

TEST_CASE("scene registry: every name creates its scene, nothing else does", "[kitchen][registry]")
{
    const QStringList expected{QStringLiteral("norm-steps"),  QStringLiteral("cost"),
                               QStringLiteral("stability"),   QStringLiteral("served"),
                               QStringLiteral("arrival"),     QStringLiteral("small-kitchen"),
                               QStringLiteral("prep-station")};
    CHECK(SceneRegistry::names() == expected);
    for (const QString &name : expected) {
        INFO(name.toStdString());
        CHECK(SceneRegistry::contains(name));
        const auto scene = SceneRegistry::create(name);
        REQUIRE(scene);
        CHECK(scene->name() == name);
        CHECK(scene->duration() > 0.0);
    }
    for (const QString &bad : {QString(), QStringLiteral("timeline"), QStringLiteral("Cost"),
                               QStringLiteral("norm-steps-ln")}) {
        CHECK_FALSE(SceneRegistry::contains(bad));
        CHECK(SceneRegistry::create(bad) == nullptr);
    }
}

TEST_CASE("scenes: norm-steps at a few times, without a widget", "[kitchen][scenes]")
{
    const auto model = makeModel({2.0, -1.0, 3.0});
    const auto scene = SceneRegistry::create(QStringLiteral("norm-steps"));
    SceneState s = scene->stateAt(*model, 0.0, false);
    CHECK(s.scene == QStringLiteral("norm-steps"));
    CHECK(s.row == 0);
    CHECK(s.layerNorm.dishes[0].arrival == 0.0);
    s = scene->stateAt(*model, 2.0, false);
    CHECK(s.row == 1);
    CHECK(s.layerNorm.meterText ==
          KitchenFormat::number(model->layerNorm().trace->step(StepId::Mean)->scalar,
                                model->layerNorm().meterDigits));
    CHECK(s.rmsNorm.skipped);
    s = scene->stateAt(*model, 3.5, false);
    CHECK(s.row == 3);
    CHECK(s.layerNorm.walks == 2);
    CHECK(s.rmsNorm.walks == 1);
    s = scene->stateAt(*model, 6.0, false);
    CHECK(s.layerNorm.flops == model->layerNorm().trace->ops.total());
    CHECK(s.rmsNorm.visible);
    scene->setOptions({{QStringLiteral("layerNormOnly"), true}});
    CHECK_FALSE(scene->stateAt(*model, 6.0, false).rmsNorm.visible);
}

TEST_CASE("scenes: the LayerNorm chef walks as the variance algorithm does", "[kitchen][scenes]")
{
    const auto scene = SceneRegistry::create(QStringLiteral("norm-steps"));
    for (auto v : {nk::VarianceAlgorithm::TwoPass, nk::VarianceAlgorithm::OnePass,
                   nk::VarianceAlgorithm::Welford}) {
        const auto model = makeModel({2.0, -1.0, 3.0, 0.5}, v);
        INFO(nk::toString(v));
        const long long passes = model->layerNorm().trace->passes;
        // The statistics' walks, then one walk to normalize and season, as RMSNorm's divide and ×γ.
        CHECK(passes == (v == nk::VarianceAlgorithm::TwoPass ? 3 : 2));
        CHECK(scene->stateAt(*model, 6.0, false).layerNorm.walks == passes);
        // Normalizing is walk 3 after two statistics walks, walk 2 after one.
        const QString walk = QString::number(v == nk::VarianceAlgorithm::TwoPass ? 3 : 2);
        CHECK(scene->stateAt(*model, 4.6, false).layerNorm.speech.contains(walk));
        // Seasoning is still that walk.
        CHECK(scene->stateAt(*model, 5.6, false).layerNorm.speech.contains(walk));
        // Mid-walk 1 the meter shows the accumulator the kernel held.
        const SceneState mid = scene->stateAt(*model, 1.5, false);
        const nk::TraceStep *mean = model->layerNorm().trace->step(StepId::Mean);
        CHECK(mid.layerNorm.meterValue == mean->running[1]);
        CHECK(mid.layerNorm.hasMeanLine == (v == nk::VarianceAlgorithm::Welford));
        if (v == nk::VarianceAlgorithm::OnePass)
            CHECK(mid.layerNorm.speech.contains(
                KitchenFormat::number(mean->runningSecond[1], model->layerNorm().speechDigits)));
        // Row 2: a second walk only for two-pass.
        const SceneState row2 = scene->stateAt(*model, 2.5, false);
        CHECK((row2.layerNorm.pose == ChefPose::Walking) == (v == nk::VarianceAlgorithm::TwoPass));
    }
}

TEST_CASE("scenes: cost, stability and served are reachable and tell the truth",
          "[kitchen][scenes]")
{
    const auto model = makeModel({2.0, -1.0, 3.0, 0.5});
    const nk::NormTrace &ln = *model->layerNorm().trace, &rms = *model->rmsNorm().trace;
    const int d = model->d();

    const auto cost = SceneRegistry::create(QStringLiteral("cost"));
    REQUIRE(cost);
    for (double t : {0.0, 3.0, 6.0}) {
        const SceneState s = cost->stateAt(*model, t, false);
        CHECK(s.scene == QStringLiteral("cost"));
        CHECK(s.layerNorm.platesPerMinute ==
              Approx(CostScene::kStoveOpsPerMinute / double(ln.ops.total())));
        // The claim's label and value come from the constants.
        const QString claim =
            KitchenFormat::number(nk::claims::kCommonClaimLayerNormPerElement, 3) +
            QLatin1Char('d');
        CHECK(s.layerNorm.notes.join('\n').contains(claim));
        CHECK(s.layerNorm.notes.join('\n').contains(
            QString::number(qlonglong(nk::claims::kCommonClaimLayerNormPerElement * d))));
        CHECK(s.footer.contains(QString::fromStdString(
            nk::NumberFormat::ratio(nk::MonitorNumbers::operationRatio(ln, rms)))));
        CHECK(s.footer.contains(QStringLiteral("memory bandwidth")));
    }
    CHECK(cost->stateAt(*model, 1.0, false).rmsNorm.plateClock <
          cost->stateAt(*model, 2.0, false).rmsNorm.plateClock);

    const auto stability = SceneRegistry::create(QStringLiteral("stability"));
    REQUIRE(stability);
    SceneState s = stability->stateAt(*model, 3.0, false);
    CHECK(s.scene == QStringLiteral("stability"));
    CHECK(s.layerNorm.notes.size() > s.rmsNorm.notes.size()); // two readings against one
    CHECK(s.layerNorm.batteryBars == 3);

    const auto served = SceneRegistry::create(QStringLiteral("served"));
    REQUIRE(served);
    s = served->stateAt(*model, 0.0, false);
    CHECK(s.layerNorm.walks == ln.passes);
    CHECK(s.rmsNorm.flops == rms.ops.total());
    CHECK(s.layerNorm.dishes[0].value == ln.output()[0]);

    const auto arrival = SceneRegistry::create(QStringLiteral("arrival"));
    REQUIRE(arrival);
    s = arrival->stateAt(*model, 0.5, false);
    CHECK(s.layerNorm.waiting);
    CHECK(s.rmsNorm.waiting); // RMSNorm needs the whole row's Σx² too
    s = arrival->stateAt(*model, 1.0, false);
    CHECK_FALSE(s.rmsNorm.speech.contains(QStringLiteral("no waiting")));
    CHECK(s.rmsNorm.speech.contains(QStringLiteral("whole table")));

    // No "seed" on screen, in any scene at any time.
    for (const QString &name : SceneRegistry::names()) {
        const auto scene = SceneRegistry::create(name);
        for (double t : {0.0, 0.5, 1.0, 2.5, 4.0, 6.0})
            for (const QString &text : texts(scene->stateAt(*model, t, false)))
                CHECK_FALSE(text.contains(QStringLiteral("seed"), Qt::CaseInsensitive));
    }
}

TEST_CASE("small-kitchen tells the training or the migration story", "[kitchen][registry]")
{
    const auto model = makeModel({2.0, -1.0, 3.0});
    const auto scene = SceneRegistry::create(QStringLiteral("small-kitchen"));
    REQUIRE(scene);
    const SceneState training = scene->stateAt(*model, 0.5, false);
    scene->setOptions({{QStringLiteral("story"), QStringLiteral("migration")}});
    const SceneState migration = scene->stateAt(*model, 0.5, false);
    for (const SceneState *s : {&training, &migration}) {
        CHECK_FALSE(s->footer.isEmpty());
        CHECK_FALSE(s->layerNorm.speech.isEmpty());
        CHECK(s->layerNorm.speech != s->rmsNorm.speech);
        CHECK(s->layerNorm.visible);
        CHECK(s->rmsNorm.visible);
    }
    CHECK(training.footer != migration.footer);
    CHECK(training.rmsNorm.speech != migration.rmsNorm.speech);
}

TEST_CASE("prep station: the tray arrives as sent, then each chef brings it into range",
          "[kitchen]")
{
    const std::vector<double> x{2.0, -1.0, 3.0};
    const auto model = makeModel(x);
    const auto scene = SceneRegistry::create(QStringLiteral("prep-station"));
    REQUIRE(scene);
    // Drift: both trays as sent.
    const SceneState drift = scene->stateAt(*model, 1.0, false);
    REQUIRE(drift.layerNorm.dishes.size() == 3);
    for (int i = 0; i < 3; ++i) {
        CHECK(drift.layerNorm.dishes[i].value == x[size_t(i)]);
        CHECK(drift.rmsNorm.dishes[i].value == x[size_t(i)]);
    }
    // LayerNorm's turn: its dishes at x̂, RMSNorm's still as sent.
    const SceneState ln = scene->stateAt(*model, 2.0, false);
    const nk::NormTrace &lnTrace = *model->layerNorm().trace;
    const nk::NormTrace &rmsTrace = *model->rmsNorm().trace;
    for (int i = 0; i < 3; ++i) {
        CHECK(ln.layerNorm.dishes[i].value == Approx(lnTrace.normalized[size_t(i)]));
        CHECK(ln.rmsNorm.dishes[i].value == x[size_t(i)]);
    }
    // Both in range: x̂ and x/RMS (before γ), and the readings named.
    const SceneState both = scene->stateAt(*model, 4.0, false);
    const double rms = rmsTrace.step(StepId::Rms)->scalar;
    for (int i = 0; i < 3; ++i) {
        CHECK(both.layerNorm.dishes[i].value == Approx(lnTrace.normalized[size_t(i)]));
        CHECK(both.rmsNorm.dishes[i].value == Approx(x[size_t(i)] / rms).epsilon(1e-6));
    }
    CHECK(both.rmsNorm.speech.contains(KitchenFormat::number(rms, model->rmsNorm().speechDigits)));
    CHECK_FALSE(both.footer.isEmpty());
}
