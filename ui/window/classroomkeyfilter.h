#pragma once

#include <QKeySequence>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

class LessonController;
class QKeyEvent;
class QWidget;

// The keys a teacher and a clicker use, wherever the focus is: Space, →, ↓, PageDown next;
// ←, ↑, PageUp previous; Home/End; P play; B or . blank; K kitchen-first layout; T the
// projector theme on and off; V a vector field over the lesson, F the next precision (live
// "what if" edits, LiveEditOverlay); Esc leaves presentation mode. Next first takes the step's
// pending action (LessonController::setNextGate), so a clicker reaches every moment.
// Installed on the application; only the window it serves, when active, is steered. Text
// fields keep their keys, except PageDown/PageUp, which a clicker sends; lists, sliders and
// drop-downs keep their arrows; an open popup keeps every key. Space never presses a focused
// button (Enter does).
class ClassroomKeyFilter : public QObject
{
    Q_OBJECT

public:
    ClassroomKeyFilter(LessonController *controller, QWidget *window);
    ~ClassroomKeyFilter() override;

    // The keys this filter handles and what each does, translated (Help ▸ Keyboard shortcuts).
    struct KeyHelp
    {
        QList<QKeySequence> keys;
        QString what;
    };
    static QList<KeyHelp> keyHelp();

    // Another window steered the same way (the presenter console): its keys move the story
    // and blank the projector too.
    void addWindow(QWidget *window);
    void setBlanked(bool on) { m_blanked = on; }
    void setPresentation(bool on) { m_presentation = on; }

signals:
    void blankRequested(bool on);
    void leavePresentationRequested();
    void kitchenFirstToggleRequested();
    void projectorThemeToggleRequested();
    void vectorFieldRequested();    // V
    void precisionCycleRequested(); // F

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    bool handleStoryKey(QKeyEvent *key, QObject *target);
    bool isServedWindowActive() const;
    bool isServedWindow(QObject *o) const;

    LessonController *m_controller;
    QWidget *m_window;
    QList<QPointer<QWidget>> m_others;
    bool m_blanked = false;
    bool m_presentation = false;
};
