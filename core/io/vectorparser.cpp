#include "io/vectorparser.h"

#include <charconv>
#include <cmath>

namespace nk {

namespace {

struct Char
{
    char32_t code;    // after mapping full-width forms to ASCII
    std::string text; // the original UTF-8 bytes
    int column;       // 1-based
};

char32_t toAscii(char32_t c)
{
    if (c >= 0xFF01 && c <= 0xFF5E) // full-width ASCII block
        return c - 0xFEE0;
    switch (c) {
    case 0x3000: // ideographic space
    case 0x00A0: // no-break space
        return U' ';
    case 0x3001: // 、
        return U',';
    case 0x3002: // 。
    case 0xFF61:
        return U'.';
    case 0x2212: // minus sign
    case 0x2013: // en dash
        return U'-';
    default:
        return c;
    }
}

// Decodes UTF-8; an invalid byte becomes U+FFFD so it is reported as unexpected.
std::vector<Char> decode(const std::string &s)
{
    std::vector<Char> out;
    size_t i = 0;
    int column = 1;
    while (i < s.size()) {
        const unsigned char b = static_cast<unsigned char>(s[i]);
        int len = b < 0x80           ? 1
                  : (b >> 5) == 0x6  ? 2
                  : (b >> 4) == 0xE  ? 3
                  : (b >> 3) == 0x1E ? 4
                                     : 0;
        char32_t code = 0xFFFD;
        if (len == 0 || i + size_t(len) > s.size()) {
            len = 1;
        } else {
            code = len == 1 ? b : len == 2 ? (b & 0x1F) : len == 3 ? (b & 0x0F) : (b & 0x07);
            for (int k = 1; k < len; ++k) {
                const unsigned char c = static_cast<unsigned char>(s[i + size_t(k)]);
                if ((c >> 6) != 0x2) {
                    code = 0xFFFD;
                    len = k;
                    break;
                }
                code = (code << 6) | (c & 0x3F);
            }
        }
        out.push_back({toAscii(code), s.substr(i, size_t(len)), column++});
        i += size_t(len);
    }
    return out;
}

bool isSpace(char32_t c)
{
    return c == U' ' || c == U'\t' || c == U'\n' || c == U'\r';
}
bool isSeparator(char32_t c)
{
    return c == U',' || c == U';';
}
bool isOpen(char32_t c)
{
    return c == U'[' || c == U'(';
}
bool isClose(char32_t c)
{
    return c == U']' || c == U')';
}
bool isTokenChar(char32_t c)
{
    return !isSpace(c) && !isSeparator(c) && !isOpen(c) && !isClose(c);
}
bool isNumberChar(char32_t c)
{
    return (c >= U'0' && c <= U'9') || c == U'.' || c == U'e' || c == U'E' || c == U'+' ||
           c == U'-';
}

std::string lower(const std::string &s)
{
    std::string r = s;
    for (char &c : r)
        if (c >= 'A' && c <= 'Z')
            c = char(c - 'A' + 'a');
    return r;
}

} // namespace

std::string ParseError::message() const
{
    const std::string at = "at column " + std::to_string(position);
    const std::string el = element > 0 ? "element " + std::to_string(element) + " " : "";
    switch (kind) {
    case ParseErrorKind::Empty:
        return "the vector is empty: type numbers separated by commas, e.g. 2, -1, 3";
    case ParseErrorKind::UnexpectedCharacter:
        return el + at + ": unexpected character '" + text + "'";
    case ParseErrorKind::MissingValue:
        return el + at + ": a value is missing between separators";
    case ParseErrorKind::InvalidNumber:
        return el + at + ": '" + text + "' is not a number";
    case ParseErrorKind::NotFinite:
        return el + at + ": '" + text + "' is not a finite number";
    case ParseErrorKind::TooMany:
        return el + at + ": too many elements (at most " + std::to_string(limit) + ")";
    case ParseErrorKind::UnbalancedBracket:
        return at + ": unbalanced bracket '" + text + "'";
    }
    return "invalid vector";
}

ParseResult VectorParser::parse(const std::string &utf8, int maxElements)
{
    ParseResult result;
    const std::vector<Char> chars = decode(utf8);
    auto fail = [&](ParseErrorKind kind, const Char *c, int element, std::string text = {}) {
        ParseError e;
        e.kind = kind;
        e.position = c ? c->column : int(chars.size()) + 1;
        e.element = element;
        e.text = text.empty() && c ? c->text : text;
        e.limit = maxElements;
        result.values.clear();
        result.error = e;
        return result;
    };

    size_t begin = 0, end = chars.size();
    while (begin < end && isSpace(chars[begin].code))
        ++begin;
    while (end > begin && isSpace(chars[end - 1].code))
        --end;
    const bool opened = begin < end && isOpen(chars[begin].code);
    const bool closed = end > begin && isClose(chars[end - 1].code);
    if (opened && !closed)
        return fail(ParseErrorKind::UnbalancedBracket, &chars[begin], 0);
    if (closed && !opened)
        return fail(ParseErrorKind::UnbalancedBracket, &chars[end - 1], 0);
    if (opened) {
        ++begin;
        --end;
    }

    bool expectValue = true; // after a comma a value must follow
    bool sawSeparator = false;
    const Char *lastSeparator = nullptr;
    size_t i = begin;
    while (i < end) {
        const Char &c = chars[i];
        if (isSpace(c.code)) {
            ++i;
            continue;
        }
        const int element = int(result.values.size()) + 1;
        if (isSeparator(c.code)) {
            if (expectValue)
                return fail(ParseErrorKind::MissingValue, &c, element);
            expectValue = true;
            sawSeparator = true;
            lastSeparator = &c;
            ++i;
            continue;
        }
        if (isOpen(c.code) || isClose(c.code))
            return fail(ParseErrorKind::UnbalancedBracket, &c, 0);
        // A token: the run up to the next separator, space or bracket.
        size_t j = i;
        std::string ascii, original;
        while (j < end && isTokenChar(chars[j].code)) {
            original += chars[j].text;
            ascii += chars[j].code < 0x80 ? char(chars[j].code) : '?';
            ++j;
        }
        const std::string low = lower(ascii);
        if (low == "inf" || low == "+inf" || low == "-inf" || low == "nan" || low == "infinity" ||
            low == "-infinity" || low == "+infinity")
            return fail(ParseErrorKind::NotFinite, &c, element, original);
        for (size_t k = i; k < j; ++k)
            if (!isNumberChar(chars[k].code))
                return fail(ParseErrorKind::UnexpectedCharacter, &chars[k], element);
        if (int(result.values.size()) >= maxElements)
            return fail(ParseErrorKind::TooMany, &c, element);
        // from_chars is locale-independent; it takes no leading '+'.
        const char *first = ascii.data();
        const char *last = ascii.data() + ascii.size();
        if (first != last && *first == '+')
            ++first;
        double v = 0.0;
        const auto [ptr, ec] = std::from_chars(first, last, v);
        // Out of range still has to cover the whole token: "1e-400-5" is not a number.
        if (ec == std::errc::result_out_of_range && ptr == last) {
            // Tiny values underflow to 0 harmlessly; huge ones are not finite.
            if (low.find("e-") != std::string::npos)
                v = 0.0;
            else
                return fail(ParseErrorKind::NotFinite, &c, element, original);
        } else if (ec != std::errc() || ptr != last) {
            return fail(ParseErrorKind::InvalidNumber, &c, element, original);
        }
        if (!std::isfinite(v))
            return fail(ParseErrorKind::NotFinite, &c, element, original);
        result.values.push_back(v);
        expectValue = false;
        i = j;
    }
    if (result.values.empty()) {
        if (sawSeparator)
            return fail(ParseErrorKind::MissingValue, lastSeparator, 1);
        return fail(ParseErrorKind::Empty, nullptr, 0);
    }
    if (expectValue && sawSeparator)
        return fail(ParseErrorKind::MissingValue, lastSeparator, int(result.values.size()) + 1);
    return result;
}

} // namespace nk
