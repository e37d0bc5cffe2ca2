// The facts and figures of the lesson review (issue 23), read where a student reads them: claims
// about large models carry their source, results of chapter 6's run are not asserted before it,
// and every number the words cite comes from core's constants.
#include "analysis/costledger.h"
#include "analysis/monitornumbers.h"
#include "jobs/benchmarkwords.h"
#include "monitor/benchmarkcard.h"
#include "lesson/chaptercatalog.h"
#include "chaptersteps.h"
#include "panels/exercisepanel.h"
#include "exercises/exercisesheet.h"
#include "exercises/misconceptions.h"
#include "io/presets.h"
#include "lesson/lessonplaceholders.h"
#include "panels/modelnormtable.h"
#include "lesson/narration.h"
#include "norm/flopclaims.h"
#include "norm/layernormtrace.h"
#include "norm/numberformat.h"
#include "norm/rmsnormtrace.h"
#include "base/numbertext.h"
#include "numeric/precisionlimits.h"

#include "catchqt.h"

#include <catch2/catch.hpp>

#include <cmath>

using namespace nk::ui;

namespace {

struct FigureTraces
{
    nk::NormTrace ln, rms;
};

FigureTraces figurePreset(const char *id)
{
    const nk::Preset *p = nk::Presets::find(id);
    REQUIRE(p);
    return {nk::traceLayerNorm(p->input, p->settings), nk::traceRmsNorm(p->input, p->settings)};
}

// A citation as each language writes it: "Narang et al., 2021" in English prose, "Narang 等，2021"
// in Chinese (full-width punctuation, 与 for &).
QString figCite(const QString &lang, const char *en)
{
    QString s = QString::fromUtf8(en);
    if (lang == QLatin1String("zh"))
        s.replace(QStringLiteral(" & "), QStringLiteral(" 与 "))
            .replace(QStringLiteral(" et al., "), QStringLiteral(" 等，"))
            .replace(QStringLiteral(", "), QStringLiteral("，"));
    return s;
}

const ModelNormTable::Row *figureModel(const QString &name)
{
    for (const ModelNormTable::Row &r : ModelNormTable::rows())
        if (r.name == name)
            return &r;
    return nullptr;
}

} // namespace

TEST_CASE("figures: every model row states its placement, OPT-350m and T5's paper included",
          "[narration][figures]")
{
    for (const ModelNormTable::Row &r : ModelNormTable::rows()) {
        INFO(r.name.toStdString());
        CHECK_FALSE(r.placement.isEmpty());
    }
    const ModelNormTable::Row *opt = figureModel(QStringLiteral("OPT"));
    REQUIRE(opt);
    CHECK(opt->evidence.contains(QStringLiteral("OPT-350m")));
    CHECK(opt->evidence.contains(QStringLiteral("post-norm")));
    const ModelNormTable::Row *t5 = figureModel(QStringLiteral("T5"));
    REQUIRE(t5);
    CHECK(t5->source.contains(QStringLiteral("Raffel et al. (2020)")));
    CHECK(t5->url.contains(QStringLiteral("arxiv.org")));
    const ModelNormTable::Row *gopher = figureModel(QStringLiteral("Gopher"));
    REQUIRE(gopher);
    CHECK(gopher->evidence.contains(QStringLiteral("GPT-2")));
}

TEST_CASE(
    "figures: chapter 8 names GPT-2 and GPT-3 and T5, hedges pre-norm, cites post-norm's cost",
    "[narration][figures]")
{
    const int models = stepOf(8, QStringLiteral("models"));
    const int pre = stepOf(8, QStringLiteral("pre-norm"));
    const int post = stepOf(8, QStringLiteral("post-norm"));
    for (const QString &lang : Narration::languages()) {
        INFO(lang.toStdString());
        const Narration &n = Narration::forLanguage(lang);
        const bool zh = lang == QLatin1String("zh");
        const QString table = n.rawStep(8, models, QStringLiteral("text"));
        for (const QString &t : {table, n.rawTakeaways(8).join(QLatin1Char(' '))}) {
            INFO(t.toStdString());
            CHECK(t.contains(QStringLiteral("GPT-2")));
            CHECK(t.contains(QStringLiteral("GPT-3")));
            CHECK_FALSE(t.contains(QStringLiteral("OpenAI")));
        }
        CHECK(table.contains(QStringLiteral("T5")));
        CHECK(table.contains(figCite(lang, "Raffel et al., 2020")));
        CHECK(n.rawStep(8, pre, QStringLiteral("text"))
                  .contains(zh ? QStringLiteral("大多数") : QStringLiteral("In most of today's")));
        const QString postText = n.rawStep(8, post, QStringLiteral("text"));
        CHECK(postText.contains(figCite(lang, "Xiong et al., 2020")));
        CHECK(postText.contains(figCite(lang, "Liu et al., 2020")));
    }
}

