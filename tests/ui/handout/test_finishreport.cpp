// The Finish report holds the comparison's numbers and sentences without any widget.
#include "handout/finishreport.h"
#include "handout/handoutwriter.h"
#include "base/numbertext.h"

#include "io/presets.h"
#include "norm/layernormtrace.h"
#include "norm/rmsnormtrace.h"

#include "catchqt.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <memory>

using namespace nk::ui;

using nk::Algorithm;
using nk::StepId;

namespace {

FinishReport reportFor(const char *presetId, const QStringList &takeaways = {})
{
    const nk::Preset *p = nk::Presets::find(presetId);
    REQUIRE(p);
    auto ln = std::make_shared<const nk::NormTrace>(nk::traceLayerNorm(p->input, p->settings));
    auto rms = std::make_shared<const nk::NormTrace>(nk::traceRmsNorm(p->input, p->settings));
    return FinishReport(ln, rms, takeaways, QStringLiteral("LayerNorm"));
}

} // namespace

TEST_CASE("FinishReport: the worked example's comparison, with U+2212 minus", "[finishreport]")
{
    const FinishReport r = reportFor(nk::Presets::kWorkedExample);
    REQUIRE(r.isValid());
    CHECK(r.cell(FinishReport::MeanRow, 0) == QStringLiteral("Mean subtraction"));
    CHECK(r.cell(FinishReport::MeanRow, 1).contains(r.number(4.0 / 3.0).left(5)));
    CHECK(r.cell(FinishReport::SpeedRow, 2).contains(QStringLiteral("a common claim")) ==
          false); // "the common claim says …" in the RMS column
    CHECK(r.cell(FinishReport::SpeedRow, 1).contains(QStringLiteral("A common claim: 8d")));
    // The output's negative element is written with U+2212.
    CHECK(r.number(-0.69436).startsWith(QChar(0x2212)));
    CHECK(r.stats(Algorithm::RmsNorm).size() == 2);
    CHECK(r.cell(-1, 0).isEmpty());
}

TEST_CASE("FinishReport: takeaways say where 'centred with unit spread' fails", "[finishreport]")
{
    const QStringList chapter{QStringLiteral("the output comes out centred with unit spread")};
    // The worked example: σ² ≫ ε, nothing to add.
    CHECK(reportFor(nk::Presets::kWorkedExample, chapter).takeaways() == chapter);
    // Every element 1e-6: constant once stored, so the output is β.
    const QStringList constant = reportFor("near-constant", chapter).takeaways();
    REQUIRE(constant.size() == 2);
    CHECK(constant.back().contains(QStringLiteral("constant")));
    CHECK(constant.back().contains(QStringLiteral("β")));
    // No takeaways from the chapter: none added either.
    CHECK(reportFor("near-constant").takeaways().isEmpty());
}

TEST_CASE("FinishReport: σ² below ε gives a spread below 1, and the report says so",
          "[finishreport]")
{
    auto settings = nk::NormSettings{};
    settings.eps = 1e-2;
    const std::vector<double> x{0.0, 0.01, 0.02}; // σ² ≈ 6.7e-5 ≪ ε
    auto ln = std::make_shared<const nk::NormTrace>(nk::traceLayerNorm(x, settings));
    auto rms = std::make_shared<const nk::NormTrace>(nk::traceRmsNorm(x, settings));
    const FinishReport r(ln, rms, {QStringLiteral("unit spread")});
    REQUIRE(r.takeaways().size() == 2);
    CHECK(r.takeaways().back().contains(QStringLiteral("not 1")));
}

TEST_CASE("HandoutWriter: the trace pair as JSON and nothing for an empty report", "[finishreport]")
{
    const FinishReport r = reportFor(nk::Presets::kWorkedExample, {QStringLiteral("a takeaway")});
    CHECK(HandoutWriter::json(r).startsWith("{\"d\":3"));
    CHECK(HandoutWriter::json(FinishReport()).isEmpty());
}

TEST_CASE("FinishReport: against a true 0 the relative error reads undefined, not 0",
          "[finishreport]")
{
    // A constant vector: fp64 centres it exactly, so LayerNorm's true output is 0 everywhere,
    // while fp32 leaves rounding in μ: an absolute error with nothing to divide it by.
    nk::NormSettings s;
    s.precision = nk::Precision::Fp32;
    s.eps = 1e-5;
    const std::vector<double> x(1024, 1e-6);
    auto ln = std::make_shared<const nk::NormTrace>(nk::traceLayerNorm(x, s));
    auto rms = std::make_shared<const nk::NormTrace>(nk::traceRmsNorm(x, s));
    REQUIRE(ln->relErrorUndefined);
    REQUIRE(ln->maxAbsError > 0.0);
    const FinishReport r(ln, rms, {}, QStringLiteral("LayerNorm"));
    CHECK(r.errorText(Algorithm::LayerNorm).contains(QStringLiteral("undefined")));
    CHECK_FALSE(r.errorText(Algorithm::LayerNorm).contains(QStringLiteral("relative 0")));
    CHECK(r.errorText(Algorithm::LayerNorm).contains(r.number(ln->maxAbsError).left(3)));
    // RMSNorm's true output is not 0 here: its relative error is a number.
    REQUIRE_FALSE(rms->relErrorUndefined);
    CHECK(r.errorText(Algorithm::RmsNorm).contains(QStringLiteral("(relative ")));
}
