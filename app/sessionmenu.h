#pragma once

#include <QHostAddress>
#include <QObject>

class QAction;
class QMainWindow;
class QMenu;

namespace nk::ui {
class LessonController;
class SessionServer;
} // namespace nk::ui

// The window's Session menu and the server behind it (--session starts it at once): start and
// end the class session, pause the class, let students browse freely, ask the step's question,
// reveal, export the results. The join card and the console's class panel build on the same
// SessionServer (server()).
class SessionMenu : public QObject
{
    Q_OBJECT

public:
    SessionMenu(nk::ui::LessonController *lesson, QMainWindow *window);

    nk::ui::SessionServer *server() const { return m_server; }
    // Starts serving; prints "session: URL" on stdout. False (and the reason in *error) when it
    // cannot listen there.
    bool start(const QHostAddress &host, quint16 port, const QString &code, QString *error);
    // The address to serve on when none is given: the first network address, else loopback.
    static QHostAddress defaultHost();

private:
    void startFromMenu();
    void askFromMenu();
    void exportFromMenu();
    void retranslate();
    void updateActions();
    bool eventFilter(QObject *watched, QEvent *event) override;

    nk::ui::LessonController *m_lesson;
    QMainWindow *m_window;
    nk::ui::SessionServer *m_server;
    QMenu *m_menu;
    QAction *m_start;
    QAction *m_stop;
    QAction *m_pause;
    QAction *m_free;
    QAction *m_ask;
    QAction *m_reveal;
    QAction *m_export;
};