TEST_CASE("figures: internal covariate shift is drift over training, and the citations carry years",
          "[narration][figures]")
{
    for (const QString &lang : Narration::languages()) {
        INFO(lang.toStdString());
        const QString kitchen = Narration::forLanguage(lang).analogy(1);
        INFO(kitchen.toStdString());
        CHECK(kitchen.contains(figCite(lang, "Ioffe & Szegedy, 2015")));
        CHECK(kitchen.contains(figCite(lang, "Santurkar et al., 2018")));
        if (lang == QLatin1String("zh")) {
            CHECK(kitchen.contains(QStringLiteral("训练过程中某一层输入分布的漂移")));
            CHECK(kitchen.contains(QStringLiteral("刚初始化时")));
        } else {
            CHECK(kitchen.contains(QStringLiteral("a layer's inputs shifting over training")));
            CHECK(kitchen.contains(QStringLiteral("at initialization, before any training")));
            CHECK_FALSE(kitchen.contains(QStringLiteral("called the drift")));
        }
    }
}

TEST_CASE("figures: parity at scale is cited, adoption is not proof, the training model is tiny",
          "[narration][figures]")
{
    const int parity = stepOf(6, QStringLiteral("parity"));
    const int rmsnorm = stepOf(1, QStringLiteral("rmsnorm"));
    for (const QString &lang : Narration::languages()) {
        INFO(lang.toStdString());
        const Narration &n = Narration::forLanguage(lang);
        const bool zh = lang == QLatin1String("zh");
        const QString kitchen = n.analogy(6);
        for (const QString &t : {kitchen, n.rawStep(6, parity, QStringLiteral("notes")),
                                 n.rawStep(1, rmsnorm, QStringLiteral("notes"))}) {
            INFO(t.toStdString());
            CHECK(t.contains(figCite(lang, "Zhang & Sennrich, 2019")));
            CHECK(t.contains(figCite(lang, "Narang et al., 2021")));
            CHECK_FALSE(t.contains(QStringLiteral("Large models")));
            CHECK_FALSE(t.contains(QStringLiteral("大模型用 RMSNorm 训练得一样好")));
        }
        CHECK_FALSE(kitchen.contains(zh ? QStringLiteral("万亿") : QStringLiteral("trillions")));
        CHECK(kitchen.contains(zh ? QStringLiteral("不等于") : QStringLiteral("is not testing")));
        CHECK(n.rawStep(1, rmsnorm, QStringLiteral("notes"))
                  .contains(zh ? QStringLiteral("很小的字符级模型") : QStringLiteral("tiny")));
    }
}

TEST_CASE("figures: chapter 6 asserts no result before its run, nor a seed-to-seed spread",
          "[narration][figures]")
{
    const int parity = stepOf(6, QStringLiteral("parity"));
    for (const QString &lang : Narration::languages()) {
        INFO(lang.toStdString());
        const Narration &n = Narration::forLanguage(lang);
        const bool zh = lang == QLatin1String("zh");
        const QStringList takeaways = n.rawTakeaways(6);
        REQUIRE(takeaways.size() == 3);
        INFO(takeaways.join(QLatin1Char('\n')).toStdString());
        // The parity takeaway is conditional on the measured gap.
        CHECK(
            takeaways[0].contains(zh ? QStringLiteral("如果") : QStringLiteral("when their gap")));
        CHECK_FALSE(takeaways[0].contains(QStringLiteral("reach nearly the same")));
        // No typed "a few percent": the measured ratio carries over.
        CHECK_FALSE(takeaways[2].contains(zh ? QStringLiteral("几个百分点")
                                             : QStringLiteral("few percent")));
        CHECK(takeaways[2].contains(zh ? QStringLiteral("实测") : QStringLiteral("measured")));
        const QString text = n.rawStep(6, parity, QStringLiteral("text"));
        CHECK_FALSE(text.contains(zh ? QStringLiteral("远远甩开") : QStringLiteral("far behind")));
        const QString notes = n.rawStep(6, parity, QStringLiteral("notes"));
        CHECK_FALSE(
            notes.contains(zh ? QStringLiteral("差不多一样大") : QStringLiteral("about as large")));
        CHECK_FALSE(
            notes.contains(zh ? QStringLiteral("几百分之一") : QStringLiteral("hundredths")));
        CHECK(
            notes.contains(zh ? QStringLiteral("不会替你测") : QStringLiteral("does not measure")));
    }
}

