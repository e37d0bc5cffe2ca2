// The chapters' words (resources/chapters/words_<lang>.json) for every chapter and step of the
// catalog: complete in both languages (teacher notes and variance variants included), the same
// live numbers in both, every placeholder known and filled, no canned numbers, the glossary's
// words, and Chinese that is Chinese.
#include "lesson/chaptercatalog.h"
#include "io/presets.h"
#include "lesson/lessonplaceholders.h"
#include "lesson/narration.h"
#include "norm/layernormtrace.h"
#include "norm/numberformat.h"
#include "norm/rmsnormtrace.h"

#include "catchqt.h"

#include <catch2/catch.hpp>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QString>
#include <QStringList>

#include <vector>

using namespace nk::ui;

namespace {

// Not a static: the catalog is a resource, registered during static initialisation too.
QList<int> catalogChapters()
{
    return ChapterCatalog::instance().ids();
}
const nk::VarianceAlgorithm kVariances[] = {
    nk::VarianceAlgorithm::TwoPass, nk::VarianceAlgorithm::OnePass, nk::VarianceAlgorithm::Welford};

int stepCount(int chapter)
{
    const ChapterCatalog::Chapter *c = ChapterCatalog::instance().chapter(chapter);
    return c ? c->stepCount() : 0;
}

struct NarrationTraces
{
    nk::NormTrace ln;
    nk::NormTrace rms;
};

NarrationTraces tracesFor(const nk::Preset &preset)
{
    return {nk::traceLayerNorm(preset.input, preset.settings),
            nk::traceRmsNorm(preset.input, preset.settings)};
}

NarrationTraces seedTraces()
{
    const nk::Preset *seed = nk::Presets::find(nk::Presets::kWorkedExample);
    REQUIRE(seed != nullptr);
    return tracesFor(*seed);
}

QSet<QString> placeholders(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("\\{([a-z0-9_]+)\\}"));
    QSet<QString> names;
    auto it = re.globalMatch(text);
    while (it.hasNext())
        names.insert(it.next().captured(1));
    return names;
}

bool isCjk(QChar c)
{
    const ushort u = c.unicode();
    return (u >= 0x4E00 && u <= 0x9FFF) || (u >= 0x3400 && u <= 0x4DBF);
}

bool hasCjk(const QString &text)
{
    for (QChar c : text)
        if (isCjk(c))
            return true;
    return false;
}

// One text of the narration with where it comes from, for messages.
struct Text
{
    QString where;
    QString raw;
};

// Every raw text of a chapter, in a fixed order shared by both languages: title, kitchen,
// step titles, texts and notes in every variance variant, takeaways.
QList<Text> textsOf(const QString &lang, int chapter)
{
    const Narration &n = Narration::forLanguage(lang);
    QList<Text> texts;
    const QString ch = QStringLiteral("chapter %1").arg(chapter);
    texts << Text{ch + QStringLiteral(" title"), n.chapterTitle(chapter)};
    texts << Text{ch + QStringLiteral(" kitchen"), n.analogy(chapter)};
    for (int s = 0; s < stepCount(chapter); ++s) {
        for (nk::VarianceAlgorithm v : kVariances) {
            const QString where =
                ch + QStringLiteral(" step %1 (%2) ").arg(s + 1).arg(Narration::variantName(v));
            for (const char *field : {"title", "text", "notes"})
                texts << Text{where + QLatin1String(field),
                              n.rawStep(chapter, s, QLatin1String(field), v)};
            // A chapter panel's own fields, where the step has them (in both languages: the
            // test of equal live numbers compares the lists).
            for (const QString &field : Narration::panelFields()) {
                const QString raw = n.rawStep(chapter, s, field, v);
                if (!raw.isEmpty())
                    texts << Text{where + field, raw};
            }
        }
    }
    const QStringList takeaways = n.rawTakeaways(chapter);
    for (int k = 0; k < takeaways.size(); ++k)
        texts << Text{ch + QStringLiteral(" takeaway %1").arg(k), takeaways[k]};
    return texts;
}

QString sorted(const QSet<QString> &set)
{
    QStringList l(set.begin(), set.end());
    l.sort();
    return l.join(QStringLiteral(", "));
}

} // namespace

