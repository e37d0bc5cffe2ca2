#include "sessionmenu.h"

#include "window/classroomkeyfilter.h"
#include "lesson/lessoncontroller.h"
#include "window/mainwindow.h"
#include "presenter/presenterconsole.h"
#include "session/answerstrip.h"
#include "session/classpanel.h"
#include "session/joincard.h"
#include "session/sessionserver.h"
#include "views/executeview.h"

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

SessionMenu::SessionMenu(LessonController *lesson, MainWindow *window)
    : QObject(window)
    , m_lesson(lesson)
    , m_window(window)
    , m_server(new nk::ui::SessionServer(lesson, this))
    , m_joinCard(new nk::ui::JoinCard(m_server, window->centralWidget()))
    , m_strip(new nk::ui::AnswerStrip(m_server, window->centralWidget()))
    , m_panel(new nk::ui::ClassPanel(m_server))
{
    // Ask puts the exercise the class sees on chapter 11's sheet, not a fresh panel's first.
    m_server->setLivePanel([window]() -> const nk::ui::ChapterPanel * {
        return window->executeView() ? window->executeView()->chapterPanel() : nullptr;
    });
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
    m_ask = m_menu->addAction(QString(), this, [this] { askFrom(m_window); });
    m_reveal = m_menu->addAction(QString(), m_server, &nk::ui::SessionServer::reveal);
    m_menu->addSeparator();
    // J is the ClassroomKeyFilter's (it works presenting, with the menu bar hidden); the menu
    // names it without a shortcut of its own, which would take the key from the filter.
    m_card = m_menu->addAction(QString(), m_joinCard, &nk::ui::JoinCard::toggle);
    connect(window->keyFilter(), &ClassroomKeyFilter::joinCardToggleRequested, m_joinCard,
            &nk::ui::JoinCard::toggle);
    window->presenterConsole()->setClassPanel(m_panel);
    // The panel's dialogs open on the console, where the teacher is, not on the projector.
    connect(m_panel, &nk::ui::ClassPanel::askRequested, this,
            [this] { askFrom(m_panel->window()); });
    connect(m_panel, &nk::ui::ClassPanel::exportRequested, this,
            [this] { exportFrom(m_panel->window()); });
    m_export = m_menu->addAction(QString(), this, [this] { exportFrom(m_window); });
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
    // The join card shows the address and the QR code on the projector: no dialog over it.
}

void SessionMenu::askFrom(QWidget *parent)
{
    const QList<SessionQuestion> questions = m_server->askableQuestions();
    if (questions.isEmpty()) {
        QMessageBox::information(parent, tr("Ask the class"), tr("This step has no value to ask."));
        return;
    }
    int index = 0;
    if (questions.size() > 1) {
        QStringList prompts;
        for (const SessionQuestion &q : questions)
            prompts << q.prompt;
        bool ok = false;
        const QString chosen = QInputDialog::getItem(parent, tr("Ask the class"), tr("Question:"),
                                                     prompts, 0, false, &ok);
        if (!ok)
            return;
        index = int(prompts.indexOf(chosen));
    }
    m_server->ask(index);
}

void SessionMenu::exportFrom(QWidget *parent)
{
    const QString path = QFileDialog::getSaveFileName(
        parent, tr("Export results"), tr("class-results.csv"), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    const bool anonymous =
        QMessageBox::question(parent, tr("Export results"),
                              tr("Leave the nicknames out (anonymous ids instead)?")) ==
        QMessageBox::Yes;
    if (!m_server->exportResults(path, anonymous))
        QMessageBox::warning(parent, tr("Export results"), tr("Cannot write %1.").arg(path));
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
    m_card->setEnabled(running);
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
    m_card->setText(tr("Show or hide the join card") + QStringLiteral("\tJ"));
}

bool SessionMenu::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, event);
}
