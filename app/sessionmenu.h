#pragma once

#include <QHostAddress>
#include <QObject>

class QAction;
class QMenu;
class QWidget;

namespace nk::ui {
class AnswerStrip;
class ClassPanel;
class JoinCard;
class LessonController;
class MainWindow;
class SessionServer;
} // namespace nk::ui

// The window's Session menu and the server behind it (--session starts it at once): start and
// end the class session, pause the class, let students browse freely, ask the step's question,
// reveal, export the results. It puts the session's widgets in place: the join card (J) and the
// answer strip over the lesson, the class panel in the presenter console.
class SessionMenu : public QObject
{
    Q_OBJECT

public:
    SessionMenu(nk::ui::LessonController *lesson, nk::ui::MainWindow *window);

    nk::ui::SessionServer *server() const { return m_server; }
    nk::ui::JoinCard *joinCard() const { return m_joinCard; }
    nk::ui::AnswerStrip *answerStrip() const { return m_strip; }
    nk::ui::ClassPanel *classPanel() const { return m_panel; }
    // Starts serving; prints "session: URL" on stdout. False (and the reason in *error) when it
    // cannot listen there.
    bool start(const QHostAddress &host, quint16 port, const QString &code, QString *error);
    // The address to serve on when none is given: the first network address, else loopback.
    static QHostAddress defaultHost();

private:
    void startFromMenu();
    // parent: the window the teacher asked from (the menu's or the console's).
    void askFrom(QWidget *parent);
    void exportFrom(QWidget *parent);
    void retranslate();
    void updateActions();
    bool eventFilter(QObject *watched, QEvent *event) override;

    nk::ui::LessonController *m_lesson;
    nk::ui::MainWindow *m_window;
    nk::ui::SessionServer *m_server;
    nk::ui::JoinCard *m_joinCard;
    nk::ui::AnswerStrip *m_strip;
    nk::ui::ClassPanel *m_panel;
    QAction *m_card;
    QMenu *m_menu;
    QAction *m_start;
    QAction *m_stop;
    QAction *m_pause;
    QAction *m_free;
    QAction *m_ask;
    QAction *m_reveal;
    QAction *m_export;
};