TEST_CASE("Every chapter and step of the catalog has its words in both languages",
          "[narration][catalog]")
{
    const NarrationTraces t = seedTraces();
    REQUIRE_FALSE(catalogChapters().isEmpty());
    for (const QString &lang : Narration::languages()) {
        INFO("language " << lang.toStdString());
        const Narration &n = Narration::forLanguage(lang);
        REQUIRE(n.isValid());
        for (int ch : catalogChapters()) {
            INFO("chapter " << ch);
            REQUIRE(n.hasChapter(ch));
            CHECK_FALSE(n.chapterTitle(ch).trimmed().isEmpty());
            CHECK_FALSE(n.analogy(ch).trimmed().isEmpty());
            REQUIRE(stepCount(ch) >= 1);
            for (int s = 0; s < stepCount(ch); ++s) {
                INFO("step " << s + 1);
                // Variants may only name a variance algorithm.
                for (const QString &variant : n.variantsOf(ch, s))
                    CHECK((variant == QLatin1String("one-pass") ||
                           variant == QLatin1String("welford")));
                for (nk::VarianceAlgorithm v : kVariances) {
                    INFO("variance " << nk::toString(v));
                    CHECK_FALSE(n.stepTitle(ch, s, v).trimmed().isEmpty());
                    CHECK_FALSE(n.rawStep(ch, s, QStringLiteral("text"), v).trimmed().isEmpty());
                    // Teacher notes, for the presenter console.
                    CHECK_FALSE(n.rawStep(ch, s, QStringLiteral("notes"), v).trimmed().isEmpty());
                }
            }
            const QStringList takeaways = n.takeaways(ch, t.ln, t.rms);
            CHECK(takeaways.size() >= 3);
            CHECK(takeaways.size() <= 5);
            for (const QString &k : takeaways)
                CHECK_FALSE(k.trimmed().isEmpty());
        }
    }
}

TEST_CASE("Narration uses the same live numbers in Chinese and English", "[narration]")
{
    REQUIRE(Narration::forLanguage(QStringLiteral("en")).isValid());
    REQUIRE(Narration::forLanguage(QStringLiteral("zh")).isValid());
    for (int ch : catalogChapters()) {
        const QList<Text> en = textsOf(QStringLiteral("en"), ch);
        const QList<Text> zh = textsOf(QStringLiteral("zh"), ch);
        // Same number of steps and takeaways, so the lists line up one to one.
        REQUIRE(en.size() == zh.size());
        for (int i = 0; i < en.size(); ++i) {
            INFO(en[i].where.toStdString()
                 << ": en {" << sorted(placeholders(en[i].raw)).toStdString() << "} zh {"
                 << sorted(placeholders(zh[i].raw)).toStdString() << "}");
            CHECK(en[i].where == zh[i].where);
            CHECK(placeholders(en[i].raw) == placeholders(zh[i].raw));
        }
    }
}

TEST_CASE("Every placeholder in the narration is provided and filled", "[narration]")
{
    // The seed example first, then every other preset, so fp16/bf16 inputs and other
    // settings fill too.
    std::vector<const nk::Preset *> presets{nk::Presets::find(nk::Presets::kWorkedExample)};
    REQUIRE(presets.front() != nullptr);
    for (const nk::Preset &preset : nk::Presets::all())
        presets.push_back(&preset);
    for (const nk::Preset *preset : presets) {
        INFO("preset " << preset->id);
        const NarrationTraces t = tracesFor(*preset);
        const auto values = LessonPlaceholders::values(t.ln, t.rms);
        for (const QString &lang : Narration::languages()) {
            INFO("language " << lang.toStdString());
            const Narration &n = Narration::forLanguage(lang);
            for (int ch : catalogChapters()) {
                for (const Text &text : textsOf(lang, ch)) {
                    INFO(text.where.toStdString() << ": " << text.raw.toStdString());
                    for (const QString &name : placeholders(text.raw)) {
                        INFO("placeholder {" << name.toStdString() << "}");
                        CHECK(values.contains(name));
                    }
                    const QString filled = Narration::fill(text.raw, values);
                    CHECK_FALSE(filled.contains(QLatin1Char('{')));
                    CHECK_FALSE(filled.contains(QLatin1Char('}')));
                }
                // And through the accessors the views use.
                for (int s = 0; s < stepCount(ch); ++s) {
                    const QString filled = n.stepText(ch, s, t.ln, t.rms);
                    INFO("chapter " << ch << " step " << s << ": " << filled.toStdString());
                    CHECK_FALSE(filled.contains(QLatin1Char('{')));
                    CHECK_FALSE(n.teacherNotes(ch, s, t.ln, t.rms).contains(QLatin1Char('{')));
                }
                for (const QString &k : n.takeaways(ch, t.ln, t.rms)) {
                    INFO("chapter " << ch << " takeaway: " << k.toStdString());
                    CHECK_FALSE(k.contains(QLatin1Char('{')));
                }
            }
        }
    }
}

