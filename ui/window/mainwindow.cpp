#include "window/mainwindow.h"

#include "base/pagedscrollarea.h"

#include "lesson/lessondetour.h"
#include "window/waybackbar.h"

#include "base/appsettings.h"
#include "window/blankoverlay.h"
#include "lesson/chaptercatalog.h"
#include "window/chapterlist.h"
#include "window/choosechaptersdialog.h"
#include "presenter/elapsedclock.h"
#include "window/classroomkeyfilter.h"
#include "views/executeview.h"
#include "views/finishview.h"
#include "base/focusring.h"
#include "window/shortcutsdialog.h"
#include "kitchen/kitchenview.h"
#include "window/lessondocument.h"
#include "views/lessonendview.h"
#include "controls/liveeditoverlay.h"
#include "lesson/modewords.h"
#include "window/modebar.h"
#include "monitor/monitorview.h"
#include "lesson/narration.h"
#include "window/recentlessonsmenu.h"
#include "lesson/resetlessoncommand.h"
#include "presenter/presenterconsole.h"
#include "presenter/presenterscreens.h"
#include "views/startview.h"
#include "window/stepnotedialog.h"
#include "base/theme.h"
#include "base/zoomrange.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QResizeEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLibraryInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QScrollArea>
#include <QStackedWidget>
#include <QStatusBar>
#include <QToolButton>
#include <QTranslator>
#include <QUndoStack>
#include <QUndoView>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace nk::ui {

