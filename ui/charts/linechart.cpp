#include "charts/linechart.h"

#include "charts/chartaxes.h"
#include "charts/lineaxisrange.h"
#include "charts/linetablerows.h"
#include "base/axisscale.h"
#include "base/downsample.h"
#include "base/theme.h"

#include <QChart>
#include <QLegend>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QSignalBlocker>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace nk::ui {

LineChart::LineChart(QWidget *parent)
    : ChartPanel(parent)
{
    m_xAxis = makeAxis(false, 10.0, Qt::AlignBottom, nullptr);
    m_yAxis = makeAxis(false, 10.0, Qt::AlignLeft, nullptr);
    applyTheme();
}

LineChart::~LineChart()
{
    m_overlays.clear(); // the items are the chart's: gone before it
}

QAbstractAxis *LineChart::makeAxis(bool log, double base, Qt::Alignment alignment,
                                   QAbstractAxis *old)
{
    m_fittedKey.clear(); // a new axis is fitted afresh
    QString title;       // carried over from the axis replaced
    if (old) {
        title = ChartAxes::title(old);
        for (Series &s : m_series)
            s.line->detachAxis(old);
        chart()->removeAxis(old);
        delete old;
    }
    QAbstractAxis *axis = nullptr;
    if (log) {
        auto a = new QLogValueAxis;
        a->setBase(base);
        a->setLabelFormat(LineAxisRange::isPowerOfTen(base) ? QStringLiteral("%.0e")
                                                            : QStringLiteral("%g"));
        a->setMinorTickCount(0); // minor lines over several decades crowd a projector
        axis = a;
    } else {
        auto a = new QValueAxis;
        const QString format = QStringLiteral("%.3g");
        a->setLabelFormat(alignment & Qt::AlignLeft ? ChartAxes::verticalLabelFormat(format)
                                                    : format);
        a->setTickCount(6);
        axis = a;
    }
    ChartAxes::setTitle(axis, title);
    chart()->addAxis(axis, alignment);
    for (Series &s : m_series)
        s.line->attachAxis(axis);
    styleAxis(axis);
    return axis;
}

void LineChart::setSeries(int index, const QString &name, const QColor &color,
                          const QVector<QPointF> &points, Qt::PenStyle style)
{
    Q_ASSERT(index >= 0 && index <= seriesCount());
    if (index < 0 || index > seriesCount())
        return;
    const bool added = index == seriesCount();
    if (added) {
        Series s;
        s.line = new QLineSeries;
        chart()->addSeries(s.line);
        s.line->attachAxis(m_xAxis);
        s.line->attachAxis(m_yAxis);
        m_series.append(s);
    }
    Series &s = m_series[index];
    // A panel refreshed for a new step sets its unchanged series again: nothing to redo.
    if (!added && s.name == name && s.color == color && s.style == style && s.points == points)
        return;
    s.name = name;
    s.color = color;
    s.style = style;
    s.points = points;
    s.line->setName(name);
    stylePen(s);
    syncLegend();
    refitOrDefer();
}

QVector<QPointF> LineChart::seriesOf(const std::vector<double> &values, int maxPoints)
{
    const std::vector<Downsample::Point> points = Downsample::minMax(values, maxPoints);
    QVector<QPointF> out;
    out.reserve(qsizetype(points.size()));
    for (const Downsample::Point &p : points)
        out.append(QPointF(p.x, p.y));
    return out;
}

void LineChart::truncateSeries(int count)
{
    if (count >= seriesCount())
        return;
    while (seriesCount() > qMax(0, count)) {
        Series s = m_series.takeLast();
        chart()->removeSeries(s.line);
        delete s.line;
    }
    updateRanges();
    syncLegend();
    dataChanged();
}

qreal LineChart::seriesPenWidth(int index) const
{
    return index >= 0 && index < m_series.size() ? m_series[index].line->pen().widthF() : 0.0;
}

Qt::PenCapStyle LineChart::seriesCapStyle(int index) const
{
    return index >= 0 && index < m_series.size() ? m_series[index].line->pen().capStyle()
                                                 : Qt::RoundCap;
}

QString LineChart::seriesName(int index) const
{
    return index >= 0 && index < seriesCount() ? m_series[index].name : QString();
}

QVector<QPointF> LineChart::seriesPoints(int index) const
{
    return index >= 0 && index < seriesCount() ? m_series[index].points : QVector<QPointF>();
}

QVector<QPointF> LineChart::plottedPoints(int index) const
{
    return index >= 0 && index < seriesCount() ? m_series[index].plotted : QVector<QPointF>();
}

