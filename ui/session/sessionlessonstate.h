#pragma once

#include "session/classroom.h"
#include "session/servermessages.h"

#include <QString>

namespace nk::ui {

class LessonController;

// What a phone sees of the lesson, in its language: the chapter and step, the step's words
// (covered while a question on it is open: they would give the answer away), the vector and the
// step's values (the first 64 of each: the teacher's vector may be 65536 long), the question.
// The server adds the pace, the pause and the count of students.
class SessionLessonState
{
public:
    static constexpr int kMaxNumbers = 64;
    static nk::LessonState build(const LessonController &lesson, const nk::Classroom &classroom,
                                 const QString &language);
};

} // namespace nk::ui
