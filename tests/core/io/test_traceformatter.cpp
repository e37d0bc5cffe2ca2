#include "io/presets.h"
#include "io/traceformatter.h"
#include "norm/layernormtrace.h"
#include "norm/rmsnormtrace.h"

#include <catch2/catch.hpp>

#include <cmath>

using namespace nk;

TEST_CASE("JSON has every documented key and writes non-finite numbers as strings", "[format]")
{
    const Preset *p = Presets::find("fp16-overflow");
    REQUIRE(p);
    const NormTrace ln = traceLayerNorm(p->input, p->settings);
    const NormTrace rms = traceRmsNorm(p->input, p->settings);
    const std::string j = TraceFormatter(ln, rms).json();
    for (const char *key : {"\"d\":",
                            "\"input\":",
                            "\"stored_input\":",
                            "\"params\":",
                            "\"gamma\":",
                            "\"beta\":",
                            "\"eps\":",
                            "\"precision\":\"fp16\"",
                            "\"accumulate\":\"storage\"",
                            "\"variance\":\"two-pass\"",
                            "\"layernorm\":",
                            "\"mean\":",
                            "\"std\":",
                            "\"divisor\":",
                            "\"normalized\":",
                            "\"output\":",
                            "\"steps\":",
                            "\"id\":\"mean\"",
                            "\"values\":",
                            "\"scalar\":",
                            "\"reference\":",
                            "\"ops\":",
                            "\"add\":",
                            "\"sub\":",
                            "\"mul\":",
                            "\"div\":",
                            "\"sqrt\":",
                            "\"total\":",
                            "\"reads\":",
                            "\"writes\":",
                            "\"flags\":",
                            "\"passes\":",
                            "\"error\":",
                            "\"max_abs\":",
                            "\"max_rel\":",
                            "\"rmsnorm\":",
                            "\"mean_square\":",
                            "\"rms\":",
                            "\"claimed\":",
                            "\"layernorm_flops\":",
                            "\"rmsnorm_flops\":",
                            "\"source\":"}) {
        INFO(key);
        CHECK(j.find(key) != std::string::npos);
    }
    CHECK(j.find("\"inf\"") != std::string::npos);
    CHECK(j.find("\"overflow\"") != std::string::npos);
    CHECK(j.find(":inf") == std::string::npos);
}

TEST_CASE("numbers round-trip", "[format]")
{
    CHECK(TraceFormatter::number(0.1) == "0.1");
    CHECK(TraceFormatter::number(1.5) == "1.5");
    CHECK(TraceFormatter::number(-INFINITY) == "-inf");
    CHECK(TraceFormatter::number(NAN) == "nan");
    CHECK(std::stod(TraceFormatter::number(2.1602468994692869)) == 2.1602468994692869);
}

TEST_CASE("text and CSV name every step", "[format]")
{
    const Preset *p = Presets::find(Presets::kWorkedExample);
    const NormTrace ln = traceLayerNorm(p->input, p->settings);
    const NormTrace rms = traceRmsNorm(p->input, p->settings);
    const TraceFormatter f(ln, rms);
    for (const char *id :
         {"mean", "variance", "normalize", "affine", "square", "mean-square", "rms", "scale"}) {
        CHECK(f.text().find(id) != std::string::npos);
        CHECK(f.csv().find(std::string(",") + id + ",") != std::string::npos);
    }
    CHECK(f.csv().rfind("algorithm,step,index,value,reference,abs_error\n", 0) == 0);
}

TEST_CASE("std is the standard deviation, the divisor √(σ² + ε) has its own key", "[format]")
{
    // Near-constant input: σ² ≈ 0, so σ ≈ 0 while LayerNorm divides by ≈ √ε.
    const Preset *p = Presets::find("near-constant");
    REQUIRE(p);
    const NormTrace ln = traceLayerNorm(p->input, p->settings);
    const NormTrace rms = traceRmsNorm(p->input, p->settings);
    const TraceFormatter f(ln, rms);
    const std::string j = f.json();
    const auto valueAfter = [&j](const std::string &key, size_t from = 0) {
        const size_t at = j.find("\"" + key + "\":", from);
        REQUIRE(at != std::string::npos);
        return std::stod(j.substr(at + key.size() + 3));
    };
    const size_t lnAt = j.find("\"layernorm\":");
    const size_t rmsAt = j.find("\"rmsnorm\":");
    const double sd = valueAfter("std", lnAt);
    const double divisor = valueAfter("divisor", lnAt);
    CHECK(sd < 1e-9);
    CHECK(divisor == Approx(std::sqrt(p->settings.eps)).epsilon(1e-3));
    CHECK(divisor == ln.step(StepId::Normalize)->scalar);
    // RMSNorm: rms = √mean(x²) = 1e-6, divisor = √(mean(x²) + ε).
    CHECK(valueAfter("rms", rmsAt) == Approx(1e-6).epsilon(1e-4));
    CHECK(valueAfter("divisor", rmsAt) == rms.step(StepId::Rms)->scalar);

    CHECK(f.text().find("std ") != std::string::npos);
    CHECK(f.text().find("divisor sqrt(variance + eps)") != std::string::npos);
    CHECK(f.text().find("seeds") == std::string::npos);
    CHECK(f.csv().find("\nlayernorm,std,,") != std::string::npos);
    CHECK(f.csv().find("\nlayernorm,divisor,,") != std::string::npos);
}

TEST_CASE("the text table's row of sqrt(mean square + eps) is named divisor, not rms", "[format]")
{
    // RMS is √mean(x²) everywhere; on the near-constant input the two differ a thousandfold.
    const Preset *p = Presets::find("near-constant");
    REQUIRE(p);
    const NormTrace ln = traceLayerNorm(p->input, p->settings);
    const NormTrace rms = traceRmsNorm(p->input, p->settings);
    const std::string text = TraceFormatter(ln, rms).text();
    const std::string divisorRow =
        "  divisor      " + TraceFormatter::number(rms.step(StepId::Rms)->scalar);
    CHECK(text.find(divisorRow) != std::string::npos);
    CHECK(text.find("\n  rms ") == std::string::npos);
    CHECK(text.find("are the gaps x - mu") != std::string::npos);
    const double meanSquare = rms.step(StepId::MeanSquare)->scalar;
    CHECK(text.find(", rms " + TraceFormatter::number(std::sqrt(meanSquare))) != std::string::npos);
}
