// The facts the lesson once taught wrong, read where a student reads them: the words of both
// languages filled with core's numbers, the sentences ui assembles, the placeholders' values.
#include "analysis/costledger.h"
#include "analysis/monitornumbers.h"
#include "lesson/chaptercatalog.h"
#include "chaptersteps.h"
#include "panels/codelistings.h"
#include "exercises/misconceptions.h"
#include "handout/finishreport.h"
#include "io/presets.h"
#include "lesson/lessonplaceholders.h"
#include "lesson/narration.h"
#include "norm/layernormtrace.h"
#include "norm/numberformat.h"
#include "norm/rmsnormtrace.h"
#include "base/numbertext.h"
#include "numeric/precisionlimits.h"
#include "controls/stepcard.h"

#include "catchqt.h"

#include <catch2/catch.hpp>

#include <QRegularExpression>

#include <cmath>
#include <memory>

using namespace nk::ui;

namespace {

struct FactTraces
{
    nk::NormTrace ln, rms;
};

FactTraces factTraces(const std::vector<double> &x, const nk::NormSettings &s)
{
    return {nk::traceLayerNorm(x, s), nk::traceRmsNorm(x, s)};
}

FactTraces factPreset(const char *id)
{
    const nk::Preset *p = nk::Presets::find(id);
    REQUIRE(p);
    return factTraces(p->input, p->settings);
}

FactTraces factCounterExample(const char *key)
{
    const nk::CounterExample *c = nk::Misconceptions::find(key);
    REQUIRE(c);
    return factTraces(c->input, c->settings);
}

QString factNumber(double v, nk::Precision p)
{
    return QString::fromStdString(nk::NumberFormat::number(v, p));
}

} // namespace

TEST_CASE("facts: chapter 7's rule keeps an SGD step, the gradient ratio upside down no more",
          "[narration][facts]")
{
    const int step = stepOf(7, QStringLiteral("learning-rate"));
    for (const QString &lang : Narration::languages()) {
        INFO(lang.toStdString());
        const Narration &n = Narration::forLanguage(lang);
        const QString text = n.rawStep(7, step, QStringLiteral("text"));
        const QString takeaway = n.rawTakeaways(7).join(QLatin1Char(' '));
        for (const QString &t : {text, takeaway}) {
            INFO(t.toStdString());
            CHECK(t.contains(QStringLiteral("η_old × ‖g‖_LN / ‖g‖_RMS")));
            CHECK_FALSE(t.contains(QStringLiteral("‖g‖_RMS / ‖g‖_LN")));
            CHECK(t.contains(QStringLiteral("AdamW")));
        }
    }
}

TEST_CASE("facts: RMS is the root mean square without ε, so RMS² = σ² + μ² wherever it is printed",
          "[narration][facts]")
{
    for (const nk::Preset &p : nk::Presets::all()) {
        INFO(p.id);
        const FactTraces t = factTraces(p.input, p.settings);
        const QHash<QString, QString> v = LessonPlaceholders::values(t.ln, t.rms);
        const nk::StabilityNumbers st = nk::MonitorNumbers::stability(t.ln, t.rms);
        const nk::Precision prec = p.settings.precision;
        CHECK(v.value(QStringLiteral("rms")) == factNumber(st.rms, prec));
        CHECK(v.value(QStringLiteral("rms_divisor")) ==
              factNumber(t.rms.step(nk::StepId::Rms)->scalar, prec));
        if (std::isfinite(st.meanSquare) && st.meanSquare > 0.0)
            CHECK(st.rms * st.rms ==
                  Approx(st.variance + st.meanSquared).epsilon(1e-3).margin(1e-12));
        // Finish prints the same RMS as the words.
        auto ln = std::make_shared<const nk::NormTrace>(t.ln);
        auto rms = std::make_shared<const nk::NormTrace>(t.rms);
        const FinishReport report(ln, rms);
        CHECK(report.stats(nk::Algorithm::RmsNorm)
                  .contains(QStringLiteral("RMS = ") + v.value(QStringLiteral("rms"))));
    }
    // On the near-constant preset chapter 3 shows Finish's RMS, and ε's divisor beside it.
    const FactTraces nc = factPreset("near-constant");
    const QHash<QString, QString> v = LessonPlaceholders::values(nc.ln, nc.rms);
    CHECK(v.value(QStringLiteral("rms")) != v.value(QStringLiteral("rms_divisor")));
    const int step = stepOf(3, QStringLiteral("rms"));
    for (const QString &lang : Narration::languages()) {
        INFO(lang.toStdString());
        const QString text = Narration::forLanguage(lang).stepText(3, step, nc.ln, nc.rms);
        INFO(text.toStdString());
        CHECK(text.contains(QStringLiteral("RMS = √")));
        CHECK(text.contains(v.value(QStringLiteral("rms"))));
        CHECK(text.contains(v.value(QStringLiteral("rms_divisor"))));
    }
}

