#pragma once

#include <string>
#include <string_view>

namespace nk {

// One frame a student's page sent, read and checked against its schema
// (docs/SESSION-PROTOCOL.md): join, answer or whatif, nothing else.
struct StudentMessage
{
    enum class Type { Join, Answer, WhatIf };
    Type type = Type::Join;
    std::string nick;     // join: trimmed, control characters removed; may be empty
    std::string token;    // join: empty when none
    std::string lang;     // join: "en", "zh" or empty
    std::string question; // answer
    std::string text;     // answer: as typed
    std::string vector;   // whatif: as typed
};

// Why a frame was refused, said in one line in the student's language.
struct MessageProblem
{
    enum class Kind {
        NotJson,      // detail: the reader's error
        NotObject,    // valid JSON but not an object
        NoType,       // no string "type"
        UnknownType,  // detail: the type
        Missing,      // a required field is absent
        WrongType,    // a field of the wrong JSON type
        TooLong,      // detail: the limit
        BadLanguage,  // lang neither "en" nor "zh"
        BadCharacters // control characters where none may be
    };
    Kind kind = Kind::NotJson;
    std::string field; // the field it is about, empty when none
    std::string detail;

    // "en" or "zh" (anything else: English).
    std::string text(const std::string &lang) const;
};

class StudentMessageParser
{
public:
    static constexpr int kMaxNickLength = 24;       // characters, after trimming
    static constexpr int kMaxAnswerLength = 64;     // characters
    static constexpr int kMaxQuestionIdLength = 64; // bytes
    static constexpr int kMaxTokenLength = 64;      // bytes
    static constexpr int kMaxVectorLength = 1024;   // characters

    // True and *message filled when the frame validates; otherwise false and *problem says why.
    static bool parse(std::string_view frame, StudentMessage *message, MessageProblem *problem);

    // A nickname as shown: white space (ASCII, no-break, ideographic) trimmed at both ends,
    // control characters removed. Markup is kept as typed: it is shown as text everywhere.
    static std::string cleanNick(const std::string &utf8);
    // Characters (code points) in valid UTF-8.
    static int length(const std::string &utf8);
};

} // namespace nk
