#include "session/sessionserver.h"

#include "lesson/chaptercatalog.h"
#include "lesson/lessoncontroller.h"
#include "lesson/slipwords.h"
#include "session/ratelimiter.h"
#include "session/securerandom.h"
#include "session/studentmessage.h"
#include "session/sessionlessonstate.h"
#include "session/sessionlistener.h"
#include "session/sessionpage.h"
#include "session/sessionwords.h"
#include "session/whatif.h"

#include <QHttpServer>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QNetworkInterface>
#include <QSaveFile>
#include <QTcpServer>
#include <QUrlQuery>
#include <QWebSocket>

#include <algorithm>
#include <cmath>

namespace nk::ui {

namespace {

QString statusWord(nk::Classroom::AnswerStatus s, const QString &lang)
{
    switch (s) {
    case nk::Classroom::AnswerStatus::UnknownQuestion:
        return SessionWords::text(SessionWords::Word::NoSuchQuestion, lang);
    case nk::Classroom::AnswerStatus::NotOpen:
        return SessionWords::text(SessionWords::Word::QuestionClosed, lang);
    case nk::Classroom::AnswerStatus::UnknownStudent:
        return SessionWords::text(SessionWords::Word::JoinFirst, lang);
    case nk::Classroom::AnswerStatus::Recorded:
        break;
    }
    return {};
}

} // namespace

struct SessionServer::Connection
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
};

SessionServer::SessionServer(LessonController *lesson, QObject *parent)
    : QObject(parent)
    , m_lesson(lesson)
{
    m_clock.start();
    m_stateTimer.setSingleShot(true);
    connect(&m_stateTimer, &QTimer::timeout, this, &SessionServer::broadcastState);
    connect(&m_housekeeping, &QTimer::timeout, this, &SessionServer::housekeeping);
    // New input: always a new state (a new trace may reuse the old one's address, so the key
    // below cannot tell).
    connect(m_lesson, &LessonController::inputChanged, this, [this] {
        m_lessonKey.clear();
        lessonChanged();
    });
    connect(m_lesson, &LessonController::chapterChanged, this, &SessionServer::lessonChanged);
    connect(m_lesson, &LessonController::timeChanged, this, &SessionServer::lessonChanged);
    connect(m_lesson, &LessonController::modeChanged, this, &SessionServer::lessonChanged);
}

SessionServer::~SessionServer()
{
    stop();
}

double SessionServer::now() const
{
    return double(m_clock.nsecsElapsed()) / 1e9;
}

QUrl SessionServer::joinUrl() const
{
    if (!isRunning())
        return {};
    QUrl url;
    url.setScheme(QStringLiteral("http"));
    url.setHost(m_host.toString());
    url.setPort(m_port);
    url.setPath(QStringLiteral("/"));
    url.setQuery(QStringLiteral("code=") + m_code);
    return url;
}

QList<QHostAddress> SessionServer::localAddresses()
{
    QList<QHostAddress> out;
    for (const QHostAddress &a : QNetworkInterface::allAddresses())
        if (a.protocol() == QAbstractSocket::IPv4Protocol && !a.isLoopback())
            out << a;
    return out;
}

bool SessionServer::start(const QHostAddress &host, quint16 port, const QString &code)
{
    stop();
    m_error.clear();
    m_code = code.isEmpty() ? QString::fromStdString(nk::SecureRandom::sessionCode()) : code;
    auto http = std::make_unique<QHttpServer>();
    http->setMissingHandler(&SessionPage::respond);
    // Qt 6.4 upgrades a request to a WebSocket only when a route takes it; this one writes no
    // response, so the handshake follows (the code is checked on the socket, below).
    http->route(QStringLiteral("/ws"), [](const QHttpServerRequest &, QHttpServerResponder &&) {});
    connect(http.get(), &QHttpServer::newWebSocketConnection, this, &SessionServer::onNewWebSocket);
    // Our own listening socket, so that connections which never become WebSockets are bounded
    // (QHttpServer 6.4 keeps them for ever).
    auto *listener =
        new SessionListener(m_limits.maxPageConnections, m_limits.pageTimeoutMs, http.get());
    if (!listener->listen(host, port)) {
        m_error = listener->errorString();
        if (m_error.isEmpty())
            m_error = tr("Cannot listen on %1:%2").arg(host.toString()).arg(port);
        return false;
    }
    const quint16 bound = listener->serverPort();
    http->bind(listener);
    m_listener = listener;
    m_http = std::move(http);
    m_host = host;
    m_port = bound;
    m_paused = false;
    m_followPace = true;
    const int tick = std::clamp(
        std::min({m_limits.joinTimeoutMs, m_limits.pingIntervalMs, m_limits.silenceTimeoutMs}) / 4,
        10, 1000);
    m_housekeeping.start(tick);
    m_lastPing = m_clock.elapsed();
    m_lessonKey.clear();
    emit runningChanged(true);
    return true;
}

