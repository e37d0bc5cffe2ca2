#include "io/presets.h"
#include "norm/layernormtrace.h"
#include "norm/numberformat.h"
#include "norm/rmsnormtrace.h"
#include "numeric/portablerandom.h"
#include "numeric/precisionlimits.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <set>
#include <string>
#include <utility>

using namespace nk;

TEST_CASE("presets are complete and valid", "[presets]")
{
    const auto &all = Presets::all();
    REQUIRE(all.size() >= 8);
    CHECK(all.front().id == Presets::kWorkedExample);
    std::set<std::string> ids;
    for (const Preset &p : all) {
        INFO(p.id);
        CHECK(ids.insert(p.id).second);
        CHECK_FALSE(p.titleEn.empty());
        CHECK_FALSE(p.titleZh.empty());
        CHECK_FALSE(p.purposeEn.empty());
        CHECK_FALSE(p.purposeZh.empty());
        CHECK_FALSE(p.input.empty());
        CHECK_FALSE(p.settings.problemFor(int(p.input.size())).has_value());
        // Every preset traces without throwing, whatever flags it raises.
        CHECK(traceLayerNorm(p.input, p.settings).steps.size() == 5);
        CHECK(traceRmsNorm(p.input, p.settings).steps.size() == 5);
    }
    CHECK(Presets::find("fp16-overflow") != nullptr);
    CHECK(Presets::find("nope") == nullptr);
}

TEST_CASE("the presets' former ids seed-example and seed-demo find the same presets", "[presets]")
{
    for (const auto &[before, now] :
         {std::pair<std::string, std::string>{"seed-example", Presets::kWorkedExample},
          {"seed-demo", Presets::kRandomDemo}}) {
        INFO(before << " -> " << now);
        const Preset *old = Presets::find(before);
        const Preset *current = Presets::find(now);
        REQUIRE(old != nullptr);
        REQUIRE(current != nullptr);
        CHECK(old == current);
        CHECK(old->id == now); // the current id, to store and show
        CHECK(old->input == current->input);
    }
    // No current id names the source documents.
    for (const Preset &p : Presets::all())
        CHECK(p.id.find("seed") == std::string::npos);
}

TEST_CASE("the random demo's generator is portable and standard normal", "[presets]")
{
    // SplitMix64 from seed 0: the published first output.
    PortableRandom bits(0);
    CHECK(bits.nextBits() == 0xE220A8397B1DCDAFull);
    const Preset *p = Presets::find("random-demo");
    REQUIRE(p);
    REQUIRE(p->input.size() == 1024);
    double mean = 0, var = 0;
    for (double v : p->input)
        mean += v;
    mean /= 1024;
    for (double v : p->input)
        var += (v - mean) * (v - mean);
    var /= 1024;
    CHECK(std::fabs(mean) < 0.1);
    CHECK(std::fabs(var - 1.0) < 0.1);
}

TEST_CASE("portable log matches std::log closely", "[presets]")
{
    for (double x : {1e-300, 1e-5, 0.1, 0.5, 0.70710678, 1.0, 2.0, 10.0, 12345.678, 1e300})
        CHECK(PortableRandom::portableLog(x) == Approx(std::log(x)).epsilon(1e-14).margin(1e-15));
}

TEST_CASE("preset descriptions state facts computed from the format limits, not typed in",
          "[presets]")
{
    const Preset *overflow = Presets::find("fp16-overflow");
    REQUIRE(overflow);
    const std::string square =
        NumberFormat::number(PrecisionLimits::smallestOverflowingSquare(Precision::Fp16), 6);
    const std::string largest = NumberFormat::number(formatInfo(Precision::Fp16).largestFinite, 6);
    CHECK(square == "256");
    for (const std::string &s : {overflow->purposeEn, overflow->purposeZh}) {
        INFO(s);
        CHECK(s.find("|x| ≥ " + square) != std::string::npos);
        CHECK(s.find(largest) != std::string::npos);
    }
    // Both signs, which is what makes LayerNorm's gaps overflow too.
    bool positive = false, negative = false;
    for (double v : overflow->input) {
        positive |= v > 0;
        negative |= v < 0;
    }
    CHECK((positive && negative));
    CHECK(overflow->purposeEn.find("both signs") != std::string::npos);

    const Preset *nc = Presets::find("near-constant");
    REQUIRE(nc);
    for (const std::string &s : {nc->purposeEn, nc->purposeZh}) {
        INFO(s);
        CHECK(s.find(NumberFormat::number(Presets::kNearConstantValue, 6)) != std::string::npos);
        CHECK(s.find("d = " + std::to_string(nc->input.size())) != std::string::npos);
        CHECK(s.find(NumberFormat::number(nc->settings.eps, 6)) != std::string::npos);
    }
    // The standard-normal demo is a stand-in for a hidden state, not a typical one.
    int standIns = 0;
    for (const Preset &p : Presets::all()) {
        INFO(p.id);
        CHECK(p.purposeEn.find("typical hidden state") == std::string::npos);
        CHECK(p.purposeZh.find("典型的隐藏状态") == std::string::npos);
        if (p.purposeEn.find("A stand-in hidden state: d = " + std::to_string(p.input.size())) == 0)
            ++standIns;
    }
    CHECK(standIns == 1);
}
