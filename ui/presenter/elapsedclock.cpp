#include "presenter/elapsedclock.h"

#include <QDateTime>
#include <QHBoxLayout>
#include <QLabel>
#include <QTimer>
#include <QToolButton>

#include <algorithm>

namespace nk::ui {

ElapsedClock::ElapsedClock(QWidget *parent)
    : QWidget(parent)
    , m_clock([] { return QDateTime::currentMSecsSinceEpoch(); })
    , m_elapsed(new QToolButton)
    , m_wall(new QLabel)
    , m_tick(new QTimer(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(24);
    m_elapsed->setObjectName(QStringLiteral("elapsedButton"));
    m_elapsed->setFocusPolicy(Qt::NoFocus);
    m_elapsed->setAutoRaise(true);
    m_wall->setObjectName(QStringLiteral("wallClock"));
    layout->addWidget(m_elapsed);
    layout->addStretch(1);
    layout->addWidget(m_wall);
    connect(m_elapsed, &QToolButton::clicked, this, &ElapsedClock::reset);
    m_tick->setInterval(1000);
    connect(m_tick, &QTimer::timeout, this, &ElapsedClock::refresh);
    m_tick->start();
    reset();
    retranslate();
}

void ElapsedClock::setClock(Clock clock)
{
    m_clock = std::move(clock);
    reset();
}

void ElapsedClock::reset()
{
    m_startMs = m_clock();
    refresh();
}

qint64 ElapsedClock::elapsedSeconds() const
{
    return std::max<qint64>(0, (m_clock() - m_startMs) / 1000);
}

QString ElapsedClock::elapsedText() const
{
    const qint64 s = elapsedSeconds();
    return QStringLiteral("%1:%2:%3")
        .arg(s / 3600)
        .arg(s / 60 % 60, 2, 10, QLatin1Char('0'))
        .arg(s % 60, 2, 10, QLatin1Char('0'));
}

QString ElapsedClock::wallText() const
{
    return QDateTime::fromMSecsSinceEpoch(m_clock()).toString(QStringLiteral("HH:mm"));
}

void ElapsedClock::refresh()
{
    m_elapsed->setText(elapsedText());
    m_wall->setText(wallText());
}

void ElapsedClock::retranslate()
{
    m_elapsed->setToolTip(tr("Time since the lesson started: click to start again from zero"));
    m_wall->setToolTip(tr("The time of day"));
}

} // namespace nk::ui