TEST_CASE("Narration shows the worked example's live numbers", "[narration]")
{
    const NarrationTraces t = seedTraces();
    const nk::TraceStep *mean = t.ln.step(nk::StepId::Mean);
    REQUIRE(mean != nullptr);
    const QString mu =
        QString::fromStdString(nk::NumberFormat::number(mean->scalar, t.ln.settings.precision));
    REQUIRE_FALSE(mu.isEmpty());
    const QString x = LessonPlaceholders::values(t.ln, t.rms).value(QStringLiteral("x"));
    for (const QString &lang : Narration::languages()) {
        INFO("language " << lang.toStdString());
        const Narration &n = Narration::forLanguage(lang);
        // Chapter 2, step 2: LayerNorm's mean.
        const QString text = n.stepText(2, 1, t.ln, t.rms);
        INFO(text.toStdString() << " should contain " << mu.toStdString());
        CHECK(text.contains(mu));
        // The first step of chapters 1–3 shows the vector as stored.
        for (int ch : {1, 2, 3})
            CHECK(n.stepText(ch, 0, t.ln, t.rms).contains(x));
    }
}

TEST_CASE("Predict mode's words hide the results and keep the givens", "[narration][predict]")
{
    const NarrationTraces t = seedTraces();
    const QStringList names = LessonPlaceholders::names();
    for (const QString &given : LessonPlaceholders::givens())
        CHECK(names.contains(given)); // no stale name in the list
    const nk::TraceStep *mean = t.ln.step(nk::StepId::Mean);
    const QString mu =
        QString::fromStdString(nk::NumberFormat::number(mean->scalar, t.ln.settings.precision));
    const QString x = LessonPlaceholders::values(t.ln, t.rms).value(QStringLiteral("x"));
    for (const QString &lang : Narration::languages()) {
        INFO("language " << lang.toStdString());
        const Narration &n = Narration::forLanguage(lang);
        // Chapter 2, step 2: μ is the answer; the vector is the given.
        const QString covered = n.stepTextCovered(2, 1, t.ln, t.rms);
        CHECK_FALSE(covered.contains(mu));
        CHECK(covered.contains(QStringLiteral("?")));
        CHECK(n.stepTextCovered(2, 0, t.ln, t.rms).contains(x));
        // Chapter 4, step 1: the totals 23 and 14 are hidden, d = 3 is not.
        const QString cost = n.stepTextCovered(4, 0, t.ln, t.rms);
        CHECK_FALSE(cost.contains(QStringLiteral("23")));
        CHECK(cost.contains(QStringLiteral("3")));
    }
}

TEST_CASE("Narration has no canned numbers", "[narration]")
{
    // Outside placeholders only the 0 and 1 of "centred on 0, variance 1", "ε = 0", "RMS
    // exactly 1" and the indices of x₁ may carry digits; claims such as 8d are placeholders.
    static const QRegularExpression placeholder(QStringLiteral("\\{[a-z0-9_]+\\}"));
    // Precision names are names; "2μ" and "2ab" are the cross term's coefficient in chapter 5's
    // derivation, not live numbers. A citation's year ("Sennrich, 2019", "et al., 2021", in
    // Chinese "等，2021") and a model's name (GPT-2, T5, Llama 2) are names too.
    static const QRegularExpression facts(QStringLiteral(
        "x[0-9₀-₉]|σ²|x²|xᵢ²|E\\[x²\\]|fp16|fp32|fp64|bf16|2μ|2ab|"
        "(?:et al\\.|等|[A-Z][a-z]+)(?:, |，)(?:19|20)[0-9]{2}(?![0-9])|GPT-[0-9]+|T5|"
        "Llama 2"));
    static const QRegularExpression digits(QStringLiteral("[0-9]+(?:\\.[0-9]+)?"));
    for (const QString &lang : Narration::languages()) {
        for (int ch : catalogChapters()) {
            for (const Text &text : textsOf(lang, ch)) {
                QString rest = text.raw;
                rest.remove(placeholder).remove(facts);
                auto it = digits.globalMatch(rest);
                while (it.hasNext()) {
                    const QString number = it.next().captured(0);
                    INFO(lang.toStdString()
                         << " " << text.where.toStdString() << ": " << text.raw.toStdString());
                    CHECK((number == QLatin1String("0") || number == QLatin1String("1")));
                }
            }
        }
    }
}

