#include "controls/vectorbareditor.h"

#include "base/axisscale.h"
#include "io/traceformatter.h"
#include "lesson/lessoncontroller.h"
#include "norm/numberformat.h"
#include "base/theme.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace nk::ui {

namespace {

// Merge keys must not collide with other widgets' keys on the shared undo stack, so this
// class draws from its own range.
int nextMergeKey()
{
    static int counter = 0;
    counter = (counter + 1) % 0x10000;
    return 0x42410000 + counter;
}

double powerOfTenBelow(double v)
{
    return std::pow(10.0, std::floor(std::log10(v)));
}

// Snaps to a multiple of step and drops the binary noise (2.37, not 2.3700000000000001).
double snap(double v, double step)
{
    const double s = std::round(v / step) * step;
    return QString::number(s, 'g', 12).toDouble();
}

QString subscript(int n)
{
    QString s = QString::number(n);
    for (QChar &c : s)
        c = QChar(0x2080 + c.digitValue());
    return s;
}

// The value as typed when short (its shortest round trip fits 7 characters, which 15 digits
// reproduce), else four digits.
QString label(double v)
{
    const int digits = nk::TraceFormatter::number(v).size() <= 7 ? 15 : 4;
    return QString::fromStdString(nk::NumberFormat::number(v, digits));
}

} // namespace

VectorBarEditor::VectorBarEditor(LessonController *controller, QWidget *parent)
    : QWidget(parent)
    , m_controller(controller)
{
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    // Arrow keys edit the bars here; the main window leaves keys of "editors" to them.
    setProperty("nkEditor", true);
    connect(m_controller, &LessonController::inputChanged, this, &VectorBarEditor::sync);
    sync();
}

bool VectorBarEditor::isEditable() const
{
    return int(m_controller->input().size()) <= kMaxEditable;
}

void VectorBarEditor::setCurrentIndex(int index)
{
    const int d = int(m_controller->input().size());
    index = std::clamp(index, 0, std::max(0, d - 1));
    if (index == m_current)
        return;
    m_current = index;
    updateAccessibleText();
    update();
    emit currentIndexChanged(index);
}

void VectorBarEditor::sync()
{
    const int d = int(m_controller->input().size());
    if (m_current >= d)
        setCurrentIndex(d - 1);
    setFocusPolicy(isEditable() ? Qt::StrongFocus : Qt::NoFocus);
    setCursor(isEditable() ? Qt::SizeVerCursor : Qt::ArrowCursor);
    updateAccessibleText();
    update();
}

void VectorBarEditor::updateAccessibleText()
{
    setAccessibleName(tr("Vector bars"));
    const auto &x = m_controller->input();
    if (!isEditable()) {
        setAccessibleDescription(
            tr("%1 elements, shown as a strip. Edit them in the text field or the table.")
                .arg(x.size()));
        return;
    }
    if (x.empty())
        return;
    setAccessibleDescription(
        tr("Element %1 of %2 is %3. Left and Right choose an element, Up and Down change it.")
            .arg(m_current + 1)
            .arg(x.size())
            .arg(QString::fromStdString(nk::TraceFormatter::number(x[size_t(m_current)]))));
}

double VectorBarEditor::halfRange() const
{
    if (m_dragging)
        return m_frozenRange;
    double maxAbs = 0.0;
    for (double v : m_controller->input())
        maxAbs = std::max(maxAbs, std::abs(v));
    return AxisScale::niceCeil(maxAbs * 1.1);
}

QRect VectorBarEditor::plotRect() const
{
    const QFontMetrics fm(font());
    const int pad = fm.height() / 2;
    // Top: a caption line; bottom: the element numbers.
    return rect().adjusted(pad, fm.height() + pad, -pad, -(fm.height() + pad));
}

double VectorBarEditor::pixelsPerUnit() const
{
    // Value labels (1.15× the font) need a line above the tallest bar and below the deepest.
    const double half = plotRect().height() / 2.0 - QFontMetrics(font()).height() * 1.2 - 4;
    return std::max(1.0, half) / halfRange();
}

double VectorBarEditor::zeroY() const
{
    return plotRect().center().y() + 0.5;
}

double VectorBarEditor::keyStep() const
{
    return powerOfTenBelow(halfRange() / 10.0);
}

QRect VectorBarEditor::columnRect(int index) const
{
    const int d = int(m_controller->input().size());
    if (d == 0 || index < 0 || index >= d)
        return {};
    const QRect plot = plotRect();
    const double w = plot.width() / double(d);
    const int left = plot.left() + int(std::round(index * w));
    const int right = plot.left() + int(std::round((index + 1) * w));
    return QRect(left, plot.top(), right - left, plot.height());
}

