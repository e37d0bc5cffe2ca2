#include "session/studentmessage.h"

#include "session/jsonreader.h"

#include <algorithm>

namespace nk {

namespace {

bool isZh(const std::string &lang)
{
    return lang == "zh";
}

// The code point starting at utf8[i] (valid UTF-8, as JsonReader guarantees), and its size.
unsigned codePoint(const std::string &s, size_t i, size_t *size)
{
    const auto b0 = static_cast<unsigned char>(s[i]);
    if (b0 < 0x80) {
        *size = 1;
        return b0;
    }
    const size_t n = b0 >= 0xF0 ? 4 : b0 >= 0xE0 ? 3 : 2;
    unsigned cp = b0 & (n == 4 ? 0x07 : n == 3 ? 0x0F : 0x1F);
    for (size_t k = 1; k < n && i + k < s.size(); ++k)
        cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
    *size = std::min(n, s.size() - i);
    return cp;
}

bool isSpace(unsigned cp)
{
    return cp == ' ' || cp == '\t' || cp == '\n' || cp == '\r' || cp == 0x0B || cp == 0x0C ||
           cp == 0xA0 || cp == 0x3000 || cp == 0x2028 || cp == 0x2029 || cp == 0xFEFF ||
           (cp >= 0x2000 && cp <= 0x200B);
}

bool isControl(unsigned cp)
{
    return cp < 0x20 || (cp >= 0x7F && cp < 0xA0);
}

// The field as a string: false and *problem set when it is there but not a string, or absent
// and required.
bool stringField(const JsonValue &object, const char *name, bool required, std::string *out,
                 MessageProblem *problem)
{
    const JsonValue *v = object.member(name);
    if (!v || v->type == JsonValue::Type::Null) {
        if (!required)
            return true;
        *problem = {MessageProblem::Kind::Missing, name, {}};
        return false;
    }
    if (v->type != JsonValue::Type::String) {
        *problem = {MessageProblem::Kind::WrongType, name, "string"};
        return false;
    }
    *out = v->string;
    return true;
}

bool tooLong(int length, int limit, const char *field, MessageProblem *problem)
{
    if (length <= limit)
        return false;
    *problem = {MessageProblem::Kind::TooLong, field, std::to_string(limit)};
    return true;
}

} // namespace

std::string MessageProblem::text(const std::string &lang) const
{
    const bool zh = isZh(lang);
    switch (kind) {
    case Kind::NotJson:
        return zh ? "消息不是有效的 JSON（" + detail + "）"
                  : "The message is not valid JSON (" + detail + ").";
    case Kind::NotObject:
        return zh ? "消息必须是一个 JSON 对象。" : "The message must be a JSON object.";
    case Kind::NoType:
        return zh ? "消息缺少字符串字段 type。" : "The message has no string field \"type\".";
    case Kind::UnknownType:
        return zh ? "未知的消息类型“" + detail + "”。" : "Unknown message type \"" + detail + "\".";
    case Kind::Missing:
        return zh ? "缺少字段 " + field + "。" : "The field \"" + field + "\" is missing.";
    case Kind::WrongType:
        return zh ? "字段 " + field + " 必须是字符串。"
                  : "The field \"" + field + "\" must be a " + detail + ".";
    case Kind::TooLong:
        return zh ? "字段 " + field + " 太长（最多 " + detail + " 个字符）。"
                  : "The field \"" + field + "\" is too long (at most " + detail + " characters).";
    case Kind::BadLanguage:
        return zh ? "语言只能是 en 或 zh。" : "The language must be \"en\" or \"zh\".";
    case Kind::BadCharacters:
        return zh ? "字段 " + field + " 含有控制字符。"
                  : "The field \"" + field + "\" contains control characters.";
    }
    return {};
}

int StudentMessageParser::length(const std::string &utf8)
{
    int n = 0;
    for (unsigned char c : utf8)
        n += (c & 0xC0) != 0x80;
    return n;
}

std::string StudentMessageParser::cleanNick(const std::string &utf8)
{
    std::string kept;
    for (size_t i = 0; i < utf8.size();) {
        size_t size = 1;
        const unsigned cp = codePoint(utf8, i, &size);
        if (!isControl(cp))
            kept.append(utf8, i, size);
        i += size;
    }
    // Trim: find the first and last code points that are not space.
    size_t begin = kept.size(), end = 0;
    for (size_t i = 0; i < kept.size();) {
        size_t size = 1;
        const unsigned cp = codePoint(kept, i, &size);
        if (!isSpace(cp)) {
            begin = std::min(begin, i);
            end = i + size;
        }
        i += size;
    }
    return begin >= end ? std::string() : kept.substr(begin, end - begin);
}

bool StudentMessageParser::parse(std::string_view frame, StudentMessage *message,
                                 MessageProblem *problem)
{
    const JsonReader::Result r = JsonReader::parse(frame);
    if (!r.ok()) {
        *problem = {MessageProblem::Kind::NotJson, {}, r.error};
        return false;
    }
    if (r.value.type != JsonValue::Type::Object) {
        *problem = {MessageProblem::Kind::NotObject, {}, {}};
        return false;
    }
    const JsonValue *type = r.value.member("type");
    if (!type || type->type != JsonValue::Type::String) {
        *problem = {MessageProblem::Kind::NoType, "type", {}};
        return false;
    }
    StudentMessage m;
    if (type->string == "join") {
        m.type = StudentMessage::Type::Join;
        std::string nick;
        if (!stringField(r.value, "nick", false, &nick, problem) ||
            !stringField(r.value, "token", false, &m.token, problem) ||
            !stringField(r.value, "lang", false, &m.lang, problem))
            return false;
        m.nick = cleanNick(nick);
        if (tooLong(length(m.nick), kMaxNickLength, "nick", problem) ||
            tooLong(int(m.token.size()), kMaxTokenLength, "token", problem))
            return false;
        if (!m.lang.empty() && m.lang != "en" && m.lang != "zh") {
            *problem = {MessageProblem::Kind::BadLanguage, "lang", {}};
            return false;
        }
    } else if (type->string == "answer") {
        m.type = StudentMessage::Type::Answer;
        if (!stringField(r.value, "question", true, &m.question, problem) ||
            !stringField(r.value, "text", true, &m.text, problem))
            return false;
        if (tooLong(int(m.question.size()), kMaxQuestionIdLength, "question", problem) ||
            tooLong(length(m.text), kMaxAnswerLength, "text", problem))
            return false;
        for (unsigned char c : m.text)
            if (c < 0x20 || c == 0x7F) {
                *problem = {MessageProblem::Kind::BadCharacters, "text", {}};
                return false;
            }
    } else if (type->string == "whatif") {
        m.type = StudentMessage::Type::WhatIf;
        if (!stringField(r.value, "vector", true, &m.vector, problem))
            return false;
        if (tooLong(length(m.vector), kMaxVectorLength, "vector", problem))
            return false;
    } else {
        // The type as sent, cut short: it goes back into the error.
        std::string shown = type->string.substr(0, 32);
        while (!shown.empty() && (static_cast<unsigned char>(shown.back()) & 0xC0) == 0x80)
            shown.pop_back();
        if (!shown.empty() && static_cast<unsigned char>(shown.back()) >= 0xC0)
            shown.pop_back();
        for (char &c : shown)
            if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F)
                c = '?'; // the error stays one line
        *problem = {MessageProblem::Kind::UnknownType, "type", shown};
        return false;
    }
    *message = std::move(m);
    return true;
}

} // namespace nk
