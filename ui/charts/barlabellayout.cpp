#include "charts/barlabellayout.h"

namespace nk::ui {

namespace {

// Rects that only touch (a label 2 px above its bar, rounding) do not count as overlapping.
bool overlaps(const QRectF &a, const QRectF &b)
{
    return a.adjusted(0.5, 0.5, -0.5, -0.5).intersects(b);
}

} // namespace

BarLabelLayout::BarLabelLayout(const QRectF &plot, const QList<QRectF> &bars)
    : m_plot(plot)
    , m_bars(bars)
{
}

void BarLabelLayout::addObstacle(const QRectF &rect)
{
    m_obstacles.append(rect);
}

bool BarLabelLayout::isFree(const QRectF &rect, const QRectF *ownSegment) const
{
    if (!m_plot.adjusted(-0.5, -0.5, 0.5, 0.5).contains(rect))
        return false;
    for (const QRectF &bar : m_bars)
        if ((!ownSegment || bar != *ownSegment) && overlaps(rect, bar))
            return false;
    for (const QRectF &o : m_obstacles)
        if (overlaps(rect, o))
            return false;
    for (const QRectF &p : m_placed)
        if (overlaps(rect, p))
            return false;
    return true;
}

int BarLabelLayout::place(const QList<QRectF> &candidates)
{
    for (int i = 0; i < candidates.size(); ++i) {
        if (isFree(candidates[i], nullptr)) {
            m_placed.append(candidates[i]);
            return i;
        }
    }
    ++m_leftOut;
    return -1;
}

int BarLabelLayout::placeInside(const QRectF &candidate, const QRectF &segment)
{
    if (segment.contains(candidate) && isFree(candidate, &segment)) {
        m_placed.append(candidate);
        return 0;
    }
    ++m_leftOut;
    return -1;
}

} // namespace nk::ui