TEST_CASE("figures: the claimed cost range is shown beside the inverse of the claimed throughput",
          "[narration][figures]")
{
    const FigureTraces t = figurePreset(nk::Presets::kWorkedExample);
    const QHash<QString, QString> v = LessonPlaceholders::values(t.ln, t.rms);
    CHECK(v.value(QStringLiteral("claim_cost_implied_low")) == QStringLiteral("0.77"));
    CHECK(v.value(QStringLiteral("claim_cost_implied_high")).startsWith(QStringLiteral("0.91")));
    const int step = stepOf(6, QStringLiteral("wall-time"));
    for (const QString &lang : Narration::languages()) {
        INFO(lang.toStdString());
        const QString text = Narration::forLanguage(lang).stepText(6, step, t.ln, t.rms);
        INFO(text.toStdString());
        for (const char *name : {"claim_cost_low", "claim_cost_high", "claim_cost_implied_low",
                                 "claim_cost_implied_high"})
            CHECK(text.contains(v.value(QLatin1String(name))));
    }
}

TEST_CASE("figures: memory-boundness is measured or cited, never a consequence of equal bytes",
          "[narration][figures]")
{
    const int truthStep = stepOf(10, QStringLiteral("training-speedup"));
    const int answerStep = stepOf(11, QStringLiteral("speed-up"));
    const int throughput = stepOf(6, QStringLiteral("throughput"));
    for (const QString &lang : Narration::languages()) {
        INFO(lang.toStdString());
        const Narration &n = Narration::forLanguage(lang);
        const bool zh = lang == QLatin1String("zh");
        const QString truth = n.rawStep(10, truthStep, QStringLiteral("truth"));
        const QString answer = n.rawStep(11, answerStep, QStringLiteral("answer"));
        const QString notes = n.rawStep(6, throughput, QStringLiteral("notes"));
        const QString takeaway = n.rawTakeaways(3).value(2);
        for (const QString &t : {truth, answer, notes, takeaway}) {
            INFO(t.toStdString());
            CHECK_FALSE(t.contains(QStringLiteral("so both are often limited")));
            CHECK_FALSE(t.contains(QStringLiteral("so a norm is often limited")));
            CHECK_FALSE(t.contains(QStringLiteral("equal bytes mean equal time")));
            CHECK_FALSE(t.contains(QStringLiteral("memory-bound")));
            CHECK_FALSE(t.contains(QStringLiteral("字节数相同，用时也就相同")));
        }
        for (const QString &t : {truth, answer, takeaway}) {
            INFO(t.toStdString());
            CHECK(t.contains(zh ? QStringLiteral("需实测") : QStringLiteral("measured")));
        }
        // The GPU share is cited, and the "small share" is no longer unconditional.
        for (const QString &t : {truth, answer, notes}) {
            INFO(t.toStdString());
            CHECK(t.contains(figCite(lang, "Ivanov et al., 2021")));
            CHECK_FALSE(t.contains(QStringLiteral("The norm is a small share")));
            CHECK_FALSE(t.contains(QStringLiteral("归一化只占一个训练步的一小部分")));
        }
        for (const QString &t : {truth, answer}) {
            INFO(t.toStdString());
            CHECK(t.contains(figCite(lang, "Zhang & Sennrich, 2019")));
            CHECK(t.contains(zh ? QStringLiteral("两次归约") : QStringLiteral("two reductions")));
            CHECK(t.contains(zh ? QStringLiteral("一次归约") : QStringLiteral("one reduction")));
        }
    }
}

