// The normkitchen executable's command lines: exit codes, one-line errors, JSON keys.
#include "apprun.h"

#include "kernels/machinememory.h"

#include <catch2/catch.hpp>

#include <cctype>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <sstream>
#include <string>
#include <unistd.h>
#include <utility>
#include <vector>

namespace {

using apprun::Run;
using apprun::run;
using apprun::slurp;

int lines(const std::string &s)
{
    int n = 0;
    for (char c : s)
        n += c == '\n';
    return n;
}

} // namespace

TEST_CASE("trace reproduces the seeds' worked example as JSON", "[cli]")
{
    const Run r = run("trace --preset worked-example --format json");
    REQUIRE(r.status == 0);
    CHECK(r.err.empty());
    for (const char *key :
         {"\"d\":3", "\"input\":[2,-1,3]", "\"stored_input\"", "\"params\"",
          "\"precision\":\"fp32\"", "\"layernorm\"", "\"rmsnorm\"", "\"mean_square\"",
          "\"rms\":2.16024", "\"steps\"", "\"claimed\"", "\"layernorm_flops\":24",
          "\"rmsnorm_flops\":12", "\"passes\"", "\"error\""})
        CHECK(r.out.find(key) != std::string::npos);
    // RMSNorm output ≈ [1.3887, −0.6944, 2.0831], LayerNorm μ ≈ 1.3333, σ ≈ 1.6997.
    CHECK(r.out.find("\"output\":[1.38873") != std::string::npos);
    CHECK(r.out.find("-0.69436") != std::string::npos);
    CHECK(r.out.find("2.08309") != std::string::npos);
    CHECK(r.out.find("\"mean\":1.33333") != std::string::npos);
    // std is σ = √σ²; the divisor √(σ² + ε) has its own key (ε = 1e-8 here, so they agree).
    CHECK(r.out.find("\"std\":1.69967") != std::string::npos);
    CHECK(r.out.find("\"divisor\":1.69967") != std::string::npos);
}

TEST_CASE("trace formats and options", "[cli]")
{
    const Run text =
        run("trace --vector '2, -1, 3' --precision fp16 --accumulate fp32 --variance welford");
    CHECK(text.status == 0);
    CHECK(text.out.find("LayerNorm") != std::string::npos);
    CHECK(text.out.find("precision fp16, accumulate fp32, variance welford") != std::string::npos);
    const Run csv = run("trace --preset zero-mean --format csv");
    CHECK(csv.status == 0);
    CHECK(csv.out.rfind("algorithm,step,index,value,reference,abs_error\n", 0) == 0);
    CHECK(csv.out.find("\nlayernorm,std,,") != std::string::npos);
    CHECK(csv.out.find("\nlayernorm,divisor,,") != std::string::npos);
    const Run list = run("trace --list-presets");
    CHECK(list.status == 0);
    CHECK(list.out.find("worked-example") != std::string::npos);
    CHECK(list.out.find("fp16-overflow") != std::string::npos);
    const Run overflow = run("trace --preset fp16-overflow --format json");
    CHECK(overflow.status == 0);
    CHECK(overflow.out.find("\"inf\"") != std::string::npos);
}

TEST_CASE("the presets' former ids seed-example and seed-demo still work on the command line",
          "[cli]")
{
    for (const auto &[before, now] :
         {std::pair<const char *, const char *>{"seed-example", "worked-example"},
          {"seed-demo", "random-demo"}}) {
        INFO(before << " -> " << now);
        const Run old = run(std::string("trace --format csv --preset ") + before);
        const Run current = run(std::string("trace --format csv --preset ") + now);
        REQUIRE(current.status == 0);
        CHECK(old.status == 0);
        CHECK(old.out == current.out);
    }
}

