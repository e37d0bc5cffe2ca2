#pragma once

#include <QColor>
#include <QFont>
#include <QGraphicsItem>
#include <QList>
#include <QString>

namespace nk::ui {

// One entry of a chart's legend: a line sample in the series' pen style (with its point marker
// when the line shows points), or a filled square for bars.
struct ChartLegendEntry
{
    QString name;
    QColor color;
    Qt::PenStyle style = Qt::SolidLine;
    bool line = false;
    bool marker = false;

    bool operator==(const ChartLegendEntry &o) const
    {
        return name == o.name && color == o.color && style == o.style && line == o.line &&
               marker == o.marker;
    }
};

// The legend ChartPanel draws under the plot instead of Qt Charts' own: Qt's shows every line
// series as a short segment or square, so solid, dashed and dotted lines of one colour looked
// identical, and it cut long names to "…". This one draws line samples long enough to show the
// dash pattern and wraps entries to more rows rather than cutting them.
class ChartLegendItem : public QGraphicsItem
{
public:
    explicit ChartLegendItem(QGraphicsItem *parent = nullptr);

    void setEntries(const QList<ChartLegendEntry> &entries);
    QList<ChartLegendEntry> entries() const { return m_entries; }
    void setStyle(const QFont &font, const QColor &text, qreal zoom);
    QFont font() const { return m_font; }
    // Lays the entries out in rows no wider than width; returns the height they take.
    qreal layoutForWidth(qreal width);
    // Where each entry's line sample (or square) is drawn, in item coordinates.
    QList<QRectF> sampleRects() const;

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    qreal sampleWidth(const ChartLegendEntry &e) const;

    QList<ChartLegendEntry> m_entries;
    QList<QRectF> m_entryRects; // sample plus text
    QFont m_font;
    QColor m_text;
    qreal m_zoom = 1.0;
    qreal m_width = 0.0;
    qreal m_height = 0.0;
};

} // namespace nk::ui