void SessionServer::stop()
{
    if (!m_http)
        return;
    m_housekeeping.stop();
    m_stateTimer.stop();
    const QByteArray ended = QByteArray::fromStdString(nk::ServerMessages::ended());
    const auto connections = m_connections;
    m_connections.clear();
    for (auto it = connections.begin(); it != connections.end(); ++it) {
        QWebSocket *s = it.key();
        s->disconnect(this);
        s->sendTextMessage(QString::fromUtf8(ended));
        s->flush();
        s->close(QWebSocketProtocol::CloseCodeNormal, QStringLiteral("session ended"));
        s->deleteLater();
    }
    // The listening sockets close with the server; what it still serves goes with it.
    for (QTcpServer *server : m_http->servers())
        server->close();
    m_listener = nullptr;
    m_http.reset();
    m_class = nk::Classroom();
    m_port = 0;
    emit runningChanged(false);
    emit studentsChanged();
}

void SessionServer::onNewWebSocket()
{
    if (!m_http)
        return;
    while (m_http->hasPendingWebSocketConnections()) {
        std::unique_ptr<QWebSocket> owned = m_http->nextPendingWebSocketConnection();
        QWebSocket *socket = owned.release();
        socket->setParent(this);
        // A WebSocket now, with the limits below: no longer the page's timeout.
        if (m_listener)
            m_listener->upgraded(socket->peerAddress(), socket->peerPort());
        // Frames over the cap are refused before they are read whole (Qt closes with 1009).
        socket->setMaxAllowedIncomingFrameSize(quint64(m_limits.maxFrameBytes));
        socket->setMaxAllowedIncomingMessageSize(quint64(m_limits.maxFrameBytes));
        connect(socket, &QWebSocket::disconnected, this, [this, socket] { onClosed(socket); });
        const QUrl url = socket->requestUrl();
        if (url.path() != QLatin1String("/ws") ||
            QUrlQuery(url).queryItemValue(QStringLiteral("code")) != m_code) {
            socket->close(QWebSocketProtocol::CloseCode(WrongCode),
                          QStringLiteral("wrong session code"));
            continue;
        }
        if (int(m_connections.size()) >= m_limits.maxConnections) {
            socket->close(QWebSocketProtocol::CloseCode(ClassFull),
                          QStringLiteral("class is full"));
            continue;
        }
        auto c = std::make_shared<Connection>();
        c->socket = socket;
        c->limiter =
            nk::RateLimiter(m_limits.framesPerSecond, m_limits.burstFrames, m_limits.floodSeconds);
        c->openedAt = c->lastHeard = now();
        m_connections.insert(socket, c);
        connect(socket, &QWebSocket::textMessageReceived, this,
                [this, socket](const QString &text) { onText(socket, text); });
        connect(socket, &QWebSocket::binaryMessageReceived, this,
                [this, socket] { onBinary(socket); });
        connect(socket, &QWebSocket::pong, this, [this, socket] {
            if (const auto it = m_connections.constFind(socket); it != m_connections.constEnd())
                (*it)->lastHeard = now();
        });
    }
}

