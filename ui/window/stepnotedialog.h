#pragma once

#include <QDialog>

class QPlainTextEdit;

namespace nk::ui {

class LessonController;

// Edit ▸ Note for this step (N): the teacher's own note for the step on screen, the same note
// the presenter console edits. OK applies it as one undoable edit (StepNoteCommand).
class StepNoteDialog : public QDialog
{
    Q_OBJECT

public:
    StepNoteDialog(LessonController *controller, const QString &lang, QWidget *parent = nullptr);

    QPlainTextEdit *noteEdit() const { return m_edit; }
    // The step the note belongs to, fixed when the dialog opened (0-based).
    int chapter() const { return m_chapter; }
    int step() const { return m_step; }

    void accept() override;

private:
    LessonController *m_controller;
    int m_chapter = 0;
    int m_step = 0;
    QPlainTextEdit *m_edit = nullptr;
};

} // namespace nk::ui
