#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace nk {

// JSON as core writes it (a trace, the error sweeps, the batch benchmark, a training run):
// compact, keys in the order written, commas placed by the writer. Numbers are the shortest
// that read back to the same double; the non-finite ones are the strings "inf", "-inf", "nan",
// as JSON has no numbers for them.
//   JsonWriter w;
//   w.beginObject().key("d").value(4).key("x").values(xs).endObject();
//   w.str(); // {"d":4,"x":[1,2.5,"nan",4]}
class JsonWriter
{
public:
    JsonWriter &beginObject();
    JsonWriter &endObject();
    JsonWriter &beginArray();
    JsonWriter &endArray();
    // The next value is this key's.
    JsonWriter &key(std::string_view name);

    JsonWriter &value(double v);
    JsonWriter &value(bool v);
    JsonWriter &value(std::string_view text);
    JsonWriter &value(const char *text) { return value(std::string_view(text)); }
    JsonWriter &value(const std::string &text) { return value(std::string_view(text)); }
    template <typename Int,
              std::enable_if_t<std::is_integral_v<Int> && !std::is_same_v<Int, bool>, int> = 0>
    JsonWriter &value(Int v)
    {
        return raw(std::to_string(v));
    }
    JsonWriter &null();
    // The number, or null.
    JsonWriter &value(const std::optional<double> &v);
    // An array of numbers.
    JsonWriter &values(const std::vector<double> &v);
    // A value written elsewhere, already JSON.
    JsonWriter &raw(std::string_view json);

    const std::string &str() const { return m_out; }

    // One number as above: 0.1, 1e-07, "inf".
    static std::string number(double v);
    // A string literal: quotes, with ", \ and control characters escaped.
    static std::string string(std::string_view text);

private:
    void separate();
    JsonWriter &open(char bracket);
    JsonWriter &close(char bracket);

    std::string m_out;
    std::vector<bool> m_first; // per open object or array: nothing written in it yet
    bool m_afterKey = false;
};

} // namespace nk
