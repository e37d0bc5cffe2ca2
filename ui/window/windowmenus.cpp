#include "window/windowmenus.h"

#include "base/appsettings.h"
#include "lesson/lessoncontroller.h"
#include "lesson/modewords.h"
#include "presenter/presenterconsole.h"
#include "presenter/presenterscreens.h"
#include "views/executeview.h"
#include "views/finishview.h"
#include "window/lessondocument.h"
#include "window/mainwindow.h"
#include "window/modebar.h"
#include "window/recentlessonsmenu.h"
#include "window/shortcutsdialog.h"

#include <QAction>
#include <QMenuBar>
#include <QMessageBox>
#include <QSignalBlocker>
#include <QStatusBar>
#include <QToolButton>
#include <QUndoStack>
#include <QUndoView>

namespace nk::ui {

WindowMenus::WindowMenus(MainWindow *window, LessonController *controller, LessonDocument *document,
                         QUndoView *undoView, ModeBar *modeBar, FinishView *finish)
    : QObject(window)
    , m_window(window)
    , m_controller(controller)
    , m_document(document)
    , m_undoView(undoView)
    , m_modeBar(modeBar)
    , m_finish(finish)
{
    buildFileMenu();
    buildEditMenu();
    buildViewMenu();
    buildHelpMenu();
    // The window holds every menu action too, so their keys keep working when presentation
    // mode hides the menu bar.
    for (QAction *menu : m_window->menuBar()->actions())
        if (menu->menu())
            m_window->addActions(menu->menu()->actions());
    for (QAction *a : m_window->actions())
        a->setShortcutContext(Qt::ApplicationShortcut);
}

void WindowMenus::buildFileMenu()
{
    m_fileMenu = m_window->menuBar()->addMenu(QString());
    m_newAction = m_fileMenu->addAction(QString(), this,
                                        [this] { m_document->newLessonWithQuestion(m_window); });
    m_newAction->setObjectName(QStringLiteral("newLessonAction"));
    m_newAction->setShortcut(QKeySequence::New);
    m_openAction =
        m_fileMenu->addAction(QString(), this, [this] { m_document->openWithDialog(m_window); });
    m_openAction->setShortcut(QKeySequence::Open);
    m_saveAction = m_fileMenu->addAction(QString(), this, [this] { saveWithDialog(false); });
    m_saveAction->setShortcut(QKeySequence::Save);
    m_saveAsAction = m_fileMenu->addAction(QString(), this, [this] { saveWithDialog(true); });
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    m_fileMenu->addSeparator();
    m_exportHandoutAction =
        m_fileMenu->addAction(QString(), m_finish, &FinishView::exportHandoutWithDialog);
    m_fileMenu->addSeparator();
    m_quitAction = m_fileMenu->addAction(QString(), m_window, &QWidget::close);
    // Ctrl+Q everywhere: some platforms bind QKeySequence::Quit to nothing.
    QList<QKeySequence> quitKeys = QKeySequence::keyBindings(QKeySequence::Quit);
    if (!quitKeys.contains(QKeySequence(Qt::CTRL | Qt::Key_Q)))
        quitKeys << QKeySequence(Qt::CTRL | Qt::Key_Q);
    m_quitAction->setShortcuts(quitKeys);
    // File ▸ Open Recent, after Open.
    m_recentMenu = new RecentLessonsMenu(m_window);
    m_fileMenu->insertMenu(m_saveAction, m_recentMenu);
    connect(m_recentMenu, &RecentLessonsMenu::openRequested, this, &WindowMenus::openRecent);
}

void WindowMenus::buildEditMenu()
{
    m_editMenu = m_window->menuBar()->addMenu(QString());
    m_undoAction = m_controller->undoStack()->createUndoAction(m_window);
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_redoAction = m_controller->undoStack()->createRedoAction(m_window);
    // QKeySequence::Redo is Ctrl+Shift+Z on Linux: listing both made one ambiguous key that
    // did nothing. Each key once.
    m_redoAction->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);
    m_historyAction = m_editMenu->addAction(QString(), m_undoView, &QWidget::show);
    // N is handled by the ClassroomKeyFilter (like K), so a text field keeps its letter.
    m_noteAction = m_editMenu->addAction(QString(), m_window, &MainWindow::editStepNote);
    m_noteAction->setObjectName(QStringLiteral("stepNoteAction"));
    // Edit ▸ Choose chapters…, Reset all.
    m_editMenu->addSeparator();
    m_chooseChaptersAction =
        m_editMenu->addAction(QString(), m_window, &MainWindow::chooseChapters);
    m_chooseChaptersAction->setObjectName(QStringLiteral("chooseChaptersAction"));
    m_resetAllAction = m_editMenu->addAction(QString(), m_window, &MainWindow::resetAll);
    m_resetAllAction->setObjectName(QStringLiteral("resetAllAction"));
    m_resetAllAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    auto *resetButton = new QToolButton;
    resetButton->setObjectName(QStringLiteral("resetAllButton"));
    resetButton->setDefaultAction(m_resetAllAction);
    resetButton->setFocusPolicy(Qt::TabFocus);
    m_modeBar->addButton(resetButton);
}

