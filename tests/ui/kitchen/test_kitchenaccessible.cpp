// The painted kitchen speaks to screen readers: its accessible description and value say the
// step and the numbers drawn (read off the same state as the painter), follow the clock, keep
// predict mode's secrets, and are announced at a new step, not on every frame.
#include "kitchen/kitchenformat.h"
#include "kitchen/kitchenview.h"
#include "norm/layernormtrace.h"
#include "norm/numberformat.h"
#include "norm/rmsnormtrace.h"

#include "catchqt.h"

#include <catch2/catch.hpp>

#include <QAccessible>

#include <cmath>
#include <memory>

using namespace nk::ui;

using nk::StepId;

namespace {

struct WorkedExample
{
    nk::NormSettings settings;
    std::shared_ptr<const nk::NormTrace> ln, rms;
    KitchenView view;
    WorkedExample()
    {
        // The worked example: x = [2, −1, 3], γ = 1.5, ε = 1e-8, in fp32.
        settings.precision = nk::Precision::Fp32;
        settings.gamma = {1.5};
        settings.beta = {0.0};
        settings.eps = 1e-8;
        const std::vector<double> x{2, -1, 3};
        ln = std::make_shared<const nk::NormTrace>(nk::traceLayerNorm(x, settings));
        rms = std::make_shared<const nk::NormTrace>(nk::traceRmsNorm(x, settings));
        view.setFollowSystemMotionHint(false);
        view.setStage(KitchenView::Stage::Execute);
        REQUIRE(view.setScene(QStringLiteral("norm-steps")));
        view.setTraces(ln, rms);
        view.resize(1200, 400);
    }
    QString text(QAccessible::Text t)
    {
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(&view);
        REQUIRE(iface);
        return iface->text(t);
    }
    QString say(double v) const
    {
        return QString::fromStdString(
            nk::NumberFormat::number(v, KitchenFormat::speechDigits(settings)));
    }
};

} // namespace

TEST_CASE("the kitchen's accessible text says the worked example's values at each step",
          "[kitchen][accessibility]")
{
    WorkedExample w;
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(&w.view);
    REQUIRE(iface);
    CHECK(iface->role() == QAccessible::Animation);
    CHECK(iface->text(QAccessible::Name) == QStringLiteral("Kitchen scene"));

    // RMS = √((4 + 1 + 9)/3 + ε) = √(14/3), by hand.
    const double rms = w.rms->step(StepId::Rms)->scalar;
    CHECK(rms == Approx(std::sqrt(14.0 / 3.0)).epsilon(1e-6));
    const double mu = w.ln->step(StepId::Mean)->scalar;
    CHECK(mu == Approx(4.0 / 3.0).epsilon(1e-6));

    // The RMS beat (row 4) has been read by t = 5.
    w.view.setStepCaption(QStringLiteral("5. RMS"));
    w.view.setTime(5.0);
    const QString atRms = w.text(QAccessible::Description);
    INFO(atRms.toStdString());
    CHECK(atRms.contains(QStringLiteral("Step 5. RMS.")));
    CHECK(atRms.contains(QStringLiteral("2.16025")));
    CHECK(atRms.contains(w.say(rms)));
    // The dishes as labelled: the input, not scaled yet.
    CHECK(atRms.contains(QStringLiteral("Dishes: 2, \u22121, 3.")));
    // The value is the meter's reading, with the digits fp32 keeps.
    const QString value = w.text(QAccessible::Value);
    CHECK(value.contains(KitchenFormat::number(rms, KitchenFormat::meterDigits(w.settings))));

    // The mean beat (row 1): the LayerNorm chef's μ, and RMSNorm's empty slot.
    w.view.setTime(2.0);
    const QString atMean = w.text(QAccessible::Description);
    INFO(atMean.toStdString());
    CHECK(atMean != atRms);
    CHECK(atMean.contains(w.say(mu)));
    CHECK_FALSE(atMean.contains(QStringLiteral("2.16025")));

    // Served: the outputs on the dishes, γ·x/RMS = 1.5·[2, −1, 3]/√(14/3).
    w.view.setTime(6.0);
    const QString atEnd = w.text(QAccessible::Description);
    INFO(atEnd.toStdString());
    for (double x : {2.0, -1.0, 3.0})
        CHECK(atEnd.contains(KitchenFormat::dish(1.5 * x / std::sqrt(14.0 / 3.0), w.settings)));
}

TEST_CASE("predict mode hides the chefs' readings from screen readers too",
          "[kitchen][accessibility]")
{
    WorkedExample w;
    w.view.setTime(5.0);
    w.view.setReadingCovered(true);
    CHECK_FALSE(w.text(QAccessible::Description).contains(QStringLiteral("2.16025")));
    CHECK_FALSE(w.text(QAccessible::Value).contains(QStringLiteral("2.160")));
    w.view.setReadingCovered(false);
    CHECK(w.text(QAccessible::Description).contains(QStringLiteral("2.16025")));
}

TEST_CASE("the kitchen announces a new step, not every animation frame", "[kitchen][accessibility]")
{
    WorkedExample w;
    w.view.setTime(4.0);
    const int before = w.view.accessibleAnnouncements();
    // One step played at 60 frames a second over 1.6 s: about a hundred frames.
    for (int frame = 1; frame < 96; ++frame)
        w.view.setTime(4.0 + frame / 96.0);
    const int playing = w.view.accessibleAnnouncements() - before;
    CHECK(playing >= 1); // the new step (RMS) began
    CHECK(playing <= 2); // its description and value, once
    w.view.setTime(5.0); // at rest on the pause point: the reading is there
    CHECK(w.view.accessibleAnnouncements() > before + playing);
    CHECK(w.view.accessibleAnnouncements() <= before + playing + 2);
}
