#pragma once

#include <QRectF>
#include <QSize>

QT_BEGIN_NAMESPACE
class QChart;
class QToolButton;
QT_END_NAMESPACE

namespace nk::ui {

class ChartLegendItem;

// Where a ChartPanel's legend and its Table and Save buttons go. The legend takes the bottom
// margin of the chart; the plot gets the rest. The buttons must not cover it: they sit in the
// bottom right corner with the legend beside them when it fits there in as few rows as across
// the whole width; else above it when there is height to spare (the title is shown); else
// stacked in a strip on the right (a short chart has width to spare, not height).
class ChartLegendLayout
{
public:
    // Sets the chart's margins, shows or hides the legend and moves it and the buttons
    // (children of the panel, of size panel). Returns the legend's rectangle in the chart's
    // scene, empty when it is hidden.
    static QRectF apply(QChart *chart, ChartLegendItem *legend, bool legendShown, bool titleShown,
                        QToolButton *saveButton, QToolButton *tableButton, const QSize &panel);
};

} // namespace nk::ui
