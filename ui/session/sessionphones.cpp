#include "session/sessionphones.h"

#include "session/servermessages.h"
#include "session/sessionwords.h"

#include <QUrl>
#include <QUrlQuery>
#include <QWebSocket>

#include <algorithm>

namespace nk::ui {

void SessionPhone::send(const std::string &json) const
{
    socket->sendTextMessage(QString::fromStdString(json));
}

void SessionPhone::sendError(const QString &message, const QString &field) const
{
    send(nk::ServerMessages::error(message.toStdString(), field.toStdString()));
}

void SessionPhone::close(int code, const QString &reason) const
{
    socket->close(QWebSocketProtocol::CloseCode(code), reason);
}

SessionPhones::SessionPhones(QObject *parent)
    : QObject(parent)
{
    m_clock.start();
    connect(&m_housekeeping, &QTimer::timeout, this, &SessionPhones::housekeeping);
}

SessionPhones::~SessionPhones()
{
    closeAll({});
}

void SessionPhones::open(const QString &code, const Limits &limits)
{
    m_code = code;
    m_limits = limits;
    const int tick = std::clamp(
        std::min({m_limits.joinTimeoutMs, m_limits.pingIntervalMs, m_limits.silenceTimeoutMs}) / 4,
        10, 1000);
    m_housekeeping.start(tick);
    m_lastPing = m_clock.elapsed();
}

void SessionPhones::closeAll(const std::string &last)
{
    m_housekeeping.stop();
    const auto phones = m_phones;
    m_phones.clear();
    for (auto it = phones.begin(); it != phones.end(); ++it) {
        QWebSocket *s = it.key();
        s->disconnect(this);
        if (!last.empty())
            s->sendTextMessage(QString::fromStdString(last));
        s->flush();
        s->close(QWebSocketProtocol::CloseCodeNormal, QStringLiteral("session ended"));
        s->deleteLater();
    }
}

void SessionPhones::accept(QWebSocket *socket)
{
    socket->setParent(this);
    // Frames over the cap are refused before they are read whole (Qt closes with 1009).
    socket->setMaxAllowedIncomingFrameSize(quint64(m_limits.maxFrameBytes));
    socket->setMaxAllowedIncomingMessageSize(quint64(m_limits.maxFrameBytes));
    connect(socket, &QWebSocket::disconnected, this, [this, socket] { onClosed(socket); });
    const QUrl url = socket->requestUrl();
    if (url.path() != QLatin1String("/ws") ||
        QUrlQuery(url).queryItemValue(QStringLiteral("code")) != m_code) {
        socket->close(QWebSocketProtocol::CloseCode(WrongCode),
                      QStringLiteral("wrong session code"));
        return;
    }
    if (count() >= m_limits.maxConnections) {
        socket->close(QWebSocketProtocol::CloseCode(ClassFull), QStringLiteral("class is full"));
        return;
    }
    auto phone = std::make_shared<SessionPhone>();
    phone->socket = socket;
    phone->limiter =
        nk::RateLimiter(m_limits.framesPerSecond, m_limits.burstFrames, m_limits.floodSeconds);
    phone->openedAt = phone->lastHeard = now();
    m_phones.insert(socket, phone);
    connect(socket, &QWebSocket::textMessageReceived, this,
            [this, socket](const QString &text) { onText(socket, text); });
    connect(socket, &QWebSocket::binaryMessageReceived, this, [this, socket] { onBinary(socket); });
    connect(socket, &QWebSocket::pong, this, [this, socket] {
        if (const auto it = m_phones.constFind(socket); it != m_phones.constEnd())
            (*it)->lastHeard = now();
    });
}

void SessionPhones::dropAll()
{
    const auto phones = m_phones;
    for (const std::shared_ptr<SessionPhone> &p : phones)
        p->socket->abort();
}

int SessionPhones::joinedCount() const
{
    int n = 0;
    for (const std::shared_ptr<SessionPhone> &p : m_phones)
        n += p->participant != 0;
    return n;
}

bool SessionPhones::isConnected(int participant) const
{
    for (const std::shared_ptr<SessionPhone> &p : m_phones)
        if (p->participant == participant)
            return true;
    return false;
}

QList<std::shared_ptr<SessionPhone>> SessionPhones::joined() const
{
    QList<std::shared_ptr<SessionPhone>> out;
    for (const std::shared_ptr<SessionPhone> &p : m_phones)
        if (p->participant != 0)
            out << p;
    return out;
}

void SessionPhones::closeParticipant(int participant, int code, const QString &reason,
                                     const QWebSocket *keep)
{
    const auto phones = m_phones; // closing may call back
    for (const std::shared_ptr<SessionPhone> &p : phones) {
        if (p->participant == participant && p->socket != keep) {
            p->participant = 0;
            p->close(code, reason);
        }
    }
}

void SessionPhones::onClosed(QWebSocket *socket)
{
    const auto it = m_phones.find(socket);
    const bool joined = it != m_phones.end() && (*it)->participant != 0;
    if (it != m_phones.end())
        m_phones.erase(it);
    socket->disconnect(this);
    socket->deleteLater();
    if (joined)
        emit joinedPhoneClosed();
}

void SessionPhones::onBinary(QWebSocket *socket)
{
    const auto it = m_phones.find(socket);
    if (it == m_phones.end())
        return;
    SessionPhone &p = **it;
    p.lastHeard = now();
    if (p.limiter.take(p.lastHeard) == nk::RateLimiter::Verdict::Disconnect) {
        p.close(QWebSocketProtocol::CloseCodePolicyViolated, QStringLiteral("too many messages"));
        return;
    }
    p.sendError(SessionWords::text(SessionWords::Word::SendText, p.lang));
}

void SessionPhones::onText(QWebSocket *socket, const QString &text)
{
    const auto it = m_phones.find(socket);
    if (it == m_phones.end())
        return;
    const std::shared_ptr<SessionPhone> phone = *it; // a handler may close the socket
    const double t = now();
    phone->lastHeard = t;
    switch (phone->limiter.take(t)) {
    case nk::RateLimiter::Verdict::Accept:
        break;
    case nk::RateLimiter::Verdict::Drop:
        if (phone->limiter.warn(t))
            phone->sendError(SessionWords::text(SessionWords::Word::TooManyMessages, phone->lang));
        return;
    case nk::RateLimiter::Verdict::Disconnect:
        phone->close(QWebSocketProtocol::CloseCodePolicyViolated,
                     QStringLiteral("too many messages"));
        return;
    }
    nk::StudentMessage m;
    nk::MessageProblem problem;
    const QByteArray utf8 = text.toUtf8();
    if (!nk::StudentMessageParser::parse(std::string_view(utf8.constData(), size_t(utf8.size())),
                                         &m, &problem)) {
        phone->sendError(QString::fromStdString(problem.text(phone->lang.toStdString())),
                         QString::fromStdString(problem.field));
        return;
    }
    if (m.type == nk::StudentMessage::Type::Join) {
        if (phone->participant != 0) {
            phone->sendError(SessionWords::text(SessionWords::Word::AlreadyJoined, phone->lang));
            return;
        }
        if (!m.lang.empty())
            phone->lang = QString::fromStdString(m.lang);
        emit joinReceived(phone, m);
        return;
    }
    if (phone->participant == 0) {
        phone->sendError(SessionWords::text(SessionWords::Word::JoinFirst, phone->lang));
        return;
    }
    if (m.type == nk::StudentMessage::Type::Answer)
        emit answerReceived(phone, m);
    else
        emit whatIfReceived(phone, m.vector);
}

void SessionPhones::housekeeping()
{
    const double t = now();
    const qint64 ms = m_clock.elapsed();
    const bool ping = ms - m_lastPing >= m_limits.pingIntervalMs;
    if (ping)
        m_lastPing = ms;
    const auto phones = m_phones; // closing may call back
    for (const std::shared_ptr<SessionPhone> &p : phones) {
        if (p->participant == 0) {
            if ((t - p->openedAt) * 1000.0 >= m_limits.joinTimeoutMs)
                p->close(JoinTimeout, QStringLiteral("no join in time"));
            continue;
        }
        if ((t - p->lastHeard) * 1000.0 >= m_limits.silenceTimeoutMs) {
            p->close(Silent, QStringLiteral("silent"));
            continue;
        }
        if (ping)
            p->socket->ping();
    }
}

} // namespace nk::ui
