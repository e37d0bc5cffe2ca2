#include "presenter/presenterconsole.h"

#include "base/fittedtextlabel.h"

#include "lesson/chaptercatalog.h"
#include "presenter/chapteroutline.h"
#include "presenter/elapsedclock.h"
#include "kitchen/kitchenview.h"
#include "presenter/nextsteppreview.h"
#include "lesson/modewords.h"
#include "lesson/narration.h"
#include "presenter/notesview.h"
#include "presenter/projectorthumbnail.h"
#include "base/refreshwhenshown.h"
#include "kitchen/sceneregistry.h"
#include "base/theme.h"

#include <QCloseEvent>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QToolButton>
#include <QVBoxLayout>

#include <utility>

namespace nk::ui {

namespace {

QLabel *heading()
{
    auto *l = new QLabel;
    l->setObjectName(QStringLiteral("presenterHeading"));
    // Headings wrap rather than set the console's minimum width (a 1280-pixel laptop panel).
    l->setWordWrap(true);
    l->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    return l;
}

QLabel *wrapped(const char *name)
{
    auto *l = new QLabel;
    l->setObjectName(QLatin1String(name));
    l->setWordWrap(true);
    l->setTextFormat(Qt::PlainText);
    l->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    return l;
}

QToolButton *transportButton(const char *name)
{
    auto *b = new QToolButton;
    b->setObjectName(QLatin1String(name));
    b->setFocusPolicy(Qt::NoFocus); // Space and the arrows stay the story's
    b->setToolButtonStyle(Qt::ToolButtonTextOnly);
    b->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    return b;
}

} // namespace

PresenterConsole::PresenterConsole(LessonController *controller, QWidget *projector,
                                   QWidget *parent)
    : QWidget(parent)
    , m_controller(controller)
{
    setObjectName(QStringLiteral("presenterConsole"));
    setAttribute(Qt::WA_StyledBackground);
    // A click on the console's background takes the focus from the note field, so B and the
    // arrows steer the lesson again; the note field takes it only when clicked.
    setFocusPolicy(Qt::ClickFocus);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(16, 12, 16, 12);
    outer->setSpacing(10);
    m_banner = new QLabel;
    m_banner->setObjectName(QStringLiteral("blankBanner"));
    m_banner->setAlignment(Qt::AlignCenter);
    m_banner->setWordWrap(true);
    m_banner->hide();
    outer->addWidget(m_banner);

    auto *columns = new QHBoxLayout;
    columns->setSpacing(20);
    outer->addLayout(columns, 1);

    // Left: the outline.
    auto *left = new QVBoxLayout;
    m_outlineHeading = heading();
    left->addWidget(m_outlineHeading);
    m_outline = new ChapterOutline;
    connect(m_outline, &ChapterOutline::stepRequested, this, [this](int chapter, int step) {
        m_controller->setChapter(chapter);
        m_controller->setMode(LessonController::Mode::Execute);
        m_controller->setTime(step + 1);
    });
    left->addWidget(m_outline, 1);
    columns->addLayout(left, 22);

    // Middle: what the class sees, the transport, what comes next.
    auto *middle = new QVBoxLayout;
    middle->setSpacing(8);
    m_nowHeading = heading();
    middle->addWidget(m_nowHeading);
    m_thumbnail = new ProjectorThumbnail;
    m_thumbnail->setSource(projector);
    middle->addWidget(m_thumbnail);
    m_current = wrapped("currentTitle");
    middle->addWidget(m_current);
    auto *transport = new QHBoxLayout;
    m_previousButton = transportButton("previousButton");
    m_playButton = transportButton("playButton");
    m_nextButton = transportButton("nextButton");
    m_blankButton = transportButton("blankButton");
    m_blankButton->setCheckable(true);
    for (QToolButton *b : {m_previousButton, m_playButton, m_nextButton, m_blankButton})
        transport->addWidget(b);
    connect(m_previousButton, &QToolButton::clicked, m_controller, &LessonController::previous);
    connect(m_nextButton, &QToolButton::clicked, m_controller, &LessonController::next);
    connect(m_playButton, &QToolButton::clicked, m_controller, &LessonController::togglePlay);
    connect(m_blankButton, &QToolButton::clicked, this, &PresenterConsole::blankRequested);
    middle->addLayout(transport);
    middle->addSpacing(8);
    m_nextHeading = heading();
    middle->addWidget(m_nextHeading);
    // An interview question is a long title: on a small console it ends in "…" rather than
    // losing its last line at the edge.
    m_next = new FittedTextLabel;
    m_next->setObjectName(QStringLiteral("nextTitle"));
    m_next->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    middle->addWidget(m_next);
    auto *preview = new QHBoxLayout;
    m_preview = new NextStepPreview(m_controller);
    // A glance, not a second lesson: no taller than a wide thumbnail, so the scene keeps its shape.
    m_preview->setMinimumSize(240, 135);
    m_preview->setMaximumHeight(280);
    m_preview->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Expanding);
    preview->addWidget(m_preview, 1);
    m_nextText = new FittedTextLabel;
    m_nextText->setObjectName(QStringLiteral("nextText"));
    preview->addWidget(m_nextText, 1);
    middle->addLayout(preview, 1);
    columns->addLayout(middle, 40);

