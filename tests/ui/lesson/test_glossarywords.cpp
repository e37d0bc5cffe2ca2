// The glossary's rules (docs/GLOSSARY.md) that a test can see in the chapters' words
// (resources/chapters/words_<lang>.json), read raw, every string with its key (chapter/step/field
// as the lesson review writes them, e.g. 10/shift-invariant/truth).
#include "lesson/chaptercatalog.h"
#include "lesson/narration.h"
#include "norm/normsettings.h"
#include "testpaths.h"

#include "catchqt.h"

#include <catch2/catch.hpp>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <tuple>

using namespace nk::ui;

namespace {

struct Words
{
    QString key;
    QString text;
};

void collect(const QJsonValue &v, const QString &key, QList<Words> &out)
{
    if (v.isString()) {
        out << Words{key, v.toString()};
    } else if (v.isArray()) {
        const QJsonArray a = v.toArray();
        for (int i = 0; i < a.size(); ++i)
            collect(a[i], key + QStringLiteral("[%1]").arg(i), out);
    } else if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            // "steps" is left out of the key: 10/steps/shift-invariant/truth is written
            // 10/shift-invariant/truth.
            const QString part = it.key() == QLatin1String("steps") ? QString() : it.key();
            const QString sub = part.isEmpty()  ? key
                                : key.isEmpty() ? part
                                                : key + QLatin1Char('/') + part;
            collect(it.value(), sub, out);
        }
    }
}

// Every string of a language's words, in the file's order within a chapter.
QList<Words> wordsOf(const QString &lang)
{
    QFile f(QStringLiteral(":/chapters/words_%1.json").arg(lang));
    REQUIRE(f.open(QIODevice::ReadOnly));
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll());
    REQUIRE(doc.isObject());
    QList<Words> out;
    collect(doc.object().value(QStringLiteral("chapters")), QString(), out);
    REQUIRE(out.size() > 100);
    return out;
}

} // namespace

TEST_CASE("glossary: the Chinese words call the gap xᵢ − μ 偏差, never 差值",
          "[narration][glossary]")
{
    for (const Words &w : wordsOf(QStringLiteral("zh"))) {
        INFO(w.key.toStdString() << ": " << w.text.toStdString());
        CHECK_FALSE(w.text.contains(QStringLiteral("差值")));
    }
}

TEST_CASE("glossary: each chapter's first LayerNorm and RMSNorm in Chinese carry their names",
          "[narration][glossary]")
{
    // The first use in a chapter's prose as the student reads it (the analogy, then each step's
    // text and its panel's fields, then the takeaways) says LayerNorm（层归一化）and
    // RMSNorm（均方根归一化）. A title counts when it carries the name; a short title without
    // it is a label and is passed over, as are the teacher's notes.
    const QList<QPair<QString, QString>> names = {
        {QStringLiteral("LayerNorm"), QStringLiteral("LayerNorm（层归一化）")},
        {QStringLiteral("RMSNorm"), QStringLiteral("RMSNorm（均方根归一化）")}};
    const Narration &zh = Narration::forLanguage(QStringLiteral("zh"));
    const ChapterCatalog &catalog = ChapterCatalog::instance();
    for (int ch : catalog.ids()) {
        const ChapterCatalog::Chapter *c = catalog.chapter(ch);
        REQUIRE(c != nullptr);
        for (nk::VarianceAlgorithm v :
             {nk::VarianceAlgorithm::TwoPass, nk::VarianceAlgorithm::OnePass,
              nk::VarianceAlgorithm::Welford}) {
            // (where, text, is a title)
            QList<std::tuple<QString, QString, bool>> prose;
            prose.append({QStringLiteral("%1/title").arg(ch), zh.chapterTitle(ch), true});
            prose.append({QStringLiteral("%1/kitchen").arg(ch), zh.analogy(ch), false});
            for (int s = 0; s < c->stepCount(); ++s) {
                const QString at = QStringLiteral("%1/%2/").arg(ch).arg(c->steps[s].key);
                for (const char *field : {"title", "text", "tempting", "truth", "answer"})
                    prose.append({at + QLatin1String(field),
                                  zh.rawStep(ch, s, QLatin1String(field), v),
                                  qstrcmp(field, "title") == 0});
            }
            const QStringList takeaways = zh.rawTakeaways(ch);
            for (int k = 0; k < takeaways.size(); ++k)
                prose.append(
                    {QStringLiteral("%1/takeaways[%2]").arg(ch).arg(k), takeaways[k], false});
            for (const auto &[word, named] : names) {
                for (const auto &[where, text, isTitle] : prose) {
                    const int at = text.indexOf(word);
                    if (at < 0)
                        continue;
                    const bool hasName = text.indexOf(named) == at;
                    if (isTitle && !hasName)
                        continue;
                    INFO(nk::toString(v)
                         << " " << where.toStdString() << ": " << text.toStdString());
                    CHECK(hasName);
                    break;
                }
            }
        }
    }
}

