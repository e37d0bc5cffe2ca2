// The student's three frames read against their schema, and what is refused with a one-line
// error: not JSON, not an object, unknown type, missing or mistyped fields, too long, bad UTF-8.
#include "session/jsonreader.h"
#include "session/studentmessage.h"

#include <catch2/catch.hpp>

using namespace nk;

namespace {

MessageProblem refused(const std::string &frame)
{
    StudentMessage m;
    MessageProblem p;
    CHECK_FALSE(StudentMessageParser::parse(frame, &m, &p));
    for (const char *lang : {"en", "zh"}) {
        const std::string line = p.text(lang);
        CHECK_FALSE(line.empty());
        CHECK(line.find('\n') == std::string::npos);
    }
    return p;
}

} // namespace

TEST_CASE("session messages: join, answer and whatif validate", "[session]")
{
    StudentMessage m;
    MessageProblem p;
    REQUIRE(StudentMessageParser::parse(R"({"type":"join","nick":"  Ann  ","lang":"zh"})", &m, &p));
    CHECK(m.type == StudentMessage::Type::Join);
    CHECK(m.nick == "Ann");
    CHECK(m.lang == "zh");
    CHECK(m.token.empty());
    REQUIRE(StudentMessageParser::parse(R"({"type":"join","token":"abc","extra":[1,{"x":null}]})",
                                        &m, &p));
    CHECK(m.token == "abc");
    CHECK(m.nick.empty());
    REQUIRE(StudentMessageParser::parse(R"({"type":"answer","question":"q1","text":"４／３"})", &m,
                                        &p));
    CHECK(m.type == StudentMessage::Type::Answer);
    CHECK(m.question == "q1");
    CHECK(m.text == "４／３");
    REQUIRE(StudentMessageParser::parse(R"({"type":"whatif","vector":"[1, 2, 3]"})", &m, &p));
    CHECK(m.type == StudentMessage::Type::WhatIf);
    CHECK(m.vector == "[1, 2, 3]");
}

TEST_CASE("session messages: malformed frames are refused with one line", "[session]")
{
    CHECK(refused("").kind == MessageProblem::Kind::NotJson);
    CHECK(refused("{\"type\":\"join\"").kind == MessageProblem::Kind::NotJson);
    CHECK(refused("[1,2]").kind == MessageProblem::Kind::NotObject);
    CHECK(refused("{}").kind == MessageProblem::Kind::NoType);
    CHECK(refused(R"({"type":3})").kind == MessageProblem::Kind::NoType);
    const MessageProblem unknown = refused(R"({"type":"next\nstep"})");
    CHECK(unknown.kind == MessageProblem::Kind::UnknownType);
    CHECK(unknown.text("en").find("next?step") != std::string::npos);
    CHECK(refused(R"({"type":"answer","text":"1"})").field == "question");
    CHECK(refused(R"({"type":"answer","question":"q1","text":2})").kind ==
          MessageProblem::Kind::WrongType);
    CHECK(refused(R"({"type":"whatif"})").field == "vector");
    CHECK(refused(R"({"type":"join","lang":"fr"})").kind == MessageProblem::Kind::BadLanguage);
    CHECK(refused(R"({"type":"join","nick":"0123456789012345678901234"})").kind ==
          MessageProblem::Kind::TooLong);
    CHECK(refused(R"({"type":"answer","question":"q1","text":"1\u0007"})").kind ==
          MessageProblem::Kind::BadCharacters);
    CHECK(refused("{\"type\":\"join\",\"nick\":\"\xC3\x28\"}").kind ==
          MessageProblem::Kind::NotJson);
    CHECK(refused(R"({"type":"join","nick":"\ud800"})").kind == MessageProblem::Kind::NotJson);
    CHECK(refused(R"({"type":"join",})").kind == MessageProblem::Kind::NotJson);
    CHECK(refused(R"({"type":"join"} x)").kind == MessageProblem::Kind::NotJson);
    CHECK(refused(std::string(40, '[') + std::string(40, ']')).kind ==
          MessageProblem::Kind::NotJson);
    CHECK(refused(R"({"type":"join","n":1e999})").kind == MessageProblem::Kind::NotJson);
}

TEST_CASE("session messages: nicknames are trimmed and counted in characters", "[session]")
{
    CHECK(StudentMessageParser::cleanNick("\xE3\x80\x80 李雷 \xC2\xA0") == "李雷");
    CHECK(StudentMessageParser::cleanNick("a\tb\x01"
                                          "c") == "abc");
    CHECK(StudentMessageParser::cleanNick("   ").empty());
    CHECK(StudentMessageParser::cleanNick("<b>Bo</b>") == "<b>Bo</b>");
    // 24 Chinese characters fit (72 bytes), 25 do not.
    std::string nick;
    for (int i = 0; i < 24; ++i)
        nick += "字";
    StudentMessage m;
    MessageProblem p;
    CHECK(StudentMessageParser::parse(R"({"type":"join","nick":")" + nick + "\"}", &m, &p));
    CHECK_FALSE(StudentMessageParser::parse(R"({"type":"join","nick":")" + nick + "字\"}", &m, &p));
}

TEST_CASE("session json reader: escapes, surrogate pairs and numbers", "[session]")
{
    const JsonReader::Result r =
        JsonReader::parse(R"( {"s":"a\"\\\/\n\u00e9\ud83d\ude00","n":-1.5e2,"t":true,"a":[]} )");
    REQUIRE(r.ok());
    CHECK(r.value.member("s")->string == "a\"\\/\n\xC3\xA9\xF0\x9F\x98\x80");
    CHECK(r.value.member("n")->number == -150.0);
    CHECK(r.value.member("t")->boolean);
    CHECK(r.value.member("a")->array.empty());
    CHECK(r.value.member("missing") == nullptr);
    for (const char *bad : {"01", "1.", "-", "+1", "\"\\x\"", "nul", "{\"a\" 1}", "\"\x01\""})
        CHECK_FALSE(JsonReader::parse(bad).ok());
    CHECK(JsonReader::parse("{\"a\":1}x").error.find("character 8") != std::string::npos);
}
