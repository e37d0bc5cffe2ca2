// The common slips (AnswerSlips): each one's value checked against a hand computation, a right
// answer matching none, a slip that gives the key left out, and on 100 generated sheets every
// slip told back from the number it gives.
#include "exercises/answergrader.h"
#include "exercises/answerslips.h"
#include "exercises/exercisesheet.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <limits>
#include <map>

using namespace nk;
using Q = AnswerSlips::Quantity;
using S = AnswerSlips::Slip;

namespace {

// x = [1, 2, 3, 6], element 2 (k = 1), γ = 2, β = 0.5: Σx = 12, μ = 3, Σ(x − μ)² = 14,
// σ² = 3.5, Σx² = 50, mean(x²) = 12.5.
Exercise handSheet()
{
    Exercise e;
    e.vector = {1.0, 2.0, 3.0, 6.0};
    e.gamma = 2.0;
    e.beta = 0.5;
    e.eps = 1e-5;
    e.element = 1;
    return e;
}

std::map<S, double> slipValues(const Exercise &e, Q q)
{
    std::map<S, double> out;
    for (const AnswerSlips::Match &m : AnswerSlips::candidates(e, q))
        if (m.slip != S::WrongElement)
            out[m.slip] = m.value;
    return out;
}

S diagnosed(const Exercise &e, Q q, double typed)
{
    AnswerSlips::Match m;
    REQUIRE(AnswerSlips::diagnose(e, q, typed, &m));
    return m.slip;
}

} // namespace

TEST_CASE("answer slips: the mean and the variance slips give the hand-computed values",
          "[exercises][slips]")
{
    const Exercise e = handSheet();
    const auto mean = slipValues(e, Q::Mean);
    CHECK(mean.at(S::DividedByDMinusOne) == Approx(4.0));
    CHECK(mean.at(S::ForgotToDivide) == Approx(12.0));
    CHECK(mean.at(S::Sign) == Approx(-3.0));
    const auto variance = slipValues(e, Q::Variance);
    CHECK(variance.at(S::DividedByDMinusOne) == Approx(14.0 / 3.0));
    CHECK(variance.at(S::StdForVariance) == Approx(std::sqrt(3.5)));
    CHECK(variance.at(S::ForgotToSubtractMean) == Approx(12.5));
    CHECK(variance.at(S::ForgotToDivide) == Approx(14.0));
    const auto rms = slipValues(e, Q::Rms);
    CHECK(rms.at(S::ForgotRoot) == Approx(12.5));
    CHECK(rms.at(S::SubtractedMean) == Approx(std::sqrt(3.5)));
    CHECK(rms.at(S::DividedByDMinusOne) == Approx(std::sqrt(50.0 / 3.0)));
    CHECK(rms.at(S::ForgotToDivide) == Approx(std::sqrt(50.0)));
    // ε = 1e-5 moves the RMS by far less than the tolerance: "with ε" is not a slip here.
    CHECK(rms.count(S::AddedEps) == 0);

    CHECK(diagnosed(e, Q::Mean, 4.0) == S::DividedByDMinusOne);
    CHECK(diagnosed(e, Q::Variance, 4.67) == S::DividedByDMinusOne); // two decimals, by hand
    CHECK(diagnosed(e, Q::Variance, 1.87) == S::StdForVariance);
    CHECK(diagnosed(e, Q::Rms, 12.5) == S::ForgotRoot);
}

TEST_CASE("answer slips: the output slips give the hand-computed values", "[exercises][slips]")
{
    const Exercise e = handSheet();
    const double divisor = std::sqrt(3.5 + 1e-5); // √(σ² + ε)
    const double ln = 2.0 * (2.0 - 3.0) / divisor + 0.5;
    const auto layerNorm = slipValues(e, Q::LayerNormOutput);
    CHECK(layerNorm.at(S::DividedByDMinusOne) ==
          Approx(2.0 * -1.0 / std::sqrt(14.0 / 3.0 + 1e-5) + 0.5));
    CHECK(layerNorm.at(S::ForgotGamma) == Approx(-1.0 / divisor + 0.5));
    CHECK(layerNorm.at(S::ForgotBeta) == Approx(-2.0 / divisor));
    CHECK(layerNorm.at(S::VarianceForStd) == Approx(-2.0 / (3.5 + 1e-5) + 0.5));
    CHECK(layerNorm.at(S::ForgotToSubtractMean) == Approx(2.0 * 2.0 / divisor + 0.5));
    CHECK(layerNorm.at(S::Sign) == Approx(-ln));
    CHECK(layerNorm.count(S::ForgotEps) == 0); // √3.5 and √3.50001 agree to 1e-6

    const double rmsDivisor = std::sqrt(12.5 + 1e-5);
    const auto rms = slipValues(e, Q::RmsNormOutput);
    CHECK(rms.at(S::ForgotGamma) == Approx(2.0 / rmsDivisor));
    CHECK(rms.at(S::AddedBeta) == Approx(4.0 / rmsDivisor + 0.5));
    CHECK(rms.at(S::ForgotRoot) == Approx(4.0 / (12.5 + 1e-5)));
    CHECK(rms.at(S::SubtractedMean) == Approx(ln)); // LayerNorm's output for RMSNorm's
    CHECK(rms.at(S::Sign) == Approx(-4.0 / rmsDivisor));

    // The other elements' outputs, each named by its index; element 1's RMSNorm output (2/√12.5)
    // is the same number as forgetting γ, the likelier slip, so it is not listed twice.
    std::map<int, double> others;
    for (const AnswerSlips::Match &m : AnswerSlips::candidates(e, Q::LayerNormOutput))
        if (m.slip == S::WrongElement)
            others[m.element] = m.value;
    CHECK(others.size() == 3);
    CHECK(others.at(0) == Approx(2.0 * -2.0 / divisor + 0.5));
    CHECK(others.at(3) == Approx(2.0 * 3.0 / divisor + 0.5));
    AnswerSlips::Match m;
    REQUIRE(AnswerSlips::diagnose(e, Q::LayerNormOutput, 3.71, &m));
    CHECK(m.slip == S::WrongElement);
    CHECK(m.element == 3);
    CHECK(diagnosed(e, Q::RmsNormOutput, 2.0 / rmsDivisor) == S::ForgotGamma);
    CHECK(diagnosed(e, Q::LayerNormOutput, -0.43) == S::DividedByDMinusOne);
    CHECK(diagnosed(e, Q::LayerNormOutput, 0.57) == S::Sign);
}