void SessionServer::onClosed(QWebSocket *socket)
{
    const auto it = m_connections.find(socket);
    const bool joined = it != m_connections.end() && (*it)->participant != 0;
    if (it != m_connections.end())
        m_connections.erase(it);
    socket->disconnect(this);
    socket->deleteLater();
    if (joined) {
        scheduleState(m_limits.countDelayMs);
        emit studentsChanged();
        emitAnswers();
    }
}

void SessionServer::sendError(Connection &c, const QString &message, const QString &field)
{
    c.socket->sendTextMessage(QString::fromStdString(
        nk::ServerMessages::error(message.toStdString(), field.toStdString())));
}

void SessionServer::onBinary(QWebSocket *socket)
{
    const auto it = m_connections.find(socket);
    if (it == m_connections.end())
        return;
    Connection &c = **it;
    c.lastHeard = now();
    if (c.limiter.take(c.lastHeard) == nk::RateLimiter::Verdict::Disconnect) {
        socket->close(QWebSocketProtocol::CloseCodePolicyViolated,
                      QStringLiteral("too many messages"));
        return;
    }
    sendError(c, SessionWords::text(SessionWords::Word::SendText, c.lang));
}

void SessionServer::onText(QWebSocket *socket, const QString &text)
{
    const auto it = m_connections.find(socket);
    if (it == m_connections.end())
        return;
    const std::shared_ptr<Connection> keep = *it; // a handler may close the socket
    Connection &c = *keep;
    const double t = now();
    c.lastHeard = t;
    switch (c.limiter.take(t)) {
    case nk::RateLimiter::Verdict::Accept:
        break;
    case nk::RateLimiter::Verdict::Drop:
        if (c.limiter.warn(t))
            sendError(c, SessionWords::text(SessionWords::Word::TooManyMessages, c.lang));
        return;
    case nk::RateLimiter::Verdict::Disconnect:
        socket->close(QWebSocketProtocol::CloseCodePolicyViolated,
                      QStringLiteral("too many messages"));
        return;
    }
    nk::StudentMessage m;
    nk::MessageProblem problem;
    const QByteArray utf8 = text.toUtf8();
    if (!nk::StudentMessageParser::parse(std::string_view(utf8.constData(), size_t(utf8.size())),
                                         &m, &problem)) {
        sendError(c, QString::fromStdString(problem.text(c.lang.toStdString())),
                  QString::fromStdString(problem.field));
        return;
    }
    if (m.type == nk::StudentMessage::Type::Join) {
        if (c.participant != 0) {
            sendError(c, SessionWords::text(SessionWords::Word::AlreadyJoined, c.lang));
            return;
        }
        handleJoin(c, m);
        return;
    }
    if (c.participant == 0) {
        sendError(c, SessionWords::text(SessionWords::Word::JoinFirst, c.lang));
        return;
    }
    if (m.type == nk::StudentMessage::Type::Answer)
        handleAnswer(c, m);
    else
        handleWhatIf(c, m.vector);
}

void SessionServer::handleJoin(Connection &c, const nk::StudentMessage &m)
{
    if (!m.lang.empty())
        c.lang = QString::fromStdString(m.lang);
    const nk::Classroom::JoinResult r = m_class.join(m.nick, m.token, nk::SecureRandom::token());
    // A token already in use on another open socket: that older socket is the same phone,
    // asleep or half-open; the newer one wins.
    for (auto it = m_connections.begin(); it != m_connections.end(); ++it) {
        if ((*it)->participant == r.id && (*it)->socket != c.socket) {
            (*it)->participant = 0;
            (*it)->socket->close(QWebSocketProtocol::CloseCodeNormal,
                                 QStringLiteral("joined again elsewhere"));
        }
    }
    c.participant = r.id;
    c.socket->sendTextMessage(
        QString::fromStdString(nk::ServerMessages::welcome(r.id, r.name, r.token)));
    QHash<QString, nk::LessonState> states;
    states.insert(c.lang, lessonState(c.lang));
    c.socket->sendTextMessage(QString::fromStdString(stateFor(c, states)));
    // Back after the reveal: the verdict again.
    if (const nk::Classroom::Question *q = m_class.latest();
        q && q->state == nk::Classroom::QuestionState::Revealed)
        sendRevealTo(c, *q, m_class.tally(q->id).shareRight);
    scheduleState(m_limits.countDelayMs);
    emit studentsChanged();
    emitAnswers();
}

