#include "traincommand.h"

#include "commandarguments.h"

#include "training/charcorpus.h"
#include "training/trainingexperiment.h"

#include <QFile>

#include <charconv>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <stdexcept>

namespace {

// The shipped corpus is compiled in (resources/CMakeLists.txt): no path to find once installed.
const char *const kShippedCorpus = ":/corpus/genesis.txt";

nk::CharCorpus loadCorpus(const std::string &path)
{
    if (!path.empty())
        return nk::CharCorpus::fromFile(path);
    QFile f(QString::fromLatin1(kShippedCorpus));
    if (!f.open(QIODevice::ReadOnly))
        throw std::runtime_error("the shipped corpus is missing from this build");
    return nk::CharCorpus(f.readAll().toStdString());
}

using UsageError = CommandArguments::UsageError;

template <typename Number>
Number parseNumber(const std::string &option, const std::string &value, Number min, Number max,
                   const char *what)
{
    Number v{};
    const char *end = value.data() + value.size();
    const auto [ptr, ec] = std::from_chars(value.data(), end, v);
    if (ec != std::errc() || ptr != end || !(v >= min && v <= max))
        throw UsageError{option + ": expected " + what + ", got '" + value + "'"};
    return v;
}

int parseCount(const std::string &option, const std::string &value, int min, int max)
{
    return parseNumber<int>(
        option, value, min, max,
        ("a whole number from " + std::to_string(min) + " to " + std::to_string(max)).c_str());
}

std::string fixed(double v, int digits)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", digits, v);
    return buf;
}

// One line every `every` steps and at validations: what a person watching wants to see.
void printProgress(const nk::TrainProgress &p, int every)
{
    if (p.step % every != 0 && !p.validationLoss && p.step != p.totalSteps)
        return;
    std::string line = std::string(nk::TrainingExperiment::name(p.norm)) + " step " +
                       std::to_string(p.step) + "/" + std::to_string(p.totalSteps) + "  train " +
                       fixed(p.trainLoss, 3);
    if (p.validationLoss)
        line += "  val " + fixed(*p.validationLoss, 3);
    char lr[32];
    std::snprintf(lr, sizeof lr, "%.2e", p.learningRate);
    line += "  lr " + std::string(lr) + "  " + fixed(p.tokensPerSecond, 0) + " tok/s  norm " +
            fixed(p.normTimeShare * 100.0, 1) + " %";
    std::cout << line << std::endl; // flushed: the run is long and people watch it
}

} // namespace

std::string TrainCommand::usage()
{
    return "usage: normkitchen train [--norm layernorm|rmsnorm|both] [--steps N] [--layers L]\n"
           "                         [--width D] [--heads H] [--context T] [--batch B] [--lr η]\n"
           "                         [--warmup W] [--seed S] [--gamma-init G] [--eval-every K]\n"
           "                         [--format text|json] [--corpus FILE]\n"
           "  Trains a small character-level transformer (pre-norm, GELU MLP, AdamW with warm-up\n"
           "  and cosine decay) once per norm, from the same seed, weights and batches, and "
           "prints\n"
           "  train and validation loss (nats per character), tokens/s, the norm layers' share of "
           "a\n"
           "  step and the unigram baseline. Defaults: both norms, 600 steps, 2 layers, width 64,\n"
           "  4 heads, context 64, batch 16, lr 1e-2, warm-up 60, seed 1, the shipped corpus\n"
           "  (Genesis, KJV).\n";
}

TrainCommand::Options TrainCommand::parse(const std::vector<std::string> &args)
{
    Options o;
    nk::TrainingConfig &config = o.config;
    const auto option = [&](const std::string &a, const std::string &v) {
        if (a == "--norm") {
            if (v == "both")
                o.norms = {nk::NormKind::LayerNorm, nk::NormKind::RmsNorm};
            else if (const auto kind = nk::TrainingExperiment::normFromName(v))
                o.norms = {*kind};
            else
                throw UsageError{"--norm: expected layernorm, rmsnorm or both, got '" + v + "'"};
        } else if (a == "--steps") {
            config.steps = parseCount(a, v, 1, 1000000);
        } else if (a == "--layers") {
            config.layers = parseCount(a, v, 1, 32);
        } else if (a == "--width") {
            config.width = parseCount(a, v, 1, 1024);
        } else if (a == "--heads") {
            config.heads = parseCount(a, v, 1, 64);
        } else if (a == "--context") {
            config.context = parseCount(a, v, 1, 1024);
        } else if (a == "--batch") {
            config.batch = parseCount(a, v, 1, 1024);
        } else if (a == "--warmup") {
            config.warmup = parseCount(a, v, 0, 1000000);
        } else if (a == "--eval-every") {
            config.evalInterval = parseCount(a, v, 1, 1000000);
        } else if (a == "--lr") {
            config.learningRate = parseNumber<double>(a, v, 1e-9, 1.0, "a number in (0, 1]");
        } else if (a == "--gamma-init") {
            config.gammaInit = parseNumber<double>(a, v, -1e3, 1e3, "a number from -1000 to 1000");
        } else if (a == "--seed") {
            config.seed =
                parseNumber<unsigned long long>(a, v, 0, ~0ull, "a whole number from 0 to 2^64-1");
        } else if (a == "--format") {
            if (v != "text" && v != "json")
                throw UsageError{"--format: expected text or json, got '" + v + "'"};
            o.format = v;
        } else if (a == "--corpus") {
            o.corpusPath = v;
        } else {
            throw UsageError{"unknown option '" + a + "'"};
        }
    };
    if (!CommandArguments::forEachOption(args, option,
                                         {"--batch", "--context", "--corpus", "--eval-every",
                                          "--format", "--gamma-init", "--heads", "--layers", "--lr",
                                          "--norm", "--seed", "--steps", "--warmup", "--width"})) {
        o.help = true;
        return o;
    }
    if (config.width % config.heads != 0)
        throw UsageError{"--heads " + std::to_string(config.heads) + " must divide --width " +
                         std::to_string(config.width)};
    // What one step keeps per layer: about 40 floats per token and unit of width, and the
    // attention weights, B·H·T² floats.
    const double tokens = config.tokensPerStep();
    const double bytes = 4.0 * config.layers *
                         (40.0 * tokens * config.width + tokens * config.heads * config.context);
    if (bytes > 4e9)
        throw UsageError{"--batch, --context, --width, --heads and --layers need about " +
                         fixed(bytes / 1e9, 0) + " GB; choose smaller sizes"};
    return o;
}

int TrainCommand::run(const std::vector<std::string> &args)
{
    return CommandArguments::run("train", [&args] {
        const Options o = parse(args);
        if (o.help) {
            std::cout << usage();
            return 0;
        }
        try {
            const nk::CharCorpus corpus = loadCorpus(o.corpusPath);
            const int every = std::max(1, std::min(o.config.evalInterval, o.config.steps / 20));
            const auto progress = [&](const nk::TrainProgress &p) {
                if (o.format == "text")
                    printProgress(p, every);
                return true;
            };
            const nk::TrainingExperiment::Result result =
                nk::TrainingExperiment::run(corpus, o.config, o.norms, progress);
            if (o.format == "json")
                std::cout << nk::TrainingExperiment::toJson(result) << "\n";
            else
                std::cout << nk::TrainingExperiment::toText(result);
            return 0;
        } catch (const std::runtime_error &e) {
            throw UsageError{e.what()};
        } catch (const std::invalid_argument &e) {
            throw UsageError{e.what()};
        }
    });
}
