#pragma once

#include "charts/baroverlays.h"
#include "charts/chartpanel.h"

#include <QColor>
#include <QList>
#include <QStringList>
#include <QVector>

QT_BEGIN_NAMESPACE
class QAbstractBarSeries;
class QAbstractAxis;
class QBarCategoryAxis;
class QBarSet;
QT_END_NAMESPACE

namespace nk::ui {

// Grouped (or stacked) bars over named categories, one set per series.
//
// Non-finite values never vanish: ±inf and NaN are drawn as a full-height bar in the warning
// colour with "inf" / "NaN" on it, so an overflow is seen, not hidden. On a log axis, values
// <= 0 sit at the axis floor with a "0" label.
class BarChart : public ChartPanel
{
    Q_OBJECT

public:
    explicit BarChart(QWidget *parent = nullptr);
    ~BarChart() override;

    // A vector is charted a bar per element up to this many elements; a longer one as a line
    // over the index (the Execute view) or not at all (the handout's pages).
    static constexpr int kMaxVectorBars = 24;

    void setCategories(const QStringList &categories);
    QStringList categories() const { return m_categories; }

    // Sets series index (0 <= index <= seriesCount(); index == seriesCount() appends). values
    // has one entry per category (missing entries count as 0). The whole set is replaced at
    // once, never point by point.
    void setSeries(int index, const QString &name, const QColor &color,
                   const QVector<double> &values);
    // A short warning drawn above each category's bars (e.g. "overflow"); empty strings draw
    // nothing.
    void setCategoryNotes(const QStringList &notes);
    QStringList categoryNotes() const { return m_notes; }
    // Drops the series from index count on.
    void truncateSeries(int count);
    int seriesCount() const { return int(m_series.size()); }
    QString seriesName(int index) const;
    QColor seriesColor(int index) const;
    QVector<double> seriesValues(int index) const;  // as given, inf/NaN included
    QVector<double> plottedValues(int index) const; // bar heights (log scale: decades)
    // The categories whose bar of series index is drawn in the warning colour (non-finite).
    QList<int> warningBars(int index) const;

    void setLogScale(bool on);
    bool isLogScale() const { return m_log; }
    void setStacked(bool on);
    bool isStacked() const { return m_stacked; }
    // Numbers written on the bars (significant digits); 0 hides them.
    void setValueLabelDigits(int digits);
    void setValueAxisTitle(const QString &title);
    void setCategoryAxisTitle(const QString &title);
    // A fixed value range; an empty (min >= max) range means automatic.
    void setValueRange(double min, double max);
    void setLegendVisible(bool visible);

    // The marker texts currently drawn for non-finite or log-floored values ("inf", "NaN", "0").
    QStringList markerTexts() const;
    // Where the value labels and markers are drawn, in the chart's coordinates.
    QList<QRectF> labelRects() const;
    // The value labels drawn (never over a bar or each other), the bars' rects, and how many
    // labels were left out for want of room; same coordinates.
    QList<QRectF> valueLabelRects() const { return m_overlays.valueLabelRects(); }
    QList<QRectF> barRects() const { return m_overlays.barRects(); }
    int valueLabelsLeftOut() const { return m_overlays.labelsLeftOut(); }
    // The plot area, in the same coordinates.
    QRectF plotRect() const;
    // The value axis' range; on a log scale in decades above 10^logFloorExponent().
    QPair<double, double> valueRange() const { return {m_min, m_max}; }
    double logFloorExponent() const { return m_floorExponent; }

    // One row per category, one column per series.
    ChartTable table() const override;

protected:
    void refit() override { updateRangeAndBars(); }
    void applyTheme() override;
    void updateOverlays() override;
    void refitTicks() override;
    void wrapLabels() override;

private:
    struct Series
    {
        QString name;
        QColor color;
        QVector<double> values;
        QVector<double> plotted;
        QBarSet *set = nullptr;
    };

    void rebuildSeries();
    void syncLegend();
    void rebuildValueAxis();
    void updateRangeAndBars();
    void fitRangeAndBars(); // updateRangeAndBars()' one pass
    QList<qreal> plotValues(const QVector<double> &values) const;
    // "category · series: value", shown when the pointer is on a bar.
    QString barToolTip(int category, const QBarSet *set) const;
    double labelRoom() const; // a value label's line as a share of the value span
    void styleSet(Series &s);
    void updateLogLabels();

    QAbstractBarSeries *m_barSeries = nullptr;
    QBarCategoryAxis *m_categoryAxis = nullptr;
    QAbstractAxis *m_valueAxis = nullptr;
    QStringList m_categories;
    QList<Series> m_series;
    QString m_valueTitle;
    bool m_log = false;
    bool m_stacked = false;
    int m_labelDigits = 0;
    double m_fixedMin = 0.0, m_fixedMax = 0.0;
    double m_min = 0.0, m_max = 1.0;
    QVector<double> m_fittedKey; // what the axis was last fitted to, and the range it chose
    double m_fittedMin = 0.0, m_fittedMax = 1.0;
    double m_floorExponent = -8.0;
    QStringList m_notes;
    BarOverlays m_overlays;
};

} // namespace nk::ui
