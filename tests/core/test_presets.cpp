#include "layernormtrace.h"
#include "portablerandom.h"
#include "presets.h"
#include "rmsnormtrace.h"

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
