#pragma once

#include "kitchen/kitchenpaint.h"

#include <QRectF>
#include <QString>

class QPainter;

namespace nk::ui {

// What frames a station: the chef's name tag, the counters, the speech bubble.
class StationChrome
{
public:
    // The name tag across the top of a station; returns the title row (first) and, under it,
    // the room for the speech bubble (second), bubbleLines lines of its text tall.
    static std::pair<QRectF, QRectF> paintNameTag(QPainter &p, const QRectF &frame, bool layerNorm,
                                                  const QColor &accent, const KitchenFonts &fs,
                                                  int bubbleLines = 2);
    // A counter pill ("walks 2") ending at topRight; returns its rectangle.
    static QRectF paintCounter(QPainter &p, QPointF topRight, const QString &label,
                               const QString &value, const QColor &accent, const KitchenFonts &fs);
    // The speech bubble; its tail points at the chef's head (x = tailX).
    static void paintBubble(QPainter &p, const QRectF &r, double tailX, const QString &text,
                            bool warning, const QColor &accent, const KitchenFonts &fs);

    static constexpr double kMargin = 12; // a station's inner margin
};

} // namespace nk::ui
