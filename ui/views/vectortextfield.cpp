#include "views/vectortextfield.h"

#include "base/longpasteguard.h"
#include "base/theme.h"
#include "lesson/lessoncontroller.h"
#include "views/undogesturekey.h"

#include "io/vectorparser.h"

#include <QEvent>
#include <QLabel>
#include <QLineEdit>
#include <QStyle>
#include <QStyleOptionFrame>
#include <QTimer>
#include <QToolButton>

#include <algorithm>
#include <limits>

namespace nk::ui {

namespace {

// Characters of the input shown either side of an error's position.
constexpr int kErrorContext = 40;

// The text still says what the controller holds: leave it alone (never rewrite what the user
// is typing).
bool textMeans(const QString &text, const std::vector<double> &values)
{
    const nk::ParseResult r = nk::VectorParser::parse(text.toStdString());
    return r.ok() && r.values == values;
}

} // namespace

VectorTextField::VectorTextField(LessonController *controller, QWidget *parent)
    : QObject(parent)
    , m_controller(controller)
{
    m_edit = new QLineEdit(parent);
    m_edit->setClearButtonEnabled(true);
    // QLineEdit cuts at 32767 characters by default, silently: a pasted vector of up to
    // nk::kMaxDimension elements must arrive whole (the parser refuses more, saying why).
    m_edit->setMaxLength(std::numeric_limits<int>::max());
    m_pasteGuard = new LongPasteGuard(m_edit, kLongTextChars);
    m_typingPause = new QTimer(this);
    m_typingPause->setSingleShot(true);
    m_typingPause->setInterval(kTypingPauseMs);
    m_edit->installEventFilter(this);
    m_error = new QLabel(parent);
    m_error->setWordWrap(true);
    m_error->setTextFormat(Qt::RichText);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Its width is the layout's to give: a long line wraps and never widens the window.
    m_error->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_error->setMinimumWidth(1);
    m_error->hide();

    // Typing waits for a pause; Enter, leaving the field, saving or closing apply at once.
    connect(m_edit, &QLineEdit::textEdited, this, &VectorTextField::endSummary);
    connect(m_edit, &QLineEdit::textEdited, m_typingPause, qOverload<>(&QTimer::start));
    connect(m_pasteGuard, &LongPasteGuard::longTextPasted, this, &VectorTextField::applyLongText);
    connect(m_typingPause, &QTimer::timeout, this, [this] { apply(false); });
    connect(m_edit, &QLineEdit::editingFinished, this, [this] {
        m_typingPause->stop();
        apply(true);
    });
    connect(m_controller, &LessonController::pendingEditsRequested, this,
            &VectorTextField::applyPendingTyping);
    m_typingKey = UndoGestureKey::next();
}

void VectorTextField::retranslate()
{
    m_edit->setAccessibleName(tr("Input vector"));
    // Qt's clear button has no name of its own.
    for (QToolButton *clear : m_edit->findChildren<QToolButton *>())
        clear->setAccessibleName(tr("Clear the vector"));
    updatePlaceholder();
    m_error->setAccessibleName(tr("Input error"));
}

void VectorTextField::inputChanged()
{
    if (!m_applying) {
        // Somebody else changed the input (undo, a drag, a preset): a new typing session.
        m_typingKey = UndoGestureKey::next();
    }
}

void VectorTextField::follow()
{
    m_following = true;
    if (!textMeans(text(), m_controller->input())) {
        m_typingPause->stop(); // the text typed is replaced: nothing of it is left to apply
        setText(m_controller->inputText());
        clearError();
    } else if (m_controller->inputError().isEmpty()) {
        clearError();
    }
    m_following = false;
}

void VectorTextField::stopTyping()
{
    m_typingPause->stop();
}

bool VectorTextField::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_edit && event->type() == QEvent::FocusIn)
        m_typingKey = UndoGestureKey::next();
    return QObject::eventFilter(watched, event);
}

QString VectorTextField::text() const
{
    return m_longText.isNull() ? m_edit->text() : m_longText;
}

// Long text goes to a summary, never into the line.
void VectorTextField::setText(const QString &text)
{
    if (text.size() <= kLongTextChars) {
        endSummary();
        m_edit->setText(text);
        m_edit->setCursorPosition(0);
        return;
    }
    m_longText = text;
    m_edit->clear();
    updatePlaceholder();
}

