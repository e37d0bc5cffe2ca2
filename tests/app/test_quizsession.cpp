// normkitchen quiz --ask: answers piped in are graded, a slip is named and may be tried once
// more, the key follows with its step, unreadable lines are asked again without using the try,
// the end of the input gives the score so far, and Chinese works.
//
// Sheet 3's first exercise, by hand: x = [1, −5, −3], γ = 0.5, β = 0, ε = 1e−5, k = 3.
// μ = −7/3; the gaps 10/3, −8/3, −2/3 square to 168/9, so σ² = 56/9 = 6.2222 (and 28/3 = 9.3333
// divided by d − 1 = 2); RMS = √(35/3) = 3.4157; LayerNorm y3 = 0.5·(−2/3)/√(56/9) = −0.13363;
// RMSNorm y3 = 0.5·(−3)/√(35/3) = −0.43915.
#include "apprun.h"

#include <catch2/catch.hpp>

#include <string>

namespace {

using apprun::Run;

// The quiz on sheet 3's first exercise with these lines on stdin.
Run quizAsk(const std::string &lines, const std::string &more = "")
{
    return apprun::run("quiz --sheet 3 --count 1 --ask" + more, "printf '%b' '" + lines + "' |");
}

bool shows(const std::string &s, const std::string &what)
{
    return s.find(what) != std::string::npos;
}

size_t occurrences(const std::string &s, const std::string &what)
{
    size_t n = 0;
    for (size_t at = s.find(what); at != std::string::npos; at = s.find(what, at + 1))
        ++n;
    return n;
}

} // namespace

TEST_CASE("quiz --ask grades right answers typed as fractions and full-width digits", "[cli][quiz]")
{
    // −7/3, 56/9, "３．４１６" (full-width, as a Chinese input method types it), −0.1336, −0.4392.
    const Run r =
        quizAsk("-7/3\\n56/9\\n\xef\xbc\x93\xef\xbc\x8e\xef\xbc\x94\xef\xbc\x91\xef\xbc\x96"
                "\\n-0.1336\\n-0.4392\\n");
    REQUIRE(r.status == 0);
    CHECK(r.err.empty());
    CHECK(shows(r.out, "x = [1, −5, −3]"));
    CHECK(occurrences(r.out, "✓ Right") == 5);
    CHECK(!shows(r.out, "Not yet"));
    CHECK(shows(r.out, "Score: 5 of 5"));
    // Piped answers are repeated after their prompts.
    CHECK(shows(r.out, "Mean μ: -7/3\n"));
}

TEST_CASE("quiz --ask names a slip lets the student try once more then shows the key and its step",
          "[cli][quiz]")
{
    // σ² divided by d − 1 (28/3), then right; the RMS as the mean square 35/3 twice.
    const Run r = quizAsk("-7/3\\n9.3333\\n6.22\\n11.667\\n11.667\\n-0.1336\\n-0.4392\\n");
    REQUIRE(r.status == 0);
    CHECK(shows(r.out, "dividing by d − 1 = 2"));
    CHECK(shows(r.out, "That is the mean square mean(x²): the RMS is its square root."));
    CHECK(occurrences(r.out, "Try once more.") == 2);
    // The second miss gives the key and the step that computes it (chapter 3's RMS step).
    CHECK(shows(r.out, "The key is 3.4157. Chapter 3 computes it:"));
    CHECK(occurrences(r.out, "The key is") == 1);
    CHECK(shows(r.out, "Score: 4 of 5"));
}

TEST_CASE("quiz --ask asks an unreadable answer again without using up the try", "[cli][quiz]")
{
    // "abc", then a wrong 5, then the right −7/3: had "abc" used a try, 5 would have ended the
    // mean and −7/3 been read as the variance.
    const Run r = quizAsk("abc\\n5\\n-7/3\\n56/9\\n3.4157\\n-0.1336\\n-0.4392\\n");
    REQUIRE(r.status == 0);
    CHECK(shows(r.out, "Not a number: type e.g. 1.33 or 4/3"));
    CHECK(occurrences(r.out, "Try once more.") == 1);
    CHECK(!shows(r.out, "The key is"));
    CHECK(shows(r.out, "Score: 5 of 5"));
}

TEST_CASE("quiz --ask ends at the end of the input with the score so far", "[cli][quiz]")
{
    const Run r = apprun::run("quiz --sheet 3 --ask", "printf '%s\\n' -7/3 9 |");
    REQUIRE(r.status == 0);
    CHECK(r.err.empty());
    // The mean right, the variance's first try wrong and its second never typed.
    CHECK(shows(r.out, "Input ended. Score so far: 1 right of 1 answered (the sheet asks 25)"));
    CHECK(!shows(r.out, "Score: "));
    const Run none = apprun::run("quiz --sheet 3 --ask", "true |");
    CHECK(none.status == 0);
    CHECK(shows(none.out, "Score so far: 0 right of 0 answered"));
}

TEST_CASE("quiz --ask speaks Chinese with --lang zh", "[cli][quiz]")
{
    const Run r = quizAsk("-7/3\\n9.3333\\n", " --lang zh");
    REQUIRE(r.status == 0);
    CHECK(shows(r.out, "均值 μ"));
    CHECK(shows(r.out, "d − 1 = 2"));
    CHECK(!shows(r.out, "Try once more"));
    CHECK(!shows(r.out, "Score so far"));
    CHECK(!shows(r.out, "Mean μ"));
}

TEST_CASE("quiz --ask refuses --answers and --format json", "[cli][quiz]")
{
    const Run both = apprun::run("quiz --sheet 3 --ask --answers", "true |");
    CHECK(both.status == 2);
    CHECK(shows(both.err, "--ask and --answers"));
    CHECK(both.out.empty());
    const Run json = apprun::run("quiz --sheet 3 --ask --format json", "true |");
    CHECK(json.status == 2);
    CHECK(shows(json.err, "--format json"));
    const Run help = apprun::run("quiz --help");
    CHECK(shows(help.out, "--ask"));
}
