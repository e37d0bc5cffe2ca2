#pragma once

#include "norm/trace.h"

#include <QHash>
#include <QString>
#include <QStringList>

namespace nk::ui {

// The live values the chapters' words may name as {placeholders}, all read from the two traces
// (or from core's named constants) and written with nk::NumberFormat. names() lists them; the
// catalog test fills every placeholder of every step with them in both languages.
class LessonPlaceholders
{
public:
    static QHash<QString, QString> values(const nk::NormTrace &ln, const nk::NormTrace &rms);
    static QStringList names();
    // The names that are the lesson's givens, not results: the input, its parameters, format
    // limits and cited claims. Predict mode leaves them in the words while it hides the rest.
    static QStringList givens();
};

} // namespace nk::ui