void WindowMenus::buildViewMenu()
{
    m_viewMenu = m_window->menuBar()->addMenu(QString());
    for (int i = 0; i < 4; ++i) {
        QAction *a = m_viewMenu->addAction(
            QString(), this, [this, i] { m_controller->setMode(LessonController::Mode(i)); });
        a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
        m_modeActions << a;
    }
    m_viewMenu->addSeparator();
    m_presentAction = m_viewMenu->addAction(QString(), this, [this] {
        m_window->setPresentationMode(!m_window->isPresentationMode());
    });
    m_presentAction->setShortcut(Qt::Key_F5);
    m_blankAction = m_viewMenu->addAction(QString(), this,
                                          [this] { m_window->setBlanked(!m_window->isBlanked()); });
    // K is handled by the ClassroomKeyFilter (like B), so a text field keeps its letter.
    m_consoleAction = m_viewMenu->addAction(QString());
    m_consoleAction->setCheckable(true);
    m_consoleAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    connect(m_consoleAction, &QAction::toggled, m_window->presenterScreens(),
            &PresenterScreens::setConsoleWanted);
    connect(m_window->presenterConsole(), &PresenterConsole::closed, m_consoleAction,
            [this] { m_consoleAction->setChecked(false); });
    // Ctrl+Shift+S is Save as; X for eXchange.
    m_swapScreensAction =
        m_viewMenu->addAction(QString(), m_window->presenterScreens(), &PresenterScreens::swap);
    m_swapScreensAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_X));
    m_kitchenFirstAction = m_viewMenu->addAction(QString());
    m_kitchenFirstAction->setCheckable(true);
    connect(m_kitchenFirstAction, &QAction::toggled, m_window, &MainWindow::setKitchenFirst);
    m_viewMenu->addAction(m_window->executeView()->predictAction());
    // The lesson's flow: remembered, and applied to the controller now.
    m_playAcrossAction = m_viewMenu->addAction(QString());
    m_playAcrossAction->setObjectName(QStringLiteral("playAcrossChaptersAction"));
    m_playAcrossAction->setCheckable(true);
    m_playAcrossAction->setChecked(AppSettings::playAcrossChapters());
    m_controller->setPlayAcrossChapters(m_playAcrossAction->isChecked());
    connect(m_playAcrossAction, &QAction::toggled, this, [this](bool on) {
        AppSettings::setPlayAcrossChapters(on);
        m_controller->setPlayAcrossChapters(on);
    });
    m_finishEveryAction = m_viewMenu->addAction(QString());
    m_finishEveryAction->setObjectName(QStringLiteral("finishEveryChapterAction"));
    m_finishEveryAction->setCheckable(true);
    m_finishEveryAction->setChecked(AppSettings::finishEveryChapter());
    m_controller->setFinishEveryChapter(m_finishEveryAction->isChecked());
    connect(m_finishEveryAction, &QAction::toggled, this, [this](bool on) {
        AppSettings::setFinishEveryChapter(on);
        m_controller->setFinishEveryChapter(on);
    });
    m_zoomInAction = m_viewMenu->addAction(QString(), this,
                                           [this] { m_window->setZoom(m_window->zoom() * 1.15); });
    m_zoomInAction->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::Key_Equal), QKeySequence(Qt::CTRL | Qt::Key_Plus)});
    m_zoomOutAction = m_viewMenu->addAction(QString(), this,
                                            [this] { m_window->setZoom(m_window->zoom() / 1.15); });
    m_zoomOutAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Minus));
    m_zoomResetAction = m_viewMenu->addAction(QString(), this, [this] { m_window->setZoom(1.0); });
    m_zoomResetAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    m_viewMenu->addSeparator();
    m_darkAction = m_viewMenu->addAction(QString());
    m_darkAction->setCheckable(true);
    connect(m_darkAction, &QAction::toggled, m_window, &MainWindow::setDarkTheme);
    // Reduced motion (remembered): the window passes it to the scenes.
    m_reducedMotionAction = new QAction(m_window);
    m_reducedMotionAction->setCheckable(true);
    m_reducedMotionAction->setChecked(AppSettings::reducedMotion());
    m_viewMenu->addAction(m_reducedMotionAction);
    // View ▸ Projector theme beside Dark theme (setTheme() ticks at most one), Large text.
    m_projectorAction = new QAction(m_window);
    m_projectorAction->setObjectName(QStringLiteral("projectorThemeAction"));
    m_projectorAction->setCheckable(true);
    m_viewMenu->insertAction(m_reducedMotionAction, m_projectorAction);
    connect(m_projectorAction, &QAction::toggled, m_window, [this](bool on) {
        if (on)
            m_window->setTheme(Theme::Mode::Projector);
        else if (Theme::isProjector())
            m_window->setTheme(Theme::Mode::Light);
    });
    m_largeTextAction = new QAction(m_window);
    m_largeTextAction->setObjectName(QStringLiteral("largeTextAction"));
    m_largeTextAction->setCheckable(true);
    m_viewMenu->insertAction(m_reducedMotionAction, m_largeTextAction);
    // Checked before it is connected: the window reads the setting itself.
    m_largeTextAction->setChecked(m_window->isLargeText());
    connect(m_largeTextAction, &QAction::toggled, m_window, &MainWindow::setLargeText);
}

