#include "base/appsettings.h"

#include "base/zoomrange.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QSettings>

#include <algorithm>

namespace nk::ui {

namespace {
QSettings store()
{
    return QSettings(QStringLiteral("NormKitchen"), QStringLiteral("NormKitchen"));
}
} // namespace

QString AppSettings::systemLanguage()
{
    return QLocale::system().language() == QLocale::Chinese ? QStringLiteral("zh")
                                                            : QStringLiteral("en");
}

QString AppSettings::language()
{
    const QString v = store().value(QStringLiteral("ui/language")).toString();
    return v == QLatin1String("zh") || v == QLatin1String("en") ? v : systemLanguage();
}

void AppSettings::setLanguage(const QString &lang)
{
    store().setValue(QStringLiteral("ui/language"), lang);
}

QString AppSettings::theme()
{
    const QString v = store().value(QStringLiteral("ui/theme")).toString();
    return v == QLatin1String("dark") || v == QLatin1String("projector") ? v
                                                                         : QStringLiteral("light");
}

void AppSettings::setTheme(const QString &theme)
{
    store().setValue(QStringLiteral("ui/theme"), theme);
}

double AppSettings::zoom()
{
    return ZoomRange::clampZoom(store().value(QStringLiteral("ui/zoom"), 1.0).toDouble());
}

void AppSettings::setZoom(double zoom)
{
    store().setValue(QStringLiteral("ui/zoom"), ZoomRange::clampZoom(zoom));
}

bool AppSettings::largeText()
{
    return store().value(QStringLiteral("ui/largeText"), false).toBool();
}

void AppSettings::setLargeText(bool on)
{
    store().setValue(QStringLiteral("ui/largeText"), on);
}

QStringList AppSettings::recentLessons()
{
    QStringList paths = store().value(QStringLiteral("files/recentLessons")).toStringList();
    paths.removeAll(QString());
    paths.removeDuplicates();
    return paths.mid(0, kMaxRecentLessons);
}

void AppSettings::setRecentLessons(const QStringList &paths)
{
    store().setValue(QStringLiteral("files/recentLessons"), paths.mid(0, kMaxRecentLessons));
}

void AppSettings::addRecentLesson(const QString &path)
{
    // One entry per file however it was named (relative, via "..").
    const QString absolute = QDir::cleanPath(QFileInfo(path).absoluteFilePath());
    QStringList paths = recentLessons();
    paths.removeAll(absolute);
    paths.prepend(absolute);
    setRecentLessons(paths);
}

bool AppSettings::playAcrossChapters()
{
    return store().value(QStringLiteral("lesson/playAcrossChapters"), true).toBool();
}

void AppSettings::setPlayAcrossChapters(bool on)
{
    store().setValue(QStringLiteral("lesson/playAcrossChapters"), on);
}

bool AppSettings::finishEveryChapter()
{
    return store().value(QStringLiteral("lesson/finishEveryChapter"), false).toBool();
}

void AppSettings::setFinishEveryChapter(bool on)
{
    store().setValue(QStringLiteral("lesson/finishEveryChapter"), on);
}

bool AppSettings::reducedMotion()
{
    return store().value(QStringLiteral("ui/reducedMotion"), false).toBool();
}

void AppSettings::setReducedMotion(bool on)
{
    store().setValue(QStringLiteral("ui/reducedMotion"), on);
}

QString AppSettings::lastLessonDirectory()
{
    return store().value(QStringLiteral("files/lessonDirectory")).toString();
}

void AppSettings::setLastLessonDirectory(const QString &dir)
{
    store().setValue(QStringLiteral("files/lessonDirectory"), dir);
}

QStringList AppSettings::missedInterviewQuestions()
{
    QStringList keys = store().value(QStringLiteral("practice/missedInterview")).toStringList();
    keys.removeAll(QString());
    keys.removeDuplicates();
    return keys;
}

void AppSettings::setMissedInterviewQuestions(const QStringList &stepKeys)
{
    store().setValue(QStringLiteral("practice/missedInterview"), stepKeys);
}

namespace {
QString practiceSheetKey(quint64 sheet, const char *what)
{
    return QStringLiteral("practice/sheet%1/%2").arg(sheet).arg(QLatin1String(what));
}
} // namespace

int AppSettings::exerciseBestScore(quint64 sheet)
{
    bool ok = false;
    const int best = store().value(practiceSheetKey(sheet, "best")).toInt(&ok);
    return ok && best >= 0 ? best : -1;
}

void AppSettings::setExerciseBestScore(quint64 sheet, int score)
{
    store().setValue(practiceSheetKey(sheet, "best"), score);
}

QList<int> AppSettings::exercisesToRedo(quint64 sheet)
{
    QList<int> out;
    for (const QString &s : store().value(practiceSheetKey(sheet, "redo")).toStringList()) {
        bool ok = false;
        const int n = s.toInt(&ok);
        if (ok && n >= 1 && !out.contains(n))
            out << n;
    }
    std::sort(out.begin(), out.end());
    return out;
}

void AppSettings::setExercisesToRedo(quint64 sheet, const QList<int> &exercises)
{
    QStringList list;
    for (int n : exercises)
        list << QString::number(n);
    if (list.isEmpty())
        store().remove(practiceSheetKey(sheet, "redo"));
    else
        store().setValue(practiceSheetKey(sheet, "redo"), list);
}

QByteArray AppSettings::windowGeometry()
{
    return store().value(QStringLiteral("window/geometry")).toByteArray();
}

void AppSettings::setWindowGeometry(const QByteArray &geometry)
{
    store().setValue(QStringLiteral("window/geometry"), geometry);
}

} // namespace nk::ui