MainWindow::MainWindow(LessonController *controller, QWidget *parent)
    : QMainWindow(parent)
    , m_controller(controller)
    , m_translator(new QTranslator(this))
    , m_qtTranslator(new QTranslator(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    auto *central = new QWidget;
    auto *outer = new QVBoxLayout(central);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->setSpacing(0);
    m_modeBar = new ModeBar;
    connect(m_modeBar, &ModeBar::modeRequested, m_controller, &LessonController::setMode);
    connect(m_modeBar, &ModeBar::languageRequested, this, &MainWindow::setLanguage);
    connect(m_modeBar, &ModeBar::darkRequested, this, &MainWindow::setDarkTheme);
    // Its width never sets the window's minimum: fitModeBar() sizes its words to the window.
    m_modeBar->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    outer->addWidget(m_modeBar);
    m_chapterBanner = new QLabel;
    m_chapterBanner->setObjectName(QStringLiteral("chapterBanner"));
    m_chapterBanner->setWordWrap(true);
    m_chapterBanner->setTextFormat(Qt::PlainText);
    m_chapterBanner->hide();
    outer->addWidget(m_chapterBanner);
    m_wayBack = new WayBackBar(m_controller->detour());
    outer->addWidget(m_wayBack);
    auto *body = new QHBoxLayout;
    body->setContentsMargins(0, 0, 0, 0);
    body->setSpacing(0);
    outer->addLayout(body, 1);
    m_chapterList = new ChapterList;
    connect(m_chapterList, &ChapterList::chapterRequested, m_controller,
            &LessonController::setChapter);
    connect(m_controller, &LessonController::chapterChanged, m_chapterList,
            &ChapterList::setChapter);
    m_chapterList->setChapter(m_controller->chapter());
    body->addWidget(m_chapterList);

    m_stack = new QStackedWidget;
    body->addWidget(m_stack, 1);

    m_start = new StartView(m_controller);
    m_startScene = new KitchenView;
    m_startScene->setStage(KitchenView::Stage::Start);
    m_start->setSceneWidget(m_startScene);
    m_execute = new ExecuteView(m_controller);
    m_executeScene = new KitchenView;
    m_executeScene->setStage(KitchenView::Stage::Execute);
    m_execute->setSceneWidget(m_executeScene);
    m_monitor = new MonitorView;
    m_finish = new FinishView(m_controller);
    m_lessonEnd = new LessonEndView(m_controller);
    // Start scrolls when a large zoom makes it taller or wider than the screen: otherwise its
    // minimum size became the window's and pushed it past the screen edge. Execute fits itself
    // to any size; Monitor and Finish scroll already (down only: their content wraps). Start's
    // view, like Finish's and the lesson end's, ends on a whole line: presenting, Next shows the
    // rest a page at a time before the lesson moves on.
    m_startArea = new PagedScrollArea;
    // Start over a stretch: presenting, the page keeps its own height (the stretch takes what is
    // left, and a last page's padding) instead of growing its bars and table into it.
    auto *startPage = new QWidget;
    m_startPageLayout = new QVBoxLayout(startPage);
    m_startPageLayout->setContentsMargins(0, 0, 0, 0);
    m_startPageLayout->setSpacing(0);
    m_startPageLayout->addWidget(m_start, 1);
    m_startPageLayout->addStretch(0);
    m_startArea->setWidget(startPage);
    m_startArea->setWidgetResizable(true);
    m_startArea->setFrameShape(QFrame::NoFrame);
    m_startArea->setFocusPolicy(Qt::NoFocus);
    m_stack->addWidget(m_startArea);
    m_stack->addWidget(m_execute);
    m_stack->addWidget(m_monitor);
    m_stack->addWidget(m_finish);
    m_stack->addWidget(m_lessonEnd);

    m_controller->setPageGate([this] { return pageCurrentView(); });
    // A page comes back at its top: the class starts reading from the beginning.
    // Once more after the events the change sets off: the focus landing on a control further
    // down (Start's bars) scrolled Start back to its second page when the lesson began again.
    const auto toTop = [this] {
        const auto all = [this] {
            for (PagedScrollArea *a :
                 {m_startArea, m_finish->pagedArea(), m_lessonEnd->pagedArea()})
                a->toTop();
        };
        all();
        QTimer::singleShot(0, this, all);
    };
    connect(m_controller, &LessonController::modeChanged, this, toTop);
    connect(m_controller, &LessonController::lessonEndChanged, this, toTop);

    // Scenes and the monitor observe the controller.
    connect(m_controller, &LessonController::inputChanged, this, &MainWindow::feedScenes);
    connect(m_controller, &LessonController::chapterChanged, this, &MainWindow::feedScenes);
    connect(m_controller, &LessonController::modeChanged, this, &MainWindow::feedScenes);
    connect(m_controller, &LessonController::timeChanged, m_executeScene,
            [this] { m_executeScene->setTime(m_controller->sceneTime()); });
    feedScenes();
    m_executeScene->setTime(m_controller->sceneTime());
    m_reducedMotionAction = new QAction(this);
    m_reducedMotionAction->setCheckable(true);
    m_reducedMotionAction->setChecked(AppSettings::reducedMotion());
    connect(m_reducedMotionAction, &QAction::toggled, this, [this](bool on) {
        AppSettings::setReducedMotion(on);
        m_startScene->setReducedMotion(on);
        m_executeScene->setReducedMotion(on);
    });
    m_startScene->setReducedMotion(AppSettings::reducedMotion());
    m_executeScene->setReducedMotion(AppSettings::reducedMotion());

    setCentralWidget(central);
    m_blank = new BlankOverlay(this);
    new FocusRing(this); // keyboard focus visible on every control, styled or painted

    m_undoView = new QUndoView(m_controller->undoStack());
    m_undoView->setWindowFlag(Qt::Tool);
    m_undoView->resize(360, 420);

    m_document = new LessonDocument(m_controller, this);
    connect(m_document, &LessonDocument::titleChanged, this,
            [this] { setWindowTitle(m_document->title()); });
    m_keys = new ClassroomKeyFilter(m_controller, this);
    connect(m_keys, &ClassroomKeyFilter::blankRequested, this, &MainWindow::setBlanked);
    connect(m_keys, &ClassroomKeyFilter::leavePresentationRequested, this,
            [this] { setPresentationMode(false); });
    connect(m_keys, &ClassroomKeyFilter::kitchenFirstToggleRequested, this,
            [this] { setKitchenFirst(!m_kitchenFirst); });
    connect(m_keys, &ClassroomKeyFilter::projectorThemeToggleRequested, this,
            [this] { m_projectorAction->toggle(); });
    connect(m_keys, &ClassroomKeyFilter::noteRequested, this, &MainWindow::editStepNote);
    // Live "what if" edits (V, F) in any mode, presentation included.
    m_liveEdit = new LiveEditOverlay(m_controller, this);
    connect(m_keys, &ClassroomKeyFilter::vectorFieldRequested, m_liveEdit,
            &LiveEditOverlay::openVectorField);
    connect(m_keys, &ClassroomKeyFilter::precisionCycleRequested, m_liveEdit,
            &LiveEditOverlay::cyclePrecision);

    // The presenter console: the class sees this window, the teacher that one.
    m_console = new PresenterConsole(m_controller, centralWidget());
    m_console->resize(1280, 800);
    m_screens = new PresenterScreens(this, m_console, this);
    m_keys->addWindow(m_console);
    connect(m_console, &PresenterConsole::blankRequested, this, &MainWindow::setBlanked);
    connect(m_blank, &BlankOverlay::dismissed, this, [this] { setBlanked(false); });

    buildMenus();
    connect(m_controller, &LessonController::modeChanged, this, &MainWindow::syncMode);
    // A detour into Monitor lands at the card it is about.
    connect(m_controller, &LessonController::modeChanged, this, [this](LessonController::Mode m) {
        if (m == LessonController::Mode::Monitor &&
            m_controller->detour()->target() == QLatin1String("benchmark"))
            m_monitor->showBenchmarkCard();
    });
    connect(m_controller, &LessonController::lessonEndChanged, this, &MainWindow::syncMode);
    connect(m_controller, &LessonController::chapterChanged, this,
            &MainWindow::updateChapterBanner);

    syncMode();
    retranslate();
    applyZoom();
}

MainWindow::~MainWindow()
{
    m_controller->setPageGate({});
    delete m_console;
    delete m_undoView; // a tool window of its own, without a parent (LSan found it leaking)
}

void MainWindow::feedScenes()
{
    for (KitchenView *k : {m_startScene, m_executeScene})
        k->setTraces(m_controller->layerNorm(), m_controller->rmsNorm());
    // Execute plays the scene the catalog names for the chapter; Start always shows arrival.
    if (const ChapterCatalog::Chapter *c =
            ChapterCatalog::instance().chapter(m_controller->chapter())) {
        m_executeScene->setSceneOptions(c->sceneOptions);
        m_executeScene->setScene(c->scene);
    }
    if (m_controller->mode() == LessonController::Mode::Monitor)
        m_monitor->setInput(m_controller->input(), m_controller->settings(),
                            m_controller->layerNorm(), m_controller->rmsNorm());
}

QWidget *MainWindow::modeWidget(LessonController::Mode mode) const
{
    switch (mode) {
    case LessonController::Mode::Start:
        return m_start;
    case LessonController::Mode::Execute:
        return m_execute;
    case LessonController::Mode::Monitor:
        return m_monitor;
    case LessonController::Mode::Finish:
        return m_finish;
    }
    return m_start;
}

void MainWindow::buildMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_newAction =
        m_fileMenu->addAction(QString(), this, [this] { m_document->newLessonWithQuestion(this); });
    m_newAction->setObjectName(QStringLiteral("newLessonAction"));
    m_newAction->setShortcut(QKeySequence::New);
    m_openAction =
        m_fileMenu->addAction(QString(), this, [this] { m_document->openWithDialog(this); });
    m_openAction->setShortcut(QKeySequence::Open);
    m_saveAction = m_fileMenu->addAction(QString(), this, [this] { saveWithDialog(false); });
    m_saveAction->setShortcut(QKeySequence::Save);
    m_saveAsAction = m_fileMenu->addAction(QString(), this, [this] { saveWithDialog(true); });
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    m_fileMenu->addSeparator();
    m_exportHandoutAction =
        m_fileMenu->addAction(QString(), m_finish, &FinishView::exportHandoutWithDialog);
    m_fileMenu->addSeparator();
    m_quitAction = m_fileMenu->addAction(QString(), this, &QWidget::close);
    // Ctrl+Q everywhere: some platforms bind QKeySequence::Quit to nothing.
    QList<QKeySequence> quitKeys = QKeySequence::keyBindings(QKeySequence::Quit);
    if (!quitKeys.contains(QKeySequence(Qt::CTRL | Qt::Key_Q)))
        quitKeys << QKeySequence(Qt::CTRL | Qt::Key_Q);
    m_quitAction->setShortcuts(quitKeys);

    m_editMenu = menuBar()->addMenu(QString());
    m_undoAction = m_controller->undoStack()->createUndoAction(this);
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_redoAction = m_controller->undoStack()->createRedoAction(this);
    // QKeySequence::Redo is Ctrl+Shift+Z on Linux: listing both made one ambiguous key that
    // did nothing. Each key once.
    m_redoAction->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);
    m_historyAction = m_editMenu->addAction(QString(), m_undoView, &QWidget::show);
    // N is handled by the ClassroomKeyFilter (like K), so a text field keeps its letter.
    m_noteAction = m_editMenu->addAction(QString(), this, &MainWindow::editStepNote);
    m_noteAction->setObjectName(QStringLiteral("stepNoteAction"));

    m_viewMenu = menuBar()->addMenu(QString());
    for (int i = 0; i < 4; ++i) {
        QAction *a = m_viewMenu->addAction(
            QString(), this, [this, i] { m_controller->setMode(LessonController::Mode(i)); });
        a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
        m_modeActions << a;
    }
    m_viewMenu->addSeparator();
    m_presentAction =
        m_viewMenu->addAction(QString(), this, [this] { setPresentationMode(!m_presentation); });
    m_presentAction->setShortcut(Qt::Key_F5);
    m_blankAction = m_viewMenu->addAction(QString(), this, [this] { setBlanked(!isBlanked()); });
    // K is handled by the ClassroomKeyFilter (like B), so a text field keeps its letter.
    m_consoleAction = m_viewMenu->addAction(QString());
    m_consoleAction->setCheckable(true);
    m_consoleAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    connect(m_consoleAction, &QAction::toggled, m_screens, &PresenterScreens::setConsoleWanted);
    connect(m_console, &PresenterConsole::closed, m_consoleAction,
            [this] { m_consoleAction->setChecked(false); });
    // Ctrl+Shift+S is Save as; X for eXchange.
    m_swapScreensAction = m_viewMenu->addAction(QString(), m_screens, &PresenterScreens::swap);
    m_swapScreensAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_X));
    m_kitchenFirstAction = m_viewMenu->addAction(QString());
    m_kitchenFirstAction->setCheckable(true);
    connect(m_kitchenFirstAction, &QAction::toggled, this, &MainWindow::setKitchenFirst);
    m_viewMenu->addAction(m_execute->predictAction());
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
    m_zoomInAction = m_viewMenu->addAction(QString(), this, [this] { setZoom(m_zoom * 1.15); });
    m_zoomInAction->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::Key_Equal), QKeySequence(Qt::CTRL | Qt::Key_Plus)});
    m_zoomOutAction = m_viewMenu->addAction(QString(), this, [this] { setZoom(m_zoom / 1.15); });
    m_zoomOutAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Minus));
    m_zoomResetAction = m_viewMenu->addAction(QString(), this, [this] { setZoom(1.0); });
    m_zoomResetAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    m_viewMenu->addSeparator();
    m_darkAction = m_viewMenu->addAction(QString());
    m_darkAction->setCheckable(true);
    connect(m_darkAction, &QAction::toggled, this, &MainWindow::setDarkTheme);
    m_viewMenu->addAction(m_reducedMotionAction);

    m_helpMenu = menuBar()->addMenu(QString());
    m_shortcutsAction = m_helpMenu->addAction(QString(), this, [this] {
        ShortcutsDialog dialog(this, this);
        dialog.exec();
    });
    m_shortcutsAction->setShortcut(QKeySequence::HelpContents);
    m_aboutAction = m_helpMenu->addAction(QString(), this, [this] {
        QMessageBox::about(
            this, tr("About NormKitchen"),
            tr("<b>NormKitchen 归一化后厨</b><p>Why large language models use RMSNorm "
               "instead of LayerNorm, computed live for your own vector.</p>"));
    });
    buildLessonActions();
    // The window holds every menu action too, so their keys keep working when presentation
    // mode hides the menu bar.
    for (QAction *menu : menuBar()->actions())
        if (menu->menu())
            addActions(menu->menu()->actions());
    for (QAction *a : actions())
        a->setShortcutContext(Qt::ApplicationShortcut);
}

