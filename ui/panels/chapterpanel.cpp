#include "panels/chapterpanel.h"

#include <QLabel>

#include <algorithm>

namespace nk::ui {

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

void ChapterPanel::setPresenting(bool presenting)
{
    m_presenting = presenting;
}

void ChapterPanel::fitToPage(QWidget *piece, int pageHeight, int minimum) const
{
    const int page = std::max(1, pageHeight - 8); // a little room for the area's cut
    piece->setMinimumHeight(m_presenting ? std::min(minimum, page) : minimum);
    piece->setMaximumHeight(m_presenting ? page : QWIDGETSIZE_MAX);
}

QFont ChapterPanel::zoomedFont(qreal points, bool bold) const
{
    QFont f = font();
    f.setPointSizeF(points * m_zoom);
    f.setBold(bold);
    return f;
}

QLabel *ChapterPanel::wrappedLabel()
{
    auto *l = new QLabel;
    l->setWordWrap(true);
    l->setTextFormat(Qt::RichText);
    l->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    l->setMinimumWidth(1);
    return l;
}

QList<ChapterPanel::Question> ChapterPanel::questions() const
{
    return {};
}

void ChapterPanel::setAnswersHidden(bool hidden)
{
    m_answersHidden = hidden;
}

QString ChapterPanel::pendingAction() const
{
    return {};
}

void ChapterPanel::performPendingAction() {}

} // namespace nk::ui
