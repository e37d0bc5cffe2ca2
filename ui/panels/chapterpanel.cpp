#include "chapterpanel.h"

ChapterPanel::ChapterPanel(LessonController *controller, QWidget *parent)
    : QWidget(parent)
    , m_controller(controller)
{
}

void ChapterPanel::setSceneTime(double) {}

void ChapterPanel::setLanguage(const QString &lang)
{
    m_language = lang;
}

void ChapterPanel::setZoom(qreal zoom)
{
    m_zoom = zoom;
}

QFont ChapterPanel::zoomedFont(qreal points, bool bold) const
{
    QFont f = font();
    f.setPointSizeF(points * m_zoom);
    f.setBold(bold);
    return f;
}
