#pragma once

#include "base/theme.h"

#include <QList>
#include <QObject>

class QAction;
class QMenu;
class QUndoView;

namespace nk::ui {

class FinishView;
class LessonController;
class LessonDocument;
class MainWindow;
class ModeBar;
class RecentLessonsMenu;

// The main window's menus (File, Edit, View, Help) and their actions, with their keys and
// texts; the window holds every action too, so the keys work while presenting hides the menu
// bar. File's Save and Open Recent are handled here; the rest asks the window.
class WindowMenus : public QObject
{
    Q_OBJECT

public:
    WindowMenus(MainWindow *window, LessonController *controller, LessonDocument *document,
                QUndoView *undoView, ModeBar *modeBar, FinishView *finish);

    void retranslate();
    // The window's state shown in the checkable actions, without acting on it again.
    void showKitchenFirst(bool on);
    void showLargeText(bool on);
    void showTheme(Theme::Mode mode);
    void toggleProjectorTheme();

    QAction *resetAllAction() const { return m_resetAllAction; }
    QAction *reducedMotionAction() const { return m_reducedMotionAction; }
    RecentLessonsMenu *recentLessonsMenu() const { return m_recentMenu; }

private:
    void buildFileMenu();
    void buildEditMenu();
    void buildViewMenu();
    void buildHelpMenu();
    void saveWithDialog(bool saveAs);
    void openRecent(const QString &path);

    MainWindow *m_window;
    LessonController *m_controller;
    LessonDocument *m_document;
    QUndoView *m_undoView;
    ModeBar *m_modeBar;
    FinishView *m_finish;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QAction *m_exportHandoutAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_historyAction = nullptr;
    QAction *m_noteAction = nullptr;
    QAction *m_playAcrossAction = nullptr;
    QAction *m_finishEveryAction = nullptr;
    QAction *m_presentAction = nullptr;
    QAction *m_blankAction = nullptr;
    QAction *m_kitchenFirstAction = nullptr;
    QAction *m_consoleAction = nullptr;
    QAction *m_swapScreensAction = nullptr;
    QAction *m_zoomInAction = nullptr;
    QAction *m_zoomOutAction = nullptr;
    QAction *m_zoomResetAction = nullptr;
    QAction *m_darkAction = nullptr;
    QAction *m_reducedMotionAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_shortcutsAction = nullptr;
    QList<QAction *> m_modeActions;
    QAction *m_projectorAction = nullptr;
    QAction *m_largeTextAction = nullptr;
    QAction *m_resetAllAction = nullptr;
    QAction *m_chooseChaptersAction = nullptr;
    RecentLessonsMenu *m_recentMenu = nullptr;
};

} // namespace nk::ui