    // Right: the time, the notes, the teacher's own note.
    auto *right = new QVBoxLayout;
    right->setSpacing(8);
    m_clock = new ElapsedClock;
    right->addWidget(m_clock);
    m_notesHeading = heading();
    right->addWidget(m_notesHeading);
    m_notes = new NotesView;
    right->addWidget(m_notes, 3);
    m_noteHeading = heading();
    right->addWidget(m_noteHeading);
    m_noteEditor = new QPlainTextEdit;
    m_noteEditor->setObjectName(QStringLiteral("noteEditor"));
    // The lesson's undo applies (Ctrl+Z undoes the note like any edit) and the clicker's
    // PageUp/PageDown keep moving the story (ClassroomKeyFilter).
    m_noteEditor->setProperty("nkLessonText", true);
    m_noteEditor->setUndoRedoEnabled(false);
    m_noteEditor->setTabChangesFocus(true);
    m_noteEditor->setFocusPolicy(Qt::ClickFocus);
    connect(m_noteEditor, &QPlainTextEdit::textChanged, this, [this] {
        if (m_noteEditor->property("nkRefreshing").toBool())
            return;
        m_controller->setStepNote(m_controller->chapter(), m_controller->currentStep(),
                                  m_noteEditor->toPlainText());
    });
    right->addWidget(m_noteEditor, 1);
    columns->addLayout(right, 38);
    m_right = right;

    // Hidden (no second screen, not yet presenting), the console catches up when shown: its
    // text layout was a quarter of a step change's UI time.
    m_refreshWhenShown = new RefreshWhenShown(this, [this] { refresh(); });
    auto story = [this] {
        m_refreshWhenShown->request();
        m_thumbnail->requestUpdate();
    };
    connect(m_controller, &LessonController::chapterChanged, this, story);
    connect(m_controller, &LessonController::modeChanged, this, story);
    connect(m_controller, &LessonController::lessonEndChanged, this, story);
    connect(m_controller, &LessonController::inputChanged, this, story);
    connect(m_controller, &LessonController::timeChanged, this, [this] {
        // Every frame while playing: the words change only with the step.
        if (m_current->property("nkStep").toInt() != m_controller->currentStep())
            m_refreshWhenShown->request();
        m_thumbnail->requestUpdate();
    });
    connect(m_controller, &LessonController::playingChanged, this, &PresenterConsole::retranslate);
    connect(m_controller, &LessonController::stepNotesChanged, this,
            &PresenterConsole::refreshNote);

    retranslate();
    applyTheme();
    refresh();
}

QString PresenterConsole::stepLabel(int chapter, int step) const
{
    const Narration &n = Narration::forLanguage(m_language);
    return QStringLiteral("%1.%2  %3")
        .arg(chapter)
        .arg(step + 1)
        .arg(n.stepTitle(chapter, step, m_controller->settings().variance));
}

void PresenterConsole::setLanguage(const QString &lang)
{
    m_language = Narration::languageKey(lang);
    m_outline->setLanguage(m_language);
    m_preview->setLanguage(m_language);
    retranslate();
    refresh();
}

void PresenterConsole::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void PresenterConsole::closeEvent(QCloseEvent *event)
{
    QWidget::closeEvent(event);
    emit closed();
}

