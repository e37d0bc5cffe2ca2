// Downsample::minMax: one rule for drawing a long series, spikes and NaN kept.
#include "base/downsample.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <limits>

using nk::ui::Downsample::bucketLength;
using nk::ui::Downsample::minMax;

TEST_CASE("downsample: a series that fits is drawn whole from x = 1", "[downsample]")
{
    const std::vector<double> v{3, -1, 4, 1, 5};
    const auto p = minMax(v, 5);
    REQUIRE(p.size() == 5);
    for (size_t i = 0; i < v.size(); ++i) {
        CHECK(p[i].x == double(i + 1));
        CHECK(p[i].y == v[i]);
    }
    CHECK(minMax({}, 16).empty());
}

TEST_CASE("downsample: a long series keeps every bucket's minimum and maximum", "[downsample]")
{
    std::vector<double> v(4096, 0.0);
    v[1234] = 100.0; // one spike up, one down: both survive
    v[3000] = -7.0;
    const auto p = minMax(v, 512);
    CHECK(bucketLength(4096, 512) == 16);
    REQUIRE(p.size() == 512);
    double top = 0, bottom = 0;
    for (const auto &q : p) {
        top = std::max(top, q.y);
        bottom = std::min(bottom, q.y);
    }
    CHECK(top == 100.0);
    CHECK(bottom == -7.0);
    // The spike's bucket (1232…1247) is drawn at its middle.
    const auto spike = std::find_if(p.begin(), p.end(), [](const auto &q) { return q.y == 100; });
    CHECK(spike->x == Approx(1232 + 1 + 7.5));
    // The last bucket may be short: 1000 values in 4 buckets of 250.
    const auto q = minMax(std::vector<double>(1000, 1.0), 8);
    REQUIRE(q.size() == 8);
    CHECK(q.back().x == Approx(751 + 124.5));
}

TEST_CASE("downsample: a bucket holding a NaN is drawn as NaN", "[downsample]")
{
    std::vector<double> v(100, 1.0);
    v[0] = std::numeric_limits<double>::quiet_NaN();
    v[57] = std::numeric_limits<double>::quiet_NaN();
    const auto p = minMax(v, 10); // 5 buckets of 20
    REQUIRE(p.size() == 10);
    CHECK(std::isnan(p[0].y));
    CHECK(std::isnan(p[1].y));
    CHECK(p[2].y == 1.0);
    CHECK(std::isnan(p[4].y));
    CHECK(std::isnan(p[5].y));
    CHECK(p[8].y == 1.0);
}
