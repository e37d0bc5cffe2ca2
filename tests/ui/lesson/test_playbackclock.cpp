// PlaybackClock: the lesson's wall clock, apart from the controller that reads it.
#include "lesson/lessoncontroller.h"
#include "lesson/playbackclock.h"

#include "catchqt.h"

#include <catch2/catch.hpp>

#include <QSignalSpy>
#include <QTest>

using namespace nk::ui;

TEST_CASE("playback clock: an external clock reports what it is advanced, times the speed",
          "[controller][clock]")
{
    PlaybackClock clock;
    clock.setExternal(true);
    QSignalSpy advanced(&clock, &PlaybackClock::advanced);
    clock.advance(1.0);
    CHECK(advanced.isEmpty()); // not running
    clock.start();
    CHECK(clock.isRunning());
    clock.advance(0.5);
    REQUIRE(advanced.count() == 1);
    CHECK(advanced.takeFirst().at(0).toDouble() == 0.5);
    clock.setSpeed(2.0);
    clock.advance(0.5);
    REQUIRE(advanced.count() == 1);
    CHECK(advanced.takeFirst().at(0).toDouble() == 1.0);
    clock.advance(0.0); // no time, no report
    clock.advance(-1.0);
    CHECK(advanced.isEmpty());
    clock.stop();
    clock.advance(1.0);
    CHECK(advanced.isEmpty());
    // External: no timer runs on its own.
    clock.start();
    QTest::qWait(60);
    CHECK(advanced.isEmpty());
}

TEST_CASE("playback clock: the speed stays within 0.25 and 4 and is announced once",
          "[controller][clock]")
{
    PlaybackClock clock;
    QSignalSpy changed(&clock, &PlaybackClock::speedChanged);
    clock.setSpeed(10.0);
    CHECK(clock.speed() == 4.0);
    clock.setSpeed(8.0); // still 4: nothing new
    CHECK(changed.count() == 1);
    clock.setSpeed(0.01);
    CHECK(clock.speed() == 0.25);
    CHECK(changed.count() == 2);
}

TEST_CASE("playback clock: running on its own, it reports about the wall time that passed",
          "[controller][clock]")
{
    PlaybackClock clock;
    double total = 0.0;
    QObject::connect(&clock, &PlaybackClock::advanced, [&](double s) { total += s; });
    clock.start();
    QTest::qWait(300);
    clock.stop();
    CHECK(total > 0.1);
    CHECK(total < 3.0); // a loaded machine is slow, never that slow
    const double stopped = total;
    QTest::qWait(60);
    CHECK(total == stopped);
}

TEST_CASE("playback clock: the controller's speed and external mode are its clock's",
          "[controller][clock]")
{
    LessonController c;
    QSignalSpy speed(&c, &LessonController::speedChanged);
    c.setSpeed(9.0);
    CHECK(c.speed() == 4.0);
    CHECK(speed.count() == 1);
    c.setExternalClock(true);
    CHECK(c.hasExternalClock());
    c.setMode(LessonController::Mode::Execute);
    c.setTime(1.0);
    c.next();
    REQUIRE(c.isPlaying());
    const double before = c.time();
    REQUIRE(c.stepSeconds() > 0.4);
    c.advanceClock(0.1); // 0.4 s of the lesson at speed 4
    CHECK(c.time() == Approx(before + 0.4 / c.stepSeconds()));
}
