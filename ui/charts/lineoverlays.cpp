#include "charts/lineoverlays.h"

#include "base/theme.h"

#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsLineItem>
#include <QGraphicsPolygonItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QPen>

#include <algorithm>
#include <cmath>

namespace nk::ui {

LineOverlays::~LineOverlays()
{
    clear();
}

void LineOverlays::clear()
{
    qDeleteAll(m_items);
    m_items.clear();
}

double LineOverlays::toPixelX(const Plot &over, double x)
{
    const QRectF plot = over.chart->plotArea();
    double f = 0.0;
    if (over.logX) {
        if (x <= 0.0)
            return plot.left();
        f = (std::log(x) - std::log(over.xMin)) / (std::log(over.xMax) - std::log(over.xMin));
    } else {
        f = (x - over.xMin) / (over.xMax - over.xMin);
    }
    return plot.left() + std::clamp(f, 0.0, 1.0) * plot.width();
}

void LineOverlays::draw(const Plot &over, const QList<Mark> &marks, const QList<Skipped> &skipped,
                        const QString &warning)
{
    clear();
    const QRectF plot = over.chart->plotArea();
    if (plot.width() <= 0 || plot.height() <= 0)
        return;
    const QFont labelFont = over.labelFont;
    const qreal lineHeight = QFontMetricsF(labelFont).height();

    int row = 0;
    for (const Mark &m : marks) {
        const double a = toPixelX(over, m.x0);
        const double b = toPixelX(over, m.x1);
        QColor edge = m.color;
        if (m.x0 == m.x1) {
            auto line = new QGraphicsLineItem(QLineF(a, plot.top(), a, plot.bottom()), over.chart);
            QPen pen(edge, Theme::stroke(2.0) * over.zoom, Qt::DashLine);
            line->setPen(pen);
            line->setZValue(15);
            m_items.append(line);
        } else {
            QColor fill = m.color;
            fill.setAlpha(Theme::isDark() ? 60 : 40);
            auto rect =
                new QGraphicsRectItem(QRectF(a, plot.top(), b - a, plot.height()), over.chart);
            rect->setBrush(fill);
            rect->setPen(Qt::NoPen);
            rect->setZValue(1);
            m_items.append(rect);
        }
        if (m.label.isEmpty())
            continue;
        auto text = new QGraphicsSimpleTextItem(m.label, over.chart);
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
            new QGraphicsRectItem(QRectF(text->pos(), r.size()).adjusted(-3, 0, 3, 0), over.chart);
        plate->setBrush(bg);
        plate->setPen(Qt::NoPen);
        plate->setZValue(15.5);
        m_items.append(plate);
        m_items.append(text);
        ++row;
    }

    // Skipped (non-finite) points: ticks on the top edge and one warning line.
    for (const Skipped &s : skipped) {
        for (const QPointF &p : s.points) {
            const double x = toPixelX(over, p.x());
            const qreal h = 8.0 * over.zoom;
            QPolygonF tri;
            tri << QPointF(x - h / 2, plot.top()) << QPointF(x + h / 2, plot.top())
                << QPointF(x, plot.top() + h);
            auto t = new QGraphicsPolygonItem(tri, over.chart);
            t->setBrush(s.color);
            t->setPen(QPen(Theme::warning(), 1.0));
            t->setZValue(17);
            m_items.append(t);
        }
    }
    if (!warning.isEmpty()) {
        const QString text = warning;
        auto item = new QGraphicsSimpleTextItem(text, over.chart);
        item->setFont(over.warningFont);
        item->setBrush(Theme::warning());
        const QRectF r = item->boundingRect();
        auto plate = new QGraphicsRectItem(
            QRectF(plot.left() + 4, plot.bottom() - r.height() - 6, r.width() + 8, r.height() + 4),
            over.chart);
        QColor bg = Theme::surface();
        bg.setAlpha(220);
        plate->setBrush(bg);
        plate->setPen(Qt::NoPen);
        plate->setZValue(18);
        item->setPos(plot.left() + 8, plot.bottom() - r.height() - 4);
        item->setZValue(19);
        m_items.append(plate);
        m_items.append(item);
    }
}

} // namespace nk::ui
