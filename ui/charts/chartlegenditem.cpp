#include "charts/chartlegenditem.h"

#include "base/theme.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPen>

#include <algorithm>
#include <cmath>

namespace nk::ui {

namespace {
constexpr qreal kGap = 8.0;       // between a sample and its text
constexpr qreal kEntryGap = 22.0; // between entries of a row
} // namespace

ChartLegendItem::ChartLegendItem(QGraphicsItem *parent)
    : QGraphicsItem(parent)
{
}

void ChartLegendItem::setEntries(const QList<ChartLegendEntry> &entries)
{
    if (entries == m_entries)
        return;
    m_entries = entries;
    layoutForWidth(m_width);
}

void ChartLegendItem::setStyle(const QFont &font, const QColor &text, qreal zoom)
{
    m_font = font;
    m_text = text;
    m_zoom = zoom;
    layoutForWidth(m_width);
}

qreal ChartLegendItem::sampleWidth(const ChartLegendEntry &e) const
{
    // Long enough for two periods of a dash pattern at the line's width.
    return e.line ? 44.0 * m_zoom : QFontMetricsF(m_font).ascent() * 0.8;
}

qreal ChartLegendItem::layoutForWidth(qreal width)
{
    prepareGeometryChange();
    m_width = std::max(0.0, width);
    m_entryRects.clear();
    const QFontMetricsF fm(m_font);
    const qreal lineH = fm.height();
    struct Row
    {
        QList<int> entries;
        qreal width = 0.0;
        qreal height = 0.0;
    };
    QList<Row> rows;
    QList<QSizeF> sizes;
    for (int i = 0; i < m_entries.size(); ++i) {
        const ChartLegendEntry &e = m_entries[i];
        const qreal sample = sampleWidth(e) + kGap * m_zoom;
        qreal textW = fm.horizontalAdvance(e.name) + 1.0;
        qreal h = lineH;
        if (sample + textW > m_width && m_width > sample) {
            // Wider than the whole legend: wrap its words instead of cutting them.
            const QRectF r =
                fm.boundingRect(QRectF(0, 0, m_width - sample, 1e6), Qt::TextWordWrap, e.name);
            textW = r.width() + 1.0;
            h = std::max(lineH, r.height());
        }
        const QSizeF size(sample + textW, h);
        sizes << size;
        const qreal gap = kEntryGap * m_zoom;
        if (rows.isEmpty() || rows.last().width + gap + size.width() > m_width) {
            rows.append(Row());
        } else {
            rows.last().width += gap;
        }
        rows.last().entries << i;
        rows.last().width += size.width();
        rows.last().height = std::max(rows.last().height, h);
    }
    for (int i = 0; i < m_entries.size(); ++i)
        m_entryRects << QRectF();
    qreal y = 0.0;
    for (const Row &row : std::as_const(rows)) {
        qreal x = std::max(0.0, (m_width - row.width) / 2);
        for (int i : row.entries) {
            m_entryRects[i] = QRectF(QPointF(x, y), sizes[i]);
            x += sizes[i].width() + kEntryGap * m_zoom;
        }
        y += row.height + 2.0 * m_zoom;
    }
    m_height = rows.isEmpty() ? 0.0 : y;
    update();
    return m_height;
}

QList<QRectF> ChartLegendItem::sampleRects() const
{
    QList<QRectF> out;
    const QFontMetricsF fm(m_font);
    for (int i = 0; i < m_entries.size() && i < m_entryRects.size(); ++i) {
        const QRectF &r = m_entryRects[i];
        const qreal w = sampleWidth(m_entries[i]);
        const qreal cy = r.top() + fm.height() / 2;
        const qreal h = m_entries[i].line ? 3.0 * m_zoom : w;
        out << QRectF(r.left(), cy - h / 2, w, h);
    }
    return out;
}

QRectF ChartLegendItem::boundingRect() const
{
    return QRectF(0, 0, m_width, m_height);
}

void ChartLegendItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const QFontMetricsF fm(m_font);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setFont(m_font);
    for (int i = 0; i < m_entries.size() && i < m_entryRects.size(); ++i) {
        const ChartLegendEntry &e = m_entries[i];
        const QRectF &r = m_entryRects[i];
        const qreal w = sampleWidth(e);
        const qreal cy = r.top() + fm.height() / 2;
        if (e.line) {
            QPen pen(e.color, Theme::stroke(3.0) * m_zoom, e.style, Qt::FlatCap);
            painter->setPen(pen);
            painter->drawLine(QPointF(r.left(), cy), QPointF(r.left() + w, cy));
            if (e.marker) {
                painter->setPen(Qt::NoPen);
                painter->setBrush(e.color);
                const qreal m = 3.5 * m_zoom;
                painter->drawEllipse(QPointF(r.left() + w / 2, cy), m, m);
            }
        } else {
            painter->setPen(Qt::NoPen);
            painter->setBrush(e.color);
            painter->drawRect(QRectF(r.left(), cy - w / 2, w, w));
        }
        painter->setPen(m_text);
        const qreal tx = r.left() + w + kGap * m_zoom;
        painter->drawText(QRectF(tx, r.top(), r.right() - tx + 1, r.height()),
                          Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, e.name);
    }
    painter->restore();
}

} // namespace nk::ui
