#include "charts/barchart.h"

#include "charts/barcategorylabels.h"
#include "charts/bardecadelabels.h"
#include "charts/chartaxes.h"
#include "charts/baroverlays.h"
#include "norm/numberformat.h"
#include "base/theme.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QLegend>
#include <QCategoryAxis>
#include <QCursor>
#include <QToolTip>
#include <QFontMetricsF>
#include <QStackedBarSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace nk::ui {

namespace {

bool isFiniteValue(double v)
{
    return std::isfinite(v);
}

} // namespace

BarChart::BarChart(QWidget *parent)
    : ChartPanel(parent)
    , m_categoryAxis(new QBarCategoryAxis)
{
    chart()->addAxis(m_categoryAxis, Qt::AlignBottom);
    rebuildValueAxis();
    rebuildSeries();
    applyTheme();
}

BarChart::~BarChart()
{
    m_overlays.clear(); // the items are the chart's: gone before it
}

void BarChart::setCategories(const QStringList &categories)
{
    if (categories == m_categories)
        return;
    m_categories = categories;
    wrapLabels();
    updateRangeAndBars();
    dataChanged();
}

void BarChart::wrapLabels()
{
    BarCategoryLabels::fit(m_categoryAxis, m_categories, plotWidthEstimate(), chartFont(0.9));
}

void BarChart::setSeries(int index, const QString &name, const QColor &color,
                         const QVector<double> &values)
{
    Q_ASSERT(index >= 0 && index <= seriesCount());
    if (index < 0 || index > seriesCount())
        return;
    if (index == seriesCount()) {
        Series s;
        s.set = new QBarSet(name);
        m_series.append(s);
        m_barSeries->append(s.set);
    }
    Series &s = m_series[index];
    s.name = name;
    s.color = color;
    s.values = values;
    s.set->setLabel(name);
    styleSet(s);
    syncLegend();
    refitOrDefer();
}

void BarChart::refitTicks()
{
    updateRangeAndBars();
}

void BarChart::syncLegend()
{
    QList<ChartLegendEntry> entries;
    for (const Series &s : std::as_const(m_series))
        entries.append({s.name, s.color, Qt::SolidLine, false, false});
    setLegendEntries(entries);
}

void BarChart::setCategoryNotes(const QStringList &notes)
{
    if (notes == m_notes)
        return;
    m_notes = notes;
    updateRangeAndBars(); // room above the bars
}

void BarChart::truncateSeries(int count)
{
    if (count >= seriesCount())
        return;
    while (seriesCount() > qMax(0, count)) {
        Series s = m_series.takeLast();
        m_barSeries->remove(s.set); // deletes the set
    }
    updateRangeAndBars();
    syncLegend();
    dataChanged();
}

QString BarChart::seriesName(int index) const
{
    return index >= 0 && index < seriesCount() ? m_series[index].name : QString();
}

QColor BarChart::seriesColor(int index) const
{
    return index >= 0 && index < seriesCount() ? m_series[index].color : QColor();
}

QVector<double> BarChart::seriesValues(int index) const
{
    return index >= 0 && index < seriesCount() ? m_series[index].values : QVector<double>();
}

QVector<double> BarChart::plottedValues(int index) const
{
    return index >= 0 && index < seriesCount() ? m_series[index].plotted : QVector<double>();
}

QList<int> BarChart::warningBars(int index) const
{
    if (index < 0 || index >= seriesCount())
        return {};
    QList<int> bars = m_series[index].set->selectedBars();
    std::sort(bars.begin(), bars.end());
    return bars;
}

void BarChart::setLogScale(bool on)
{
    if (on == m_log)
        return;
    m_log = on;
    rebuildValueAxis();
    updateRangeAndBars();
}

void BarChart::setStacked(bool on)
{
    if (on == m_stacked)
        return;
    m_stacked = on;
    rebuildSeries();
    updateRangeAndBars();
}

void BarChart::setValueLabelDigits(int digits)
{
    if (qMax(0, digits) == m_labelDigits)
        return;
    m_labelDigits = qMax(0, digits);
    updateOverlays();
}

