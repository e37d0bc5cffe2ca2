#include "panels/trainingcontrols.h"

#include "base/refreshwhenshown.h"
#include "base/theme.h"

#include "base/numbertext.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QVBoxLayout>
#include <QPushButton>
#include <QRegularExpression>

namespace nk::ui {

TrainingControls::TrainingControls(TrainingSession *session, TrainingSession::Job job, bool sizes,
                                   QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_job(job)
{
    // The status on a line of its own: beside the buttons and the bar, in a 1280-wide window it
    // was squeezed into a column one word wide.
    auto *rows = new QVBoxLayout(this);
    rows->setContentsMargins(0, 0, 0, 0);
    rows->setSpacing(4);
    auto *row = new QHBoxLayout;
    m_quick = new QPushButton;
    m_classroom = new QPushButton;
    m_stop = new QPushButton;
    m_bar = new QProgressBar;
    m_bar->setRange(0, 1000);
    m_bar->setTextVisible(false);
    m_bar->setMaximumWidth(260);
    m_bar->setMinimumWidth(40);
    m_status = new QLabel;
    m_status->setMinimumWidth(1);
    m_status->setWordWrap(true); // a long status wraps instead of running past the panel
    row->addWidget(m_quick);
    row->addWidget(m_classroom);
    row->addWidget(m_stop);
    row->addWidget(m_bar, 1);
    rows->addLayout(row);
    rows->addWidget(m_status);
    m_classroom->setVisible(sizes);
    connect(m_quick, &QPushButton::clicked, this,
            [this] { m_session->start(m_job, TrainingSession::Size::Quick); });
    connect(m_classroom, &QPushButton::clicked, this,
            [this] { m_session->start(m_job, TrainingSession::Size::Classroom); });
    connect(m_stop, &QPushButton::clicked, m_session, &TrainingSession::cancel);
    m_progressRefresh = new RefreshWhenShown(this, [this] { refresh(); });
    connect(m_session, &TrainingSession::progressed, m_progressRefresh, &RefreshWhenShown::request);
    connect(m_session, &TrainingSession::started, this, &TrainingControls::refresh);
    connect(m_session, &TrainingSession::finished, this, &TrainingControls::refresh);
    setStartText(tr("Run"));
    setZoom(1.0);
}

bool TrainingControls::isFirstRunPending() const
{
    if (m_session->isRunning())
        return false;
    switch (m_job) {
    case TrainingSession::Job::Experiment:
        return !m_session->experiment().has_value();
    case TrainingSession::Job::GammaInit:
        return !m_session->gammaRuns().has_value();
    case TrainingSession::Job::Migration:
        return !m_session->migration().has_value();
    case TrainingSession::Job::None:
        break;
    }
    return false;
}

QString TrainingControls::firstRunText() const
{
    QString text = m_quick->text();
    return text.remove(QRegularExpression(QStringLiteral("&(?!&)"))); // the mnemonic's mark
}

void TrainingControls::startFirstRun()
{
    if (isFirstRunPending())
        m_session->start(m_job, TrainingSession::Size::Quick);
}

void TrainingControls::setTotalSteps(TrainingSession::Size size, int steps)
{
    (size == TrainingSession::Size::Quick ? m_quickSteps : m_classroomSteps) = std::max(1, steps);
    refresh();
}

void TrainingControls::setStartText(const QString &quick, const QString &classroom)
{
    m_quick->setText(quick);
    m_classroom->setText(classroom);
    m_stop->setText(tr("Stop"));
    refresh();
}

void TrainingControls::setZoom(qreal zoom)
{
    m_zoom = zoom;
    QFont f = font();
    f.setPointSizeF(Theme::pointSize(Theme::FontRole::Control) * zoom);
    for (QWidget *w : {static_cast<QWidget *>(m_quick), static_cast<QWidget *>(m_classroom),
                       static_cast<QWidget *>(m_stop), static_cast<QWidget *>(m_status)})
        w->setFont(f);
    m_bar->setFixedHeight(int(14 * zoom));
}

QString TrainingControls::statusText() const
{
    return m_status->text();
}

void TrainingControls::refresh()
{
    const bool mine = m_session->runningJob() == m_job;
    const bool busy = m_session->isRunning();
    m_stop->setEnabled(mine);
    m_quick->setEnabled(!mine);
    m_classroom->setEnabled(!mine);
    int done = 0;
    for (const TrainingSession::LiveRun &r : m_session->live(m_job))
        done += int(r.train.size());
    const int total = mine && m_session->runningSize() == TrainingSession::Size::Classroom
                          ? m_classroomSteps
                          : m_quickSteps;
    if (mine) {
        m_bar->setValue(int(1000.0 * std::min(1.0, double(done) / total)));
        m_status->setText(tr("training: %1 of %2 steps, %3 s")
                              .arg(done)
                              .arg(total)
                              .arg(qRound(m_session->elapsedSeconds())));
    } else {
        m_bar->setValue(done > 0 ? 1000 : 0);
        if (busy)
            m_status->setText(tr("another run is in progress; starting this one stops it"));
        else if (done == 0)
            m_status->setText(tr("not run yet in this session"));
        else
            m_status->setText(tr("last run: %1 steps in all").arg(done));
    }
}

void TrainingControls::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        m_stop->setText(tr("Stop"));
    QWidget::changeEvent(event);
}

} // namespace nk::ui
