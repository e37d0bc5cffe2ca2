// Catch2's implementation, compiled once and linked into every test program (each program
// compiling its own was 9 % of a cold build). It also holds the one case every program runs:
// a check that each of the program's case names survives the trip through ctest.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include "catchrun.h"

#include <string>
#include <vector>

namespace {

// The longest ctest entry is "screens: " plus a name; ctest pads every line of its output to
// the longest entry, so a name over this makes the whole report hard to read.
constexpr std::size_t kMaxNameLength = 110;

// Why ctest cannot carry this name as one entry of its own, or "" when it can.
// catch_discover_tests keeps the names in a CMake list: ';' splits a name, an unbalanced '['
// or ']' glues the following names to it, '\' escapes the next character. Catch reads a name
// given on its command line as a test spec: '*' at either end is a wildcard, a leading '~'
// negates, '"' quotes.
std::string ctestProblem(const std::string &name)
{
    if (name.empty())
        return "the name is empty";
    if (name.size() > kMaxNameLength)
        return "the name is " + std::to_string(name.size()) + " characters long, over " +
               std::to_string(kMaxNameLength);
    for (const char c : std::string(";[]\\*\"")) {
        if (name.find(c) != std::string::npos)
            return std::string("the name contains '") + c + "'";
    }
    if (name.front() == '~' || name.front() == ' ' || name.back() == ' ')
        return "the name starts with '~' or a space, or ends with a space";
    for (const unsigned char c : name) {
        if (c < 0x20 || c == 0x7f)
            return "the name contains a control character";
    }
    return {};
}

} // namespace

int runCatchSession(int argc, char **argv)
{
    return Catch::Session().run(argc, argv);
}

TEST_CASE("test names: every case of this program can be its own ctest entry", "[testnames]")
{
    // The problems a name can have, tried on names that have them: this check must be able to
    // fail.
    CHECK(ctestProblem("plays over (s, s+1]") != "");
    CHECK(ctestProblem("a; b") != "");
    CHECK(ctestProblem(std::string(kMaxNameLength + 1, 'x')) != "");
    CHECK(ctestProblem("LayerNorm, RMSNorm and ε = 1e-5 (fp16)") == "");

    const std::vector<Catch::TestCase> &cases =
        Catch::getRegistryHub().getTestCaseRegistry().getAllTests();
    REQUIRE(cases.size() > 1);
    for (const Catch::TestCase &testCase : cases) {
        INFO("test case: " << testCase.name);
        CHECK(ctestProblem(testCase.name) == "");
    }
}
