#pragma once

#include <QObject>

class QTimer;

namespace nk::ui {

// The lesson's wall clock: while running it reports the seconds that passed, times the speed,
// about 60 times a second. The LessonController owns one and turns those seconds into the
// chapter's time; tests and the soak make it external and advance() it themselves.
class PlaybackClock : public QObject
{
    Q_OBJECT

public:
    explicit PlaybackClock(QObject *parent = nullptr);

    void start();
    void stop();
    bool isRunning() const { return m_running; }

    // 0.25–4; clamped.
    void setSpeed(double speed);
    double speed() const { return m_speed; }

    // An external clock starts no timer: only advance() moves it.
    void setExternal(bool external);
    bool isExternal() const { return m_external; }
    // As `seconds` of wall time would, while running.
    void advance(double seconds);

signals:
    void advanced(double lessonSeconds); // wall seconds × speed
    void speedChanged(double speed);

private:
    void tick();

    QTimer *m_timer = nullptr;
    qint64 m_lastTick = 0;
    double m_speed = 1.0;
    bool m_running = false;
    bool m_external = false;
};

} // namespace nk::ui
