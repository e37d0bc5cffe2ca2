#include "catchqt.h"

#include <catch2/catch.hpp>

#include "kitchen/kitchenformat.h"
#include "kitchen/kitchenpaint.h"
#include "kitchen/kitchenview.h"
#include "kitchen/costscene.h"
#include "norm/layernormtrace.h"
#include "analysis/monitornumbers.h"
#include "norm/numberformat.h"
#include "io/presets.h"
#include "norm/rmsnormtrace.h"
#include "norm/stepclock.h"
#include "kitchen/sceneregistry.h"
#include "base/theme.h"

#include <QColor>
#include <QImage>
#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>
#include <QTranslator>

#include <cmath>
#include <memory>
#include <vector>

using namespace nk::ui;

using nk::StepId;
using KS = KitchenView::StationState;

namespace {

struct KitchenTraces
{
    std::shared_ptr<const nk::NormTrace> ln, rms;
};

KitchenTraces makeTraces(const std::vector<double> &x, const nk::NormSettings &s)
{
    return {std::make_shared<const nk::NormTrace>(nk::traceLayerNorm(x, s)),
            std::make_shared<const nk::NormTrace>(nk::traceRmsNorm(x, s))};
}

nk::NormSettings settingsFor(nk::Precision p, double gamma = 1.0, double beta = 0.0)
{
    nk::NormSettings s;
    s.precision = p;
    s.gamma = {gamma};
    s.beta = {beta};
    return s;
}

void setUp(KitchenView &v, const KitchenTraces &t,
           const QString &scene = QStringLiteral("norm-steps"))
{
    v.setFollowSystemMotionHint(false);
    v.setReducedMotion(false);
    v.setStage(KitchenView::Stage::Execute);
    REQUIRE(v.setScene(scene));
    v.setTraces(t.ln, t.rms);
}

// The counters a station must show once every step ending by time t is complete (t an integer).
void expectCounters(const KS &st, const nk::NormTrace &trace, int t)
{
    long long flops = 0;
    int walks = 0;
    for (const nk::TraceStep &s : trace.steps) {
        if (nk::StepClock::isComplete(t, s.row, nk::alignedRowSpan(s.id))) {
            flops += s.ops.total();
            walks += s.walksTable ? 1 : 0;
        } else if (nk::StepClock::hasStarted(t, s.row)) {
            // LayerNorm's variance spans rows 2–3: at t = 3 its walk is done, the division by d
            // is still to come.
            flops += s.walksTable ? s.ops.total() - s.ops.div : 0;
            walks += s.walksTable ? 1 : 0;
        }
    }
    CHECK(st.flops == flops);
    CHECK(st.walks == walks);
}

void expectDishes(const KS &st, const std::vector<double> &values, const nk::NormSettings &settings)
{
    REQUIRE(st.dishes.size() == int(values.size()));
    for (int i = 0; i < st.dishes.size(); ++i) {
        const KitchenView::DishState &dish = st.dishes[i];
        const double v = values[size_t(i)];
        if (std::isnan(v)) {
            CHECK(std::isnan(dish.value));
            CHECK(dish.nonFinite);
        } else {
            CHECK(dish.value == v);
            CHECK(dish.level == v);
            CHECK(dish.nonFinite == !std::isfinite(v));
        }
        CHECK(dish.label == KitchenFormat::dish(v, settings));
        CHECK(dish.arrival == 1.0);
    }
}

// Significant digits in a meter's text ("1.234e−05" → 4).
int significantDigits(const QString &text)
{
    QString mantissa = text;
    const int e = mantissa.indexOf(QLatin1Char('e'));
    if (e >= 0)
        mantissa.truncate(e);
    QString digits;
    for (QChar c : mantissa)
        if (c.isDigit())
            digits += c;
    while (digits.startsWith(QLatin1Char('0')))
        digits.remove(0, 1);
    return digits.size();
}

// Checks every pause point t = 1..6 of chapters 2–3 against the traces.
void checkPausePoints(const KitchenTraces &tr)
{
    KitchenView v;
    setUp(v, tr);
    const nk::NormTrace &ln = *tr.ln, &rms = *tr.rms;
    const int mDigits = KitchenFormat::meterDigits(ln.settings);
    const int bars = KitchenFormat::batteryBars(ln.settings);
    const nk::TraceStep *mean = ln.step(StepId::Mean), *var = ln.step(StepId::Variance),
                        *norm = ln.step(StepId::Normalize), *aff = ln.step(StepId::Affine);
    const nk::TraceStep *sq = rms.step(StepId::Square), *ms = rms.step(StepId::MeanSquare),
                        *root = rms.step(StepId::Rms), *scale = rms.step(StepId::Scale);
    auto meterIs = [&](const KS &st, double value) {
        CHECK(st.meterVisible);
        CHECK(st.meterText == KitchenFormat::number(value, mDigits));
        CHECK(st.meterBroken == !std::isfinite(value));
        if (std::isfinite(value))
            CHECK(significantDigits(st.meterText) <= mDigits);
    };

    for (int t = 1; t <= 6; ++t) {
        v.setTime(t);
        CHECK(v.time() == double(t));
        const KitchenView::SceneState s = v.stateAt(v.time());
        INFO("t = " << t);
        CHECK(s.scene == QStringLiteral("norm-steps"));
        CHECK(s.row == t - 1);
        CHECK(s.progress == 1.0);
        expectCounters(s.layerNorm, ln, t);
        expectCounters(s.rmsNorm, rms, t);
        CHECK(s.layerNorm.batteryBars == bars);
        CHECK(s.rmsNorm.batteryBars == bars);
        switch (t) {
        case 1:
            expectDishes(s.layerNorm, ln.storedInput, ln.settings);
            expectDishes(s.rmsNorm, rms.storedInput, ln.settings);
            // Both chefs need the whole table before they can serve.
            CHECK(s.layerNorm.waiting);
            CHECK(s.rmsNorm.waiting);
            CHECK_FALSE(s.layerNorm.meterVisible);
            CHECK_FALSE(s.rmsNorm.meterVisible);
            break;
        case 2:
            expectDishes(s.layerNorm, ln.storedInput, ln.settings);
            CHECK_FALSE(s.layerNorm.waiting);
            CHECK(s.layerNorm.hasMeanLine == std::isfinite(mean->scalar));
            if (std::isfinite(mean->scalar))
                CHECK(s.layerNorm.meanLevel == mean->scalar);
            meterIs(s.layerNorm, mean->scalar);
            CHECK(s.rmsNorm.skipped);
            CHECK_FALSE(s.rmsNorm.meterVisible);
            break;
        case 3:
            if (var->walksTable) {
                REQUIRE(s.layerNorm.deviationMarks.size() == int(var->values.size()));
                for (int i = 0; i < s.layerNorm.deviationMarks.size(); ++i)
                    CHECK(s.layerNorm.deviationMarks[i] == var->values[size_t(i)]);
                meterIs(s.layerNorm, var->namedValue("sum"));
            }
            REQUIRE(s.rmsNorm.energyBars.size() == int(sq->values.size()));
            for (int i = 0; i < s.rmsNorm.energyBars.size(); ++i) {
                const double e = sq->values[size_t(i)];
                if (std::isnan(e))
                    CHECK(std::isnan(s.rmsNorm.energyBars[i]));
                else
                    CHECK(s.rmsNorm.energyBars[i] == e);
                if (!std::isfinite(e)) {
                    CHECK(s.rmsNorm.dishes[i].nonFinite);
                    CHECK(s.rmsNorm.dishes[i].note.contains(KitchenFormat::number(e, 4)));
                }
            }
            meterIs(s.rmsNorm, sq->namedValue("sum_squares"));
            break;
        case 4:
            meterIs(s.layerNorm, var->scalar);
            meterIs(s.rmsNorm, ms->scalar);
            break;
        case 5:
            expectDishes(s.layerNorm, norm->values, ln.settings);
            meterIs(s.layerNorm, norm->scalar);
            meterIs(s.rmsNorm, root->scalar);
            CHECK_FALSE(s.layerNorm.hasMeanLine);
            break;
        case 6:
            expectDishes(s.layerNorm, aff->values, ln.settings);
            expectDishes(s.rmsNorm, scale->values, ln.settings);
            meterIs(s.layerNorm, norm->scalar);
            meterIs(s.rmsNorm, root->scalar);
            CHECK(s.layerNorm.flops == ln.ops.total());
            CHECK(s.rmsNorm.flops == rms.ops.total());
            CHECK(s.layerNorm.walks == ln.passes);
            CHECK(s.rmsNorm.walks == rms.passes);
            break;
        }
    }
}

bool notBlank(const QImage &img)
{
    const QRgb bg = img.pixel(2, 2);
    long long differ = 0;
    QSet<QRgb> colours;
    for (int y = 0; y < img.height(); y += 3)
        for (int x = 0; x < img.width(); x += 3) {
            const QRgb c = img.pixel(x, y);
            if (c != bg)
                ++differ;
            if (colours.size() < 200)
                colours.insert(c);
        }
    const long long total = (long long)(img.width() / 3) * (img.height() / 3);
    return differ > total / 20 && colours.size() > 20;
}

QImage render(KitchenView &v, int w, int h)
{
    v.resize(w, h);
    QImage img(w, h, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    v.render(&img);
    return img;
}

} // namespace

TEST_CASE("kitchen: pause points show the trace's values in every precision", "[kitchen]")
{
    const std::vector<std::vector<double>> vectors = {
        {2.0, -1.0, 3.0},
        {1.5, -2.0, 3.0, -0.5, -2.5, 0.5},
        {0.5, -0.3, 0.2, 0.1, -0.4, 0.3, 25.0, -0.2},
        {3.7},
        {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16},
    };
    for (nk::Precision p :
         {nk::Precision::Fp64, nk::Precision::Fp32, nk::Precision::Fp16, nk::Precision::Bf16})
        for (const auto &x : vectors) {
            INFO("precision " << nk::toString(p) << ", d = " << x.size());
            checkPausePoints(makeTraces(x, settingsFor(p, 1.5, 0.25)));
        }
}

TEST_CASE("kitchen: meter digits and battery follow the precision", "[kitchen]")
{
    CHECK(KitchenFormat::meterDigits(settingsFor(nk::Precision::Fp64)) == 15);
    CHECK(KitchenFormat::meterDigits(settingsFor(nk::Precision::Fp32)) == 7);
    CHECK(KitchenFormat::meterDigits(settingsFor(nk::Precision::Fp16)) == 3);
    CHECK(KitchenFormat::meterDigits(settingsFor(nk::Precision::Bf16)) == 2);
    CHECK(KitchenFormat::batteryBars(settingsFor(nk::Precision::Fp64)) == 4);
    CHECK(KitchenFormat::batteryBars(settingsFor(nk::Precision::Fp32)) == 3);
    CHECK(KitchenFormat::batteryBars(settingsFor(nk::Precision::Fp16)) <= 1);
    CHECK(KitchenFormat::batteryBars(settingsFor(nk::Precision::Bf16)) <= 1);
    // fp16 storage accumulating in fp32: the statistics (and so the meter) are fp32.
    nk::NormSettings wide = settingsFor(nk::Precision::Fp16);
    wide.accumulation = nk::Accumulation::Fp32;
    CHECK(KitchenFormat::meterDigits(wide) == 7);

    KitchenView v;
    const auto tr = makeTraces({2.0, -1.0, 3.0}, settingsFor(nk::Precision::Fp16, 1.5));
    setUp(v, tr);
    v.setTime(5.0);
    const auto s = v.stateAt(v.time());
    CHECK(s.rmsNorm.meterText == KitchenFormat::number(tr.rms->step(StepId::Rms)->scalar, 3));
    CHECK(significantDigits(s.rmsNorm.meterText) <= 3);
    CHECK(KitchenFormat::number(2.16024689946929, 3) == QStringLiteral("2.16"));
    CHECK(KitchenFormat::number(-0.0, 3) == QStringLiteral("0"));
    CHECK(KitchenFormat::number(-1.5, 3) == QString(QChar(0x2212)) + QStringLiteral("1.5"));
    CHECK(KitchenFormat::number(INFINITY, 4) == QStringLiteral("inf"));
    CHECK(KitchenFormat::number(NAN, 4) == QStringLiteral("NaN"));
}

TEST_CASE("kitchen: the presets, including the fp16 overflow, play without a blank or a crash",
          "[kitchen]")
{
    for (const nk::Preset &preset : nk::Presets::all()) {
        if (preset.input.size() > size_t(KitchenView::kMaxDishes))
            continue;
        INFO("preset " << preset.id);
        checkPausePoints(makeTraces(preset.input, preset.settings));
    }

    const nk::Preset *over = nk::Presets::find("fp16-overflow");
    REQUIRE(over);
    const auto tr = makeTraces(over->input, over->settings);
    KitchenView v;
    setUp(v, tr);
    v.setTime(3.0);
    auto s = v.stateAt(v.time());
    // Every x² overflows: the dishes say so and the meter breaks.
    for (const auto &dish : s.rmsNorm.dishes) {
        CHECK(dish.nonFinite);
        CHECK(dish.note.contains(QStringLiteral("inf")));
    }
    CHECK(s.rmsNorm.meterBroken);
    CHECK(s.rmsNorm.meterText == QStringLiteral("inf"));
    CHECK(s.rmsNorm.speechWarning);
    for (double t : {4.0, 5.0, 6.0}) {
        v.setTime(t);
        s = v.stateAt(v.time());
        CHECK(s.rmsNorm.meterBroken);
        CHECK(s.layerNorm.meterBroken); // σ² overflowed too
        CHECK(s.rmsNorm.meterText == QStringLiteral("inf"));
    }
    // Somewhere mid-walk the running Σx² turns to inf.
    v.setTime(2.5);
    s = v.stateAt(v.time());
    CHECK(s.rmsNorm.meterBroken);

    for (Theme::Mode mode : {Theme::Mode::Light, Theme::Mode::Dark}) {
        Theme::setMode(mode);
        for (double t : {0.0, 2.5, 3.0, 5.0, 6.0}) {
            v.setTime(t);
            CHECK(notBlank(render(v, 1920, 540)));
        }
    }
    Theme::setMode(Theme::Mode::Light);
}

TEST_CASE("kitchen: scrubbing to a time gives the picture playing to it gives", "[kitchen]")
{
    const nk::Preset *over = nk::Presets::find("fp16-overflow");
    REQUIRE(over);
    std::vector<double> big(300);
    for (size_t i = 0; i < big.size(); ++i)
        big[i] = std::sin(double(i) * 0.37) * 3.0 + 0.5;
    const std::vector<KitchenTraces> cases = {
        makeTraces({2.0, -1.0, 3.0}, settingsFor(nk::Precision::Fp32, 1.5)),
        makeTraces(over->input, over->settings),
        makeTraces(big, settingsFor(nk::Precision::Bf16)),
    };
    for (bool reduced : {false, true})
        for (const KitchenTraces &tr : cases) {
            INFO("d = " << tr.ln->d() << (reduced ? ", reduced motion" : ""));
            KitchenView played, scrubbed;
            setUp(played, tr);
            setUp(scrubbed, tr);
            played.setReducedMotion(reduced);
            scrubbed.setReducedMotion(reduced);
            long long lastLn = -1, lastRms = -1;
            for (int i = 0; i <= 600; ++i) {
                const double t = i * 0.01;
                played.setTime(t);
                const auto a = played.stateAt(played.time());
                // Counters only tick forward while playing.
                CHECK(a.layerNorm.flops >= lastLn);
                CHECK(a.rmsNorm.flops >= lastRms);
                lastLn = a.layerNorm.flops;
                lastRms = a.rmsNorm.flops;
                if (i % 7 == 0 || i % 100 == 0) {
                    // Jump there from somewhere else (backwards too).
                    scrubbed.setTime(6.0 - t);
                    scrubbed.setTime(t);
                    REQUIRE(scrubbed.stateAt(scrubbed.time()) == a);
                }
            }
            // Playing forward to a target vs jumping to it directly.
            for (double target : {0.35, 1.0, 2.5, 3.0, 3.72, 5.5, 6.0}) {
                KitchenView step, jump;
                setUp(step, tr);
                setUp(jump, tr);
                step.setReducedMotion(reduced);
                jump.setReducedMotion(reduced);
                for (double t = 0.0; t < target; t += 1.0 / 60.0)
                    step.setTime(t);
                step.setTime(target);
                jump.setTime(target);
                CHECK(step.stateAt(step.time()) == jump.stateAt(jump.time()));
            }
        }
}

TEST_CASE("kitchen: mid-step beats move the dishes and tick the counters", "[kitchen]")
{
    const auto tr = makeTraces({2.0, -1.0, 3.0}, settingsFor(nk::Precision::Fp32, 1.5));
    KitchenView v;
    setUp(v, tr);
    // Before anything arrived, nothing is on the pass.
    v.setTime(0.0);
    auto s = v.stateAt(0.0);
    for (const auto &dish : s.layerNorm.dishes)
        CHECK(dish.arrival == 0.0);
    // Half-way through the arrival both chefs wait: neither can serve before the whole table.
    s = v.stateAt(0.5);
    CHECK(s.layerNorm.waiting);
    CHECK(s.rmsNorm.waiting);
    CHECK(s.layerNorm.pose == KitchenView::Pose::Waiting);
    // Walk 1 (two-pass): the running Σx the kernel held, part of the operations; μ at the end.
    s = v.stateAt(1.5);
    CHECK(s.layerNorm.pose == KitchenView::Pose::Walking);
    CHECK_FALSE(s.layerNorm.hasMeanLine);
    CHECK(s.layerNorm.meterValue == tr.ln->step(StepId::Mean)->running[1]);
    CHECK(s.layerNorm.flops > 0);
    CHECK(s.layerNorm.flops < tr.ln->step(StepId::Mean)->ops.total());
    CHECK(s.layerNorm.walks == 1);
    CHECK(s.rmsNorm.flops == 0);
    // RMSNorm tastes strengths: some energy bars, not all.
    s = v.stateAt(2.5);
    CHECK(s.rmsNorm.energyBars.size() > 0);
    CHECK(s.rmsNorm.energyBars.size() < 3);
    CHECK(s.layerNorm.deviationMarks.size() > 0);
    CHECK(s.layerNorm.deviationMarks.size() < 3);
    // Normalizing: a dish between its input and its normalized value.
    s = v.stateAt(4.0 + 0.25 + 0.75 * (0.5 / 3.0));
    const double x0 = tr.ln->storedInput[0], x1 = tr.ln->normalized[0];
    const double lv = s.layerNorm.dishes[0].level;
    CHECK(lv != x0);
    CHECK(lv != x1);
    // Scaling: RMSNorm's dish 0 on its way to its output.
    s = v.stateAt(5.0 + 0.5 / 3.0);
    CHECK(s.rmsNorm.dishes[0].level > std::min(tr.rms->storedInput[0], tr.rms->output()[0]));
    CHECK(s.rmsNorm.dishes[0].level < std::max(tr.rms->storedInput[0], tr.rms->output()[0]));

    // Reduced motion: no in-between states, the step's end at once.
    v.setReducedMotion(true);
    CHECK(v.stateAt(4.3) == v.stateAt(5.0));
    CHECK(v.stateAt(0.1) == v.stateAt(1.0));
    CHECK(v.stateAt(0.0) == v.stateAt(0.0));

    // The layerNormOnly option shows only the LayerNorm station.
    v.setReducedMotion(false);
    v.setSceneOptions({{QStringLiteral("layerNormOnly"), true}});
    s = v.stateAt(3.0);
    CHECK(s.layerNorm.visible);
    CHECK_FALSE(s.rmsNorm.visible);

    // Tooltips reveal the stages reached so far.
    v.setSceneOptions({});
    v.setTime(1.0);
    CHECK_FALSE(v.dishToolTip(true, 0).contains(QStringLiteral("x̂")));
    v.setTime(6.0);
    CHECK(v.dishToolTip(true, 0).contains(QStringLiteral("x̂")));
    CHECK(v.dishToolTip(false, 2).contains(QStringLiteral("x²")));
    CHECK(v.dishToolTip(false, 7).isEmpty());
}

TEST_CASE("kitchen: d = 1 and d = 65536 (strip)", "[kitchen]")
{
    SECTION("d = 1")
    {
        const auto tr = makeTraces({3.7}, settingsFor(nk::Precision::Fp32));
        checkPausePoints(tr);
        KitchenView v;
        setUp(v, tr);
        for (double t : {0.0, 0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.0}) {
            v.setTime(t);
            CHECK_FALSE(v.stateAt(t).strip);
            CHECK(notBlank(render(v, 1920, 540)));
        }
    }
    SECTION("d = 65536")
    {
        const int d = nk::kMaxDimension;
        std::vector<double> x(static_cast<size_t>(d));
        for (int i = 0; i < d; ++i)
            x[size_t(i)] = std::sin(i * 0.001) * 2.0 + std::cos(i * 0.37) + 0.3;
        const auto tr = makeTraces(x, settingsFor(nk::Precision::Fp32));
        KitchenView v;
        setUp(v, tr);
        for (int t = 1; t <= 6; ++t) {
            v.setTime(t);
            const auto s = v.stateAt(t);
            INFO("t = " << t);
            CHECK(s.strip);
            CHECK(s.layerNorm.dishes.isEmpty());
            REQUIRE(s.layerNorm.histogram.size() == KitchenView::kHistogramBins);
            long long sum = s.layerNorm.nonFiniteCount, sumR = s.rmsNorm.nonFiniteCount;
            for (int c : s.layerNorm.histogram)
                sum += c;
            for (int c : s.rmsNorm.histogram)
                sumR += c;
            CHECK(sum == d);
            CHECK(sumR == d);
            expectCounters(s.layerNorm, *tr.ln, t);
            expectCounters(s.rmsNorm, *tr.rms, t);
        }
        // The strip animates: half-way through the scaling walk the histogram is between the two.
        const auto a = v.stateAt(5.0), b = v.stateAt(5.5), c = v.stateAt(6.0);
        CHECK(b.rmsNorm.histogram != a.rmsNorm.histogram);
        CHECK(b.rmsNorm.histogram != c.rmsNorm.histogram);
        CHECK(b.rmsNorm.stripFront == Approx(0.5));
        // Arrival: half the elements are on the pass.
        const auto arr = v.stateAt(0.425);
        long long half = 0;
        for (int n : arr.layerNorm.histogram)
            half += n;
        CHECK(half == d / 2);
        for (Theme::Mode mode : {Theme::Mode::Light, Theme::Mode::Dark}) {
            Theme::setMode(mode);
            for (double t : {0.4, 1.5, 2.5, 4.6, 5.5, 6.0}) {
                v.setTime(t);
                CHECK(notBlank(render(v, 1920, 540)));
            }
        }
        Theme::setMode(Theme::Mode::Light);
    }
}

TEST_CASE("kitchen: every scene renders in light and dark", "[kitchen]")
{
    const auto tr = makeTraces({2.0, -1.0, 3.0}, settingsFor(nk::Precision::Fp32, 1.5));
    KitchenView v;
    setUp(v, tr);
    for (Theme::Mode mode : {Theme::Mode::Light, Theme::Mode::Dark}) {
        Theme::setMode(mode);
        for (const QString &name : SceneRegistry::names()) {
            REQUIRE(v.setScene(name));
            for (bool lnOnly : {false, true}) {
                v.setSceneOptions({{QStringLiteral("layerNormOnly"), lnOnly}});
                for (double t : {0.0, 0.5, 1.0, 2.3, 3.5, 4.5, 6.0}) {
                    v.setTime(t);
                    INFO("scene " << name.toStdString() << " t = " << t);
                    CHECK(notBlank(render(v, 1920, 540)));
                }
            }
        }
        v.setSceneOptions({});
        v.setScene(QStringLiteral("norm-steps"));
        for (KitchenView::Stage stage : {KitchenView::Stage::Start, KitchenView::Stage::Finish}) {
            v.setStage(stage);
            CHECK(notBlank(render(v, 1920, 540)));
        }
        v.setStage(KitchenView::Stage::Execute);
        v.setZoom(2.0);
        CHECK(notBlank(render(v, 1920, 540)));
        v.setZoom(1.0);
        CHECK(notBlank(render(v, 640, 240)));
    }
    Theme::setMode(Theme::Mode::Light);

    // No traces yet: a message, not a blank.
    KitchenView empty;
    CHECK(empty.stateAt(0.0).layerNorm.dishes.isEmpty());
    CHECK_FALSE(render(empty, 800, 300).isNull());

    // The cost scene counts plates from the counted operations.
    REQUIRE(v.setScene(QStringLiteral("cost")));
    v.setTime(3.0);
    const auto s = v.stateAt(3.0);
    CHECK(s.scene == QStringLiteral("cost"));
    CHECK(s.layerNorm.platesPerMinute ==
          Approx(CostScene::kStoveOpsPerMinute / tr.ln->ops.total()));
    CHECK(s.rmsNorm.platesPerMinute == Approx(CostScene::kStoveOpsPerMinute / tr.rms->ops.total()));
    CHECK(s.rmsNorm.platesPerMinute > s.layerNorm.platesPerMinute);
    // The stability scene: the scale's digits and battery.
    REQUIRE(v.setScene(QStringLiteral("stability")));
    CHECK(v.stateAt(0.0).scene == QStringLiteral("stability"));
    CHECK(v.stateAt(0.0).rmsNorm.batteryBars == 3);
}

TEST_CASE("kitchen: Start brings the dishes on, an edit changes one dish at once", "[kitchen]")
{
    KitchenView v;
    v.setFollowSystemMotionHint(false);
    v.setStage(KitchenView::Stage::Start);
    const auto a = makeTraces({2.0, -1.0, 3.0}, settingsFor(nk::Precision::Fp32));
    v.setTraces(a.ln, a.rms);
    // The arrival animates: not every dish is on the pass at once.
    CHECK(v.sceneTime() < 1.0);
    CHECK(v.stateAt(0.0).layerNorm.dishes[0].arrival == 0.0);
    CHECK(v.stateAt(1.0).layerNorm.dishes[2].arrival == 1.0);
    // Editing one value (same d): the new value at once.
    const auto b = makeTraces({2.0, 5.0, 3.0}, settingsFor(nk::Precision::Fp32));
    v.setTraces(b.ln, b.rms);
    CHECK(v.sceneTime() == 1.0);
    CHECK(v.stateAt(v.sceneTime()).layerNorm.dishes[1].value == 5.0);
    // Reduced motion: everything at once.
    v.setReducedMotion(true);
    const auto c = makeTraces({2.0, 5.0, 3.0, 4.0}, settingsFor(nk::Precision::Fp32));
    v.setTraces(c.ln, c.rms);
    CHECK(v.sceneTime() == 1.0);
}

// Hidden: renders every scene at the zooms a projector uses into $NK_KITCHEN_SHOTS (a folder),
// for looking at them: ui_tests "[.shots]".
TEST_CASE("kitchen: screenshots of every scene and zoom", "[.shots]")
{
    const QString dir = qEnvironmentVariable("NK_KITCHEN_SHOTS");
    if (dir.isEmpty())
        return;
    const nk::Preset *over = nk::Presets::find("fp16-overflow");
    REQUIRE(over);
    const auto tr = makeTraces({2.0, -1.0, 3.0}, settingsFor(nk::Precision::Fp32, 1.5));
    const auto overflow = makeTraces(over->input, over->settings);
    for (const auto &[label, traces] :
         {std::pair{QStringLiteral("x3"), tr}, std::pair{QStringLiteral("fp16"), overflow}}) {
        KitchenView v;
        setUp(v, traces);
        for (const QString &name : SceneRegistry::names()) {
            v.setStage(name == QStringLiteral("arrival") ? KitchenView::Stage::Start
                                                         : KitchenView::Stage::Execute);
            if (name != QStringLiteral("arrival"))
                v.setScene(name);
            for (qreal zoom : {1.0, 1.5, 2.0}) {
                v.setZoom(zoom);
                for (double t : {1.5, 3.0}) {
                    v.setTime(t);
                    for (QSize size : {QSize(1650, 230), QSize(1920, 540)})
                        render(v, size.width(), size.height())
                            .save(QStringLiteral("%1/%2_%3_z%4_t%5_%6.png")
                                      .arg(dir, label, name)
                                      .arg(zoom)
                                      .arg(t)
                                      .arg(size.height()));
                }
            }
        }
    }
}

TEST_CASE("kitchen: predict mode covers the notes' answers and keeps their words and givens",
          "[kitchen][predict]")
{
    // The numbers of a note as "#", the covered "?" too: what is left are its words.
    auto words = [](QString s) {
        static const QRegularExpression number(QStringLiteral("[0-9][0-9.,e+\\-\\x{2212}]*"));
        s.replace(number, QStringLiteral("#"));
        s.replace(QLatin1Char('?'), QLatin1Char('#'));
        return s;
    };
    const auto tr = makeTraces({2.0, -1.0, 3.0}, settingsFor(nk::Precision::Fp32, 1.5));
    for (const char *lang : {"en", "zh"}) {
        CAPTURE(lang);
        QTranslator translator;
        if (QLatin1String(lang) == QLatin1String("zh")) {
            REQUIRE(translator.load(QStringLiteral(":/i18n/normkitchen_zh.qm")));
            QCoreApplication::installTranslator(&translator);
        }
        for (const char *scene : {"cost", "stability"}) {
            CAPTURE(scene);
            KitchenView v;
            setUp(v, tr, QString::fromLatin1(scene));
            v.setTime(1.0);
            v.setReadingCovered(false);
            const SceneState open = v.shownState();
            v.setReadingCovered(true);
            const SceneState covered = v.shownState();
            for (const KS *st : {&open.layerNorm, &open.rmsNorm}) {
                const KS &c = st == &open.layerNorm ? covered.layerNorm : covered.rmsNorm;
                REQUIRE(c.notes.size() == st->notes.size());
                REQUIRE_FALSE(st->notes.isEmpty());
                int coveredLines = 0;
                for (int i = 0; i < st->notes.size(); ++i) {
                    CAPTURE(st->notes[i].toStdString(), c.notes[i].toStdString());
                    // Every word of the note stays, in any language; only numbers go.
                    CHECK(words(c.notes[i]) == words(st->notes[i]));
                    if (c.notes[i] != st->notes[i]) {
                        ++coveredLines;
                        CHECK(c.notes[i].contains(QLatin1Char('?')));
                    }
                }
                // The givens stay: the cited claim (cost, after the counted operations on the
                // last note's line) and the scale's digits (stability, the whole last note).
                if (QLatin1String(scene) == QLatin1String("cost")) {
                    const QString claim = st->notes.last().section(QStringLiteral(" · "), -1);
                    REQUIRE(claim.contains(QLatin1Char('d')));
                    CHECK(c.notes.last().endsWith(QStringLiteral(" · ") + claim));
                    CHECK(coveredLines == st->notes.size());
                } else {
                    CHECK(c.notes.last() == st->notes.last());
                    CHECK(coveredLines == st->notes.size() - 1);
                }
            }
            // No reading is given away.
            const QString all = covered.layerNorm.notes.join(QLatin1Char('\n'));
            if (QLatin1String(scene) == QLatin1String("cost")) {
                CHECK_FALSE(all.contains(QString::number(tr.ln->ops.total())));
                // The footer's ratio and saving are answers too; its words and the stove stay.
                const QString ratio = QString::fromStdString(
                    nk::NumberFormat::ratio(nk::MonitorNumbers::operationRatio(*tr.ln, *tr.rms)));
                REQUIRE(open.footer.contains(ratio));
                CHECK_FALSE(covered.footer.contains(ratio));
                CHECK(covered.footer.contains(QLatin1Char('?')));
                // Its words stay (the ratio's "×" and the saving's "%" go with their numbers).
                static const QRegularExpression units(
                    QStringLiteral("#(?:[\\s\\x{00a0}]*[\\x{00d7}%])?"));
                CAPTURE(open.footer.toStdString(), covered.footer.toStdString());
                CHECK(words(covered.footer).replace(units, QStringLiteral("#")) ==
                      words(open.footer).replace(units, QStringLiteral("#")));
            } else {
                // Nothing in this footer is an answer: it stays as it is.
                CHECK(covered.footer == open.footer);
                const QString mean = KitchenFormat::number(tr.ln->step(StepId::Mean)->scalar, 7);
                REQUIRE(open.layerNorm.notes.join(QLatin1Char('\n')).contains(mean));
                CHECK_FALSE(all.contains(mean));
                CHECK(all.contains(QStringLiteral("μ")));
            }
        }
        QCoreApplication::removeTranslator(&translator);
    }
}

TEST_CASE("kitchen: heightForZoomedText is a height where the text is no smaller than taller ones",
          "[kitchen]")
{
    KitchenView v;
    const KitchenTraces tr = makeTraces({2, -1, 3, 0.5}, settingsFor(nk::Precision::Fp32));
    for (const char *scene : {"norm-steps", "cost"}) {
        CAPTURE(scene);
        setUp(v, tr, QString::fromLatin1(scene));
        v.setTime(2.0);
        const auto textAt = [&](int h) {
            v.resize(1400, h);
            return v.smallestTextPixels();
        };
        int atZoomOne = 0;
        for (double zoom : {1.0, 1.5, 2.0}) {
            CAPTURE(zoom);
            v.setZoom(zoom);
            v.resize(1400, 200);
            const int h = v.heightForZoomedText();
            CHECK(h >= v.minimumSizeHint().height());
            // Twice the zoom needs more height than none.
            if (zoom == 1.0)
                atZoomOne = h;
            if (zoom == 2.0)
                CHECK(h > atZoomOne);
            // At the design width, a much taller kitchen draws its text at the zoom's size: at
            // that height it is as large already, and larger than in a short kitchen.
            const double there = textAt(h);
            const double tall = textAt(4000);
            const double shortText = textAt(std::max(v.minimumSizeHint().height(), h / 3));
            CAPTURE(h, there, tall, shortText);
            CHECK(there >= 0.97 * tall);
            CHECK(there >= shortText);
            // The answer does not depend on the height the widget had when asked.
            v.resize(1400, 900);
            CHECK(v.heightForZoomedText() == h);
        }
        v.setZoom(1.0);
    }
}

TEST_CASE(
    "kitchen: fitted text sizes kept from earlier paints match sizes measured afresh and stay "
    "bounded",
    "[kitchen]")
{
    const KitchenFonts fonts = KitchenPaint::fonts(QApplication::font(), 1.0);
    const QStringList texts = {QStringLiteral("μ = 0.25"),
                               QStringLiteral("walks 3"),
                               QStringLiteral("1,024 dishes as a strip, and their histogram"),
                               QStringLiteral("Walk 3: back to every dish: (x − μ) ÷ 3.57392."),
                               QStringLiteral("√(σ² + ε)"),
                               QStringLiteral("旧厨师等所有菜都到齐")};
    const int flagSets[] = {int(Qt::AlignCenter), int(Qt::AlignLeft | Qt::AlignVCenter),
                            int(Qt::AlignCenter | Qt::TextWordWrap)};
    int shrunk = 0, kept = 0;
    for (const QFont &font : {fonts.bubble, fonts.caption, fonts.lcd, fonts.big})
        for (const QString &text : texts)
            for (const int flags : flagSets)
                for (const QSizeF size : {QSizeF(40, 20), QSizeF(180.5, 31.25), QSizeF(900, 80)}) {
                    CAPTURE(text, flags, size.width(), font.pixelSize());
                    const int fresh = KitchenPaint::fittedPixelSize(font, size, flags, text, false);
                    CHECK(KitchenPaint::fittedPixelSize(font, size, flags, text) == fresh);
                    CHECK(KitchenPaint::fittedPixelSize(font, size, flags, text) == fresh);
                    CHECK(fresh <= font.pixelSize());
                    CHECK(fresh >= 8);
                    (fresh < font.pixelSize() ? shrunk : kept)++;
                }
    CHECK(shrunk > 0); // the small boxes shrink the text
    CHECK(kept > 0);   // the wide ones keep its size
    // The box's size and the font are part of what is kept: a narrower box is not answered
    // with a wider one's size.
    const QString text = texts[2];
    const int wide = KitchenPaint::fittedPixelSize(fonts.caption, QSizeF(900, 40), 0, text);
    const int narrow = KitchenPaint::fittedPixelSize(fonts.caption, QSizeF(120, 40), 0, text);
    CHECK(narrow < wide);
    CHECK(KitchenPaint::fittedPixelSize(fonts.big, QSizeF(120, 40), 0, text) ==
          KitchenPaint::fittedPixelSize(fonts.big, QSizeF(120, 40), 0, text, false));
    for (int i = 0; i < 3 * KitchenPaint::kFittedSizesKept; ++i) {
        KitchenPaint::fittedPixelSize(fonts.label, QSizeF(100 + i % 7, 30), 0,
                                      QStringLiteral("dish %1").arg(i));
        REQUIRE(KitchenPaint::fittedSizesKept() <= KitchenPaint::kFittedSizesKept);
    }
}
