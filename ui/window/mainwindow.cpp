#include "mainwindow.h"

#include "appsettings.h"
#include "executeview.h"
#include "finishview.h"
#include "kitchenview.h"
#include "lessonfile.h"
#include "monitorview.h"
#include "narration.h"
#include "startview.h"
#include "theme.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QButtonGroup>
#include <QCloseEvent>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLibraryInfo>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTextEdit>
#include <QToolButton>
#include <QTranslator>
#include <QUndoStack>
#include <QUndoView>
#include <QVBoxLayout>

namespace {

bool isTextInput(QObject *o)
{
    return qobject_cast<QLineEdit *>(o) || qobject_cast<QAbstractSpinBox *>(o) ||
           qobject_cast<QTextEdit *>(o) || qobject_cast<QPlainTextEdit *>(o) ||
           (o && o->property("nkEditor").toBool());
}

bool isMultiLine(QObject *o)
{
    return qobject_cast<QTextEdit *>(o) || qobject_cast<QPlainTextEdit *>(o);
}

// A black cover for "blank the screen" (B or .); any key or click brings the lesson back.
class BlankOverlay : public QWidget
{
public:
    explicit BlankOverlay(QWidget *parent)
        : QWidget(parent)
    {
        setAttribute(Qt::WA_StyledBackground);
        setStyleSheet(QStringLiteral("background: black;"));
        hide();
    }
};

} // namespace

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
    buildModeBar();
    outer->addWidget(m_modeBar);
    auto *body = new QHBoxLayout;
    body->setContentsMargins(0, 0, 0, 0);
    body->setSpacing(0);
    outer->addLayout(body, 1);
    buildChapterList();
    body->addWidget(m_chapterPanel);

    m_stack = new QStackedWidget;
    body->addWidget(m_stack, 1);

    m_start = new StartView(m_controller);
    auto *startScene = new KitchenView;
    startScene->setStage(KitchenView::Stage::Start);
    m_start->setSceneWidget(startScene);
    m_execute = new ExecuteView(m_controller);
    auto *executeScene = new KitchenView;
    executeScene->setStage(KitchenView::Stage::Execute);
    m_execute->setSceneWidget(executeScene);
    m_monitor = new MonitorView;
    m_finish = new FinishView(m_controller);
    m_stack->addWidget(m_start);
    m_stack->addWidget(m_execute);
    m_stack->addWidget(m_monitor);
    m_stack->addWidget(m_finish);

    // Scenes and the monitor observe the controller.
    auto feedScenes = [this, startScene, executeScene] {
        for (KitchenView *k : {startScene, executeScene}) {
            k->setTraces(m_controller->layerNorm(), m_controller->rmsNorm());
            k->setChapter(m_controller->chapter());
        }
        if (m_controller->mode() == LessonController::Mode::Monitor)
            m_monitor->setInput(m_controller->input(), m_controller->settings(),
                                m_controller->layerNorm(), m_controller->rmsNorm());
    };
    connect(m_controller, &LessonController::inputChanged, this, feedScenes);
    connect(m_controller, &LessonController::chapterChanged, this, feedScenes);
    connect(m_controller, &LessonController::modeChanged, this, feedScenes);
    connect(m_controller, &LessonController::timeChanged, executeScene, &KitchenView::setTime);
    feedScenes();
    executeScene->setTime(m_controller->time());
    m_reducedMotionAction = new QAction(this);
    m_reducedMotionAction->setCheckable(true);
    m_reducedMotionAction->setChecked(AppSettings::reducedMotion());
    connect(m_reducedMotionAction, &QAction::toggled, this, [startScene, executeScene](bool on) {
        AppSettings::setReducedMotion(on);
        startScene->setReducedMotion(on);
        executeScene->setReducedMotion(on);
    });
    startScene->setReducedMotion(AppSettings::reducedMotion());
    executeScene->setReducedMotion(AppSettings::reducedMotion());

    setCentralWidget(central);
    m_blank = new BlankOverlay(this);

    m_undoView = new QUndoView(m_controller->undoStack());
    m_undoView->setWindowFlag(Qt::Tool);
    m_undoView->resize(360, 420);

    buildMenus();
    connect(m_controller, &LessonController::modeChanged, this, &MainWindow::syncMode);
    connect(m_controller, &LessonController::chapterChanged, this, &MainWindow::syncChapter);
    connect(m_controller->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    qApp->installEventFilter(this);

    syncMode();
    syncChapter();
    retranslate();
    applyZoom();
}

