#pragma once

#include "norm/normsettings.h"

#include <optional>
#include <string>
#include <vector>

namespace nk {

enum class ParseErrorKind {
    Empty,               // nothing but separators
    UnexpectedCharacter, // a character that cannot start or continue a number
    MissingValue,        // two separators in a row, or one at the start or end
    InvalidNumber,       // a token that is not a number ("1.2.3", "-")
    NotFinite,           // inf, nan, or too large for a double
    TooMany,             // more than the allowed number of elements
    UnbalancedBracket    // "[2, 3" or "2, 3]"
};

struct ParseError
{
    ParseErrorKind kind = ParseErrorKind::Empty;
    int position = 0; // 1-based character (not byte) column in the input; 0 when none
    int element = 0;  // 1-based element number; 0 when not about one element
    std::string text; // the offending character or token, UTF-8
    int limit = 0;    // for TooMany

    std::string message() const; // one English sentence naming the position and the reason
};

struct ParseResult
{
    std::vector<double> values;
    std::optional<ParseError> error;
    bool ok() const { return !error.has_value(); }
};

// Reads a vector typed by hand: "2, -1, 3", "[2 -1 3]", "2;-1;3", "1e-3, 2.5E2", and what a
// Chinese input method produces: full-width digits, comma "，", minus "－", period "．" or "。",
// the enumeration comma "、", the ideographic space. Separators are commas, semicolons and
// white space; brackets [] or () may enclose the whole list. Every value must be finite.
// Large values that will overflow a low precision are accepted on purpose.
class VectorParser
{
public:
    static ParseResult parse(const std::string &utf8, int maxElements = kMaxDimension);
};

} // namespace nk