int LineChart::skippedCount(int index) const
{
    return index >= 0 && index < seriesCount() ? int(m_series[index].skipped.size()) : 0;
}

void LineChart::setLogX(bool on, double base)
{
    if (on == m_logX && base == m_xBase)
        return;
    m_logX = on;
    m_xBase = base;
    m_xAxis = makeAxis(on, base, Qt::AlignBottom, m_xAxis);
    updateRanges();
}

void LineChart::setLogY(bool on, double base)
{
    if (on == m_logY && base == m_yBase)
        return;
    m_logY = on;
    m_yBase = base;
    m_yAxis = makeAxis(on, base, Qt::AlignLeft, m_yAxis);
    updateRanges();
}

void LineChart::setAxisTitles(const QString &x, const QString &y)
{
    ChartAxes::setTitle(m_xAxis, x);
    ChartAxes::setTitle(m_yAxis, y);
    dataChanged();
}

ChartTable LineChart::table() const
{
    ChartTable t;
    const QString x = m_xAxis ? ChartAxes::title(m_xAxis) : QString();
    t.columns << (x.isEmpty() ? tr("x") : x);
    // Each series' column says what its numbers are in: the y axis' title ("GB/s").
    const QString y = m_yAxis ? ChartAxes::title(m_yAxis) : QString();
    for (const Series &s : m_series)
        t.columns << (y.isEmpty() ? s.name : tr("%1 (%2)").arg(s.name, y));
    QList<QVector<QPointF>> points;
    for (const Series &s : m_series)
        points.append(s.points);
    t.rows = LineTableRows::of(points);
    return t;
}

void LineChart::setXRange(double min, double max)
{
    if (min == m_fixedXMin && max == m_fixedXMax)
        return;
    m_fixedXMin = min;
    m_fixedXMax = max;
    updateRanges();
}

void LineChart::setYRange(double min, double max)
{
    if (min == m_fixedYMin && max == m_fixedYMax)
        return;
    m_fixedYMin = min;
    m_fixedYMax = max;
    updateRanges();
}

void LineChart::setIntegerX(bool on)
{
    if (on == m_integerX)
        return;
    m_integerX = on;
    updateRanges();
}

void LineChart::setPointsVisible(bool visible)
{
    if (visible == m_pointsVisible)
        return;
    m_pointsVisible = visible;
    for (Series &s : m_series)
        stylePen(s); // the cap follows the markers
    syncLegend();
}

void LineChart::setLegendVisible(bool visible)
{
    setLegendShown(visible);
}

void LineChart::refitTicks()
{
    updateRanges();
}

void LineChart::syncLegend()
{
    QList<ChartLegendEntry> entries;
    for (const Series &s : std::as_const(m_series))
        entries.append({s.name, s.color, s.style, true, m_pointsVisible});
    setLegendEntries(entries);
}

int LineChart::addRegion(double x0, double x1, const QString &label, const QColor &color)
{
    m_marks.append({std::min(x0, x1), std::max(x0, x1), label, color});
    updateOverlays();
    return int(m_marks.size()) - 1;
}

int LineChart::addMarker(double x, const QString &label, const QColor &color)
{
    m_marks.append({x, x, label, color});
    updateOverlays();
    return int(m_marks.size()) - 1;
}

void LineChart::clearMarks()
{
    if (m_marks.isEmpty())
        return;
    m_marks.clear();
    updateOverlays();
}

QStringList LineChart::markLabels() const
{
    QStringList labels;
    for (const Mark &m : m_marks)
        labels.append(m.label);
    return labels;
}

void LineChart::updateRanges()
{
    runFit([this] { fitRanges(); });
}