void VectorTextField::updatePlaceholder()
{
    const QString howTo =
        tr("Applied as you type whenever it reads as a vector; brackets, spaces, semicolons and "
           "full-width characters are fine");
    if (m_longText.isNull()) {
        m_edit->setPlaceholderText(tr("Type numbers separated by commas, e.g. 2, -1, 3"));
        m_edit->setToolTip(howTo);
        return;
    }
    // The longest wording that fits the line whole (a placeholder is cut, not wrapped); the
    // tooltip always has all of it.
    const int chars = int(m_longText.size());
    const QStringList wordings = {
        tr("%L1 characters: too long to show in this line (the table shows every number). Type "
           "or paste here to replace them.")
            .arg(chars),
        tr("%L1 characters: every number is in the table. Type to replace them.").arg(chars),
        tr("%L1 characters (see the table)").arg(chars), tr("%L1 characters").arg(chars)};
    QStyleOptionFrame option;
    option.initFrom(m_edit);
    const int room =
        m_edit->style()->subElementRect(QStyle::SE_LineEditContents, &option, m_edit).width() -
        2 * 2 - m_edit->textMargins().left() - m_edit->textMargins().right();
    const QFontMetrics fm(m_edit->font());
    QString shown = wordings.last();
    for (const QString &w : wordings) {
        if (fm.horizontalAdvance(w) <= room) {
            shown = w;
            break;
        }
    }
    m_edit->setPlaceholderText(shown);
    m_edit->setToolTip(wordings.first() + QLatin1Char('\n') + howTo);
}

void VectorTextField::endSummary()
{
    if (m_longText.isNull())
        return;
    m_longText = QString();
    updatePlaceholder();
}

// A paste too long for the line: parsed at once, as Enter would, as one undo step. Refused, it
// stays summarized in the line with the message under it, and the lesson keeps its vector.
void VectorTextField::applyLongText(const QString &text)
{
    m_typingPause->stop();
    m_typingKey = UndoGestureKey::next();
    setText(text);
    m_applying = true;
    if (m_controller->setInputText(text, m_typingKey))
        clearError();
    else
        showError(text);
    m_applying = false;
    m_typingKey = UndoGestureKey::next();
}

void VectorTextField::apply(bool finished)
{
    if (m_following)
        return;
    if (!m_longText.isNull()) {
        // The summarized text was applied (or refused) when it arrived; nothing typed since.
        if (finished)
            m_typingKey = UndoGestureKey::next();
        return;
    }
    const QString text = m_edit->text();
    m_applying = true;
    // While typing, one session is one undo step. A malformed text leaves the controller's
    // last good vector, and the controller words the error in the UI language.
    if (m_controller->setInputText(text, m_typingKey))
        clearError();
    else
        showError(text);
    m_applying = false;
    if (finished)
        m_typingKey = UndoGestureKey::next();
}

bool VectorTextField::hasPendingTyping() const
{
    return m_typingPause->isActive();
}

void VectorTextField::applyPendingTyping()
{
    if (m_typingPause->isActive()) {
        m_typingPause->stop();
        apply(false);
    }
}

void VectorTextField::showError(const QString &text)
{
    const QString message = m_controller->inputError();
    const int position = m_controller->inputErrorPosition();
    QString html = QStringLiteral("<b>%1</b>").arg(message.toHtmlEscaped());
    // Mark the offending character in an excerpt of the text (positions count characters):
    // a vector can be a hundred thousand characters long.
    const QList<uint> chars = text.toUcs4();
    if (position >= 1 && position <= chars.size()) {
        const int from = std::max(0, position - 1 - kErrorContext);
        const int to = std::min(int(chars.size()), position + kErrorContext);
        const QString ellipsis(QChar(0x2026));
        auto piece = [&](int begin, int end) {
            QString s;
            if (begin == from && from > 0)
                s += ellipsis;
            for (int i = begin; i < end; ++i) {
                s += QString::fromUcs4(reinterpret_cast<const char32_t *>(&chars[i]), 1);
                s += QChar(0x200B); // a zero-width space: a line without spaces still wraps
            }
            if (end == to && to < chars.size())
                s += ellipsis;
            return s.toHtmlEscaped();
        };
        const QString mark = Theme::warning().name();
        html +=
            QStringLiteral("<br><span style=\"color:%1\">%2</span>"
                           "<span style=\"background:%3;color:%4\">%5</span>"
                           "<span style=\"color:%1\">%6</span>")
                .arg(Theme::mutedText().name(), piece(from, position - 1), mark,
                     Theme::surface().name(), piece(position - 1, position), piece(position, to));
    }
    m_error->setText(html);
    m_error->show();
}

void VectorTextField::clearError()
{
    m_error->clear();
    m_error->hide();
}

} // namespace nk::ui
