#pragma once

#include <QColor>
#include <QFont>
#include <QList>
#include <QPointF>
#include <QString>
#include <QVector>

QT_BEGIN_NAMESPACE
class QChart;
class QGraphicsItem;
QT_END_NAMESPACE

namespace nk::ui {

// What a LineChart draws over its plot: the shaded x-regions and dashed vertical markers with
// their labels stacked down from the top, a tick on the top edge for each point not drawn
// (non-finite y) and the warning line that reports them. The items are the chart's children,
// kept here until the next draw() or clear().
class LineOverlays
{
public:
    struct Mark
    {
        double x0 = 0.0, x1 = 0.0; // x0 == x1: a vertical marker
        QString label;
        QColor color;
    };
    // One series' points left out of its line, ticked in its colour.
    struct Skipped
    {
        QColor color;
        QVector<QPointF> points;
    };
    // The plot drawn over.
    struct Plot
    {
        QChart *chart = nullptr;
        bool logX = false;
        double xMin = 0.0, xMax = 1.0;
        qreal zoom = 1.0;
        QFont labelFont;   // the marks' labels
        QFont warningFont; // the warning line
    };

    LineOverlays() = default;
    LineOverlays(const LineOverlays &) = delete;
    LineOverlays &operator=(const LineOverlays &) = delete;
    ~LineOverlays();

    // warning: the report of the points not drawn; empty draws no warning line.
    void draw(const Plot &over, const QList<Mark> &marks, const QList<Skipped> &skipped,
              const QString &warning);
    void clear();

private:
    static double toPixelX(const Plot &over, double x);

    QList<QGraphicsItem *> m_items;
};

} // namespace nk::ui