TEST_CASE("no help text or preset id of the command line says seed", "[cli]")
{
    // The source documents are never named; quiz's --help says that --seed is --sheet's former
    // name, and train's --seed is its random generator's seed, the word's ordinary meaning.
    for (const char *args : {"--help", "trace --help", "trace --list-presets", "bench --help",
                             "sweep --help", "handout --help", "quiz --help"}) {
        INFO(args);
        const Run r = run(args);
        REQUIRE(r.status == 0);
        std::string out = r.out;
        const std::string alias = "--seed S, the option's former name, still works";
        if (const size_t at = out.find(alias); at != std::string::npos)
            out.erase(at, alias.size());
        for (char &c : out)
            c = char(std::tolower(static_cast<unsigned char>(c)));
        CHECK(out.find("seed") == std::string::npos);
    }
}

TEST_CASE("the top-level help lists every command, train and handout included", "[cli]")
{
    const Run r = run("--help");
    REQUIRE(r.status == 0);
    for (const char *command : {"trace", "bench", "sweep", "quiz", "train", "handout"}) {
        INFO(command);
        CHECK(r.out.find(std::string("normkitchen ") + command + " --help") != std::string::npos);
    }
}

TEST_CASE("bad input exits 2 with one line on stderr and nothing on stdout", "[cli]")
{
    for (const char *args : {"trace --vector '2, x, 3'", "trace --vector ''", "trace --preset nope",
                             "trace --precision fp8 --preset worked-example", "trace",
                             "trace --vector '1,2' --gamma '1,2,3'", "trace --vector '1,inf'",
                             "trace --format xml --preset worked-example", "trace --eps",
                             "--bogus-option", "--lang fr", "--size huge --screenshot x.png"}) {
        INFO(args);
        const Run r = run(args);
        CHECK(r.status == 2);
        CHECK(r.out.empty());
        CHECK(lines(r.err) == 1);
    }
    const Run r = run("trace --vector '2, x, 3'");
    CHECK(r.err.find("element 2 at column 4: unexpected character 'x'") != std::string::npos);
}

TEST_CASE("an argument with a newline or escape still gives one line on stderr", "[cli]")
{
    // Found by fuzz_commands: the message echoed the argument, newline and all.
    const Run format = run("trace --preset worked-example --format \"$(printf 'json\\nxml')\"");
    CHECK(format.status == 2);
    CHECK(lines(format.err) == 1);
    CHECK(format.err.find("got 'json\\nxml'") != std::string::npos);
    const Run vector = run("trace --vector \"$(printf '1\\r\\033x')\"");
    CHECK(vector.status == 2);
    CHECK(lines(vector.err) == 1);
    CHECK(vector.err.find("unexpected character '\\x1b'") != std::string::npos);
}

TEST_CASE("without a display the window says so instead of aborting", "[cli]")
{
    const Run r = run("", "env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM");
    CHECK(r.status == 1);
    CHECK(r.err.find("no display") != std::string::npos);
}

TEST_CASE("the screenshot option renders the window without a display", "[cli]")
{
    const std::string png = "/tmp/nk_cli_shot_" + std::to_string(::getpid()) + ".png";
    const Run r =
        run("--lang en --mode execute --step 3 --size 1280x720 --screenshot " + png,
            "env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM XDG_CONFIG_HOME=/tmp/nk_cli_cfg");
    CHECK(r.status == 0);
    const std::string bytes = slurp(png);
    REQUIRE(bytes.size() > 1000);
    CHECK(bytes.compare(1, 3, "PNG") == 0);
    std::remove(png.c_str());
}

