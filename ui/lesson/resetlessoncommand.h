#pragma once

#include "lesson/lessonsnapshot.h"

#include <QUndoCommand>

#include <functional>

namespace nk::ui {

class LessonController;

// Reset All as one undo step: redo restores the lesson as it was opened, undo what the class
// had before. The predict flag lives in a view, so the window passes how to set it.
class ResetLessonCommand : public QUndoCommand
{
public:
    ResetLessonCommand(LessonController *controller, LessonSnapshot before, LessonSnapshot after,
                       std::function<void(bool)> setPredict, const QString &text);

    void undo() override;
    void redo() override;

private:
    void apply(const LessonSnapshot &s);

    LessonController *m_controller;
    LessonSnapshot m_before;
    LessonSnapshot m_after;
    std::function<void(bool)> m_setPredict;
};

} // namespace nk::ui
