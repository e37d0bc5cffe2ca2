#include "analysis/publishedclaims.h"
#include "norm/flopclaims.h"

#include <catch2/catch.hpp>

using namespace nk;

TEST_CASE("the common 8d-vs-4d claim implies a 50 % saving, 2×", "[claims]")
{
    CHECK(claims::kCommonClaimSaving == 0.5);
    CHECK(claims::kCommonClaimRatio == 2.0);
}

TEST_CASE("the extreme-input demo computed by the kernels matches its printout", "[claims]")
{
    const ExtremeInputDemo::Result &r = ExtremeInputDemo::run();
    // RMSNorm: 1e-6 / √(1e-12 + 1e-5) ≈ 3.16e-4, to the printout's three digits.
    CHECK(r.rmsNormMaxAbs == Approx(claims::kExtremeDemoPrintedRmsNorm).epsilon(2e-3));
    // LayerNorm: the rounding residue of x − μ over √ε. Its size depends on the order of the sum
    // (the teaching kernel sums in sequence: ≈ 1.6e-9; the printout's pairwise sum: 3.60e-11),
    // but it stays far below RMSNorm's: ε guards the divisor, nothing blows up.
    CHECK(r.layerNormMaxAbs < 1e-4 * r.rmsNormMaxAbs);
    CHECK(r.layerNormMaxAbs > 0.0);
    // σ ≈ 0 while the divisor is √(σ² + ε) ≈ √ε: two different numbers.
    CHECK(r.sigma < 1e-9);
    CHECK(r.layerNormDivisor == Approx(std::sqrt(claims::kExtremeDemoEps)).epsilon(1e-4));
    CHECK(&ExtremeInputDemo::run() == &r); // cached
}