TEST_CASE("figures: Amdahl's bound is 1 over 1 minus s, the formula with f its value for one f",
          "[narration][figures]")
{
    const int step = stepOf(11, QStringLiteral("speed-up"));
    for (const QString &lang : Narration::languages()) {
        INFO(lang.toStdString());
        const QString answer =
            Narration::forLanguage(lang).rawStep(11, step, QStringLiteral("answer"));
        INFO(answer.toStdString());
        const bool zh = lang == QLatin1String("zh");
        CHECK(answer.contains(zh ? QStringLiteral("最多也只是 1 / (1 − s) 倍")
                                 : QStringLiteral("at most 1 / (1 − s)")));
        CHECK(answer.contains(QStringLiteral("1 / (1 − s + s / f)")));
        CHECK_FALSE(answer.contains(QStringLiteral("at most 1 / (1 − s + s / f)")));
        CHECK_FALSE(answer.contains(QStringLiteral("最多也只快")));
    }
}

TEST_CASE("figures: a second walk of a real kernel finds the row in registers or cache",
          "[narration][figures]")
{
    const int walks = stepOf(4, QStringLiteral("walks"));
    const int bandwidth = stepOf(4, QStringLiteral("bandwidth"));
    for (const QString &lang : Narration::languages()) {
        INFO(lang.toStdString());
        const Narration &n = Narration::forLanguage(lang);
        const bool zh = lang == QLatin1String("zh");
        for (const QString &t :
             {n.rawStep(4, walks, QStringLiteral("notes")), n.rawTakeaways(9).value(3)}) {
            INFO(t.toStdString());
            CHECK(t.contains(zh ? QStringLiteral("寄存器或缓存")
                                : QStringLiteral("registers or cache")));
            CHECK_FALSE(t.contains(QStringLiteral("into a single walk")));
        }
        CHECK(n.rawStep(4, bandwidth, QStringLiteral("text"))
                  .contains(zh ? QStringLiteral("批量（融合）算子")
                               : QStringLiteral("batch (fused) kernels")));
        const QString notes = n.rawStep(4, bandwidth, QStringLiteral("notes"));
        CHECK(notes.contains(figCite(lang, "Ivanov et al., 2021")));
        CHECK_FALSE(notes.contains(QStringLiteral("一次训练迭代")));
    }
}

TEST_CASE(
    "figures: chapter 5 cites the large-offset preset and the Σx² threshold as core gives them",
    "[narration][figures]")
{
    const nk::Preset *lo = nk::Presets::find("large-offset");
    REQUIRE(lo);
    const nk::NormTrace loLn = nk::traceLayerNorm(lo->input, lo->settings);
    const nk::TraceStep *var = loLn.step(nk::StepId::Variance);
    REQUIRE(var);
    CHECK(var->namedValue("raw_variance") < 0.0);
    CHECK(var->referenceScalar == Approx(0.987654).epsilon(1e-4));
    const FigureTraces t = figurePreset("zero-mean");
    const QHash<QString, QString> v = LessonPlaceholders::values(t.ln, t.rms);
    const nk::Precision fp32 = lo->settings.precision;
    CHECK(v.value(QStringLiteral("lo_raw_var")) ==
          QString::fromStdString(nk::NumberFormat::number(var->namedValue("raw_variance"), fp32)));
    CHECK(v.value(QStringLiteral("lo_x")).count(QLatin1Char(',')) == int(lo->input.size()) - 1);
    CHECK(v.value(QStringLiteral("fp16_rms_limit")) ==
          QString::fromStdString(nk::NumberFormat::number(
              nk::PrecisionLimits::sumOfSquaresOverflowRms(nk::Precision::Fp16, t.ln.d()), 4)));
    const int cancellation = stepOf(5, QStringLiteral("cancellation"));
    const int overflow = stepOf(5, QStringLiteral("overflow"));
    for (const QString &lang : Narration::languages()) {
        INFO(lang.toStdString());
        const Narration &n = Narration::forLanguage(lang);
        const QString text = n.stepText(5, cancellation, t.ln, t.rms);
        INFO(text.toStdString());
        for (const char *name : {"lo_x", "lo_mu", "lo_raw_var", "lo_true_var"})
            CHECK(text.contains(v.value(QLatin1String(name))));
        CHECK_FALSE(text.contains(QStringLiteral("ten thousand")));
        CHECK_FALSE(text.contains(QStringLiteral("一万上下")));
        const QString over = n.stepText(5, overflow, t.ln, t.rms);
        INFO(over.toStdString());
        CHECK(over.contains(v.value(QStringLiteral("fp16_rms_limit"))));
        CHECK(over.contains(QStringLiteral("llm.c")));
    }
    // Misconception 7's input is read from core, values of both signs.
    const int lowp = stepOf(10, QStringLiteral("low-precision"));
    const nk::LowPrecisionRegime mixed = nk::Misconceptions::lowPrecisionRegime(false);
    CHECK(v.value(QStringLiteral("lowp_mixed_x")) ==
          QString::fromStdString(nk::NumberFormat::list(mixed.input, nk::Precision::Fp16)));
    for (const QString &lang : Narration::languages())
        CHECK(Narration::forLanguage(lang)
                  .stepText(10, lowp, t.ln, t.rms)
                  .contains(v.value(QStringLiteral("lowp_mixed_x"))));
}

