#pragma once

#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace nk {

// A JSON value as JsonReader reads it. Objects keep the last value of a repeated key.
struct JsonValue
{
    enum class Type { Null, Bool, Number, String, Array, Object };
    Type type = Type::Null;
    bool boolean = false;
    double number = 0.0;
    std::string string; // UTF-8
    std::vector<JsonValue> array;
    std::map<std::string, JsonValue> object;

    // The member named key of an object, nullptr when absent (or not an object).
    const JsonValue *member(const std::string &key) const;
};

// A small strict JSON reader (RFC 8259) for what a student's phone sends: no comments, no
// trailing commas, strings checked as UTF-8 (escapes included), nesting at most kMaxDepth deep,
// numbers as doubles (out of range: an error). The student's frames are at most a few KB; a
// reader of our own keeps core Qt-free and its errors one line.
class JsonReader
{
public:
    static constexpr int kMaxDepth = 16;

    struct Result
    {
        JsonValue value;
        std::string error; // empty when it read; else "… at character N" (1-based byte)
        bool ok() const { return error.empty(); }
    };
    static Result parse(std::string_view text);
};

} // namespace nk