void BarChart::setValueAxisTitle(const QString &title)
{
    m_valueTitle = title;
    ChartAxes::setTitle(m_valueAxis, title);
}

void BarChart::setCategoryAxisTitle(const QString &title)
{
    ChartAxes::setTitle(m_categoryAxis, title);
    dataChanged();
}

ChartTable BarChart::table() const
{
    ChartTable t;
    const QString title = ChartAxes::title(m_categoryAxis);
    t.columns << (title.isEmpty() ? tr("Category") : title);
    // Each series' column says what its numbers are in: the value axis' title ("GB/s").
    for (const Series &s : m_series)
        t.columns << (m_valueTitle.isEmpty() ? s.name : tr("%1 (%2)").arg(s.name, m_valueTitle));
    for (int c = 0; c < m_categories.size(); ++c) {
        QVector<QVariant> row;
        row << QString(m_categories[c]).replace(QLatin1Char('\n'), QLatin1Char(' '));
        // Missing entries count as 0, as on the chart.
        for (const Series &s : m_series)
            row << (c < s.values.size() ? s.values[c] : 0.0);
        t.rows << row;
    }
    return t;
}

void BarChart::setValueRange(double min, double max)
{
    m_fixedMin = min;
    m_fixedMax = max;
    updateRangeAndBars();
}

void BarChart::setLegendVisible(bool visible)
{
    setLegendShown(visible);
}

QList<QRectF> BarChart::labelRects() const
{
    return m_overlays.labelRects();
}

QRectF BarChart::plotRect() const
{
    return chart()->plotArea();
}

QStringList BarChart::markerTexts() const
{
    return m_overlays.markerTexts();
}

void BarChart::rebuildSeries()
{
    // Grouped <-> stacked: a new series with new sets (deleting the old series deletes its sets;
    // moving sets across with take() left them owned by the old one).
    if (m_barSeries) {
        chart()->removeSeries(m_barSeries);
        delete m_barSeries;
    }
    if (m_stacked)
        m_barSeries = new QStackedBarSeries;
    else
        m_barSeries = new QBarSeries;
    m_barSeries->setBarWidth(m_stacked ? 0.5 : 0.75);
    for (Series &s : m_series) {
        s.set = new QBarSet(s.name);
        s.plotted.clear(); // refilled by updateRangeAndBars()
        styleSet(s);
        m_barSeries->append(s.set);
    }
    chart()->addSeries(m_barSeries);
    // A value whose label had no room is still read off its bar.
    connect(m_barSeries, &QAbstractBarSeries::hovered, this,
            [this](bool on, int index, QBarSet *set) {
                if (!on) {
                    QToolTip::hideText();
                    return;
                }
                const QString text = barToolTip(index, set);
                if (!text.isEmpty())
                    QToolTip::showText(QCursor::pos(), text, this);
            });
    m_barSeries->attachAxis(m_categoryAxis);
    m_barSeries->attachAxis(m_valueAxis);
}

void BarChart::rebuildValueAxis()
{
    m_fittedKey.clear(); // a new axis is fitted afresh
    if (m_valueAxis) {
        if (m_barSeries)
            m_barSeries->detachAxis(m_valueAxis);
        chart()->removeAxis(m_valueAxis);
        delete m_valueAxis;
    }
    if (m_log) {
        // Bars on a QLogValueAxis grow from log(0): Qt warns on every layout. Plot exponents on
        // a linear axis instead, labelled with powers of ten.
        auto axis = new QCategoryAxis;
        axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
        m_valueAxis = axis;
    } else {
        auto axis = new QValueAxis;
        axis->setLabelFormat(ChartAxes::verticalLabelFormat(QStringLiteral("%.3g")));
        axis->setTickCount(6);
        m_valueAxis = axis;
    }
    ChartAxes::setTitle(m_valueAxis, m_valueTitle);
    chart()->addAxis(m_valueAxis, Qt::AlignLeft);
    if (m_barSeries)
        m_barSeries->attachAxis(m_valueAxis);
    styleAxis(m_valueAxis);
}