TEST_CASE("facts: misconception 7 teaches both fp16 regimes with core's numbers",
          "[narration][facts]")
{
    const nk::LowPrecisionRegime offset = nk::Misconceptions::lowPrecisionRegime(true);
    const FactTraces t = factCounterExample("low-precision");
    const QHash<QString, QString> v = LessonPlaceholders::values(t.ln, t.rms);
    CHECK(v.value(QStringLiteral("lowp_offset_var")) ==
          factNumber(offset.variance, nk::Precision::Fp16));
    CHECK(v.value(QStringLiteral("lowp_offset_x")) ==
          QString::fromStdString(nk::NumberFormat::list(offset.input, nk::Precision::Fp16)));
    const int step = stepOf(10, QStringLiteral("low-precision"));
    for (const QString &lang : Narration::languages()) {
        INFO(lang.toStdString());
        const QString truth =
            Narration::forLanguage(lang).stepField(10, step, QStringLiteral("truth"), t.ln, t.rms);
        INFO(truth.toStdString());
        for (const char *name : {"lowp_mixed_gap_sq", "lowp_offset_x", "lowp_offset_gap_sq",
                                 "lowp_offset_var", "lowp_offset_sum_sq"})
            CHECK(truth.contains(v.value(QLatin1String(name))));
        // Chapter 5's overflow question gets the offset regime too.
        CHECK(Narration::forLanguage(lang)
                  .rawStep(5, stepOf(5, QStringLiteral("overflow")), QStringLiteral("notes"))
                  .contains(QStringLiteral("{lowp_offset_x}")));
    }
}

TEST_CASE("facts: the clamp to 0 is what one-pass kernels must do, not what PyTorch does",
          "[narration][facts]")
{
    const FactTraces t = factPreset("large-offset");
    REQUIRE(t.ln.flags.varianceClamped);
    const QString card = StepCard::flagSentence(t.ln.flags);
    auto ln = std::make_shared<const nk::NormTrace>(t.ln);
    auto rms = std::make_shared<const nk::NormTrace>(t.rms);
    const QString finish =
        FinishReport(ln, rms).flagTexts(nk::Algorithm::LayerNorm).join(QLatin1Char(' '));
    for (const QString &s : {card, finish}) {
        INFO(s.toStdString());
        CHECK(s.contains(QStringLiteral("clamped to 0")));
        CHECK(s.contains(QStringLiteral("E[x²] − μ²")));
        CHECK_FALSE(s.contains(QStringLiteral("as PyTorch does")));
    }
}

TEST_CASE("facts: misconception 5's words read an offset vector whose mean dominates",
          "[narration][facts]")
{
    const FactTraces t = factCounterExample("ignores-mean");
    const nk::StabilityNumbers st = nk::MonitorNumbers::stability(t.ln, t.rms);
    CHECK(st.meanShare == Approx(st.meanSquared / st.meanSquare));
    CHECK(st.meanShare > 0.9);
    const QHash<QString, QString> v = LessonPlaceholders::values(t.ln, t.rms);
    const int step = stepOf(10, QStringLiteral("ignores-mean"));
    for (const QString &lang : Narration::languages()) {
        INFO(lang.toStdString());
        const QString truth =
            Narration::forLanguage(lang).stepField(10, step, QStringLiteral("truth"), t.ln, t.rms);
        CHECK(truth.contains(v.value(QStringLiteral("mu_sq"))));
        CHECK(truth.contains(v.value(QStringLiteral("rms_divisor"))));
        CHECK(truth.contains(v.value(QStringLiteral("mu_sq_share"))));
    }
}