void WindowMenus::buildHelpMenu()
{
    m_helpMenu = m_window->menuBar()->addMenu(QString());
    m_shortcutsAction = m_helpMenu->addAction(QString(), this, [this] {
        ShortcutsDialog dialog(m_window, m_window);
        dialog.exec();
    });
    m_shortcutsAction->setShortcut(QKeySequence::HelpContents);
    m_aboutAction = m_helpMenu->addAction(QString(), this, [this] {
        QMessageBox::about(
            m_window, tr("About NormKitchen"),
            tr("<b>NormKitchen 归一化后厨</b><p>Why large language models use RMSNorm "
               "instead of LayerNorm, computed live for your own vector.</p>"));
    });
}

void WindowMenus::retranslate()
{
    const QStringList modes = ModeWords::titles();
    for (int i = 0; i < modes.size(); ++i)
        m_modeActions[i]->setText(modes[i]);
    m_fileMenu->setTitle(tr("&File"));
    m_newAction->setText(tr("&New lesson"));
    m_openAction->setText(tr("&Open lesson…"));
    m_saveAction->setText(tr("&Save lesson"));
    m_saveAsAction->setText(tr("Save lesson &as…"));
    m_exportHandoutAction->setText(tr("Export &handout…"));
    m_quitAction->setText(tr("&Quit"));
    m_editMenu->setTitle(tr("&Edit"));
    m_undoAction->setText(tr("&Undo"));
    m_redoAction->setText(tr("&Redo"));
    m_historyAction->setText(tr("Undo &history"));
    m_noteAction->setText(tr("&Note for this step… (N)"));
    m_playAcrossAction->setText(tr("Play on into the &next chapter (P)"));
    m_finishEveryAction->setText(tr("&Finish after every chapter"));
    m_viewMenu->setTitle(tr("&View"));
    m_presentAction->setText(tr("&Presentation mode (F5, Esc leaves)"));
    m_blankAction->setText(tr("&Blank the screen (B or .)"));
    m_kitchenFirstAction->setText(tr("&Kitchen-first layout (K)"));
    m_consoleAction->setText(tr("Presenter &console (notes, next step, time)"));
    m_swapScreensAction->setText(tr("S&wap projector and console screens"));
    m_zoomInAction->setText(tr("Zoom &in"));
    m_zoomOutAction->setText(tr("Zoom &out"));
    m_zoomResetAction->setText(tr("&Actual size"));
    m_darkAction->setText(tr("&Dark theme"));
    m_reducedMotionAction->setText(tr("&Reduced motion"));
    m_helpMenu->setTitle(tr("&Help"));
    m_aboutAction->setText(tr("&About NormKitchen"));
    m_shortcutsAction->setText(tr("&Keyboard shortcuts"));
    m_recentMenu->retranslate();
    m_chooseChaptersAction->setText(tr("Choose &chapters…"));
    m_resetAllAction->setText(tr("Reset &all"));
    m_resetAllAction->setIconText(tr("Reset all")); // the button, without the "(&A)" mnemonic
    m_resetAllAction->setToolTip(
        tr("Back to the lesson as it was opened: vector, parameters, chapter and step (Ctrl+R; "
           "Ctrl+Z undoes it)"));
    m_projectorAction->setText(tr("&Projector theme"));
    m_largeTextAction->setText(tr("&Large text"));
}

void WindowMenus::showKitchenFirst(bool on)
{
    const QSignalBlocker block(m_kitchenFirstAction);
    m_kitchenFirstAction->setChecked(on);
}

void WindowMenus::showLargeText(bool on)
{
    const QSignalBlocker block(m_largeTextAction);
    m_largeTextAction->setChecked(on);
}

void WindowMenus::showTheme(Theme::Mode mode)
{
    const QSignalBlocker block(m_darkAction);
    const QSignalBlocker blockProjector(m_projectorAction);
    m_darkAction->setChecked(mode == Theme::Mode::Dark);
    m_projectorAction->setChecked(mode == Theme::Mode::Projector);
}

void WindowMenus::toggleProjectorTheme()
{
    m_projectorAction->toggle();
}

void WindowMenus::saveWithDialog(bool saveAs)
{
    const QString saved = m_document->saveWithDialog(m_window, saveAs);
    if (!saved.isEmpty())
        m_window->statusBar()->showMessage(tr("Saved %1").arg(saved), 4000);
}

void WindowMenus::openRecent(const QString &path)
{
    if (!m_document->maybeSave(m_window))
        return;
    QString error;
    if (!m_document->open(path, &error))
        QMessageBox::warning(m_window, tr("Cannot open lesson"), error);
}

} // namespace nk::ui
