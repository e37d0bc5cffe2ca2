#include "window/blankoverlay.h"

#include <QMouseEvent>

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
