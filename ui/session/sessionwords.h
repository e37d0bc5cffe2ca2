#pragma once

#include <QString>

namespace nk::ui {

// What the server says to a phone, in the phone's language ("en" or "zh"), not the teacher's:
// the errors of the protocol (docs/SESSION-PROTOCOL.md) a student can meet.
class SessionWords
{
public:
    enum class Word {
        NoSuchQuestion,
        QuestionClosed,
        JoinFirst,
        AlreadyJoined,
        SendText,
        TooManyMessages,
        UnreadableVector, // followed by the parser's reason
    };
    static QString text(Word word, const QString &language);
};

} // namespace nk::ui
