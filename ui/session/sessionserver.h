#pragma once

#include "session/sessionphones.h"
#include "session/sessionquestions.h"

#include "session/classroom.h"
#include "session/servermessages.h"

#include <QElapsedTimer>
#include <QHash>
#include <QHostAddress>
#include <QList>
#include <QObject>
#include <QString>
#include <QTimer>
#include <QUrl>

#include <functional>
#include <memory>

class QHttpServer;
class QWebSocket;

namespace nk {
struct StudentMessage;
}

namespace nk::ui {

class ChapterPanel;
class LessonController;
class SessionListener;

// The class session's server (docs/SESSION-PROTOCOL.md): the student's page over HTTP from the
// resources under :/student, and one WebSocket per phone on the same port (QHttpServer hands
// over the upgraded connections). It observes the lesson and sends `state` when what the class
// sees changes: at most once per event-loop turn, serialised once per language and sent to
// all, never inside the teacher's step change. Every limit of the protocol is enforced here;
// the people, questions and grades are core's nk::Classroom. Nothing a student sends reaches
// the LessonController: the server only reads it.
class SessionServer : public QObject
{
    Q_OBJECT

public:
    // The protocol's limits; tests shorten the times. The sockets' own (SessionPhones::Limits:
    // connections, frames, rate, join, pings, silence) and the server's.
    struct Limits : SessionPhones::Limits
    {
        int whatIfIntervalMs = 250;
        int countDelayMs = 250; // a join or leave updates the others' `students` this late
        // Connections that are not (yet) WebSockets: the page's requests, a handshake.
        int maxPageConnections = 1024; // a class of 300 phones loading the page at once
        int pageTimeoutMs = 15000;
    };

    // The close codes it uses (the protocol lists them; SessionPhones closes with them).
    enum CloseCode {
        WrongCode = SessionPhones::WrongCode,
        JoinTimeout = SessionPhones::JoinTimeout,
        Silent = SessionPhones::Silent,
        Removed = SessionPhones::Removed,
        ClassFull = SessionPhones::ClassFull,
    };

    explicit SessionServer(LessonController *lesson, QObject *parent = nullptr);
    ~SessionServer() override;

    void setLimits(const Limits &limits) { m_limits = limits; }
    // The chapter panel on the teacher's screen (ExecuteView::chapterPanel()), so that Ask puts
    // the exercise the class sees, not a fresh panel's first.
    void setLivePanel(std::function<const ChapterPanel *()> livePanel)
    {
        m_livePanel = std::move(livePanel);
    }
    // Connections accepted and not WebSockets (the page's), for the tests.
    int pageConnections() const;
    const Limits &limits() const { return m_limits; }

    bool isRunning() const { return m_http != nullptr; }
    QHostAddress host() const { return m_host; }
    quint16 port() const { return m_port; }
    QString code() const { return m_code; }
    // http://ADDR:PORT/?code=CODE, what the join card shows and the QR code holds.
    QUrl joinUrl() const;
    QString errorString() const { return m_error; }
    // The machine's IPv4 addresses a class on the local network could reach (not loopback),
    // for the teacher to choose from when there are several.
    static QList<QHostAddress> localAddresses();

    // The class
    int connectedCount() const;
    int joinedCount() const; // connected and joined
    struct Student
    {
        int id = 0;
        QString name;       // plain text: show it as text, never as markup
        bool named = false; // gave a nickname (false: name is "Student N")
        bool connected = false;
    };
    QList<Student> students() const; // everyone who joined, by id
    const nk::Classroom &classroom() const { return m_class; }
    bool followsPace() const { return m_followPace; }
    bool isPaused() const { return m_paused; }

    // The question asked last (or none): its id, and how many joined students answered.
    QString questionId() const;
    bool isQuestionOpen() const;
    int answeredCount() const;
    // The step's questions the teacher can ask now (SessionQuestions, in the teacher's language).
    QList<SessionQuestion> askableQuestions() const;
    // What the class answered to a question (for the reveal's plot: nk::AnswerBins over
    // tally.guesses; the slips; names never in it).
    nk::Classroom::Tally tally(const QString &questionId) const;
    // The results as CSV (RFC 4180), by nickname or by anonymous id ("S7").
    QString resultsCsv(bool anonymous) const;

    // For the benchmark: how long the last state broadcast took to serialise and send.
    qint64 lastBroadcastNs() const { return m_lastBroadcastNs; }

public slots:
    // Serves on host:port (0: a free port) with code (empty: a random one from the OS's
    // cryptographic generator). False and errorString() when it cannot listen.
    bool start(const QHostAddress &host, quint16 port = 0, const QString &code = {});
    // Every phone gets `ended` and is closed; the class and its tokens are forgotten.
    void stop();
    void setFollowPace(bool follow);
    void setPaused(bool paused);
    // Opens the current step's question `index` (askableQuestions()); false when none.
    bool ask(int index = 0);
    // Opens a question of the caller's.
    bool askQuestion(const SessionQuestion &question);
    // Closes the open question without revealing (no more answers).
    bool closeQuestion();
    // Reveals the last question: each phone gets its verdict, the class its share right.
    bool reveal();
    // Closes the student's connection (4004) and forgets them; their answers stay in the results.
    bool removeStudent(int id);
    // Cuts every phone's socket without a close frame, as a lost network would (the phones
    // reconnect and rejoin with their tokens): for tests of the reconnect.
    void dropConnections();
    // Writes resultsCsv() to path (QSaveFile); false when it cannot.
    bool exportResults(const QString &path, bool anonymous);

signals:
    void runningChanged(bool running);
    void studentsChanged(); // joined, left, removed, or connected again
    void questionChanged(); // asked, closed or revealed
    void answersChanged(int answered, int joined);
    void revealed(const QString &questionId);
    void paceChanged(bool follow);
    void pausedChanged(bool paused);
    // A state went out: to how many phones (the benchmark and the tests watch it).
    void stateBroadcast(int recipients);

private:
    void onNewWebSocket();
    void handleJoin(const std::shared_ptr<SessionPhone> &phone, const nk::StudentMessage &m);
    void handleAnswer(const std::shared_ptr<SessionPhone> &phone, const nk::StudentMessage &m);
    void handleWhatIf(const std::shared_ptr<SessionPhone> &phone, const std::string &vector);
    // The lesson moved: schedule a state for the next event-loop turn when what phones see
    // changed (time ticks within a step do not).
    void lessonChanged();
    void scheduleState(int delayMs = 0);
    void broadcastState();
    nk::LessonState lessonState(const QString &lang) const;
    std::string stateFor(const SessionPhone &c,
                         const QHash<QString, nk::LessonState> &states) const;
    void sendRevealTo(const SessionPhone &c, const nk::Classroom::Question &q, double shareRight);
    void emitAnswers();
    double now() const;

    LessonController *m_lesson;
    Limits m_limits;
    std::unique_ptr<QHttpServer> m_http;
    SessionListener *m_listener = nullptr; // owned by m_http
    std::function<const ChapterPanel *()> m_livePanel;
    QHostAddress m_host;
    quint16 m_port = 0;
    QString m_code;
    QString m_error;
    std::unique_ptr<SessionPhones> m_phones; // while running
    nk::Classroom m_class;
    bool m_followPace = true;
    bool m_paused = false;
    QTimer m_stateTimer;
    // What phones see of the lesson, to tell a change from a tick.
    QString m_lessonKey;
    qint64 m_lastBroadcastNs = 0;
};

} // namespace nk::ui