QList<qreal> BarChart::plotValues(const QVector<double> &values) const
{
    QList<qreal> out;
    out.reserve(m_categories.size());
    for (int i = 0; i < m_categories.size(); ++i) {
        const double v = i < values.size() ? values[i] : 0.0;
        if (!isFiniteValue(v))
            out.append(std::isinf(v) && v < 0 && !m_log ? m_min : m_max);
        else if (m_log)
            out.append(v > 0.0 ? std::clamp(std::log10(v) - m_floorExponent, 0.0, m_max) : 0.0);
        else
            out.append(v);
    }
    return out;
}

void BarChart::updateRangeAndBars()
{
    runFit([this] { fitRangeAndBars(); });
}

void BarChart::fitRangeAndBars()
{
    // Range from the finite values; non-finite bars are then drawn to the edge of it.
    double lo = 0.0, hi = 0.0, minPositive = 0.0;
    bool any = false;
    const int n = int(m_categories.size());
    QVector<double> stackPos(n, 0.0), stackNeg(n, 0.0);
    for (const Series &s : m_series) {
        for (int i = 0; i < n && i < s.values.size(); ++i) {
            const double v = s.values[i];
            if (!isFiniteValue(v))
                continue;
            double top = v;
            if (m_stacked)
                top = v >= 0 ? (stackPos[i] += v) : (stackNeg[i] += v);
            if (!any) {
                lo = hi = top;
                any = true;
            }
            lo = std::min(lo, top);
            hi = std::max(hi, top);
            if (v > 0 && (minPositive == 0.0 || v < minPositive))
                minPositive = v;
        }
    }
    if (m_log) {
        // In decades above the floor; a decade of room below the smallest bar, so it is seen.
        double bottom = -8.0, top = 0.0;
        if (m_fixedMax > m_fixedMin && m_fixedMin > 0.0) {
            bottom = std::floor(std::log10(m_fixedMin));
            top = std::ceil(std::log10(m_fixedMax));
        } else if (minPositive > 0.0) {
            bottom = std::floor(std::log10(minPositive) - 0.3);
            top = std::ceil(std::log10(hi));
        }
        if (top <= bottom)
            top = bottom + 1.0;
        m_floorExponent = bottom;
        m_min = 0.0;
        m_max = top - bottom;
        if (std::any_of(m_notes.begin(), m_notes.end(),
                        [](const QString &n) { return !n.isEmpty(); }))
            m_max += 0.6; // room for the notes above the bars
        else if (m_labelDigits > 0)
            m_max += std::max(0.3, labelRoom() * m_max); // a line above the top decade's bar
    } else {
        m_min = std::min(0.0, lo);
        m_max = std::max(0.0, hi);
        if (m_max - m_min <= 0.0)
            m_max = m_min + 1.0;
        // Headroom for the value labels (below negative bars too) and the "inf" markers.
        const double span = m_max - m_min;
        m_max += std::max(0.12, labelRoom()) * span;
        if (lo < 0.0 && m_labelDigits > 0)
            m_min -= labelRoom() * span;
    }
    if (m_fixedMax > m_fixedMin && !m_log) {
        m_min = m_fixedMin;
        m_max = m_fixedMax;
    }
    // The same range again leaves the axis alone: a range change relayouts every tick label.
    const QVector<double> key = {m_min,      m_max,      m_floorExponent,          double(m_log),
                                 m_fixedMin, m_fixedMax, double(valueTickCount()), labelRoom()};
    if (key == m_fittedKey) {
        m_min = m_fittedMin;
        m_max = m_fittedMax;
    } else {
        m_fittedKey = key;
        if (m_log)
            updateLogLabels();
        // A fixed range too gets its ticks on round values, as many as the height fits.
        if (auto linear = qobject_cast<QValueAxis *>(m_valueAxis); linear && !m_log) {
            ChartAxes::setNiceRange(linear, m_min, m_max, valueTickCount());
            m_min = linear->min(); // the range as the axis took it (finite)
            m_max = linear->max();
        } else
            m_valueAxis->setRange(m_min, m_max);
        m_fittedMin = m_min;
        m_fittedMax = m_max;
    }

    for (Series &s : m_series) {
        const QList<qreal> plotted = plotValues(s.values);
        QVector<double> asDoubles(plotted.begin(), plotted.end());
        QList<int> bad;
        for (int i = 0; i < n; ++i)
            if (i < s.values.size() && !isFiniteValue(s.values[i]))
                bad.append(i);
        if (asDoubles != s.plotted || s.set->count() != plotted.size()) {
            s.plotted = asDoubles;
            // Qt Charts repaints a bar's colour only when its selection changes, and removing
            // the values forgets the selection without repainting: deselected after that, an
            // overflow bar kept the warning colour (after undo). Deselect while the bars exist.
            s.set->deselectAllBars();
            // The whole set at once: two signals, not one per bar.
            s.set->remove(0, s.set->count());
            s.set->append(plotted);
        }
        QList<int> selected = s.set->selectedBars();
        std::sort(selected.begin(), selected.end());
        if (selected != bad) {
            s.set->deselectAllBars();
            s.set->selectBars(bad);
        }
    }
    updateOverlays();
}

