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
#include "session/sessionphones.h"
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

SessionServer::SessionServer(LessonController *lesson, QObject *parent)
    : QObject(parent)
    , m_lesson(lesson)
{
    m_stateTimer.setSingleShot(true);
    connect(&m_stateTimer, &QTimer::timeout, this, &SessionServer::broadcastState);
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
    return m_phones ? m_phones->now() : 0.0;
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
    m_phones = std::make_unique<SessionPhones>();
    m_phones->open(m_code, m_limits);
    connect(m_phones.get(), &SessionPhones::joinReceived, this, &SessionServer::handleJoin);
    connect(m_phones.get(), &SessionPhones::answerReceived, this, &SessionServer::handleAnswer);
    connect(m_phones.get(), &SessionPhones::whatIfReceived, this, &SessionServer::handleWhatIf);
    connect(m_phones.get(), &SessionPhones::joinedPhoneClosed, this, [this] {
        scheduleState(m_limits.countDelayMs);
        emit studentsChanged();
        emitAnswers();
    });
    m_lessonKey.clear();
    emit runningChanged(true);
    return true;
}

void SessionServer::stop()
{
    if (!m_http)
        return;
    m_stateTimer.stop();
    m_phones->disconnect(this);
    m_phones->closeAll(nk::ServerMessages::ended());
    // The sockets close in the event loop; their owner goes then.
    m_phones.release()->deleteLater();
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
    if (!m_http || !m_phones)
        return;
    while (m_http->hasPendingWebSocketConnections()) {
        QWebSocket *socket = m_http->nextPendingWebSocketConnection().release();
        // A WebSocket now, with the phones' limits: no longer the page's timeout.
        if (m_listener)
            m_listener->upgraded(socket->peerAddress(), socket->peerPort());
        m_phones->accept(socket);
    }
}

void SessionServer::handleJoin(const std::shared_ptr<SessionPhone> &phone,
                               const nk::StudentMessage &m)
{
    SessionPhone &c = *phone;
    const nk::Classroom::JoinResult r = m_class.join(m.nick, m.token, nk::SecureRandom::token());
    // A token already in use on another open socket: that older socket is the same phone,
    // asleep or half-open; the newer one wins.
    m_phones->closeParticipant(r.id, QWebSocketProtocol::CloseCodeNormal,
                               QStringLiteral("joined again elsewhere"), c.socket);
    c.participant = r.id;
    c.send(nk::ServerMessages::welcome(r.id, r.name, r.token));
    QHash<QString, nk::LessonState> states;
    states.insert(c.lang, lessonState(c.lang));
    c.send(stateFor(c, states));
    // Back after the reveal: the verdict again.
    if (const nk::Classroom::Question *q = m_class.latest();
        q && q->state == nk::Classroom::QuestionState::Revealed)
        sendRevealTo(c, *q, m_class.tally(q->id).shareRight);
    scheduleState(m_limits.countDelayMs);
    emit studentsChanged();
    emitAnswers();
}

void SessionServer::handleAnswer(const std::shared_ptr<SessionPhone> &phone,
                                 const nk::StudentMessage &m)
{
    SessionPhone &c = *phone;
    const nk::Classroom::AnswerStatus s = m_class.answer(c.participant, m.question, m.text, now());
    if (s != nk::Classroom::AnswerStatus::Recorded) {
        c.sendError(statusWord(s, c.lang), QStringLiteral("question"));
        return;
    }
    const nk::Classroom::Question *q = m_class.question(m.question);
    c.send(nk::ServerMessages::question(q->id, q->promptIn(c.lang.toStdString()), true, true));
    emitAnswers();
}

void SessionServer::handleWhatIf(const std::shared_ptr<SessionPhone> &phone,
                                 const std::string &vector)
{
    SessionPhone &c = *phone;
    const double t = now();
    const double waitMs = m_limits.whatIfIntervalMs - (t - c.lastWhatIf) * 1000.0;
    if (waitMs > 0) {
        // Sooner than the interval: the latest vector is computed when its turn comes (a
        // student typing sends one per key); the ones before it are never computed.
        const bool scheduled = c.pendingWhatIf.has_value();
        c.pendingWhatIf = vector;
        if (!scheduled) {
            // A phone gone by then is not answered: its socket is closed.
            const std::weak_ptr<SessionPhone> weak = phone;
            QTimer::singleShot(int(std::ceil(waitMs)), this, [this, weak] {
                const std::shared_ptr<SessionPhone> p = weak.lock();
                if (!p || !p->pendingWhatIf || !m_phones || !m_phones->isConnected(p->participant))
                    return;
                const std::string latest = *p->pendingWhatIf;
                p->pendingWhatIf.reset();
                handleWhatIf(p, latest);
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
        c.sendError(SessionWords::text(SessionWords::Word::UnreadableVector, c.lang) +
                        QString::fromStdString(r.error),
                    QStringLiteral("vector"));
        return;
    }
    c.send(nk::ServerMessages::whatIf(r.vector, r.hasValues, r.label, r.values, r.formula));
}

int SessionServer::pageConnections() const
{
    return m_listener ? m_listener->pageConnections() : 0;
}

int SessionServer::connectedCount() const
{
    return m_phones ? m_phones->count() : 0;
}

int SessionServer::joinedCount() const
{
    return m_phones ? m_phones->joinedCount() : 0;
}

QList<SessionServer::Student> SessionServer::students() const
{
    QList<Student> out;
    for (const nk::Classroom::Participant &p : m_class.participants()) {
        Student s;
        s.id = p.id;
        s.name = QString::fromStdString(p.name);
        s.named = p.named;
        s.connected = m_phones && m_phones->isConnected(p.id);
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
    if (m_phones) {
        const std::string message = nk::ServerMessages::paused(paused);
        for (const std::shared_ptr<SessionPhone> &c : m_phones->joined())
            c->send(message);
    }
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
    for (const std::shared_ptr<SessionPhone> &c : m_phones->joined())
        sendRevealTo(*c, *q, share);
    scheduleState();
    emit questionChanged();
    emit revealed(QString::fromStdString(q->id));
    return true;
}

void SessionServer::sendRevealTo(const SessionPhone &c, const nk::Classroom::Question &q,
                                 double shareRight)
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
    c.send(nk::ServerMessages::reveal(r));
}

bool SessionServer::removeStudent(int id)
{
    if (!m_class.remove(id))
        return false;
    if (m_phones)
        m_phones->closeParticipant(id, Removed, QStringLiteral("removed by the teacher"));
    scheduleState(m_limits.countDelayMs);
    emit studentsChanged();
    emitAnswers();
    return true;
}

void SessionServer::dropConnections()
{
    if (m_phones)
        m_phones->dropAll();
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

std::string SessionServer::stateFor(const SessionPhone &c,
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
    for (const std::shared_ptr<SessionPhone> &c : m_phones->joined()) {
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
