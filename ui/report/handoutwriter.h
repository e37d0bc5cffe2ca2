#pragma once

#include <QCoreApplication>
#include <QString>

class FinishReport;

// The Finish mode's exports: the HTML handout (outputs, comparison, takeaways, the vector and
// its parameters, from a FinishReport) and the trace pair as JSON. Words translate in
// FinishView's context.
class HandoutWriter
{
    Q_DECLARE_TR_FUNCTIONS(FinishView)

public:
    // The handout's page. inputText: the vector as the lesson shows it; language: "en" or "zh".
    static QString html(const FinishReport &report, const QString &inputText,
                        const QString &language);
    static QByteArray json(const FinishReport &report);

    // Writes atomically; false when the file cannot be written.
    static bool writeFile(const QString &path, const QByteArray &bytes);
};
