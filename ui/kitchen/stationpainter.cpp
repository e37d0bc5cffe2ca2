#include "kitchen/stationpainter.h"

#include "kitchen/chefpainter.h"
#include "kitchen/dishpainter.h"
#include "kitchen/kitchenformat.h"
#include "kitchen/meterpainter.h"
#include "kitchen/stationchrome.h"
#include "kitchen/strippainter.h"
#include "base/theme.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace nk::ui {

QColor StationPainter::accent(const StationModel &m)
{
    return m.ln ? Theme::layerNorm() : Theme::rmsNorm();
}

QString StationPainter::precisionText(const StationModel &m)
{
    return tr("%1 · %2 digits").arg(KitchenFormat::precisionName(m.compute)).arg(m.meterDigits);
}

double StationPainter::headerHeight(const KitchenFonts &fs, int bubbleLines)
{
    return 8 + QFontMetricsF(fs.title).height() + 12 + 8 +
           QFontMetricsF(fs.bubble).lineSpacing() * bubbleLines + 14;
}

double StationPainter::requiredHeight(const KitchenFonts &fs)
{
    const double mg = StationChrome::kMargin;
    // The dishes at least twice as tall as their labels: on a short projector kitchen the text
    // shrinks before the jars do (they were drawn 30 px tall under 40 px labels).
    const double labelH = QFontMetricsF(fs.label).height();
    const double pass = 14 + 70 + 10 + kMinJarLabels * labelH + labelH + 8 + mg;
    return headerHeight(fs) + std::max(pass, 18 + MeterPainter::requiredHeight(fs) + mg);
}

void StationPainter::measureLabels(const SceneState &s, KitchenPaintContext &ctx)
{
    ctx.allLabels.clear();
    ctx.widestLabel = 0.0;
    ctx.anyNote = false;
    ctx.labelFontWidth = -1.0;
    const QFontMetricsF fl(ctx.fonts.label);
    for (const StationState *both : {&s.layerNorm, &s.rmsNorm}) {
        if (!both->visible)
            continue;
        for (const DishState &dish : both->dishes) {
            ctx.allLabels << dish.label;
            ctx.widestLabel = std::max(ctx.widestLabel, fl.horizontalAdvance(dish.label));
            ctx.anyNote = ctx.anyNote || !dish.note.isEmpty();
        }
    }
}

void StationPainter::paintMeanLine(QPainter &p, const StationLayout &L, const StationState &st,
                                   const StationModel &m, const QColor &accent,
                                   const KitchenFonts &fs, double x0, double x1, double tagX)
{
    const double ym = L.yOf(m.axis, st.meanLevel);
    p.setPen(QPen(accent, Theme::stroke(3.5), Qt::DashLine, Qt::RoundCap));
    p.drawLine(QPointF(x0, ym), QPointF(x1, ym));
    const QString lbl = tr("μ = %1").arg(KitchenFormat::dish(st.meanLevel, m.trace->settings));
    QFont f = fs.caption;
    f.setBold(true);
    const double tw = QFontMetricsF(f).horizontalAdvance(lbl) + 12;
    const double th = QFontMetricsF(f).height() + 4;
    const double ty = ym - th - 3 < L.area.top() ? ym + 4 : ym - th - 3;
    const QRectF tag(tagX, ty, tw, th);
    p.setPen(Qt::NoPen);
    p.setBrush(accent);
    p.drawRoundedRect(tag, 5, 5);
    KitchenPaint::drawFitted(p, tag, Qt::AlignCenter, lbl, f, KitchenPaint::onAccent());
}

