#include "lesson/resetlessoncommand.h"

#include "lesson/lessoncontroller.h"

namespace nk::ui {

ResetLessonCommand::ResetLessonCommand(LessonController *controller, LessonSnapshot before,
                                       LessonSnapshot after, std::function<void(bool)> setPredict,
                                       const QString &text)
    : QUndoCommand(text)
    , m_controller(controller)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_setPredict(std::move(setPredict))
{
}

void ResetLessonCommand::undo()
{
    apply(m_before);
}

void ResetLessonCommand::redo()
{
    apply(m_after);
}

void ResetLessonCommand::apply(const LessonSnapshot &s)
{
    const LessonController::ApplyingUndo applying(m_controller);
    m_controller->restore(s);
    if (m_setPredict)
        m_setPredict(s.predict);
}

} // namespace nk::ui
