// LessonRoute: the lesson's chapters in teaching order, apart from the controller that walks them.
#include "lesson/lessonroute.h"

#include <catch2/catch.hpp>

using namespace nk::ui;

TEST_CASE("lesson route: with no chapters chosen it is the catalog's order", "[controller][route]")
{
    const LessonRoute route({1, 2, 3, 5, 8}, {});
    CHECK(route.uses(5));
    CHECK_FALSE(route.uses(4));
    CHECK(route.first() == 1);
    CHECK(route.last() == 8);
    CHECK(route.next(3) == 5);
    CHECK(route.next(8) == 0);
    CHECK(route.previous(5) == 3);
    CHECK(route.previous(1) == 0);
}

TEST_CASE("lesson route: chosen chapters skip the others, from any chapter", "[controller][route]")
{
    const LessonRoute route({1, 2, 3, 5, 8}, {2, 8});
    CHECK(route.uses(8));
    CHECK_FALSE(route.uses(3));
    CHECK(route.first() == 2);
    CHECK(route.last() == 8);
    CHECK(route.next(2) == 8);
    // From a chapter the lesson does not use (opened from the chapter list): on to the next
    // one it does, or back to the one before.
    CHECK(route.next(3) == 8);
    CHECK(route.previous(5) == 2);
    CHECK(route.previous(2) == 0);
    CHECK(route.next(8) == 0);
    // A chapter the catalog does not have leads nowhere.
    CHECK(route.next(4) == 0);
    CHECK(route.previous(4) == 0);
}

TEST_CASE("lesson route: an empty catalog has no first or last chapter", "[controller][route]")
{
    const LessonRoute route({}, {});
    CHECK(route.first() == 0);
    CHECK(route.last() == 0);
    CHECK(route.next(1) == 0);
}