void StationPainter::paint(QPainter &p, const QRectF &frame, const StationState &st,
                           const StationModel &m, KitchenPaintContext &ctx)
{
    const KitchenFonts &fs = ctx.fonts;
    const double mg = StationChrome::kMargin;
    const QColor accent = StationPainter::accent(m);
    StationLayout L;
    L.frame = frame;
    // Title and counters.
    std::tie(L.title, L.bubble) = StationChrome::paintNameTag(p, frame, m.ln, accent, fs);
    p.save();
    const QRectF ops =
        StationChrome::paintCounter(p, QPointF(L.title.right(), L.title.top() + 2), tr("FLOPs"),
                                    QLocale().toString(st.flops), accent, fs);
    StationChrome::paintCounter(p, QPointF(ops.left() - 8, L.title.top() + 2), tr("walks"),
                                QString::number(st.walks), accent, fs);
    p.restore();

    // Wide enough for the precision line beside the battery (MeterPainter) at its full size,
    // up to a third of the station: a narrower meter shrank "fp32 · 7 位有效数字" below what a
    // class can read.
    const double precisionW =
        QFontMetricsF(fs.caption).horizontalAdvance(precisionText(m)) + 2 * 10 + 50 + 4;
    const double meterW =
        std::max(std::clamp(frame.width() * 0.2, 150.0, 210.0) * std::sqrt(ctx.zoom),
                 std::min(precisionW, frame.width() * 0.34));
    L.meter = QRectF(frame.right() - mg - meterW, L.bubble.bottom() + 18, meterW,
                     frame.bottom() - mg - (L.bubble.bottom() + 18));
    // Labels under the dishes: one or two rows, plus a note line if any dish has a note.
    const QFontMetricsF fl(fs.label), fn(fs.note), fa(fs.axis);
    const int d = m.d;
    const double axisW = fa.horizontalAdvance(QStringLiteral("−0.000e−00")) * 0.75 + 8;
    L.area =
        QRectF(frame.left() + mg + axisW, 0, L.meter.left() - 14 - (frame.left() + mg + axisW), 0);
    if (!ctx.strip) {
        // Wide enough for the widest label where there is room, so labels stay on one row.
        L.slotW = std::min(L.area.width() / std::max(1, d), std::max(150.0, ctx.widestLabel + 24));
        L.firstX = L.area.left() + (L.area.width() - L.slotW * d) / 2;
        L.jarW = std::min(L.slotW * 0.58, 70.0);
        L.labelRows = ctx.widestLabel + 6 > L.slotW ? 2 : 1;
    }
    const double labelsH =
        ctx.strip ? fl.height() + 6
                  : L.labelRows * fl.height() + (ctx.anyNote ? fn.height() + 2 : 0) + 8;
    // The chef takes a third of the room below the bubble, less where the jars would then be
    // shorter than their minimum (a short projector kitchen).
    const double below = frame.height() - L.bubble.bottom();
    const double minJar = std::max(50.0, kMinJarLabels * fl.height());
    const double chefH =
        std::clamp(std::min(below * 0.36, below - 14 - 10 - minJar - labelsH - mg), 50.0, 180.0);
    L.chefZone = QRectF(frame.left() + mg, L.bubble.bottom() + 14,
                        L.meter.left() - frame.left() - 2 * mg, chefH);
    L.yPass = L.chefZone.bottom();
    L.jarTop = L.yPass + 10;
    L.jarBottom = std::max(L.jarTop + minJar, frame.bottom() - mg - labelsH);
    L.area.setTop(L.jarTop);
    L.area.setBottom(L.jarBottom);
    L.labels = QRectF(L.area.left(), L.jarBottom + 4, L.area.width(), labelsH);

    const KitchenAxis &axis = m.axis;
    p.save();
    // The pass (counter) the dishes stand on, behind them.
    const QColor passColour = KitchenPaint::mix(Theme::surface(), Theme::grid(), 0.55);
    KitchenPaint::roundRect(p,
                            QRectF(frame.left() + mg, L.yPass - 4,
                                   L.meter.left() - frame.left() - 2 * mg - 4,
                                   frame.bottom() - mg - L.yPass + 4),
                            10, passColour);

    // Axis: 0 and round numbers as many as fit (KitchenAxis::ticks); the tick labels are as tall
    // as the axis font (zoom).
    const double y0 = L.yOf(axis, 0.0);
    p.setPen(QPen(Theme::grid(), Theme::stroke(1.5), Qt::DashLine));
    p.drawLine(QPointF(L.area.left() - 4, y0), QPointF(L.area.right(), y0));
    const QRectF axisCol(frame.left() + mg, 0, axisW - 6, 0);
    const double tickH = fa.height() + 2;
    auto axisLabel = [&](double v, double y) {
        int digits = 3;
        if (std::isfinite(v) && std::fabs(v) >= 1.0)
            digits = std::clamp(int(std::floor(std::log10(std::fabs(v)))) + 1, 3, 6);
        KitchenPaint::drawFitted(p, QRectF(axisCol.left(), y - tickH / 2, axisCol.width(), tickH),
                                 Qt::AlignRight | Qt::AlignVCenter,
                                 KitchenFormat::number(v, digits), fs.axis, Theme::mutedText());
    };
    const double yTop = L.yOf(axis, axis.hi), yBottom = L.yOf(axis, axis.lo);
    const int most = std::max(2, int((yBottom - yTop) / (1.2 * tickH)) + 1);
    std::vector<double> placedY;
    for (double v : axis.ticks(most)) {
        const double y = v == 0.0 ? y0 : L.yOf(axis, v);
        const bool clear = std::all_of(placedY.begin(), placedY.end(), [&](double other) {
            return std::fabs(other - y) >= tickH + 2;
        });
        if (!clear)
            continue;
        placedY.push_back(y);
        axisLabel(v, y);
    }
    if (axis.log) {
        // Symmetric: 0 and negative values are on it, so "log scale" alone misled.
        const QString logCaption = tr("log scale each side of 0");
        // Under the axis, level with the dish labels. Where the first dish's label reaches into
        // the axis column (many dishes, large text) the caption keeps clear of it: between the
        // tick labels where it fits there, else narrower and wrapped.
        QRectF caption(axisCol.left(), L.jarBottom + 4, axisCol.width(), fa.height() * 2.2);
        int flags = Qt::AlignRight | Qt::AlignTop | Qt::TextWordWrap;
        if (!ctx.strip) {
            const double lw = (L.labelRows == 2 ? 2 * L.slotW : L.slotW) - 6;
            const double firstLabelLeft =
                L.firstX + L.slotW / 2 - std::min(ctx.widestLabel, lw) / 2;
            const double room = firstLabelLeft - 6 - axisCol.left();
            if (room < axisCol.width()) {
                // The widest gap between the tick labels placed (and the axis' ends).
                std::vector<double> ys = placedY;
                ys.push_back(yTop - tickH / 2);
                ys.push_back(yBottom + tickH / 2);
                std::sort(ys.begin(), ys.end());
                double gapTop = 0.0, gap = -1.0;
                for (size_t i = 1; i < ys.size(); ++i)
                    if (ys[i] - ys[i - 1] - tickH > gap) {
                        gap = ys[i] - ys[i - 1] - tickH;
                        gapTop = ys[i - 1] + tickH / 2;
                    }
                const double captionH =
                    fa.boundingRect(QRectF(0, 0, axisCol.width(), 1e6), flags, logCaption).height();
                if (gap >= captionH) {
                    caption = QRectF(axisCol.left(), gapTop, axisCol.width(), gap);
                    flags = Qt::AlignRight | Qt::AlignVCenter | Qt::TextWordWrap;
                } else {
                    caption.setWidth(std::max(room, 1.0));
                }
            }
        }
        KitchenPaint::drawFitted(p, caption, flags, logCaption, fs.axis, Theme::mutedText());
    }

    // σ band around the μ line.
    if (std::isfinite(st.spread) && st.spread > 0 && st.hasMeanLine) {
        const double ya = L.yOf(axis, st.meanLevel + st.spread),
                     yb = L.yOf(axis, st.meanLevel - st.spread);
        p.setPen(Qt::NoPen);
        p.setBrush(KitchenPaint::mix(passColour, accent, 0.16));
        p.drawRect(QRectF(L.area.left(), ya, L.area.width(), yb - ya));
        p.setPen(QPen(KitchenPaint::mix(passColour, accent, 0.6), Theme::stroke(1.5), Qt::DotLine));
        p.drawLine(QPointF(L.area.left(), ya), QPointF(L.area.right(), ya));
        p.drawLine(QPointF(L.area.left(), yb), QPointF(L.area.right(), yb));
        const double capH = QFontMetricsF(fs.caption).height();
        KitchenPaint::drawFitted(p, QRectF(L.area.right() - 4 * capH, ya + 2, 4 * capH - 4, capH),
                                 Qt::AlignRight | Qt::AlignTop, tr("±σ"), fs.caption, accent);
    }

    if (!ctx.strip)
        DishPainter::paint(p, L, st, m, ctx);
    else
        StripPainter::paint(p, L, st, m, ctx);
    p.restore();

    // The chef, behind the pass: the counter's edge is drawn again over the chef's waist.
    // Walking, the chef stands so that the tasting spoon (45 units right of the chef, scaled)
    // is where the walk has got to.
    double chefX;
    const double chefScale = L.chefZone.height() / 118.0;
    const double areaL = ctx.strip ? L.area.left() : L.firstX;
    const double areaW = ctx.strip ? StripPainter::stripWidth(L) : L.slotW * d;
    if (st.chefPos < 0)
        chefX = L.chefZone.left() + 40;
    else
        chefX = areaL + areaW * std::clamp(st.chefPos / std::max(1, d), 0.0, 1.0) - 45 * chefScale;
    chefX = std::clamp(chefX, L.chefZone.left() + 36, L.chefZone.right() - 50);
    p.save();
    ChefPainter::paint(p, QPointF(chefX, L.yPass + 2), chefScale, accent, st.pose, ctx.phase);
    p.restore();
    KitchenPaint::roundRect(
        p, QRectF(frame.left() + mg, L.yPass - 6, L.meter.left() - frame.left() - 2 * mg - 4, 8), 4,
        KitchenPaint::mix(Theme::surface(), Theme::grid(), 0.9));

    if (st.skipped) {
        // Dim the station under one translucent veil (one blend, not one per shape).
        QColor veil = Theme::background();
        veil.setAlpha(130);
        KitchenPaint::fillBanded(p,
                                 QRectF(frame.left() + 2, L.bubble.bottom() + 14,
                                        L.meter.left() - frame.left() - 4,
                                        frame.bottom() - L.bubble.bottom() - 16),
                                 veil);
        const QString tag = tr("empty slot");
        const QFontMetricsF ft(fs.title);
        const double tw = std::min(L.area.width(), ft.horizontalAdvance(tag) + 60);
        const double th = std::min(L.area.height(), ft.height() + 24);
        const QRectF tagRect(L.area.center().x() - tw / 2, L.area.center().y() - th / 2, tw, th);
        p.setPen(QPen(Theme::mutedText(), Theme::stroke(2), Qt::DashLine));
        p.setBrush(Theme::surface());
        p.drawRoundedRect(tagRect, 10, 10);
        KitchenPaint::drawFitted(p, tagRect.adjusted(8, 4, -8, -4), Qt::AlignCenter, tag, fs.title,
                                 Theme::mutedText());
    }

    StationChrome::paintBubble(p, L.bubble, chefX, st.speech, st.speechWarning, accent, fs);
    MeterPainter::paint(p, L.meter, st, accent, precisionText(m), fs);
}

} // namespace nk::ui