TEST_CASE("facts: misconception 2, both norms read x twice step by step and walk alike",
          "[narration][facts]")
{
    // Welford: the statistics in one walk, then the apply walk, as RMSNorm.
    const FactTraces t = factCounterExample("reads-twice");
    const QHash<QString, QString> v = LessonPlaceholders::values(t.ln, t.rms);
    CHECK(v.value(QStringLiteral("ln_stat_walks")) == QStringLiteral("1"));
    CHECK(v.value(QStringLiteral("ln_passes")) == v.value(QStringLiteral("rms_passes")));
    const int step = stepOf(10, QStringLiteral("reads-twice"));
    for (const QString &lang : Narration::languages()) {
        INFO(lang.toStdString());
        const QString truth =
            Narration::forLanguage(lang).stepField(10, step, QStringLiteral("truth"), t.ln, t.rms);
        INFO(truth.toStdString());
        CHECK(truth.contains(lang == QLatin1String("zh") ? QStringLiteral("融合算子")
                                                         : QStringLiteral("fused kernel")));
        CHECK(truth.contains(lang == QLatin1String("zh") ? QStringLiteral("读两遍 x")
                                                         : QStringLiteral("reads x twice")));
    }
}

TEST_CASE("facts: fp16 rounds an ε to 0 only at or below half its smallest subnormal",
          "[narration][facts]")
{
    const FactTraces t = factPreset(nk::Presets::kWorkedExample);
    const QHash<QString, QString> v = LessonPlaceholders::values(t.ln, t.rms);
    const double stored =
        nk::roundToPrecision(nk::PrecisionLimits::kEpsRoundingExample, nk::Precision::Fp16);
    CHECK(stored == nk::PrecisionLimits::smallestSubnormal(nk::Precision::Fp16));
    CHECK(v.value(QStringLiteral("fp16_eps_example_stored")) ==
          QString::fromStdString(nk::NumberFormat::number(stored, 3)));
    CHECK(v.value(QStringLiteral("fp16_zero_limit")) ==
          QString::fromStdString(nk::NumberFormat::number(
              nk::PrecisionLimits::largestRoundingToZero(nk::Precision::Fp16), 3)));
    for (const QString &lang : Narration::languages()) {
        INFO(lang.toStdString());
        const Narration &n = Narration::forLanguage(lang);
        const QString takeaways = n.takeaways(5, t.ln, t.rms).join(QLatin1Char(' '));
        const QString notes = n.teacherNotes(5, stepOf(5, QStringLiteral("eps-lost")), t.ln, t.rms);
        for (const QString &s : {takeaways, notes}) {
            INFO(s.toStdString());
            CHECK(s.contains(v.value(QStringLiteral("fp16_zero_limit"))));
            CHECK(s.contains(v.value(QStringLiteral("fp16_eps_example_stored"))));
        }
    }
}

TEST_CASE("facts: the near-constant note gives RMSNorm's output as ε makes it",
          "[narration][facts]")
{
    const nk::Preset *p = nk::Presets::find("near-constant");
    REQUIRE(p);
    const FactTraces nc = factTraces(p->input, p->settings);
    const double x = nc.rms.storedInput.front();
    const double divisor = nc.rms.step(nk::StepId::Rms)->scalar;
    const double y = nc.rms.output().front();
    CHECK(y == Approx(x / divisor).epsilon(1e-3));
    CHECK(divisor == Approx(std::sqrt(x * x + p->settings.eps)).epsilon(1e-3));
    CHECK(y < 0.01 * p->settings.gamma.front()); // far from the γ it would be without ε
    // Whatever vector is loaded, the note cites the preset's numbers.
    const FactTraces seed = factPreset(nk::Presets::kWorkedExample);
    const QHash<QString, QString> v = LessonPlaceholders::values(seed.ln, seed.rms);
    CHECK(v.value(QStringLiteral("nc_rms_out")) == factNumber(y, p->settings.precision));
    CHECK(v.value(QStringLiteral("nc_rms_divisor")) == factNumber(divisor, p->settings.precision));
    const int step = stepOf(5, QStringLiteral("near-constant"));
    for (const QString &lang : Narration::languages()) {
        INFO(lang.toStdString());
        const QString notes = Narration::forLanguage(lang).teacherNotes(5, step, seed.ln, seed.rms);
        INFO(notes.toStdString());
        for (const char *name : {"nc_x", "nc_rms_divisor", "nc_rms_out", "nc_gamma"})
            CHECK(notes.contains(v.value(QLatin1String(name))));
    }
}

