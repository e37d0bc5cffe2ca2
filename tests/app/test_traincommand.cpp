// normkitchen train: a very small run's JSON, and the usage errors.
#include "apprun.h"

#include <catch2/catch.hpp>

#include <string>

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