void SessionServer::handleAnswer(Connection &c, const nk::StudentMessage &m)
{
    const nk::Classroom::AnswerStatus s = m_class.answer(c.participant, m.question, m.text, now());
    if (s != nk::Classroom::AnswerStatus::Recorded) {
        sendError(c, statusWord(s, c.lang), QStringLiteral("question"));
        return;
    }
    const nk::Classroom::Question *q = m_class.question(m.question);
    c.socket->sendTextMessage(QString::fromStdString(
        nk::ServerMessages::question(q->id, q->promptIn(c.lang.toStdString()), true, true)));
    emitAnswers();
}

void SessionServer::handleWhatIf(Connection &c, const std::string &vector)
{
    const double t = now();
    const double waitMs = m_limits.whatIfIntervalMs - (t - c.lastWhatIf) * 1000.0;
    if (waitMs > 0) {
        // Sooner than the interval: the latest vector is computed when its turn comes (a
        // student typing sends one per key); the ones before it are never computed.
        const bool scheduled = c.pendingWhatIf.has_value();
        c.pendingWhatIf = vector;
        if (!scheduled) {
            QWebSocket *socket = c.socket;
            QTimer::singleShot(int(std::ceil(waitMs)), this, [this, socket] {
                const auto it = m_connections.constFind(socket);
                if (it == m_connections.constEnd() || !(*it)->pendingWhatIf)
                    return;
                const std::shared_ptr<Connection> keep = *it;
                const std::string latest = *keep->pendingWhatIf;
                keep->pendingWhatIf.reset();
                handleWhatIf(*keep, latest);
            });
        }
        return;
    }
    c.lastWhatIf = t;
    const ChapterCatalog::Chapter *ch = ChapterCatalog::instance().chapter(m_lesson->chapter());
    const nk::Algorithm algorithm = ch && ch->predictsRmsNorm && !ch->predictsLayerNorm
                                        ? nk::Algorithm::RmsNorm
                                        : nk::Algorithm::LayerNorm;
    const nk::WhatIf::Result r = nk::WhatIf::compute(vector, m_lesson->settings(), algorithm,
                                                     SessionQuestions::currentRow(m_lesson));
    if (!r.ok) {
        sendError(c,
                  SessionWords::text(SessionWords::Word::UnreadableVector, c.lang) +
                      QString::fromStdString(r.error),
                  QStringLiteral("vector"));
        return;
    }
    c.socket->sendTextMessage(QString::fromStdString(
        nk::ServerMessages::whatIf(r.vector, r.hasValues, r.label, r.values, r.formula)));
}

void SessionServer::housekeeping()
{
    const double t = now();
    const qint64 ms = m_clock.elapsed();
    const bool ping = ms - m_lastPing >= m_limits.pingIntervalMs;
    if (ping)
        m_lastPing = ms;
    const auto connections = m_connections; // closing may call back
    for (const std::shared_ptr<Connection> &c : connections) {
        if (c->participant == 0) {
            if ((t - c->openedAt) * 1000.0 >= m_limits.joinTimeoutMs)
                c->socket->close(QWebSocketProtocol::CloseCode(JoinTimeout),
                                 QStringLiteral("no join in time"));
            continue;
        }
        if ((t - c->lastHeard) * 1000.0 >= m_limits.silenceTimeoutMs) {
            c->socket->close(QWebSocketProtocol::CloseCode(Silent), QStringLiteral("silent"));
            continue;
        }
        if (ping)
            c->socket->ping();
    }
}

int SessionServer::pageConnections() const
{
    return m_listener ? m_listener->pageConnections() : 0;
}

int SessionServer::joinedCount() const
{
    int n = 0;
    for (const std::shared_ptr<Connection> &c : m_connections)
        n += c->participant != 0;
    return n;
}

