#include "kitchen/meterpainter.h"

#include "kitchen/kitchenmath.h"
#include "base/theme.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace nk::ui {

using kitchenmath::clamp01;

double MeterPainter::requiredHeight(const KitchenFonts &fs)
{
    const QFontMetricsF fc(fs.caption);
    return 10 + std::max(14.0, fc.height() * 0.9) + 8 + fc.height() * 2.2 + 2 +
           QFontMetricsF(fs.lcd).height() + 12 + 10;
}

void MeterPainter::paintBattery(QPainter &p, const QRectF &r, int bars)
{
    const QColor outline = Theme::text();
    p.setPen(QPen(outline, Theme::stroke(2)));
    p.setBrush(Qt::NoBrush);
    const QRectF body(r.left(), r.top(), r.width() - 4, r.height());
    p.drawRoundedRect(body, 3, 3);
    p.setBrush(outline);
    p.setPen(Qt::NoPen);
    p.drawRect(
        QRectF(body.right() + 0.5, r.center().y() - r.height() * 0.2, 3.5, r.height() * 0.4));
    const QColor fill =
        bars >= 3 ? Theme::negative() : (bars == 2 ? Theme::rmsNorm() : Theme::warning());
    const double gap = 2.0, cw = (body.width() - gap * 5) / 4.0;
    for (int i = 0; i < 4; ++i) {
        const QRectF cell(body.left() + gap + i * (cw + gap), body.top() + gap, cw,
                          body.height() - 2 * gap);
        p.setBrush(i < bars ? fill : KitchenPaint::mix(Theme::surface(), Theme::grid(), 0.4));
        p.drawRect(cell);
    }
}

