#pragma once

#include <QObject>
#include <QSocketNotifier>

namespace nk::ui {
class LessonController;
class SessionServer;
} // namespace nk::ui

// --session-stdin, for the student page's browser test (tests/web/student_page.py --app): the
// teacher's controls as lines on stdin, what the class does as lines on stdout
// (docs/SESSION-PROTOCOL.md, "Test control"). A test drives the real app as a teacher would,
// without a screen to click.
class SessionStdin : public QObject
{
    Q_OBJECT

public:
    SessionStdin(nk::ui::SessionServer *server, nk::ui::LessonController *lesson,
                 QObject *parent = nullptr);

private:
    void readLines();
    void command(const QString &line);
    void say(const QByteArray &line);

    nk::ui::SessionServer *m_server;
    nk::ui::LessonController *m_lesson;
    QSocketNotifier m_notifier;
    QByteArray m_pending;
    int m_lastStudents = -1;
};
