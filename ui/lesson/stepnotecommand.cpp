#include "lesson/stepnotecommand.h"

#include "lesson/lessoncontroller.h"

namespace nk::ui {

StepNoteCommand::StepNoteCommand(LessonController *controller, const QString &key,
                                 const QString &before, const QString &after, const QString &text)
    : QUndoCommand(text)
    , m_controller(controller)
    , m_key(key)
    , m_before(before)
    , m_after(after)
{
}

void StepNoteCommand::undo()
{
    const LessonController::ApplyingUndo applying(m_controller);
    m_controller->restoreStepNote(m_key, m_before);
}

void StepNoteCommand::redo()
{
    const LessonController::ApplyingUndo applying(m_controller);
    m_controller->restoreStepNote(m_key, m_after);
}

bool StepNoteCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const StepNoteCommand *>(other);
    if (o->m_key != m_key)
        return false;
    m_after = o->m_after;
    return true;
}

} // namespace nk::ui