TEST_CASE("The words follow the glossary and never name the source documents", "[narration]")
{
    // GLOSSARY.md: one word per idea; these are the ones to avoid.
    const QStringList zhAvoid = {QStringLiteral("去中心"),   QStringLiteral("劲道"),
                                 QStringLiteral("离散度"),   QStringLiteral("拷贝"),
                                 QStringLiteral("种子"),     QStringLiteral("原教程"),
                                 QStringLiteral("welford"),  QStringLiteral("eps-lost"),
                                 QStringLiteral("two-pass"), QStringLiteral("one-pass")};
    const QStringList enAvoid = {QStringLiteral("seed"), QStringLiteral("eps-lost")};
    for (int ch : catalogChapters()) {
        for (const Text &text : textsOf(QStringLiteral("zh"), ch)) {
            INFO("zh " << text.where.toStdString() << ": " << text.raw.toStdString());
            for (const QString &word : zhAvoid)
                CHECK_FALSE(text.raw.contains(word, Qt::CaseSensitive));
        }
        for (const Text &text : textsOf(QStringLiteral("en"), ch)) {
            INFO("en " << text.where.toStdString() << ": " << text.raw.toStdString());
            for (const QString &word : enAvoid)
                CHECK_FALSE(text.raw.contains(word, Qt::CaseInsensitive));
        }
    }
}

TEST_CASE("LayerNorm's words follow the chosen variance algorithm", "[narration]")
{
    // Two-pass walks the table twice for its statistics; one-pass and Welford once. The words
    // of chapter 2's third step (the gaps) must not promise a second walk that is not made.
    const nk::Preset *seed = nk::Presets::find(nk::Presets::kWorkedExample);
    REQUIRE(seed != nullptr);
    for (nk::VarianceAlgorithm v : kVariances) {
        nk::NormSettings s = seed->settings;
        s.variance = v;
        const nk::NormTrace ln = nk::traceLayerNorm(seed->input, s);
        const nk::NormTrace rms = nk::traceRmsNorm(seed->input, s);
        const Narration &en = Narration::forLanguage(QStringLiteral("en"));
        QString words;
        for (int step = 0; step < stepCount(2); ++step)
            words += en.stepTitle(2, step, v) + QLatin1Char(' ') + en.stepText(2, step, ln, rms);
        INFO(nk::toString(v) << ": " << words.toStdString());
        if (v == nk::VarianceAlgorithm::TwoPass)
            CHECK(words.contains(QStringLiteral("second walk"), Qt::CaseInsensitive));
        else
            CHECK_FALSE(words.contains(QStringLiteral("second walk"), Qt::CaseInsensitive));
    }
}

TEST_CASE("Chinese narration is Chinese, English narration is English", "[narration]")
{
    static const QRegularExpression sentenceEnd(QStringLiteral("[。！？；\\n]"));
    static const QRegularExpression placeholder(QStringLiteral("\\{[a-z0-9_]+\\}"));
    // Chinese prose uses full-width punctuation; ASCII is left to the formulas, such as the
    // argument list of min(t/T_w, 1): a bracket with no Chinese and no full-width sign in it,
    // and to names of code (llm.c, np.array), whose dot a lower-case letter follows.
    static const QRegularExpression asciiPunct(QStringLiteral("[,;:!?]|\\.(?![0-9a-z_])"));
    static const QRegularExpression names(QStringLiteral("llm\\.c"));
    static const QRegularExpression formula(
        QStringLiteral("\\([^()\\p{Han}\\x{3000}-\\x{303F}\\x{FF00}-\\x{FFEF}]*\\)"));
    for (int ch : catalogChapters()) {
        for (const Text &text : textsOf(QStringLiteral("zh"), ch)) {
            INFO("zh " << text.where.toStdString() << ": " << text.raw.toStdString());
            CHECK(hasCjk(text.raw));
            // No sentence is left in English (or formulas) only.
            for (const QString &sentence : text.raw.split(sentenceEnd, Qt::SkipEmptyParts)) {
                if (sentence.trimmed().isEmpty())
                    continue;
                INFO("sentence: " << sentence.toStdString());
                CHECK(hasCjk(sentence));
            }
            QString prose = text.raw;
            prose.remove(placeholder).remove(formula).remove(names);
            CHECK_FALSE(prose.contains(asciiPunct));
        }
        for (const Text &text : textsOf(QStringLiteral("en"), ch)) {
            INFO("en " << text.where.toStdString() << ": " << text.raw.toStdString());
            CHECK_FALSE(hasCjk(text.raw));
        }
    }
}
