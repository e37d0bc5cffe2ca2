#include "session/jsonreader.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>

namespace nk {

const JsonValue *JsonValue::member(const std::string &key) const
{
    if (type != Type::Object)
        return nullptr;
    const auto it = object.find(key);
    return it == object.end() ? nullptr : &it->second;
}

namespace {

class Reader
{
public:
    explicit Reader(std::string_view text)
        : m_text(text)
    {
    }

    bool run(JsonValue *out)
    {
        skipSpace();
        if (!value(out, 0))
            return false;
        skipSpace();
        if (m_pos != m_text.size())
            return fail("unexpected text after the value");
        return true;
    }
    std::string error() const { return m_error; }

private:
    bool fail(const std::string &what)
    {
        if (m_error.empty())
            m_error = what + " at character " + std::to_string(m_pos + 1);
        return false;
    }
    bool atEnd() const { return m_pos >= m_text.size(); }
    char peek() const { return atEnd() ? '\0' : m_text[m_pos]; }
    void skipSpace()
    {
        while (!atEnd() && (peek() == ' ' || peek() == '\t' || peek() == '\n' || peek() == '\r'))
            ++m_pos;
    }
    bool literal(std::string_view word)
    {
        if (m_text.substr(m_pos, word.size()) != word)
            return fail("unexpected character");
        m_pos += word.size();
        return true;
    }

    bool value(JsonValue *out, int depth)
    {
        if (atEnd())
            return fail("unexpected end");
        switch (peek()) {
        case '{':
            return object(out, depth + 1);
        case '[':
            return array(out, depth + 1);
        case '"':
            out->type = JsonValue::Type::String;
            return string(&out->string);
        case 't':
            out->type = JsonValue::Type::Bool;
            out->boolean = true;
            return literal("true");
        case 'f':
            out->type = JsonValue::Type::Bool;
            out->boolean = false;
            return literal("false");
        case 'n':
            out->type = JsonValue::Type::Null;
            return literal("null");
        default:
            if (peek() == '-' || (peek() >= '0' && peek() <= '9'))
                return number(out);
            return fail("unexpected character");
        }
    }

    bool object(JsonValue *out, int depth)
    {
        if (depth > JsonReader::kMaxDepth)
            return fail("nested too deeply");
        out->type = JsonValue::Type::Object;
        ++m_pos; // {
        skipSpace();
        if (peek() == '}') {
            ++m_pos;
            return true;
        }
        while (true) {
            skipSpace();
            if (peek() != '"')
                return fail("expected a key in quotes");
            std::string key;
            if (!string(&key))
                return false;
            skipSpace();
            if (peek() != ':')
                return fail("expected ':'");
            ++m_pos;
            skipSpace();
            JsonValue v;
            if (!value(&v, depth))
                return false;
            out->object[key] = std::move(v);
            skipSpace();
            if (peek() == ',') {
                ++m_pos;
                continue;
            }
            if (peek() == '}') {
                ++m_pos;
                return true;
            }
            return fail("expected ',' or '}'");
        }
    }

    bool array(JsonValue *out, int depth)
    {
        if (depth > JsonReader::kMaxDepth)
            return fail("nested too deeply");
        out->type = JsonValue::Type::Array;
        ++m_pos; // [
        skipSpace();
        if (peek() == ']') {
            ++m_pos;
            return true;
        }
        while (true) {
            skipSpace();
            JsonValue v;
            if (!value(&v, depth))
                return false;
            out->array.push_back(std::move(v));
            skipSpace();
            if (peek() == ',') {
                ++m_pos;
                continue;
            }
            if (peek() == ']') {
                ++m_pos;
                return true;
            }
            return fail("expected ',' or ']'");
        }
    }

    bool number(JsonValue *out)
    {
        const size_t start = m_pos;
        if (peek() == '-')
            ++m_pos;
        if (peek() == '0') {
            ++m_pos;
        } else if (peek() >= '1' && peek() <= '9') {
            while (peek() >= '0' && peek() <= '9')
                ++m_pos;
        } else {
            return fail("invalid number");
        }
        if (peek() == '.') {
            ++m_pos;
            if (!(peek() >= '0' && peek() <= '9'))
                return fail("invalid number");
            while (peek() >= '0' && peek() <= '9')
                ++m_pos;
        }
        if (peek() == 'e' || peek() == 'E') {
            ++m_pos;
            if (peek() == '+' || peek() == '-')
                ++m_pos;
            if (!(peek() >= '0' && peek() <= '9'))
                return fail("invalid number");
            while (peek() >= '0' && peek() <= '9')
                ++m_pos;
        }
        const std::string digits(m_text.substr(start, m_pos - start));
        errno = 0;
        const double v = std::strtod(digits.c_str(), nullptr);
        if (!std::isfinite(v)) {
            m_pos = start;
            return fail("number out of range");
        }
        out->type = JsonValue::Type::Number;
        out->number = v;
        return true;
    }

