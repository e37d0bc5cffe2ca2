// HandoutCommand's option parsing, apart from run(): it needs no Qt, so the command-line fuzz
// target (tests/fuzz) links it without widgets or the PDF writer.
#include "handoutcommand.h"

#include "commandarguments.h"
#include "io/presets.h"
#include "quizcommand.h"
#include "tracecommand.h"

#include <algorithm>
#include <exception>
#include <string>
#include <vector>

namespace {

using UsageError = CommandArguments::UsageError;

std::string chapterList(const std::vector<int> &ids)
{
    std::string s;
    for (int id : ids)
        s += (s.empty() ? "" : ", ") + std::to_string(id);
    return s;
}

int parseChapter(const std::string &text, const std::vector<int> &ids)
{
    int id = 0;
    size_t used = 0;
    try {
        id = std::stoi(text, &used);
    } catch (const std::exception &) {
        used = 0;
    }
    if (used == 0 || used != text.size())
        throw UsageError{"--chapters: expected chapter numbers like 1,2 or 2-3 or all, got '" +
                         text + "'"};
    if (std::find(ids.begin(), ids.end(), id) == ids.end())
        throw UsageError{"--chapters: there is no chapter " + text + " (the chapters are " +
                         chapterList(ids) + ")"};
    return id;
}

// "all", "2", "1,3", "2-4" (in catalog order), or a mix: "1,3-5".
std::vector<int> parseChapters(const std::string &value, const std::vector<int> &ids)
{
    if (value == "all")
        return ids;
    std::vector<int> out;
    size_t start = 0;
    while (start <= value.size()) {
        const size_t comma = std::min(value.find(',', start), value.size());
        const std::string part = value.substr(start, comma - start);
        const size_t dash = part.find('-', 1);
        if (dash == std::string::npos) {
            out.push_back(parseChapter(part, ids));
        } else {
            const auto from =
                std::find(ids.begin(), ids.end(), parseChapter(part.substr(0, dash), ids));
            const auto to =
                std::find(ids.begin(), ids.end(), parseChapter(part.substr(dash + 1), ids));
            if (to < from)
                throw UsageError{"--chapters: the range '" + part + "' runs backwards"};
            out.insert(out.end(), from, to + 1);
        }
        start = comma + 1;
    }
    return out;
}

} // namespace

std::string HandoutCommand::usage()
{
    return "usage: normkitchen handout --out FILE [--format pdf|html] [--audience "
           "student|teacher]\n"
           "                           [--lang zh|en] [--preset NAME | --vector V]\n"
           "                           [--gamma G] [--beta B] [--eps E] [--precision P]\n"
           "                           [--accumulate storage|fp32]\n"
           "                           [--variance two-pass|one-pass|welford] [--chapters LIST]\n"
           "                           [--sheet N]\n"
           "  Writes an A4 PDF handout: a title page with the vector and its parameters, each\n"
           "  chosen chapter's steps with typeset formulas, this vector's numbers and charts,\n"
           "  both outputs and the comparison table. LIST: all (default), 2, 1,3 or 2-3.\n"
           "  Chapter 11 adds exercise sheet N (as quiz --sheet N prints it; default 1).\n"
           "  --audience teacher (default) adds the teacher's notes and the sheet's key;\n"
           "  student leaves both out.\n"
           "  --format html writes the one-page revision sheet instead: the formulas, this\n"
           "  vector's numbers, the comparison table and the chosen chapters' takeaways, for a\n"
           "  browser or a phone, printable on one A4 page.\n"
           "  Without --preset or --vector: the worked example, worked-example.\n";
}

HandoutCommand::Options HandoutCommand::parse(const std::vector<std::string> &args,
                                              const std::vector<int> &chapterIds)
{
    Options o;
    // The vector and parameter options are trace's; the rest are the handout's own.
    std::vector<std::string> traceArgs;
    bool hasInput = false;
    std::string chapters = "all";
    const auto option = [&](const std::string &a, const std::string &v) {
        if (a == "--out") {
            if (v.empty())
                throw UsageError{"--out: expected a file name"};
            o.out = v;
        } else if (a == "--lang") {
            if (v != "en" && v != "zh")
                throw UsageError{"--lang: expected zh or en, got '" + v + "'"};
            o.language = v;
        } else if (a == "--audience") {
            if (v != "student" && v != "teacher")
                throw UsageError{"--audience: expected student or teacher, got '" + v + "'"};
            o.student = v == "student";
        } else if (a == "--format") {
            if (v != "pdf" && v != "html")
                throw UsageError{"--format: expected pdf or html, got '" + v + "'"};
            o.html = v == "html";
        } else if (a == "--chapters") {
            chapters = v;
        } else if (a == "--sheet") {
            const auto n = QuizCommand::parseWhole(v, QuizCommand::kMaxSheet);
            if (!n)
                throw UsageError{"--sheet: expected a whole number from 0 to 2^53 - 1, got '" + v +
                                 "'"};
            o.exerciseSheet = *n;
        } else if (a == "--preset" || a == "--vector" || a == "--gamma" || a == "--beta" ||
                   a == "--eps" || a == "--precision" || a == "--accumulate" || a == "--variance") {
            hasInput = hasInput || a == "--preset" || a == "--vector";
            traceArgs.insert(traceArgs.end(), {a, v});
        } else {
            throw UsageError{"unknown option '" + a + "'"};
        }
    };
    if (!CommandArguments::forEachOption(
            args, option,
            {"--accumulate", "--audience", "--beta", "--chapters", "--eps", "--format", "--gamma",
             "--lang", "--out", "--precision", "--preset", "--sheet", "--variance", "--vector"})) {
        o.help = true;
        return o;
    }
    if (o.out.empty())
        throw UsageError{"give --out FILE.pdf (see --help)"};
    if (!hasInput)
        traceArgs.insert(traceArgs.begin(), {"--preset", nk::Presets::kWorkedExample});
    const TraceCommand::Options t = TraceCommand::parse(traceArgs);
    o.input = t.input;
    o.settings = t.settings;
    o.chapters = parseChapters(chapters, chapterIds);
    return o;
}
