#pragma once

#include "session/ratelimiter.h"
#include "session/studentmessage.h"

#include <QElapsedTimer>
#include <QHash>
#include <QList>
#include <QObject>
#include <QString>
#include <QTimer>

#include <memory>
#include <optional>
#include <string>

class QWebSocket;

namespace nk::ui {

// One phone's WebSocket and what the server knows of it.
struct SessionPhone
{
    QWebSocket *socket = nullptr;
    int participant = 0; // 0 until joined
    QString lang = QStringLiteral("en");
    nk::RateLimiter limiter;
    double openedAt = 0.0;
    double lastHeard = 0.0;
    double lastWhatIf = -1e300;
    // A what-if sent sooner than the interval after the last: the latest waits its turn.
    std::optional<std::string> pendingWhatIf;

    void send(const std::string &json) const;
    void sendError(const QString &message, const QString &field = {}) const;
    void close(int code, const QString &reason) const;
};

// The phones' WebSockets and the protocol's limits on them (docs/SESSION-PROTOCOL.md): the
// session code, the cap on sockets, frame sizes, the rate limit, the join timeout, pings and
// silence, JSON against its schema, join before anything else. What passes is handed on as
// signals, to the SessionServer, which knows the class and the lesson.
class SessionPhones : public QObject
{
    Q_OBJECT

public:
    struct Limits
    {
        int maxConnections = 300;
        int maxFrameBytes = 4096;
        int joinTimeoutMs = 10000;
        int pingIntervalMs = 20000;
        int silenceTimeoutMs = 60000;
        double framesPerSecond = 20.0;
        double burstFrames = 20.0;
        double floodSeconds = 5.0;
    };
    // The close codes of the protocol's own (the protocol lists them).
    enum CloseCode {
        WrongCode = 4001,
        JoinTimeout = 4002,
        Silent = 4003,
        Removed = 4004,
        // Not 1013 (Try Again Later): Qt's QWebSocket reads a code it does not know as 1002.
        ClassFull = 4005,
    };

    explicit SessionPhones(QObject *parent = nullptr);
    ~SessionPhones() override;

    void open(const QString &code, const Limits &limits);
    // Every phone gets `last` (if any) and a normal close; the phones are forgotten.
    void closeAll(const std::string &last);
    // Takes an upgraded socket: refused (wrong code, full) or a phone from now on.
    void accept(QWebSocket *socket);
    // Cuts every socket without a close frame, as a lost network would.
    void dropAll();

    // Seconds since the phones opened: the clock of the rate limit and of the answers.
    double now() const { return double(m_clock.nsecsElapsed()) / 1e9; }
    int count() const { return int(m_phones.size()); }
    int joinedCount() const;
    bool isConnected(int participant) const;
    QList<std::shared_ptr<SessionPhone>> joined() const;
    // Closes the sockets of a participant, but `keep` (a newer socket of the same student).
    void closeParticipant(int participant, int code, const QString &reason,
                          const QWebSocket *keep = nullptr);

signals:
    void joinReceived(const std::shared_ptr<SessionPhone> &phone, const nk::StudentMessage &m);
    void answerReceived(const std::shared_ptr<SessionPhone> &phone, const nk::StudentMessage &m);
    void whatIfReceived(const std::shared_ptr<SessionPhone> &phone, const std::string &vector);
    void joinedPhoneClosed(); // a phone that had joined is gone (left, dropped, removed)

private:
    void onText(QWebSocket *socket, const QString &text);
    void onBinary(QWebSocket *socket);
    void onClosed(QWebSocket *socket);
    void housekeeping();

    QString m_code;
    Limits m_limits;
    QHash<QWebSocket *, std::shared_ptr<SessionPhone>> m_phones;
    QElapsedTimer m_clock;
    QTimer m_housekeeping;
    qint64 m_lastPing = 0;
};

} // namespace nk::ui