void MainWindow::setLanguage(const QString &lang)
{
    const QString l = Narration::languageKey(lang);
    qApp->removeTranslator(m_translator);
    qApp->removeTranslator(m_qtTranslator);
    if (l == QLatin1String("zh")) {
        if (m_translator->load(QStringLiteral(":/i18n/normkitchen_zh.qm")))
            qApp->installTranslator(m_translator);
        if (m_qtTranslator->load(QLocale(QLocale::Chinese, QLocale::China),
                                 QStringLiteral("qtbase"), QStringLiteral("_"),
                                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            qApp->installTranslator(m_qtTranslator);
    }
    m_language = l;
    AppSettings::setLanguage(l);
    m_modeBar->setLanguage(l);
    m_chapterList->setLanguage(l);
    m_start->setLanguage(l);
    m_finish->setLanguage(l);
    m_lessonEnd->setLanguage(l);
    m_execute->setLanguage(l);
    m_console->setLanguage(l);
    retranslate();
}

void MainWindow::setDarkTheme(bool dark)
{
    setTheme(dark ? Theme::Mode::Dark : Theme::Mode::Light);
}

void MainWindow::setTheme(Theme::Mode mode)
{
    Theme::setMode(mode);
    AppSettings::setTheme(Theme::modeName(mode));
    m_modeBar->setDark(mode == Theme::Mode::Dark);
    {
        const QSignalBlocker block(m_darkAction);
        const QSignalBlocker blockProjector(m_projectorAction);
        m_darkAction->setChecked(mode == Theme::Mode::Dark);
        m_projectorAction->setChecked(mode == Theme::Mode::Projector);
    }
    applyZoom(); // re-applies the style sheet with the new colours and the theme's text size
    m_console->applyTheme();
}

void MainWindow::setZoom(qreal zoom)
{
    m_zoom = ZoomRange::clampZoom(zoom);
    AppSettings::setZoom(m_zoom);
    applyZoom();
}

qreal MainWindow::textZoom() const
{
    return m_zoom * presentationScale() * Theme::textScale() *
           (m_largeText ? kLargeTextScale : 1.0);
}

qreal MainWindow::presentationScale() const
{
    // A projector's picture is as large in the room at 1280×720 as at 1920×1080: the text keeps
    // its share of the screen's height, kPresentationScale at 1080 lines, never below 1.
    if (!m_presentation)
        return 1.0;
    const int lines = height() > 0 ? height() : 1080;
    return std::max(1.0, kPresentationScale * lines / 1080.0);
}

void MainWindow::applyZoom()
{
    m_appliedPresentationScale = presentationScale();
    const qreal zoom = textZoom();
    const int base = Theme::stylePointSize(Theme::FontRole::Control, zoom);
    const QColor ln = Theme::layerNorm();
    const int border = int(std::lround(Theme::stroke(1.0))); // 2 px on a projector
    setStyleSheet(
        QStringLiteral(
            "QWidget#chapterPanel { background: %1; border-right: %7px solid %2; }"
            "QListWidget { font-size: %3pt; background: %1; border: none; }"
            "QWidget#chapterPanel QLabel, QWidget#chapterPanel QCheckBox { font-size: %6pt; }"
            "QListWidget::item { padding: %8px %9px; border-radius: 6px; }"
            "QListWidget::item:selected { background: %4; color: white; }"
            "QFrame#narrationPanel { background: %5; border: %7px solid %2; border-radius: 10px; }"
            "QMenuBar, QMenu { font-size: %6pt; }"
            "QComboBox, QToolButton, QCheckBox { font-size: %6pt; }"
            "QLabel#chapterBanner { font-size: %10pt; font-weight: 600; padding: %8px %9px; }")
            .arg(Theme::surface().name(), Theme::grid().name())
            .arg(base + 1)
            .arg(ln.name(), Theme::surface().name())
            .arg(base)
            .arg(border)
            .arg(ChapterList::kItemPaddingV)
            .arg(ChapterList::kItemPaddingH)
            .arg(int(std::lround(base * 1.2))));
    m_modeBarPt = 0; // re-fit with the new zoom and colours
    fitModeBar();
    fitChapterList();
    m_start->setZoom(zoom);
    m_finish->setZoom(zoom);
    m_wayBack->setZoom(zoom);
    m_lessonEnd->setZoom(zoom);
    m_monitor->setZoom(zoom);
    m_execute->setZoom(zoom);
    m_startScene->setZoom(zoom);
    m_executeScene->setZoom(zoom);
    m_liveEdit->setZoom(zoom);
}

void MainWindow::fitModeBar()
{
    // The mode bar's words grow with the zoom until the bar would be wider than the window;
    // then they stop growing (the bar's width was the window's minimum width).
    const int base = Theme::stylePointSize(Theme::FontRole::Control, textZoom());
    int pt = base + 3;
    for (int i = 0; i < 12; ++i) {
        if (pt != m_modeBarPt) {
            m_modeBarPt = pt;
            const int small = std::min(base, pt - 3);
            m_modeBar->setStyleSheet(
                QStringLiteral(
                    "QWidget#modeBar { background: %1; border-bottom: 1px solid %2; }"
                    "QToolButton[objectName^=\"modeButton\"] { font-size: %3pt; font-weight: 600;"
                    " padding: 6px 18px;  border: 1px solid %2; border-radius: 8px;"
                    " color: %4; background: %5; }"
                    "QToolButton[objectName^=\"modeButton\"]:checked { background: %6;"
                    " color: white; border-color: %6; }"
                    "QComboBox, QToolButton { font-size: %7pt; }")
                    .arg(Theme::surface().name(), Theme::grid().name())
                    .arg(pt)
                    .arg(Theme::text().name(), Theme::surface().name(), Theme::layerNorm().name())
                    .arg(small));
        }
        if (width() <= 0 || m_modeBar->minimumSizeHint().width() <= width() || pt <= 9)
            break;
        pt = std::max(9, int(pt * 0.9));
    }
}

void MainWindow::fitChapterList()
{
    // 250 px at zoom 1, growing with the zoom but never past a fifth of the window: at 1280 px
    // and zoom 2 a 500 px list left the lesson too little room. Titles wrap.
    const int wanted = int(250 * textZoom());
    m_chapterList->setFixedWidth(std::min(wanted, std::max(160, width() / 5)));
}

void MainWindow::setKitchenFirst(bool on)
{
    m_kitchenFirst = on;
    {
        const QSignalBlocker block(m_kitchenFirstAction);
        m_kitchenFirstAction->setChecked(on);
    }
    m_execute->setKitchenFirst(on);
    updateChapterBanner();
}

void MainWindow::setPresentationMode(bool on)
{
    m_presentation = on;
    m_keys->setPresentation(on);
    menuBar()->setVisible(!on);
    m_chapterList->setVisible(!on);
    m_lessonEnd->setPresentation(on);
    m_execute->setPaging(on);
    m_start->setPresenting(on);
    m_startPageLayout->setStretch(0, on ? 0 : 1);
    m_startPageLayout->setStretch(1, on ? 1 : 0);
    m_startArea->toTop();
    updateChapterBanner();
    applyZoom();
    if (on) {
        m_console->clock()->reset();
        m_screens->start(); // full-screen; the console on the other screen when there is one
    } else {
        m_screens->stop();
    }
}

bool MainWindow::pageCurrentView()
{
    if (!m_presentation)
        return false;
    PagedScrollArea *area = nullptr;
    switch (m_controller->mode()) {
    case LessonController::Mode::Start:
        area = m_startArea;
        break;
    case LessonController::Mode::Finish:
        area = m_controller->isAtLessonEnd() ? m_lessonEnd->pagedArea() : m_finish->pagedArea();
        break;
    case LessonController::Mode::Execute:
    case LessonController::Mode::Monitor:
        break;
    }
    return area && area->isVisible() && area->pageDown();
}

void MainWindow::setBlanked(bool on)
{
    m_blank->setGeometry(rect());
    m_blank->setVisible(on);
    m_keys->setBlanked(on);
    if (on)
        m_blank->raise();
    m_console->setProjectorBlanked(on); // only the projector goes black
}

bool MainWindow::isBlanked() const
{
    return m_blank->isVisible();
}

QWidget *MainWindow::currentPage() const
{
    return m_controller->isAtLessonEnd() ? m_lessonEnd : modeWidget(m_controller->mode());
}

void MainWindow::updateChapterBanner()
{
    // Execute names the chapter above its narration, unless kitchen-first hides it; the end of
    // the lesson names them all.
    const auto mode = m_controller->mode();
    const bool shown = m_presentation && !m_controller->isAtLessonEnd() &&
                       (mode != LessonController::Mode::Execute || m_kitchenFirst);
    if (shown) {
        const int chapter = m_controller->chapter();
        m_chapterBanner->setText(
            tr("Chapter %1 · %2")
                .arg(chapter)
                .arg(Narration::forLanguage(m_language).chapterTitle(chapter)));
    }
    m_chapterBanner->setVisible(shown);
}

void MainWindow::syncMode()
{
    m_modeBar->setMode(m_controller->mode());
    updateChapterBanner();
    QWidget *page = currentPage();
    // Start sits in a scroll area (see the constructor).
    for (QWidget *w = page; w; w = w->parentWidget())
        if (w->parentWidget() == m_stack) {
            m_stack->setCurrentWidget(w);
            break;
        }
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslate()
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
    retranslateLessonActions();
    m_undoView->setWindowTitle(tr("Undo history"));
    m_undoView->setEmptyLabel(tr("<original lesson>"));
    setWindowTitle(m_document->title());
    updateChapterBanner();
    m_modeBarPt = 0; // the words changed width
    fitModeBar();
}

void MainWindow::resizeEvent(QResizeEvent *event)
{
    m_blank->setGeometry(rect());
    if (!qFuzzyCompare(presentationScale(), m_appliedPresentationScale))
        applyZoom(); // presenting on a screen of another height
    fitChapterList();
    if (event->oldSize().width() != width()) {
        m_modeBarPt = 0;
        fitModeBar();
    }
    QMainWindow::resizeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // Ctrl+Q and the window's close button: unsaved changes are never dropped unasked.
    if (!m_document->maybeSave(this)) {
        event->ignore();
        return;
    }
    AppSettings::setWindowGeometry(saveGeometry());
    m_console->hide();
    QMainWindow::closeEvent(event);
}

bool MainWindow::openLesson(const QString &path, QString *error)
{
    return m_document->open(path, error);
}

bool MainWindow::saveLesson(const QString &path, QString *error)
{
    return m_document->save(path, error);
}

void MainWindow::saveWithDialog(bool saveAs)
{
    const QString saved = m_document->saveWithDialog(this, saveAs);
    if (!saved.isEmpty())
        statusBar()->showMessage(tr("Saved %1").arg(saved), 4000);
}

// Projector mode and the lesson file ---------------------------------------------------------

void MainWindow::buildLessonActions()
{
    // File ▸ Open Recent, after Open.
    m_recentMenu = new RecentLessonsMenu(this);
    m_fileMenu->insertMenu(m_saveAction, m_recentMenu);
    connect(m_recentMenu, &RecentLessonsMenu::openRequested, this, &MainWindow::openRecent);

    // Edit ▸ Choose chapters…, Reset all.
    m_editMenu->addSeparator();
    m_chooseChaptersAction = m_editMenu->addAction(QString(), this, &MainWindow::chooseChapters);
    m_chooseChaptersAction->setObjectName(QStringLiteral("chooseChaptersAction"));
    m_resetAllAction = m_editMenu->addAction(QString(), this, &MainWindow::resetAll);
    m_resetAllAction->setObjectName(QStringLiteral("resetAllAction"));
    m_resetAllAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    auto *resetButton = new QToolButton;
    resetButton->setObjectName(QStringLiteral("resetAllButton"));
    resetButton->setDefaultAction(m_resetAllAction);
    resetButton->setFocusPolicy(Qt::TabFocus);
    m_modeBar->addButton(resetButton);

    // View ▸ Projector theme beside Dark theme (setTheme() ticks at most one), Large text.
    m_projectorAction = new QAction(this);
    m_projectorAction->setObjectName(QStringLiteral("projectorThemeAction"));
    m_projectorAction->setCheckable(true);
    m_viewMenu->insertAction(m_reducedMotionAction, m_projectorAction);
    connect(m_projectorAction, &QAction::toggled, this, [this](bool on) {
        if (on)
            setTheme(Theme::Mode::Projector);
        else if (Theme::isProjector())
            setTheme(Theme::Mode::Light);
    });
    m_largeTextAction = new QAction(this);
    m_largeTextAction->setObjectName(QStringLiteral("largeTextAction"));
    m_largeTextAction->setCheckable(true);
    m_viewMenu->insertAction(m_reducedMotionAction, m_largeTextAction);
    connect(m_largeTextAction, &QAction::toggled, this, &MainWindow::setLargeText);
    m_largeText = AppSettings::largeText();
    m_largeTextAction->setChecked(m_largeText);

    connect(m_document, &LessonDocument::lessonOpened, this, &MainWindow::applyOpenedLesson);
    m_document->setWindowState([this](LessonFile::Lesson &lesson) {
        lesson.theme = Theme::modeName(Theme::mode());
        lesson.predict = m_execute->predictMode();
    });
    connect(m_controller, &LessonController::lessonChaptersChanged, this,
            [this] { m_chapterList->setLessonChapters(m_controller->lessonChapters()); });
    m_openedState = currentState();
}

void MainWindow::retranslateLessonActions()
{
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

void MainWindow::setLargeText(bool on)
{
    m_largeText = on;
    AppSettings::setLargeText(on);
    {
        const QSignalBlocker block(m_largeTextAction);
        m_largeTextAction->setChecked(on);
    }
    applyZoom();
}

LessonSnapshot MainWindow::currentState() const
{
    LessonSnapshot s = m_controller->snapshot();
    s.predict = m_execute->predictMode();
    return s;
}

void MainWindow::rememberOpenedState()
{
    m_openedState = currentState();
}

void MainWindow::applyOpenedLesson(const LessonFile::Lesson &lesson)
{
    if (const auto mode = Theme::modeFromName(lesson.theme))
        setTheme(*mode);
    m_execute->setPredictMode(lesson.predict);
    rememberOpenedState();
}

void MainWindow::resetAll()
{
    m_controller->applyPendingEdits(); // a value typed a moment ago becomes its own undo step
    const LessonSnapshot now = currentState();
    if (now == m_openedState) {
        statusBar()->showMessage(tr("The lesson is as it was opened."), 4000);
        return;
    }
    // Undoable, so no question: Ctrl+Z brings back what the class had.
    m_controller->undoStack()->push(new ResetLessonCommand(
        m_controller, now, m_openedState, [this](bool on) { m_execute->setPredictMode(on); },
        tr("Reset all")));
    statusBar()->showMessage(tr("Reset to the lesson as it was opened (Ctrl+Z undoes it)."), 4000);
}

void MainWindow::editStepNote()
{
    StepNoteDialog dialog(m_controller, m_language, this);
    dialog.exec();
}

void MainWindow::chooseChapters()
{
    ChooseChaptersDialog dialog(m_language, m_controller->lessonChapters(), this);
    if (dialog.exec() == QDialog::Accepted)
        m_controller->chooseLessonChapters(dialog.chosenChapters());
}

void MainWindow::openRecent(const QString &path)
{
    if (!m_document->maybeSave(this))
        return;
    QString error;
    if (!m_document->open(path, &error))
        QMessageBox::warning(this, tr("Cannot open lesson"), error);
}

} // namespace nk::ui
