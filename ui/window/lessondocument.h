#pragma once

#include <QObject>
#include <QString>

class LessonController;
class QWidget;

// The lesson as a document: the file it was opened from or saved to, opening and saving
// (LessonFile) with their dialogs and messages, and the window title that names it with a
// mark while it has unsaved edits.
class LessonDocument : public QObject
{
    Q_OBJECT

public:
    explicit LessonDocument(LessonController *controller, QObject *parent = nullptr);

    QString path() const { return m_path; }
    QString title() const; // "file.nklesson * — NormKitchen 归一化后厨"

    bool open(const QString &path, QString *error = nullptr);
    bool save(const QString &path, QString *error = nullptr);
    // With dialogs over parent; problems are shown in a message box.
    void openWithDialog(QWidget *parent);
    // Returns the file name saved to, or an empty string.
    QString saveWithDialog(QWidget *parent, bool saveAs);

signals:
    void titleChanged();

private:
    void setPath(const QString &path);

    LessonController *m_controller;
    QString m_path;
};
