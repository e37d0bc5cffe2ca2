#include "controls/liveeditoverlay.h"

#include "lesson/lessoncontroller.h"
#include "base/longpasteguard.h"
#include "norm/numberformat.h"
#include "base/theme.h"

#include <QApplication>
#include <QEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace nk::ui {

namespace {

// Longer current vectors are not written into the field: a line edit lays its whole text out
// as one line (the Start view's field keeps the same limit).
constexpr int kLiveFieldChars = 8192;

QString livePrecisionName(nk::Precision p)
{
    switch (p) {
    case nk::Precision::Fp64:
        return LiveEditOverlay::tr("fp64 (double)");
    case nk::Precision::Fp32:
        return LiveEditOverlay::tr("fp32 (single)");
    case nk::Precision::Fp16:
        return LiveEditOverlay::tr("fp16 (half)");
    case nk::Precision::Bf16:
        return LiveEditOverlay::tr("bf16 (bfloat16)");
    }
    return QString::fromStdString(nk::toString(p));
}

} // namespace

LiveEditOverlay::LiveEditOverlay(LessonController *controller, QWidget *window)
    : QFrame(window)
    , m_controller(controller)
    , m_window(window)
{
    setObjectName(QStringLiteral("liveEditOverlay"));
    setAttribute(Qt::WA_StyledBackground);
    auto *layout = new QVBoxLayout(this);
    m_prompt = new QLabel(this);
    m_prompt->setWordWrap(true);
    layout->addWidget(m_prompt);
    m_field = new QLineEdit(this);
    m_field->setObjectName(QStringLiteral("liveVectorField"));
    m_prompt->setBuddy(m_field);
    layout->addWidget(m_field);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("liveVectorMessage"));
    m_message->setWordWrap(true); // one line as a rule; wrapped rather than cut when long
    m_message->hide();
    layout->addWidget(m_message);
    m_notice = new QLabel(this);
    m_notice->setObjectName(QStringLiteral("livePrecisionNotice"));
    m_notice->setAlignment(Qt::AlignCenter);
    m_notice->setWordWrap(true);
    m_notice->hide();
    layout->addWidget(m_notice);
    m_pasteGuard = new LongPasteGuard(m_field, kLiveFieldChars);
    m_noticeTimer = new QTimer(this);
    m_noticeTimer->setSingleShot(true);
    m_noticeTimer->setInterval(kNoticeMs);

    connect(m_field, &QLineEdit::returnPressed, this, [this] { apply(m_field->text()); });
    connect(m_pasteGuard, &LongPasteGuard::longTextPasted, this, &LiveEditOverlay::apply);
    connect(m_field, &QLineEdit::textEdited, this, [this] { m_message->hide(); });
    connect(m_noticeTimer, &QTimer::timeout, this, &LiveEditOverlay::hideNotice);
    // An undo while the field is open: the field follows unless the teacher typed in it.
    connect(m_controller, &LessonController::inputChanged, this, [this] {
        if (isFieldOpen() && !m_field->isModified()) {
            const QString text = m_controller->inputText();
            m_field->setText(text.size() <= kLiveFieldChars ? text : QString());
        }
    });
    m_field->installEventFilter(this);
    m_window->installEventFilter(this); // follows the window's size
    hide();
    retranslate();
    applyFonts();
}

nk::Precision LiveEditOverlay::nextPrecision(nk::Precision p)
{
    switch (p) {
    case nk::Precision::Fp32:
        return nk::Precision::Fp16;
    case nk::Precision::Fp16:
        return nk::Precision::Bf16;
    case nk::Precision::Bf16:
    case nk::Precision::Fp64:
        break;
    }
    return nk::Precision::Fp32;
}

bool LiveEditOverlay::isFieldOpen() const
{
    return isVisible() && m_field->isVisible();
}

QString LiveEditOverlay::message() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}

QString LiveEditOverlay::noticeText() const
{
    return isNoticeShown() ? m_notice->text() : QString();
}

bool LiveEditOverlay::isNoticeShown() const
{
    return isVisible() && !m_notice->isHidden();
}

void LiveEditOverlay::openVectorField()
{
    m_noticeTimer->stop();
    m_notice->hide();
    m_message->hide();
    m_prompt->show();
    m_field->show();
    if (!isFieldOpen())
        m_returnFocus = QApplication::focusWidget();
    const QString text = m_controller->inputText();
    if (text.size() <= kLiveFieldChars) {
        m_field->setText(text);
        m_field->selectAll(); // typing replaces it; an arrow key edits it
    } else {
        m_field->clear();
    }
    m_field->setPlaceholderText(
        tr("Now d = %1: type a new vector").arg(m_controller->input().size()));
    m_field->setModified(false);
    place();
    show();
    raise();
    // From the presenter console the keys come to the lesson window while the field is open.
    if (!window()->isActiveWindow())
        window()->activateWindow();
    m_field->setFocus(Qt::ShortcutFocusReason);
}

void LiveEditOverlay::apply(const QString &text)
{
    if (text.trimmed() == m_controller->inputText()) {
        closeField(); // nothing changed: no undo step
        return;
    }
    // A vector the lesson cannot take (a length the settings refuse) is refused after it parsed.
    bool rejected = false;
    const auto watch = connect(m_controller, &LessonController::inputRejected, this,
                               [&rejected] { rejected = true; });
    const bool parsed = m_controller->setInputText(text);
    disconnect(watch);
    if (parsed && !rejected) {
        closeField();
        return;
    }
    m_field->setText(text.size() <= kLiveFieldChars ? text : QString());
    m_message->setText(m_controller->inputError());
    Theme::setTextColour(m_message, Theme::warning());
    m_message->show();
    if (!parsed && m_controller->inputErrorPosition() > 0)
        m_field->setCursorPosition(
            std::min(int(m_field->text().size()), m_controller->inputErrorPosition() - 1));
    m_field->setFocus(Qt::OtherFocusReason);
    place();
}

