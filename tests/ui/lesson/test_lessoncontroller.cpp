#include "lesson/chaptercatalog.h"
#include "io/presets.h"
#include "lesson/lessoncontroller.h"

#include "catchqt.h"

#include <catch2/catch.hpp>

#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

using namespace nk::ui;

TEST_CASE("a typed vector recomputes the traces, a bad one keeps the last good state",
          "[controller]")
{
    LessonController c;
    REQUIRE(c.input() == std::vector<double>{2, -1, 3});
    QSignalSpy changed(&c, &LessonController::inputChanged);
    CHECK(c.setInputText(QStringLiteral("1, 2, 3, 4")));
    CHECK(changed.count() == 1);
    CHECK(c.input() == std::vector<double>{1, 2, 3, 4});
    CHECK(c.layerNorm()->step(nk::StepId::Mean)->scalar == 2.5);
    CHECK(c.rmsNorm()->d() == 4);

    QSignalSpy rejected(&c, &LessonController::inputRejected);
    CHECK_FALSE(c.setInputText(QStringLiteral("1, 2, x")));
    CHECK(rejected.count() == 1);
    CHECK(c.input() == std::vector<double>{1, 2, 3, 4});
    CHECK(c.inputError().contains(QStringLiteral("column 7")));
    CHECK(c.inputErrorPosition() == 7);
}

TEST_CASE("undo and redo restore input and parameters, one drag is one undo step", "[controller]")
{
    LessonController c;
    QUndoStack *u = c.undoStack();
    c.setInputText(QStringLiteral("1, 2, 3"));
    nk::NormSettings s = c.settings();
    s.precision = nk::Precision::Fp16;
    c.setSettings(s);
    CHECK(c.layerNorm()->settings.precision == nk::Precision::Fp16);
    // A drag: many element changes with one merge key.
    for (int i = 1; i <= 10; ++i)
        c.setElement(0, 1.0 + i * 0.5, 77);
    CHECK(c.input()[0] == 6.0);
    const int afterDrag = u->count();
    u->undo();
    CHECK(c.input()[0] == 1.0);
    u->undo();
    CHECK(c.settings().precision != nk::Precision::Fp16);
    u->undo();
    CHECK(c.input() == std::vector<double>{2, -1, 3});
    u->redo();
    u->redo();
    u->redo();
    CHECK(c.input()[0] == 6.0);
    CHECK(c.settings().precision == nk::Precision::Fp16);
    CHECK(afterDrag == 3);
}

TEST_CASE("typing merges into one undo step unless per-element γ must fall back", "[controller]")
{
    LessonController c;
    QUndoStack *u = c.undoStack();
    c.setInputText(QStringLiteral("1, 2, 3"), 5);
    c.setInputText(QStringLiteral("1, 2, 3, 4"), 5);
    CHECK(u->count() == 1);
    nk::NormSettings s = c.settings();
    s.gamma = {1, 2, 3, 4};
    c.setSettings(s);
    // A new length drops the per-element γ: an undo step of its own, then typing merges again.
    c.setInputText(QStringLiteral("1, 2"), 6);
    CHECK(u->count() == 3);
    CHECK(c.settings().gamma.size() == 1);
    c.setInputText(QStringLiteral("1, 2, 3"), 6);
    c.setInputText(QStringLiteral("1, 2, 3, 5"), 6);
    CHECK(u->count() == 4);
    u->undo();
    CHECK(c.input() == std::vector<double>{1, 2});
    u->undo();
    CHECK(c.settings().gamma == std::vector<double>{1, 2, 3, 4});
}

TEST_CASE("modes have one name each for lesson files and the command line", "[controller]")
{
    using Mode = LessonController::Mode;
    for (Mode m : {Mode::Start, Mode::Execute, Mode::Monitor, Mode::Finish})
        CHECK(LessonController::modeFromName(LessonController::modeName(m)) == m);
    CHECK(LessonController::modeName(Mode::Monitor) == QStringLiteral("monitor"));
    CHECK_FALSE(LessonController::modeFromName(QStringLiteral("Start")));
    CHECK_FALSE(LessonController::modeFromName(QString()));
}

TEST_CASE("presets load with their parameters and are undoable", "[controller]")
{
    LessonController c;
    c.applyPreset(QStringLiteral("fp16-overflow"));
    CHECK(c.presetId() == QStringLiteral("fp16-overflow"));
    CHECK(c.settings().precision == nk::Precision::Fp16);
    CHECK(c.rmsNorm()->flags.overflow);
    c.undoStack()->undo();
    CHECK(c.presetId() == QStringLiteral("worked-example"));
}

TEST_CASE("a preset's former id loads it under its current id", "[controller]")
{
    LessonController c;
    c.applyPreset(QStringLiteral("seed-demo"));
    CHECK(c.presetId() == QStringLiteral("random-demo"));
    CHECK(c.input() == nk::Presets::find("random-demo")->input);
    // As a lesson file's preset does.
    c.setState({2.0, -1.0, 3.0}, c.settings(), QStringLiteral("seed-example"));
    CHECK(c.presetId() == QStringLiteral("worked-example"));
    c.setState({2.0, -1.0, 3.0}, c.settings(), QStringLiteral("my-own"));
    CHECK(c.presetId() == QStringLiteral("my-own"));
}