// The station's meter (RMS) or scale (LayerNorm): dial, caption, digital display, battery.
void MeterPainter::paint(QPainter &p, const QRectF &r, const StationState &st, const QColor &accent,
                         const QString &precision, const KitchenFonts &fs)
{
    p.save();
    KitchenPaint::roundRect(p, r, 14, Theme::surface(), accent, 3);
    const double m = 10;
    // Battery and precision.
    const double bh = std::max(14.0, QFontMetricsF(fs.caption).height() * 0.9);
    paintBattery(p, QRectF(r.right() - m - 44, r.top() + m, 44, bh), st.batteryBars);
    KitchenPaint::drawFitted(
        p, QRectF(r.left() + m, r.top() + m - 2, r.width() - 2 * m - 50, bh + 4),
        Qt::AlignLeft | Qt::AlignVCenter, precision, fs.caption, Theme::mutedText());

    const double lcdH = QFontMetricsF(fs.lcd).height() + 12;
    const double capH = QFontMetricsF(fs.caption).height() * 2.2;
    const QRectF lcd(r.left() + m, r.bottom() - m - lcdH, r.width() - 2 * m, lcdH);
    const QRectF cap(r.left() + m, lcd.top() - capH - 2, r.width() - 2 * m, capH);
    // Dial, if there is room.
    const double dialTop = r.top() + m + bh + 8;
    const double room = cap.top() - dialTop - 4;
    const double rad = std::min(r.width() * 0.40, room * 0.8);
    if (rad > 18) {
        const QPointF c(r.center().x(), dialTop + (room + rad) / 2);
        const QRectF arcRect(c.x() - rad, c.y() - rad, 2 * rad, 2 * rad);
        p.setPen(QPen(Theme::grid(), Theme::stroke(6), Qt::SolidLine, Qt::RoundCap));
        p.setBrush(Qt::NoBrush);
        p.drawArc(arcRect, 10 * 16, 160 * 16);
        p.setPen(QPen(Theme::mutedText(), Theme::stroke(2)));
        for (int i = 0; i <= 8; ++i) {
            const double a = (10.0 + 20.0 * i) * M_PI / 180.0;
            const QPointF dir(std::cos(a), -std::sin(a));
            p.drawLine(c + dir * (rad - 10), c + dir * (rad - 3));
        }
        double u = 0.0;
        if (st.meterVisible) {
            if (st.meterBroken)
                u = 1.08;
            else {
                const double v = std::fabs(st.meterValue);
                u = v > 0 ? clamp01(0.5 + 0.18 * std::log10(v)) : 0.0;
            }
        }
        const double a = (170.0 - 160.0 * u) * M_PI / 180.0;
        QPointF tip = c + QPointF(std::cos(a), -std::sin(a)) * (rad - 12);
        p.setPen(QPen(st.meterBroken ? Theme::warning() : accent, Theme::stroke(4), Qt::SolidLine,
                      Qt::RoundCap));
        if (st.meterBroken) {
            // A bent needle.
            const QPointF mid = c + QPointF(std::cos(a), -std::sin(a)) * (rad * 0.55);
            p.drawLine(c, mid);
            p.drawLine(mid, mid + QPointF(rad * 0.25, rad * 0.3));
        } else {
            p.drawLine(c, tip);
        }
        p.setBrush(Theme::text());
        p.setPen(Qt::NoPen);
        p.drawEllipse(c, 5, 5);
    }
    // Caption and display.
    KitchenPaint::drawFitted(p, cap, Qt::AlignHCenter | Qt::AlignBottom | Qt::TextWordWrap,
                             st.meterVisible ? st.meterCaption : QString(), fs.caption,
                             Theme::text());
    const QColor lcdBg = Theme::isDark() ? QColor(0x0E, 0x11, 0x15) : QColor(0x26, 0x2B, 0x33);
    KitchenPaint::roundRect(p, lcd, 6, lcdBg);
    const QColor lcdFg =
        st.meterBroken ? QColor(0xFF, 0x8A, 0x65) : accent.lighter(Theme::isDark() ? 110 : 150);
    KitchenPaint::drawFitted(p, lcd.adjusted(6, 2, -6, -2), Qt::AlignCenter,
                             st.meterVisible ? st.meterText : QStringLiteral("– – –"), fs.lcd,
                             st.meterVisible ? lcdFg : KitchenPaint::mix(lcdBg, lcdFg, 0.35));
    if (st.meterBroken) {
        QPainterPath crack;
        crack.moveTo(lcd.left() + lcd.width() * 0.18, lcd.top());
        crack.lineTo(lcd.left() + lcd.width() * 0.30, lcd.center().y() - 3);
        crack.lineTo(lcd.left() + lcd.width() * 0.24, lcd.center().y() + 5);
        crack.lineTo(lcd.left() + lcd.width() * 0.38, lcd.bottom());
        crack.moveTo(lcd.left() + lcd.width() * 0.30, lcd.center().y() - 3);
        crack.lineTo(lcd.left() + lcd.width() * 0.46, lcd.top() + 4);
        crack.moveTo(lcd.right() - lcd.width() * 0.2, lcd.top());
        crack.lineTo(lcd.right() - lcd.width() * 0.12, lcd.bottom());
        p.setPen(QPen(QColor(0xFF, 0xFF, 0xFF, 170), 1.6));
        p.setBrush(Qt::NoBrush);
        p.drawPath(crack);
        // "broken" tag over the dial.
        const QString tag = QCoreApplication::translate("KitchenView", "broken");
        QFont f = fs.caption;
        f.setBold(true);
        const double tw = QFontMetricsF(f).horizontalAdvance(tag) + 14;
        const QRectF tagRect(r.center().x() - tw / 2,
                             std::max(dialTop - 4, cap.top() - QFontMetricsF(f).height() - 10), tw,
                             QFontMetricsF(f).height() + 6);
        p.setPen(Qt::NoPen);
        p.setBrush(Theme::warning());
        p.drawRoundedRect(tagRect, 5, 5);
        KitchenPaint::drawFitted(p, tagRect, Qt::AlignCenter, tag, f, QColor(Qt::white));
    }
    p.restore();
}

} // namespace nk::ui
