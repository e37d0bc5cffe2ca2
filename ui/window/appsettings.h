#pragma once

#include <QByteArray>
#include <QString>

// The user's preferences, typed, over QSettings. The language follows the system the first
// time and is remembered after.
class AppSettings
{
public:
    static QString language(); // "zh" or "en"
    static void setLanguage(const QString &lang);
    static QString theme(); // "light" or "dark"
    static void setTheme(const QString &theme);
    static double zoom(); // 0.5–3
    static void setZoom(double zoom);
    static bool reducedMotion();
    static void setReducedMotion(bool on);
    static QString lastLessonDirectory();
    static void setLastLessonDirectory(const QString &dir);
    static QByteArray windowGeometry();
    static void setWindowGeometry(const QByteArray &geometry);

    static QString systemLanguage(); // "zh" when the system locale is Chinese, else "en"
};
