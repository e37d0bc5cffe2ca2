#pragma once

#include <QList>
#include <QPointF>
#include <QVariant>
#include <QVector>

namespace nk::ui {

// A LineChart's table rows: one per x value, x first, then a cell per series. A series' k-th
// point at an x shares the row with the others' k-th point there (an envelope's minimum and
// maximum at one x are two rows); a series with no point at that x leaves its cell empty.
// Points with a non-finite x are never drawn, so the table leaves them out too.
class LineTableRows
{
public:
    static QVector<QVector<QVariant>> of(const QList<QVector<QPointF>> &series);
};

} // namespace nk::ui