TEST_CASE("the presenter option renders the console instead of the lesson", "[cli][presenter]")
{
    const std::string pid = std::to_string(::getpid());
    const std::filesystem::path tmp = std::filesystem::temp_directory_path();
    const std::string console = (tmp / ("nk_cli_console_" + pid + ".png")).string();
    const std::string lesson = (tmp / ("nk_cli_lesson_" + pid + ".png")).string();
    const std::string env =
        "env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM XDG_CONFIG_HOME=" +
        (tmp / "nk_cli_cfg").string();
    const std::string common = "--lang zh --mode execute --chapter 3 --step 2 --size 1280x720 ";
    REQUIRE(run(common + "--presenter --screenshot " + console, env).status == 0);
    REQUIRE(run(common + "--screenshot " + lesson, env).status == 0);
    const std::string a = slurp(console);
    const std::string b = slurp(lesson);
    REQUIRE(a.size() > 1000);
    CHECK(a.compare(1, 3, "PNG") == 0);
    // IHDR: width and height, big-endian, at bytes 16 and 20: the size asked for.
    auto be32 = [&a](size_t at) {
        return (unsigned(uint8_t(a[at])) << 24) | (unsigned(uint8_t(a[at + 1])) << 16) |
               (unsigned(uint8_t(a[at + 2])) << 8) | unsigned(uint8_t(a[at + 3]));
    };
    CHECK(be32(16) == 1280);
    CHECK(be32(20) == 720);
    CHECK(a != b); // the console, not the lesson window
    std::remove(console.c_str());
    std::remove(lesson.c_str());
    // Without --screenshot, --presenter is refused by name (F5 opens the console).
    const Run alone = run("--presenter", env);
    CHECK(alone.status == 2);
    CHECK(alone.err.find("--presenter") != std::string::npos);
}

namespace {

// Renders every chapter of the catalog in one language with --chapter and --screenshot. The
// refusal of chapter 0 lists the catalog's chapters: "expected one of 1, 2, 3, got '0'".
void renderEveryChapter(const std::string &lang)
{
    const Run refused = run("--chapter 0 --screenshot /tmp/nk_never.png");
    REQUIRE(refused.status == 2);
    const size_t from = refused.err.find("one of ");
    REQUIRE(from != std::string::npos);
    std::vector<int> chapters;
    std::istringstream list(refused.err.substr(from + 7, refused.err.find(", got") - from - 7));
    for (std::string id; std::getline(list, id, ',');)
        chapters.push_back(std::stoi(id));
    REQUIRE(chapters.size() >= 3);
    const std::string png =
        "/tmp/nk_cli_chapter_" + lang + "_" + std::to_string(::getpid()) + ".png";
    for (size_t i = 0; i < chapters.size(); ++i) {
        const int c = chapters[i];
#if defined(__SANITIZE_ADDRESS__)
        // Sanitized, each process costs seconds: English renders every other chapter and
        // Chinese the rest, so every chapter still runs under the sanitizers once. The normal
        // build renders them all in both languages.
        if (i % 2 != (lang == "en" ? 0u : 1u))
            continue;
#endif
        INFO("chapter " << c << " " << lang);
        std::remove(png.c_str());
        const Run r = run("--lang " + lang + " --mode execute --chapter " + std::to_string(c) +
                          " --step 2 --size 960x540 --screenshot " + png);
        CHECK(r.status == 0);
        CHECK(slurp(png).size() > 1000);
    }
    std::remove(png.c_str());
}

} // namespace

// One case per language, so that ctest runs the two side by side.
TEST_CASE("every chapter renders in English with the chapter and screenshot options", "[cli][long]")
{
    renderEveryChapter("en");
}

TEST_CASE("every chapter renders in Chinese with the chapter and screenshot options", "[cli][long]")
{
    renderEveryChapter("zh");
}

TEST_CASE("bench and sweep print JSON with their keys", "[cli]")
{
    const Run b = run("bench --rows 64 --d 256 --repeat 1 --format json");
    REQUIRE(b.status == 0);
    for (const char *key :
         {"\"rows\"", "\"d\"", "\"copy_gbps\"", "\"layernorm_gbps\"", "\"rmsnorm_gbps\"",
          "\"rms_over_ln_time\"", "\"layernorm_fraction_of_copy\"", "\"rmsnorm_fraction_of_copy\""})
        CHECK(b.out.find(key) != std::string::npos);
    const Run s = run("sweep --kind offset --format csv");
    CHECK(s.status == 0);
    CHECK(lines(s.out) > 3);
    CHECK(run("bench --rows -3").status == 2);
    // A chapter the catalog does not have is refused, not shown half-built.
    const Run chapter = run("--chapter 999 --screenshot /tmp/nk_never.png");
    CHECK(chapter.status == 2);
    CHECK(chapter.err.find("--chapter") != std::string::npos);
    CHECK(run("sweep --kind sideways").status == 2);
}

