#pragma once

#include <QKeySequence>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

class QKeyEvent;
class QWidget;

namespace nk::ui {

class LessonController;

// The keys a teacher and a clicker use, wherever the focus is: Space, →, ↓, PageDown next;
// ←, ↑, PageUp previous; Home/End; P play; B or . blank; K kitchen-first layout; T the
// projector theme on and off; N the note for this step; V a vector field over the lesson, F the
// next precision (live "what if" edits, LiveEditOverlay); Esc leaves presentation mode. Next first
// takes the step's pending action (LessonController::setNextGate), so a clicker reaches every
// moment. Installed on the application; only the window it serves, when active, is steered. Text
// fields keep their keys, except PageDown/PageUp, which a clicker sends; lists, sliders and
// drop-downs keep their arrows; an open popup keeps every key. Space never presses a focused
// button (Enter does).
//
// A clicker sends Enter too, so Enter presses only a button the teacher chose (with Tab or a
// click). Focus that lands on a button by itself (its widget was hidden by a reveal, a step
// change or a mode switch, and Qt moved it on to the next button, often a chart's Save) is
// parked on the window; so is any button's focus when the story moves.
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
    // The button Enter presses, if any: the focused button, when the teacher chose it.
    QWidget *chosenButton() const { return m_chosen; }

signals:
    void blankRequested(bool on);
    void leavePresentationRequested();
    void kitchenFirstToggleRequested();
    void projectorThemeToggleRequested();
    void noteRequested();
    void vectorFieldRequested();    // V
    void precisionCycleRequested(); // F
    void joinCardToggleRequested(); // J: the class session's join card

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    bool handleStoryKey(QKeyEvent *key, QObject *target);
    bool isServedWindowActive() const;
    bool isServedWindow(QObject *o) const;
    bool isInServedWindow(QObject *o) const;
    void noteFocus(QObject *watched, QEvent *event);
    // Moves the focus off a button the teacher did not choose (queued: after the widgets that
    // hid or showed have settled). forget: the story moved, so no button stays chosen.
    void scheduleParking(bool forget);
    void park();

    LessonController *m_controller;
    QWidget *m_window;
    QList<QPointer<QWidget>> m_others;
    bool m_blanked = false;
    bool m_presentation = false;
    bool m_tabbing = false; // a Tab key is being delivered
    bool m_parkingQueued = false;
    int m_step = -1;            // the step the story was at, to notice a step change
    QPointer<QWidget> m_chosen; // the button the teacher put the focus on
};

} // namespace nk::ui
