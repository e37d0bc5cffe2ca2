// RefreshWhenShown: a refresh asked for while hidden waits for the next show, and runs once.
#include "base/refreshwhenshown.h"

#include "catchqt.h"

#include <catch2/catch.hpp>

#include <QWidget>

using namespace nk::ui;

TEST_CASE("a refresh asked for while hidden runs once when the widget is shown", "[widgets]")
{
    QWidget w;
    int refreshes = 0;
    auto *refresh = new RefreshWhenShown(&w, [&refreshes] { ++refreshes; });
    refresh->request();
    refresh->request();
    CHECK(refreshes == 0); // hidden: nothing drawn for a page nobody sees
    w.show();
    CHECK(refreshes == 1); // shown: it catches up once for all the reports missed
    refresh->request();
    CHECK(refreshes == 2); // on screen: at once
    w.hide();
    w.show();
    CHECK(refreshes == 2); // nothing was missed, so showing again draws nothing
}
