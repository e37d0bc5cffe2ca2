// Fuzzes the argument walkers of trace, bench, sweep and train through their parse() entry
// points, which do no work (no benchmark, no training). The input is NUL-separated arguments;
// when the first names a command it picks that one, else every command reads them all.
// A UsageError is the commands' answer to bad input; any other exception is a bug.
#include "benchcommand.h"
#include "commandarguments.h"
#include "sweepcommand.h"
#include "traincommand.h"
#include "tracecommand.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

void check(bool ok, const char *what)
{
    if (!ok) {
        std::fprintf(stderr, "fuzz_commands: %s\n", what);
        std::abort();
    }
}

template <typename Parse>
void attempt(const Parse &parse, const std::vector<std::string> &args)
{
    try {
        parse(args);
    } catch (const CommandArguments::UsageError &e) {
        check(!e.message.empty() && e.message.find('\n') == std::string::npos,
              "a usage error is not one line");
    }
}

void trace(const std::vector<std::string> &args)
{
    const TraceCommand::Options o = TraceCommand::parse(args);
    if (o.help || o.listPresets)
        return;
    check(!o.input.empty() && o.input.size() <= size_t(nk::kMaxDimension), "trace input size");
    check(!o.settings.problemFor(int(o.input.size())), "trace settings unusable");
}

void bench(const std::vector<std::string> &args)
{
    const BenchCommand::Options o = BenchCommand::parse(args);
    check(o.config.rows >= 1 && o.config.d >= 1 && o.config.d <= nk::kMaxDimension &&
              o.config.repeat >= 1,
          "bench sizes out of range");
}

void sweep(const std::vector<std::string> &args)
{
    const SweepCommand::Options o = SweepCommand::parse(args);
    if (o.help)
        return;
    check(!o.input.empty() && !o.settings.problemFor(int(o.input.size())), "sweep input");
}

void train(const std::vector<std::string> &args)
{
    const TrainCommand::Options o = TrainCommand::parse(args);
    if (o.help)
        return;
    check(o.config.width % o.config.heads == 0, "train heads do not divide width");
    check(!o.norms.empty() && std::isfinite(o.config.learningRate), "train norms or lr");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    std::vector<std::string> args(1);
    for (size_t i = 0; i < size; ++i) {
        if (data[i] == 0)
            args.emplace_back();
        else
            args.back() += char(data[i]);
    }
    const std::string command = args.front();
    const bool named =
        command == "trace" || command == "bench" || command == "sweep" || command == "train";
    if (named)
        args.erase(args.begin());
    if (!named || command == "trace")
        attempt(trace, args);
    if (!named || command == "bench")
        attempt(bench, args);
    if (!named || command == "sweep")
        attempt(sweep, args);
    if (!named || command == "train")
        attempt(train, args);
    return 0;
}
