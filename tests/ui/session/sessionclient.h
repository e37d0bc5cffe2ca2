#pragma once

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QWebSocket>

#include <functional>
#include <memory>

// A student's phone in the session tests: a QWebSocket on 127.0.0.1 only, that keeps every
// message it got (parsed) and how it was closed.
class SessionClient : public QObject
{
public:
    SessionClient()
    {
        connect(&m_socket, &QWebSocket::textMessageReceived, this, [this](const QString &text) {
            messages << QJsonDocument::fromJson(text.toUtf8()).object();
        });
        connect(&m_socket, &QWebSocket::connected, this, [this] { connected = true; });
        connect(&m_socket, &QWebSocket::disconnected, this, [this] {
            closed = true;
            closeCode = int(m_socket.closeCode());
        });
    }

    void open(quint16 port, const QString &code, const QString &path = QStringLiteral("/ws"))
    {
        m_socket.open(
            QUrl(QStringLiteral("ws://127.0.0.1:%1%2?code=%3").arg(port).arg(path, code)));
    }
    void send(const QString &text) { m_socket.sendTextMessage(text); }
    void join(const QString &nick = {}, const QString &token = {}, const QString &lang = {})
    {
        QJsonObject o{{QStringLiteral("type"), QStringLiteral("join")},
                      {QStringLiteral("nick"), nick}};
        if (!token.isEmpty())
            o.insert(QStringLiteral("token"), token);
        if (!lang.isEmpty())
            o.insert(QStringLiteral("lang"), lang);
        send(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)));
    }
    void answer(const QString &question, const QString &text)
    {
        const QJsonObject o{{QStringLiteral("type"), QStringLiteral("answer")},
                            {QStringLiteral("question"), question},
                            {QStringLiteral("text"), text}};
        send(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)));
    }
    void whatIf(const QString &vector)
    {
        const QJsonObject o{{QStringLiteral("type"), QStringLiteral("whatif")},
                            {QStringLiteral("vector"), vector}};
        send(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)));
    }
    // The last message of a type, or an empty object.
    QJsonObject last(const QString &type) const
    {
        for (auto it = messages.crbegin(); it != messages.crend(); ++it)
            if (it->value(QStringLiteral("type")).toString() == type)
                return *it;
        return {};
    }
    int count(const QString &type) const
    {
        int n = 0;
        for (const QJsonObject &m : messages)
            n += m.value(QStringLiteral("type")).toString() == type;
        return n;
    }
    QWebSocket &socket() { return m_socket; }

    QList<QJsonObject> messages;
    bool connected = false;
    bool closed = false;
    int closeCode = -1;

private:
    QWebSocket m_socket;
};

// Runs the event loop until done() or ms pass; returns done().
inline bool waitUntil(const std::function<bool()> &done, int ms = 5000)
{
    QDeadlineTimer deadline(ms);
    while (!done() && !deadline.hasExpired())
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    return done();
}
