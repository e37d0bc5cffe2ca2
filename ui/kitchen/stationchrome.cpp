#include "kitchen/stationchrome.h"

#include "base/theme.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace nk::ui {

std::pair<QRectF, QRectF> StationChrome::paintNameTag(QPainter &p, const QRectF &frame,
                                                      bool layerNorm, const QColor &accent,
                                                      const KitchenFonts &fs, int bubbleLines)
{
    const double mg = kMargin;
    const double titleH = QFontMetricsF(fs.title).height() + 12;
    const QRectF title(frame.left() + mg, frame.top() + 8, frame.width() - 2 * mg, titleH);
    const QString name = layerNorm
                             ? QCoreApplication::translate("KitchenView", "Old chef (LayerNorm)")
                             : QCoreApplication::translate("KitchenView", "New chef (RMSNorm)");
    const double nameW = QFontMetricsF(fs.title).horizontalAdvance(name) + 28;
    const QRectF nameRect(title.left(), title.top(), std::min(nameW, title.width() * 0.5), titleH);
    p.save();
    p.setPen(Qt::NoPen);
    p.setBrush(accent);
    p.drawRoundedRect(nameRect, titleH / 2, titleH / 2);
    KitchenPaint::drawFitted(p, nameRect.adjusted(10, 0, -10, 0), Qt::AlignCenter, name, fs.title,
                             KitchenPaint::onAccent());
    p.restore();
    const double bubbleH = QFontMetricsF(fs.bubble).lineSpacing() * bubbleLines + 14;
    return {title, QRectF(frame.left() + mg, title.bottom() + 8, frame.width() - 2 * mg, bubbleH)};
}

QRectF StationChrome::paintCounter(QPainter &p, QPointF topRight, const QString &label,
                                   const QString &value, const QColor &accent,
                                   const KitchenFonts &fs)
{
    QFont bold = fs.counter;
    bold.setBold(true);
    const QFontMetricsF fl(fs.counter), fb(bold);
    const double w =
        fl.horizontalAdvance(label + QLatin1Char(' ')) + fb.horizontalAdvance(value) + 22;
    const double h = fb.height() + 8;
    const QRectF r(topRight.x() - w, topRight.y(), w, h);
    p.setPen(QPen(accent, Theme::stroke(1.5)));
    p.setBrush(Theme::surface());
    p.drawRoundedRect(r, h / 2, h / 2);
    p.setFont(fs.counter);
    p.setPen(Theme::mutedText());
    const double lw = fl.horizontalAdvance(label + QLatin1Char(' '));
    p.drawText(QRectF(r.left() + 11, r.top(), lw, h), Qt::AlignVCenter | Qt::AlignLeft, label);
    p.setFont(bold);
    p.setPen(Theme::text());
    p.drawText(QRectF(r.left() + 11 + lw, r.top(), w - lw - 22, h),
               Qt::AlignVCenter | Qt::AlignLeft, value);
    return r;
}

void StationChrome::paintBubble(QPainter &p, const QRectF &r, double tailX, const QString &text,
                                bool warning, const QColor &accent, const KitchenFonts &fs)
{
    if (text.isEmpty())
        return;
    const QColor border = warning ? Theme::warning() : accent;
    const double tx = std::clamp(tailX, r.left() + 20, r.right() - 20);
    const QPointF tail[] = {
        {tx - 10, r.bottom() - 1}, {tx, r.bottom() + 12}, {tx + 10, r.bottom() - 1}};
    const QColor fill =
        warning ? KitchenPaint::mix(Theme::surface(), Theme::warning(), 0.10) : Theme::surface();
    const double pw = warning ? 3 : 2;
    // Outline of box and tail, then the fills over the seam.
    KitchenPaint::roundRect(p, r, 12, fill, border, pw);
    p.setPen(QPen(border, pw, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    p.setBrush(fill);
    p.drawPolygon(tail, 3);
    p.setPen(Qt::NoPen);
    p.drawRect(QRectF(tx - 10 + pw, r.bottom() - pw * 1.5, 20 - 2 * pw, pw * 2));
    KitchenPaint::drawFitted(
        p, r.adjusted(14, 4, -14, -4), Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, text,
        fs.bubble,
        warning ? (Theme::isDark() ? Theme::warning().lighter(130) : Theme::warning().darker(115))
                : Theme::text());
}

} // namespace nk::ui
