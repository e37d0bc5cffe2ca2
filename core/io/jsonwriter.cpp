#include "io/jsonwriter.h"

#include <charconv>
#include <cmath>
#include <cstdio>

namespace nk {

void JsonWriter::separate()
{
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (!m_first.empty()) {
        if (!m_first.back())
            m_out += ',';
        m_first.back() = false;
    }
}

JsonWriter &JsonWriter::open(char bracket)
{
    separate();
    m_out += bracket;
    m_first.push_back(true);
    return *this;
}

JsonWriter &JsonWriter::close(char bracket)
{
    m_out += bracket;
    m_first.pop_back();
    return *this;
}

JsonWriter &JsonWriter::beginObject()
{
    return open('{');
}

JsonWriter &JsonWriter::endObject()
{
    return close('}');
}

JsonWriter &JsonWriter::beginArray()
{
    return open('[');
}

JsonWriter &JsonWriter::endArray()
{
    return close(']');
}

JsonWriter &JsonWriter::key(std::string_view name)
{
    separate();
    m_out += string(name);
    m_out += ':';
    m_afterKey = true;
    return *this;
}

JsonWriter &JsonWriter::raw(std::string_view json)
{
    separate();
    m_out += json;
    return *this;
}

JsonWriter &JsonWriter::value(double v)
{
    return raw(number(v));
}

JsonWriter &JsonWriter::value(bool v)
{
    return raw(v ? "true" : "false");
}

JsonWriter &JsonWriter::value(std::string_view text)
{
    return raw(string(text));
}

JsonWriter &JsonWriter::null()
{
    return raw("null");
}

JsonWriter &JsonWriter::value(const std::optional<double> &v)
{
    if (v)
        return value(*v);
    return null();
}

JsonWriter &JsonWriter::values(const std::vector<double> &v)
{
    beginArray();
    for (double x : v)
        value(x);
    return endArray();
}

std::string JsonWriter::number(double v)
{
    if (std::isnan(v))
        return "\"nan\"";
    if (std::isinf(v))
        return v > 0 ? "\"inf\"" : "\"-inf\"";
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, r.ptr);
}

std::string JsonWriter::string(std::string_view text)
{
    std::string r = "\"";
    for (char c : text) {
        if (c == '"' || c == '\\') {
            r += '\\';
            r += c;
        } else if (static_cast<unsigned char>(c) < 0x20) {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(c));
            r += buf;
        } else {
            r += c;
        }
    }
    return r + "\"";
}

} // namespace nk