TEST_CASE("bench names the kernel path it ran and takes --kernels", "[cli]")
{
    const Run portable = run("bench --rows 16 --d 64 --repeat 1 --format json --kernels portable");
    REQUIRE(portable.status == 0);
    CHECK(portable.out.find("\"kernels\":\"portable\"") != std::string::npos);
    // auto runs avx2 or portable, whichever this CPU allows, and says which.
    const Run automatic = run("bench --rows 16 --d 64 --repeat 1 --format json");
    REQUIRE(automatic.status == 0);
    const bool ranAvx2 = automatic.out.find("\"kernels\":\"avx2\"") != std::string::npos;
    CHECK((ranAvx2 || automatic.out.find("\"kernels\":\"portable\"") != std::string::npos));
    // avx2 asked for explicitly: run it where auto picked it, refuse it (status 2) elsewhere.
    const Run avx2 = run("bench --rows 16 --d 64 --repeat 1 --format json --kernels avx2");
    CHECK(avx2.status == (ranAvx2 ? 0 : 2));
    const Run bad = run("bench --kernels fastest");
    CHECK(bad.status == 2);
    CHECK(bad.err.find("--kernels") != std::string::npos);
    CHECK(lines(bad.err) == 1);
}

TEST_CASE("bench measures storage formats side by side against the naive version", "[cli]")
{
    // One dtype: one object, with the naive figures unless --no-naive.
    const Run bf16 = run("bench --rows 8 --d 40 --repeat 1 --format json --dtype bf16");
    REQUIRE(bf16.status == 0);
    CHECK(bf16.out.front() == '{');
    CHECK(bf16.out.find("\"dtype\":\"bf16\"") != std::string::npos);
    CHECK(bf16.out.find("\"naive_layernorm_seconds\":0,") == std::string::npos);
    CHECK(bf16.out.find("\"layernorm_speedup_over_naive\"") != std::string::npos);
    const Run plain = run("bench --rows 8 --d 40 --repeat 1 --format json --no-naive");
    REQUIRE(plain.status == 0);
    CHECK(plain.out.find("\"naive_layernorm_seconds\":0,") != std::string::npos);
    // A list: a JSON array in its order; text says each format's time against the first's.
    const Run both = run("bench --rows 8 --d 40 --repeat 1 --format json --dtype fp32,fp16 "
                         "--stores streaming");
    REQUIRE(both.status == 0);
    CHECK(both.out.front() == '[');
    const size_t fp32 = both.out.find("\"dtype\":\"fp32\"");
    const size_t fp16 = both.out.find("\"dtype\":\"fp16\"");
    CHECK(fp32 < fp16);
    CHECK(fp16 != std::string::npos);
    CHECK(both.out.find("\"stores\":\"streaming\"") != std::string::npos);
    const Run text = run("bench --rows 8 --d 40 --repeat 1 --dtype fp32,bf16");
    REQUIRE(text.status == 0);
    CHECK(text.out.find("LayerNorm (naive)") != std::string::npos);
    CHECK(text.out.find("bf16: copy ") != std::string::npos);
    for (const char *bad : {"bench --dtype fp64", "bench --dtype fp32,", "bench --stores later"}) {
        CAPTURE(bad);
        const Run r = run(bad);
        CHECK(r.status == 2);
        CHECK(lines(r.err) == 1);
    }
}

