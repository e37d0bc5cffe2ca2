#include "handout/handoutwriter.h"

#include "handout/finishreport.h"
#include "io/traceformatter.h"

#include <QSaveFile>

namespace nk::ui {

QByteArray HandoutWriter::json(const FinishReport &report)
{
    if (!report.isValid())
        return {};
    return QByteArray::fromStdString(
        nk::TraceFormatter(report.layerNorm(), report.rmsNorm()).json());
}

bool HandoutWriter::writeFile(const QString &path, const QByteArray &bytes)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return false;
    if (f.write(bytes) != bytes.size()) {
        f.cancelWriting();
        return false;
    }
    return f.commit();
}

} // namespace nk::ui