MainWindow::~MainWindow()
{
    qApp->removeEventFilter(this);
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

void MainWindow::buildModeBar()
{
    m_modeBar = new QWidget;
    m_modeBar->setObjectName(QStringLiteral("modeBar"));
    auto *layout = new QHBoxLayout(m_modeBar);
    layout->setContentsMargins(12, 6, 12, 6);
    layout->setSpacing(8);
    m_modeButtons = new QButtonGroup(this);
    m_modeButtons->setExclusive(true);
    for (int i = 0; i < 4; ++i) {
        auto *b = new QToolButton;
        b->setCheckable(true);
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        b->setFocusPolicy(Qt::TabFocus);
        b->setObjectName(QStringLiteral("modeButton%1").arg(i));
        m_modeButtons->addButton(b, i);
        layout->addWidget(b);
    }
    connect(m_modeButtons, &QButtonGroup::idClicked, this,
            [this](int id) { m_controller->setMode(LessonController::Mode(id)); });
    layout->addStretch(1);
    m_languageBox = new QComboBox;
    m_languageBox->addItem(QStringLiteral("中文"), QStringLiteral("zh"));
    m_languageBox->addItem(QStringLiteral("English"), QStringLiteral("en"));
    connect(m_languageBox, &QComboBox::activated, this,
            [this](int i) { setLanguage(m_languageBox->itemData(i).toString()); });
    layout->addWidget(m_languageBox);
    m_themeButton = new QToolButton;
    m_themeButton->setCheckable(true);
    m_themeButton->setFocusPolicy(Qt::TabFocus);
    connect(m_themeButton, &QToolButton::toggled, this, &MainWindow::setDarkTheme);
    layout->addWidget(m_themeButton);
}

void MainWindow::buildChapterList()
{
    m_chapterPanel = new QWidget;
    m_chapterPanel->setObjectName(QStringLiteral("chapterPanel"));
    auto *layout = new QVBoxLayout(m_chapterPanel);
    layout->setContentsMargins(8, 8, 4, 8);
    m_chapterHeader = new QLabel;
    layout->addWidget(m_chapterHeader);
    m_chapters = new QListWidget;
    m_chapters->setWordWrap(true);
    m_chapters->setTextElideMode(Qt::ElideNone);
    m_chapters->setSpacing(2);
    for (int c : LessonController::chapters()) {
        auto *item = new QListWidgetItem;
        item->setData(Qt::UserRole, c);
        m_chapters->addItem(item);
    }
    connect(m_chapters, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0)
            m_controller->setChapter(m_chapters->item(row)->data(Qt::UserRole).toInt());
    });
    layout->addWidget(m_chapters, 1);
}

void MainWindow::buildMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_openAction = m_fileMenu->addAction(QString(), this, &MainWindow::openLessonDialog);
    m_openAction->setShortcut(QKeySequence::Open);
    m_saveAction = m_fileMenu->addAction(QString(), this, [this] { saveLessonDialog(false); });
    m_saveAction->setShortcut(QKeySequence::Save);
    m_saveAsAction = m_fileMenu->addAction(QString(), this, [this] { saveLessonDialog(true); });
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    m_fileMenu->addSeparator();
    m_quitAction = m_fileMenu->addAction(QString(), this, &QWidget::close);
    m_quitAction->setShortcut(QKeySequence::Quit);

    m_editMenu = menuBar()->addMenu(QString());
    m_undoAction = m_controller->undoStack()->createUndoAction(this);
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_redoAction = m_controller->undoStack()->createRedoAction(this);
    m_redoAction->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence::Redo});
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);
    m_historyAction = m_editMenu->addAction(QString(), m_undoView, &QWidget::show);

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
    m_aboutAction = m_helpMenu->addAction(QString(), this, [this] {
        QMessageBox::about(
            this, tr("About NormKitchen"),
            tr("<b>NormKitchen 归一化后厨</b><p>Why large language models use RMSNorm "
               "instead of LayerNorm, computed live for your own vector.</p>"));
    });
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
    m_start->setLanguage(l);
    m_finish->setLanguage(l);
    m_execute->setLanguage(l);
    retranslate();
}

