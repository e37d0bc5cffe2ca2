#include "lessonfile.h"

#include "chaptercatalog.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <cmath>

namespace {

QString tr(const char *s)
{
    return QCoreApplication::translate("LessonFile", s);
}

QJsonArray toArray(const std::vector<double> &v)
{
    QJsonArray a;
    for (double x : v)
        a.append(x);
    return a;
}

bool readNumbers(const QJsonValue &value, std::vector<double> &out)
{
    if (value.isDouble()) {
        out = {value.toDouble()};
        return true;
    }
    if (!value.isArray())
        return false;
    out.clear();
    for (const QJsonValue &v : value.toArray()) {
        if (!v.isDouble())
            return false;
        out.push_back(v.toDouble());
    }
    return true;
}

} // namespace

QByteArray LessonFile::toJson(const Lesson &l)
{
    QJsonObject params;
    params[QStringLiteral("gamma")] = toArray(l.settings.gamma);
    params[QStringLiteral("beta")] = toArray(l.settings.beta);
    params[QStringLiteral("eps")] = l.settings.eps;
    params[QStringLiteral("precision")] = QString::fromStdString(nk::toString(l.settings.precision));
    params[QStringLiteral("accumulate")] = QString::fromStdString(nk::toString(l.settings.accumulation));
    params[QStringLiteral("variance")] = QString::fromStdString(nk::toString(l.settings.variance));
    QJsonObject o;
    o[QStringLiteral("format")] = QStringLiteral("normkitchen-lesson");
    o[QStringLiteral("version")] = kVersion;
    o[QStringLiteral("input")] = toArray(l.input);
    o[QStringLiteral("params")] = params;
    if (!l.presetId.isEmpty())
        o[QStringLiteral("preset")] = l.presetId;
    o[QStringLiteral("chapter")] = l.chapter;
    o[QStringLiteral("mode")] = l.mode;
    o[QStringLiteral("step")] = l.step;
    o[QStringLiteral("notes")] = l.notes;
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

std::optional<LessonFile::Lesson> LessonFile::fromJson(const QByteArray &data, QString *error)
{
    auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return std::nullopt;
    };
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &pe);
    if (pe.error != QJsonParseError::NoError)
        return fail(tr("The file is not valid JSON (%1 at byte %2).").arg(pe.errorString()).arg(pe.offset));
    if (!doc.isObject())
        return fail(tr("The file does not contain a lesson."));
    const QJsonObject o = doc.object();
    if (o.value(QStringLiteral("format")).toString() != QLatin1String("normkitchen-lesson"))
        return fail(tr("The file is not a NormKitchen lesson."));
    if (o.value(QStringLiteral("version")).toInt() > kVersion)
        return fail(tr("The lesson was written by a newer NormKitchen (version %1).")
                        .arg(o.value(QStringLiteral("version")).toInt()));
    Lesson l;
    if (!readNumbers(o.value(QStringLiteral("input")), l.input) || l.input.empty())
        return fail(tr("“input” must be a list of numbers."));
    if (int(l.input.size()) > nk::kMaxDimension)
        return fail(tr("“input” has %1 values; at most %2 are allowed.").arg(l.input.size()).arg(nk::kMaxDimension));
    for (size_t i = 0; i < l.input.size(); ++i)
        if (!std::isfinite(l.input[i]))
            return fail(tr("Input value %1 is not finite.").arg(i + 1));
    const QJsonObject p = o.value(QStringLiteral("params")).toObject();
    if (p.contains(QStringLiteral("gamma")) && !readNumbers(p.value(QStringLiteral("gamma")), l.settings.gamma))
        return fail(tr("“gamma” must be a number or a list of numbers."));
    if (p.contains(QStringLiteral("beta")) && !readNumbers(p.value(QStringLiteral("beta")), l.settings.beta))
        return fail(tr("“beta” must be a number or a list of numbers."));
    if (p.contains(QStringLiteral("eps"))) {
        if (!p.value(QStringLiteral("eps")).isDouble())
            return fail(tr("“eps” must be a number."));
        l.settings.eps = p.value(QStringLiteral("eps")).toDouble();
    }
    if (p.contains(QStringLiteral("precision"))) {
        const auto v = nk::parsePrecision(p.value(QStringLiteral("precision")).toString().toStdString());
        if (!v)
            return fail(tr("Unknown precision “%1”.").arg(p.value(QStringLiteral("precision")).toString()));
        l.settings.precision = *v;
    }
    if (p.contains(QStringLiteral("accumulate"))) {
        const auto v = nk::parseAccumulation(p.value(QStringLiteral("accumulate")).toString().toStdString());
        if (!v)
            return fail(tr("Unknown accumulation “%1”.").arg(p.value(QStringLiteral("accumulate")).toString()));
        l.settings.accumulation = *v;
    }
    if (p.contains(QStringLiteral("variance"))) {
        const auto v = nk::parseVarianceAlgorithm(p.value(QStringLiteral("variance")).toString().toStdString());
        if (!v)
            return fail(tr("Unknown variance algorithm “%1”.").arg(p.value(QStringLiteral("variance")).toString()));
        l.settings.variance = *v;
    }
    if (auto problem = l.settings.problemFor(int(l.input.size())))
        return fail(QString::fromStdString(*problem));
    l.presetId = o.value(QStringLiteral("preset")).toString();
    l.chapter =
        o.value(QStringLiteral("chapter")).toInt(ChapterCatalog::instance().defaultId());
    l.mode = o.value(QStringLiteral("mode")).toString(QStringLiteral("start"));
    l.step = o.value(QStringLiteral("step")).toInt(1);
    l.notes = o.value(QStringLiteral("notes")).toString();
    return l;
}

bool LessonFile::save(const QString &path, const Lesson &lesson, QString *error)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(toJson(lesson)) < 0 || !f.commit()) {
        if (error)
            *error = tr("Could not write “%1”: %2").arg(path, f.errorString());
        return false;
    }
    return true;
}

std::optional<LessonFile::Lesson> LessonFile::load(const QString &path, QString *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("Could not open “%1”: %2").arg(path, f.errorString());
        return std::nullopt;
    }
    if (f.size() > 64 * 1024 * 1024) {
        if (error)
            *error = tr("“%1” is too large to be a lesson.").arg(path);
        return std::nullopt;
    }
    return fromJson(f.readAll(), error);
}
