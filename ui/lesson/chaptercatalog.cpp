#include "lesson/chaptercatalog.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <utility>

namespace nk::ui {

namespace {

constexpr int kVersion = 1;
constexpr int kMaxChapters = 99;
constexpr int kMaxSteps = 99;

bool fail(QString *error, const QString &why)
{
    if (error)
        *error = why;
    return false;
}

bool isName(const QString &s)
{
    if (s.isEmpty() || s.size() > 64)
        return false;
    for (QChar c : s)
        if (!(c.isLower() || c.isDigit() || c == QLatin1Char('-')) || c.unicode() > 127)
            return false;
    return true;
}

bool readStep(const QJsonValue &v, int index, ChapterCatalog::Step &out, QString *error)
{
    const QString where = QStringLiteral("step %1").arg(index + 1);
    if (!v.isObject())
        return fail(error, where + QStringLiteral(" is not an object"));
    const QJsonObject o = v.toObject();
    out.key = o.value(QStringLiteral("key")).toString();
    out.beat = o.value(QStringLiteral("beat")).toString();
    if (!isName(out.key))
        return fail(error, where + QStringLiteral(": \"key\" must be a lowercase name"));
    if (!isName(out.beat))
        return fail(error, where + QStringLiteral(": \"beat\" must be a lowercase name"));
    const QJsonValue panels = o.value(QStringLiteral("panels"));
    if (!panels.isArray())
        return fail(error, where + QStringLiteral(": \"panels\" must be a list"));
    for (const QJsonValue &p : panels.toArray()) {
        const QString name = p.toString();
        if (!ChapterCatalog::knownPanels().contains(name))
            return fail(error, where + QStringLiteral(": unknown panel \"%1\"").arg(name));
        out.panels << name;
    }
    int own = 0;
    for (const QString &name : std::as_const(out.panels))
        own += ChapterCatalog::builtInPanels().contains(name) ? 0 : 1;
    if (own > 1)
        return fail(error, where + QStringLiteral(": at most one chapter panel per step"));
    return true;
}

bool readChapter(const QJsonValue &v, int index, ChapterCatalog::Chapter &out, QString *error)
{
    QString where = QStringLiteral("chapter entry %1").arg(index + 1);
    if (!v.isObject())
        return fail(error, where + QStringLiteral(" is not an object"));
    const QJsonObject o = v.toObject();
    const QJsonValue id = o.value(QStringLiteral("id"));
    if (!id.isDouble() || id.toDouble() != double(id.toInt()) || id.toInt() < 1 ||
        id.toInt() > kMaxChapters)
        return fail(error,
                    where +
                        QStringLiteral(": \"id\" must be a whole number 1–%1").arg(kMaxChapters));
    out.id = id.toInt();
    where = QStringLiteral("chapter %1").arg(out.id);
    out.scene = o.value(QStringLiteral("scene")).toString();
    if (!isName(out.scene))
        return fail(error, where + QStringLiteral(": \"scene\" must be a lowercase name"));
    const QJsonValue options = o.value(QStringLiteral("sceneOptions"));
    if (!options.isUndefined() && !options.isObject())
        return fail(error, where + QStringLiteral(": \"sceneOptions\" must be an object"));
    out.sceneOptions = options.toObject().toVariantMap();
    const QJsonValue predicts = o.value(QStringLiteral("predicts"));
    if (!predicts.isUndefined()) {
        const QString why =
            where + QStringLiteral(": \"predicts\" must list \"layernorm\", \"rmsnorm\" or both");
        if (!predicts.isArray() || predicts.toArray().isEmpty())
            return fail(error, why);
        out.predictsLayerNorm = out.predictsRmsNorm = false;
        for (const QJsonValue &chef : predicts.toArray()) {
            if (chef.toString() == QLatin1String("layernorm"))
                out.predictsLayerNorm = true;
            else if (chef.toString() == QLatin1String("rmsnorm"))
                out.predictsRmsNorm = true;
            else
                return fail(error, why);
        }
    }
    const QJsonValue steps = o.value(QStringLiteral("steps"));
    if (!steps.isArray() || steps.toArray().isEmpty() || steps.toArray().size() > kMaxSteps)
        return fail(error,
                    where + QStringLiteral(": \"steps\" must list 1–%1 steps").arg(kMaxSteps));
    QSet<QString> keys;
    const QJsonArray list = steps.toArray();
    for (int i = 0; i < list.size(); ++i) {
        ChapterCatalog::Step step;
        QString why;
        if (!readStep(list.at(i), i, step, &why))
            return fail(error, where + QStringLiteral(", ") + why);
        if (keys.contains(step.key))
            return fail(error,
                        where + QStringLiteral(": step key \"%1\" is used twice").arg(step.key));
        keys.insert(step.key);
        out.steps << step;
    }
    return true;
}

} // namespace

QStringList ChapterCatalog::builtInPanels()
{
    return {QStringLiteral("kitchen"), QStringLiteral("cards"), QStringLiteral("chart")};
}

QStringList ChapterCatalog::knownPanels()
{
    // The chapter panels of ui/panels (ChapterPanelRegistry), listed here as names so the
    // catalog can be checked without widgets; a test keeps the two lists equal.
    static const QStringList chapterPanels = {
        QStringLiteral("cost-ledger"),      QStringLiteral("model-norms"),
        QStringLiteral("training-results"), QStringLiteral("migration"),
        QStringLiteral("layer-stack"),      QStringLiteral("derivation"),
        QStringLiteral("precision-case"),   QStringLiteral("code"),
        QStringLiteral("misconception"),    QStringLiteral("interview"),
        QStringLiteral("exercises")};
    return builtInPanels() + chapterPanels;
}

const ChapterCatalog &ChapterCatalog::instance()
{
    static const ChapterCatalog catalog = [] {
        QFile f(QStringLiteral(":/chapters/catalog.json"));
        if (!f.open(QIODevice::ReadOnly))
            return ChapterCatalog();
        QString error;
        if (auto c = fromJson(f.readAll(), &error))
            return *c;
        qWarning("chapter catalog: %s", qPrintable(error));
        return ChapterCatalog();
    }();
    return catalog;
}

std::optional<ChapterCatalog> ChapterCatalog::fromJson(const QByteArray &json, QString *error)
{
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parse);
    if (parse.error != QJsonParseError::NoError) {
        fail(error,
             QStringLiteral("not JSON at byte %1: %2").arg(parse.offset).arg(parse.errorString()));
        return std::nullopt;
    }
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("version")).toInt() != kVersion) {
        fail(error, QStringLiteral("\"version\" must be %1").arg(kVersion));
        return std::nullopt;
    }
    const QJsonValue chapters = root.value(QStringLiteral("chapters"));
    if (!chapters.isArray() || chapters.toArray().isEmpty()) {
        fail(error, QStringLiteral("\"chapters\" must be a non-empty list"));
        return std::nullopt;
    }
    ChapterCatalog catalog;
    const QJsonArray list = chapters.toArray();
    if (list.size() > kMaxChapters) {
        fail(error, QStringLiteral("more than %1 chapters").arg(kMaxChapters));
        return std::nullopt;
    }
    for (int i = 0; i < list.size(); ++i) {
        Chapter c;
        if (!readChapter(list.at(i), i, c, error))
            return std::nullopt;
        if (catalog.contains(c.id)) {
            fail(error, QStringLiteral("chapter %1 is listed twice").arg(c.id));
            return std::nullopt;
        }
        catalog.m_chapters << c;
    }
    const QJsonValue def = root.value(QStringLiteral("defaultChapter"));
    catalog.m_defaultId = def.toInt(catalog.firstId());
    if (!def.isUndefined() && !catalog.contains(catalog.m_defaultId)) {
        fail(error, QStringLiteral("\"defaultChapter\" %1 is not a chapter").arg(def.toInt()));
        return std::nullopt;
    }
    return catalog;
}

QList<int> ChapterCatalog::ids() const
{
    QList<int> out;
    for (const Chapter &c : m_chapters)
        out << c.id;
    return out;
}

const ChapterCatalog::Chapter *ChapterCatalog::chapter(int id) const
{
    for (const Chapter &c : m_chapters)
        if (c.id == id)
            return &c;
    return nullptr;
}

int ChapterCatalog::nextId(int id) const
{
    for (int i = 0; i + 1 < m_chapters.size(); ++i)
        if (m_chapters[i].id == id)
            return m_chapters[i + 1].id;
    return 0;
}

int ChapterCatalog::previousId(int id) const
{
    for (int i = 1; i < m_chapters.size(); ++i)
        if (m_chapters[i].id == id)
            return m_chapters[i - 1].id;
    return 0;
}

int ChapterCatalog::stepIndex(int id, const QString &key) const
{
    if (const Chapter *c = chapter(id))
        for (int i = 0; i < c->stepCount(); ++i)
            if (c->steps[i].key == key)
                return i;
    return -1;
}

} // namespace nk::ui
