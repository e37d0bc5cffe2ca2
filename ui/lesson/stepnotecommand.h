#pragma once

#include <QString>
#include <QUndoCommand>

namespace nk::ui {

class LessonController;

// One undoable change of the teacher's note for one step ("chapterId/stepKey"). Consecutive
// edits of the same step's note merge into one undo step: a typed sentence is undone at once.
class StepNoteCommand : public QUndoCommand
{
public:
    StepNoteCommand(LessonController *controller, const QString &key, const QString &before,
                    const QString &after, const QString &text);

    void undo() override;
    void redo() override;
    int id() const override { return kId; }
    bool mergeWith(const QUndoCommand *other) override;

    static constexpr int kId = 2; // LessonEditCommand merges with 1

private:
    LessonController *m_controller;
    QString m_key;
    QString m_before;
    QString m_after;
};

} // namespace nk::ui
