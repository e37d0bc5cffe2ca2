#include "sessionstdin.h"

#include "lesson/lessoncontroller.h"
#include "session/sessionserver.h"

#include <cstdio>
#include <unistd.h>

using namespace nk::ui;

SessionStdin::SessionStdin(SessionServer *server, LessonController *lesson, QObject *parent)
    : QObject(parent)
    , m_server(server)
    , m_lesson(lesson)
    , m_notifier(STDIN_FILENO, QSocketNotifier::Read)
{
    connect(&m_notifier, &QSocketNotifier::activated, this, &SessionStdin::readLines);
    connect(m_server, &SessionServer::studentsChanged, this, [this] {
        const int n = m_server->connectedCount();
        if (n != m_lastStudents) {
            m_lastStudents = n;
            say("session: students " + QByteArray::number(n));
        }
    });
    connect(m_server, &SessionServer::answersChanged, this, [this](int answered, int joined) {
        if (m_server->isQuestionOpen())
            say("session: answered " + QByteArray::number(answered) + " of " +
                QByteArray::number(joined));
    });
    connect(m_server, &SessionServer::runningChanged, this, [this](bool running) {
        if (!running)
            say("session: ended");
    });
}

void SessionStdin::readLines()
{
    char buffer[4096];
    const ssize_t n = ::read(STDIN_FILENO, buffer, sizeof buffer);
    if (n <= 0) {
        // The end of stdin ends the session, as `end` does.
        m_notifier.setEnabled(false);
        m_server->stop();
        return;
    }
    m_pending.append(buffer, int(n));
    int newline;
    while ((newline = m_pending.indexOf('\n')) >= 0) {
        const QString line = QString::fromUtf8(m_pending.left(newline)).trimmed();
        m_pending.remove(0, newline + 1);
        if (!line.isEmpty())
            command(line);
    }
}

void SessionStdin::command(const QString &line)
{
    const QString verb = line.section(QLatin1Char(' '), 0, 0);
    const QString rest = line.section(QLatin1Char(' '), 1).trimmed();
    bool ok = true;
    if (verb == QLatin1String("ask"))
        ok = m_server->ask();
    else if (verb == QLatin1String("reveal"))
        ok = m_server->reveal();
    else if (verb == QLatin1String("next"))
        m_lesson->next();
    else if (verb == QLatin1String("prev"))
        m_lesson->previous();
    else if (verb == QLatin1String("pause") || verb == QLatin1String("resume"))
        m_server->setPaused(verb == QLatin1String("pause"));
    else if (verb == QLatin1String("free") || verb == QLatin1String("follow"))
        m_server->setFollowPace(verb == QLatin1String("follow"));
    else if (verb == QLatin1String("vector"))
        ok = m_lesson->setInputText(rest);
    else if (verb == QLatin1String("drop"))
        m_server->dropConnections();
    else if (verb == QLatin1String("remove"))
        ok = m_server->removeStudent(rest.toInt());
    else if (verb == QLatin1String("end"))
        m_server->stop();
    else
        ok = false;
    if (!ok)
        say("session: cannot " + line.toUtf8());
}

void SessionStdin::say(const QByteArray &line)
{
    std::fputs(line.constData(), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}
