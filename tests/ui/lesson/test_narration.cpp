// The narration resources (resources/narration/narration_<lang>.json) for chapters 1–3:
// complete in both languages, the same live numbers in both, every placeholder known and
// filled, no canned numbers, and Chinese that is Chinese.
#include "layernormtrace.h"
#include "liveformula.h"
#include "narration.h"
#include "presets.h"
#include "rmsnormtrace.h"

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

namespace {

const QList<int> kChapters = {1, 2, 3};

struct Traces
{
    nk::NormTrace ln;
    nk::NormTrace rms;
};

Traces tracesFor(const nk::Preset &preset)
{
    return {nk::traceLayerNorm(preset.input, preset.settings),
            nk::traceRmsNorm(preset.input, preset.settings)};
}

Traces seedTraces()
{
    const nk::Preset *seed = nk::Presets::find(nk::Presets::kSeedExample);
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

// The takeaways as written (Narration only hands them out filled), read from the same resource.
QStringList rawTakeaways(const QString &lang, int chapter)
{
    QFile f(QStringLiteral(":/narration/narration_%1.json").arg(lang));
    REQUIRE(f.open(QIODevice::ReadOnly));
    const QJsonArray a = QJsonDocument::fromJson(f.readAll())
                             .object()
                             .value(QStringLiteral("chapters"))
                             .toObject()
                             .value(QString::number(chapter))
                             .toObject()
                             .value(QStringLiteral("takeaways"))
                             .toArray();
    QStringList out;
    for (const QJsonValue &v : a)
        out << v.toString();
    return out;
}

// Every raw text of a chapter, in a fixed order shared by both languages: title, kitchen,
// step titles and texts, takeaways.
QList<Text> textsOf(const QString &lang, int chapter)
{
    const Narration &n = Narration::forLanguage(lang);
    QList<Text> texts;
    const QString ch = QStringLiteral("chapter %1").arg(chapter);
    texts << Text{ch + QStringLiteral(" title"), n.chapterTitle(chapter)};
    texts << Text{ch + QStringLiteral(" kitchen"), n.analogy(chapter)};
    for (int s = 0; s < n.stepCount(chapter); ++s) {
        texts << Text{ch + QStringLiteral(" step %1 title").arg(s), n.stepTitle(chapter, s)};
        texts << Text{ch + QStringLiteral(" step %1 text").arg(s), n.rawStepText(chapter, s)};
    }
    const QStringList takeaways = rawTakeaways(lang, chapter);
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

TEST_CASE("Narration loads chapters 1-3 in both languages", "[narration]")
{
    const Traces t = seedTraces();
    for (const QString &lang : Narration::languages()) {
        INFO("language " << lang.toStdString());
        const Narration &n = Narration::forLanguage(lang);
        REQUIRE(n.isValid());
        const QList<int> chapters = n.chapters();
        for (int ch : kChapters) {
            INFO("chapter " << ch);
            REQUIRE(chapters.contains(ch));
            CHECK_FALSE(n.chapterTitle(ch).trimmed().isEmpty());
            CHECK_FALSE(n.analogy(ch).trimmed().isEmpty());
            // One step per aligned row of the Execute mode.
            REQUIRE(n.stepCount(ch) == nk::kAlignedRowCount);
            REQUIRE(n.stepCount(ch) == 6);
            for (int s = 0; s < n.stepCount(ch); ++s) {
                INFO("step " << s);
                CHECK_FALSE(n.stepTitle(ch, s).trimmed().isEmpty());
                CHECK_FALSE(n.rawStepText(ch, s).trimmed().isEmpty());
            }
            const QStringList takeaways = n.takeaways(ch, t.ln, t.rms);
            CHECK(takeaways.size() >= 3);
            CHECK(takeaways.size() <= 4);
            for (const QString &k : takeaways)
                CHECK_FALSE(k.trimmed().isEmpty());
        }
    }
}

TEST_CASE("Narration uses the same live numbers in Chinese and English", "[narration]")
{
    REQUIRE(Narration::forLanguage(QStringLiteral("en")).isValid());
    REQUIRE(Narration::forLanguage(QStringLiteral("zh")).isValid());
    for (int ch : kChapters) {
        const QList<Text> en = textsOf(QStringLiteral("en"), ch);
        const QList<Text> zh = textsOf(QStringLiteral("zh"), ch);
        // Same number of steps and takeaways, so the lists line up one to one.
        REQUIRE(en.size() == zh.size());
        for (int i = 0; i < en.size(); ++i) {
            INFO(en[i].where.toStdString() << ": en {" << sorted(placeholders(en[i].raw)).toStdString()
                                           << "} zh {" << sorted(placeholders(zh[i].raw)).toStdString()
                                           << "}");
            CHECK(en[i].where == zh[i].where);
            CHECK(placeholders(en[i].raw) == placeholders(zh[i].raw));
        }
    }
}

TEST_CASE("Every placeholder in the narration is provided and filled", "[narration]")
{
    // The seed example first, then every other preset, so fp16/bf16 inputs and other
    // settings fill too.
    std::vector<const nk::Preset *> presets{nk::Presets::find(nk::Presets::kSeedExample)};
    REQUIRE(presets.front() != nullptr);
    for (const nk::Preset &preset : nk::Presets::all())
        presets.push_back(&preset);
    for (const nk::Preset *preset : presets) {
        INFO("preset " << preset->id);
        const Traces t = tracesFor(*preset);
        const auto values = Narration::placeholderValues(t.ln, t.rms);
        for (const QString &lang : Narration::languages()) {
            INFO("language " << lang.toStdString());
            const Narration &n = Narration::forLanguage(lang);
            for (int ch : kChapters) {
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
                for (int s = 0; s < n.stepCount(ch); ++s) {
                    const QString filled = n.stepText(ch, s, t.ln, t.rms);
                    INFO("chapter " << ch << " step " << s << ": " << filled.toStdString());
                    CHECK_FALSE(filled.contains(QLatin1Char('{')));
                }
                for (const QString &k : n.takeaways(ch, t.ln, t.rms)) {
                    INFO("chapter " << ch << " takeaway: " << k.toStdString());
                    CHECK_FALSE(k.contains(QLatin1Char('{')));
                }
            }
        }
    }
}

TEST_CASE("Narration shows the seed example's live numbers", "[narration]")
{
    const Traces t = seedTraces();
    const nk::TraceStep *mean = t.ln.step(nk::StepId::Mean);
    REQUIRE(mean != nullptr);
    const QString mu = LiveFormula::number(mean->scalar, t.ln.settings.precision);
    REQUIRE_FALSE(mu.isEmpty());
    const QString x = Narration::placeholderValues(t.ln, t.rms).value(QStringLiteral("x"));
    for (const QString &lang : Narration::languages()) {
        INFO("language " << lang.toStdString());
        const Narration &n = Narration::forLanguage(lang);
        // Chapter 2, row 1: LayerNorm's mean.
        const QString text = n.stepText(2, nk::alignedRow(nk::StepId::Mean), t.ln, t.rms);
        INFO(text.toStdString() << " should contain " << mu.toStdString());
        CHECK(text.contains(mu));
        // Row 0 of every chapter shows the vector as stored.
        for (int ch : kChapters)
            CHECK(n.stepText(ch, nk::alignedRow(nk::StepId::Input), t.ln, t.rms).contains(x));
    }
}

TEST_CASE("Narration has no canned numbers", "[narration]")
{
    // Outside placeholders only general facts may carry digits: ε ≈ 1e-5, the 8d estimate,
    // and the 0 and 1 of "centred on 0, variance 1", "ε = 0", "RMS exactly 1".
    static const QRegularExpression placeholder(QStringLiteral("\\{[a-z0-9_]+\\}"));
    static const QRegularExpression facts(QStringLiteral("1e-5|8d|4d"));
    static const QRegularExpression digits(QStringLiteral("[0-9]+(?:\\.[0-9]+)?"));
    for (const QString &lang : Narration::languages()) {
        for (int ch : kChapters) {
            for (const Text &text : textsOf(lang, ch)) {
                QString rest = text.raw;
                rest.remove(placeholder).remove(facts);
                auto it = digits.globalMatch(rest);
                while (it.hasNext()) {
                    const QString number = it.next().captured(0);
                    INFO(lang.toStdString() << " " << text.where.toStdString() << ": "
                                            << text.raw.toStdString());
                    CHECK((number == QLatin1String("0") || number == QLatin1String("1")));
                }
            }
        }
    }
}

TEST_CASE("Chinese narration is Chinese, English narration is English", "[narration]")
{
    static const QRegularExpression sentenceEnd(QStringLiteral("[。！？；\\n]"));
    static const QRegularExpression placeholder(QStringLiteral("\\{[a-z0-9_]+\\}"));
    // Chinese prose uses full-width punctuation; ASCII is left to the formulas.
    static const QRegularExpression asciiPunct(QStringLiteral("[,;:!?]|\\.(?![0-9])"));
    for (int ch : kChapters) {
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
            prose.remove(placeholder);
            CHECK_FALSE(prose.contains(asciiPunct));
        }
        for (const Text &text : textsOf(QStringLiteral("en"), ch)) {
            INFO("en " << text.where.toStdString() << ": " << text.raw.toStdString());
            CHECK_FALSE(hasCjk(text.raw));
        }
    }
}
