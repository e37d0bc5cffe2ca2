#include "window/blankoverlay.h"

#include <QMouseEvent>

namespace nk::ui {

BlankOverlay::BlankOverlay(QWidget *parent)
    : QWidget(parent)
{
    setAttribute(Qt::WA_StyledBackground);
    setStyleSheet(QStringLiteral("background: black;"));
    hide();
}

void BlankOverlay::mousePressEvent(QMouseEvent *event)
{
    hide();
    event->accept();
    emit dismissed();
}

} // namespace nk::ui
