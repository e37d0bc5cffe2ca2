#include "lesson/lessonfile.h"

#include "lesson/chaptercatalog.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <algorithm>
#include <cmath>
#include <limits>

namespace nk::ui {

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

// Qt's JSON reader drops a byte-order mark (U+FEFF) that starts a plain string but keeps one
// written as an escape, so such text would change on Save then Open. Free text is read without
// its leading marks, which are invisible anyway.
QString freeText(const QString &s)
{
    qsizetype n = 0;
    while (n < s.size() && s.at(n) == QChar(0xFEFF))
        ++n;
    return s.mid(n);
}

} // namespace

QByteArray LessonFile::toJson(const Lesson &l)
{
    QJsonObject params;
    params[QStringLiteral("gamma")] = toArray(l.settings.gamma);
    params[QStringLiteral("beta")] = toArray(l.settings.beta);
    params[QStringLiteral("eps")] = l.settings.eps;
    params[QStringLiteral("precision")] =
        QString::fromStdString(nk::toString(l.settings.precision));
    params[QStringLiteral("accumulate")] =
        QString::fromStdString(nk::toString(l.settings.accumulation));
    params[QStringLiteral("variance")] = QString::fromStdString(nk::toString(l.settings.variance));
    QJsonObject o;
    o[QStringLiteral("format")] = QStringLiteral("normkitchen-lesson");
    o[QStringLiteral("version")] = kVersion;
    o[QStringLiteral("input")] = toArray(l.input);
    o[QStringLiteral("params")] = params;
    if (!l.presetId.isEmpty())
        o[QStringLiteral("preset")] = l.presetId;
    o[QStringLiteral("chapter")] = l.chapter ? l.chapter : ChapterCatalog::instance().defaultId();
    o[QStringLiteral("mode")] = l.mode;
    o[QStringLiteral("step")] = l.step;
    o[QStringLiteral("notes")] = l.notes;
    if (!l.chapters.isEmpty()) {
        QJsonArray chapters;
        for (int c : l.chapters)
            chapters.append(c);
        o[QStringLiteral("chapters")] = chapters;
    }
    if (!l.theme.isEmpty())
        o[QStringLiteral("theme")] = l.theme;
    o[QStringLiteral("predict")] = l.predict;
    if (!l.stepNotes.isEmpty()) {
        QJsonObject stepNotes;
        for (auto it = l.stepNotes.cbegin(); it != l.stepNotes.cend(); ++it)
            stepNotes[it.key()] = it.value();
        o[QStringLiteral("stepNotes")] = stepNotes;
    }
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
        return fail(
            tr("The file is not valid JSON (%1 at byte %2).").arg(pe.errorString()).arg(pe.offset));
    if (!doc.isObject())
        return fail(tr("The file does not contain a lesson."));
    const QJsonObject o = doc.object();
    if (o.value(QStringLiteral("format")).toString() != QLatin1String("normkitchen-lesson"))
        return fail(tr("The file is not a NormKitchen lesson."));
    const QJsonValue version = o.value(QStringLiteral("version"));
    if (!version.isDouble() || version.toDouble() != std::floor(version.toDouble()) ||
        version.toDouble() < 1)
        return fail(tr("“version” must be a whole number from 1."));
    if (version.toDouble() > kVersion)
        return fail(tr("The lesson was written by a newer NormKitchen (version %1); this one "
                       "reads version %2.")
                        .arg(version.toDouble())
                        .arg(kVersion));
    Lesson l;
    if (!o.value(QStringLiteral("input")).isArray() ||
        !readNumbers(o.value(QStringLiteral("input")), l.input) || l.input.empty())
        return fail(tr("“input” must be a list of numbers."));
    if (int(l.input.size()) > nk::kMaxDimension)
        return fail(tr("“input” has %1 values; at most %2 are allowed.")
                        .arg(l.input.size())
                        .arg(nk::kMaxDimension));
    for (size_t i = 0; i < l.input.size(); ++i)
        if (!std::isfinite(l.input[i]))
            return fail(tr("Input value %1 is not finite.").arg(i + 1));
    const QJsonObject p = o.value(QStringLiteral("params")).toObject();
    if (p.contains(QStringLiteral("gamma")) &&
        !readNumbers(p.value(QStringLiteral("gamma")), l.settings.gamma))
        return fail(tr("“gamma” must be a number or a list of numbers."));
    if (p.contains(QStringLiteral("beta")) &&
        !readNumbers(p.value(QStringLiteral("beta")), l.settings.beta))
        return fail(tr("“beta” must be a number or a list of numbers."));
    if (p.contains(QStringLiteral("eps"))) {
        if (!p.value(QStringLiteral("eps")).isDouble())
            return fail(tr("“eps” must be a number."));
        l.settings.eps = p.value(QStringLiteral("eps")).toDouble();
    }
    if (p.contains(QStringLiteral("precision"))) {
        const auto v =
            nk::parsePrecision(p.value(QStringLiteral("precision")).toString().toStdString());
        if (!v)
            return fail(
                tr("Unknown precision “%1”.").arg(p.value(QStringLiteral("precision")).toString()));
        l.settings.precision = *v;
    }
    if (p.contains(QStringLiteral("accumulate"))) {
        const auto v =
            nk::parseAccumulation(p.value(QStringLiteral("accumulate")).toString().toStdString());
        if (!v)
            return fail(tr("Unknown accumulation “%1”.")
                            .arg(p.value(QStringLiteral("accumulate")).toString()));
        l.settings.accumulation = *v;
    }
    if (p.contains(QStringLiteral("variance"))) {
        const auto v = nk::parseVarianceAlgorithm(
            p.value(QStringLiteral("variance")).toString().toStdString());
        if (!v)
            return fail(tr("Unknown variance algorithm “%1”.")
                            .arg(p.value(QStringLiteral("variance")).toString()));
        l.settings.variance = *v;
    }
    if (auto problem = l.settings.problemFor(int(l.input.size())))
        return fail(QString::fromStdString(*problem));
    // The rest is optional; present, it must have the right type and a known value.
    for (const char *key : {"preset", "mode", "notes"})
        if (o.contains(QLatin1String(key)) && !o.value(QLatin1String(key)).isString())
            return fail(tr("“%1” must be text.").arg(QLatin1String(key)));
    for (const char *key : {"chapter", "step"}) {
        const QJsonValue v = o.value(QLatin1String(key));
        if (o.contains(QLatin1String(key)) &&
            (!v.isDouble() || v.toDouble() != std::floor(v.toDouble()) || v.toDouble() < 1 ||
             v.toDouble() > 999))
            return fail(tr("“%1” must be a whole number from 1.").arg(QLatin1String(key)));
    }
    l.presetId = freeText(o.value(QStringLiteral("preset")).toString());
    const ChapterCatalog &catalog = ChapterCatalog::instance();
    l.chapter = o.value(QStringLiteral("chapter")).toInt(catalog.defaultId());
    if (!catalog.contains(l.chapter))
        return fail(tr("There is no chapter %1 in this NormKitchen.").arg(l.chapter));
    l.mode = o.value(QStringLiteral("mode")).toString(QStringLiteral("start"));
    static const QStringList modes = {QStringLiteral("start"), QStringLiteral("execute"),
                                      QStringLiteral("monitor"), QStringLiteral("finish")};
    if (!modes.contains(l.mode))
        return fail(tr("Unknown mode “%1” (start, execute, monitor or finish).").arg(l.mode));
    // A step past the chapter's end (a chapter that lost steps) opens on its last step.
    l.step =
        std::min(o.value(QStringLiteral("step")).toInt(1), catalog.chapter(l.chapter)->stepCount());
    l.notes = freeText(o.value(QStringLiteral("notes")).toString());
    // Added later in version 1, all optional: older files open as before, older versions of
    // the app ignore them.
    if (o.contains(QStringLiteral("chapters"))) {
        const QJsonValue v = o.value(QStringLiteral("chapters"));
        if (!v.isArray())
            return fail(tr("“chapters” must be a list of chapter numbers."));
        QList<int> chosen;
        for (const QJsonValue &c : v.toArray()) {
            if (!c.isDouble() || c.toDouble() != std::floor(c.toDouble()))
                return fail(tr("“chapters” must be a list of chapter numbers."));
            // A number past int's range is no chapter of any version (converting it to int
            // would be undefined): left out like the others this version lacks.
            if (std::abs(c.toDouble()) <= double(std::numeric_limits<int>::max()))
                chosen << int(c.toDouble());
        }
        // Catalog order; a chapter this version does not have is left out.
        for (int c : catalog.ids())
            if (chosen.contains(c))
                l.chapters << c;
    }
    if (o.contains(QStringLiteral("theme"))) {
        l.theme = o.value(QStringLiteral("theme")).toString();
        if (l.theme != QLatin1String("light") && l.theme != QLatin1String("dark") &&
            l.theme != QLatin1String("projector"))
            return fail(tr("Unknown theme “%1” (light, dark or projector).")
                            .arg(o.value(QStringLiteral("theme")).toVariant().toString()));
    }
    if (o.contains(QStringLiteral("predict"))) {
        if (!o.value(QStringLiteral("predict")).isBool())
            return fail(tr("“predict” must be true or false."));
        l.predict = o.value(QStringLiteral("predict")).toBool();
    }
    // Per-step notes: an object of texts. Keys of steps this version lacks are kept, unused.
    if (o.contains(QStringLiteral("stepNotes"))) {
        if (!o.value(QStringLiteral("stepNotes")).isObject())
            return fail(tr("“stepNotes” must map steps to texts."));
        const QJsonObject stepNotes = o.value(QStringLiteral("stepNotes")).toObject();
        for (auto it = stepNotes.begin(); it != stepNotes.end(); ++it) {
            if (!it.value().isString())
                return fail(tr("The note of step “%1” must be text.").arg(it.key()));
            const QString text = freeText(it.value().toString());
            if (!text.isEmpty())
                l.stepNotes.insert(freeText(it.key()), text);
        }
    }
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
    if (f.size() > kMaxBytes) {
        if (error)
            *error = tr("“%1” is %2 MiB; a lesson is at most %3 MiB.")
                         .arg(path)
                         .arg(double(f.size()) / (1024 * 1024), 0, 'f', 1)
                         .arg(kMaxBytes / (1024 * 1024));
        return std::nullopt;
    }
    return fromJson(f.readAll(), error);
}

} // namespace nk::ui