int VectorBarEditor::indexAt(const QPoint &pos) const
{
    const int d = int(m_controller->input().size());
    const QRect plot = plotRect();
    if (d == 0 || pos.x() < plot.left() || pos.x() > plot.right())
        return -1;
    const int i = int((pos.x() - plot.left()) * d / double(plot.width()));
    return std::clamp(i, 0, d - 1);
}

QSize VectorBarEditor::sizeHint() const
{
    const QFontMetrics fm(font());
    return {fm.height() * 30, fm.height() * 14};
}

QSize VectorBarEditor::minimumSizeHint() const
{
    const QFontMetrics fm(font());
    return {fm.height() * 10, fm.height() * 7};
}

void VectorBarEditor::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF frame = QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5);
    p.setPen(QPen(hasFocus() ? Theme::layerNorm() : Theme::grid(), hasFocus() ? 2 : 1));
    p.setBrush(Theme::surface());
    p.drawRoundedRect(frame, 6, 6);
    if (m_controller->input().empty())
        return;
    if (isEditable())
        paintBars(p);
    else
        paintStrip(p);
}

void VectorBarEditor::paintBars(QPainter &p)
{
    const auto &x = m_controller->input();
    const int d = int(x.size());
    const QRect plot = plotRect();
    const QFontMetrics fm(font());
    QFont valueFont = font();
    valueFont.setPointSizeF(font().pointSizeF() * 1.15);
    valueFont.setBold(true);
    const QFontMetrics vfm(valueFont);
    const double zero = zeroY();
    const double ppu = pixelsPerUnit();

    // Zero line.
    p.setPen(QPen(Theme::mutedText(), 1.5));
    p.drawLine(QPointF(plot.left(), zero), QPointF(plot.right(), zero));

    const int columnWidth = plot.width() / d;
    const double barWidth = std::min(columnWidth * 0.62, fm.height() * 4.0);
    // Number the elements sparsely when they are dense.
    const int labelEvery =
        std::max(1, int(std::ceil((fm.horizontalAdvance(QStringLiteral("64")) + 6) /
                                  double(std::max(1, columnWidth)))));
    for (int i = 0; i < d; ++i) {
        const QRect col = columnRect(i);
        const double v = x[size_t(i)];
        const double h = std::clamp(v * ppu, -(plot.height() / 2.0), plot.height() / 2.0);
        const QRectF bar(col.center().x() + 0.5 - barWidth / 2, v >= 0 ? zero - h : zero, barWidth,
                         std::abs(h));
        const QColor c = v >= 0 ? Theme::positive() : Theme::negative();
        p.setPen(Qt::NoPen);
        p.setBrush(c);
        p.drawRoundedRect(bar, 2, 2);
        if (i == m_current && hasFocus()) {
            p.setPen(QPen(Theme::text(), 2, Qt::SolidLine));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(bar.adjusted(-3, -3, 3, 3), 3, 3);
        }
        // The value over a positive bar, under a negative one, when it fits.
        const QString text = label(v);
        if (vfm.horizontalAdvance(text) + 4 <= col.width()) {
            p.setPen(c);
            p.setFont(valueFont);
            const QRectF textRect =
                v >= 0 ? QRectF(col.left(), bar.top() - vfm.height() - 2, col.width(), vfm.height())
                       : QRectF(col.left(), bar.bottom() + 2, col.width(), vfm.height());
            p.drawText(textRect, Qt::AlignCenter, text);
            p.setFont(font());
        }
        if (i % labelEvery == 0 || i == m_current) {
            p.setPen(i == m_current ? Theme::text() : Theme::mutedText());
            p.drawText(QRect(col.left(), plot.bottom() + 2, col.width(), fm.height() + 4),
                       Qt::AlignCenter, QString::number(i + 1));
        }
    }

    // Caption: the element in hand, and how to change it.
    p.setPen(Theme::mutedText());
    const QRect caption(plot.left(), 2, plot.width(), plot.top() - 2);
    const QString current =
        tr("x%1 = %2")
            .arg(subscript(m_current + 1))
            .arg(QString::fromStdString(nk::TraceFormatter::number(x[size_t(m_current)])));
    const QString hint = tr("drag a bar up or down · ←/→ choose · ↑/↓ change");
    p.drawText(caption, Qt::AlignLeft | Qt::AlignVCenter, current);
    if (fm.horizontalAdvance(current + hint) + fm.height() * 2 < caption.width())
        p.drawText(caption, Qt::AlignRight | Qt::AlignVCenter, hint);
}

