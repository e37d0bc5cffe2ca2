// Projector mode and the lesson file: the projector theme's contrast and strokes, large text,
// Reset All, the lesson's chosen chapters and theme in the file, File ▸ Open Recent.
#include "base/appsettings.h"
#include "lesson/chaptercatalog.h"
#include "window/chapterlist.h"
#include "views/executeview.h"
#include "lesson/lessoncontroller.h"
#include "window/lessondocument.h"
#include "lesson/lessonfile.h"
#include "charts/linechart.h"
#include "window/mainwindow.h"
#include "window/recentlessonsmenu.h"
#include "window/shortcutsdialog.h"
#include "views/startview.h"
#include "base/theme.h"

#include "catchqt.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QListWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

#include <cmath>

using namespace nk::ui;

namespace {

// WCAG 2 relative luminance and contrast ratio, written out from the definition.
double channel(int c8)
{
    const double c = c8 / 255.0;
    return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double luminance(const QColor &c)
{
    return 0.2126 * channel(c.red()) + 0.7152 * channel(c.green()) + 0.0722 * channel(c.blue());
}

double contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// Restores the light theme and normal text whatever a test left behind.
struct ThemeGuard
{
    ~ThemeGuard()
    {
        Theme::setMode(Theme::Mode::Light);
        AppSettings::setTheme(QStringLiteral("light"));
        AppSettings::setLargeText(false);
        AppSettings::setRecentLessons({});
        QApplication::processEvents();
    }
};

struct Window
{
    ThemeGuard guard;
    LessonController controller;
    MainWindow window{&controller};
    LessonDocument *document = nullptr;
    QStringList warnings;
    Window()
    {
        window.setLanguage(QStringLiteral("en"));
        window.resize(1600, 900);
        window.show();
        QApplication::processEvents();
        document = window.findChild<LessonDocument *>();
        REQUIRE(document);
        document->setWarning(
            [this](QWidget *, const QString &, const QString &text) { warnings << text; });
        document->setQuestion([](QWidget *) { return LessonDocument::Answer::Discard; });
    }
};

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &data)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    REQUIRE(f.open(QIODevice::WriteOnly));
    f.write(data);
    return path;
}

} // namespace

TEST_CASE("the projector theme has black-on-white contrast of at least 7:1", "[projectortheme]")
{
    const QPalette p = Theme::palette(Theme::Mode::Projector);
    for (auto [fg, bg] : {std::pair{QPalette::WindowText, QPalette::Window},
                          std::pair{QPalette::Text, QPalette::Base},
                          std::pair{QPalette::ButtonText, QPalette::Button},
                          std::pair{QPalette::ToolTipText, QPalette::ToolTipBase}}) {
        INFO("role " << int(fg) << " on " << int(bg));
        CHECK(contrast(p.color(fg), p.color(bg)) >= 7.0);
    }
    // Muted text (axis titles, hints) stays readable too.
    CHECK(contrast(p.color(QPalette::PlaceholderText), p.color(QPalette::Base)) >= 7.0);
    // White background: dark backgrounds wash out on a projector.
    CHECK(luminance(p.color(QPalette::Window)) > 0.95);
    // The light theme is less strict (its muted grey is below 7:1): the projector improves on it.
    const QPalette light = Theme::palette(Theme::Mode::Light);
    CHECK(contrast(p.color(QPalette::WindowText), p.color(QPalette::Window)) >
          contrast(light.color(QPalette::WindowText), light.color(QPalette::Window)));
    // The palette call leaves the current theme alone.
    CHECK(Theme::mode() == Theme::Mode::Light);
}

TEST_CASE("a disabled button looks disabled in every theme", "[projectortheme]")
{
    // Chapter 5's "Load this case" waits for the reveal; in muted text it looked as usable as
    // its enabled neighbours. Its label is now well below the muted text's contrast, yet legible.
    for (Theme::Mode mode : {Theme::Mode::Light, Theme::Mode::Dark, Theme::Mode::Projector}) {
        INFO("theme " << int(mode));
        const QPalette p = Theme::palette(mode);
        const double disabled = contrast(p.color(QPalette::Disabled, QPalette::ButtonText),
                                         p.color(QPalette::Disabled, QPalette::Button));
        const double muted =
            contrast(p.color(QPalette::PlaceholderText), p.color(QPalette::Window));
        const double enabled = contrast(p.color(QPalette::Active, QPalette::ButtonText),
                                        p.color(QPalette::Active, QPalette::Button));
        CHECK(disabled >= 1.8);
        CHECK(disabled < muted / 2);
        CHECK(disabled < enabled / 3);
    }
}