QList<SessionServer::Student> SessionServer::students() const
{
    QList<Student> out;
    for (const nk::Classroom::Participant &p : m_class.participants()) {
        Student s;
        s.id = p.id;
        s.name = QString::fromStdString(p.name);
        for (const std::shared_ptr<Connection> &c : m_connections)
            s.connected = s.connected || c->participant == p.id;
        out << s;
    }
    return out;
}

QString SessionServer::questionId() const
{
    const nk::Classroom::Question *q = m_class.latest();
    return q ? QString::fromStdString(q->id) : QString();
}

bool SessionServer::isQuestionOpen() const
{
    const nk::Classroom::Question *q = m_class.latest();
    return q && q->state == nk::Classroom::QuestionState::Open;
}

int SessionServer::answeredCount() const
{
    const nk::Classroom::Question *q = m_class.latest();
    return q ? m_class.answeredCount(q->id) : 0;
}

QList<SessionQuestion> SessionServer::askableQuestions() const
{
    return SessionQuestions::forCurrentStep(m_lesson,
                                            QLocale().name().startsWith(QLatin1String("zh"))
                                                ? QStringLiteral("zh")
                                                : QStringLiteral("en"),
                                            m_livePanel ? m_livePanel() : nullptr);
}

nk::Classroom::Tally SessionServer::tally(const QString &questionId) const
{
    return m_class.tally(questionId.toStdString());
}

QString SessionServer::resultsCsv(bool anonymous) const
{
    return QString::fromStdString(m_class.resultsCsv(anonymous));
}

bool SessionServer::exportResults(const QString &path, bool anonymous)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.write(resultsCsv(anonymous).toUtf8());
    return file.commit();
}

void SessionServer::emitAnswers()
{
    emit answersChanged(answeredCount(), joinedCount());
}

void SessionServer::setFollowPace(bool follow)
{
    if (follow == m_followPace)
        return;
    m_followPace = follow;
    scheduleState();
    emit paceChanged(follow);
}

void SessionServer::setPaused(bool paused)
{
    if (paused == m_paused)
        return;
    m_paused = paused;
    const QString message = QString::fromStdString(nk::ServerMessages::paused(paused));
    for (const std::shared_ptr<Connection> &c : std::as_const(m_connections))
        if (c->participant != 0)
            c->socket->sendTextMessage(message);
    scheduleState();
    emit pausedChanged(paused);
}

bool SessionServer::ask(int index)
{
    const QList<SessionQuestion> questions = askableQuestions();
    if (index < 0 || index >= questions.size())
        return false;
    return askQuestion(questions[index]);
}

bool SessionServer::askQuestion(const SessionQuestion &q)
{
    if (!isRunning())
        return false;
    std::map<std::string, std::string> prompts;
    for (auto it = q.prompts.cbegin(); it != q.prompts.cend(); ++it)
        prompts[it.key().toStdString()] = it.value().toStdString();
    m_class.ask(q.prompt.toStdString(), q.answer, now(), q.exercise, q.quantity, prompts);
    scheduleState();
    emit questionChanged();
    emitAnswers();
    return true;
}

bool SessionServer::closeQuestion()
{
    const nk::Classroom::Question *q = m_class.latest();
    if (!q || !m_class.close(q->id))
        return false;
    scheduleState();
    emit questionChanged();
    return true;
}

bool SessionServer::reveal()
{
    const nk::Classroom::Question *q = m_class.latest();
    if (!q || !m_class.reveal(q->id))
        return false;
    const double share = m_class.tally(q->id).shareRight;
    for (const std::shared_ptr<Connection> &c : std::as_const(m_connections))
        if (c->participant != 0)
            sendRevealTo(*c, *q, share);
    scheduleState();
    emit questionChanged();
    emit revealed(QString::fromStdString(q->id));
    return true;
}

