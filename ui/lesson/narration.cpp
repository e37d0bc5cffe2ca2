#include "lesson/narration.h"

#include "lesson/chaptercatalog.h"
#include "lesson/lessonplaceholders.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>
#include <QRegularExpression>

#include <memory>

namespace nk::ui {

QString Narration::languageKey(const QString &lang)
{
    return lang.startsWith(QLatin1String("zh")) ? QStringLiteral("zh") : QStringLiteral("en");
}

const Narration &Narration::forLanguage(const QString &lang)
{
    static QMap<QString, std::shared_ptr<Narration>> cache;
    const QString key = languageKey(lang);
    auto it = cache.find(key);
    if (it == cache.end()) {
        auto n = std::shared_ptr<Narration>(new Narration);
        QFile f(QStringLiteral(":/chapters/words_%1.json").arg(key));
        QString error;
        if (f.open(QIODevice::ReadOnly)) {
            if (auto parsed = fromJson(f.readAll(), &error))
                *n = *parsed;
            else
                qWarning("chapter words (%s): %s", qPrintable(key), qPrintable(error));
        }
        it = cache.insert(key, n);
    }
    return *it.value();
}

std::optional<Narration> Narration::fromJson(const QByteArray &json, QString *error)
{
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parse);
    if (parse.error != QJsonParseError::NoError || !doc.isObject()) {
        if (error)
            *error = QStringLiteral("not a JSON object: %1").arg(parse.errorString());
        return std::nullopt;
    }
    Narration n;
    n.m_chapters = doc.object().value(QStringLiteral("chapters")).toObject();
    if (n.m_chapters.isEmpty()) {
        if (error)
            *error = QStringLiteral("no \"chapters\" object");
        return std::nullopt;
    }
    return n;
}

QString Narration::variantName(nk::VarianceAlgorithm variance)
{
    return QString::fromStdString(nk::toString(variance));
}

QJsonObject Narration::chapterObject(int chapter) const
{
    return m_chapters.value(QString::number(chapter)).toObject();
}

QJsonObject Narration::stepObject(int chapter, int step) const
{
    const ChapterCatalog::Chapter *c = ChapterCatalog::instance().chapter(chapter);
    if (!c || step < 0 || step >= c->stepCount())
        return {};
    return chapterObject(chapter)
        .value(QStringLiteral("steps"))
        .toObject()
        .value(c->steps[step].key)
        .toObject();
}

bool Narration::hasChapter(int chapter) const
{
    return m_chapters.contains(QString::number(chapter));
}

QString Narration::chapterTitle(int chapter) const
{
    return chapterObject(chapter).value(QStringLiteral("title")).toString();
}

QString Narration::analogy(int chapter) const
{
    return chapterObject(chapter).value(QStringLiteral("kitchen")).toString();
}

QString Narration::rawStep(int chapter, int step, const QString &field,
                           nk::VarianceAlgorithm variance) const
{
    const QJsonObject o = stepObject(chapter, step);
    const QJsonObject variant =
        o.value(QStringLiteral("variants")).toObject().value(variantName(variance)).toObject();
    if (variant.contains(field))
        return variant.value(field).toString();
    return o.value(field).toString();
}

QStringList Narration::variantsOf(int chapter, int step) const
{
    return stepObject(chapter, step).value(QStringLiteral("variants")).toObject().keys();
}

QString Narration::stepTitle(int chapter, int step, nk::VarianceAlgorithm variance) const
{
    return rawStep(chapter, step, QStringLiteral("title"), variance);
}

QString Narration::stepText(int chapter, int step, const nk::NormTrace &ln,
                            const nk::NormTrace &rms) const
{
    return fill(rawStep(chapter, step, QStringLiteral("text"), ln.settings.variance),
                LessonPlaceholders::values(ln, rms));
}

QString Narration::stepTextCovered(int chapter, int step, const nk::NormTrace &ln,
                                   const nk::NormTrace &rms) const
{
    QHash<QString, QString> hidden = LessonPlaceholders::values(ln, rms);
    const QStringList givens = LessonPlaceholders::givens();
    for (auto it = hidden.begin(); it != hidden.end(); ++it)
        if (!givens.contains(it.key()))
            it.value() = QStringLiteral("?");
    return fill(rawStep(chapter, step, QStringLiteral("text"), ln.settings.variance), hidden);
}

QString Narration::teacherNotes(int chapter, int step, const nk::NormTrace &ln,
                                const nk::NormTrace &rms) const
{
    return fill(rawStep(chapter, step, QStringLiteral("notes"), ln.settings.variance),
                LessonPlaceholders::values(ln, rms));
}

QString Narration::stepField(int chapter, int step, const QString &field, const nk::NormTrace &ln,
                             const nk::NormTrace &rms) const
{
    return fill(rawStep(chapter, step, field, ln.settings.variance),
                LessonPlaceholders::values(ln, rms));
}

QStringList Narration::panelFields()
{
    return {QStringLiteral("answer"), QStringLiteral("tempting"), QStringLiteral("truth")};
}

QStringList Narration::rawTakeaways(int chapter) const
{
    QStringList out;
    for (const QJsonValue &v : chapterObject(chapter).value(QStringLiteral("takeaways")).toArray())
        out << v.toString();
    return out;
}

QStringList Narration::takeaways(int chapter, const nk::NormTrace &ln,
                                 const nk::NormTrace &rms) const
{
    const auto values = LessonPlaceholders::values(ln, rms);
    QStringList out;
    for (const QString &t : rawTakeaways(chapter))
        out << fill(t, values);
    return out;
}

QString Narration::fill(QString text, const QHash<QString, QString> &values)
{
    static const QRegularExpression re(QStringLiteral("\\{([a-z0-9_]+)\\}"));
    QString out;
    qsizetype last = 0;
    auto it = re.globalMatch(text);
    while (it.hasNext()) {
        const auto m = it.next();
        out += text.mid(last, m.capturedStart() - last);
        out += values.value(m.captured(1), m.captured(0));
        last = m.capturedEnd();
    }
    out += text.mid(last);
    return out;
}

} // namespace nk::ui