void MainWindow::setDarkTheme(bool dark)
{
    Theme::setMode(dark ? Theme::Mode::Dark : Theme::Mode::Light);
    AppSettings::setTheme(dark ? QStringLiteral("dark") : QStringLiteral("light"));
    {
        const QSignalBlocker block(m_themeButton);
        m_themeButton->setChecked(dark);
    }
    updateThemeButtonText();
    {
        const QSignalBlocker block(m_darkAction);
        m_darkAction->setChecked(dark);
    }
    applyZoom(); // re-applies the style sheet with the new colours
}

// The button names the theme a click switches to.
void MainWindow::updateThemeButtonText()
{
    m_themeButton->setText(Theme::isDark() ? tr("☀ Light") : tr("☾ Dark"));
}

void MainWindow::setZoom(qreal zoom)
{
    m_zoom = std::clamp(zoom, 0.5, 3.0);
    AppSettings::setZoom(m_zoom);
    applyZoom();
}

void MainWindow::applyZoom()
{
    const int base = int(std::lround(13 * m_zoom));
    const QColor ln = Theme::layerNorm();
    setStyleSheet(
        QStringLiteral(
            "QWidget#modeBar { background: %1; border-bottom: 1px solid %2; }"
            "QToolButton[objectName^=\"modeButton\"] { font-size: %3pt; font-weight: 600;"
            " padding: 6px 18px;  border: 1px solid %2; border-radius: 8px;"
            " color: %4; background: %5; }"
            "QToolButton[objectName^=\"modeButton\"]:checked { background: %6; color: white;"
            " border-color: %6; }"
            "QWidget#chapterPanel { background: %1; border-right: 1px solid %2; }"
            "QListWidget { font-size: %7pt; background: %1; border: none; }"
            "QListWidget::item { padding: 8px 6px; border-radius: 6px; }"
            "QListWidget::item:selected { background: %6; color: white; }"
            "QFrame#narrationPanel { background: %5; border: 1px solid %2; border-radius: 10px; }"
            "QMenuBar, QMenu { font-size: %8pt; }"
            "QComboBox, QToolButton { font-size: %8pt; }")
            .arg(Theme::surface().name(), Theme::grid().name())
            .arg(base + 3)
            .arg(Theme::text().name(), Theme::surface().name(), ln.name())
            .arg(base + 1)
            .arg(base));
    m_chapterPanel->setFixedWidth(int(250 * m_zoom));
    m_start->setZoom(m_zoom);
    m_finish->setZoom(m_zoom);
    m_monitor->setZoom(m_zoom);
    m_execute->setZoom(m_zoom);
}

void MainWindow::setPresentationMode(bool on)
{
    m_presentation = on;
    menuBar()->setVisible(!on);
    m_chapterPanel->setVisible(!on);
    if (on)
        showFullScreen();
    else
        showNormal();
}

void MainWindow::setBlanked(bool on)
{
    m_blank->setGeometry(rect());
    m_blank->setVisible(on);
    if (on)
        m_blank->raise();
}

bool MainWindow::isBlanked() const
{
    return m_blank->isVisible();
}

void MainWindow::syncMode()
{
    const int i = int(m_controller->mode());
    if (QAbstractButton *b = m_modeButtons->button(i))
        b->setChecked(true);
    m_stack->setCurrentWidget(modeWidget(m_controller->mode()));
}