void LiveEditOverlay::closeField()
{
    const bool hadFocus = m_field->hasFocus();
    m_field->hide();
    m_prompt->hide();
    m_message->hide();
    hide();
    if (!hadFocus)
        return;
    // As after a popup: the keys go back where they were, without a focus ring there (on a
    // mode button or a chart's Save, a clicker's Enter would press it in front of the class).
    if (m_returnFocus && m_returnFocus->isVisible()) {
        if (!m_returnFocus->window()->isActiveWindow())
            m_returnFocus->window()->activateWindow();
        m_returnFocus->setFocus(Qt::PopupFocusReason);
    } else {
        m_window->setFocus(Qt::PopupFocusReason);
    }
}

void LiveEditOverlay::cyclePrecision()
{
    if (isFieldOpen())
        closeField();
    nk::NormSettings s = m_controller->settings();
    s.precision = nextPrecision(s.precision);
    m_controller->setSettings(s);
    if (m_controller->settings().precision == s.precision)
        showNotice();
}

QString LiveEditOverlay::precisionNotice() const
{
    const nk::Precision p = m_controller->settings().precision;
    const nk::FormatInfo info = nk::formatInfo(p);
    // Every format keeps at least two digits: the plural is always right in English.
    return tr("Precision: %1 · %2 significant digits · largest number %3")
        .arg(livePrecisionName(p))
        .arg(info.decimalDigits)
        .arg(QString::fromStdString(nk::NumberFormat::number(info.largestFinite, 5)));
}

void LiveEditOverlay::showNotice()
{
    m_field->hide();
    m_prompt->hide();
    m_message->hide();
    m_notice->setText(precisionNotice());
    m_notice->show();
    place();
    show();
    raise();
    m_noticeTimer->start();
}

void LiveEditOverlay::hideNotice()
{
    m_notice->hide();
    if (!m_field->isVisible())
        hide();
}

void LiveEditOverlay::place()
{
    // Across most of the window, a little below its top: over the lesson, clear of the mode bar.
    const QRect area = m_window->rect();
    const int margin = int(std::lround(20 * m_zoom));
    const int w = std::clamp(int(area.width() * 0.7), std::min(area.width(), 320),
                             std::max(1, area.width() - 2 * margin));
    const int h = std::min(layout()->hasHeightForWidth() ? layout()->totalHeightForWidth(w)
                                                         : sizeHint().height(),
                           area.height());
    setGeometry(area.left() + (area.width() - w) / 2, area.top() + area.height() / 6, w, h);
}

void LiveEditOverlay::setNoticeDuration(int ms)
{
    m_noticeTimer->setInterval(ms);
}

void LiveEditOverlay::setZoom(qreal zoom)
{
    if (qFuzzyCompare(zoom, m_zoom))
        return;
    m_zoom = zoom;
    applyFonts();
    if (isVisible())
        place();
}

void LiveEditOverlay::applyFonts()
{
    QFont f = font();
    f.setPointSizeF(Theme::pointSize(Theme::FontRole::Control) * m_zoom);
    QFont big = f;
    big.setPointSizeF(Theme::pointSize(Theme::FontRole::Lead) * m_zoom);
    QFont bold = big;
    bold.setBold(true);
    m_prompt->setFont(f);
    m_message->setFont(f);
    m_field->setFont(big);
    m_notice->setFont(bold);
    const int m = int(std::lround(12 * m_zoom));
    layout()->setContentsMargins(m, m, m, m);
    layout()->setSpacing(int(std::lround(6 * m_zoom)));
    const QString sheet =
        QStringLiteral("QFrame#liveEditOverlay { background: %1; border: %2px solid %3;"
                       " border-radius: %4px; }")
            .arg(Theme::surface().name())
            .arg(std::max(2, int(std::lround(Theme::stroke(2.0) * m_zoom / 1.5))))
            .arg(Theme::layerNorm().name())
            .arg(int(std::lround(10 * m_zoom)));
    if (sheet != styleSheet()) // a style sheet change repolishes: only when it differs
        setStyleSheet(sheet);
    Theme::setTextColour(m_prompt, Theme::text());
    Theme::setTextColour(m_notice, Theme::text());
    Theme::setTextColour(m_message, Theme::warning());
}

void LiveEditOverlay::retranslate()
{
    m_prompt->setText(tr("What if the vector were… (Enter applies, Esc cancels)"));
    m_field->setAccessibleName(tr("Vector"));
    m_field->setToolTip(tr("Numbers separated by commas or spaces, e.g. 300, -280, 310. One "
                           "undo (Ctrl+Z) brings back the vector the lesson had."));
    if (isNoticeShown())
        m_notice->setText(precisionNotice());
}

bool LiveEditOverlay::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::Resize && isVisible())
        place();
    if (watched == m_field && event->type() == QEvent::KeyPress &&
        static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape) {
        closeField(); // the lesson keeps everything; presentation mode stays on
        return true;
    }
    return QFrame::eventFilter(watched, event);
}

void LiveEditOverlay::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::ApplicationPaletteChange)
        applyFonts();
    QFrame::changeEvent(event);
}

} // namespace nk::ui