    static void appendUtf8(std::string *out, unsigned cp)
    {
        if (cp < 0x80) {
            *out += char(cp);
        } else if (cp < 0x800) {
            *out += char(0xC0 | (cp >> 6));
            *out += char(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            *out += char(0xE0 | (cp >> 12));
            *out += char(0x80 | ((cp >> 6) & 0x3F));
            *out += char(0x80 | (cp & 0x3F));
        } else {
            *out += char(0xF0 | (cp >> 18));
            *out += char(0x80 | ((cp >> 12) & 0x3F));
            *out += char(0x80 | ((cp >> 6) & 0x3F));
            *out += char(0x80 | (cp & 0x3F));
        }
    }

    bool hex4(unsigned *out)
    {
        if (m_pos + 4 > m_text.size())
            return fail("short \\u escape");
        unsigned v = 0;
        for (int i = 0; i < 4; ++i) {
            const char c = m_text[m_pos + size_t(i)];
            v <<= 4;
            if (c >= '0' && c <= '9')
                v |= unsigned(c - '0');
            else if (c >= 'a' && c <= 'f')
                v |= unsigned(c - 'a' + 10);
            else if (c >= 'A' && c <= 'F')
                v |= unsigned(c - 'A' + 10);
            else
                return fail("invalid \\u escape");
        }
        m_pos += 4;
        *out = v;
        return true;
    }

    // One UTF-8 sequence copied as it is, checked (no overlongs, no surrogates, ≤ U+10FFFF).
    bool utf8(std::string *out)
    {
        const auto b0 = static_cast<unsigned char>(peek());
        int extra = 0;
        unsigned cp = 0, min = 0;
        if (b0 >= 0xC2 && b0 <= 0xDF) {
            extra = 1;
            cp = b0 & 0x1F;
            min = 0x80;
        } else if (b0 >= 0xE0 && b0 <= 0xEF) {
            extra = 2;
            cp = b0 & 0x0F;
            min = 0x800;
        } else if (b0 >= 0xF0 && b0 <= 0xF4) {
            extra = 3;
            cp = b0 & 0x07;
            min = 0x10000;
        } else {
            return fail("invalid UTF-8");
        }
        if (m_pos + size_t(extra) >= m_text.size())
            return fail("invalid UTF-8");
        for (int i = 1; i <= extra; ++i) {
            const auto b = static_cast<unsigned char>(m_text[m_pos + size_t(i)]);
            if ((b & 0xC0) != 0x80)
                return fail("invalid UTF-8");
            cp = (cp << 6) | (b & 0x3F);
        }
        if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
            return fail("invalid UTF-8");
        out->append(m_text.substr(m_pos, size_t(extra) + 1));
        m_pos += size_t(extra) + 1;
        return true;
    }

    bool string(std::string *out)
    {
        ++m_pos; // "
        while (true) {
            if (atEnd())
                return fail("unterminated string");
            const char c = peek();
            if (c == '"') {
                ++m_pos;
                return true;
            }
            if (static_cast<unsigned char>(c) < 0x20)
                return fail("control character in a string");
            if (static_cast<unsigned char>(c) >= 0x80) {
                if (!utf8(out))
                    return false;
                continue;
            }
            if (c != '\\') {
                *out += c;
                ++m_pos;
                continue;
            }
            ++m_pos;
            if (atEnd())
                return fail("unterminated string");
            const char e = peek();
            ++m_pos;
            switch (e) {
            case '"':
            case '\\':
            case '/':
                *out += e;
                break;
            case 'b':
                *out += '\b';
                break;
            case 'f':
                *out += '\f';
                break;
            case 'n':
                *out += '\n';
                break;
            case 'r':
                *out += '\r';
                break;
            case 't':
                *out += '\t';
                break;
            case 'u': {
                unsigned cp = 0;
                if (!hex4(&cp))
                    return false;
                if (cp >= 0xDC00 && cp <= 0xDFFF)
                    return fail("lone surrogate in \\u escape");
                if (cp >= 0xD800 && cp <= 0xDBFF) {
                    unsigned low = 0;
                    if (m_text.substr(m_pos, 2) != "\\u")
                        return fail("lone surrogate in \\u escape");
                    m_pos += 2;
                    if (!hex4(&low))
                        return false;
                    if (low < 0xDC00 || low > 0xDFFF)
                        return fail("lone surrogate in \\u escape");
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                }
                appendUtf8(out, cp);
                break;
            }
            default:
                --m_pos;
                return fail("invalid escape");
            }
        }
    }

    std::string_view m_text;
    size_t m_pos = 0;
    std::string m_error;
};

} // namespace

JsonReader::Result JsonReader::parse(std::string_view text)
{
    Result r;
    Reader reader(text);
    if (!reader.run(&r.value)) {
        r.error = reader.error();
        r.value = JsonValue();
    }
    return r;
}

} // namespace nk
