#pragma once

#include <QColor>
#include <QFont>
#include <QList>
#include <QRectF>
#include <QStringList>
#include <QVector>

QT_BEGIN_NAMESPACE
class QAbstractBarSeries;
class QChart;
class QGraphicsItem;
QT_END_NAMESPACE

namespace nk::ui {

// What a BarChart draws over its bars: the "inf" / "NaN" markers on non-finite bars, the
// category notes above a group and the value labels (placed by BarLabelLayout, never on a bar).
// The items are the chart's children, kept here until the next draw() or clear().
class BarOverlays
{
public:
    // The bars drawn over, as the chart plots them.
    struct Bars
    {
        QChart *chart = nullptr;
        QAbstractBarSeries *series = nullptr;
        int categories = 0;
        QList<QVector<double>> values;  // per series, as given (inf/NaN included)
        QList<QVector<double>> plotted; // per series, the bar heights (log scale: decades)
        QStringList notes;
        bool stacked = false;
        bool log = false;
        int labelDigits = 0;
        QFont labelFont;
        QFont markerFont;
    };

    BarOverlays() = default;
    BarOverlays(const BarOverlays &) = delete;
    BarOverlays &operator=(const BarOverlays &) = delete;
    ~BarOverlays();

    // "inf", "-inf" or "NaN": what a non-finite bar says.
    static QString markerText(double v);
    // The x of a series' bar within its category group, in categories.
    static double barCentreX(const Bars &bars, int category, int seriesIndex);

    void draw(const Bars &bars);
    void clear(); // also forgets the rects and texts below

    QStringList markerTexts() const { return m_markerTexts; }
    QList<QRectF> labelRects() const;
    QList<QRectF> valueLabelRects() const { return m_valueLabelRects; }
    QList<QRectF> barRects() const { return m_barRects; }
    int labelsLeftOut() const { return m_labelsLeftOut; }

private:
    QChart *m_chart = nullptr;
    QList<QGraphicsItem *> m_items;
    QStringList m_markerTexts;
    QList<QRectF> m_barRects;
    QList<QRectF> m_valueLabelRects;
    int m_labelsLeftOut = 0;
};

} // namespace nk::ui