void MainWindow::syncChapter()
{
    for (int row = 0; row < m_chapters->count(); ++row) {
        if (m_chapters->item(row)->data(Qt::UserRole).toInt() == m_controller->chapter()) {
            const QSignalBlocker block(m_chapters);
            m_chapters->setCurrentRow(row);
        }
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
    const QStringList modes{tr("开始 Start"), tr("执行 Execute"), tr("监控 Monitor"),
                            tr("完成 Finish")};
    for (int i = 0; i < 4; ++i) {
        QAbstractButton *b = m_modeButtons->button(i);
        b->setText(modes[i]);
        b->setToolTip(tr("Ctrl+%1").arg(i + 1));
        b->setAccessibleName(modes[i]);
        m_modeActions[i]->setText(modes[i]);
    }
    {
        const QSignalBlocker block(m_languageBox);
        m_languageBox->setCurrentIndex(m_languageBox->findData(m_language));
    }
    m_languageBox->setAccessibleName(tr("Language"));
    updateThemeButtonText();
    m_themeButton->setAccessibleName(tr("Dark theme"));
    m_chapterHeader->setText(QStringLiteral("<b>%1</b>").arg(tr("Chapters")));
    const Narration &n = Narration::forLanguage(m_language);
    for (int row = 0; row < m_chapters->count(); ++row) {
        const int c = m_chapters->item(row)->data(Qt::UserRole).toInt();
        m_chapters->item(row)->setText(QStringLiteral("%1. %2").arg(c).arg(n.chapterTitle(c)));
    }
    m_chapters->setAccessibleName(tr("Chapters"));
    m_fileMenu->setTitle(tr("&File"));
    m_openAction->setText(tr("&Open lesson…"));
    m_saveAction->setText(tr("&Save lesson"));
    m_saveAsAction->setText(tr("Save lesson &as…"));
    m_quitAction->setText(tr("&Quit"));
    m_editMenu->setTitle(tr("&Edit"));
    m_undoAction->setText(tr("&Undo"));
    m_redoAction->setText(tr("&Redo"));
    m_historyAction->setText(tr("Undo &history"));
    m_viewMenu->setTitle(tr("&View"));
    m_presentAction->setText(tr("&Presentation mode (F5, Esc leaves)"));
    m_blankAction->setText(tr("&Blank the screen (B or .)"));
    m_zoomInAction->setText(tr("Zoom &in"));
    m_zoomOutAction->setText(tr("Zoom &out"));
    m_zoomResetAction->setText(tr("&Actual size"));
    m_darkAction->setText(tr("&Dark theme"));
    m_reducedMotionAction->setText(tr("&Reduced motion"));
    m_helpMenu->setTitle(tr("&Help"));
    m_aboutAction->setText(tr("&About NormKitchen"));
    m_undoView->setWindowTitle(tr("Undo history"));
    m_undoView->setEmptyLabel(tr("<original lesson>"));
    updateTitle();
}

void MainWindow::updateTitle()
{
    const QString file =
        m_lessonPath.isEmpty() ? tr("Untitled lesson") : QFileInfo(m_lessonPath).fileName();
    setWindowTitle(QStringLiteral("%1%2 — %3")
                       .arg(file,
                            m_controller->undoStack()->isClean() ? QString() : QStringLiteral(" *"),
                            tr("NormKitchen 归一化后厨")));
}

bool MainWindow::handleStoryKey(QKeyEvent *key, QObject *target)
{
    const bool inText = isTextInput(target);
    const int k = key->key();
    if (key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))
        return false;
    if (isBlanked()) {
        setBlanked(false);
        return true;
    }
    // PageDown/PageUp come from a clicker: they always move the story, unless a multi-line
    // editor has focus.
    if ((k == Qt::Key_PageDown || k == Qt::Key_PageUp) && !isMultiLine(target)) {
        k == Qt::Key_PageDown ? m_controller->next() : m_controller->previous();
        return true;
    }
    if (inText)
        return false;
    switch (k) {
    case Qt::Key_Space:
    case Qt::Key_Right:
    case Qt::Key_Down:
        if (qobject_cast<QAbstractButton *>(target) && k == Qt::Key_Space)
            return false; // Space presses a focused button
        m_controller->next();
        return true;
    case Qt::Key_Left:
    case Qt::Key_Up:
        m_controller->previous();
        return true;
    case Qt::Key_Home:
        m_controller->first();
        return true;
    case Qt::Key_End:
        m_controller->last();
        return true;
    case Qt::Key_B:
    case Qt::Key_Period:
        setBlanked(true);
        return true;
    case Qt::Key_P:
        m_controller->togglePlay();
        return true;
    case Qt::Key_Escape:
        if (m_presentation) {
            setPresentationMode(false);
            return true;
        }
        return false;
    default:
        return false;
    }
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::KeyPress && isActiveWindow()) {
        auto *key = static_cast<QKeyEvent *>(event);
        // Only the widget that receives the key (the focus widget) decides.
        if (watched == QApplication::focusWidget() ||
            (watched == this && !QApplication::focusWidget()))
            if (handleStoryKey(key, watched))
                return true;
    } else if (event->type() == QEvent::MouseButtonPress && watched == m_blank) {
        setBlanked(false);
        return true;
    } else if (event->type() == QEvent::Resize && watched == this) {
        m_blank->setGeometry(rect());
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    AppSettings::setWindowGeometry(saveGeometry());
    QMainWindow::closeEvent(event);
}

