#include "lesson/lessondetour.h"

#include <QUndoStack>

namespace nk::ui {

LessonDetour::LessonDetour(LessonController *controller)
    : QObject(controller)
    , m_controller(controller)
{
    connect(controller->undoStack(), &QUndoStack::indexChanged, this,
            &LessonDetour::undoIndexChanged);
}

void LessonDetour::run(const QString &label, const QString &back, const std::function<void()> &edit,
                       const QString &target, Scope scope)
{
    end();
    QUndoStack *undo = m_controller->undoStack();
    const int before = undo->index();
    const LessonController::Mode mode = m_controller->mode();
    const int chapter = m_controller->chapter();
    const double time = m_controller->time();
    m_running = true;
    m_target = target; // views that land read it while the edit runs
    edit();
    m_running = false;
    if (undo->index() != before + 1) {
        m_target.clear();
        return;
    }
    m_active = true;
    m_scope = scope;
    m_indexBefore = before;
    m_label = label;
    m_back = back;
    m_mode = mode;
    m_chapter = chapter;
    m_time = time;
    emit changed();
}

void LessonDetour::goBack()
{
    if (m_active)
        m_controller->undoStack()->undo(); // undoIndexChanged brings the place back
}

void LessonDetour::undoIndexChanged(int index)
{
    if (!m_active || m_running || index == m_indexBefore + 1)
        return;
    if (index == m_indexBefore) {
        // The detour's edit was undone: back to where the class was. (Copies: end() clears.)
        const LessonController::Mode mode = m_mode;
        const int chapter = m_chapter;
        const double time = m_time;
        end();
        m_controller->setMode(mode);
        m_controller->setChapter(chapter);
        m_controller->setTime(time);
        return;
    }
    end(); // another edit came after it (or redo went past): the lesson is the class's own again
}

void LessonDetour::end()
{
    if (!m_active)
        return;
    m_active = false;
    m_indexBefore = -1;
    m_target.clear();
    emit changed();
}

} // namespace nk::ui
