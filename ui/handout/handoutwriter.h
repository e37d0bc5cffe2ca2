#pragma once

#include <QCoreApplication>
#include <QString>

namespace nk::ui {

class FinishReport;

// The Finish mode's file writing: the trace pair as JSON, and any page atomically. (The HTML
// page is RevisionSheet's.)
class HandoutWriter
{
    Q_DECLARE_TR_FUNCTIONS(FinishView)

public:
    static QByteArray json(const FinishReport &report);

    // Writes atomically; false when the file cannot be written.
    static bool writeFile(const QString &path, const QByteArray &bytes);
};

} // namespace nk::ui
