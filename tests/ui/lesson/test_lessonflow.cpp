// The lesson's flow across chapters: Next goes from a chapter's last step into the next
// chapter, Finish comes once after the last chapter, then the end of the lesson and the
// lesson's start; play goes on into the next chapter.
#include "lesson/chaptercatalog.h"
#include "lesson/lessoncontroller.h"

#include "catchqt.h"

#include <catch2/catch.hpp>

#include <QSignalSpy>

using namespace nk::ui;

namespace {
using Mode = LessonController::Mode;

// Presses Next and lets the step it starts play out (the controller runs on an external clock).
void press(LessonController &c)
{
    c.next();
    if (c.isPlaying())
        c.advanceClock(1e6); // stops at the step's pause point
}
} // namespace

TEST_CASE("Next walks the whole lesson with one Finish at its end, then its end and its start",
          "[controller][flow]")
{
    const ChapterCatalog &catalog = ChapterCatalog::instance();
    LessonController c;
    c.setExternalClock(true);
    REQUIRE_FALSE(c.finishesEveryChapter()); // the default
    c.setChapter(catalog.firstId());
    c.setMode(Mode::Start);
    int steps = 0;
    for (int id : catalog.ids())
        steps += catalog.chapter(id)->stepCount();
    int presses = 0, finishes = 0;
    QList<int> visited;
    while (!c.isAtLessonEnd() && presses < 500) {
        press(c);
        ++presses;
        if (c.mode() == Mode::Finish && !c.isAtLessonEnd())
            ++finishes;
        if (c.mode() == Mode::Execute && (visited.isEmpty() || visited.back() != c.chapter()))
            visited << c.chapter();
    }
    CHECK(visited == catalog.ids());
    CHECK(finishes == 1);
    // Start → 1.1 is one press, each further step one, Finish and the end one each.
    CHECK(presses == steps + 2);
    CHECK(c.chapter() == catalog.ids().back());
    const LessonController::Upcoming up = c.upcoming();
    CHECK(up.kind == LessonController::Upcoming::Kind::LessonStart);
    press(c); // back to the start for the next class
    CHECK(c.mode() == Mode::Start);
    CHECK(c.chapter() == catalog.firstId());
    CHECK_FALSE(c.isAtLessonEnd());
}

TEST_CASE("Previous from a chapter's first step goes to the previous chapter's last step",
          "[controller][flow]")
{
    const QList<int> ids = ChapterCatalog::instance().ids();
    REQUIRE(ids.size() >= 3);
    LessonController c;
    c.setExternalClock(true);
    c.setLessonChapters({ids[0], ids[2]}); // the second chapter is not in this lesson
    c.setChapter(ids[2]);
    c.setMode(Mode::Execute);
    c.first();
    c.previous();
    CHECK(c.mode() == Mode::Execute);
    CHECK(c.chapter() == ids[0]);
    CHECK(c.time() == double(c.stepCount()));
    // And Next from there skips the chapter the lesson leaves out.
    CHECK(c.upcoming().kind == LessonController::Upcoming::Kind::Step);
    CHECK(c.upcoming().chapter == ids[2]);
    press(c);
    CHECK(c.chapter() == ids[2]);
    CHECK(c.currentStep() == 0);
    // With Finish after every chapter, the previous chapter's Finish comes between.
    c.setFinishEveryChapter(true);
    c.previous();
    CHECK(c.mode() == Mode::Finish);
    CHECK(c.chapter() == ids[0]);
}

TEST_CASE("play goes on into the next chapter after a hold and stops at the lesson's end",
          "[controller][flow]")
{
    const QList<int> ids = ChapterCatalog::instance().ids();
    LessonController c;
    c.setExternalClock(true);
    c.setLessonChapters({ids[0], ids[1]});
    c.setChapter(ids[0]);
    c.setMode(Mode::Execute);
    c.setSpeed(4.0);
    QSignalSpy chapters(&c, &LessonController::chapterChanged);
    c.play();
    int ticks = 0;
    while (c.chapter() == ids[0] && c.isPlaying() && ticks++ < 100000)
        c.advanceClock(0.05);
    CHECK(c.chapter() == ids[1]);
    CHECK(c.isPlaying()); // still playing: the first step of the next chapter
    CHECK(c.time() < 1.0);
    while (c.isPlaying() && ticks++ < 200000)
        c.advanceClock(0.05);
    CHECK_FALSE(c.isPlaying());
    CHECK(c.chapter() == ids[1]); // the lesson's last chapter: play stops there
    CHECK(c.time() == double(c.stepCount()));
    CHECK(chapters.count() == 1);
    CHECK(ticks < 100000);
}

TEST_CASE("the hold at a chapter's end lasts its seconds, and P there goes on at once",
          "[controller][flow]")
{
    const QList<int> ids = ChapterCatalog::instance().ids();
    LessonController c;
    c.setExternalClock(true);
    c.setChapter(ids[0]);
    c.setMode(Mode::Execute);
    c.setTime(double(c.stepCount()) - 0.5);
    c.play();
    // play() from mid-step: it restarts nothing, so t reaches the end after half a step.
    c.advanceClock(0.5 * c.stepSeconds());
    REQUIRE(c.time() == double(c.stepCount()));
    CHECK(c.isPlaying());
    c.advanceClock(LessonController::kChapterHoldSeconds * 0.5);
    CHECK(c.chapter() == ids[0]); // still holding the last step
    c.advanceClock(LessonController::kChapterHoldSeconds * 0.6);
    CHECK(c.chapter() == ids[1]);
    // Paused at a chapter's end, P goes on into the next chapter instead of replaying it.
    c.pause();
    c.last();
    c.play();
    CHECK(c.chapter() == ids[2]);
    CHECK(c.isPlaying());
    c.pause();
    // Without play across chapters, it replays the chapter as before.
    c.setPlayAcrossChapters(false);
    c.last();
    c.play();
    CHECK(c.chapter() == ids[2]);
    CHECK(c.time() == 1.0);
    c.pause();
}
