// The kitchen's shared axis: which values get a tick label.
#include "kitchen/kitchenaxis.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <vector>

using namespace nk::ui;

namespace {

KitchenAxis linear(double lo, double hi)
{
    KitchenAxis a;
    a.lo = lo;
    a.hi = hi;
    return a;
}

bool has(const std::vector<double> &v, double x)
{
    return std::find(v.begin(), v.end(), x) != v.end();
}

} // namespace

TEST_CASE("kitchen axis ticks are 0 and round numbers, never the range's ragged ends", "[kitchen]")
{
    // [1, 2, 3, 4] with the worked example's γ and β: the stages reach down to −2.01. The
    // label "−2.01" read as the vector's minimum.
    const std::vector<double> t = linear(-2.0121, 4.0).ticks(4);
    REQUIRE_FALSE(t.empty());
    CHECK(t.front() == 0.0); // 0 first: it is always kept
    CHECK_FALSE(has(t, -2.0121));
    CHECK(t == std::vector<double>{0.0, 4.0, -2.0, 2.0}); // outermost first
    CHECK(int(t.size()) <= 4);
    // Fewer allowed: a coarser step, still round.
    const std::vector<double> two = linear(-2.0121, 4.0).ticks(2);
    CHECK(int(two.size()) <= 2);
    for (double v : two)
        CHECK((v == 0.0 || v == 2.5 || v == 5.0 || v == -2.5));
    // All positive: no 0 to keep, multiples inside the range only.
    const std::vector<double> pos = linear(0.3, 0.9).ticks(3);
    REQUIRE_FALSE(pos.empty());
    for (double v : pos)
        CHECK((v >= 0.3 && v <= 0.9));
    // An empty or broken range has none.
    CHECK(linear(1.0, 1.0).ticks(4).empty());
}

TEST_CASE("a symmetric-log kitchen axis ticks 0 and powers of ten down to its linear core",
          "[kitchen]")
{
    // [0.001, 0.002]: inputs a thousandth of the normalized values.
    KitchenAxis a = linear(-1.47, 1.89);
    a.log = true;
    a.c = 0.002 / 3.0;
    const std::vector<double> t = a.ticks(0);
    REQUIRE(t.size() >= 3);
    CHECK(t[0] == 0.0);
    CHECK(t[1] == 1.0);
    CHECK(t[2] == -1.0);
    CHECK(has(t, 0.001));
    CHECK_FALSE(has(t, 0.0001)); // under c = 0.00067 the scale is linear: 10⁻⁴ would crowd 0
    for (double v : t)
        CHECK((v >= a.lo && v <= a.hi));
    // Largest magnitudes first, so the painter keeps the far ticks when space is short.
    for (size_t i = 2; i < t.size(); ++i)
        CHECK(std::abs(t[i]) <= std::abs(t[i - 1]) + 1e-12);
}
