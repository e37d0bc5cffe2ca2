#include "window/mainwindow.h"

#include "base/appsettings.h"
#include "base/focusring.h"
#include "base/theme.h"
#include "base/zoomrange.h"
#include "controls/liveeditoverlay.h"
#include "lesson/lessondetour.h"
#include "lesson/narration.h"
#include "lesson/resetlessoncommand.h"
#include "monitor/monitorview.h"
#include "presenter/elapsedclock.h"
#include "presenter/presenterconsole.h"
#include "presenter/presenterscreens.h"
#include "views/executeview.h"
#include "window/blankoverlay.h"
#include "window/chapterlist.h"
#include "window/choosechaptersdialog.h"
#include "window/classroomkeyfilter.h"
#include "window/lessondocument.h"
#include "window/modebar.h"
#include "window/modepages.h"
#include "window/stepnotedialog.h"
#include "window/waybackbar.h"
#include "window/windowmenus.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLibraryInfo>
#include <QMenuBar>
#include <QResizeEvent>
#include <QStatusBar>
#include <QTranslator>
#include <QUndoStack>
#include <QUndoView>
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

    m_pages = new ModePages(m_controller);
    body->addWidget(m_pages, 1);

    m_controller->setPageGate([this] { return pageCurrentView(); });
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
            [this] { m_menus->toggleProjectorTheme(); });
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

    m_largeText = AppSettings::largeText();
    m_menus = new WindowMenus(this, m_controller, m_document, m_undoView, m_modeBar,
                              m_pages->finishView());
    connect(m_menus->reducedMotionAction(), &QAction::toggled, this, [this](bool on) {
        AppSettings::setReducedMotion(on);
        m_pages->setReducedMotion(on);
    });
    m_pages->setReducedMotion(AppSettings::reducedMotion());
    connect(m_document, &LessonDocument::lessonOpened, this, &MainWindow::applyOpenedLesson);
    m_document->setWindowState([this](LessonFile::Lesson &lesson) {
        lesson.theme = Theme::modeName(Theme::mode());
        lesson.predict = m_pages->executeView()->predictMode();
    });
    connect(m_controller, &LessonController::lessonChaptersChanged, this,
            [this] { m_chapterList->setLessonChapters(m_controller->lessonChapters()); });
    m_openedState = currentState();
    connect(m_controller, &LessonController::modeChanged, this, &MainWindow::syncMode);
    // A detour into Monitor lands at the card it is about.
    connect(m_controller, &LessonController::modeChanged, this, [this](LessonController::Mode m) {
        if (m == LessonController::Mode::Monitor &&
            m_controller->detour()->target() == QLatin1String("benchmark"))
            m_pages->monitorView()->showBenchmarkCard();
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
    m_pages->setLanguage(l);
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
    m_menus->showTheme(mode);
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
    m_pages->setZoom(zoom);
    m_wayBack->setZoom(zoom);
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
    m_menus->showKitchenFirst(on);
    m_pages->executeView()->setKitchenFirst(on);
    updateChapterBanner();
}

void MainWindow::setPresentationMode(bool on)
{
    m_presentation = on;
    m_keys->setPresentation(on);
    menuBar()->setVisible(!on);
    m_chapterList->setVisible(!on);
    m_pages->setPresenting(on);
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
    return m_pages->pageDown();
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

ExecuteView *MainWindow::executeView() const
{
    return m_pages->executeView();
}

LessonEndView *MainWindow::lessonEndView() const
{
    return m_pages->lessonEndView();
}

QWidget *MainWindow::modeWidget(LessonController::Mode mode) const
{
    return m_pages->modeWidget(mode);
}

RecentLessonsMenu *MainWindow::recentLessonsMenu() const
{
    return m_menus->recentLessonsMenu();
}

QAction *MainWindow::resetAllAction() const
{
    return m_menus->resetAllAction();
}

QWidget *MainWindow::currentPage() const
{
    return m_pages->currentPage();
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
    m_pages->showCurrentPage();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslate()
{
    m_menus->retranslate();
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

void MainWindow::setLargeText(bool on)
{
    m_largeText = on;
    AppSettings::setLargeText(on);
    m_menus->showLargeText(on);
    applyZoom();
}

LessonSnapshot MainWindow::currentState() const
{
    LessonSnapshot s = m_controller->snapshot();
    s.predict = m_pages->executeView()->predictMode();
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
    m_pages->executeView()->setPredictMode(lesson.predict);
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
        m_controller, now, m_openedState,
        [this](bool on) { m_pages->executeView()->setPredictMode(on); }, tr("Reset all")));
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

} // namespace nk::ui
