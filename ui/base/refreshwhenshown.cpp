#include "base/refreshwhenshown.h"

#include <QEvent>
#include <QWidget>

namespace nk::ui {

RefreshWhenShown::RefreshWhenShown(QWidget *widget, std::function<void()> refresh)
    : QObject(widget)
    , m_widget(widget)
    , m_refresh(std::move(refresh))
{
    widget->installEventFilter(this);
}

void RefreshWhenShown::request()
{
    if (!m_widget->isVisible()) {
        m_missed = true;
        return;
    }
    m_missed = false;
    m_refresh();
}

bool RefreshWhenShown::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_widget && event->type() == QEvent::Show && m_missed) {
        m_missed = false;
        m_refresh();
    }
    return QObject::eventFilter(watched, event);
}

} // namespace nk::ui
