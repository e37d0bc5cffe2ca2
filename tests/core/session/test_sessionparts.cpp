// The rate limiter on an injected clock, the what-if step, the server's messages (inf and nan
// as strings, markup as text) and the secrets from the system's generator.
#include "session/jsonreader.h"
#include "session/ratelimiter.h"
#include "session/securerandom.h"
#include "session/servermessages.h"
#include "session/whatif.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <limits>
#include <set>

using namespace nk;

TEST_CASE("session rate limiter: bursts pass, floods drop and then disconnect", "[session]")
{
    RateLimiter limiter(20.0, 20.0, 5.0);
    for (int i = 0; i < 20; ++i)
        CHECK(limiter.take(0.0) == RateLimiter::Verdict::Accept);
    CHECK(limiter.take(0.0) == RateLimiter::Verdict::Drop);
    CHECK(limiter.warn(0.0));
    CHECK_FALSE(limiter.warn(0.5));                           // one warning a second
    CHECK(limiter.take(0.1) == RateLimiter::Verdict::Accept); // 2 tokens back in 0.1 s
    // A steady 20 a second is fine for ever.
    RateLimiter steady;
    bool dropped = false;
    for (int i = 0; i < 400; ++i)
        dropped = dropped || steady.take(i * 0.05) != RateLimiter::Verdict::Accept;
    CHECK_FALSE(dropped);
    // 100 a second: drops at once, closed after 5 seconds over.
    RateLimiter flood;
    RateLimiter::Verdict last = RateLimiter::Verdict::Accept;
    double closedAt = -1.0;
    for (int i = 0; i < 1000 && closedAt < 0.0; ++i) {
        last = flood.take(i * 0.01);
        if (last == RateLimiter::Verdict::Disconnect)
            closedAt = i * 0.01;
    }
    CHECK(closedAt == Approx(5.2).margin(0.3));
    // A burst, then calm: the run of drops ends.
    RateLimiter calm;
    for (int i = 0; i < 25; ++i)
        calm.take(0.0);
    CHECK(calm.take(3.0) == RateLimiter::Verdict::Accept);
    CHECK(calm.take(6.0) == RateLimiter::Verdict::Accept);
}

TEST_CASE("session what-if: the step's values on the student's vector", "[session]")
{
    NormSettings s;
    s.gamma = {1.0, 1.0, 1.0}; // the lesson's per-element γ does not fit a vector of 4: γ[0]
    // Row 1 is LayerNorm's mean.
    const WhatIf::Result mean = WhatIf::compute("1, 2, 3, 6", s, Algorithm::LayerNorm, 1);
    REQUIRE(mean.ok);
    CHECK(mean.vector == std::vector<double>{1.0, 2.0, 3.0, 6.0});
    REQUIRE(mean.hasValues);
    REQUIRE(mean.values.size() == 1);
    CHECK(mean.values[0] == Approx(3.0));
    CHECK(mean.formula.find("= 3") != std::string::npos);
    CHECK(mean.label.find("LayerNorm") != std::string::npos);
    // RMSNorm has no row 1.
    CHECK_FALSE(WhatIf::compute("1, 2", s, Algorithm::RmsNorm, 1).hasValues);
    const WhatIf::Result scale = WhatIf::compute("３，４", s, Algorithm::RmsNorm, 5);
    REQUIRE(scale.ok);
    REQUIRE(scale.values.size() == 2);
    CHECK(scale.values[1] == Approx(4.0 / std::sqrt(12.5)).epsilon(1e-4));
    // At most 64 elements; a typo is an error with the parser's words.
    std::string many;
    for (int i = 0; i < 65; ++i)
        many += "1 ";
    const WhatIf::Result tooMany = WhatIf::compute(many, s, Algorithm::LayerNorm, 1);
    CHECK_FALSE(tooMany.ok);
    CHECK(tooMany.error.find("64") != std::string::npos);
    CHECK_FALSE(WhatIf::compute("1, x", s, Algorithm::LayerNorm, 1).ok);
}

TEST_CASE("session server messages: valid JSON, inf and nan as strings, markup as text",
          "[session]")
{
    LessonState st;
    st.chapterNumber = 3;
    st.chapterTitle = "<script>alert(1)</script>";
    st.stepNumber = 2;
    st.stepCount = 5;
    st.vector = {1.0, std::numeric_limits<double>::infinity(),
                 std::numeric_limits<double>::quiet_NaN()};
    st.hasQuestion = true;
    st.questionId = "q1";
    st.questionOpen = true;
    st.students = 31;
    const std::string json = ServerMessages::state(st, "zh", true);
    const JsonReader::Result r = JsonReader::parse(json);
    REQUIRE(r.ok());
    CHECK(r.value.member("type")->string == "state");
    CHECK(r.value.member("chapter")->member("title")->string == "<script>alert(1)</script>");
    CHECK(r.value.member("vector")->array[1].string == "inf");
    CHECK(r.value.member("vector")->array[2].string == "nan");
    CHECK(r.value.member("values")->type == JsonValue::Type::Null);
    CHECK(r.value.member("question")->member("answered")->boolean);
    CHECK(r.value.member("students")->number == 31);
    for (const std::string &m :
         {ServerMessages::welcome(7, "Ann \"A\"", "abc"), ServerMessages::ended(),
          ServerMessages::paused(true), ServerMessages::error("Bad.\n", "nick"),
          ServerMessages::question("q1", "Mean?", false, false),
          ServerMessages::whatIf({1.0}, true, "x", {-std::numeric_limits<double>::infinity()},
                                 "\\mu")}) {
        INFO(m);
        CHECK(JsonReader::parse(m).ok());
    }
    ServerMessages::Reveal rv;
    rv.question = "q1";
    rv.truth = 2.5;
    rv.verdict = "empty";
    const JsonReader::Result rr = JsonReader::parse(ServerMessages::reveal(rv));
    REQUIRE(rr.ok());
    CHECK(rr.value.member("yours")->type == JsonValue::Type::Null);
    CHECK(rr.value.member("closeness")->type == JsonValue::Type::Null);
}

TEST_CASE("session secrets: codes and tokens from the system generator differ", "[session]")
{
    std::set<std::string> codes, tokens;
    for (int i = 0; i < 200; ++i) {
        const std::string code = SecureRandom::sessionCode();
        REQUIRE(code.size() == 6);
        CHECK(code.find_first_of("01OIL") == std::string::npos);
        codes.insert(code);
        const std::string token = SecureRandom::token();
        REQUIRE(token.size() == 32);
        CHECK(token.find_first_not_of("0123456789abcdef") == std::string::npos);
        tokens.insert(token);
    }
    CHECK(codes.size() > 195); // 31⁶ codes: a repeat in 200 is rare
    CHECK(tokens.size() == 200);
    CHECK(SecureRandom::bytes(1000).size() == 1000);
}
