// Chapter 5's derivation RMS² = σ² + μ²: the worked example by hand, the identity on random
// vectors against long double, and the cross term's sum at zero up to rounding.
#include "analysis/rmsidentity.h"
#include "numeric/portablerandom.h"

#include <catch2/catch.hpp>

#include <cmath>

using namespace nk;
using Catch::Matchers::WithinAbs;
using Catch::Matchers::WithinRel;

TEST_CASE("the derivation's sums for the worked example (2, −1, 3)", "[rmsidentity]")
{
    const RmsIdentity r = RmsIdentity::compute({2.0, -1.0, 3.0});
    // By hand: μ = 4/3, xᵢ − μ = [2/3, −7/3, 5/3], Σxᵢ² = 14, Σ(xᵢ − μ)² = 78/9 = 26/3,
    // d·μ² = 16/3, 26/3 + 16/3 = 14; RMS² = 14/3, σ² = 26/9, μ² = 16/9.
    CHECK(r.d == 3);
    CHECK_THAT(r.mean, WithinRel(4.0 / 3.0, 1e-15));
    REQUIRE(r.deviations.size() == 3);
    CHECK_THAT(r.deviations[0], WithinRel(2.0 / 3.0, 1e-15));
    CHECK_THAT(r.deviations[1], WithinRel(-7.0 / 3.0, 1e-15));
    CHECK_THAT(r.deviations[2], WithinRel(5.0 / 3.0, 1e-15));
    CHECK(r.sumSquares == 14.0);
    CHECK_THAT(r.sumDeviationSquares, WithinRel(26.0 / 3.0, 1e-15));
    CHECK_THAT(r.dMeanSquared, WithinRel(16.0 / 3.0, 1e-15));
    CHECK_THAT(r.sumDeviations, WithinAbs(0.0, 1e-15));
    CHECK_THAT(r.meanSquare, WithinRel(14.0 / 3.0, 1e-15));
    CHECK_THAT(r.variance, WithinRel(26.0 / 9.0, 1e-15));
    CHECK_THAT(r.meanSquared, WithinRel(16.0 / 9.0, 1e-15));
    // PRODUCT.md: RMS ≈ 2.1602, σ ≈ 1.6997.
    CHECK_THAT(r.rms, WithinAbs(2.1602, 5e-5));
    CHECK_THAT(r.sigma, WithinAbs(1.6997, 5e-5));
}

TEST_CASE("RMS² = σ² + μ² on random vectors, against long double", "[rmsidentity]")
{
    PortableRandom rng(515);
    for (int trial = 0; trial < 200; ++trial) {
        const int d = 1 + int(rng.uniform() * 300);
        const double offset = (rng.uniform() - 0.5) * std::pow(10.0, int(rng.uniform() * 8) - 2);
        const double scale = std::pow(10.0, int(rng.uniform() * 6) - 3);
        std::vector<double> x(static_cast<size_t>(d));
        for (double &v : x)
            v = offset + scale * rng.standardNormal();
        const RmsIdentity r = RmsIdentity::compute(x);
        INFO("trial " << trial << " d " << d << " offset " << offset << " scale " << scale);
        // The expanded sum and the averaged identity.
        CHECK_THAT(r.sumSquares,
                   WithinRel(r.sumDeviationSquares + r.crossTerm + r.dMeanSquared, 1e-12));
        CHECK_THAT(r.meanSquare, WithinRel(r.variance + r.meanSquared, 1e-12));
        CHECK(r.rms >= r.sigma * (1.0 - 1e-15));
        // The cross term's sum is zero up to rounding.
        CHECK(std::abs(r.sumDeviations) <= r.roundingBound);
        // Against a long double recomputation.
        long double sum = 0.0L;
        for (double v : x)
            sum += v;
        const long double mu = sum / d;
        long double dev2 = 0.0L, sq = 0.0L;
        for (double v : x) {
            dev2 += (v - mu) * (v - mu);
            sq += (long double)v * v;
        }
        CHECK_THAT(r.mean, WithinAbs(double(mu), 1e-13 * (std::abs(offset) + scale)));
        CHECK_THAT(r.meanSquare, WithinRel(double(sq / d), 1e-13));
        // σ² by two passes is accurate relative to σ² + μ² (the data's size).
        CHECK_THAT(r.variance, WithinAbs(double(dev2 / d), 1e-12 * double(sq / d)));
    }
}

TEST_CASE("a constant vector: σ = 0, RMS = |μ|", "[rmsidentity]")
{
    const RmsIdentity r = RmsIdentity::compute(std::vector<double>(5, -0.75));
    CHECK(r.variance == 0.0);
    CHECK(r.sigma == 0.0);
    CHECK(r.rms == 0.75);
    CHECK(r.sumDeviations == 0.0);
    CHECK(RmsIdentity::compute({}).d == 0);
}
