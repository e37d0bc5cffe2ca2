#pragma once

#include <QStringList>
#include <QWidget>

class QCheckBox;
class QLabel;
class QListWidget;
class QPushButton;

namespace nk::ui {

class SessionServer;

// The class session in the presenter console: who is connected (nicknames as plain text, or
// "Student 7"), the answers per question, and the controls: pace, pause, ask, reveal, remove
// the chosen student, export, end. Hidden while no session runs. Ask and export need the
// window's dialogs, so they are signals.
class ClassPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ClassPanel(SessionServer *server, QWidget *parent = nullptr);

    QStringList studentLines() const; // the list as shown
    QStringList questionLines() const;
    QListWidget *studentList() const { return m_students; }
    QPushButton *removeButton() const { return m_remove; }

signals:
    void askRequested();
    void exportRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void refreshStudents();
    void refreshQuestions();
    void refreshControls();
    void removeChosen();
    void retranslate();

    SessionServer *m_server;
    QLabel *m_heading;
    QLabel *m_summary;
    QListWidget *m_students;
    QLabel *m_questionsHeading;
    QListWidget *m_questions;
    QCheckBox *m_free;
    QPushButton *m_pause;
    QPushButton *m_ask;
    QPushButton *m_reveal;
    QPushButton *m_remove;
    QPushButton *m_export;
    QPushButton *m_end;
};

} // namespace nk::ui
