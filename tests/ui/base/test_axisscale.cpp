// AxisScale: one ladder of nice numbers (1, 2, 2.5, 5 × 10^k) for every chart's ticks and for
// the vector editor's scale.
#include "base/axisscale.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <limits>

using nk::ui::AxisScale::niceCeil;
using nk::ui::AxisScale::niceStep;
using nk::ui::AxisScale::ticksIn;

TEST_CASE("axis scale: the step is the smallest of the ladder whose ticks fit", "[axisscale]")
{
    // −1 to 9 with three ticks: 5 (0, 5), not the range widened to −20 … 20.
    CHECK(niceStep(-1, 9, 3) == Approx(5));
    CHECK(niceStep(0, 10, 6) == Approx(2));
    CHECK(niceStep(0, 10, 5) == Approx(2.5));
    CHECK(niceStep(0, 1, 11) == Approx(0.1));
    CHECK(niceStep(0.001, 0.0093, 4) == Approx(0.002));
    CHECK(niceStep(0.001, 0.0093, 3) == Approx(0.0025));
    // Every step is on the ladder and its ticks fit.
    for (double hi : {0.37, 1.0, 7.3, 42.0, 1234.5, 9.9e7})
        for (int ticks = 2; ticks <= 8; ++ticks) {
            const double s = niceStep(-hi / 3, hi, ticks);
            REQUIRE(s > 0);
            CHECK(ticksIn(-hi / 3, hi, s) <= ticks);
            const double m = s / std::pow(10.0, std::floor(std::log10(s) + 1e-12));
            CHECK((m == Approx(1) || m == Approx(2) || m == Approx(2.5) || m == Approx(5)));
        }
}

TEST_CASE("axis scale: whole-number steps skip 2.5 and fractions", "[axisscale]")
{
    CHECK(niceStep(1, 4, 10, true) == Approx(1));
    CHECK(niceStep(0, 10, 5, false) == Approx(2.5));
    CHECK(niceStep(0, 10, 5, true) == Approx(5));
    CHECK(niceStep(1, 10, 4, true) == Approx(5));
    CHECK(niceStep(1, 300, 6, true) == Approx(50));
    CHECK(niceStep(0, 1000, 5, true) == Approx(250));
}

TEST_CASE("axis scale: no step for an empty or infinite range", "[axisscale]")
{
    constexpr double inf = std::numeric_limits<double>::infinity();
    CHECK(niceStep(1, 1, 4) == 0);
    CHECK(niceStep(2, 1, 4) == 0);
    CHECK(niceStep(0, inf, 4) == 0);
    CHECK(niceStep(-std::numeric_limits<double>::max(), std::numeric_limits<double>::max(), 4) ==
          0);
    CHECK(niceStep(std::nan(""), 1, 4) == 0);
}

TEST_CASE("axis scale: the nice ceiling is a round number just above the value", "[axisscale]")
{
    CHECK(niceCeil(5.1) == 6);
    CHECK(niceCeil(7.3) == 8);
    CHECK(niceCeil(0.73) == 0.8);
    CHECK(niceCeil(1.0) == 1.0);
    CHECK(niceCeil(9.1) == 10);
    CHECK(niceCeil(2.2) == 2.5);
    CHECK(niceCeil(1234) == 1250);
    CHECK(niceCeil(0) == 1);
    CHECK(niceCeil(-3) == 1);
    CHECK(niceCeil(std::numeric_limits<double>::infinity()) == 1);
    for (double v = 0.011; v < 1e6; v *= 1.37) {
        const double c = niceCeil(v);
        CHECK(c >= v);
        CHECK(c <= v * 4 / 3 * (1 + 1e-12)); // the tallest bar fills three quarters or more
    }
}
