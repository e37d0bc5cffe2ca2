#include "session/classpanel.h"

#include "session/sessionserver.h"

#include <QCheckBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace nk::ui {

ClassPanel::ClassPanel(SessionServer *server, QWidget *parent)
    : QWidget(parent)
    , m_server(server)
    , m_heading(new QLabel(this))
    , m_summary(new QLabel(this))
    , m_students(new QListWidget(this))
    , m_questionsHeading(new QLabel(this))
    , m_questions(new QListWidget(this))
    , m_free(new QCheckBox(this))
    , m_pause(new QPushButton(this))
    , m_ask(new QPushButton(this))
    , m_reveal(new QPushButton(this))
    , m_remove(new QPushButton(this))
    , m_export(new QPushButton(this))
    , m_end(new QPushButton(this))
{
    // Nicknames are what students typed: text, never markup (QListWidget items are plain).
    for (QLabel *l : {m_heading, m_summary, m_questionsHeading})
        l->setTextFormat(Qt::PlainText);
    // The presenter console's style sheet sizes its type by these names.
    setObjectName(QStringLiteral("classPanel"));
    m_heading->setObjectName(QStringLiteral("presenterHeading"));
    m_questionsHeading->setObjectName(QStringLiteral("presenterHeading"));
    m_students->setSelectionMode(QAbstractItemView::SingleSelection);
    m_questions->setSelectionMode(QAbstractItemView::NoSelection);
    m_questions->setFocusPolicy(Qt::NoFocus);
    m_questions->setWordWrap(true);
    m_pause->setCheckable(true);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    // Students and questions side by side: the console's column is wider than it is free.
    auto *lists = new QGridLayout;
    lists->addWidget(m_heading, 0, 0);
    lists->addWidget(m_questionsHeading, 0, 1);
    lists->addWidget(m_summary, 1, 0);
    lists->addWidget(m_students, 2, 0);
    lists->addWidget(m_questions, 1, 1, 2, 1);
    lists->setColumnStretch(0, 2);
    lists->setColumnStretch(1, 3);
    lists->setRowStretch(2, 1);
    layout->addLayout(lists, 1);
    layout->addWidget(m_free);
    auto *buttons = new QGridLayout;
    buttons->addWidget(m_ask, 0, 0);
    buttons->addWidget(m_reveal, 0, 1);
    buttons->addWidget(m_pause, 0, 2);
    buttons->addWidget(m_remove, 1, 0);
    buttons->addWidget(m_export, 1, 1);
    buttons->addWidget(m_end, 1, 2);
    layout->addLayout(buttons);

    connect(m_free, &QCheckBox::toggled, m_server,
            [this](bool free) { m_server->setFollowPace(!free); });
    connect(m_pause, &QPushButton::toggled, m_server, &SessionServer::setPaused);
    connect(m_ask, &QPushButton::clicked, this, &ClassPanel::askRequested);
    connect(m_reveal, &QPushButton::clicked, m_server, &SessionServer::reveal);
    connect(m_remove, &QPushButton::clicked, this, &ClassPanel::removeChosen);
    connect(m_export, &QPushButton::clicked, this, &ClassPanel::exportRequested);
    connect(m_end, &QPushButton::clicked, m_server, &SessionServer::stop);
    connect(m_students, &QListWidget::currentRowChanged, this, &ClassPanel::refreshControls);

    connect(m_server, &SessionServer::runningChanged, this, [this](bool running) {
        setVisible(running);
        refreshStudents();
        refreshQuestions();
    });
    connect(m_server, &SessionServer::studentsChanged, this, &ClassPanel::refreshStudents);
    connect(m_server, &SessionServer::questionChanged, this, &ClassPanel::refreshQuestions);
    connect(m_server, &SessionServer::answersChanged, this, &ClassPanel::refreshQuestions);
    connect(m_server, &SessionServer::pausedChanged, m_pause, &QPushButton::setChecked);
    connect(m_server, &SessionServer::paceChanged, m_free,
            [this](bool follow) { m_free->setChecked(!follow); });

    retranslate();
    setVisible(m_server->isRunning());
}

QStringList ClassPanel::studentLines() const
{
    QStringList out;
    for (int i = 0; i < m_students->count(); ++i)
        out << m_students->item(i)->text();
    return out;
}

QStringList ClassPanel::questionLines() const
{
    QStringList out;
    for (int i = 0; i < m_questions->count(); ++i)
        out << m_questions->item(i)->text();
    return out;
}

void ClassPanel::refreshStudents()
{
    const int chosen =
        m_students->currentItem() ? m_students->currentItem()->data(Qt::UserRole).toInt() : 0;
    m_students->clear();
    int connected = 0;
    for (const SessionServer::Student &s : m_server->students()) {
        // The name exactly as typed; "away" for a phone that slept (it rejoins as itself).
        // A student without a nickname is "Student N" in the teacher's language.
        const QString name = s.named ? s.name : tr("Student %1").arg(s.id);
        const QString line = s.connected ? name : tr("%1 (away)").arg(name);
        auto *item = new QListWidgetItem(line, m_students);
        item->setData(Qt::UserRole, s.id);
        if (s.id == chosen)
            m_students->setCurrentItem(item);
        connected += s.connected ? 1 : 0;
    }
    m_summary->setText(tr("Connected: %1").arg(connected));
    refreshQuestions();
}

void ClassPanel::refreshQuestions()
{
    m_questions->clear();
    const nk::Classroom &c = m_server->classroom();
    for (const nk::Classroom::Question &q : c.questions()) {
        const nk::Classroom::Tally t = c.tally(q.id);
        QString state;
        switch (q.state) {
        case nk::Classroom::QuestionState::Open:
            state = tr("open");
            break;
        case nk::Classroom::QuestionState::Closed:
            state = tr("closed");
            break;
        case nk::Classroom::QuestionState::Revealed:
            state = tr("revealed, %1 right").arg(t.right);
            break;
        }
        m_questions->addItem(
            tr("%1  %2: %3 answers (%4)")
                .arg(QString::fromStdString(q.id), QString::fromStdString(q.prompt))
                .arg(t.answers)
                .arg(state));
    }
    refreshControls();
}

void ClassPanel::refreshControls()
{
    const bool running = m_server->isRunning();
    for (QWidget *w : {static_cast<QWidget *>(m_free), static_cast<QWidget *>(m_pause),
                       static_cast<QWidget *>(m_ask), static_cast<QWidget *>(m_end)})
        w->setEnabled(running);
    m_reveal->setEnabled(running && !m_server->questionId().isEmpty());
    m_remove->setEnabled(running && m_students->currentItem() != nullptr);
    m_export->setEnabled(!m_server->classroom().questions().empty());
}

void ClassPanel::removeChosen()
{
    if (QListWidgetItem *item = m_students->currentItem())
        m_server->removeStudent(item->data(Qt::UserRole).toInt());
}

void ClassPanel::retranslate()
{
    m_heading->setText(tr("Class session"));
    m_questionsHeading->setText(tr("Answers per question"));
    m_free->setText(tr("Students browse freely"));
    m_pause->setText(tr("Pause the class"));
    m_ask->setText(tr("Ask the class"));
    m_reveal->setText(tr("Reveal"));
    m_remove->setText(tr("Remove student"));
    m_export->setText(tr("Export CSV…"));
    m_end->setText(tr("End session"));
    m_students->setAccessibleName(tr("Students"));
    refreshStudents();
}

void ClassPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace nk::ui