void LineChart::fitRanges()
{
    double xLo = 0, xHi = 0, yLo = 0, yHi = 0;
    bool anyX = false, anyY = false;
    const auto include = [](double v, bool &any, double &lo, double &hi) {
        lo = any ? std::min(lo, v) : v;
        hi = any ? std::max(hi, v) : v;
        any = true;
    };
    for (const Series &s : m_series) {
        for (const QPointF &p : s.points) {
            if (!std::isfinite(p.x()) || !std::isfinite(p.y()) || (m_logX && p.x() <= 0.0))
                continue;
            include(p.x(), anyX, xLo, xHi);
            if (!(m_logY && p.y() <= 0.0)) // a point on the floor must not set the floor
                include(p.y(), anyY, yLo, yHi);
        }
    }
    if (!anyX) {
        xLo = m_logX ? 1.0 : 0.0;
        xHi = m_logX ? 10.0 : 1.0;
    }
    if (!anyY) {
        yLo = m_logY ? 1e-8 : 0.0;
        yHi = 1.0;
    }
    m_maxXLabels = maxLabels(Qt::Horizontal);
    m_maxYLabels = maxLabels(Qt::Vertical);
    const QVector<double> key = {xLo,
                                 xHi,
                                 yLo,
                                 yHi,
                                 double(anyX),
                                 double(anyY),
                                 double(m_maxXLabels),
                                 double(m_maxYLabels),
                                 double(valueTickCount()),
                                 double(m_logX),
                                 double(m_logY),
                                 m_xBase,
                                 m_yBase,
                                 m_fixedXMin,
                                 m_fixedXMax,
                                 m_fixedYMin,
                                 m_fixedYMax,
                                 double(m_integerX)};
    if (key != m_fittedKey) {
        m_fittedKey = key;
        // Qt Charts lays a series out again (its outline stroked) on an axis' new range, again
        // when the range's labels move the plot area, and again when its points are replaced.
        // On a linear y the points do not depend on the range: the series are emptied without
        // a signal (an empty series is not laid out), the range and the plot area it makes are
        // settled, and the points come back with one signal: each series is laid out once.
        const bool empty = !m_logY;
        if (empty)
            for (Series &s : m_series) {
                const QSignalBlocker quiet(s.line);
                s.line->clear();
            }
        fitAxes(xLo, xHi, yLo, yHi, anyX);
        if (empty) {
            settleLayout();
            for (Series &s : m_series) {
                QVector<QPointF> plotted, skipped;
                collectPlotted(s, plotted, skipped);
                {
                    const QSignalBlocker quiet(s.line);
                    s.line->replace(QList<QPointF>(plotted.begin(), plotted.end()));
                }
                s.plotted = plotted;
                emit s.line->pointsReplaced();
            }
        }
    }
    plotSeries();
}

void LineChart::fitAxes(double xLo, double xHi, double yLo, double yHi, bool anyX)
{
    double xBase = m_xBase, yBase = m_yBase;
    if (m_logX) {
        if (m_fixedXMax > m_fixedXMin && m_fixedXMin > 0.0) {
            xLo = m_fixedXMin;
            xHi = m_fixedXMax;
        }
        LineAxisRange::logRange(xLo, std::max(xHi, xLo), m_xBase, m_xMin, m_xMax);
        xBase = LineAxisRange::thinnedBase(m_xBase, m_xMin, m_xMax, m_maxXLabels);
        LineAxisRange::logRange(xLo, std::max(xHi, xLo), xBase, m_xMin, m_xMax);
        static_cast<QLogValueAxis *>(m_xAxis)->setBase(xBase);
    } else {
        LineAxisRange::linearRange(xLo, xHi, m_xMin, m_xMax);
    }
    if (m_logY) {
        LineAxisRange::logRange(yLo, std::max(yHi, yLo), m_yBase, m_yMin, m_yMax);
        yBase = LineAxisRange::thinnedBase(m_yBase, m_yMin, m_yMax, m_maxYLabels);
        LineAxisRange::logRange(yLo, std::max(yHi, yLo), yBase, m_yMin, m_yMax);
        static_cast<QLogValueAxis *>(m_yAxis)->setBase(yBase);
    } else {
        LineAxisRange::linearRange(yLo, yHi, m_yMin, m_yMax);
    }
    if (!m_logX && anyX) {
        // Lines should reach the edges on x.
        m_xMin = xLo;
        m_xMax = xHi > xLo ? xHi : xLo + 1.0;
    }
    if (m_fixedXMax > m_fixedXMin) {
        m_xMin = m_fixedXMin;
        m_xMax = m_fixedXMax;
    }
    if (m_fixedYMax > m_fixedYMin) {
        m_yMin = m_fixedYMin;
        m_yMax = m_fixedYMax;
    }
    if (auto x = qobject_cast<QValueAxis *>(m_xAxis); x && m_integerX) {
        // Element indices: whole-number ticks only, as many as there is room for.
        const double step = std::max(
            1.0, AxisScale::niceStep(m_xMin, std::max(m_xMin + 1.0, m_xMax), m_maxXLabels, true));
        x->setTickType(QValueAxis::TicksDynamic);
        x->setTickAnchor(0.0);
        x->setTickInterval(std::round(step));
        x->setLabelFormat(QStringLiteral("%d"));
    }
    LineAxisRange::tameLog(m_xAxis, m_xMin, m_xMax);
    LineAxisRange::tameLog(m_yAxis, m_yMin, m_yMax);
    m_xAxis->setRange(m_xMin, m_xMax);
    // A fixed range too gets its ticks on round values, as many as the height fits.
    if (auto linear = qobject_cast<QValueAxis *>(m_yAxis)) {
        ChartAxes::setNiceRange(linear, m_yMin, m_yMax, valueTickCount());
        m_yMin = linear->min(); // the range as the axis took it (finite)
        m_yMax = linear->max();
    } else
        m_yAxis->setRange(m_yMin, m_yMax);
}

