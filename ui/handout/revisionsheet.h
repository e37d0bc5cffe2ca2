#pragma once

#include "norm/trace.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

namespace nk::ui {

// The one-page revision sheet: a single HTML file (no script, nothing fetched; the formulas are
// MathJax's SVG inline) that reads on a phone and prints on one A4 page. For this vector: each
// algorithm's steps as formulas, written again with its numbers; both outputs; the comparison
// table (FinishReport) and each chosen chapter's first takeaway. `handout --format html` and
// Finish's Export handout… write it.
class RevisionSheet
{
    Q_DECLARE_TR_FUNCTIONS(RevisionSheet)

public:
    struct Options
    {
        std::shared_ptr<const nk::NormTrace> layerNorm;
        std::shared_ptr<const nk::NormTrace> rmsNorm;
        QString language = QStringLiteral("en");
        // The takeaways: each chapter's first, in this order; empty: the whole catalog's.
        QList<int> chapters;
        QDateTime date = QDateTime::currentDateTime();
    };

    // The TeX of every formula the sheet typesets, for requesting them ahead.
    static QStringList formulas(const Options &options);
    // The page. svgFor(tex): MathJax's SVG for tex, or empty (then the formula is written in
    // plain symbols). Empty when the traces are missing.
    static QString html(const Options &options,
                        const std::function<QByteArray(const QString &)> &svgFor);
    // Typesets the formulas with the process-wide FormulaRenderer (waiting for it, at most
    // timeoutMs, processing events) and writes the page atomically. False, with *error saying
    // why, when the traces are missing or the file cannot be written.
    static bool write(const QString &path, const Options &options, QString *error = nullptr,
                      int timeoutMs = 30000);
};

} // namespace nk::ui