void SessionServer::sendRevealTo(Connection &c, const nk::Classroom::Question &q, double shareRight)
{
    nk::ServerMessages::Reveal r;
    r.question = q.id;
    r.truth = q.truth;
    r.shareRight = shareRight;
    const nk::Classroom::Answer *a = m_class.answerOf(c.participant, q.id);
    if (!a) {
        r.verdict = "empty";
    } else {
        r.yours = a->text;
        const nk::AnswerGrader::Grade g = nk::AnswerGrader::grade(a->text, q.truth);
        r.verdict = nk::Classroom::verdictWord(g.verdict);
        const std::string closeness = nk::Classroom::closenessWord(g);
        if (!closeness.empty())
            r.closeness = closeness;
        nk::AnswerSlips::Match match;
        if (m_class.slipOf(q, a->text, &match))
            r.hint = SlipWords::describe(match, q.quantity, *q.exercise, c.lang).toStdString();
    }
    c.socket->sendTextMessage(QString::fromStdString(nk::ServerMessages::reveal(r)));
}

bool SessionServer::removeStudent(int id)
{
    if (!m_class.remove(id))
        return false;
    const auto connections = m_connections;
    for (const std::shared_ptr<Connection> &c : connections) {
        if (c->participant == id) {
            c->participant = 0;
            c->socket->close(QWebSocketProtocol::CloseCode(Removed),
                             QStringLiteral("removed by the teacher"));
        }
    }
    scheduleState(m_limits.countDelayMs);
    emit studentsChanged();
    emitAnswers();
    return true;
}

void SessionServer::dropConnections()
{
    const auto connections = m_connections;
    for (const std::shared_ptr<Connection> &c : connections)
        c->socket->abort();
}

void SessionServer::lessonChanged()
{
    if (!isRunning())
        return;
    // What the phones show changes with the chapter, the step, the row and the mode; a tick
    // of the clock inside a step changes none of them, and costs this comparison only.
    const QString key = QStringLiteral("%1/%2/%3/%4")
                            .arg(m_lesson->chapter())
                            .arg(m_lesson->currentStep())
                            .arg(SessionQuestions::currentRow(m_lesson))
                            .arg(int(m_lesson->mode()));
    if (key == m_lessonKey)
        return;
    m_lessonKey = key;
    scheduleState();
}

void SessionServer::scheduleState(int delayMs)
{
    if (!isRunning())
        return;
    // A sooner state replaces a later one; a later one never delays a sooner.
    if (m_stateTimer.isActive() && m_stateTimer.remainingTime() <= delayMs)
        return;
    m_stateTimer.start(delayMs);
}

nk::LessonState SessionServer::lessonState(const QString &lang) const
{
    nk::LessonState s = SessionLessonState::build(*m_lesson, m_class, lang);
    s.followPace = m_followPace;
    s.paused = m_paused;
    s.students = joinedCount();
    return s;
}

std::string SessionServer::stateFor(const Connection &c,
                                    const QHash<QString, nk::LessonState> &states) const
{
    const nk::Classroom::Question *q = m_class.latest();
    const bool answered = q && m_class.answerOf(c.participant, q->id);
    return nk::ServerMessages::state(states.value(c.lang), c.lang.toStdString(), answered);
}

void SessionServer::broadcastState()
{
    if (!isRunning())
        return;
    QElapsedTimer timer;
    timer.start();
    // Serialised once per (language, answered) and sent as is to every phone of that kind.
    QHash<QString, QString> texts;
    QHash<QString, nk::LessonState> states;
    const nk::Classroom::Question *q = m_class.latest();
    int recipients = 0;
    for (const std::shared_ptr<Connection> &c : std::as_const(m_connections)) {
        if (c->participant == 0)
            continue;
        const bool answered = q && m_class.answerOf(c->participant, q->id);
        const QString kind = c->lang + (answered ? QLatin1String("+") : QLatin1String("-"));
        auto it = texts.find(kind);
        if (it == texts.end()) {
            if (!states.contains(c->lang))
                states.insert(c->lang, lessonState(c->lang));
            it = texts.insert(kind, QString::fromStdString(stateFor(*c, states)));
        }
        c->socket->sendTextMessage(*it);
        ++recipients;
    }
    m_lastBroadcastNs = timer.nsecsElapsed();
    emit stateBroadcast(recipients);
}

} // namespace nk::ui