TEST_CASE("figures: fp16's square overflow threshold is one placeholder, from PrecisionLimits",
          "[narration][figures]")
{
    const FigureTraces t = figurePreset("zero-mean");
    const QHash<QString, QString> v = LessonPlaceholders::values(t.ln, t.rms);
    const double limit = nk::PrecisionLimits::smallestOverflowingSquare(nk::Precision::Fp16);
    CHECK(v.value(QStringLiteral("fp16_square_limit")) ==
          QString::fromStdString(nk::NumberFormat::number(limit, 6)));
    CHECK(v.value(QStringLiteral("fp16_max")) ==
          QString::fromStdString(
              nk::NumberFormat::number(nk::formatInfo(nk::Precision::Fp16).largestFinite, 6)));
    CHECK(v.value(QStringLiteral("fp16_min_subnormal")) ==
          QString::fromStdString(nk::NumberFormat::number(
              nk::PrecisionLimits::smallestSubnormal(nk::Precision::Fp16), 3)));
    // No second name for the same threshold.
    CHECK_FALSE(v.contains(QStringLiteral("fp16_square_overflow")));
    // Chapter 5's overflow step quotes it in every language.
    const int overflow = stepOf(5, QStringLiteral("overflow"));
    for (const QString &lang : Narration::languages()) {
        INFO(lang.toStdString());
        const QString text = Narration::forLanguage(lang).stepText(5, overflow, t.ln, t.rms);
        CHECK(text.contains(v.value(QStringLiteral("fp16_square_limit"))));
        CHECK_FALSE(text.contains(QStringLiteral("{fp16_")));
    }
}

TEST_CASE("figures: chapter 4's counted ratios, columns and the sheet size come from core",
          "[narration][figures]")
{
    const FigureTraces t = figurePreset(nk::Presets::kWorkedExample);
    REQUIRE(t.ln.settings.variance == nk::VarianceAlgorithm::TwoPass);
    const QHash<QString, QString> v = LessonPlaceholders::values(t.ln, t.rms);
    // Two-pass counts the careful textbook 7d against 4d; Welford counts more per element.
    CHECK(v.value(QStringLiteral("ln_per_element")) ==
          QString::number(nk::claims::kCarefulLayerNormPerElement));
    CHECK(v.value(QStringLiteral("rms_per_element")) ==
          QString::number(nk::claims::kCarefulRmsNormPerElement));
    const long long welford =
        nk::CostLedger::formula(nk::Algorithm::LayerNorm, nk::VarianceAlgorithm::Welford)
            .perElement;
    CHECK(welford > 7);
    CHECK(v.value(QStringLiteral("ln_online_per_element")) == QString::number(welford));
    // The additions differ most: the mean's sum and β's addition; the subtractions by d.
    const long long addDiff = t.ln.ops.add - t.rms.ops.add;
    CHECK(addDiff == t.ln.step(nk::StepId::Mean)->ops.add + t.ln.step(nk::StepId::Affine)->ops.add);
    CHECK(addDiff == 2 * t.ln.d() - 1);
    CHECK(t.ln.ops.sub - t.rms.ops.sub == t.ln.d());
    const int claim = stepOf(4, QStringLiteral("claim"));
    const int operations = stepOf(4, QStringLiteral("operations"));
    const int measured = stepOf(4, QStringLiteral("measured"));
    const int exercises = stepOf(11, QStringLiteral("exercises"));
    for (const QString &lang : Narration::languages()) {
        INFO(lang.toStdString());
        const Narration &n = Narration::forLanguage(lang);
        const bool zh = lang == QLatin1String("zh");
        const QString claimNotes = n.teacherNotes(4, claim, t.ln, t.rms);
        INFO(claimNotes.toStdString());
        CHECK(claimNotes.contains(zh ? QStringLiteral("7 比 4") : QStringLiteral("7 to 4")));
        CHECK(claimNotes.contains(QString::number(welford)));
        CHECK_FALSE(claimNotes.contains(QStringLiteral("seven to four")));
        const QString opNotes = n.teacherNotes(4, operations, t.ln, t.rms);
        INFO(opNotes.toStdString());
        CHECK(opNotes.contains(QString::number(addDiff)));
        const QString measuredNotes = n.rawStep(4, measured, QStringLiteral("notes"));
        CHECK_FALSE(measuredNotes.contains(QStringLiteral("few nanoseconds")));
        CHECK_FALSE(measuredNotes.contains(QStringLiteral("usually come out close")));
        CHECK_FALSE(measuredNotes.contains(QStringLiteral("通常相差无几")));
        const QString sheet = n.teacherNotes(11, exercises, t.ln, t.rms);
        CHECK(sheet.contains(QString::number(nk::ExerciseSheet::kDefaultCount)));
        CHECK_FALSE(sheet.contains(zh ? QStringLiteral("五道题") : QStringLiteral("five vectors")));
    }
    CHECK(ExercisePanel::kSheetSize == nk::ExerciseSheet::kDefaultCount);
}