bool MainWindow::openLesson(const QString &path, QString *error)
{
    QString message;
    const auto lesson = LessonFile::load(path, &message);
    if (!lesson) {
        if (error)
            *error = message;
        return false;
    }
    m_controller->setState(lesson->input, lesson->settings, lesson->presetId);
    m_controller->undoStack()->clear();
    const QList<int> &chapters = LessonController::chapters();
    m_controller->setChapter(chapters.contains(lesson->chapter) ? lesson->chapter
                                                                : chapters.front());
    m_controller->setNotes(lesson->notes);
    m_controller->setMode(
        LessonController::modeFromName(lesson->mode).value_or(LessonController::Mode::Start));
    m_controller->setTime(std::clamp(lesson->step, 1, m_controller->stepCount()));
    m_lessonPath = path;
    AppSettings::setLastLessonDirectory(QFileInfo(path).absolutePath());
    updateTitle();
    return true;
}

bool MainWindow::saveLesson(const QString &path, QString *error)
{
    LessonFile::Lesson l;
    l.input = m_controller->input();
    l.settings = m_controller->settings();
    l.presetId = m_controller->presetId();
    l.chapter = m_controller->chapter();
    l.mode = LessonController::modeName(m_controller->mode());
    l.step = m_controller->currentStep() + 1;
    l.notes = m_controller->notes();
    if (!LessonFile::save(path, l, error))
        return false;
    m_lessonPath = path;
    m_controller->undoStack()->setClean();
    AppSettings::setLastLessonDirectory(QFileInfo(path).absolutePath());
    updateTitle();
    return true;
}

void MainWindow::openLessonDialog()
{
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open lesson"), AppSettings::lastLessonDirectory(),
                                     tr("NormKitchen lessons (*.nklesson *.json);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!openLesson(path, &error))
        QMessageBox::warning(this, tr("Cannot open lesson"), error);
}

void MainWindow::saveLessonDialog(bool saveAs)
{
    QString path = m_lessonPath;
    if (saveAs || path.isEmpty()) {
        path = QFileDialog::getSaveFileName(this, tr("Save lesson"),
                                            AppSettings::lastLessonDirectory(),
                                            tr("NormKitchen lessons (*.nklesson)"));
        if (path.isEmpty())
            return;
        if (QFileInfo(path).suffix().isEmpty())
            path += QStringLiteral(".nklesson");
    }
    QString error;
    if (!saveLesson(path, &error))
        QMessageBox::warning(this, tr("Cannot save lesson"), error);
    else
        statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), 4000);
}