TEST_CASE("the projector theme draws chart strokes thicker than the light theme",
          "[projectortheme]")
{
    ThemeGuard guard;
    Theme::setMode(Theme::Mode::Light);
    LineChart chart;
    chart.setSeries(0, QStringLiteral("a"), Theme::layerNorm(), {{0, 0}, {1, 1}, {2, 4}});
    chart.resize(600, 400);
    QApplication::processEvents();
    const qreal light = chart.seriesPenWidth(0);
    CHECK(light == Approx(3.0));
    Theme::setMode(Theme::Mode::Projector); // a new application palette; the chart follows it
    QApplication::processEvents();
    const qreal projector = chart.seriesPenWidth(0);
    CHECK(projector > light * 1.5);
    Theme::setMode(Theme::Mode::Light);
    QApplication::processEvents();
    CHECK(chart.seriesPenWidth(0) == Approx(light));
}

TEST_CASE("the projector theme applies from the View menu and is remembered", "[projectortheme]")
{
    Window w;
    const qreal before = w.window.textZoom();
    auto *action = w.window.findChild<QAction *>(QStringLiteral("projectorThemeAction"));
    REQUIRE(action);
    action->trigger();
    QApplication::processEvents();
    CHECK(Theme::mode() == Theme::Mode::Projector);
    CHECK(AppSettings::theme() == QStringLiteral("projector"));
    // Larger type.
    CHECK(w.window.textZoom() > before * 1.1);
    CHECK(qApp->palette().color(QPalette::Window) == QColor(Qt::white));
    // Dark and projector exclude each other; unticking returns to light.
    w.window.setDarkTheme(true);
    CHECK(Theme::mode() == Theme::Mode::Dark);
    CHECK_FALSE(action->isChecked());
    action->trigger();
    CHECK(Theme::mode() == Theme::Mode::Projector);
    action->trigger();
    CHECK(Theme::mode() == Theme::Mode::Light);
    CHECK(w.window.textZoom() == Approx(before));
}

TEST_CASE("large text scales every text, independent of the zoom, and is remembered",
          "[largetext][long]")
{
    Window w;
    auto *list = w.window.chapterList()->findChild<QListWidget *>();
    REQUIRE(list);
    auto listPixels = [&] {
        list->ensurePolished();
        return QFontInfo(list->font()).pixelSize();
    };
    const int before = listPixels();
    const qreal zoom = w.window.zoom();
    auto *action = w.window.findChild<QAction *>(QStringLiteral("largeTextAction"));
    REQUIRE(action);
    action->trigger();
    QApplication::processEvents();
    CHECK(w.window.isLargeText());
    CHECK(AppSettings::largeText());
    CHECK(w.window.zoom() == Approx(zoom)); // the zoom itself is unchanged
    CHECK(w.window.textZoom() == Approx(zoom * MainWindow::kLargeTextScale));
    CHECK(listPixels() >= before * 1.15);
    // Zooming keeps the factor.
    w.window.setZoom(zoom * 1.15);
    CHECK(w.window.textZoom() == Approx(zoom * 1.15 * MainWindow::kLargeTextScale));
    w.window.setZoom(zoom);
    // A new window starts with large text.
    {
        LessonController c2;
        MainWindow second(&c2);
        CHECK(second.isLargeText());
    }
    action->trigger();
    CHECK_FALSE(AppSettings::largeText());
    CHECK(listPixels() == before);
}