void PresenterConsole::retranslate()
{
    setWindowTitle(tr("Presenter console")); // the app adds its name
    m_outlineHeading->setText(tr("Chapters (click to jump)"));
    m_nowHeading->setText(tr("The class sees"));
    m_nextHeading->setText(tr("Next"));
    m_notesHeading->setText(tr("Teacher notes"));
    m_previousButton->setText(tr("◀ Previous"));
    m_playButton->setText(m_controller->isPlaying() ? tr("Pause (P)") : tr("Play (P)"));
    m_nextButton->setText(tr("Next ▶"));
    m_blankButton->setText(tr("Blank (B)"));
    m_banner->setText(tr("Projector is blanked: the class sees a black screen. Any key or "
                         "Blank brings the lesson back."));
    m_noteEditor->setPlaceholderText(
        tr("Your own note for this step: saved with the lesson. Maths between $…$ is typeset "
           "above."));
    m_clock->retranslate();
    refresh();
}

void PresenterConsole::applyTheme()
{
    const QString text = Theme::text().name();
    const QString muted = Theme::mutedText().name();
    QString sheet =
        QStringLiteral(
            "QWidget#presenterConsole { background: %1; }"
            "QLabel { color: %3; }"
            "QLabel#presenterHeading { font-size: {Label}pt; font-weight: 600; color: %4; }"
            "QLabel#currentTitle { font-size: {Title}pt; font-weight: 700; }"
            "QLabel#nextTitle { font-size: {CardTitle}pt; font-weight: 600; }"
            "QLabel#nextText { font-size: {Label}pt; color: %4; }"
            "QTextBrowser#presenterNotes { font-size: {Heading}pt; background: %2; color: %3;"
            " border: 1px solid %5; border-radius: 8px; padding: 8px; }"
            "QPlainTextEdit#noteEditor { font-size: {Lead}pt; background: %2; color: %3;"
            " border: 1px solid %5; border-radius: 8px; padding: 6px; }"
            "QToolButton#elapsedButton { font-size: {Clock}pt; font-weight: 700; color: %3; }"
            "QLabel#wallClock { font-size: {Clock}pt; color: %4; }"
            "QListWidget#chapterOutline { font-size: {Label}pt; background: %2; color: %3;"
            " border: 1px solid %5; border-radius: 8px; }"
            "QListWidget#chapterOutline::item { padding: 4px 2px; }"
            "QListWidget#chapterOutline::item:selected { background: %6; color: white; }"
            "QToolButton#previousButton, QToolButton#playButton, QToolButton#nextButton,"
            " QToolButton#blankButton { font-size: {Lead}pt; font-weight: 600; padding: 10px 4px;"
            " border: 1px solid %5; border-radius: 8px; background: %2; color: %3; }"
            "QToolButton#blankButton:checked { background: %7; color: white; }"
            "QWidget#classPanel QLabel, QWidget#classPanel QListWidget,"
            " QWidget#classPanel QPushButton, QWidget#classPanel QCheckBox { font-size: "
            "{Control}pt; }"
            "QLabel#blankBanner { font-size: {CardTitle}pt; font-weight: 700; color: white;"
            " background: %7; border-radius: 8px; padding: 10px; }")
            .arg(Theme::background().name(), Theme::surface().name(), text, muted,
                 Theme::grid().name(), Theme::layerNorm().name(), Theme::warning().name());
    // The theme's type and strokes, as in the lesson: a projector's larger text and thicker
    // borders (the console kept the light theme's sizes).
    using Role = Theme::FontRole;
    const std::pair<const char *, Role> sizes[] = {
        {"{Control}", Role::Control}, {"{Label}", Role::Label},         {"{Lead}", Role::Lead},
        {"{Heading}", Role::Heading}, {"{CardTitle}", Role::CardTitle}, {"{Title}", Role::Title},
        {"{Clock}", Role::Clock}};
    for (const auto &[name, role] : sizes)
        sheet.replace(QLatin1String(name),
                      QString::number(Theme::stylePointSize(role, Theme::textScale())));
    static const QRegularExpression border(QStringLiteral("border: 1px"));
    sheet.replace(border, QStringLiteral("border: %1px").arg(qRound(Theme::stroke(1.0))));
    setStyleSheet(sheet);
    m_preview->kitchen()->setZoom(Theme::textScale());
    m_notes->setNotes(QString()); // re-typeset in the new colour
    refresh();
    m_thumbnail->requestUpdate();
}

void PresenterConsole::setProjectorBlanked(bool on)
{
    m_blanked = on;
    m_banner->setVisible(on);
    const QSignalBlocker block(m_blankButton);
    m_blankButton->setChecked(on);
}

