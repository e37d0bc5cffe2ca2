#pragma once

#include <QElapsedTimer>
#include <QHash>
#include <QHostAddress>
#include <QTcpServer>
#include <QTimer>

class QTcpSocket;

namespace nk::ui {

// The session's listening socket, handed to QHttpServer (QAbstractHttpServer::bind), so that the
// connections Qt 6.4's HTTP server would keep for ever are bounded: a connection that has not
// become a WebSocket is closed `timeoutMs` after it was accepted, however slowly it trickles its
// request (a half-open or slow client, or a browser's idle keep-alive: a browser opens a new one),
// and at most `maxConnections` such connections are open at once (more are closed as they
// arrive). A connection that became a WebSocket is the SessionServer's, with its own limits: the
// server says so with upgraded().
class SessionListener : public QTcpServer
{
    Q_OBJECT

public:
    explicit SessionListener(int maxConnections, int timeoutMs, QObject *parent = nullptr);

    // Connections accepted and not yet upgraded (the page's, or a handshake under way).
    int pageConnections() const { return int(m_accepted.size()); }
    // The WebSocket from this peer is the server's now: no page timeout for it.
    void upgraded(const QHostAddress &peer, quint16 peerPort);

protected:
    void incomingConnection(qintptr descriptor) override;

private:
    void expire();

    int m_maxConnections;
    int m_timeoutMs;
    QElapsedTimer m_clock;
    QTimer m_timer;
    QHash<QTcpSocket *, qint64> m_accepted; // → when, on m_clock
};

} // namespace nk::ui
