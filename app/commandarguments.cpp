#include "commandarguments.h"

#include "io/presets.h"
#include "io/vectorparser.h"

#include <algorithm>
#include <cstdio>
#include <iostream>

namespace {

// Messages echo the arguments: a newline or another control character in one must not break
// the one-line error (nor reach the terminal), so it is shown as \n, \r or \xHH.
std::string oneLine(const std::string &s)
{
    std::string out;
    for (const unsigned char c : s) {
        if (c == '\n') {
            out += "\\n";
        } else if (c == '\r') {
            out += "\\r";
        } else if (c < 0x20 || c == 0x7f) {
            char hex[8];
            std::snprintf(hex, sizeof hex, "\\x%02x", c);
            out += hex;
        } else {
            out += char(c);
        }
    }
    return out;
}

} // namespace

bool CommandArguments::forEachOption(
    const std::vector<std::string> &args,
    const std::function<void(const std::string &, const std::string &)> &onOption,
    const std::vector<std::string> &valued, const std::vector<std::string> &flags)
{
    auto has = [](const std::vector<std::string> &names, const std::string &a) {
        return std::find(names.begin(), names.end(), a) != names.end();
    };
    // --help anywhere wins over a mistake elsewhere on the line.
    if (has(args, "--help") || has(args, "-h"))
        return false;
    std::vector<std::string> seen;
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string &a = args[i];
        if (a.rfind("--", 0) != 0)
            throw UsageError{"unexpected argument '" + a + "'"};
        const bool flag = has(flags, a);
        if (!flag && !has(valued, a))
            throw UsageError{"unknown option '" + a + "' (see --help)"};
        if (has(seen, a))
            throw UsageError{a + " is given twice"};
        seen.push_back(a);
        if (flag) {
            onOption(a, std::string());
            continue;
        }
        if (i + 1 >= args.size())
            throw UsageError{a + " needs a value"};
        onOption(a, args[++i]);
    }
    return true;
}

std::vector<double> CommandArguments::parseVector(const std::string &option,
                                                  const std::string &value)
{
    const nk::ParseResult r = nk::VectorParser::parse(value);
    if (!r.ok())
        throw UsageError{option + ": " + r.error->message()};
    return r.values;
}

const nk::Preset &CommandArguments::findPreset(const std::string &value)
{
    const nk::Preset *p = nk::Presets::find(value);
    if (!p)
        throw UsageError{"--preset: unknown preset '" + value +
                         "' (see normkitchen trace --list-presets)"};
    return *p;
}

int CommandArguments::run(const char *command, const std::function<int()> &body)
{
    try {
        return body();
    } catch (const UsageError &e) {
        std::cerr << "normkitchen " << command << ": " << oneLine(e.message) << "\n";
        return 2;
    }
}