TEST_CASE("Reset All returns to the lesson as opened, in one undoable step", "[resetall]")
{
    Window w;
    QTemporaryDir dir;
    LessonFile::Lesson l;
    l.input = {1.0, 2.0, 4.0, -3.0};
    l.settings.gamma = {2.0};
    l.settings.eps = 1e-5;
    l.settings.precision = nk::Precision::Fp16;
    l.chapter = 3;
    l.mode = QStringLiteral("execute");
    l.step = 2;
    l.chapters = {2, 3, 5};
    l.predict = true;
    const QString path = writeFile(dir, QStringLiteral("a.nklesson"), LessonFile::toJson(l));
    REQUIRE(w.window.openLesson(path));
    const LessonSnapshot opened = w.window.currentState();
    CHECK(w.window.openedState() == opened);
    CHECK(w.controller.chapter() == 3);
    CHECK(w.controller.currentStep() + 1 == 2);
    CHECK(w.window.executeView()->predictMode());

    // The class changes everything.
    w.controller.setInputText(QStringLiteral("5, 6"));
    nk::NormSettings s = w.controller.settings();
    s.precision = nk::Precision::Bf16;
    s.eps = 0.5;
    w.controller.setSettings(s);
    w.controller.chooseLessonChapters({5});
    w.controller.setChapter(5);
    w.controller.setTime(3);
    w.controller.setMode(LessonController::Mode::Monitor);
    w.window.executeView()->setPredictMode(false);
    const LessonSnapshot changed = w.window.currentState();
    REQUIRE(changed != opened);
    const int depth = w.controller.undoStack()->count();

    QAction *reset = w.window.resetAllAction();
    REQUIRE(reset);
    CHECK(reset->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_R));
    reset->trigger();
    CHECK(w.controller.input() == l.input);
    CHECK(w.controller.settings().precision == nk::Precision::Fp16);
    CHECK(w.controller.settings().eps == 1e-5);
    CHECK(w.controller.lessonChapters() == QList<int>{2, 3, 5});
    CHECK(w.controller.chapter() == 3);
    CHECK(w.controller.currentStep() + 1 == 2);
    CHECK(w.controller.mode() == LessonController::Mode::Execute);
    CHECK(w.window.executeView()->predictMode());
    CHECK(w.window.currentState() == opened);
    // One step on the undo stack.
    CHECK(w.controller.undoStack()->count() == depth + 1);
    w.controller.undoStack()->undo();
    CHECK(w.window.currentState() == changed);
    CHECK(w.controller.input() == std::vector<double>{5, 6});
    w.controller.undoStack()->redo();
    CHECK(w.window.currentState() == opened);
    // Nothing to reset: no new undo step.
    reset->trigger();
    CHECK(w.controller.undoStack()->count() == depth + 1);
}

TEST_CASE("Reset All without a lesson file returns to the app's defaults, from its button",
          "[resetall]")
{
    Window w;
    const LessonSnapshot start = w.window.currentState();
    w.controller.applyPreset(QStringLiteral("fp16-overflow"));
    w.controller.setChapter(ChapterCatalog::instance().ids().back());
    w.controller.setMode(LessonController::Mode::Finish);
    auto *button = w.window.findChild<QToolButton *>(QStringLiteral("resetAllButton"));
    REQUIRE(button);
    CHECK(button->isVisible());
    button->click();
    CHECK(w.window.currentState() == start);
    // The key is listed in Help ▸ Keyboard shortcuts.
    ShortcutsDialog dialog(&w.window);
    auto *table = dialog.findChild<QTableWidget *>();
    REQUIRE(table);
    bool listed = false;
    for (int r = 0; r < table->rowCount(); ++r)
        listed =
            listed || (table->item(r, 0)->text() ==
                           QKeySequence(Qt::CTRL | Qt::Key_R).toString(QKeySequence::NativeText) &&
                       table->item(r, 1)->text().contains(QStringLiteral("Reset")));
    CHECK(listed);
}

