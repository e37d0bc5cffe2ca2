#pragma once

#include "lesson/lessoncontroller.h"

#include <QObject>
#include <QString>

#include <functional>

namespace nk::ui {

// A trip away from the lesson and the way back. "Show me" loads a counter-example (and may open
// Monitor), an exercise's "Show the step" loads the exercise and opens another chapter: one
// undo step each. While that edit is the last one, the lesson is on a detour: the window shows
// the way back wherever it landed, and undoing the edit (its button, or Ctrl+Z) brings back
// the vector and the place the class left: mode, chapter and step.
class LessonDetour : public QObject
{
    Q_OBJECT

public:
    // How long the detour lasts. Step: a look at a counter-example beside the step it was
    // taken on ("Show me"); when the lesson moves on by Next or Previous it goes back first,
    // so the next step is the class's own vector again, and a trip to Monitor ends there.
    // Trip: another chapter to walk through with the other vector ("Show the step"); it lasts
    // until the way back is taken or another edit comes.
    enum class Scope { Step, Trip };

    explicit LessonDetour(LessonController *controller);

    // Runs edit (the load and the navigation) as a detour from where the lesson is now. label:
    // what it shows ("Misconception 4's counter-example"); back: the way back's button text.
    // No detour when edit pushed no undo step (the vector was already there). target: what
    // the view it lands in should bring into sight ("benchmark": Monitor's timing card).
    void run(const QString &label, const QString &back, const std::function<void()> &edit,
             const QString &target = {}, Scope scope = Scope::Trip);
    bool isActive() const { return m_active; }
    Scope scope() const { return m_scope; }
    // Whether Next or Previous goes back first (an active detour of the step's).
    bool endsWhenTheLessonMoves() const { return m_active && m_scope == Scope::Step; }
    QString label() const { return m_label; }
    QString backText() const { return m_back; }
    QString target() const { return m_target; }
    // Undoes the detour's edit; the place it left comes back with it.
    void goBack();

signals:
    void changed();

private:
    void undoIndexChanged(int index);
    void end();

    LessonController *m_controller;
    bool m_active = false;
    bool m_running = false;
    int m_indexBefore = -1; // the undo stack's index before the detour's edit
    QString m_label;
    QString m_back;
    QString m_target;
    Scope m_scope = Scope::Trip;
    LessonController::Mode m_mode = LessonController::Mode::Execute;
    int m_chapter = 0;
    double m_time = 0;
};

} // namespace nk::ui
