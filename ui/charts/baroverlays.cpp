#include "charts/baroverlays.h"

#include "charts/barlabellayout.h"
#include "norm/numberformat.h"
#include "base/theme.h"

#include <QAbstractBarSeries>
#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>

#include <algorithm>
#include <cmath>

namespace nk::ui {

BarOverlays::~BarOverlays()
{
    clear();
}

QString BarOverlays::markerText(double v)
{
    if (std::isnan(v))
        return QStringLiteral("NaN");
    return v > 0 ? QStringLiteral("inf") : QStringLiteral("-inf");
}

double BarOverlays::barCentreX(const Bars &over, int category, int seriesIndex)
{
    const int seriesCount = int(over.values.size());
    if (over.stacked || seriesCount <= 1)
        return category;
    const double width = over.series->barWidth();
    const double each = width / seriesCount;
    return category - width / 2.0 + (seriesIndex + 0.5) * each;
}

void BarOverlays::clear()
{
    qDeleteAll(m_items);
    m_items.clear();
    m_markerTexts.clear();
    m_barRects.clear();
    m_valueLabelRects.clear();
    m_labelsLeftOut = 0;
}

QList<QRectF> BarOverlays::labelRects() const
{
    QList<QRectF> rects;
    for (const QGraphicsItem *item : m_items)
        if (item->type() == QGraphicsSimpleTextItem::Type)
            rects.append(item->mapRectToItem(m_chart, item->boundingRect()));
    return rects;
}

void BarOverlays::draw(const Bars &over)
{
    clear();
    m_chart = over.chart;
    if (!over.series || over.categories == 0)
        return;
    QChart *chart = over.chart;
    QAbstractBarSeries *series = over.series;
    const int seriesCount = int(over.values.size());
    const QRectF plot = chart->plotArea();
    const QFont labelFont = over.labelFont;
    const QFont markerFont = over.markerFont;
    const int n = over.categories;
    // Each bar's rect, in the chart's coordinates, clipped to the plot.
    const double each =
        series->barWidth() / (over.stacked ? 1 : std::max(1, seriesCount)); // in categories
    struct Bar
    {
        double value, base, top, x;
        QRectF rect;
    };
    QVector<QVector<Bar>> bars(seriesCount);
    QVector<double> stackBase(n, 0.0);
    for (int j = 0; j < seriesCount; ++j) {
        const QVector<double> &values = over.values[j];
        const QVector<double> &plotted = over.plotted[j];
        for (int i = 0; i < n; ++i) {
            const double v = i < values.size() ? values[i] : 0.0;
            const double shown = i < plotted.size() ? plotted[i] : 0.0;
            const double base = over.stacked ? stackBase[i] : 0.0;
            const double top = over.stacked && std::isfinite(v) ? base + shown : shown;
            if (over.stacked && std::isfinite(v))
                stackBase[i] = top;
            const double x = barCentreX(over, i, j);
            const QPointF a = chart->mapToPosition(QPointF(x - each / 2, base), series);
            const QPointF b = chart->mapToPosition(QPointF(x + each / 2, top), series);
            const QRectF rect = QRectF(a, b).normalized() & plot;
            bars[j].append({v, base, top, x, rect});
            if (rect.height() > 0 && rect.width() > 0)
                m_barRects.append(rect);
        }
    }
    BarLabelLayout layout(plot, m_barRects);
    auto addText = [this](const QString &text, const QFont &font, const QColor &colour,
                          const QPointF &at, qreal z) {
        auto item = new QGraphicsSimpleTextItem(text, m_chart);
        item->setFont(font);
        item->setBrush(colour);
        item->setPos(at);
        item->setZValue(z);
        m_items.append(item);
    };
    auto addPlate = [this](const QRectF &r, const QPen &pen, qreal z) {
        auto plate = new QGraphicsRectItem(r, m_chart);
        plate->setBrush(Theme::surface());
        plate->setPen(pen);
        plate->setZValue(z);
        m_items.append(plate);
    };

    // Non-finite markers first: on their full-height bar, on a plate, where the overflow is.
    for (int j = 0; j < seriesCount; ++j) {
        for (const Bar &bar : std::as_const(bars[j])) {
            if (std::isfinite(bar.value))
                continue;
            const QString text = markerText(bar.value);
            const QSizeF size = QFontMetricsF(markerFont).boundingRect(text).size();
            QPointF at = chart->mapToPosition(QPointF(bar.x, bar.top), series) -
                         QPointF(size.width() / 2.0, size.height() + 2.0);
            at.setY(std::clamp(at.y(), plot.top() + 2.0, plot.bottom() - size.height()));
            const QRectF plate = QRectF(at, size).adjusted(-3, -1, 3, 1);
            addPlate(plate, QPen(Theme::warning(), Theme::stroke(1.5)), 20);
            addText(text, markerFont, Theme::warning(), at, 21);
            layout.addObstacle(plate);
            m_markerTexts.append(text);
        }
    }

    // Category notes, centred above the group's tallest finite bar; where a bar is non-finite
    // (full height, its marker at the top) just under that marker instead.
    const qreal labelLine = QFontMetricsF(labelFont).height();
    for (int i = 0; i < n && i < over.notes.size(); ++i) {
        if (over.notes[i].isEmpty())
            continue;
        double top = 0.0;
        bool nonFinite = false;
        for (int j = 0; j < seriesCount; ++j) {
            const Bar &bar = bars[j][i];
            if (!std::isfinite(bar.value))
                nonFinite = true;
            else
                top = std::max(top, bar.top);
        }
        const QSizeF size = QFontMetricsF(markerFont).boundingRect(over.notes[i]).size();
        QPointF at = chart->mapToPosition(QPointF(i, top), series);
        at -= QPointF(size.width() / 2.0, size.height() + (over.labelDigits > 0 ? labelLine : 2.0));
        if (nonFinite)
            at.setY(plot.top() + 2.0 * size.height() + 6.0);
        at.setY(std::max(at.y(), plot.top()));
        const QRectF plate = QRectF(at, size).adjusted(-3, -1, 3, 1);
        addPlate(plate, Qt::NoPen, 21.5);
        addText(over.notes[i], markerFont, Theme::warning(), at, 22);
        layout.addObstacle(plate);
    }

    // Value labels: just beyond the bar's end (above a positive bar, below a negative one), or
    // a line further out; inside its segment on stacked bars. Where none is free, none.
    const QColor insideColour = Theme::isDark() ? QColor(Qt::black) : QColor(Qt::white);
    for (int j = 0; j < seriesCount; ++j) {
        for (const Bar &bar : std::as_const(bars[j])) {
            const double v = bar.value;
            QString text;
            QColor colour = Theme::text();
            if (!std::isfinite(v))
                continue;
            if (over.log && v <= 0.0) {
                text = QStringLiteral("0");
                colour = Theme::mutedText();
            } else if (over.labelDigits > 0 && v != 0.0) {
                text = QString::fromStdString(nk::NumberFormat::number(v, over.labelDigits));
            } else {
                continue;
            }
            const QSizeF size = QFontMetricsF(labelFont).boundingRect(text).size();
            const QPointF end = chart->mapToPosition(QPointF(bar.x, bar.top), series);
            const qreal left = end.x() - size.width() / 2.0;
            QRectF shown;
            if (over.stacked) {
                const QPointF mid =
                    chart->mapToPosition(QPointF(bar.x, (bar.base + bar.top) / 2.0), series);
                const QRectF inside(QPointF(left, mid.y() - size.height() / 2.0), size);
                if (layout.placeInside(inside, bar.rect) == 0) {
                    shown = inside;
                    colour = insideColour;
                }
            } else {
                const bool below = !over.log && v < 0.0;
                const QRectF first(
                    QPointF(left, below ? end.y() + 2.0 : end.y() - size.height() - 2.0), size);
                const QList<QRectF> places = {
                    first, first.translated(0, below ? size.height() : -size.height())};
                const int k = layout.place(places);
                if (k >= 0)
                    shown = places[k];
            }
            if (shown.isNull())
                continue;
            addText(text, labelFont, colour, shown.topLeft(), 21);
            if (over.log && v <= 0.0)
                m_markerTexts.append(text);
            else
                m_valueLabelRects.append(shown);
        }
    }
    m_labelsLeftOut = layout.leftOut();
}

} // namespace nk::ui
