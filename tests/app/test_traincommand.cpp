// normkitchen train: a very small run's JSON, and the usage errors.
#include "apprun.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>
#include <utility>

namespace {

using apprun::Run;

Run train(const std::string &args)
{
    return apprun::run("train " + args);
}

int count(const std::string &s, const std::string &what)
{
    int n = 0;
    for (size_t at = s.find(what); at != std::string::npos; at = s.find(what, at + 1))
        ++n;
    return n;
}

const char *kTiny = "--steps 6 --layers 1 --width 16 --heads 2 --context 16 --batch 4 --warmup 2 "
                    "--eval-every 3";

} // namespace

TEST_CASE("train prints both runs as JSON", "[cli][train]")
{
    const Run r = train(std::string(kTiny) + " --seed 7 --format json");
    REQUIRE(r.status == 0);
    CHECK(r.err.empty());
    for (const char *key :
         {"{\"seed\":7,", "\"unigram_baseline\":3.02", "\"runs\":[", "\"norm\":\"layernorm\"",
          "\"norm\":\"rmsnorm\"", "\"steps\":6,", "\"final_train_loss\":", "\"final_val_loss\":",
          "\"tokens_per_second\":", "\"norm_time_share\":0.",
          "\"rms_over_ln_throughput\":", "\"curve\":[{\"step\":1,\"train_loss\":"})
        CHECK(r.out.find(key) != std::string::npos);
    CHECK(count(r.out, "\"train_loss\":") == 12);
    CHECK(count(r.out, "\"val_loss\":") == 4); // after steps 3 and 6, per run
    CHECK(r.out.back() == '\n');
}

TEST_CASE("train with one norm and as text", "[cli][train]")
{
    const Run json = train(std::string(kTiny) + " --norm rmsnorm --format json");
    REQUIRE(json.status == 0);
    CHECK(count(json.out, "\"norm\":") == 1);
    CHECK(json.out.find("rms_over_ln_throughput") == std::string::npos);

    const Run text = train(std::string(kTiny) + " --norm layernorm");
    REQUIRE(text.status == 0);
    CHECK(text.out.find("layernorm step 6/6") != std::string::npos);
    CHECK(text.out.find("unigram baseline") != std::string::npos);
    CHECK(text.out.find("norm share") != std::string::npos);
    // The summary's train loss is a mean over steps, not the last progress line: it says so.
    CHECK(text.out.find("train loss: the mean over the last 20 steps") != std::string::npos);

    const Run help = train("--help");
    CHECK(help.status == 0);
    CHECK(help.out.find("usage: normkitchen train") != std::string::npos);
}

TEST_CASE("train rejects bad options with status 2 and one line", "[cli][train]")
{
    for (const char *args :
         {"--norm batchnorm", "--steps 0", "--steps x", "--width 10 --heads 3", "--lr -1", "--lr 0",
          "--format xml", "--seed -3", "--bogus 1", "--steps", "stray",
          "--corpus /nonexistent/corpus.txt", "--context 100000",
          "--batch 1024 --context 1024 --width 512 --layers 8"}) {
        INFO(args);
        const Run r = train(args);
        CHECK(r.status == 2);
        CHECK(r.out.empty());
        CHECK(count(r.err, "\n") == 1);
        CHECK(r.err.rfind("normkitchen train: ", 0) == 0);
    }
}

TEST_CASE("train refuses a corpus it cannot learn from with one line and status 2", "[cli][train]")
{
    const std::string dir =
        (std::filesystem::temp_directory_path() / ("nk_corpus_" + std::to_string(::getpid())))
            .string();
    std::filesystem::create_directories(dir);
    auto writeCorpus = [](const std::string &path, const std::string &text) {
        std::ofstream(path, std::ios::binary) << text;
    };
    const std::string binary = dir + "/binary.bin";
    const std::string empty = dir + "/empty.txt";
    const std::string shortText = dir + "/short.txt";
    writeCorpus(binary, std::string("text\0with a NUL", 15));
    writeCorpus(empty, "");
    writeCorpus(shortText, "abcdefghijklmnopqrstuvwxyz");
    const std::string fewChars = dir + "/few.txt";
    writeCorpus(fewChars, "abcab");
    const std::pair<std::string, const char *> cases[] = {
        // /dev/zero never ends: refused at its first block, not after gigabytes.
        {"--corpus /dev/zero", "not text"},
        {"--corpus " + binary, "not text"},
        {"--corpus " + dir, "is a folder"},
        {"--corpus " + empty, "is empty"},
        // 26 characters against a context of 16: the minimum is said, and the length.
        {std::string(kTiny) + " --corpus " + shortText,
         "too short for a context of 16: it needs at least 170 characters and has 26"},
        // Too short to leave a validation part at all: the minimum is said here too.
        {"--corpus " + fewChars, "characters and has 5"}};
    for (const auto &[args, reason] : cases) {
        INFO(args);
        const Run r = train(args);
        CHECK(r.status == 2);
        CHECK(count(r.err, "\n") == 1);
        CHECK(r.err.find(reason) != std::string::npos);
    }
    std::filesystem::remove_all(dir);
}

TEST_CASE("every command names an unknown option given last and refuses an option twice", "[cli]")
{
    const std::pair<const char *, const char *> commands[] = {
        {"trace", "--format json"}, {"bench", "--format json"}, {"sweep", "--format csv"},
        {"train", "--format json"}, {"quiz", "--format json"},  {"handout", "--lang en"}};
    for (const auto &[command, option] : commands) {
        INFO(command);
        const Run last = apprun::run(std::string(command) + " " + option + " --foo");
        CHECK(last.status == 2);
        CHECK(last.err.find("unknown option '--foo'") != std::string::npos);
        CHECK(count(last.err, "\n") == 1);
        const Run twice = apprun::run(std::string(command) + " " + option + " " + option);
        CHECK(twice.status == 2);
        const std::string name = std::string(option).substr(0, std::string(option).find(' '));
        CHECK(twice.err.find(name + " is given twice") != std::string::npos);
    }
    // The window's options too, and --help anywhere wins.
    CHECK(apprun::run("--lang en --foo").err.find("unknown option '--foo'") != std::string::npos);
    CHECK(apprun::run("--lang en --lang zh").err.find("--lang is given twice") !=
          std::string::npos);
    const Run help = apprun::run("--foo --help");
    CHECK(help.status == 0);
    CHECK(help.out.find("usage: normkitchen") != std::string::npos);
}
