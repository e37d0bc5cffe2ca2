#include "lesson/chaptercatalog.h"
#include "lesson/lessoncontroller.h"
#include "window/lessondocument.h"
#include "lesson/lessonfile.h"

#include "catchqt.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace nk::ui;

namespace {

// The step keys of chapter 3 as the catalog lists them: the note keys follow the catalog.
QString keyOf(int chapter, int step)
{
    return QStringLiteral("%1/%2").arg(chapter).arg(
        ChapterCatalog::instance().chapter(chapter)->steps[step].key);
}

} // namespace

TEST_CASE("per-step notes are keyed by chapter and step key", "[lessonfile][stepnotes]")
{
    LessonController c;
    CHECK(LessonController::stepNoteKey(3, 0) == keyOf(3, 0));
    CHECK(LessonController::stepNoteKey(3, 1) != LessonController::stepNoteKey(3, 0));
    CHECK(LessonController::stepNoteKey(999, 0).isEmpty());
    CHECK(LessonController::stepNoteKey(3, -1).isEmpty());
    CHECK(LessonController::stepNoteKey(3, ChapterCatalog::instance().chapter(3)->stepCount())
              .isEmpty());
}

TEST_CASE("editing a step's note is one undoable edit that marks the lesson modified",
          "[lessonfile][stepnotes]")
{
    LessonController c;
    c.undoStack()->clear();
    int changes = 0;
    QObject::connect(&c, &LessonController::stepNotesChanged, [&] { ++changes; });
    c.setStepNote(3, 1, QStringLiteral("A"));
    c.setStepNote(3, 1, QStringLiteral("As"));
    c.setStepNote(3, 1, QStringLiteral("Ask"));
    CHECK(c.stepNote(3, 1) == QStringLiteral("Ask"));
    CHECK(c.stepNote(3, 0).isEmpty());
    CHECK(changes == 3);
    CHECK_FALSE(c.undoStack()->isClean());
    CHECK(c.undoStack()->count() == 1); // typing merged
    c.setStepNote(3, 2, QStringLiteral("other"));
    CHECK(c.undoStack()->count() == 2); // another step: its own undo step
    c.undoStack()->undo();
    CHECK(c.stepNote(3, 2).isEmpty());
    CHECK(c.stepNotes().size() == 1); // an emptied note leaves no key behind
    c.undoStack()->undo();
    CHECK(c.stepNote(3, 1).isEmpty());
    CHECK(c.undoStack()->isClean());
    c.undoStack()->redo();
    CHECK(c.stepNote(3, 1) == QStringLiteral("Ask"));
    // An unknown chapter or step is ignored, not stored under a bad key.
    c.setStepNote(999, 0, QStringLiteral("x"));
    CHECK(c.stepNotes().size() == 1);
}

TEST_CASE("per-step notes round-trip through the lesson file, old files still open",
          "[lessonfile][stepnotes]")
{
    LessonFile::Lesson l;
    l.input = {1, 2, 3};
    l.stepNotes.insert(keyOf(3, 1),
                       QStringLiteral("问：为什么 RMS ≥ σ？ $\\sqrt{\\mu^2+\\sigma^2}$"));
    l.stepNotes.insert(keyOf(1, 0), QStringLiteral("Ask for a guess first."));
    QString error;
    const QByteArray json = LessonFile::toJson(l);
    CHECK(json.contains("\"stepNotes\""));
    const auto back = LessonFile::fromJson(json, &error);
    REQUIRE(back);
    CHECK(back->stepNotes == l.stepNotes);

    // A version-1 file written before per-step notes existed.
    const QByteArray old = R"({"format": "normkitchen-lesson", "version": 1, "input": [1, 2],
                               "notes": "global"})";
    const auto oldLesson = LessonFile::fromJson(old, &error);
    REQUIRE(oldLesson);
    CHECK(oldLesson->stepNotes.isEmpty());
    CHECK(oldLesson->notes == QStringLiteral("global"));
    // No notes: no key written (older NormKitchens read the file unchanged).
    LessonFile::Lesson plain;
    plain.input = {1};
    CHECK_FALSE(LessonFile::toJson(plain).contains("stepNotes"));

    // Wrong types are refused by name.
    const QByteArray notObject = R"({"format": "normkitchen-lesson", "version": 1,
                                    "input": [1], "stepNotes": ["a"]})";
    CHECK_FALSE(LessonFile::fromJson(notObject, &error));
    CHECK(error.contains(QStringLiteral("stepNotes")));
    const QByteArray notText = R"({"format": "normkitchen-lesson", "version": 1,
                                  "input": [1], "stepNotes": {"3/mean": 4}})";
    CHECK_FALSE(LessonFile::fromJson(notText, &error));
    CHECK(error.contains(QStringLiteral("3/mean")));
}

TEST_CASE("save and open keep the per-step notes, a new lesson has none", "[lessonfile][stepnotes]")
{
    QTemporaryDir dir;
    const QString path = QDir(dir.path()).filePath(QStringLiteral("notes.nklesson"));
    {
        LessonController c;
        LessonDocument doc(&c);
        c.setStepNote(3, 2, QStringLiteral("Point at the gap"));
        REQUIRE(doc.isModified());
        REQUIRE(doc.save(path));
        CHECK_FALSE(doc.isModified());
    }
    LessonController c;
    LessonDocument doc(&c);
    REQUIRE(doc.open(path));
    CHECK(c.stepNote(3, 2) == QStringLiteral("Point at the gap"));
    CHECK(c.stepNotes().size() == 1);
    CHECK_FALSE(doc.isModified());
    doc.newLesson();
    CHECK(c.stepNotes().isEmpty());
}
