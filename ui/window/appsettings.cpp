#include "appsettings.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QSettings>

#include <algorithm>

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
    return std::clamp(store().value(QStringLiteral("ui/zoom"), 1.0).toDouble(), 0.5, 3.0);
}

void AppSettings::setZoom(double zoom)
{
    store().setValue(QStringLiteral("ui/zoom"), std::clamp(zoom, 0.5, 3.0));
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

QByteArray AppSettings::windowGeometry()
{
    return store().value(QStringLiteral("window/geometry")).toByteArray();
}

void AppSettings::setWindowGeometry(const QByteArray &geometry)
{
    store().setValue(QStringLiteral("window/geometry"), geometry);
}
