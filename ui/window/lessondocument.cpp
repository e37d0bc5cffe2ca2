#include "lessondocument.h"

#include "appsettings.h"
#include "chaptercatalog.h"
#include "lessoncontroller.h"
#include "lessonfile.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QUndoStack>

#include <algorithm>

LessonDocument::LessonDocument(LessonController *controller, QObject *parent)
    : QObject(parent)
    , m_controller(controller)
{
    connect(m_controller->undoStack(), &QUndoStack::cleanChanged, this,
            &LessonDocument::titleChanged);
}

QString LessonDocument::title() const
{
    const QString file = m_path.isEmpty() ? tr("Untitled lesson") : QFileInfo(m_path).fileName();
    return QStringLiteral("%1%2 — %3")
        .arg(file, m_controller->undoStack()->isClean() ? QString() : QStringLiteral(" *"),
             tr("NormKitchen 归一化后厨"));
}

void LessonDocument::setPath(const QString &path)
{
    m_path = path;
    AppSettings::setLastLessonDirectory(QFileInfo(path).absolutePath());
    emit titleChanged();
}

bool LessonDocument::open(const QString &path, QString *error)
{
    QString message;
    const auto lesson = LessonFile::load(path, &message);
    if (!lesson) {
        if (error)
            *error = message;
        return false;
    }
    m_controller->setState(lesson->input, lesson->settings, lesson->presetId);
    m_controller->undoStack()->clear();
    // A chapter this version does not have falls back to the first.
    const ChapterCatalog &catalog = ChapterCatalog::instance();
    m_controller->setChapter(catalog.contains(lesson->chapter) ? lesson->chapter
                                                               : catalog.firstId());
    m_controller->setNotes(lesson->notes);
    m_controller->setMode(
        LessonController::modeFromName(lesson->mode).value_or(LessonController::Mode::Start));
    m_controller->setTime(std::clamp(lesson->step, 1, m_controller->stepCount()));
    setPath(path);
    return true;
}

bool LessonDocument::save(const QString &path, QString *error)
{
    LessonFile::Lesson l;
    l.input = m_controller->input();
    l.settings = m_controller->settings();
    l.presetId = m_controller->presetId();
    l.chapter = m_controller->chapter();
    l.mode = LessonController::modeName(m_controller->mode());
    l.step = m_controller->currentStep() + 1;
    l.notes = m_controller->notes();
    if (!LessonFile::save(path, l, error))
        return false;
    m_controller->undoStack()->setClean();
    setPath(path);
    return true;
}

void LessonDocument::openWithDialog(QWidget *parent)
{
    const QString path =
        QFileDialog::getOpenFileName(parent, tr("Open lesson"), AppSettings::lastLessonDirectory(),
                                     tr("NormKitchen lessons (*.nklesson *.json);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!open(path, &error))
        QMessageBox::warning(parent, tr("Cannot open lesson"), error);
}

QString LessonDocument::saveWithDialog(QWidget *parent, bool saveAs)
{
    QString path = m_path;
    if (saveAs || path.isEmpty()) {
        path = QFileDialog::getSaveFileName(parent, tr("Save lesson"),
                                            AppSettings::lastLessonDirectory(),
                                            tr("NormKitchen lessons (*.nklesson)"));
        if (path.isEmpty())
            return {};
        if (QFileInfo(path).suffix().isEmpty())
            path += QStringLiteral(".nklesson");
    }
    QString error;
    if (!save(path, &error)) {
        QMessageBox::warning(parent, tr("Cannot save lesson"), error);
        return {};
    }
    return QFileInfo(path).fileName();
}
