#pragma once

#include "lesson/lessoncontroller.h"
#include "lesson/lessonfile.h"
#include "lesson/lessonsnapshot.h"
#include "base/theme.h"

#include <QMainWindow>

class QAction;
class QLabel;
class QTranslator;
class QUndoView;
class QVBoxLayout;

namespace nk::ui {

class BlankOverlay;
class ChapterList;
class ClassroomKeyFilter;
class ExecuteView;
class LessonDocument;
class LessonEndView;
class LiveEditOverlay;
class ModeBar;
class ModePages;
class WayBackBar;
class PresenterConsole;
class PresenterScreens;
class RecentLessonsMenu;
class WindowMenus;

// The window a teacher opens in front of a class. It puts together the ModeBar, the
// ChapterList, the four mode views, the menus, the ClassroomKeyFilter and the LessonDocument,
// and owns language, theme, zoom and presentation mode.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(LessonController *controller, QWidget *parent = nullptr);
    ~MainWindow() override;

    void setLanguage(const QString &lang); // "zh" or "en": retranslates everything while running
    QString language() const { return m_language; }
    void setDarkTheme(bool dark);
    void setTheme(Theme::Mode mode); // light, dark or projector; remembered
    Theme::Mode theme() const { return Theme::mode(); }
    // Large text (View menu, remembered): every text kLargeTextScale larger, whatever the zoom.
    void setLargeText(bool on);
    bool isLargeText() const { return m_largeText; }
    static constexpr qreal kLargeTextScale = 1.25;
    void setZoom(qreal zoom);
    qreal zoom() const { return m_zoom; }
    void setPresentationMode(bool on);
    bool isPresentationMode() const { return m_presentation; }
    // The zoom every text is drawn at: the teacher's zoom, times kPresentationScale in
    // presentation mode (readable from the back of a room at 1920×1080), times the theme's
    // text scale (projector) and kLargeTextScale with large text.
    qreal textZoom() const;
    static constexpr qreal kPresentationScale = 1.5; // at 1080 lines; in proportion below
    qreal presentationScale() const;
    // Kitchen-first layout (K): the scene takes most of Execute's height.
    void setKitchenFirst(bool on);
    bool isKitchenFirst() const { return m_kitchenFirst; }
    void setBlanked(bool on);
    bool isBlanked() const;
    // Presenting: the rest of a Start, Finish or end-of-lesson page taller than the screen, one
    // whole page a press (true: a page was turned). The controller asks it before each Next.
    bool pageCurrentView();

    bool openLesson(const QString &path, QString *error = nullptr);
    bool saveLesson(const QString &path, QString *error = nullptr);

    // Reset All (Ctrl+R, the mode bar's button): the lesson as it was opened — the vector,
    // parameters, chosen chapters, chapter, mode, step and predict mode — in one undo step.
    void resetAll();
    // What Reset All returns to: set when a lesson is opened or started, and by main() once the
    // command line's options are applied.
    void rememberOpenedState();
    LessonSnapshot openedState() const { return m_openedState; }
    LessonSnapshot currentState() const;
    // Edit ▸ Choose chapters…: the dialog, then one undo step.
    void chooseChapters();
    ChapterList *chapterList() const { return m_chapterList; }
    RecentLessonsMenu *recentLessonsMenu() const;
    QAction *resetAllAction() const;
    // The presenter console (a window of its own) and where it and this window go when
    // presenting (ui/presenter).
    PresenterConsole *presenterConsole() const { return m_console; }
    PresenterScreens *presenterScreens() const { return m_screens; }
    // The classroom keys (the class session listens for J).
    ClassroomKeyFilter *keyFilter() const { return m_keys; }

    // Edit ▸ Note for this step (N): the note of the step on screen, in a dialog; one undo step.
    void editStepNote();
    // In presentation mode the projector names the chapter on every screen: this line above
    // Start, Monitor and Finish (Execute names it in its narration, or here when kitchen-first).
    QLabel *chapterBanner() const { return m_chapterBanner; }
    WayBackBar *wayBackBar() const { return m_wayBack; }
    LessonEndView *lessonEndView() const;
    // The page on screen: the mode's, or the end of the lesson.
    QWidget *currentPage() const;

    ExecuteView *executeView() const;
    LiveEditOverlay *liveEditOverlay() const { return m_liveEdit; }
    QWidget *modeWidget(LessonController::Mode mode) const;

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void retranslate();
    void applyZoom();
    void fitChapterList();
    void fitModeBar();
    void syncMode();
    void updateChapterBanner();
    // What an opened lesson sets: its theme and predict mode.
    void applyOpenedLesson(const LessonFile::Lesson &lesson);

    LessonController *m_controller;
    QString m_language = QStringLiteral("en");
    qreal m_zoom = 1.0;
    bool m_presentation = false;
    bool m_kitchenFirst = false;
    bool m_largeText = false;
    LessonSnapshot m_openedState;
    qreal m_appliedPresentationScale = 1.0; // what the style sheets were last made with
    int m_modeBarPt = 0; // the mode buttons' font size the bar was last fitted with
    QTranslator *m_translator = nullptr;
    QTranslator *m_qtTranslator = nullptr;
    LessonDocument *m_document = nullptr;
    ClassroomKeyFilter *m_keys = nullptr;

    ModeBar *m_modeBar = nullptr;
    ChapterList *m_chapterList = nullptr;
    ModePages *m_pages = nullptr;
    WayBackBar *m_wayBack = nullptr;
    QLabel *m_chapterBanner = nullptr;
    BlankOverlay *m_blank = nullptr;
    LiveEditOverlay *m_liveEdit = nullptr;
    QUndoView *m_undoView = nullptr;
    PresenterConsole *m_console = nullptr; // a top-level window; deleted with this one
    PresenterScreens *m_screens = nullptr;

    WindowMenus *m_menus = nullptr;
};

} // namespace nk::ui
