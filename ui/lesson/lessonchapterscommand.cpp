#include "lesson/lessonchapterscommand.h"

#include "lesson/lessoncontroller.h"

namespace nk::ui {

LessonChaptersCommand::LessonChaptersCommand(LessonController *controller, QList<int> before,
                                             QList<int> after, const QString &text)
    : QUndoCommand(text)
    , m_controller(controller)
    , m_before(std::move(before))
    , m_after(std::move(after))
{
}

void LessonChaptersCommand::undo()
{
    const LessonController::ApplyingUndo applying(m_controller);
    m_controller->setLessonChapters(m_before);
}

void LessonChaptersCommand::redo()
{
    const LessonController::ApplyingUndo applying(m_controller);
    m_controller->setLessonChapters(m_after);
}

} // namespace nk::ui
