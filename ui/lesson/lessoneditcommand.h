#pragma once

#include "norm/normsettings.h"

#include <QUndoCommand>

#include <vector>

namespace nk::ui {

class LessonController;

// One undoable change of the input and/or parameters. Consecutive commands with the same
// non-zero merge key collapse into one undo step (one drag, one slider movement).
class LessonEditCommand : public QUndoCommand
{
public:
    struct State
    {
        std::vector<double> input;
        nk::NormSettings settings;
        QString presetId;
    };

    LessonEditCommand(LessonController *controller, State before, State after, int mergeKey,
                      const QString &text);

    void undo() override;
    void redo() override;
    int id() const override { return m_mergeKey == 0 ? -1 : 1; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    LessonController *m_controller;
    State m_before;
    State m_after;
    int m_mergeKey;
};

} // namespace nk::ui
