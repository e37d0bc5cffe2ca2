#include "kitchen/dishpainter.h"

#include "kitchen/stationpainter.h"
#include "base/theme.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace nk::ui {

void DishPainter::paint(QPainter &p, const StationLayout &L, const StationState &st,
                        const StationModel &m, KitchenPaintContext &ctx)
{
    const KitchenFonts &fs = ctx.fonts;
    const KitchenAxis &axis = m.axis;
    const QColor accent = StationPainter::accent(m);
    const QFontMetricsF fl(fs.label), fn(fs.note);
    const double y0 = L.yOf(axis, 0.0);
    const bool ln = m.ln;
    const double jarH = L.jarBottom - L.jarTop;
    for (int i = 0; i < st.dishes.size(); ++i) {
        const DishState &dish = st.dishes[i];
        if (dish.arrival <= 0.0)
            continue;
        const double cx = L.firstX + (i + 0.5) * L.slotW;
        p.save();
        // Arriving: the dish is set down on the pass from above (no fading: the glass is
        // drawn from overlapping opaque pieces).
        p.translate(0, -(1.0 - dish.arrival) * 60);
        const QRectF jar(cx - L.jarW / 2, L.jarTop, L.jarW, jarH);
        // Glass and its outline in one shape (a thicker, coloured outline once tasted).
        KitchenPaint::roundRect(p, jar, 8, Theme::surface(),
                                dish.tasted ? accent : Theme::mutedText(), dish.tasted ? 3 : 2,
                                true);
        // Liquid from zero to the level: plain rectangles inside the glass (no
        // antialiasing needed on axis-aligned edges, and much cheaper to fill).
        const double lv = dish.level;
        const bool inf = std::isinf(lv), nan = std::isnan(lv);
        p.setRenderHint(QPainter::Antialiasing, false);
        if (!nan) {
            const double yl = std::clamp(L.yOf(axis, lv), jar.top() + 4, jar.bottom() - 4);
            const QColor c = dish.nonFinite && (inf || !std::isfinite(dish.value))
                                 ? Theme::warning()
                                 : (lv > 0 ? Theme::positive()
                                           : (lv < 0 ? Theme::negative() : Theme::mutedText()));
            QRectF liquid(jar.left() + 4, std::min(yl, y0), jar.width() - 8, std::fabs(yl - y0));
            if (liquid.height() < 2 && lv != 0.0)
                liquid.setHeight(2);
            KitchenPaint::fillBanded(p, liquid, KitchenPaint::mix(Theme::surface(), c, 0.85));
            if (inf)
                KitchenPaint::fillBanded(
                    p, liquid,
                    QBrush(KitchenPaint::mix(c, QColor(Qt::white), 0.5), Qt::BDiagPattern));
            p.fillRect(QRectF(liquid.left(), yl - 1, liquid.width(), 2.5), c.darker(130));
        } else {
            p.setRenderHint(QPainter::Antialiasing, true);
            p.setPen(QPen(Theme::warning(), Theme::stroke(3), Qt::SolidLine, Qt::RoundCap));
            const QPointF c = jar.center();
            p.drawLine(c + QPointF(-10, -10), c + QPointF(10, 10));
            p.drawLine(c + QPointF(-10, 10), c + QPointF(10, -10));
        }
        // Rim.
        p.fillRect(QRectF(jar.left() - 3, jar.top() - 1, jar.width() + 6, 3),
                   dish.tasted ? accent : Theme::mutedText());
        p.setRenderHint(QPainter::Antialiasing, true);
        p.restore();
        ctx.hits->push_back({p.transform().mapRect(jar), ln, i, 1});

        // Deviation mark: a double arrow from μ to the dish's level.
        if (i < st.deviationMarks.size() && st.hasMeanLine) {
            const double ym = L.yOf(axis, st.meanLevel),
                         yd = L.yOf(axis, st.meanLevel + st.deviationMarks[i]);
            const double x = jar.left() - std::min(8.0, L.slotW * 0.1);
            p.setPen(QPen(accent, Theme::stroke(3), Qt::SolidLine, Qt::RoundCap));
            p.drawLine(QPointF(x, ym), QPointF(x, yd));
            const double dir = yd < ym ? 1.0 : -1.0;
            p.drawLine(QPointF(x - 5, yd + dir * 6), QPointF(x, yd));
            p.drawLine(QPointF(x + 5, yd + dir * 6), QPointF(x, yd));
            p.drawLine(QPointF(x - 5, ym), QPointF(x + 5, ym));
        }
        // Energy bar: the dish's x², on its own scale.
        if (i < st.energyBars.size()) {
            const double e = st.energyBars[i];
            const double bw = std::max(6.0, std::min(14.0, L.slotW * 0.14));
            const double x = jar.right() + 4;
            const bool bad = !std::isfinite(e);
            const double h = bad ? jarH : std::max(2.0, std::fabs(e) / m.maxEnergy * jarH * 0.95);
            const QRectF bar(x, L.jarBottom - h, bw, h);
            p.setRenderHint(QPainter::Antialiasing, false);
            KitchenPaint::fillBanded(p, bar, bad ? Theme::warning() : accent);
            if (bad)
                KitchenPaint::fillBanded(
                    p, bar,
                    QBrush(KitchenPaint::mix(Theme::warning(), QColor(Qt::white), 0.55),
                           Qt::BDiagPattern));
            p.setRenderHint(QPainter::Antialiasing, true);
        }
    }
    // μ line over the dishes.
    if (st.hasMeanLine)
        StationPainter::paintMeanLine(p, L, st, m, accent, fs, L.area.left() - 4, L.area.right(),
                                      L.area.left() + 2);
    // Labels, all in one size: the largest at which the widest fits its room (two slots
    // when they alternate between two rows).
    const double lw = (L.labelRows == 2 ? 2 * L.slotW : L.slotW) - 6;
    if (ctx.labelFontWidth != lw) {
        ctx.labelFontWidth = lw;
        ctx.labelFont = KitchenPaint::fitAll(fs.label, ctx.allLabels, lw);
    }
    QFont noteFont = fs.note;
    // Notes stay in one row, each under its own dish.
    QStringList notes;
    for (const DishState &dish : st.dishes)
        notes << dish.note;
    noteFont = KitchenPaint::fitAll(noteFont, notes, L.slotW - 2);
    for (int i = 0; i < st.dishes.size(); ++i) {
        const DishState &dish = st.dishes[i];
        if (dish.arrival <= 0.0)
            continue;
        const double cx = L.firstX + (i + 0.5) * L.slotW;
        const int rowIdx = L.labelRows == 2 ? i % 2 : 0;
        const QRectF lr(cx - lw / 2, L.labels.top() + rowIdx * fl.height(), lw, fl.height());
        p.save();
        p.setOpacity(p.opacity() * dish.arrival);
        p.setFont(ctx.labelFont);
        p.setPen(!std::isfinite(dish.value) ? Theme::warning() : Theme::text());
        p.drawText(lr, Qt::AlignCenter, dish.label);
        if (!dish.note.isEmpty()) {
            p.setFont(noteFont);
            p.setPen(Theme::warning());
            p.drawText(QRectF(cx - L.slotW / 2, L.labels.top() + L.labelRows * fl.height(), L.slotW,
                              fn.height()),
                       Qt::AlignCenter, dish.note);
        }
        p.restore();
    }
}

} // namespace nk::ui
