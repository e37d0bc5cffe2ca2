// Fuzzes nk::VectorParser::parse: what a person types into the vector field or --vector.
// Besides "no crash", checks what the parser promises: finite values within the limit, or an
// error with a position inside the input.
#include "io/vectorparser.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

void check(bool ok, const char *what)
{
    if (!ok) {
        std::fprintf(stderr, "fuzz_vectorparser: %s\n", what);
        std::abort();
    }
}

void parseAndCheck(const std::string &s, int limit)
{
    const nk::ParseResult r = nk::VectorParser::parse(s, limit);
    if (r.ok()) {
        check(!r.values.empty(), "ok but no values");
        check(int(r.values.size()) <= limit, "more values than the limit");
        for (double v : r.values)
            check(std::isfinite(v), "a value is not finite");
        // The values written back with every digit read back the same.
        std::string text;
        for (double v : r.values) {
            char buf[32];
            std::snprintf(buf, sizeof buf, "%.17g", v);
            text += (text.empty() ? "" : ", ") + std::string(buf);
        }
        const nk::ParseResult again = nk::VectorParser::parse(text, limit);
        check(again.ok() && again.values == r.values, "the values do not read back");
        return;
    }
    check(r.values.empty(), "an error with values");
    // Columns count characters, so they never exceed bytes + 1 (the end of the input).
    check(r.error->position >= 0 && size_t(r.error->position) <= s.size() + 1,
          "error position outside the input");
    check(!r.error->message().empty(), "empty message");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const std::string s(reinterpret_cast<const char *>(data), size);
    parseAndCheck(s, nk::kMaxDimension);
    parseAndCheck(s, 3); // the too-many path, which the default limit rarely reaches
    return 0;
}
