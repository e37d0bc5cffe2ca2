#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace nk::ui {

// The user's preferences, typed, over QSettings. The language follows the system the first
// time and is remembered after.
class AppSettings
{
public:
    static QString language(); // "zh" or "en"
    static void setLanguage(const QString &lang);
    static QString theme(); // "light", "dark" or "projector"
    static void setTheme(const QString &theme);
    static double zoom(); // 0.5–3
    static void setZoom(double zoom);
    // Large text: every text drawn larger, whatever the zoom (MainWindow::kLargeTextScale).
    static bool largeText();
    static void setLargeText(bool on);
    // The lesson's flow (LessonController): play goes on into the next chapter (on by
    // default); Finish after every chapter (off by default: once, at the lesson's end).
    static bool playAcrossChapters();
    static void setPlayAcrossChapters(bool on);
    static bool finishEveryChapter();
    static void setFinishEveryChapter(bool on);
    static bool reducedMotion();
    static void setReducedMotion(bool on);
    static QString lastLessonDirectory();
    static void setLastLessonDirectory(const QString &dir);
    // File ▸ Open Recent: absolute paths, the most recent first, at most kMaxRecentLessons.
    static QStringList recentLessons();
    static void setRecentLessons(const QStringList &paths);
    static void addRecentLesson(const QString &path);
    static constexpr int kMaxRecentLessons = 8;
    // A student's own practice, kept across sessions. The interview questions marked "I missed
    // it" (chapter 11's step keys, in the chapter's order; "I had it" takes one off).
    static QStringList missedInterviewQuestions();
    static void setMissedInterviewQuestions(const QStringList &stepKeys);
    // An exercise sheet's best score (right answers of ExercisePanel's sheet, -1: never
    // checked) and the exercises (1-based) last checked with a field not right, to redo.
    static int exerciseBestScore(quint64 sheet);
    static void setExerciseBestScore(quint64 sheet, int score);
    static QList<int> exercisesToRedo(quint64 sheet);
    static void setExercisesToRedo(quint64 sheet, const QList<int> &exercises);
    static QByteArray windowGeometry();
    static void setWindowGeometry(const QByteArray &geometry);

    static QString systemLanguage(); // "zh" when the system locale is Chinese, else "en"
};

} // namespace nk::ui
