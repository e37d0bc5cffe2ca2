#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace nk::ui {

// The four modes' names, in both languages at once as students see them on the mode bar's
// buttons (the window's title and the presenter console say them too), in
// LessonController::Mode's order.
class ModeWords
{
    Q_DECLARE_TR_FUNCTIONS(ModeWords)

public:
    static QStringList titles();
};

} // namespace nk::ui
