// normkitchen quiz: the sheet's JSON keys, the same sheet on every run, the answer key checked
// by recomputing it here, text in both languages, and the usage errors.
#include "apprun.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

using apprun::Run;
using apprun::run;

size_t count(const std::string &s, const std::string &what)
{
    size_t n = 0;
    for (size_t at = s.find(what); at != std::string::npos; at = s.find(what, at + 1))
        ++n;
    return n;
}

// The numbers of the JSON array after "key": at or after `from`.
std::vector<double> arrayAfter(const std::string &s, const std::string &key, size_t from,
                               size_t *end = nullptr)
{
    std::vector<double> out;
    size_t at = s.find("\"" + key + "\":[", from);
    REQUIRE(at != std::string::npos);
    const char *p = s.c_str() + at + key.size() + 4;
    while (*p != ']') {
        char *next = nullptr;
        out.push_back(std::strtod(p, &next));
        p = next;
        if (*p == ',')
            ++p;
    }
    if (end)
        *end = size_t(p - s.c_str());
    return out;
}

double numberAfter(const std::string &s, const std::string &key, size_t from)
{
    const size_t at = s.find("\"" + key + "\":", from);
    REQUIRE(at != std::string::npos);
    return std::strtod(s.c_str() + at + key.size() + 3, nullptr);
}

} // namespace

TEST_CASE("quiz prints the sheet's JSON with the keys docs/USAGE.md names", "[cli][quiz]")
{
    const Run r = run("quiz --sheet 42 --count 3 --format json --answers");
    REQUIRE(r.status == 0);
    CHECK(r.err.empty());
    CHECK(r.out.rfind("{\"sheet\":42,\"seed\":42,", 0) == 0);
    CHECK(r.out.find("\"tolerance\":{\"absolute\":0.01,\"relative\":0.01,"
                     "\"relative_only_below\":0.1}") != std::string::npos);
    CHECK(count(r.out, "\"vector\":") == 3);
    for (const char *key : {"\"gamma\":", "\"beta\":", "\"eps\":", "\"element\":", "\"answers\":",
                            "\"mean\":", "\"variance\":", "\"std\":", "\"rms\":",
                            "\"layernorm_output\":[", "\"rmsnorm_output\":["})
        CHECK(count(r.out, key) == 3);
    // Without --answers, no key.
    const Run plain = run("quiz --sheet 42 --count 3 --format json");
    CHECK(plain.status == 0);
    CHECK(plain.out.find("\"answers\"") == std::string::npos);
    CHECK(count(plain.out, "\"vector\":") == 3);
}

TEST_CASE("quiz's answer key agrees with a computation done here", "[cli][quiz]")
{
    const Run r = run("quiz --sheet 9 --count 4 --format json --answers");
    REQUIRE(r.status == 0);
    size_t at = 0;
    for (int e = 0; e < 4; ++e) {
        INFO("exercise " << e);
        size_t end = 0;
        const std::vector<double> x = arrayAfter(r.out, "vector", at, &end);
        REQUIRE(x.size() >= 3);
        REQUIRE(x.size() <= 6);
        const double gamma = numberAfter(r.out, "gamma", end);
        const double beta = numberAfter(r.out, "beta", end);
        const double eps = numberAfter(r.out, "eps", end);
        const double d = double(x.size());
        double mu = 0, ss = 0;
        for (double v : x)
            mu += v;
        mu /= d;
        for (double v : x)
            ss += v * v;
        double var = 0;
        for (double v : x)
            var += (v - mu) * (v - mu);
        var /= d;
        CHECK(numberAfter(r.out, "mean", end) == Approx(mu).epsilon(1e-12).margin(1e-14));
        CHECK(numberAfter(r.out, "variance", end) == Approx(var).epsilon(1e-12));
        CHECK(numberAfter(r.out, "std", end) == Approx(std::sqrt(var)).epsilon(1e-12));
        CHECK(numberAfter(r.out, "rms", end) == Approx(std::sqrt(ss / d)).epsilon(1e-12));
        const std::vector<double> ln = arrayAfter(r.out, "layernorm_output", end);
        const std::vector<double> rms = arrayAfter(r.out, "rmsnorm_output", end, &at);
        REQUIRE(ln.size() == x.size());
        REQUIRE(rms.size() == x.size());
        for (size_t i = 0; i < x.size(); ++i) {
            CHECK(ln[i] == Approx(gamma * (x[i] - mu) / std::sqrt(var + eps) + beta)
                               .epsilon(1e-12)
                               .margin(1e-12));
            CHECK(rms[i] ==
                  Approx(gamma * x[i] / std::sqrt(ss / d + eps)).epsilon(1e-12).margin(1e-12));
        }
    }
}

