#include "session/sessionlistener.h"

#include <QTcpSocket>

#include <algorithm>

namespace nk::ui {

SessionListener::SessionListener(int maxConnections, int timeoutMs, QObject *parent)
    : QTcpServer(parent)
    , m_maxConnections(std::max(1, maxConnections))
    , m_timeoutMs(std::max(1, timeoutMs))
{
    m_clock.start();
    // A quarter of the timeout: a connection lives at most 1.25 × timeoutMs.
    m_timer.setInterval(std::clamp(m_timeoutMs / 4, 10, 1000));
    connect(&m_timer, &QTimer::timeout, this, &SessionListener::expire);
}

void SessionListener::incomingConnection(qintptr descriptor)
{
    auto *socket = new QTcpSocket(this);
    if (!socket->setSocketDescriptor(descriptor)) {
        delete socket;
        return;
    }
    if (int(m_accepted.size()) >= m_maxConnections) {
        // Full: closed before QHttpServer sees it, so it costs no parser and no buffer.
        socket->abort();
        socket->deleteLater();
        return;
    }
    m_accepted.insert(socket, m_clock.elapsed());
    connect(socket, &QObject::destroyed, this,
            [this, socket] { m_accepted.remove(static_cast<QTcpSocket *>(socket)); });
    connect(socket, &QTcpSocket::disconnected, this, [this, socket] { m_accepted.remove(socket); });
    if (!m_timer.isActive())
        m_timer.start();
    addPendingConnection(socket);
}

void SessionListener::upgraded(const QHostAddress &peer, quint16 peerPort)
{
    for (auto it = m_accepted.begin(); it != m_accepted.end(); ++it) {
        if (it.key()->peerPort() == peerPort && it.key()->peerAddress().isEqual(peer)) {
            m_accepted.erase(it);
            return;
        }
    }
}

void SessionListener::expire()
{
    const qint64 now = m_clock.elapsed();
    QList<QTcpSocket *> late;
    for (auto it = m_accepted.cbegin(); it != m_accepted.cend(); ++it)
        if (now - it.value() >= m_timeoutMs)
            late << it.key();
    for (QTcpSocket *socket : late) {
        m_accepted.remove(socket);
        // abort(): no lingering for a client that does not read; QHttpServer deletes the socket
        // on its disconnected().
        socket->abort();
    }
    if (m_accepted.isEmpty())
        m_timer.stop();
}

} // namespace nk::ui
