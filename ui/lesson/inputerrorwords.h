#pragma once

#include <QString>

namespace nk {
struct ParseError;
}

namespace nk::ui {

// What the vector field says about input it refused: where (element and column) and what,
// with the offending text cut short. The words keep the "LessonController" context of the
// translations, where they were first written.
class InputErrorWords
{
public:
    static QString text(const nk::ParseError &error);
};

} // namespace nk::ui