TEST_CASE("figures: the benchmark card compares LN over RMS, formats its thresholds, explains copy",
          "[narration][figures]")
{
    BenchmarkCard card;
    card.retranslate();
    BenchmarkCard::Result r;
    r.d = 4096;
    r.rows = 256;
    r.bytesPerElement = 4;
    r.copyGbps = 20.0;
    r.copySeconds = 1.0;
    r.layerNormSeconds = 0.8; // 125 % of the copy
    r.rmsNormSeconds = 0.76;
    r.rmsOverLnTime = r.rmsNormSeconds / r.layerNormSeconds;
    r.layerNormFractionOfCopy = r.copySeconds / r.layerNormSeconds;
    r.rmsNormFractionOfCopy = r.copySeconds / r.rmsNormSeconds;
    r.stores = nk::BatchKernels::Stores::Streaming;
    REQUIRE(nk::CostLedger::isMemoryBound(r));
    nk::MonitorBenchmarkPlan plan;
    plan.dimensions = {4096};
    card.show({r}, {}, plan, false, BenchmarkCard::Stop::None);
    const QString status = card.status();
    INFO(status.toStdString());
    // LayerNorm's time ÷ RMSNorm's, as the operations: 0.8 / 0.76.
    CHECK(status.contains(QStringLiteral("LayerNorm takes ") +
                          NumberText::number(r.layerNormSeconds / r.rmsNormSeconds, 3)));
    // The thresholds of CostLedger::isMemoryBound(), formatted from its constants.
    CHECK(status.contains(NumberText::percent(nk::CostLedger::kMemoryBoundFractionOfCopy, 2)));
    CHECK(status.contains(QStringLiteral("within 10\u00a0% of each other")));
    // Above 100 % of the copy, and why.
    CHECK(status.contains(QStringLiteral("streaming stores")));
    CHECK(status.contains(QStringLiteral("not the memory's hard limit")));
    CHECK(status.contains(QStringLiteral("Ivanov et al., 2021")));
    CHECK_FALSE(status.contains(QStringLiteral("small part of a training step")));
    // A result below the copy gives no reason to explain.
    r.layerNormFractionOfCopy = r.rmsNormFractionOfCopy = 0.9;
    CHECK(BenchmarkWords::aboveCopyReason(r).isEmpty());
    r.layerNormFractionOfCopy = 1.2;
    r.stores = nk::BatchKernels::Stores::Cached;
    CHECK(BenchmarkWords::aboveCopyReason(r).contains(QStringLiteral("caches")));
    // The tie is formatted from its constant too.
    r.rmsNormSeconds = r.layerNormSeconds * 1.005;
    r.rmsOverLnTime = r.rmsNormSeconds / r.layerNormSeconds;
    card.show({r}, {}, plan, false, BenchmarkCard::Stop::None);
    CHECK(card.status().contains(QStringLiteral("to within ") +
                                 NumberText::percent(BenchmarkCard::kSameTimeTolerance, 2)));
}

