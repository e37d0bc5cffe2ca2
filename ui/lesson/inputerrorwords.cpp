#include "lesson/inputerrorwords.h"

#include "base/quotedtext.h"

#include "io/vectorparser.h"

#include <QCoreApplication>

namespace nk::ui {

QString InputErrorWords::text(const nk::ParseError &e)
{
    const QString where =
        e.element > 0
            ? QCoreApplication::translate("LessonController", "Element %1 (column %2)")
                  .arg(e.element)
                  .arg(e.position)
            : QCoreApplication::translate("LessonController", "Column %1").arg(e.position);
    const QString what = QuotedText::excerpt(QString::fromStdString(e.text));
    switch (e.kind) {
    case nk::ParseErrorKind::Empty:
        return QCoreApplication::translate(
            "LessonController",
            "The vector is empty. Type numbers separated by commas, e.g. 2, -1, 3.");
    case nk::ParseErrorKind::UnexpectedCharacter:
        return QCoreApplication::translate("LessonController", "%1: unexpected character “%2”.")
            .arg(where, what);
    case nk::ParseErrorKind::MissingValue:
        return QCoreApplication::translate("LessonController",
                                           "%1: a value is missing between separators.")
            .arg(where);
    case nk::ParseErrorKind::InvalidNumber:
        return QCoreApplication::translate("LessonController", "%1: “%2” is not a number.")
            .arg(where, what);
    case nk::ParseErrorKind::NotFinite:
        return QCoreApplication::translate("LessonController", "%1: “%2” is not a finite number.")
            .arg(where, what);
    case nk::ParseErrorKind::TooMany:
        return QCoreApplication::translate("LessonController",
                                           "%1: too many elements (at most %2).")
            .arg(where)
            .arg(e.limit);
    case nk::ParseErrorKind::UnbalancedBracket:
        return QCoreApplication::translate("LessonController", "%1: unbalanced bracket “%2”.")
            .arg(where, what);
    }
    return QString::fromStdString(e.message());
}

} // namespace nk::ui
