#pragma once

#include "charts/chartpanel.h"
#include "charts/lineoverlays.h"

#include <QColor>
#include <QList>
#include <QPointF>
#include <QVector>

#include <vector>

QT_BEGIN_NAMESPACE
class QAbstractAxis;
class QLineSeries;
QT_END_NAMESPACE

namespace nk::ui {

// Lines over a numeric x axis, linear or logarithmic on either axis, with shaded x-regions and
// vertical markers ("one-pass cancels here", "fp16 x² overflows here").
//
// Points that can't be drawn are skipped, never passed to Qt Charts: non-finite y (inf, NaN) is
// reported in a warning line on the plot and ticked along its top edge; on a log axis, values
// <= 0 are skipped too (x) or drawn at the axis floor (y).
class LineChart : public ChartPanel
{
    Q_OBJECT

public:
    explicit LineChart(QWidget *parent = nullptr);
    ~LineChart() override;

    // Sets series index (0 <= index <= seriesCount(); index == seriesCount() appends), replacing
    // all its points at once.
    void setSeries(int index, const QString &name, const QColor &color,
                   const QVector<QPointF> &points, Qt::PenStyle style = Qt::SolidLine);
    void truncateSeries(int count);
    // A series of values as points (i + 1, v[i]), at most maxPoints of them: a longer one as
    // each bucket's minimum and maximum (Downsample::minMax, the one rule).
    static QVector<QPointF> seriesOf(const std::vector<double> &values, int maxPoints);
    int seriesCount() const { return int(m_series.size()); }
    QString seriesName(int index) const;
    qreal seriesPenWidth(int index) const;           // thicker in the projector theme
    Qt::PenCapStyle seriesCapStyle(int index) const; // square on a dense line
    QVector<QPointF> seriesPoints(int index) const;  // as given
    QVector<QPointF> plottedPoints(int index) const; // what the line draws
    int skippedCount(int index) const;               // non-finite points left out

    void setLogX(bool on, double base = 10.0);
    void setLogY(bool on, double base = 10.0);
    bool isLogX() const { return m_logX; }
    bool isLogY() const { return m_logY; }
    void setAxisTitles(const QString &x, const QString &y);
    // Fixed ranges; an empty (min >= max) range means automatic.
    void setXRange(double min, double max);
    void setYRange(double min, double max);
    void setPointsVisible(bool visible);
    // Whole-number ticks on a linear x axis (indices).
    void setIntegerX(bool on);
    void setLegendVisible(bool visible);

    // Marks drawn over the plot, in data coordinates of x. Both return the mark's index.
    int addRegion(double x0, double x1, const QString &label, const QColor &color);
    int addMarker(double x, const QString &label, const QColor &color);
    void clearMarks();
    QStringList markLabels() const;
    // The warning texts currently shown for skipped points.
    QStringList markerTexts() const { return m_markerTexts; }
    QPair<double, double> xRange() const { return {m_xMin, m_xMax}; }
    QPair<double, double> yRange() const { return {m_yMin, m_yMax}; }

    // One row per x value (a series' k-th point at an x shares the row with the others' k-th
    // point there); a series with no point at that x leaves its cell empty.
    ChartTable table() const override;

    // More points than this, drawn without markers, make a dense line (square caps).
    static constexpr int kDensePoints = 200;

protected:
    void refit() override { updateRanges(); }
    void applyTheme() override;
    void updateOverlays() override;
    void resizeEvent(QResizeEvent *event) override;
    void refitTicks() override;

private:
    struct Series
    {
        QString name;
        QColor color;
        Qt::PenStyle style = Qt::SolidLine;
        QVector<QPointF> points;
        QVector<QPointF> plotted;
        QVector<QPointF> skipped; // x and the bad y, for the report
        QLineSeries *line = nullptr;
    };
    using Mark = LineOverlays::Mark;

    QAbstractAxis *makeAxis(bool log, double base, Qt::Alignment alignment, QAbstractAxis *old);
    void updateRanges();
    void fitRanges(); // updateRanges()' one pass
    void fitAxes(double xLo, double xHi, double yLo, double yHi, bool anyX);
    // What a series draws: its points without those that cannot be drawn (skipped: non-finite
    // y), a log y's values under the floor at the floor.
    void collectPlotted(const Series &s, QVector<QPointF> &plotted,
                        QVector<QPointF> &skipped) const;
    void plotSeries(); // the points as drawn (log floor, non-finite skipped)
    void syncLegend();
    void stylePen(Series &s);
    int maxLabels(Qt::Orientation orientation) const;

    QAbstractAxis *m_xAxis = nullptr;
    QAbstractAxis *m_yAxis = nullptr;
    QList<Series> m_series;
    QList<Mark> m_marks;
    bool m_logX = false, m_logY = false;
    double m_xBase = 10.0, m_yBase = 10.0;
    double m_fixedXMin = 0.0, m_fixedXMax = 0.0, m_fixedYMin = 0.0, m_fixedYMax = 0.0;
    double m_xMin = 0.0, m_xMax = 1.0, m_yMin = 0.0, m_yMax = 1.0;
    bool m_pointsVisible = true;
    bool m_integerX = false;
    int m_maxXLabels = 0, m_maxYLabels = 0;
    // What the axes were last fitted to: the same again leaves them alone (a range change
    // relayouts every tick label).
    QVector<double> m_fittedKey;
    LineOverlays m_overlays;
    QStringList m_markerTexts;
};

} // namespace nk::ui