TEST_CASE("lesson files keep the chosen chapters, the theme, the chapter and step",
          "[lessonfile][projector]")
{
    LessonFile::Lesson l;
    l.input = {2, -1, 3};
    l.chapter = 5;
    l.step = 3;
    l.mode = QStringLiteral("execute");
    l.chapters = {5, 2, 8}; // any order in, catalog order out
    l.theme = QStringLiteral("projector");
    l.predict = true;
    QString error;
    const auto back = LessonFile::fromJson(LessonFile::toJson(l), &error);
    REQUIRE(back);
    CHECK(back->chapters == QList<int>{2, 5, 8});
    CHECK(back->theme == QStringLiteral("projector"));
    CHECK(back->predict);
    CHECK(back->chapter == 5);
    CHECK(back->step == 3);

    // A version-1 file from before these keys opens as before.
    const QByteArray old = R"({"format": "normkitchen-lesson", "version": 1, "input": [1, 2],
        "chapter": 2, "step": 2, "mode": "execute"})";
    const auto o = LessonFile::fromJson(old, &error);
    REQUIRE(o);
    CHECK(o->chapters.isEmpty());
    CHECK(o->theme.isEmpty());
    CHECK_FALSE(o->predict);
    CHECK(o->step == 2);

    // Bad values give a message, never a crash.
    QJsonObject bad = QJsonDocument::fromJson(old).object();
    for (auto [key, value] :
         {std::pair{"chapters", QJsonValue(QStringLiteral("2,3"))},
          std::pair{"chapters", QJsonValue(QJsonArray{2, 2.5})},
          std::pair{"theme", QJsonValue(QStringLiteral("neon"))}, std::pair{"theme", QJsonValue(3)},
          std::pair{"predict", QJsonValue(QStringLiteral("yes"))}}) {
        QJsonObject b = bad;
        b[QLatin1String(key)] = value;
        error.clear();
        CHECK_FALSE(LessonFile::fromJson(QJsonDocument(b).toJson(), &error));
        CHECK_FALSE(error.isEmpty());
    }
    // A chapter this version lacks is left out of the choice.
    QJsonObject unknown = bad;
    unknown[QStringLiteral("chapters")] = QJsonArray{2, 999};
    const auto u = LessonFile::fromJson(QJsonDocument(unknown).toJson(), &error);
    REQUIRE(u);
    CHECK(u->chapters == QList<int>{2});
}

TEST_CASE("a saved lesson reopens with its chapters, theme, chapter and step", "[projector]")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("class.nklesson"));
    {
        Window w;
        w.controller.chooseLessonChapters({2, 3, 5});
        CHECK(w.document->isModified()); // choosing chapters is an edit
        // The current chapter (1) stays listed while it is shown.
        CHECK(w.window.chapterList()->visibleChapters() == QList<int>{1, 2, 3, 5});
        w.controller.setChapter(2);
        CHECK(w.window.chapterList()->visibleChapters() == QList<int>{2, 3, 5});
        w.window.setTheme(Theme::Mode::Projector);
        w.controller.setChapter(5);
        w.controller.setMode(LessonController::Mode::Execute);
        w.controller.setTime(3);
        QString error;
        REQUIRE(w.window.saveLesson(path, &error));
    }
    Theme::setMode(Theme::Mode::Light);
    Window w;
    CHECK(Theme::mode() == Theme::Mode::Light);
    REQUIRE(w.window.openLesson(path));
    CHECK(Theme::mode() == Theme::Mode::Projector);
    CHECK(w.controller.lessonChapters() == QList<int>{2, 3, 5});
    CHECK(w.controller.chapter() == 5);
    CHECK(w.controller.currentStep() + 1 == 3);
    CHECK(w.controller.mode() == LessonController::Mode::Execute);
    ChapterList *list = w.window.chapterList();
    CHECK(list->visibleChapters() == QList<int>{2, 3, 5});
    list->setShowAll(true);
    CHECK(list->visibleChapters() == ChapterCatalog::instance().ids());
    list->setShowAll(false);
    // Next from chapter 3's Finish goes to the lesson's next chapter, 5, not 4; Previous from
    // chapter 5's first step back to chapter 3.
    w.controller.setChapter(3);
    w.controller.setMode(LessonController::Mode::Finish);
    w.controller.next();
    CHECK(w.controller.chapter() == 5);
    w.controller.setMode(LessonController::Mode::Execute);
    w.controller.first();
    w.controller.previous();
    CHECK(w.controller.chapter() == 3);
    // New lesson: all chapters again.
    w.document->newLesson();
    CHECK(w.controller.lessonChapters().isEmpty());
    CHECK(list->visibleChapters() == ChapterCatalog::instance().ids());
}

