#include "window/lessondocument.h"

#include "base/appsettings.h"
#include "lesson/chaptercatalog.h"
#include "io/presets.h"
#include "lesson/lessoncontroller.h"
#include "lesson/lessonfile.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QStandardPaths>
#include <QUndoStack>

#include <algorithm>

namespace nk::ui {

LessonDocument::LessonDocument(LessonController *controller, QObject *parent)
    : QObject(parent)
    , m_controller(controller)
{
    connect(m_controller->undoStack(), &QUndoStack::cleanChanged, this,
            &LessonDocument::titleChanged);
}

void LessonDocument::setQuestion(Question question)
{
    m_question = std::move(question);
}

void LessonDocument::setPathChooser(PathChooser chooser)
{
    m_pathChooser = std::move(chooser);
}

void LessonDocument::setWarning(Warning warning)
{
    m_warning = std::move(warning);
}

void LessonDocument::setWindowState(WindowState state)
{
    m_windowState = std::move(state);
}

void LessonDocument::warn(QWidget *parent, const QString &title, const QString &text) const
{
    if (m_warning)
        m_warning(parent, title, text);
    else
        QMessageBox::warning(parent, title, text);
}

bool LessonDocument::isModified() const
{
    return !m_controller->undoStack()->isClean();
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
    if (!path.isEmpty()) {
        AppSettings::setLastLessonDirectory(QFileInfo(path).absolutePath());
        AppSettings::addRecentLesson(path);
    }
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
    m_controller->setLessonChapters(lesson->chapters);
    // A chapter this version does not have falls back to the first.
    const ChapterCatalog &catalog = ChapterCatalog::instance();
    m_controller->setChapter(catalog.contains(lesson->chapter) ? lesson->chapter
                                                               : catalog.firstId());
    m_controller->setNotes(lesson->notes);
    m_controller->setStepNotes(lesson->stepNotes);
    m_controller->setMode(
        LessonController::modeFromName(lesson->mode).value_or(LessonController::Mode::Start));
    m_controller->setTime(std::clamp(lesson->step, 1, m_controller->stepCount()));
    setPath(path);
    emit lessonOpened(*lesson);
    return true;
}

bool LessonDocument::save(const QString &path, QString *error)
{
    m_controller->applyPendingEdits(); // what was typed a moment ago is saved too
    LessonFile::Lesson l;
    l.input = m_controller->input();
    l.settings = m_controller->settings();
    l.presetId = m_controller->presetId();
    l.chapter = m_controller->chapter();
    l.mode = LessonController::modeName(m_controller->mode());
    l.step = m_controller->currentStep() + 1;
    l.notes = m_controller->notes();
    l.chapters = m_controller->lessonChapters();
    if (m_windowState)
        m_windowState(l);
    l.stepNotes = m_controller->stepNotes();
    if (!LessonFile::save(path, l, error))
        return false;
    m_controller->undoStack()->setClean();
    setPath(path);
    return true;
}

void LessonDocument::newLesson()
{
    const nk::Preset *preset = nk::Presets::find(nk::Presets::kWorkedExample);
    m_controller->setState(preset->input, preset->settings,
                           QString::fromLatin1(nk::Presets::kWorkedExample));
    m_controller->undoStack()->clear();
    m_controller->setLessonChapters({});
    m_controller->setChapter(ChapterCatalog::instance().defaultId());
    m_controller->setNotes({});
    m_controller->setStepNotes({});
    m_controller->setMode(LessonController::Mode::Start);
    m_controller->first();
    setPath({});
    LessonFile::Lesson lesson;
    lesson.input = m_controller->input();
    lesson.settings = m_controller->settings();
    lesson.presetId = m_controller->presetId();
    lesson.chapter = m_controller->chapter();
    emit lessonOpened(lesson);
}

void LessonDocument::newLessonWithQuestion(QWidget *parent)
{
    if (maybeSave(parent))
        newLesson();
}

bool LessonDocument::maybeSave(QWidget *parent)
{
    m_controller->applyPendingEdits();
    if (!isModified())
        return true;
    switch (askToSave(parent)) {
    case Answer::Save:
        return !saveWithDialog(parent, false).isEmpty();
    case Answer::Discard:
        return true;
    case Answer::Cancel:
        break;
    }
    return false;
}

LessonDocument::Answer LessonDocument::askToSave(QWidget *parent) const
{
    if (m_question)
        return m_question(parent);
    const QString name = m_path.isEmpty() ? tr("Untitled lesson") : QFileInfo(m_path).fileName();
    QMessageBox box(QMessageBox::Warning, tr("Unsaved changes"),
                    tr("Save the changes to “%1”?").arg(name),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, parent);
    box.setInformativeText(tr("The vector, parameters and notes you changed are lost "
                              "unless you save them."));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save:
        return Answer::Save;
    case QMessageBox::Discard:
        return Answer::Discard;
    default:
        return Answer::Cancel;
    }
}

QString LessonDocument::suggestedFileName(const QList<int> &chapters)
{
    // Runs of chapters as ranges: 1, 2, 3, 5 → "ch1-3_5".
    QList<int> ids = chapters.isEmpty() ? ChapterCatalog::instance().ids() : chapters;
    std::sort(ids.begin(), ids.end());
    QStringList runs;
    for (int i = 0; i < ids.size();) {
        int j = i;
        while (j + 1 < ids.size() && ids[j + 1] == ids[j] + 1)
            ++j;
        runs << (j == i ? QString::number(ids[i])
                        : QStringLiteral("%1-%2").arg(ids[i]).arg(ids[j]));
        i = j + 1;
    }
    return tr("normkitchen-lesson") + QStringLiteral("-ch") + runs.join(QLatin1Char('_')) +
           QStringLiteral(".nklesson");
}

QString LessonDocument::suggestedSavePath() const
{
    if (!m_path.isEmpty())
        return m_path;
    const QString name = suggestedFileName(m_controller->lessonChapters());
    QString dir = AppSettings::lastLessonDirectory();
    if (dir.isEmpty()) // not the folder the app happened to start in
        dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return dir.isEmpty() ? name : QDir(dir).filePath(name);
}

QString LessonDocument::choosePath(QWidget *parent, bool forSaving) const
{
    if (m_pathChooser)
        return m_pathChooser(parent, forSaving);
    if (forSaving)
        return QFileDialog::getSaveFileName(parent, tr("Save lesson"), suggestedSavePath(),
                                            tr("NormKitchen lessons (*.nklesson)"));
    return QFileDialog::getOpenFileName(
        parent, tr("Open lesson"), AppSettings::lastLessonDirectory(),
        tr("NormKitchen lessons (*.nklesson *.json);;All files (*)"));
}

void LessonDocument::openWithDialog(QWidget *parent)
{
    if (!maybeSave(parent))
        return;
    const QString path = choosePath(parent, false);
    if (path.isEmpty())
        return;
    QString error;
    if (!open(path, &error))
        warn(parent, tr("Cannot open lesson"), error);
}

QString LessonDocument::saveWithDialog(QWidget *parent, bool saveAs)
{
    QString path = m_path;
    if (saveAs || path.isEmpty()) {
        path = choosePath(parent, true);
        if (path.isEmpty())
            return {};
        if (QFileInfo(path).suffix().isEmpty())
            path += QStringLiteral(".nklesson");
    }
    QString error;
    if (!save(path, &error)) {
        warn(parent, tr("Cannot save lesson"), error);
        return {};
    }
    return QFileInfo(path).fileName();
}

} // namespace nk::ui
