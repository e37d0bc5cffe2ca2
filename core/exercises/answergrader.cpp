#include "exercises/answergrader.h"

#include "io/vectorparser.h"

#include <cctype>
#include <cmath>
#include <cstring>
#include <limits>

namespace nk {

namespace {

bool readOne(const std::string &s, double *value)
{
    const ParseResult r = VectorParser::parse(s, 1);
    if (!r.ok() || r.values.size() != 1)
        return false;
    *value = r.values.front();
    return true;
}

// "inf", "infinity", "∞" (U+221E), with an optional sign and spaces around: what a student
// types when the answer is an overflow. NaN is no answer anyone predicts.
bool readInfinity(const std::string &s, double *value)
{
    std::string t;
    for (char c : s)
        if (c != ' ' && c != '\t')
            t += char(std::tolower(static_cast<unsigned char>(c)));
    double sign = 1.0;
    if (!t.empty() && (t[0] == '+' || t[0] == '-')) {
        sign = t[0] == '-' ? -1.0 : 1.0;
        t.erase(0, 1);
    } else if (t.compare(0, 3, "\xE2\x88\x92") == 0 || t.compare(0, 3, "\xEF\xBC\x8D") == 0) {
        sign = -1.0; // U+2212 or the full-width minus
        t.erase(0, 3);
    }
    if (t != "inf" && t != "infinity" && t != "\xE2\x88\x9E")
        return false;
    *value = sign * std::numeric_limits<double>::infinity();
    return true;
}

bool isBlank(const std::string &s)
{
    // Only ASCII white space and the ideographic space U+3000 (E3 80 80).
    for (size_t i = 0; i < s.size(); ++i) {
        const char c = s[i];
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r')
            continue;
        if (s.compare(i, 3, "\xE3\x80\x80") == 0) {
            i += 2;
            continue;
        }
        return false;
    }
    return true;
}

} // namespace

bool AnswerGrader::read(const std::string &utf8, double *value, bool *empty)
{
    const bool blank = isBlank(utf8);
    if (empty)
        *empty = blank;
    if (blank)
        return false;
    // A fraction: "/" or the full-width "／" (EF BC 8F), once.
    for (const char *slash : {"/", "\xEF\xBC\x8F"}) {
        const size_t at = utf8.find(slash);
        if (at == std::string::npos)
            continue;
        double num = 0, den = 0;
        if (!readOne(utf8.substr(0, at), &num) ||
            !readOne(utf8.substr(at + std::strlen(slash)), &den) || den == 0.0)
            return false;
        *value = num / den;
        return std::isfinite(*value);
    }
    return readOne(utf8, value) || readInfinity(utf8, value);
}

bool AnswerGrader::withinTolerance(double typed, double expected)
{
    if (std::isinf(typed) || std::isinf(expected))
        return typed == expected; // an overflow is right only as the same infinity
    // A hair of slack so that 0.51 against 0.5 (0.010000000000000009 in binary) counts as the
    // 0.01 the student sees.
    const double err = std::fabs(typed - expected) * (1.0 - 1e-12);
    if (err <= kRelativeTolerance * std::fabs(expected) || err <= kKeyRoundingFloor)
        return true;
    // A small key: 0.01 would be as large as the key itself, so only the relative error counts.
    return std::fabs(expected) >= kRelativeOnlyBelow && err <= kAbsoluteTolerance;
}

AnswerGrader::Closeness AnswerGrader::closeness(const Grade &g)
{
    // The absolute tolerance still counts near 0, where any relative error is large.
    if (g.relError <= kSpotOnRelative || g.absError <= kAbsoluteTolerance)
        return Closeness::SpotOn;
    return g.relError <= kCloseRelative ? Closeness::Close : Closeness::Off;
}

AnswerGrader::Grade AnswerGrader::grade(const std::string &utf8, double expected)
{
    Grade g;
    g.expected = expected;
    bool empty = false;
    if (!read(utf8, &g.typed, &empty)) {
        g.verdict = empty ? Verdict::Empty : Verdict::Unreadable;
        return g;
    }
    // inf against inf: no error (inf − inf would be NaN).
    g.absError = g.typed == expected ? 0.0 : std::fabs(g.typed - expected);
    g.relError = g.absError == 0.0      ? 0.0
                 : std::isinf(expected) ? std::numeric_limits<double>::infinity()
                 : expected != 0.0      ? g.absError / std::fabs(expected)
                 : g.absError == 0.0    ? 0.0
                                        : std::numeric_limits<double>::infinity();
    g.verdict = withinTolerance(g.typed, expected) ? Verdict::Right : Verdict::Wrong;
    return g;
}

} // namespace nk
