#include "presenter/projectorthumbnail.h"

#include "base/theme.h"

#include <QPainter>
#include <QResizeEvent>

#include <algorithm>

namespace nk::ui {

ProjectorThumbnail::ProjectorThumbnail(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("projectorThumbnail"));
    setMinimumSize(160, 90);
    // As tall as its width asks (16:9): no empty band between it and the title below.
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    m_soon.setSingleShot(true);
    m_settle.setSingleShot(true);
    m_settle.setInterval(kSettleMs);
    connect(&m_soon, &QTimer::timeout, this, &ProjectorThumbnail::updateNow);
    connect(&m_settle, &QTimer::timeout, this, &ProjectorThumbnail::updateNow);
}

void ProjectorThumbnail::setSource(QWidget *source)
{
    m_source = source;
    requestUpdate();
}

int ProjectorThumbnail::heightForWidth(int width) const
{
    return width * 9 / 16;
}

void ProjectorThumbnail::requestUpdate()
{
    // Hidden (no presenter console open), a render is wasted work on every step change: the
    // first show catches up.
    if (!isVisible()) {
        m_stale = true;
        m_soon.stop();
        m_settle.stop();
        return;
    }
    m_stale = false;
    m_settle.start(); // restarts: one more render once changes stop
    if (m_soon.isActive())
        return; // a render is already due and will show the newest state
    const qint64 since = m_sinceLast.isValid() ? m_sinceLast.elapsed() : kMinIntervalMs;
    m_soon.start(int(std::clamp<qint64>(kMinIntervalMs - since, 30, kMinIntervalMs)));
}

QRect ProjectorThumbnail::shownRect() const
{
    if (!m_source || m_source->width() <= 0 || m_source->height() <= 0)
        return rect();
    QSize s = m_source->size();
    s.scale(size(), Qt::KeepAspectRatio);
    return QRect(QPoint((width() - s.width()) / 2, 0), s); // top: the title sits right below
}

void ProjectorThumbnail::updateNow()
{
    m_soon.stop();
    if (!m_source || m_source->width() <= 0 || m_source->height() <= 0 || width() <= 0)
        return;
    QElapsedTimer timer;
    timer.start();
    // Rendered straight at the thumbnail's size (the painter scales), not grabbed at full size
    // and shrunk: a quarter of the pixels at 1920×1080 on a 960-pixel-wide thumbnail.
    const QRect target = shownRect();
    const qreal dpr = devicePixelRatioF();
    QPixmap pixmap(target.size() * dpr);
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Theme::surface());
    {
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::SmoothPixmapTransform);
        const qreal scale = qreal(target.width()) / m_source->width();
        painter.scale(scale, scale);
        m_source->render(&painter, QPoint(), QRegion(),
                         QWidget::DrawWindowBackground | QWidget::DrawChildren);
    }
    m_pixmap = pixmap;
    m_lastMs = timer.nsecsElapsed() / 1e6;
    ++m_renders;
    m_sinceLast.start();
    update();
}

void ProjectorThumbnail::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    requestUpdate();
}

void ProjectorThumbnail::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        requestUpdate();
}

void ProjectorThumbnail::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const QRect target = shownRect();
    if (m_pixmap.isNull())
        painter.fillRect(target, Theme::surface());
    else
        painter.drawPixmap(target, m_pixmap);
    painter.setPen(QPen(Theme::grid(), 2));
    painter.drawRect(target.adjusted(1, 1, -1, -1));
}

} // namespace nk::ui
