#include "lesson/playbackclock.h"

#include <QDateTime>
#include <QTimer>

#include <algorithm>

namespace nk::ui {

PlaybackClock::PlaybackClock(QObject *parent)
    : QObject(parent)
    , m_timer(new QTimer(this))
{
    m_timer->setInterval(16);
    m_timer->setTimerType(Qt::PreciseTimer);
    connect(m_timer, &QTimer::timeout, this, &PlaybackClock::tick);
}

void PlaybackClock::start()
{
    m_running = true;
    m_lastTick = QDateTime::currentMSecsSinceEpoch();
    if (!m_external)
        m_timer->start();
}

void PlaybackClock::stop()
{
    m_running = false;
    m_timer->stop();
}

void PlaybackClock::setSpeed(double speed)
{
    speed = std::clamp(speed, 0.25, 4.0);
    if (speed == m_speed)
        return;
    m_speed = speed;
    emit speedChanged(speed);
}

void PlaybackClock::setExternal(bool external)
{
    m_external = external;
    if (external)
        m_timer->stop();
    else if (m_running)
        m_timer->start();
    m_lastTick = QDateTime::currentMSecsSinceEpoch();
}

void PlaybackClock::advance(double seconds)
{
    if (!m_running || !(seconds > 0))
        return;
    emit advanced(seconds * m_speed);
}

void PlaybackClock::tick()
{
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const double dt = (now - m_lastTick) / 1000.0;
    m_lastTick = now;
    advance(dt);
}

} // namespace nk::ui