bool PresenterConsole::isBannerShown() const
{
    return m_blanked && !m_banner->isHidden();
}

void PresenterConsole::refresh()
{
    const Narration &n = Narration::forLanguage(m_language);
    const int chapter = m_controller->chapter();
    const int step = m_controller->currentStep();
    const QStringList modes = ModeWords::titles();
    const auto mode = m_controller->mode();
    m_current->setProperty("nkStep", step);
    if (mode == LessonController::Mode::Execute)
        m_current->setText(stepLabel(chapter, step));
    else
        m_current->setText(tr("%1 — chapter %2: %3")
                               .arg(modes.value(int(mode)))
                               .arg(chapter)
                               .arg(n.chapterTitle(chapter)));
    m_outline->setCurrent(chapter, mode == LessonController::Mode::Execute ? step : -1);

    const QString words =
        mode == LessonController::Mode::Execute
            ? n.teacherNotes(chapter, step, *m_controller->layerNorm(), *m_controller->rmsNorm())
            : QString();
    m_notes->setProperty("nkWords", words);
    refreshNote();
    refreshPreview();
}

void PresenterConsole::refreshNote()
{
    const int chapter = m_controller->chapter();
    const int step = m_controller->currentStep();
    const QString own = m_controller->stepNote(chapter, step);
    const QString words = m_notes->property("nkWords").toString();
    QString shown =
        words.isEmpty() && own.isEmpty() ? tr("No teacher notes for this view.") : words;
    if (!own.isEmpty())
        shown += (shown.isEmpty() ? QString() : QStringLiteral("\n\n")) + tr("Your note: ") + own;
    m_notes->setNotes(shown);
    m_noteHeading->setText(
        tr("Your note for step %1.%2 (saved with the lesson)").arg(chapter).arg(step + 1));
    if (m_noteEditor->toPlainText() != own) {
        m_noteEditor->setProperty("nkRefreshing", true);
        m_noteEditor->setPlainText(own);
        m_noteEditor->moveCursor(QTextCursor::End);
        m_noteEditor->setProperty("nkRefreshing", false);
    }
}

void PresenterConsole::refreshPreview()
{
    const Narration &n = Narration::forLanguage(m_language);
    // Where the story goes on Next, as the controller's next() does.
    using Upcoming = LessonController::Upcoming;
    const Upcoming up = m_controller->upcoming();
    const QStringList modes = ModeWords::titles();
    switch (up.kind) {
    case Upcoming::Kind::Step: {
        m_next->setFullText(stepLabel(up.chapter, up.step));
        m_nextText->setFullText(
            n.stepText(up.chapter, up.step, *m_controller->layerNorm(), *m_controller->rmsNorm()));
        m_preview->showStep(up.chapter, up.step);
        m_preview->show();
        break;
    }
    case Upcoming::Kind::Finish:
        m_next->setFullText(tr("%1 — chapter %2: %3")
                                .arg(modes.value(int(LessonController::Mode::Finish)))
                                .arg(up.chapter)
                                .arg(n.chapterTitle(up.chapter)));
        m_nextText->setFullText(tr("The comparison table and the takeaways."));
        m_preview->hide();
        break;
    case Upcoming::Kind::LessonEnd:
        m_next->setFullText(tr("The end of the lesson: what it covered"));
        m_nextText->setFullText(QString());
        m_preview->hide();
        break;
    case Upcoming::Kind::LessonStart:
        m_next->setFullText(tr("Back to the start of the lesson"));
        m_nextText->setFullText(QString());
        m_preview->hide();
        break;
    case Upcoming::Kind::None:
        m_next->setFullText(tr("The end of the last chapter"));
        m_nextText->setFullText(QString());
        m_preview->hide();
        break;
    }
}

void PresenterConsole::setClassPanel(QWidget *panel)
{
    // Below the notes: the class session's panel (ui/session) shows only while a session runs.
    m_right->addWidget(panel, 3);
}

QString PresenterConsole::currentTitle() const
{
    return m_current->text();
}

QString PresenterConsole::nextTitle() const
{
    return m_next->fullText();
}

QString PresenterConsole::wordsNotes() const
{
    return m_notes->property("nkWords").toString();
}

QString PresenterConsole::ownNote() const
{
    return m_noteEditor->toPlainText();
}

} // namespace nk::ui