TEST_CASE("quiz gives the same sheet on every run, another for another number", "[cli][quiz]")
{
    const Run a = run("quiz --sheet 123456789 --format json --answers");
    const Run b = run("quiz --sheet 123456789 --format json --answers");
    const Run c = run("quiz --sheet 123456790 --format json --answers");
    REQUIRE(a.status == 0);
    CHECK(a.out == b.out);
    CHECK(a.out != c.out);
    CHECK(count(a.out, "\"vector\":") == 5); // the default count
    // The largest number JSON keeps exactly.
    const Run big = run("quiz --sheet 9007199254740991 --count 1 --format json");
    CHECK(big.status == 0);
    CHECK(big.out.rfind("{\"sheet\":9007199254740991,", 0) == 0);
}

TEST_CASE("quiz's text sheet in English and Chinese", "[cli][quiz]")
{
    const Run en = run("quiz --sheet 5 --count 2 --answers");
    REQUIRE(en.status == 0);
    CHECK(en.out.rfind("NormKitchen exercise sheet number 5 (2 exercises)\n", 0) == 0);
    CHECK(en.out.find("seed") == std::string::npos);
    CHECK(en.out.find("1. x = [") != std::string::npos);
    CHECK(en.out.find("2. x = [") != std::string::npos);
    CHECK(en.out.find("Answer key") != std::string::npos);
    const Run zh = run("quiz --sheet 5 --count 2 --lang zh");
    REQUIRE(zh.status == 0);
    CHECK(zh.out.find("\xE7\xBB\x83\xE4\xB9\xA0") != std::string::npos);   // 练习
    CHECK(zh.out.find("\xE7\xBC\x96\xE5\x8F\xB7 5") != std::string::npos); // 编号
    CHECK(zh.out.find("\xE7\xAD\x94\xE6\xA1\x88\n") ==
          std::string::npos); // no 答案 without --answers
}

TEST_CASE("quiz refuses bad options with one line and status 2", "[cli][quiz]")
{
    for (const char *args :
         {"quiz", "quiz --sheet", "quiz --seed", "quiz --seed abc", "quiz --sheet -1",
          "quiz --sheet abc", "quiz --sheet 1.5", "quiz --sheet 9007199254740992",
          "quiz --sheet 99999999999999999999999", "quiz --sheet 1 --count 0",
          "quiz --sheet 1 --count 101", "quiz --sheet 1 --lang fr", "quiz --sheet 1 --format csv",
          "quiz --sheet 1 --answers yes", "quiz --sheet 1 --nope 2"}) {
        INFO(args);
        const Run r = run(args);
        CHECK(r.status == 2);
        CHECK(r.out.empty());
        CHECK(r.err.rfind("normkitchen quiz: ", 0) == 0);
        CHECK(count(r.err, "\n") == 1);
    }
    const Run help = run("quiz --help");
    CHECK(help.status == 0);
    CHECK(help.out.find("usage: normkitchen quiz --sheet S") != std::string::npos);
    CHECK(help.out.find("--seed S, the option's former name, still works") != std::string::npos);
}

TEST_CASE("quiz takes --seed, the former name of --sheet, for the same sheet", "[cli][quiz]")
{
    for (const char *tail : {" --count 3 --format json --answers", " --count 2 --lang zh"}) {
        INFO(tail);
        const Run sheet = run(std::string("quiz --sheet 77") + tail);
        const Run seed = run(std::string("quiz --seed 77") + tail);
        REQUIRE(sheet.status == 0);
        CHECK(seed.status == 0);
        CHECK(seed.out == sheet.out);
    }
}
