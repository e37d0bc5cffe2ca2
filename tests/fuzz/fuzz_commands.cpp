// Fuzzes the argument walkers of trace, bench, sweep, train, quiz and handout through their parse()
// entry points, which do no work (no benchmark, no training). The input is NUL-separated arguments;
// when the first names a command it picks that one, else every command reads them all.
// A UsageError (status 2, one line on stderr) is the commands' answer to bad input; any other
// exception is a bug.
#include "benchcommand.h"
#include "lesson/chaptercatalog.h"
#include "commandarguments.h"
#include "handoutcommand.h"
#include "quizcommand.h"
#include "sweepcommand.h"
#include "traincommand.h"
#include "tracecommand.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

using namespace nk::ui;

namespace {

void check(bool ok, const char *what)
{
    if (!ok) {
        std::fprintf(stderr, "fuzz_commands: %s\n", what);
        std::abort();
    }
}

// Through CommandArguments::run, as main() does, catching what it prints: nothing, or one
// line and status 2.
template <typename Parse>
void attempt(const char *command, const Parse &parse, const std::vector<std::string> &args)
{
    std::ostringstream err;
    std::streambuf *const saved = std::cerr.rdbuf(err.rdbuf());
    const int status = CommandArguments::run(command, [&] {
        parse(args);
        return 0;
    });
    std::cerr.rdbuf(saved);
    const std::string printed = err.str();
    if (status == 0)
        check(printed.empty(), "printed an error without failing");
    else
        check(status == 2 && printed.find('\n') == printed.size() - 1,
              "a usage error is not one line");
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

void quiz(const std::vector<std::string> &args)
{
    const QuizCommand::Options o = QuizCommand::parse(args);
    if (o.help)
        return;
    check(o.sheet <= QuizCommand::kMaxSheet && o.count >= 1 && o.count <= 100,
          "quiz sheet or count");
}

void handout(const std::vector<std::string> &args)
{
    static const QList<int> catalog = ChapterCatalog::instance().ids();
    static const std::vector<int> ids(catalog.begin(), catalog.end());
    const HandoutCommand::Options o = HandoutCommand::parse(args, ids);
    if (o.help)
        return;
    check(!o.out.empty() && (o.language == "en" || o.language == "zh"), "handout out or lang");
    check(!o.input.empty() && !o.settings.problemFor(int(o.input.size())), "handout input");
    check(!o.chapters.empty(), "handout without chapters");
    for (int id : o.chapters)
        check(std::find(ids.begin(), ids.end(), id) != ids.end(), "handout chapter not in catalog");
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
    const bool named = command == "trace" || command == "bench" || command == "sweep" ||
                       command == "train" || command == "quiz" || command == "handout";
    if (named)
        args.erase(args.begin());
    if (!named || command == "trace")
        attempt("trace", trace, args);
    if (!named || command == "bench")
        attempt("bench", bench, args);
    if (!named || command == "sweep")
        attempt("sweep", sweep, args);
    if (!named || command == "train")
        attempt("train", train, args);
    if (!named || command == "quiz")
        attempt("quiz", quiz, args);
    if (!named || command == "handout")
        attempt("handout", handout, args);
    return 0;
}
