#include "sessionmenu.h"

#include "lesson/lessoncontroller.h"
#include "session/sessionserver.h"

#include <QAction>
#include <QEvent>
#include <QFileDialog>
#include <QInputDialog>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>

#include <cstdio>

using namespace nk::ui;

SessionMenu::SessionMenu(LessonController *lesson, QMainWindow *window)
    : QObject(window)
    , m_lesson(lesson)
    , m_window(window)
    , m_server(new nk::ui::SessionServer(lesson, this))
{
    // Before the Help menu, as the last of the lesson's menus.
    QMenuBar *bar = window->menuBar();
    m_menu = new QMenu(window);
    QAction *help = bar->actions().isEmpty() ? nullptr : bar->actions().constLast();
    bar->insertMenu(help, m_menu);
    m_start = m_menu->addAction(QString(), this, &SessionMenu::startFromMenu);
    m_stop = m_menu->addAction(QString(), m_server, &nk::ui::SessionServer::stop);
    m_menu->addSeparator();
    m_pause = m_menu->addAction(QString());
    m_pause->setCheckable(true);
    connect(m_pause, &QAction::toggled, m_server, &nk::ui::SessionServer::setPaused);
    m_free = m_menu->addAction(QString());
    m_free->setCheckable(true);
    connect(m_free, &QAction::toggled, m_server,
            [this](bool free) { m_server->setFollowPace(!free); });
    m_ask = m_menu->addAction(QString(), this, &SessionMenu::askFromMenu);
    m_reveal = m_menu->addAction(QString(), m_server, &nk::ui::SessionServer::reveal);
    m_menu->addSeparator();
    m_export = m_menu->addAction(QString(), this, &SessionMenu::exportFromMenu);
    connect(m_server, &nk::ui::SessionServer::runningChanged, this, &SessionMenu::updateActions);
    connect(m_server, &nk::ui::SessionServer::questionChanged, this, &SessionMenu::updateActions);
    connect(m_server, &nk::ui::SessionServer::pausedChanged, m_pause, &QAction::setChecked);
    window->installEventFilter(this);
    retranslate();
    updateActions();
}

QHostAddress SessionMenu::defaultHost()
{
    const QList<QHostAddress> addresses = nk::ui::SessionServer::localAddresses();
    return addresses.isEmpty() ? QHostAddress(QHostAddress::LocalHost) : addresses.front();
}

bool SessionMenu::start(const QHostAddress &host, quint16 port, const QString &code, QString *error)
{
    if (!m_server->start(host, port, code)) {
        if (error)
            *error = m_server->errorString();
        return false;
    }
    std::printf("session: %s\n", qPrintable(m_server->joinUrl().toString()));
    std::fflush(stdout);
    return true;
}

void SessionMenu::startFromMenu()
{
    // Several networks (wired, Wi-Fi, a VPN): the teacher picks the one the class is on.
    const QList<QHostAddress> addresses = nk::ui::SessionServer::localAddresses();
    QHostAddress host = defaultHost();
    if (addresses.size() > 1) {
        QStringList names;
        for (const QHostAddress &a : addresses)
            names << a.toString();
        bool ok = false;
        const QString chosen =
            QInputDialog::getItem(m_window, tr("Start class session"),
                                  tr("Serve the class on the network of:"), names, 0, false, &ok);
        if (!ok)
            return;
        host = QHostAddress(chosen);
    }
    QString error;
    if (!start(host, 0, {}, &error)) {
        QMessageBox::warning(m_window, tr("Start class session"), error);
        return;
    }
    QMessageBox::information(
        m_window, tr("Class session"),
        tr("Students open %1 on their phones (same network).").arg(m_server->joinUrl().toString()));
}

void SessionMenu::askFromMenu()
{
    const QList<SessionQuestion> questions = m_server->askableQuestions();
    if (questions.isEmpty()) {
        QMessageBox::information(m_window, tr("Ask the class"),
                                 tr("This step has no value to ask."));
        return;
    }
    int index = 0;
    if (questions.size() > 1) {
        QStringList prompts;
        for (const SessionQuestion &q : questions)
            prompts << q.prompt;
        bool ok = false;
        const QString chosen = QInputDialog::getItem(m_window, tr("Ask the class"), tr("Question:"),
                                                     prompts, 0, false, &ok);
        if (!ok)
            return;
        index = int(prompts.indexOf(chosen));
    }
    m_server->ask(index);
}

void SessionMenu::exportFromMenu()
{
    const QString path = QFileDialog::getSaveFileName(
        m_window, tr("Export results"), tr("class-results.csv"), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    const bool anonymous =
        QMessageBox::question(m_window, tr("Export results"),
                              tr("Leave the nicknames out (anonymous ids instead)?")) ==
        QMessageBox::Yes;
    if (!m_server->exportResults(path, anonymous))
        QMessageBox::warning(m_window, tr("Export results"), tr("Cannot write %1.").arg(path));
}

void SessionMenu::updateActions()
{
    const bool running = m_server->isRunning();
    m_start->setEnabled(!running);
    m_stop->setEnabled(running);
    m_pause->setEnabled(running);
    m_free->setEnabled(running);
    m_ask->setEnabled(running);
    m_reveal->setEnabled(running && !m_server->questionId().isEmpty());
    m_export->setEnabled(running && !m_server->classroom().questions().empty());
}

void SessionMenu::retranslate()
{
    m_menu->setTitle(tr("&Session"));
    m_start->setText(tr("Start class session"));
    m_stop->setText(tr("End class session"));
    m_pause->setText(tr("Pause the class (eyes on the teacher)"));
    m_free->setText(tr("Students browse freely"));
    m_ask->setText(tr("Ask the class"));
    m_reveal->setText(tr("Reveal the answer"));
    m_export->setText(tr("Export results…"));
}

bool SessionMenu::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, event);
}
