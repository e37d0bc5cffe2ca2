#pragma once

#include "lesson/lessonfile.h"

#include <QObject>
#include <QString>

#include <functional>

class QWidget;

namespace nk::ui {

class LessonController;

// The lesson as a document: the file it was opened from or saved to, opening and saving
// (LessonFile) with their dialogs and messages, the window title that names it with a mark
// while it has unsaved edits, and the question before unsaved edits would be lost.
class LessonDocument : public QObject
{
    Q_OBJECT

public:
    enum class Answer { Save, Discard, Cancel };
    // Asks whether to save unsaved changes; a message box unless set (tests answer it).
    using Question = std::function<Answer(QWidget *parent)>;
    // Picks a file to open or to save to, empty when cancelled; the file dialogs unless set.
    using PathChooser = std::function<QString(QWidget *parent, bool forSaving)>;
    // Tells the teacher what went wrong; a warning box unless set (tests read it).
    using Warning = std::function<void(QWidget *parent, const QString &title, const QString &text)>;

    // Fills what the window owns (theme, predict mode) into a lesson about to be saved.
    using WindowState = std::function<void(LessonFile::Lesson &lesson)>;

    explicit LessonDocument(LessonController *controller, QObject *parent = nullptr);

    QString path() const { return m_path; }
    QString title() const; // "file.nklesson * — NormKitchen 归一化后厨"
    // Edits since the lesson was opened, saved or started (the undo stack is not clean).
    bool isModified() const;

    bool open(const QString &path, QString *error = nullptr);
    bool save(const QString &path, QString *error = nullptr);
    // The default preset and chapter, at the first step, no notes, no file, no undo history.
    void newLesson();

    // With dialogs over parent; problems are shown in a message box. Opening and a new lesson
    // ask first (maybeSave) and do nothing when the answer is cancel.
    void openWithDialog(QWidget *parent);
    void newLessonWithQuestion(QWidget *parent);
    // Returns the file name saved to, or an empty string.
    QString saveWithDialog(QWidget *parent, bool saveAs);
    // True when the lesson may be closed or replaced: unmodified, saved, or the teacher chose to
    // discard the changes. Text still being typed counts as a change.
    bool maybeSave(QWidget *parent);

    // What the save dialog suggests: the file the lesson came from, else a name from the
    // chapters chosen ("normkitchen-lesson-ch1-3_5.nklesson") in the last lesson folder.
    QString suggestedSavePath() const;
    static QString suggestedFileName(const QList<int> &chapters); // empty: all chapters

    void setQuestion(Question question);
    void setPathChooser(PathChooser chooser);
    void setWarning(Warning warning);
    void setWindowState(WindowState state);

signals:
    void titleChanged();
    // A lesson was opened (or a new one started: a default lesson): the window applies its
    // theme and predict mode, then remembers the lesson as Reset All's target.
    void lessonOpened(const LessonFile::Lesson &lesson);

private:
    void setPath(const QString &path);
    Answer askToSave(QWidget *parent) const;
    QString choosePath(QWidget *parent, bool forSaving) const;
    void warn(QWidget *parent, const QString &title, const QString &text) const;

    LessonController *m_controller;
    QString m_path;
    Question m_question;
    Warning m_warning;
    PathChooser m_pathChooser;
    WindowState m_windowState;
};

} // namespace nk::ui