TEST_CASE("facts: the FLOP hint lists as many operations per element as the kernel counts",
          "[narration][facts]")
{
    const long long perElement =
        nk::CostLedger::formula(nk::Algorithm::LayerNorm, nk::VarianceAlgorithm::TwoPass)
            .perElement;
    CHECK(perElement == 7);
    const int step = stepOf(11, QStringLiteral("flops"));
    // One operation per "a/an <operation>" in English, per 一次 in Chinese.
    const QString en =
        Narration::forLanguage(QStringLiteral("en")).rawStep(11, step, QStringLiteral("text"));
    static const QRegularExpression op(
        QStringLiteral("\\b(?:an?) (?:addition|subtraction|square|division|multiplication)\\b"));
    CHECK(en.count(op) == perElement);
    const QString zh =
        Narration::forLanguage(QStringLiteral("zh")).rawStep(11, step, QStringLiteral("text"));
    CHECK(zh.count(QStringLiteral("一次")) == perElement);
    const FactTraces t = factPreset(nk::Presets::kWorkedExample);
    const QHash<QString, QString> v = LessonPlaceholders::values(t.ln, t.rms);
    CHECK(v.value(QStringLiteral("ln_two_pass_per_element")) == QString::number(perElement));
    for (const QString &lang : Narration::languages())
        CHECK(Narration::forLanguage(lang)
                  .stepField(11, step, QStringLiteral("answer"), t.ln, t.rms)
                  .contains(QString::number(perElement)));
}

TEST_CASE("facts: β acts as the next projection's bias, not as a re-centring", "[narration][facts]")
{
    const int step = stepOf(11, QStringLiteral("no-beta"));
    const FactTraces t = factPreset(nk::Presets::kWorkedExample);
    for (const QString &lang : Narration::languages()) {
        INFO(lang.toStdString());
        const QString answer =
            Narration::forLanguage(lang).stepField(11, step, QStringLiteral("answer"), t.ln, t.rms);
        INFO(answer.toStdString());
        CHECK(answer.contains(QStringLiteral("W(γ⊙x̂ + β) = W(γ⊙x̂) + Wβ")));
        CHECK_FALSE(answer.contains(QStringLiteral("re-centring by another name")));
        CHECK_FALSE(answer.contains(QStringLiteral("换个名字的中心化")));
    }
}

TEST_CASE("facts: the code listings call the square root of ms plus eps the divisor, never rms",
          "[narration][facts]")
{
    // RMS is √mean(x²) everywhere; the listings once named √(ms + eps) `rms`, and chapter 9 read
    // "x / rms · γ" out of them.
    using CL = CodeListings;
    const QRegularExpression rmsName(QStringLiteral("\\brms\\b"));
    for (const CL::Style style : {CL::Style::NumPy, CL::Style::PyTorch, CL::Style::Kernel}) {
        const QStringList lines = CL::listing(style, CL::Side::RmsNorm).lines;
        int divisor = 0;
        for (const QString &line : lines) {
            INFO(line.toStdString());
            CHECK_FALSE(line.contains(rmsName));
            if (line.contains(QStringLiteral("divisor")))
                ++divisor;
        }
        CHECK(divisor >= 2); // defined, then divided by
    }
    const int output = stepOf(9, QStringLiteral("output"));
    for (const QString &lang : Narration::languages()) {
        const QString text =
            Narration::forLanguage(lang).rawStep(9, output, QStringLiteral("text"));
        INFO(text.toStdString());
        CHECK(text.contains(QStringLiteral("x / divisor · γ")));
        CHECK_FALSE(text.contains(QStringLiteral("x / rms")));
    }
}

TEST_CASE(
    "facts: chapter 11 bounds the training speed-up by the norm's share, fp16 in both regimes",
    "[narration][facts]")
{
    const int fp16 = stepOf(11, QStringLiteral("fp16"));
    for (const QString &lang : Narration::languages()) {
        INFO(lang.toStdString());
        const Narration &n = Narration::forLanguage(lang);
        const QString take = n.rawTakeaways(11).value(2);
        INFO(take.toStdString());
        CHECK(take.contains(QStringLiteral("1/(1 − s)")));
        CHECK_FALSE(take.contains(QStringLiteral("far larger")));
        CHECK_FALSE(take.contains(QStringLiteral("要大得多")));
        // "Both norms overflow" holds for the preset's mixed signs; with one sign only RMSNorm's
        // sum of squares does, and the note says so.
        const QString notes = n.rawStep(11, fp16, QStringLiteral("notes"));
        INFO(notes.toStdString());
        CHECK(notes.contains(QStringLiteral("RMSNorm 的 Σxᵢ²")) !=
              notes.contains(QStringLiteral("RMSNorm's Σxᵢ²")));
    }
}