QString BarChart::barToolTip(int category, const QBarSet *set) const
{
    for (const Series &s : m_series) {
        if (s.set != set || category < 0 || category >= m_categories.size())
            continue;
        const double v = category < s.values.size() ? s.values[category] : 0.0;
        const QString value = isFiniteValue(v)
                                  ? QString::fromStdString(nk::NumberFormat::number(v, 6))
                                  : BarOverlays::markerText(v);
        return QStringLiteral("%1 · %2: %3")
            .arg(QString(m_categories[category]).replace(QLatin1Char('\n'), QLatin1Char(' ')),
                 s.name, value);
    }
    return {};
}

double BarChart::labelRoom() const
{
    if (m_labelDigits <= 0)
        return 0.0;
    // One label line (and its gap) as a share of the plot's height, in steps of 2 % so a
    // pixel's change of height does not refit the axis; the room added is that share of the
    // span plus the share of the room itself.
    const qreal line = QFontMetricsF(chartFont(0.85)).height() + 4.0;
    const qreal plotHeight = chart()->plotArea().height();
    const qreal h = plotHeight > 40.0 ? plotHeight : 300.0;
    const double share = std::min(0.25, std::ceil(line / h * 50.0) / 50.0);
    return share / (1.0 - 2.0 * share);
}

void BarChart::updateLogLabels()
{
    if (auto axis = qobject_cast<QCategoryAxis *>(m_valueAxis))
        BarDecadeLabels::apply(axis, m_max, m_floorExponent);
}

void BarChart::styleSet(Series &s)
{
    s.set->setColor(s.color);
    // On a projector a black outline keeps pale bars apart from the white plot.
    QPen border(Theme::isProjector() ? Theme::text() : s.color.darker(130));
    border.setWidthF(Theme::stroke(1.0) * zoom());
    s.set->setPen(border);
    s.set->setSelectedColor(Theme::warning());
}

void BarChart::applyTheme()
{
    ChartPanel::applyTheme();
    for (Series &s : m_series)
        styleSet(s);
    wrapLabels(); // styling reset the labels' font
    updateOverlays();
}

void BarChart::updateOverlays()
{
    if (!m_fittedKey.isEmpty() && m_fittedKey.last() != labelRoom()) {
        // The plot's height changed the room a label line needs: refit, which draws these.
        updateRangeAndBars();
        return;
    }
    BarOverlays::Bars bars;
    bars.chart = chart();
    bars.series = m_barSeries;
    bars.categories = int(m_categories.size());
    for (const Series &s : std::as_const(m_series)) {
        bars.values.append(s.values);
        bars.plotted.append(s.plotted);
    }
    bars.notes = m_notes;
    bars.stacked = m_stacked;
    bars.log = m_log;
    bars.labelDigits = m_labelDigits;
    bars.labelFont = chartFont(0.85);
    bars.markerFont = chartFont(0.9, true);
    m_overlays.draw(bars);
}

} // namespace nk::ui
