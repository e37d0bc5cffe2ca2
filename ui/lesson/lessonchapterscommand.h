#pragma once

#include <QList>
#include <QUndoCommand>

namespace nk::ui {

class LessonController;

// Choosing the chapters a lesson uses, undoable (and so it marks the lesson as changed).
class LessonChaptersCommand : public QUndoCommand
{
public:
    LessonChaptersCommand(LessonController *controller, QList<int> before, QList<int> after,
                          const QString &text);

    void undo() override;
    void redo() override;

private:
    LessonController *m_controller;
    QList<int> m_before;
    QList<int> m_after;
};

} // namespace nk::ui
