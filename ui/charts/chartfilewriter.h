#pragma once

#include <QRectF>
#include <QSize>
#include <QString>

QT_BEGIN_NAMESPACE
class QGraphicsScene;
QT_END_NAMESPACE

namespace nk::ui {

// A chart's scene written to a file (ChartPanel's Save PNG and Save SVG): the part source of
// scene, drawn at size on Theme's surface. Return false when the file can't be written.
class ChartFileWriter
{
public:
    // Drawn at twice size, crisp on a handout.
    static bool png(QGraphicsScene &scene, const QRectF &source, const QSize &size,
                    const QString &fileName);
    // Vector paths and text, titled title.
    static bool svg(QGraphicsScene &scene, const QRectF &source, const QSize &size,
                    const QString &title, const QString &fileName);
    // A file name for a chart titled title, without suffix: lower case, words joined by "-",
    // at most 60 characters; "chart" for a title without a word.
    static QString suggestedName(const QString &title);
};

} // namespace nk::ui
