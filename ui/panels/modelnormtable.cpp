#include "panels/modelnormtable.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace nk::ui {

QStringList ModelNormTable::knownNorms()
{
    return {QStringLiteral("rmsnorm"), QStringLiteral("rms-style"), QStringLiteral("layernorm"),
            QStringLiteral("layernorm-no-bias")};
}

QStringList ModelNormTable::knownPlacements()
{
    return {QString(), QStringLiteral("pre-norm"), QStringLiteral("post-norm"),
            QStringLiteral("pre-norm, parallel")};
}

QList<ModelNormTable::Row> ModelNormTable::fromJson(const QByteArray &json, QString *error)
{
    auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return QList<Row>();
    };
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parse);
    if (parse.error != QJsonParseError::NoError)
        return fail(parse.errorString());
    const QJsonArray models = doc.object().value(QStringLiteral("models")).toArray();
    if (models.isEmpty())
        return fail(QStringLiteral("no \"models\""));
    QList<Row> out;
    for (const QJsonValue &v : models) {
        const QJsonObject o = v.toObject();
        Row r;
        r.name = o.value(QStringLiteral("name")).toString();
        r.norm = o.value(QStringLiteral("norm")).toString();
        r.placement = o.value(QStringLiteral("placement")).toString();
        r.source = o.value(QStringLiteral("source")).toString();
        r.url = o.value(QStringLiteral("url")).toString();
        r.evidence = o.value(QStringLiteral("evidence")).toString();
        const QString where = QStringLiteral("model \"%1\"").arg(r.name);
        if (r.name.trimmed().isEmpty())
            return fail(QStringLiteral("a model without a name"));
        if (!knownNorms().contains(r.norm))
            return fail(where + QStringLiteral(": unknown norm \"%1\"").arg(r.norm));
        if (!knownPlacements().contains(r.placement))
            return fail(where + QStringLiteral(": unknown placement \"%1\"").arg(r.placement));
        if (r.source.trimmed().isEmpty() || r.evidence.trimmed().isEmpty())
            return fail(where + QStringLiteral(": no source or evidence"));
        if (!r.url.startsWith(QLatin1String("https://")))
            return fail(where + QStringLiteral(": the source needs an https URL"));
        out << r;
    }
    return out;
}

const QList<ModelNormTable::Row> &ModelNormTable::rows()
{
    static const QList<Row> table = [] {
        QFile f(QString::fromLatin1(kResource));
        return f.open(QIODevice::ReadOnly) ? fromJson(f.readAll()) : QList<Row>();
    }();
    return table;
}

} // namespace nk::ui
