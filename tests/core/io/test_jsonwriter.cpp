#include "io/jsonwriter.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>

using namespace nk;

TEST_CASE("the JSON writer places the commas and nests objects and arrays", "[json]")
{
    JsonWriter w;
    w.beginObject().key("d").value(3).key("x").values({1.0, 2.5, -0.125});
    w.key("runs").beginArray();
    w.beginObject().key("norm").value("rmsnorm").key("done").value(true).endObject();
    w.beginObject().key("norm").value(std::string("layernorm")).endObject();
    w.endArray().key("empty").beginArray().endArray().key("none").beginObject().endObject();
    w.endObject();
    CHECK(w.str() == "{\"d\":3,\"x\":[1,2.5,-0.125],\"runs\":[{\"norm\":\"rmsnorm\",\"done\":"
                     "true},{\"norm\":\"layernorm\"}],\"empty\":[],\"none\":{}}");
}

TEST_CASE("JSON numbers read back exactly, and inf and nan are strings", "[json]")
{
    CHECK(JsonWriter::number(0.1) == "0.1");
    CHECK(JsonWriter::number(1e-7) == "1e-07");
    CHECK(JsonWriter::number(65504.0) == "65504");
    CHECK(std::stod(JsonWriter::number(1.0 / 3.0)) == 1.0 / 3.0);
    CHECK(JsonWriter::number(std::numeric_limits<double>::infinity()) == "\"inf\"");
    CHECK(JsonWriter::number(-std::numeric_limits<double>::infinity()) == "\"-inf\"");
    CHECK(JsonWriter::number(std::nan("")) == "\"nan\"");
    JsonWriter w;
    w.beginArray().value(std::optional<double>()).value(std::optional<double>(2.0));
    w.value(-7LL).value(std::uint64_t(9007199254740993ULL)).null().endArray();
    CHECK(w.str() == "[null,2,-7,9007199254740993,null]");
}

TEST_CASE("JSON strings escape quotes, backslashes and control characters", "[json]")
{
    CHECK(JsonWriter::string("plain ε") == "\"plain ε\"");
    CHECK(JsonWriter::string("a\"b\\c") == "\"a\\\"b\\\\c\"");
    CHECK(JsonWriter::string("line\nbreak\t") == "\"line\\u000abreak\\u0009\"");
    JsonWriter w;
    w.beginObject().key("k\"ey").value("v").endObject();
    CHECK(w.str() == "{\"k\\\"ey\":\"v\"}");
}
