// The class session on the command line: --session prints its address and code on one line
// (127.0.0.1 only here), bad values are one line on stderr with status 2, and session-bench
// runs a small class on loopback and loses nothing.
#include "apprun.h"

#include <catch2/catch.hpp>

#include <regex>

namespace {

size_t lineCount(const std::string &s)
{
    size_t n = 0;
    for (char c : s)
        n += c == '\n';
    return n;
}

} // namespace

TEST_CASE("session option: the window serving on loopback prints one session line", "[cli]")
{
    // The window runs until stopped: started in the background, its first line awaited.
    const std::string out = "/tmp/nk_cli_session_" + std::to_string(::getpid()) + ".out";
    const std::string cmd = "QT_QPA_PLATFORM=offscreen '" + std::string(nk::test::appPath()) +
                            "' --session --session-host 127.0.0.1 --session-code ABCD1234 >" + out +
                            " 2>/dev/null & pid=$!; for i in $(seq 300); do grep -q '^session:' " +
                            out + " && break; sleep 0.1; done; kill $pid; wait $pid 2>/dev/null";
    nk::test::useFormulaCache();
    std::system(cmd.c_str());
    const std::string printed = apprun::slurp(out);
    std::remove(out.c_str());
    INFO(printed);
    CHECK(std::regex_search(
        printed, std::regex("^session: http://127\\.0\\.0\\.1:[1-9][0-9]*/\\?code=ABCD1234\n")));
}

TEST_CASE("session option: a screenshot of a session shows its join card, served on loopback",
          "[cli]")
{
    const std::string pid = std::to_string(::getpid());
    const std::string with = "/tmp/nk_cli_joincard_" + pid + ".png";
    const std::string without = "/tmp/nk_cli_nocard_" + pid + ".png";
    const std::string env = "QT_QPA_PLATFORM=offscreen";
    const std::string common = "--lang zh --mode start --theme projector --size 1280x720 ";
    nk::test::useFormulaCache();
    const apprun::Run r =
        apprun::run(common + "--session --session-code ABCD1234 --screenshot " + with, env);
    CHECK(r.status == 0);
    // No host given: loopback, never the machine's network address, in a screenshot.
    CHECK(std::regex_search(
        r.out, std::regex("^session: http://127\\.0\\.0\\.1:[1-9][0-9]*/\\?code=ABCD1234\n")));
    REQUIRE(apprun::run(common + "--screenshot " + without, env).status == 0);
    const std::string a = apprun::slurp(with);
    const std::string b = apprun::slurp(without);
    REQUIRE(a.size() > 1000);
    CHECK(a != b); // the card over the lesson
    std::remove(with.c_str());
    std::remove(without.c_str());
}

TEST_CASE("session option: bad values are one line on stderr and status 2", "[cli]")
{
    for (const char *args :
         {"--session --session-port 70000", "--session --session-host example.org",
          "--session --session-code 'a b'", "--session-port 8080", "--session --session-code x"}) {
        INFO(args);
        const apprun::Run r = apprun::run(args, "QT_QPA_PLATFORM=offscreen");
        CHECK(r.status == 2);
        CHECK(r.out.empty());
        CHECK(lineCount(r.err) == 1);
    }
}

TEST_CASE("session-bench: a small class on loopback loses no answer", "[cli]")
{
    const apprun::Run r = apprun::run("session-bench --students 12 --questions 3 --format json");
    INFO(r.err);
    CHECK(r.status == 0);
    CHECK(r.out.find("\"students_joined\":12,") != std::string::npos);
    CHECK(r.out.find("\"answers_sent\":36,\"answers_counted\":36,\"answers_lost\":0") !=
          std::string::npos);
    CHECK(r.out.find("\"broadcast_p99_ms\":") != std::string::npos);
    const apprun::Run bad = apprun::run("session-bench --students 301 --questions 1");
    CHECK(bad.status == 2);
    CHECK(lineCount(bad.err) == 1);
}
