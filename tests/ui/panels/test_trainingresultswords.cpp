// TrainingResultsWords: chapter 6's sentences from a run's summary, without the panel.
#include "panels/trainingresultswords.h"

#include "catchqt.h"

#include <catch2/catch.hpp>

using namespace nk::ui;

namespace {

nk::TrainingEconomics::Summary parityAt(double layerNorm, double rmsNorm)
{
    nk::TrainingEconomics::Summary s;
    s.valid = true;
    s.parity.push_back({100, 6400.0, layerNorm, rmsNorm});
    return s;
}

} // namespace

TEST_CASE("training results words: parity counts the losses below the unigram baseline",
          "[training][words]")
{
    const auto s = parityAt(2.5, 2.6);
    CHECK(TrainingResultsWords::parity(s, 3.0, false).contains("Both are below"));
    CHECK(TrainingResultsWords::parity(s, 2.55, false).contains("Only one is below"));
    CHECK(TrainingResultsWords::parity(s, 2.0, false).contains("Neither is below"));
    CHECK_FALSE(TrainingResultsWords::parity(s, 2.0, false).contains("stopped early"));
    CHECK(TrainingResultsWords::parity(s, 2.0, true).endsWith("(The run was stopped early.)"));
}

TEST_CASE("training results words: no figures without a valid summary", "[training][words]")
{
    nk::TrainingEconomics::Summary s;
    CHECK(TrainingResultsWords::parity(s, 2.0, false).isEmpty());
    CHECK(TrainingResultsWords::throughput(s).isEmpty());
    CHECK(TrainingResultsWords::cost(s, 1e6, 2.0).isEmpty());
    // Amdahl's law in general, without this run's numbers.
    CHECK(TrainingResultsWords::amdahl(s) == QStringLiteral("S = \\frac{1}{(1-p) + p/k}"));
    s.valid = true; // valid, but no validation both models reached
    CHECK(TrainingResultsWords::parity(s, 2.0, false).isEmpty());
}

TEST_CASE("training results words: Amdahl's law with the run's share and norm speed-up",
          "[training][words]")
{
    nk::TrainingEconomics::Summary s;
    s.valid = true;
    s.layerNormShare = 0.25;
    s.normSpeedup = 2.0;
    s.amdahlPredicted = 1.0 / (0.75 + 0.125);
    const QString tex = TrainingResultsWords::amdahl(s);
    CHECK(tex.contains("(1-0.25) + 0.25/2}"));
    CHECK(tex.endsWith("= 1.143"));
}
