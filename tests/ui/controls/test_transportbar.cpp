// TransportBar: the timeline slider stands where the chapter's clock is, in every chapter.
#include "lesson/lessoncontroller.h"
#include "controls/transportbar.h"

#include "catchqt.h"

#include <catch2/catch.hpp>

#include <QSlider>

using namespace nk::ui;

TEST_CASE("the timeline slider sits at the step's share of its chapter after a chapter change",
          "[widgets]")
{
    // Chapter 1 has 4 steps, chapter 2 six: the slider kept chapter 1's range and stood at
    // 100 % on step 4 of 6.
    LessonController controller;
    TransportBar bar(&controller);
    for (int chapter : {1, 2, 10, 11, 1}) {
        controller.setChapter(chapter);
        const int n = controller.stepCount();
        REQUIRE(n > 0);
        for (int k = 1; k <= n; ++k) {
            controller.setTime(k);
            const QSlider *s = bar.scrubber();
            CAPTURE(chapter, k, n, s->value(), s->maximum());
            CHECK(s->minimum() == 0);
            CHECK(double(s->value() - s->minimum()) / (s->maximum() - s->minimum()) ==
                  Approx(double(k) / n));
        }
    }
}
