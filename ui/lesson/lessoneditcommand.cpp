#include "lesson/lessoneditcommand.h"

#include "lesson/lessoncontroller.h"

namespace nk::ui {

LessonEditCommand::LessonEditCommand(LessonController *controller, State before, State after,
                                     int mergeKey, const QString &text)
    : QUndoCommand(text)
    , m_controller(controller)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_mergeKey(mergeKey)
{
}

void LessonEditCommand::undo()
{
    const LessonController::ApplyingUndo applying(m_controller);
    m_controller->setState(m_before.input, m_before.settings, m_before.presetId);
}

void LessonEditCommand::redo()
{
    const LessonController::ApplyingUndo applying(m_controller);
    m_controller->setState(m_after.input, m_after.settings, m_after.presetId);
}

bool LessonEditCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const LessonEditCommand *>(other);
    if (m_mergeKey == 0 || o->m_mergeKey != m_mergeKey)
        return false;
    m_after = o->m_after;
    return true;
}

} // namespace nk::ui
