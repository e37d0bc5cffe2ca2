#pragma once

#include "norm/trace.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <memory>

namespace nk::ui {

// The handout as an A4 PDF (QPdfWriter). A title page: the vector, its parameters, the date, the
// chapters, and what the precision did to the typed values. Then for each chosen chapter of the
// catalog, each step's title, text and teacher notes; where a step plays a row of the aligned
// LayerNorm/RMSNorm trace, both algorithms side by side with the typeset formula (MathJax's SVG,
// drawn as vector paths), the same formula with this vector's numbers, the result, and a chart
// of the values (the project's chart classes, drawn as vectors). Steps whose views it does not
// know keep their words; chapter 9 prints its listings, 10 and 11 their answers, and 11 its
// exercise sheet with the key (the teacher's version; the student's has neither notes nor key).
// Last, both outputs and the comparison table (FinishReport). Text is
// real text in embedded fonts, so Chinese can be selected and searched.
//
// Needs a QApplication (the charts are widgets). write() runs a HandoutExport and waits for it
// in an event loop of its own; the window uses HandoutExport, which keeps the UI responsive.
class HandoutPdf
{
    Q_DECLARE_TR_FUNCTIONS(HandoutPdf)

public:
    struct Options
    {
        std::shared_ptr<const nk::NormTrace> layerNorm;
        std::shared_ptr<const nk::NormTrace> rmsNorm;
        QString language = QStringLiteral("en"); // the words' language ("en" or "zh")
        QList<int> chapters;                     // in this order; empty: the whole catalog
        QDateTime date = QDateTime::currentDateTime();
        // Chapter 11's exercise sheet: its number (quiz --sheet) and length.
        std::uint64_t exerciseSheet = 1;
        int exerciseCount = 5;
        // Student: the lesson without the teacher's notes and the exercise key. Teacher: with
        // the built-in notes, the teacher's own step notes and the key.
        enum class Audience { Student, Teacher };
        Audience audience = Audience::Teacher;
        // The teacher's own notes, keyed as LessonController::stepNoteKey ("3/mean").
        QMap<QString, QString> stepNotes;
    };

    static QString audienceName(Options::Audience audience); // "Student version", translated

    // False, with *error saying why, when the file cannot be written or the traces are missing.
    static bool write(const QString &path, const Options &options, QString *error = nullptr);

    // One sentence for each value the precision changed: a typed xᵢ or ε that is stored as
    // another number (why: the gap between that format's numbers there), or that overflows or
    // underflows. Empty when every value is kept exactly.
    static QStringList storageNotes(const nk::NormTrace &trace);
};

} // namespace nk::ui