TEST_CASE("next lands on pause points, previous goes back at once", "[controller]")
{
    LessonController c;
    c.setExternalClock(true);
    c.setMode(LessonController::Mode::Execute);
    c.setSpeed(4.0);
    c.setTime(1.0);
    c.next();
    CHECK(c.isPlaying());
    c.advanceClock(0.25 * c.stepSeconds()); // a quarter of the step at speed 4: all of it
    CHECK_FALSE(c.isPlaying());
    CHECK(c.time() == 2.0);
    CHECK(c.currentStep() == 1);
    c.next();
    c.next(); // pressed again while moving: that step completes at once, the next one starts
    CHECK(c.time() == 3.0);
    CHECK(c.isPlaying());
    c.pause();
    c.previous();
    CHECK(c.time() == 2.0);
    c.last();
    CHECK(c.time() == double(c.stepCount()));
    c.setFinishEveryChapter(true);
    c.next(); // past the end: the story moves on to Finish
    CHECK(c.mode() == LessonController::Mode::Finish);
    c.previous();
    CHECK(c.mode() == LessonController::Mode::Execute);
    c.setChapter(ChapterCatalog::instance().firstId());
    c.first();
    c.previous(); // before the first step of the first chapter: back to Start
    CHECK(c.mode() == LessonController::Mode::Start);
    c.next(); // a clicker in Start goes into Execute
    CHECK(c.mode() == LessonController::Mode::Execute);
}

TEST_CASE("two quick presses of next advance two steps", "[controller]")
{
    LessonController c;
    c.setMode(LessonController::Mode::Execute);
    c.setTime(1.0);
    c.next(); // starts animating step 2
    c.next(); // step 2 completes at once; step 3 starts
    CHECK(c.time() == 2.0);
    CHECK(c.isPlaying());
    c.next();
    CHECK(c.time() == 3.0);
    c.pause();
    CHECK(c.currentStep() == 2);
}

TEST_CASE("with Finish after every chapter the clicker walks steps, Finish, the next chapter, back",
          "[controller]")
{
    const ChapterCatalog &catalog = ChapterCatalog::instance();
    LessonController c;
    c.setFinishEveryChapter(true);
    c.setChapter(catalog.firstId());
    c.setMode(LessonController::Mode::Start);
    // Forward: no timers needed, each press of a moving step completes it.
    QList<int> finishes;
    for (int press = 0; press < 500 && finishes.size() < catalog.ids().size(); ++press) {
        const bool wasFinish = c.mode() == LessonController::Mode::Finish;
        c.next();
        if (c.isPlaying()) {
            c.next(); // completes it and starts the next; pause there
            c.pause();
        }
        if (c.mode() == LessonController::Mode::Finish && !wasFinish)
            finishes << c.chapter();
        if (wasFinish && c.mode() == LessonController::Mode::Finish)
            break; // the last chapter's Finish: the end of the lesson
    }
    CHECK(finishes == catalog.ids());
    CHECK(c.mode() == LessonController::Mode::Finish);
    CHECK(c.chapter() == catalog.ids().back());
    CHECK_FALSE(c.isAtLessonEnd());
    c.next(); // the end of the lesson, still in Finish
    CHECK(c.isAtLessonEnd());
    CHECK(c.mode() == LessonController::Mode::Finish);
    c.previous(); // back to the last Finish
    CHECK_FALSE(c.isAtLessonEnd());
    CHECK(c.mode() == LessonController::Mode::Finish);
    // Backward, the reverse path down to Start.
    QList<int> seen;
    for (int press = 0; press < 500 && c.mode() != LessonController::Mode::Start; ++press) {
        c.previous();
        if (c.mode() == LessonController::Mode::Finish)
            seen.prepend(c.chapter());
    }
    CHECK(c.mode() == LessonController::Mode::Start);
    CHECK(c.chapter() == catalog.firstId());
    QList<int> expected = catalog.ids();
    expected.removeLast(); // the last chapter's Finish was where we started
    CHECK(seen == expected);
}

TEST_CASE("play runs to the end of the chapter and can be paused", "[controller]")
{
    LessonController c;
    c.setPlayAcrossChapters(false);
    c.setExternalClock(true);
    c.setMode(LessonController::Mode::Execute);
    c.setSpeed(4.0);
    c.play();
    // Play does not stop at pause points: 1.5 steps' worth of time moves t by 1.5.
    while (c.time() < 2.5 - 1e-9 && c.isPlaying())
        c.advanceClock(0.005 * c.stepSeconds()); // t moves by 0.02 per call at speed 4
    CHECK(c.time() >= 2.5 - 1e-9);
    CHECK(c.time() < 2.53);
    c.pause();
    const double t = c.time();
    c.advanceClock(10.0); // paused: time stands still
    CHECK(c.time() == t);
    c.play();
    for (int i = 0; i < 10000 && c.isPlaying(); ++i)
        c.advanceClock(0.1);
    CHECK_FALSE(c.isPlaying());
    CHECK(c.time() == double(c.stepCount()));
}

TEST_CASE("the real timer plays too", "[controller]")
{
    // The one test of the wall-clock path: a short step at top speed.
    LessonController c;
    c.setMode(LessonController::Mode::Execute);
    c.setSpeed(4.0);
    c.setTime(1.0);
    c.next();
    QTRY_VERIFY_WITH_TIMEOUT(!c.isPlaying(), 3000);
    CHECK(c.time() == 2.0);
}

TEST_CASE("the controller moves only between chapters that exist", "[controller]")
{
    LessonController c;
    const QList<int> &chapters = LessonController::chapters();
    REQUIRE_FALSE(chapters.isEmpty());
    c.setChapter(chapters.back());
    CHECK(c.chapter() == chapters.back());
    c.setChapter(chapters.back() + 1); // not written yet: ignored
    CHECK(c.chapter() == chapters.back());
    c.setChapter(0);
    CHECK(c.chapter() == chapters.back());
}
