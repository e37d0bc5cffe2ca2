#pragma once

#include <QList>
#include <QRectF>

namespace nk::ui {

// Where a bar chart's value labels may go. A label is drawn only where it stays inside the plot
// and clear of every bar and of every label placed before it; otherwise it tries its next
// place and, when none is free, it is left out (the value stays in the chart's table). A plate
// over a bar's top used to knock a notch into the bar: no label is ever drawn on a bar.
class BarLabelLayout
{
public:
    BarLabelLayout(const QRectF &plot, const QList<QRectF> &bars);

    // Something already drawn (a marker) that later labels must stay clear of.
    void addObstacle(const QRectF &rect);
    // The first of candidates (one label's places, best first) that is free, now taken, or -1.
    int place(const QList<QRectF> &candidates);
    // The same for a label inside its own bar segment (stacked bars): it must fit the segment.
    int placeInside(const QRectF &candidate, const QRectF &segment);

    QList<QRectF> placed() const { return m_placed; }
    int leftOut() const { return m_leftOut; }

private:
    bool isFree(const QRectF &rect, const QRectF *ownSegment) const;

    QRectF m_plot;
    QList<QRectF> m_bars;
    QList<QRectF> m_obstacles;
    QList<QRectF> m_placed;
    int m_leftOut = 0;
};

} // namespace nk::ui