void VectorBarEditor::paintStrip(QPainter &p)
{
    const auto &x = m_controller->input();
    const int d = int(x.size());
    const QRect plot = plotRect();
    const QFontMetrics fm(font());
    // Leave room under the strip for the hint.
    const QRect strip = plot.adjusted(0, 0, 0, -(fm.height() * 2 + 8));
    const double zero = strip.center().y() + 0.5;
    double maxAbs = 0.0;
    for (double v : x)
        maxAbs = std::max(maxAbs, std::abs(v));
    const double ppu = (strip.height() / 2.0 - 2) / AxisScale::niceCeil(maxAbs * 1.05);

    p.setRenderHint(QPainter::Antialiasing, false);
    const double w = strip.width() / double(d);
    for (int i = 0; i < d; ++i) {
        const double v = x[size_t(i)];
        const double h = v * ppu;
        const double left = strip.left() + i * w;
        p.fillRect(QRectF(left, v >= 0 ? zero - h : zero, std::max(1.0, w), std::abs(h)),
                   v >= 0 ? Theme::positive() : Theme::negative());
    }
    p.setPen(QPen(Theme::mutedText(), 1));
    p.drawLine(QPointF(strip.left(), zero), QPointF(strip.right(), zero));
    p.setRenderHint(QPainter::Antialiasing);

    p.setPen(Theme::mutedText());
    p.drawText(QRect(plot.left(), 2, plot.width(), plot.top() - 2),
               Qt::AlignLeft | Qt::AlignVCenter, tr("d = %1").arg(d));
    p.drawText(QRect(plot.left(), strip.bottom() + 4, plot.width(), plot.bottom() - strip.bottom()),
               Qt::AlignCenter | Qt::TextWordWrap,
               tr("%1 elements are too many to drag one by one: edit them in the text field or "
                  "the table.")
                   .arg(d));
}

void VectorBarEditor::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !isEditable()) {
        QWidget::mousePressEvent(event);
        return;
    }
    const int i = indexAt(event->position().toPoint());
    if (i < 0)
        return;
    setFocus(Qt::MouseFocusReason);
    setCurrentIndex(i);
    m_frozenRange = halfRange();
    m_dragging = true;
    m_dragIndex = i;
    m_dragKey = nextMergeKey();
    m_pressY = event->position().y();
    m_pressValue = m_controller->input()[size_t(i)];
    event->accept();
}

void VectorBarEditor::mouseMoveEvent(QMouseEvent *event)
{
    if (!m_dragging) {
        QWidget::mouseMoveEvent(event);
        return;
    }
    // Relative to the press, so grabbing a bar anywhere does not make it jump.
    const double range = m_frozenRange;
    const double delta = (m_pressY - event->position().y()) / pixelsPerUnit();
    const double v = snap(m_pressValue + delta, powerOfTenBelow(range / 100.0));
    if (m_dragIndex < int(m_controller->input().size()) &&
        v != m_controller->input()[size_t(m_dragIndex)])
        m_controller->setElement(m_dragIndex, v, m_dragKey);
    event->accept();
}

void VectorBarEditor::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_dragging && event->button() == Qt::LeftButton) {
        m_dragging = false;
        m_dragIndex = -1;
        update(); // the scale may follow the new values now
        event->accept();
        return;
    }
    QWidget::mouseReleaseEvent(event);
}

void VectorBarEditor::keyPressEvent(QKeyEvent *event)
{
    const auto &x = m_controller->input();
    if (!isEditable() || x.empty()) {
        QWidget::keyPressEvent(event);
        return;
    }
    switch (event->key()) {
    case Qt::Key_Left:
        setCurrentIndex(m_current - 1);
        break;
    case Qt::Key_Right:
        setCurrentIndex(m_current + 1);
        break;
    case Qt::Key_Home:
        setCurrentIndex(0);
        break;
    case Qt::Key_End:
        setCurrentIndex(int(x.size()) - 1);
        break;
    case Qt::Key_Up:
    case Qt::Key_Down: {
        // Holding the key (auto-repeat) stays one undo step; each new press is another.
        if (!event->isAutoRepeat() || m_dragKey == 0)
            m_dragKey = nextMergeKey();
        double step = keyStep();
        if (event->modifiers() & Qt::ShiftModifier)
            step /= 10.0;
        const double sign = event->key() == Qt::Key_Up ? 1.0 : -1.0;
        const double v = snap(x[size_t(m_current)] + sign * step, step);
        m_controller->setElement(m_current, v, m_dragKey);
        break;
    }
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

void VectorBarEditor::focusInEvent(QFocusEvent *event)
{
    QWidget::focusInEvent(event);
    update();
}

void VectorBarEditor::focusOutEvent(QFocusEvent *event)
{
    QWidget::focusOutEvent(event);
    update();
}

void VectorBarEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        updateAccessibleText();
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange ||
        event->type() == QEvent::PaletteChange)
        update();
    QWidget::changeEvent(event);
}

} // namespace nk::ui
