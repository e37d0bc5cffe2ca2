// ZoomRange: the teacher's zoom and the text zoom, one range for the window, the settings, the
// views and the kitchen.
#include "base/zoomrange.h"

#include "base/theme.h"

#include <catch2/catch.hpp>

#include <cmath>

using namespace nk::ui;

TEST_CASE("zoom range: the teacher's zoom is clamped to 0.5 to 3", "[zoomrange]")
{
    CHECK(ZoomRange::clampZoom(0.1) == 0.5);
    CHECK(ZoomRange::clampZoom(1.7) == 1.7);
    CHECK(ZoomRange::clampZoom(9.0) == 3.0);
    CHECK(ZoomRange::clampZoom(std::nan("")) == 1.0);
}

TEST_CASE("zoom range: the largest text zoom is the largest zoom in the projector theme",
          "[zoomrange]")
{
    const Theme::Mode before = Theme::mode();
    Theme::setPaintingMode(Theme::Mode::Projector);
    const double projector = Theme::textScale();
    Theme::setPaintingMode(Theme::Mode::Light);
    const double light = Theme::textScale();
    Theme::setPaintingMode(before);
    CHECK(projector == ZoomRange::kProjectorTextScale);
    CHECK(light == 1.0);
    CHECK(ZoomRange::textMax() == Approx(3.6));
    // Every zoom the teacher can set is drawn unclamped in every theme.
    for (double z = ZoomRange::kMin; z <= ZoomRange::kMax; z *= 1.15)
        for (double scale : {light, projector})
            CHECK(ZoomRange::clampTextZoom(z * scale) == Approx(z * scale));
    CHECK(ZoomRange::clampTextZoom(5.4) == Approx(3.6));
    CHECK(ZoomRange::clampTextZoom(0.2) == 0.5);
}

TEST_CASE("zoom range: a view takes a new text zoom only when it changes", "[zoomrange]")
{
    double held = 1.0;
    CHECK_FALSE(ZoomRange::takeTextZoom(held, 1.0));
    CHECK_FALSE(ZoomRange::takeTextZoom(held, 1.0 + 1e-14));
    CHECK(ZoomRange::takeTextZoom(held, 2.0));
    CHECK(held == 2.0);
    CHECK(ZoomRange::takeTextZoom(held, 50.0));
    CHECK(held == Approx(ZoomRange::textMax()));
    CHECK_FALSE(ZoomRange::takeTextZoom(held, 60.0)); // clamped to the same
}
