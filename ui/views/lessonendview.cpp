#include "views/lessonendview.h"

#include "base/pagedscrollarea.h"

#include "lesson/chaptercatalog.h"
#include "lesson/lessoncontroller.h"
#include "lesson/narration.h"
#include "base/theme.h"

#include <QApplication>
#include <QEvent>
#include <QFrame>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

namespace nk::ui {

LessonEndView::LessonEndView(LessonController *controller, QWidget *parent)
    : QWidget(parent)
    , m_controller(controller)
{
    setObjectName(QStringLiteral("lessonEndView"));
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    m_scroll = new PagedScrollArea(this);
    QScrollArea *scroll = m_scroll;
    // Not a Tab stop: the story keys must reach the window (as in Finish).
    scroll->setFocusPolicy(Qt::NoFocus);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    outer->addWidget(scroll);
    auto *content = new QWidget(scroll);
    scroll->setWidget(content);
    auto *root = new QVBoxLayout(content);
    root->setContentsMargins(32, 20, 32, 20);
    root->setSpacing(14);
    auto label = [&](const char *name, Qt::TextFormat format) {
        auto *l = new QLabel(content);
        l->setObjectName(QLatin1String(name));
        l->setWordWrap(true);
        l->setTextFormat(format);
        root->addWidget(l);
        return l;
    };
    m_heading = label("lessonEndHeading", Qt::PlainText);
    // What the next press does comes first: the list may run past the bottom of the screen.
    m_hint = label("lessonEndHint", Qt::PlainText);
    m_summary = label("lessonEndSummary", Qt::PlainText);
    m_list = label("lessonEndTakeaways", Qt::RichText);
    root->addStretch(1);

    connect(m_controller, &LessonController::inputChanged, this, &LessonEndView::refresh);
    connect(m_controller, &LessonController::lessonChaptersChanged, this, &LessonEndView::refresh);
    connect(m_controller, &LessonController::lessonEndChanged, this, &LessonEndView::refresh);
    applyFonts();
    refresh();
}

void LessonEndView::setLanguage(const QString &lang)
{
    m_language = Narration::languageKey(lang);
    refresh();
}

void LessonEndView::setZoom(qreal zoom)
{
    m_zoom = zoom;
    applyFonts();
}

void LessonEndView::setPresentation(bool on)
{
    m_presentation = on;
    m_hint->setText(nextHint());
}

void LessonEndView::applyFonts()
{
    // Under the main window's style sheet fonts do not propagate: each label gets its own.
    m_heading->setFont(Theme::font(Theme::FontRole::Title, m_zoom, true));
    for (QLabel *l : {m_summary, m_list, m_hint})
        l->setFont(Theme::font(Theme::FontRole::Body, m_zoom));
    m_hint->setFont(Theme::font(Theme::FontRole::Body, m_zoom, true));
}

QString LessonEndView::nextHint() const
{
    const int first = m_controller->firstLessonChapter();
    const QString title = Narration::forLanguage(m_language).chapterTitle(first);
    QString hint = tr("Next (PageDown or Space): back to the start of the lesson, chapter %1: %2. "
                      "Previous (PageUp): the last chapter's results again.")
                       .arg(first)
                       .arg(title);
    if (m_presentation)
        hint += QLatin1Char(' ') + tr("Esc leaves presentation mode.");
    return hint;
}

void LessonEndView::refresh()
{
    if (!isVisible() && !m_covered.isEmpty())
        return; // caught up in showEvent
    const Narration &n = Narration::forLanguage(m_language);
    const ChapterCatalog &catalog = ChapterCatalog::instance();
    const auto ln = m_controller->layerNorm();
    const auto rms = m_controller->rmsNorm();
    m_covered.clear();
    m_takeaways.clear();
    int steps = 0;
    // Numbered paragraphs, not a list: a list's marker sits in an indent of fixed width, which
    // cut "10." and "11." to "0." and "1." in the projector's large type.
    QString html;
    for (int c : catalog.ids()) {
        if (!m_controller->usesChapter(c))
            continue;
        const ChapterCatalog::Chapter *chapter = catalog.chapter(c);
        steps += chapter ? chapter->stepCount() : 0;
        const QString title = n.chapterTitle(c);
        m_covered << title;
        // The chapter's first takeaway, with this vector's numbers (the words cite the rest).
        const QStringList all = ln && rms ? n.takeaways(c, *ln, *rms) : QStringList();
        const QString takeaway = all.value(0);
        m_takeaways << takeaway;
        html += QStringLiteral("<p style=\"margin-bottom:8px\"><b>%1. %2</b> — %3</p>")
                    .arg(c)
                    .arg(title.toHtmlEscaped(), takeaway.toHtmlEscaped());
    }
    QString vector = m_controller->inputText();
    constexpr int kVectorChars = 60; // a long vector would fill the screen
    if (vector.size() > kVectorChars)
        vector = vector.left(kVectorChars - 1) + QChar(0x2026);
    m_heading->setText(tr("End of the lesson"));
    m_summary->setText(tr("Covered: %1 chapters, %2 steps. One takeaway of each chapter, "
                          "for your vector [%3]:")
                           .arg(m_covered.size())
                           .arg(steps)
                           .arg(vector));
    m_list->setText(html);
    m_hint->setText(nextHint());
    Theme::setTextColour(m_hint, Theme::layerNorm());
}

void LessonEndView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    refresh();
}

void LessonEndView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

} // namespace nk::ui