TEST_CASE("answer slips: a right answer, a stray number and an infinity match none",
          "[exercises][slips]")
{
    const Exercise e = handSheet();
    const ExerciseAnswers a = ExerciseSheet::answers(e);
    AnswerSlips::Match m;
    CHECK_FALSE(AnswerSlips::diagnose(e, Q::Mean, a.mean, &m));
    CHECK_FALSE(AnswerSlips::diagnose(e, Q::LayerNormOutput, a.layerNormOutput[1], &m));
    CHECK_FALSE(AnswerSlips::diagnose(e, Q::RmsNormOutput, a.rmsNormOutput[1] + 0.005, &m));
    CHECK_FALSE(AnswerSlips::diagnose(e, Q::Variance, 42.0, &m));
    CHECK_FALSE(AnswerSlips::diagnose(e, Q::Rms, std::numeric_limits<double>::infinity(), &m));
    CHECK_FALSE(AnswerSlips::diagnose(e, Q::Rms, std::nan(""), &m));
}

TEST_CASE(
    "answer slips: a slip that gives the key is left out, a large eps makes forgetting it one",
    "[exercises][slips]")
{
    Exercise e = handSheet();
    e.gamma = 1.0;
    e.beta = 0.0;
    const auto ln = slipValues(e, Q::LayerNormOutput);
    CHECK(ln.count(S::ForgotGamma) == 0);
    CHECK(ln.count(S::ForgotBeta) == 0);
    CHECK(slipValues(e, Q::RmsNormOutput).count(S::AddedBeta) == 0);

    // ε = 1 (a made-up sheet): now √(σ² + ε) and σ differ by far more than the tolerance.
    e.eps = 1.0;
    const auto big = slipValues(e, Q::LayerNormOutput);
    REQUIRE(big.count(S::ForgotEps) == 1);
    CHECK(big.at(S::ForgotEps) == Approx(-1.0 / std::sqrt(3.5)));
    CHECK(slipValues(e, Q::Rms).at(S::AddedEps) == Approx(std::sqrt(13.5)));
    CHECK(diagnosed(e, Q::RmsNormOutput, 2.0 / std::sqrt(12.5)) == S::ForgotEps);
}

TEST_CASE("answer slips: on 100 generated sheets every slip is told back from its number",
          "[exercises][slips]")
{
    int slips = 0;
    for (const Exercise &e : ExerciseSheet::generate(20261203, 100)) {
        const ExerciseAnswers a = ExerciseSheet::answers(e);
        const double keys[] = {a.mean, a.variance, a.rms, a.layerNormOutput[size_t(e.element)],
                               a.rmsNormOutput[size_t(e.element)]};
        for (int q = 0; q < 5; ++q) {
            const Q quantity = Q(q);
            for (const AnswerSlips::Match &c : AnswerSlips::candidates(e, quantity)) {
                CAPTURE(q, int(c.slip), c.value, keys[q]);
                // Told apart from the right answer, and the number it gives names it.
                CHECK_FALSE(AnswerGrader::withinTolerance(c.value, keys[q]));
                AnswerSlips::Match m;
                REQUIRE(AnswerSlips::diagnose(e, quantity, c.value, &m));
                CHECK(m.slip == c.slip);
                CHECK(m.element == c.element);
                ++slips;
            }
            // The sign of a non-zero output is always a slip of its own or an earlier one's.
            if (q >= 3 && std::abs(keys[q]) > 0.05)
                CHECK(AnswerSlips::diagnose(e, quantity, -keys[q], nullptr));
        }
    }
    CHECK(slips > 1000);
}
