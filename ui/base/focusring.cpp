#include "base/focusring.h"

#include "base/theme.h"

#include <QAbstractScrollArea>
#include <QApplication>
#include <QFocusEvent>
#include <QPainter>

namespace nk::ui {

FocusRing::FocusRing(QWidget *window)
    : QWidget(window)
{
    setObjectName(QStringLiteral("focusRing"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setFocusPolicy(Qt::NoFocus);
    hide();
    // FocusIn carries the reason (keyboard or mouse); QApplication::focusChanged does not.
    qApp->installEventFilter(this);
}

FocusRing::~FocusRing()
{
    qApp->removeEventFilter(this);
}

bool FocusRing::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    case QEvent::FocusIn:
        if (auto *w = qobject_cast<QWidget *>(watched); w && w->window() == window()) {
            const Qt::FocusReason reason = static_cast<QFocusEvent *>(event)->reason();
            // A click shows where the mouse is already; Tab, Backtab and shortcuts need a ring.
            const bool keyboard = reason == Qt::TabFocusReason ||
                                  reason == Qt::BacktabFocusReason ||
                                  reason == Qt::ShortcutFocusReason ||
                                  (reason == Qt::ActiveWindowFocusReason && isVisible()) ||
                                  (reason == Qt::OtherFocusReason && isVisible());
            follow(keyboard ? w : nullptr);
        }
        break;
    case QEvent::FocusOut:
        if (watched == m_target && !QApplication::focusWidget())
            follow(nullptr);
        break;
    case QEvent::Move:
    case QEvent::Resize:
    case QEvent::Show:
        if (!m_placing && m_target && m_chain.contains(qobject_cast<QWidget *>(watched)))
            place();
        break;
    case QEvent::Hide:
        if (m_target && m_chain.contains(qobject_cast<QWidget *>(watched)))
            place();
        break;
    default:
        break;
    }
    return QWidget::eventFilter(watched, event);
}

void FocusRing::follow(QWidget *target)
{
    if (target == this || target == window())
        target = nullptr;
    m_target = target;
    m_chain.clear();
    for (QWidget *w = target; w && w != window(); w = w->parentWidget())
        m_chain << w;
    place();
}

void FocusRing::place()
{
    QWidget *t = m_target;
    if (!t || !t->isVisible()) {
        hide();
        return;
    }
    // The part of the control its scroll areas and parents let through, in window coordinates.
    QRect r(t->mapTo(window(), QPoint(0, 0)), t->size());
    for (QWidget *p = t->parentWidget(); p && p != window(); p = p->parentWidget())
        r &= QRect(p->mapTo(window(), QPoint(0, 0)), p->size());
    if (r.isEmpty()) {
        hide();
        return;
    }
    m_placing = true;
    setGeometry(r.adjusted(-kWidth, -kWidth, kWidth, kWidth) & window()->rect());
    show();
    raise();
    update();
    m_placing = false;
}

void FocusRing::paintEvent(QPaintEvent *)
{
    if (width() < 3 * kWidth || height() < 3 * kWidth)
        return;
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF outer = QRectF(rect()).adjusted(1, 1, -1, -1);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(Theme::text(), 2.5));
    p.drawRoundedRect(outer, 5, 5);
    p.setPen(QPen(Theme::background(), 1.2));
    p.drawRoundedRect(outer.adjusted(2, 2, -2, -2), 4, 4);
}

} // namespace nk::ui
