#include "quizcommand.h"

#include "commandarguments.h"

#include "exercises/exerciseformatter.h"
#include "exercises/exercisesheet.h"

#include <iostream>
#include <optional>

using UsageError = CommandArguments::UsageError;

std::optional<std::uint64_t> QuizCommand::parseWhole(const std::string &v, std::uint64_t max)
{
    if (v.empty() || v.size() > 20)
        return std::nullopt;
    std::uint64_t n = 0;
    for (const char c : v) {
        if (c < '0' || c > '9')
            return std::nullopt;
        const std::uint64_t digit = std::uint64_t(c - '0');
        if (n > (max - digit) / 10)
            return std::nullopt;
        n = n * 10 + digit;
    }
    return n;
}

std::string QuizCommand::usage()
{
    return std::string(
               "usage: normkitchen quiz --sheet S [--count N] [--lang zh|en] [--format text|json]\n"
               "                        [--answers | --ask]\n") +
           "  Prints exercise sheet number S (0 to 2^53 - 1; default " +
           std::to_string(nk::ExerciseSheet::kDefaultCount) + " exercises, at most " +
           std::to_string(nk::ExerciseSheet::kMaxCount) +
           "):\n"
           "  small vectors whose mean, variance, RMS and outputs are worked by hand. The same\n"
           "  number gives the same sheet on every machine and in the app's chapter 11 (its\n"
           "  Sheet number). --answers adds the answer key (fp64).\n"
           "  --ask asks the answers instead, one per prompt on stdin (mean, variance, RMS and\n"
           "  both outputs of element k, per exercise; 4/3 and full-width digits are fine),\n"
           "  grades each, names the slip a wrong one matches (divided by d - 1, forgot eps,\n"
           "  gamma or beta, sigma for sigma^2, the wrong element, the sign...), lets you try\n"
           "  once more, then shows the key and the lesson step that computes it. It ends with\n"
           "  the score, also at the end of the input (Ctrl+D). Works piped:\n"
           "    printf '%s\\n' -7/3 6.22 | normkitchen quiz --sheet 3 --ask\n"
           "  --seed S, the option's former name, still works.\n";
}

QuizCommand::Options QuizCommand::parse(const std::vector<std::string> &args)
{
    Options o;
    bool haveSheet = false;
    const auto option = [&](const std::string &a, const std::string &v) {
        if (a == "--sheet" || a == "--seed") { // --seed: the former name
            const auto s = parseWhole(v, kMaxSheet);
            if (!s)
                throw UsageError{a + ": expected a whole number from 0 to 2^53 - 1, got '" + v +
                                 "'"};
            o.sheet = *s;
            haveSheet = true;
        } else if (a == "--count") {
            const auto n = parseWhole(v, std::uint64_t(nk::ExerciseSheet::kMaxCount));
            if (!n || *n < 1)
                throw UsageError{"--count: expected a whole number from 1 to " +
                                 std::to_string(nk::ExerciseSheet::kMaxCount) + ", got '" + v +
                                 "'"};
            o.count = int(*n);
        } else if (a == "--lang") {
            if (v != "en" && v != "zh")
                throw UsageError{"--lang: expected zh or en, got '" + v + "'"};
            o.language = v;
        } else if (a == "--format") {
            if (v != "text" && v != "json")
                throw UsageError{"--format: expected text or json, got '" + v + "'"};
            o.format = v;
        } else if (a == "--answers") {
            o.answers = true;
        } else if (a == "--ask") {
            o.ask = true;
        } else {
            throw UsageError{"unknown option '" + a + "'"};
        }
    };
    if (!CommandArguments::forEachOption(args, option,
                                         {"--count", "--format", "--lang", "--seed", "--sheet"},
                                         {"--answers", "--ask"})) {
        o.help = true;
        return o;
    }
    if (!haveSheet)
        throw UsageError{"give --sheet S (see --help)"};
    if (o.ask && o.answers)
        throw UsageError{"--ask and --answers: the key is shown after each question is asked"};
    if (o.ask && o.format != "text")
        throw UsageError{"--ask: asks in text; --format json prints the sheet for scripts"};
    return o;
}

int QuizCommand::run(const std::vector<std::string> &args, const Ask &ask)
{
    return CommandArguments::run("quiz", [&args, &ask] {
        const Options o = parse(args);
        if (o.help) {
            std::cout << usage();
            return 0;
        }
        if (o.ask) {
            if (!ask)
                throw UsageError{"--ask is not available in this build"};
            return ask(o);
        }
        const nk::ExerciseFormatter f(o.sheet, nk::ExerciseSheet::generate(o.sheet, o.count));
        if (o.format == "json")
            std::cout << f.json(o.answers);
        else
            std::cout << f.text(o.language == "zh" ? nk::ExerciseFormatter::Language::Zh
                                                   : nk::ExerciseFormatter::Language::En,
                                o.answers);
        return 0;
    });
}
