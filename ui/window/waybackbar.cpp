#include "window/waybackbar.h"

#include "lesson/lessondetour.h"
#include "base/theme.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

#include <cmath>

namespace nk::ui {

WayBackBar::WayBackBar(LessonDetour *detour, QWidget *parent)
    : QFrame(parent)
    , m_detour(detour)
    , m_label(new QLabel(this))
    , m_back(new QPushButton(this))
{
    setObjectName(QStringLiteral("wayBackBar"));
    m_label->setWordWrap(true);
    m_label->setTextFormat(Qt::PlainText);
    // Enter on it undoes the detour, no dialog: the clicker may leave focus here.
    m_back->setAutoDefault(false);
    auto *layout = new QHBoxLayout(this);
    layout->addWidget(m_label, 1);
    layout->addWidget(m_back);
    connect(m_back, &QPushButton::clicked, detour, &LessonDetour::goBack);
    connect(detour, &LessonDetour::changed, this, &WayBackBar::refresh);
    refresh();
}

void WayBackBar::setZoom(qreal zoom)
{
    m_zoom = zoom;
    refresh();
}

QString WayBackBar::text() const
{
    return m_label->text();
}

void WayBackBar::refresh()
{
    setVisible(m_detour->isActive());
    if (!m_detour->isActive())
        return;
    m_label->setText(tr("Showing %1, not your own vector.").arg(m_detour->label()));
    m_back->setText(tr("%1 (Ctrl+Z)").arg(m_detour->backText()));
    m_back->setAccessibleName(m_detour->backText());
    const int pt = Theme::stylePointSize(Theme::FontRole::Control, m_zoom);
    setStyleSheet(
        QStringLiteral("QFrame#wayBackBar { background: %1; border-bottom: %2px solid %3; }"
                       "QFrame#wayBackBar QLabel, QFrame#wayBackBar QPushButton "
                       "{ font-size: %4pt; font-weight: 600; }")
            .arg(Theme::surface().name())
            .arg(int(std::lround(Theme::stroke(2.0))))
            .arg(Theme::warning().name())
            .arg(pt));
}

} // namespace nk::ui