TEST_CASE("glossary: one Chinese name for the near-constant input and for the mean misconception",
          "[narration][glossary][translations]")
{
    // The preset's name, 几乎不变的输入, everywhere; the misconception's, as chapter 10's title
    // says it, wherever it is quoted.
    const QStringList avoid = {QStringLiteral("近乎恒定"), QStringLiteral("输入几乎恒定"),
                               QStringLiteral("输入几乎不变时"), QStringLiteral("不受均值影响")};
    for (const Words &w : wordsOf(QStringLiteral("zh"))) {
        INFO(w.key.toStdString() << ": " << w.text.toStdString());
        for (const QString &word : avoid)
            CHECK_FALSE(w.text.contains(word));
    }
    const Narration &zh = Narration::forLanguage(QStringLiteral("zh"));
    const Narration &en = Narration::forLanguage(QStringLiteral("en"));
    const ChapterCatalog::Chapter *c10 = ChapterCatalog::instance().chapter(10);
    const ChapterCatalog::Chapter *c3 = ChapterCatalog::instance().chapter(3);
    REQUIRE(c10 != nullptr);
    REQUIRE(c3 != nullptr);
    const auto stepOf = [](const ChapterCatalog::Chapter *c, const char *key) {
        for (int s = 0; s < c->stepCount(); ++s)
            if (c->steps[s].key == QLatin1String(key))
                return s;
        FAIL("no step " << key);
        return -1;
    };
    const int ignores = stepOf(c10, "ignores-mean");
    const int noCentring = stepOf(c3, "no-centring");
    const auto v = nk::VarianceAlgorithm::TwoPass;
    for (const Narration *n : {&zh, &en}) {
        QString title = n->stepTitle(10, ignores, v);
        title.remove(QStringLiteral("“")).remove(QStringLiteral("”"));
        const QString note = n->rawStep(3, noCentring, QStringLiteral("notes"), v);
        INFO(title.toStdString() << " in " << note.toStdString());
        CHECK(note.contains(title));
    }
    // The Chinese interface (the .ts) names the preset the same way.
    QFile ts(QString::fromUtf8(nk::test::sourceDir()) +
             QStringLiteral("/resources/translations/normkitchen_zh.ts"));
    REQUIRE(ts.open(QIODevice::ReadOnly));
    const QString all = QString::fromUtf8(ts.readAll());
    for (const QString &word : avoid) {
        INFO(word.toStdString());
        CHECK_FALSE(all.contains(word));
    }
}

TEST_CASE("glossary: the technical Chinese counts a walk over memory in 遍, the kitchen's 趟 apart",
          "[narration][glossary]")
{
    // The glossary: 访存一遍 where the text is technical, 沿桌走一趟 in the kitchen's speech. These
    // texts speak of kernels and memory, and once mixed the two in one paragraph.
    const QStringList technical = {
        QStringLiteral("4/walks/text"),         QStringLiteral("4/walks/notes"),
        QStringLiteral("9/takeaways[3]"),       QStringLiteral("9/kernel/text"),
        QStringLiteral("10/reads-twice/truth"), QStringLiteral("11/one-pass/text"),
        QStringLiteral("11/one-pass/answer")};
    int seen = 0;
    for (const Words &w : wordsOf(QStringLiteral("zh"))) {
        if (!technical.contains(w.key))
            continue;
        ++seen;
        INFO(w.key.toStdString() << ": " << w.text.toStdString());
        CHECK_FALSE(w.text.contains(QStringLiteral("趟")));
        CHECK(w.text.contains(QStringLiteral("遍")));
    }
    CHECK(seen == technical.size());
}

TEST_CASE("glossary: the words name controls and chefs as the screen does, gaps as 偏差, no spread",
          "[narration][glossary]")
{
    for (const Words &w : wordsOf(QStringLiteral("en"))) {
        INFO(w.key.toStdString() << ": " << w.text.toStdString());
        CHECK_FALSE(
            w.text.contains(QStringLiteral("Sums in"))); // the label: Accumulation precision
        CHECK_FALSE(w.text.contains(QStringLiteral("LayerNorm chef"))); // the old chef
        CHECK_FALSE(w.text.contains(QStringLiteral("RMSNorm chef")));   // the new chef
        CHECK_FALSE(w.text.contains(QStringLiteral("spread")));         // variance or σ
    }
    for (const Words &w : wordsOf(QStringLiteral("zh"))) {
        INFO(w.key.toStdString() << ": " << w.text.toStdString());
        CHECK_FALSE(w.text.contains(QStringLiteral("与均值的差")));
        CHECK_FALSE(w.text.contains(QStringLiteral("与均值之差")));
        CHECK_FALSE(w.text.contains(QStringLiteral("长度被定下")));
    }
}
