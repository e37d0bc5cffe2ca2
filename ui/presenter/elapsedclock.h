#pragma once

#include <QWidget>

#include <functional>

class QLabel;
class QToolButton;
class QTimer;

namespace nk::ui {

// The time a teacher watches: how long the lesson has been running (a button: click to reset)
// and the wall clock. The clock is injectable so tests need not wait.
class ElapsedClock : public QWidget
{
    Q_OBJECT

public:
    using Clock = std::function<qint64()>; // milliseconds since the epoch
    explicit ElapsedClock(QWidget *parent = nullptr);

    void setClock(Clock clock);
    qint64 elapsedSeconds() const;
    QString elapsedText() const; // "0:07:42"
    QString wallText() const;    // "14:05"
    QToolButton *resetButton() const { return m_elapsed; }
    void retranslate();

public slots:
    void reset();
    void refresh();

private:
    Clock m_clock;
    qint64 m_startMs = 0;
    QToolButton *m_elapsed = nullptr;
    QLabel *m_wall = nullptr;
    QTimer *m_tick = nullptr;
};

} // namespace nk::ui