TEST_CASE("Open Recent lists the newest first, once each, at most eight, and drops missing files",
          "[openrecent]")
{
    Window w;
    QTemporaryDir dir;
    AppSettings::setRecentLessons({});
    LessonFile::Lesson l;
    l.input = {1, 2, 3};
    QStringList paths;
    for (int i = 0; i < 10; ++i)
        paths << writeFile(dir, QStringLiteral("l%1.nklesson").arg(i), LessonFile::toJson(l));
    for (const QString &p : paths)
        REQUIRE(w.window.openLesson(p));
    QStringList recent = AppSettings::recentLessons();
    REQUIRE(recent.size() == AppSettings::kMaxRecentLessons);
    CHECK(recent.front() == QFileInfo(paths[9]).absoluteFilePath());
    CHECK(recent.back() == QFileInfo(paths[2]).absoluteFilePath());
    // Opening one again moves it to the top, without a second entry, however it is written.
    REQUIRE(w.window.openLesson(dir.path() + QStringLiteral("/./../") +
                                QFileInfo(dir.path()).fileName() + QStringLiteral("/l5.nklesson")));
    recent = AppSettings::recentLessons();
    CHECK(recent.size() == AppSettings::kMaxRecentLessons);
    CHECK(recent.front() == QFileInfo(paths[5]).absoluteFilePath());
    CHECK(recent.count(QFileInfo(paths[5]).absoluteFilePath()) == 1);
    // Saving adds too.
    const QString saved = dir.filePath(QStringLiteral("saved.nklesson"));
    REQUIRE(w.window.saveLesson(saved));
    CHECK(AppSettings::recentLessons().front() == QFileInfo(saved).absoluteFilePath());

    // The menu: one entry per file, then Clear list.
    RecentLessonsMenu *menu = w.window.recentLessonsMenu();
    REQUIRE(menu);
    menu->rebuild();
    int entries = 0;
    for (QAction *a : menu->actions())
        entries += a->data().isValid() ? 1 : 0;
    CHECK(entries == AppSettings::kMaxRecentLessons);
    // Choosing an entry opens it.
    menu->choose(QFileInfo(paths[7]).absoluteFilePath());
    CHECK(w.document->path() == QFileInfo(paths[7]).absoluteFilePath());
    // A file that is gone: removed, with a message, nothing opened.
    QStringList notices;
    menu->setNotice([&](QWidget *, const QString &, const QString &text) { notices << text; });
    const QString gone = QFileInfo(paths[6]).absoluteFilePath();
    QFile::remove(gone);
    menu->choose(gone);
    CHECK(notices.size() == 1);
    CHECK(notices.value(0).contains(QStringLiteral("l6.nklesson")));
    CHECK_FALSE(AppSettings::recentLessons().contains(gone));
    CHECK(w.document->path() == QFileInfo(paths[7]).absoluteFilePath());
    // Clear list.
    auto *clear = menu->findChild<QAction *>(QStringLiteral("clearRecentLessonsAction"));
    REQUIRE(clear);
    clear->trigger();
    CHECK(AppSettings::recentLessons().isEmpty());
}

TEST_CASE("a field that loses the focus while Reset all is redone pushes its text after the redo",
          "[projector][undo]")
{
    // The monkey's crash: Start's vector field held typed text when Reset all was redone; the
    // redo left Start, the field lost the focus and applied the text, and the edit pushed in
    // the middle of the redo deleted the command being redone.
    Window w;
    REQUIRE(QTest::qWaitForWindowExposed(&w.window));
    w.controller.setMode(LessonController::Mode::Execute);
    w.window.rememberOpenedState(); // as a lesson file opened in Execute
    const std::vector<double> opened = w.controller.input();
    // Only the place differs from the opened lesson, so the redo leaves the vector field's text
    // alone (a restored vector would have replaced it).
    w.controller.setChapter(3);
    w.window.resetAllAction()->trigger(); // back to chapter 1, in Execute
    REQUIRE(w.controller.chapter() == 1);
    w.controller.undoStack()->undo();
    REQUIRE(w.controller.chapter() == 3);
    w.controller.setMode(LessonController::Mode::Start);
    QApplication::processEvents();
    auto *start = w.window.findChild<StartView *>();
    REQUIRE(start);
    QLineEdit *field = start->vectorEdit();
    w.window.activateWindow();
    REQUIRE(QTest::qWaitForWindowActive(&w.window));
    field->setFocus();
    field->selectAll();
    QTest::keyClicks(field, QStringLiteral("7, 8"));
    REQUIRE(field->hasFocus());
    const int index = w.controller.undoStack()->index();
    w.controller.undoStack()->redo(); // Reset all again: Start goes, the field loses the focus
    CHECK(w.controller.mode() == LessonController::Mode::Execute);
    QApplication::processEvents();
    CHECK(w.controller.chapter() == 1);
    // The typed vector is its own edit, pushed after the redo, which stays in the history.
    CHECK(w.controller.input() == std::vector<double>{7, 8});
    CHECK(w.controller.undoStack()->index() == index + 2);
    w.controller.undoStack()->undo();
    CHECK(w.controller.input() == opened);
    CHECK(w.controller.chapter() == 1);
}
