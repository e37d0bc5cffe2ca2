#include "charts/linechart.h"

#include "base/axisscale.h"
#include "base/downsample.h"
#include "base/theme.h"

#include <QChart>
#include <QGraphicsLineItem>
#include <QGraphicsPolygonItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QSignalBlocker>
#include <QValueAxis>

#include <algorithm>
#include <map>
#include <cmath>

namespace nk::ui {

namespace {

// Rounds a positive range out to whole powers of base.
void logRange(double lo, double hi, double base, double &min, double &max)
{
    const double lb = std::log(base);
    min = std::pow(base, std::floor(std::log(lo) / lb + 1e-9));
    max = std::pow(base, std::ceil(std::log(hi) / lb - 1e-9));
    if (max <= min)
        max = min * base;
}

bool isPowerOfTen(double base)
{
    const double e = std::log10(base);
    return std::fabs(e - std::round(e)) < 1e-9;
}

// Qt elides log-axis labels to "..." once they crowd: label every k-th power instead, k chosen
// so that at most maxLabels labels are drawn.
double thinnedBase(double base, double lo, double hi, int maxLabels)
{
    const double intervals = std::log(hi / lo) / std::log(base);
    const int k = std::max(1, int(std::ceil(intervals / std::max(1, maxLabels - 1) - 1e-9)));
    return std::pow(base, k);
}

void linearRange(double lo, double hi, double &min, double &max)
{
    if (hi - lo <= 0.0) {
        const double pad = lo == 0.0 ? 1.0 : std::fabs(lo) * 0.1;
        lo -= pad;
        hi += pad;
    }
    const double pad = 0.05 * (hi - lo);
    min = lo >= 0.0 && lo - pad < 0.0 ? 0.0 : lo - pad;
    max = hi + pad;
}

} // namespace

LineChart::LineChart(QWidget *parent)
    : ChartPanel(parent)
{
    m_xAxis = makeAxis(false, 10.0, Qt::AlignBottom, nullptr);
    m_yAxis = makeAxis(false, 10.0, Qt::AlignLeft, nullptr);
    applyTheme();
}

LineChart::~LineChart()
{
    clearOverlays();
}

QAbstractAxis *LineChart::makeAxis(bool log, double base, Qt::Alignment alignment,
                                   QAbstractAxis *old)
{
    m_fittedKey.clear(); // a new axis is fitted afresh
    QString title;       // carried over from the axis replaced
    if (old) {
        title = axisTitle(old);
        for (Series &s : m_series)
            s.line->detachAxis(old);
        chart()->removeAxis(old);
        delete old;
    }
    QAbstractAxis *axis = nullptr;
    if (log) {
        auto a = new QLogValueAxis;
        a->setBase(base);
        a->setLabelFormat(isPowerOfTen(base) ? QStringLiteral("%.0e") : QStringLiteral("%g"));
        a->setMinorTickCount(0); // minor lines over several decades crowd a projector
        axis = a;
    } else {
        auto a = new QValueAxis;
        const QString format = QStringLiteral("%.3g");
        a->setLabelFormat(alignment & Qt::AlignLeft ? verticalLabelFormat(format) : format);
        a->setTickCount(6);
        axis = a;
    }
    setAxisTitle(axis, title);
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
    setAxisTitle(m_xAxis, x);
    setAxisTitle(m_yAxis, y);
    dataChanged();
}

ChartTable LineChart::table() const
{
    ChartTable t;
    const QString x = m_xAxis ? axisTitle(m_xAxis) : QString();
    t.columns << (x.isEmpty() ? tr("x") : x);
    // Each series' column says what its numbers are in: the y axis' title ("GB/s").
    const QString y = m_yAxis ? axisTitle(m_yAxis) : QString();
    for (const Series &s : m_series)
        t.columns << (y.isEmpty() ? s.name : tr("%1 (%2)").arg(s.name, y));
    // Keyed by (x, occurrence): an envelope's minimum and maximum at one x are two rows. Points
    // with a non-finite x are never drawn, so the table leaves them out too.
    std::map<std::pair<double, int>, QVector<QVariant>> rows;
    const int n = int(m_series.size());
    for (int i = 0; i < n; ++i) {
        std::map<double, int> seen;
        for (const QPointF &p : m_series[i].points) {
            if (!std::isfinite(p.x()))
                continue;
            const int k = seen[p.x()]++;
            QVector<QVariant> &row = rows[{p.x(), k}];
            if (row.isEmpty()) {
                row.resize(n + 1);
                row[0] = p.x();
            }
            row[i + 1] = p.y();
        }
    }
    t.rows.reserve(int(rows.size()));
    for (auto &entry : rows)
        t.rows << entry.second;
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
        logRange(xLo, std::max(xHi, xLo), m_xBase, m_xMin, m_xMax);
        xBase = thinnedBase(m_xBase, m_xMin, m_xMax, m_maxXLabels);
        logRange(xLo, std::max(xHi, xLo), xBase, m_xMin, m_xMax);
        static_cast<QLogValueAxis *>(m_xAxis)->setBase(xBase);
    } else {
        linearRange(xLo, xHi, m_xMin, m_xMax);
    }
    if (m_logY) {
        logRange(yLo, std::max(yHi, yLo), m_yBase, m_yMin, m_yMax);
        yBase = thinnedBase(m_yBase, m_yMin, m_yMax, m_maxYLabels);
        logRange(yLo, std::max(yHi, yLo), yBase, m_yMin, m_yMax);
        static_cast<QLogValueAxis *>(m_yAxis)->setBase(yBase);
    } else {
        linearRange(yLo, yHi, m_yMin, m_yMax);
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
    // Qt Charts lays out one tick per power of the log axis's base over its range: a range from
    // 0 or to inf, or thousands of decades (inputs of 1e308 through a stack of layers), asked it
    // for billions of ticks (found by the monkey). Keep log ranges finite and their ticks few.
    auto tameLog = [](QAbstractAxis *axis, double &lo, double &hi) {
        auto *log = qobject_cast<QLogValueAxis *>(axis);
        if (!log)
            return;
        lo = std::isfinite(lo) && lo > 0 ? std::clamp(lo, 1e-300, 1e299) : 1e-300;
        hi = std::isfinite(hi) ? std::clamp(hi, lo * 10, 1e300) : 1e300;
        const double decades = std::log10(hi / lo);
        const double base = log->base();
        if (!(base > 1) || !std::isfinite(base) || decades / std::log10(base) > 40)
            log->setBase(std::pow(10.0, std::ceil(decades / 20)));
    };
    tameLog(m_xAxis, m_xMin, m_xMax);
    tameLog(m_yAxis, m_yMin, m_yMax);
    m_xAxis->setRange(m_xMin, m_xMax);
    // A fixed range too gets its ticks on round values, as many as the height fits.
    if (auto linear = qobject_cast<QValueAxis *>(m_yAxis)) {
        setNiceRange(linear, m_yMin, m_yMax, valueTickCount());
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

double LineChart::toPixelX(double x) const
{
    const QRectF plot = chart()->plotArea();
    double f = 0.0;
    if (m_logX) {
        if (x <= 0.0)
            return plot.left();
        f = (std::log(x) - std::log(m_xMin)) / (std::log(m_xMax) - std::log(m_xMin));
    } else {
        f = (x - m_xMin) / (m_xMax - m_xMin);
    }
    return plot.left() + std::clamp(f, 0.0, 1.0) * plot.width();
}

void LineChart::clearOverlays()
{
    qDeleteAll(m_overlays);
    m_overlays.clear();
}

void LineChart::updateOverlays()
{
    clearOverlays();
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

    const QRectF plot = chart()->plotArea();
    if (plot.width() <= 0 || plot.height() <= 0)
        return;
    const QFont labelFont = chartFont(0.85, true);
    const qreal lineHeight = QFontMetricsF(labelFont).height();

    int row = 0;
    for (const Mark &m : m_marks) {
        const double a = toPixelX(m.x0);
        const double b = toPixelX(m.x1);
        QColor edge = m.color;
        if (m.x0 == m.x1) {
            auto line = new QGraphicsLineItem(QLineF(a, plot.top(), a, plot.bottom()), chart());
            QPen pen(edge, Theme::stroke(2.0) * zoom(), Qt::DashLine);
            line->setPen(pen);
            line->setZValue(15);
            m_overlays.append(line);
        } else {
            QColor fill = m.color;
            fill.setAlpha(Theme::isDark() ? 60 : 40);
            auto rect = new QGraphicsRectItem(QRectF(a, plot.top(), b - a, plot.height()), chart());
            rect->setBrush(fill);
            rect->setPen(Qt::NoPen);
            rect->setZValue(1);
            m_overlays.append(rect);
        }
        if (m.label.isEmpty())
            continue;
        auto text = new QGraphicsSimpleTextItem(m.label, chart());
        text->setFont(labelFont);
        text->setBrush(Theme::isDark() ? edge.lighter(115) : edge.darker(115));
        const QRectF r = text->boundingRect();
        // Labels stack down from the top so neighbouring marks don't overlap.
        qreal x = a + 6.0;
        if (x + r.width() > plot.right())
            x = std::max(plot.left(), (m.x0 == m.x1 ? a : b) - r.width() - 6.0);
        text->setPos(x, plot.top() + 4.0 + row * lineHeight);
        text->setZValue(16);
        // A plate so the label reads over lines and grid.
        QColor bg = Theme::surface();
        bg.setAlpha(200);
        auto plate =
            new QGraphicsRectItem(QRectF(text->pos(), r.size()).adjusted(-3, 0, 3, 0), chart());
        plate->setBrush(bg);
        plate->setPen(Qt::NoPen);
        plate->setZValue(15.5);
        m_overlays.append(plate);
        m_overlays.append(text);
        ++row;
    }

    // Skipped (non-finite) points: ticks on the top edge and one warning line.
    for (const Series &s : m_series) {
        for (const QPointF &p : s.skipped) {
            const double x = toPixelX(p.x());
            const qreal h = 8.0 * zoom();
            QPolygonF tri;
            tri << QPointF(x - h / 2, plot.top()) << QPointF(x + h / 2, plot.top())
                << QPointF(x, plot.top() + h);
            auto t = new QGraphicsPolygonItem(tri, chart());
            t->setBrush(s.color);
            t->setPen(QPen(Theme::warning(), 1.0));
            t->setZValue(17);
            m_overlays.append(t);
        }
    }
    if (!m_markerTexts.isEmpty()) {
        const QString text = m_markerTexts.first();
        auto item = new QGraphicsSimpleTextItem(text, chart());
        item->setFont(chartFont(0.8, true));
        item->setBrush(Theme::warning());
        const QRectF r = item->boundingRect();
        auto plate = new QGraphicsRectItem(
            QRectF(plot.left() + 4, plot.bottom() - r.height() - 6, r.width() + 8, r.height() + 4),
            chart());
        QColor bg = Theme::surface();
        bg.setAlpha(220);
        plate->setBrush(bg);
        plate->setPen(Qt::NoPen);
        plate->setZValue(18);
        item->setPos(plot.left() + 8, plot.bottom() - r.height() - 4);
        item->setZValue(19);
        m_overlays.append(plate);
        m_overlays.append(item);
    }
}

} // namespace nk::ui
