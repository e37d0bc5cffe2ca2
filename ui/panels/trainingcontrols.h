#pragma once

#include "jobs/trainingsession.h"

#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;

namespace nk::ui {

class RefreshWhenShown;

// Start and stop one kind of training job of the session, with its progress: the buttons of
// chapters 6 and 7. With sizes, two start buttons (quick, classroom); without, one.
class TrainingControls : public QWidget
{
    Q_OBJECT

public:
    TrainingControls(TrainingSession *session, TrainingSession::Job job, bool sizes,
                     QWidget *parent = nullptr);

    // Steps the whole job trains, for the progress bar (e.g. both models' steps together).
    void setTotalSteps(TrainingSession::Size size, int steps);
    void setStartText(const QString &quick, const QString &classroom = {});
    void setZoom(qreal zoom);
    void refresh();

    QPushButton *quickButton() const { return m_quick; }
    QPushButton *classroomButton() const { return m_classroom; }
    QPushButton *stopButton() const { return m_stop; }
    QString statusText() const;
    // A clicker's press on this job's page starts it: nothing of it has run yet and no job is
    // running. The label is the quick run's ("Quick run (400 steps)"), which the press starts.
    bool isFirstRunPending() const;
    QString firstRunText() const;
    void startFirstRun();

protected:
    void changeEvent(QEvent *event) override;

private:
    // Progress arrives every few hundred ms for minutes: off screen (another chapter shows, or
    // the other training chapter) the panel only notes it and catches up when shown.
    RefreshWhenShown *m_progressRefresh = nullptr; // progress redraws only on screen
    TrainingSession *m_session;
    TrainingSession::Job m_job;
    int m_quickSteps = 1;
    int m_classroomSteps = 1;
    QPushButton *m_quick;
    QPushButton *m_classroom;
    QPushButton *m_stop;
    QProgressBar *m_bar;
    QLabel *m_status;
    qreal m_zoom = 1.0;
};

} // namespace nk::ui