TEST_CASE("a lesson file on the command line opens at its chapter and step",
          "[cli][projector][long]")
{
    // Opening the file must render exactly what the same state given as options renders; the
    // picture of a neighbouring step must differ, so the comparison can fail.
    const std::string base = "/tmp/nk_cli_lesson_" + std::to_string(::getpid());
    const std::string lesson = base + ".nklesson";
    {
        std::FILE *f = std::fopen(lesson.c_str(), "w");
        REQUIRE(f);
        std::fputs(R"({"format": "normkitchen-lesson", "version": 1, "input": [2, -1, 3],
                       "params": {"gamma": [1.5], "eps": 1e-8}, "preset": "seed-example",
                       "chapter": 2, "mode": "execute", "step": 3})",
                   f);
        std::fclose(f);
    }
    const std::string common = " --lang en --theme light --size 960x540 --screenshot ";
    // Twice at most. Under load the pair differed about once in 30 runs, for two causes, both
    // fixed: the step cards scrolled 2 px apart (by the order their formulas arrived), and the
    // picture was taken one layout behind (the card area's scroll bar). None of 60 loaded runs
    // differed since; the retry stays in case a third cause remains. A file that opened
    // elsewhere differs both times.
    std::string file, options;
    for (int attempt = 0; attempt < 2 && (file.empty() || file != options); ++attempt) {
        const Run opened = run("'" + lesson + "'" + common + base + "_file.png");
        REQUIRE(opened.status == 0);
        const Run byOptions =
            run("--mode execute --chapter 2 --step 3" + common + base + "_opts.png");
        REQUIRE(byOptions.status == 0);
        file = slurp(base + "_file.png");
        options = slurp(base + "_opts.png");
    }
    const Run other = run("--mode execute --chapter 2 --step 2" + common + base + "_other.png");
    REQUIRE(other.status == 0);
    REQUIRE(file.size() > 1000);
    CHECK(file == options);
    CHECK(file != slurp(base + "_other.png"));
    // Options after the file win over it.
    const Run later = run("'" + lesson + "' --step 2" + common + base + "_later.png");
    REQUIRE(later.status == 0);
    CHECK(slurp(base + "_later.png") == slurp(base + "_other.png"));
    for (const char *suffix : {".nklesson", "_file.png", "_opts.png", "_other.png", "_later.png"})
        std::remove((base + suffix).c_str());
}

TEST_CASE("the projector theme and large text are command-line options", "[cli][projector]")
{
    const std::string png = "/tmp/nk_cli_projector_" + std::to_string(::getpid()) + ".png";
    const Run r = run("--theme projector --large-text --mode execute --chapter 2 --size 960x540 "
                      "--screenshot " +
                      png);
    CHECK(r.status == 0);
    CHECK(slurp(png).size() > 1000);
    std::remove(png.c_str());
    const Run bad = run("--theme neon --screenshot " + png);
    CHECK(bad.status == 2);
    CHECK(bad.err.find("light, dark or projector") != std::string::npos);
    CHECK(lines(bad.err) == 1);
}

TEST_CASE("bench refuses a size beyond half the machine's free memory and suggests no-naive only "
          "where it helps",
          "[cli]")
{
    // Far beyond any machine: even without the naive version it does not fit.
    const Run huge = run("bench --rows 16777216 --d 65536 --no-naive");
    REQUIRE(huge.status == 2);
    CHECK(huge.out.empty());
    CHECK(lines(huge.err) == 1);
    CHECK(huge.err.find("GB this machine has free") != std::string::npos);
    CHECK(huge.err.find("--no-naive") == std::string::npos); // given already
    const Run hugeNaive = run("bench --rows 16777216 --d 65536");
    REQUIRE(hugeNaive.status == 2);
    CHECK(hugeNaive.err.find("--no-naive") == std::string::npos); // would not fit either
    // A size whose fp32 x and y (8 bytes an element) take two thirds of the budget, and with the
    // naive version's three temporaries (20 bytes) five thirds: only --no-naive would run it.
    const std::uint64_t budget = nk::MachineMemory::availableBytes() / 2;
    REQUIRE(budget > 0);
    const std::uint64_t elements = budget / 12;
    const std::uint64_t d = 4096;
    const std::uint64_t rows = elements / d;
    if (rows >= 1 && rows <= (1u << 24)) {
        const Run naive = run("bench --d " + std::to_string(d) + " --rows " + std::to_string(rows));
        REQUIRE(naive.status == 2);
        CHECK(lines(naive.err) == 1);
        CHECK(naive.err.find("(or add --no-naive)") != std::string::npos);
    }
}