TEST_CASE("figures: LayerNorm cannot blow up in size, its bound from core, the real hazards named",
          "[narration][figures]")
{
    const FigureTraces t = figurePreset("near-constant");
    const QHash<QString, QString> v = LessonPlaceholders::values(t.ln, t.rms);
    const double bound = nk::MonitorNumbers::standardizedBound(t.ln.d());
    CHECK(bound == Approx(std::sqrt(double(t.ln.d() - 1))));
    CHECK(v.value(QStringLiteral("xhat_bound")) ==
          QString::fromStdString(nk::NumberFormat::number(bound, 4)));
    const int blows = stepOf(10, QStringLiteral("constant-blows-up"));
    const int standardize = stepOf(2, QStringLiteral("standardize"));
    for (const QString &lang : Narration::languages()) {
        INFO(lang.toStdString());
        const Narration &n = Narration::forLanguage(lang);
        const bool zh = lang == QLatin1String("zh");
        const QString truth = n.stepField(10, blows, QStringLiteral("truth"), t.ln, t.rms);
        INFO(truth.toStdString());
        CHECK(truth.contains(v.value(QStringLiteral("xhat_bound"))));
        CHECK(truth.contains(QStringLiteral("√(d − 1)")));
        CHECK(truth.contains(QStringLiteral("NaN")));
        CHECK_FALSE(truth.contains(QStringLiteral("差值")));
        const QString notes = n.rawStep(2, standardize, QStringLiteral("notes"));
        CHECK(notes.contains(QStringLiteral("|x̂ᵢ| ≤ √(d − 1)")));
        if (zh) {
            CHECK(notes.contains(
                QString::fromStdString(nk::Presets::find("near-constant")->titleZh)));
            CHECK_FALSE(notes.contains(QStringLiteral("输入几乎恒定")));
        }
    }
}

TEST_CASE("figures: interview answers on invariance, eps placement, the listing and the identity",
          "[narration][figures]")
{
    const FigureTraces t = figurePreset(nk::Presets::kWorkedExample);
    const QHash<QString, QString> v = LessonPlaceholders::values(t.ln, t.rms);
    const int invariances = stepOf(11, QStringLiteral("invariances"));
    const int identity = stepOf(11, QStringLiteral("rms-identity"));
    const int flops = stepOf(10, QStringLiteral("half-the-flops"));
    const int divide = stepOf(9, QStringLiteral("divide"));
    const int output = stepOf(9, QStringLiteral("output"));
    for (const QString &lang : Narration::languages()) {
        INFO(lang.toStdString());
        const Narration &n = Narration::forLanguage(lang);
        const bool zh = lang == QLatin1String("zh");
        const QString inv = n.rawStep(11, invariances, QStringLiteral("answer"));
        INFO(inv.toStdString());
        CHECK(inv.contains(zh ? QStringLiteral("表 1") : QStringLiteral("Table 1")));
        CHECK(inv.contains(zh ? QStringLiteral("在 ε 的影响之外") : QStringLiteral("up to ε")));
        CHECK(inv.contains(zh ? QStringLiteral("重新中心化") : QStringLiteral("re-centring W")));
        CHECK_FALSE(inv.contains(QStringLiteral("差值")));
        const QString id = n.rawStep(11, identity, QStringLiteral("answer"));
        CHECK(id.contains(QStringLiteral("+ 2μ(xᵢ − μ) +")));
        const QString truth = n.rawStep(10, flops, QStringLiteral("truth"));
        CHECK_FALSE(truth.contains(QStringLiteral("smaller still")));
        CHECK_FALSE(truth.contains(QStringLiteral("差距就更小了")));
        CHECK(n.rawStep(9, divide, QStringLiteral("notes")).contains(QStringLiteral("rms + eps")));
        const QString out = n.teacherNotes(9, output, t.ln, t.rms);
        CHECK(out.contains(QStringLiteral("np.array")));
        CHECK(out.contains(QStringLiteral("eps=") + v.value(QStringLiteral("eps"))));
        const QString take = n.rawTakeaways(2).value(2);
        CHECK_FALSE(take.contains(QStringLiteral("exactly β")));
        CHECK_FALSE(take.contains(QStringLiteral("恰好是 β")));
        CHECK(
            take.contains(zh ? QStringLiteral("舍入误差以内") : QStringLiteral("up to rounding")));
    }
}
