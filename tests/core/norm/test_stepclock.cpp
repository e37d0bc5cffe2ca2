#include "norm/stepclock.h"

#include <catch2/catch.hpp>

#include <cmath>

using nk::StepClock;

TEST_CASE("the step playing at t: step s plays from just after s up to s+1", "[stepclock]")
{
    CHECK(StepClock::currentStep(0.0, 6) == 0);
    CHECK(StepClock::currentStep(0.5, 6) == 0);
    CHECK(StepClock::currentStep(1.0, 6) == 0); // its pause point
    CHECK(StepClock::currentStep(1.0 + 1e-6, 6) == 1);
    CHECK(StepClock::currentStep(6.0, 6) == 5);
    CHECK(StepClock::currentStep(99.0, 6) == 5);
    CHECK(StepClock::currentStep(3.0, 0) == 0);
}

TEST_CASE("progress and completion of a span of slots", "[stepclock]")
{
    // LayerNorm's variance covers slots 2–3.
    CHECK(StepClock::progress(2.0, 2, 2) == 0.0);
    CHECK(StepClock::progress(3.0, 2, 2) == Approx(0.5));
    CHECK(StepClock::progress(4.0, 2, 2) == 1.0);
    CHECK_FALSE(StepClock::isComplete(3.0, 2, 2));
    CHECK(StepClock::isComplete(4.0, 2, 2));
    CHECK(StepClock::isComplete(4.0 - 1e-12, 2, 2)); // a pause point reached by float steps
    CHECK_FALSE(StepClock::hasStarted(2.0, 2));
    CHECK(StepClock::hasStarted(2.01, 2));
    CHECK(StepClock::progress(std::nan(""), 0) == 0.0);
}

TEST_CASE("pause points are the integers either side of t", "[stepclock]")
{
    CHECK(StepClock::nextPause(2.0) == 3.0);
    CHECK(StepClock::nextPause(2.4) == 3.0);
    CHECK(StepClock::previousPause(2.4) == 2.0);
    CHECK(StepClock::previousPause(3.0) == 2.0);
    CHECK(StepClock::nextPause(3.0 - 1e-12) == 4.0);
}
