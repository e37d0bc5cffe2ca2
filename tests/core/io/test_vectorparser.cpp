#include "io/vectorparser.h"

#include <catch2/catch.hpp>

using namespace nk;

TEST_CASE("good vectors parse", "[parser]")
{
    struct Case
    {
        std::string text;
        std::vector<double> values;
    };
    const std::vector<Case> cases{
        {"2, -1, 3", {2, -1, 3}},
        {"[2 -1 3]", {2, -1, 3}},
        {"2;-1;3", {2, -1, 3}},
        {"(2, -1, 3)", {2, -1, 3}},
        {"  1e-3, 2.5E2 ,+4 ", {1e-3, 250, 4}},
        {"-.5 .25", {-0.5, 0.25}},
        {"2，－1，3", {2, -1, 3}},    // full-width comma and minus
        {"２，－１，３", {2, -1, 3}}, // full-width digits
        {"1、2、3", {1, 2, 3}},       // enumeration comma
        {"1。5，2．5", {1.5, 2.5}},   // Chinese full stop as decimal point
        {"［1　2］", {1, 2}},         // full-width brackets, ideographic space
        {"3, −1", {3, -1}},           // U+2212 minus sign
        {"1e-400", {0.0}},            // underflows harmlessly
        {"1000000", {1e6}},           // overflows fp16 later: a lesson, not an error
        {"7", {7}},
    };
    for (const Case &c : cases) {
        INFO(c.text);
        const ParseResult r = VectorParser::parse(c.text);
        REQUIRE(r.ok());
        CHECK(r.values == c.values);
    }
}

TEST_CASE("bad vectors name the position and the reason", "[parser]")
{
    struct Case
    {
        std::string text;
        ParseErrorKind kind;
        int position;
        int element;
        std::string message;
    };
    const std::vector<Case> cases{
        {"", ParseErrorKind::Empty, 1, 0,
         "the vector is empty: type numbers separated by commas, e.g. 2, -1, 3"},
        {"   ", ParseErrorKind::Empty, 4, 0,
         "the vector is empty: type numbers separated by commas, e.g. 2, -1, 3"},
        {"2, x, 3", ParseErrorKind::UnexpectedCharacter, 4, 2,
         "element 2 at column 4: unexpected character 'x'"},
        {"2,,3", ParseErrorKind::MissingValue, 3, 2,
         "element 2 at column 3: a value is missing between separators"},
        {",2", ParseErrorKind::MissingValue, 1, 1,
         "element 1 at column 1: a value is missing between separators"},
        {"2, 3,", ParseErrorKind::MissingValue, 5, 3,
         "element 3 at column 5: a value is missing between separators"},
        {"1.2.3", ParseErrorKind::InvalidNumber, 1, 1,
         "element 1 at column 1: '1.2.3' is not a number"},
        {"2, -", ParseErrorKind::InvalidNumber, 4, 2, "element 2 at column 4: '-' is not a number"},
        {"1, inf", ParseErrorKind::NotFinite, 4, 2,
         "element 2 at column 4: 'inf' is not a finite number"},
        {"NaN", ParseErrorKind::NotFinite, 1, 1,
         "element 1 at column 1: 'NaN' is not a finite number"},
        {"1e999", ParseErrorKind::NotFinite, 1, 1,
         "element 1 at column 1: '1e999' is not a finite number"},
        {"[2, 3", ParseErrorKind::UnbalancedBracket, 1, 0, "at column 1: unbalanced bracket '['"},
        {"2, 3]", ParseErrorKind::UnbalancedBracket, 5, 0, "at column 5: unbalanced bracket ']'"},
        {"２，Ａ", ParseErrorKind::UnexpectedCharacter, 3, 2,
         "element 2 at column 3: unexpected character 'Ａ'"},
        {"1, 2, 3", ParseErrorKind::TooMany, 7, 3,
         "element 3 at column 7: too many elements (at most 2)"},
    };
    for (const Case &c : cases) {
        INFO(c.text);
        const ParseResult r = VectorParser::parse(c.text, c.text == "1, 2, 3" ? 2 : kMaxDimension);
        REQUIRE_FALSE(r.ok());
        CHECK(r.values.empty());
        CHECK(r.error->kind == c.kind);
        CHECK(r.error->position == c.position);
        CHECK(r.error->element == c.element);
        CHECK(r.error->message() == c.message);
    }
}

TEST_CASE("the dimension limit is 65536", "[parser]")
{
    std::string ok, tooLong;
    for (int i = 0; i < kMaxDimension; ++i)
        ok += "1,";
    ok += "1";
    CHECK_FALSE(VectorParser::parse(ok).ok()); // 65537 values
    ok.resize(ok.size() - 2);
    const ParseResult r = VectorParser::parse(ok);
    REQUIRE(r.ok());
    CHECK(r.values.size() == size_t(kMaxDimension));
}

TEST_CASE("invalid UTF-8 is an unexpected character, not a crash", "[parser]")
{
    const ParseResult r = VectorParser::parse(std::string("1, \xff"));
    REQUIRE_FALSE(r.ok());
    CHECK(r.error->kind == ParseErrorKind::UnexpectedCharacter);
    CHECK(r.error->position == 4);
}

TEST_CASE("a number out of range must still be the whole token", "[parser]")
{
    // Seen while writing the fuzz target: an underflowing number swallowed any tail
    // ("1e-400-5" gave 0).
    const std::vector<std::string> texts{"1e-400-5", "1e-400.5.3", "2, 1e-400+-+", "1e400-5"};
    for (const std::string &text : texts) {
        INFO(text);
        const ParseResult r = VectorParser::parse(text);
        REQUIRE_FALSE(r.ok());
        CHECK(r.error->kind == ParseErrorKind::InvalidNumber);
    }
    CHECK(VectorParser::parse("1e-400, -1e-999").values == std::vector<double>{0.0, 0.0});
    CHECK(VectorParser::parse("1e400").error->kind == ParseErrorKind::NotFinite);
}