void LineChart::collectPlotted(const Series &s, QVector<QPointF> &plotted,
                               QVector<QPointF> &skipped) const
{
    plotted.reserve(s.points.size());
    for (const QPointF &p : s.points) {
        if (!std::isfinite(p.x()) || (m_logX && p.x() <= 0.0))
            continue;
        if (!std::isfinite(p.y())) {
            skipped.append(p);
            continue;
        }
        plotted.append(m_logY && p.y() < m_yMin ? QPointF(p.x(), m_yMin) : p);
    }
}

void LineChart::plotSeries()
{
    for (Series &s : m_series) {
        QVector<QPointF> plotted, skipped;
        collectPlotted(s, plotted, skipped);
        s.skipped = skipped;
        if (plotted != s.plotted || s.line->count() != plotted.size()) {
            s.plotted = plotted;
            s.line->replace(QList<QPointF>(plotted.begin(), plotted.end()));
        }
    }
    updateOverlays();
}

void LineChart::stylePen(Series &s)
{
    QPen pen(s.color);
    pen.setWidthF(Theme::stroke(3.0) * zoom());
    pen.setStyle(s.style);
    // Qt Charts strokes a solid line one segment at a time, and a round cap is two half circles
    // per segment. A dense line without markers (Execute's envelope at large d: hundreds of
    // segments a few pixels apart) gets square caps, which close its joints alike for less.
    const bool dense = !m_pointsVisible && s.points.size() > kDensePoints;
    pen.setCapStyle(dense ? Qt::SquareCap : Qt::RoundCap);
    s.line->setPen(pen);
    s.line->setPointsVisible(m_pointsVisible);
    s.line->setMarkerSize(7.0 * zoom());
}

void LineChart::applyTheme()
{
    ChartPanel::applyTheme();
    for (Series &s : m_series)
        stylePen(s);
    updateOverlays();
}

int LineChart::maxLabels(Qt::Orientation o) const
{
    // Room for a label every ~95 px across and ~60 px up, at zoom 1.
    const QSize size = testAttribute(Qt::WA_WState_Visible) ? this->size() : QSize(960, 600);
    return o == Qt::Horizontal ? std::max(3, int(size.width() / (95.0 * zoom())))
                               : std::max(3, int(size.height() / (60.0 * zoom())));
}

void LineChart::resizeEvent(QResizeEvent *event)
{
    ChartPanel::resizeEvent(event);
    if ((m_logX && maxLabels(Qt::Horizontal) != m_maxXLabels) ||
        (m_logY && maxLabels(Qt::Vertical) != m_maxYLabels))
        updateRanges();
}

void LineChart::updateOverlays()
{
    m_overlays.clear();
    m_markerTexts.clear();
    // The report of skipped points does not depend on the layout; the graphics do.
    QStringList parts;
    for (const Series &s : m_series) {
        if (s.skipped.isEmpty())
            continue;
        int inf = 0, nan = 0;
        for (const QPointF &p : s.skipped)
            std::isnan(p.y()) ? ++nan : ++inf;
        QStringList kinds;
        if (inf)
            kinds.append(tr("%n inf", nullptr, inf));
        if (nan)
            kinds.append(tr("%n NaN", nullptr, nan));
        parts.append(tr("%1: %2").arg(s.name, kinds.join(QStringLiteral(", "))));
    }
    if (!parts.isEmpty())
        m_markerTexts.append(tr("not drawn — %1").arg(parts.join(QStringLiteral("; "))));

    LineOverlays::Plot over;
    over.chart = chart();
    over.logX = m_logX;
    over.xMin = m_xMin;
    over.xMax = m_xMax;
    over.zoom = zoom();
    over.labelFont = chartFont(0.85, true);
    over.warningFont = chartFont(0.8, true);
    QList<LineOverlays::Skipped> skipped;
    for (const Series &s : std::as_const(m_series))
        skipped.append({s.color, s.skipped});
    m_overlays.draw(over, m_marks, skipped,
                    m_markerTexts.isEmpty() ? QString() : m_markerTexts.first());
}

} // namespace nk::ui
