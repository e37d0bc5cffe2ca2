#include "kitchen/kitchenpaint.h"

#include "base/theme.h"

#include <QFontMetricsF>
#include <QHash>
#include <QImage>
#include <QList>
#include <QPaintEngine>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace nk::ui {

KitchenFonts KitchenPaint::fonts(const QFont &base, qreal zoom)
{
    auto f = [&](double px, bool bold) {
        QFont ft = base;
        ft.setPixelSize(std::max(8, int(std::lround(px * zoom))));
        ft.setBold(bold);
        return ft;
    };
    KitchenFonts fs;
    fs.title = f(21, true);
    fs.counter = f(18, false);
    fs.bubble = f(19, false);
    fs.label = f(19, true);
    // Nothing under 16 design units: at 1080p the scene's scale puts these near the 20 px a
    // class reads from the back (the axis ticks were 14, about 13 px on screen).
    fs.note = f(16, true);
    fs.axis = f(16, false);
    fs.caption = f(16, false);
    fs.lcd = f(26, true);
    fs.lcd.setStyleHint(QFont::Monospace);
    fs.lcd.setFamilies({QStringLiteral("DejaVu Sans Mono"), QStringLiteral("Noto Sans Mono"),
                        QStringLiteral("monospace")});
    fs.big = f(40, true);
    fs.footer = f(16, false);
    return fs;
}

QColor KitchenPaint::withAlpha(QColor c, int a)
{
    c.setAlpha(a);
    return c;
}

QColor KitchenPaint::mix(const QColor &a, const QColor &b, double u)
{
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * u),
                            float(a.greenF() + (b.greenF() - a.greenF()) * u),
                            float(a.blueF() + (b.blueF() - a.blueF()) * u));
}

QColor KitchenPaint::skin()
{
    return Theme::isDark() ? QColor(0xE2, 0xB8, 0x90) : QColor(0xF3, 0xCF, 0xAA);
}

QColor KitchenPaint::onAccent()
{
    return Theme::isDark() ? QColor(0x10, 0x12, 0x16) : QColor(Qt::white);
}

namespace {

// The fitted pixel sizes, by font, box size, flags and text: the kitchen draws the same
// captions, tags and numbers at every paint.
QHash<QString, int> &fittedSizes()
{
    thread_local QHash<QString, int> sizes;
    return sizes;
}

} // namespace

int KitchenPaint::fittedPixelSize(const QFont &font, const QSizeF &size, int flags,
                                  const QString &text, bool cached)
{
    QHash<QString, int> &sizes = fittedSizes();
    // The box's size to the bit: a rect a hair wider may fit where this one does not.
    const QString key = QString::number(size.width(), 'g', 17) + QLatin1Char('x') +
                        QString::number(size.height(), 'g', 17) + QLatin1Char('/') +
                        QString::number(flags) + QLatin1Char('/') + font.key() +
                        font.families().join(QLatin1Char(',')) + QChar(0x1f) + text;
    if (cached) {
        const auto it = sizes.constFind(key);
        if (it != sizes.constEnd())
            return *it;
    }
    // Only the box's size matters to the measure, not where it is.
    const QRectF rect(QPointF(0, 0), size);
    QFont f = font;
    for (int i = 0; i < 8; ++i) {
        const QRectF need = QFontMetricsF(f).boundingRect(rect, flags, text);
        if ((need.width() <= rect.width() + 0.5 && need.height() <= rect.height() + 0.5) ||
            f.pixelSize() <= 8)
            break;
        f.setPixelSize(std::max(8, int(f.pixelSize() * 0.88)));
    }
    if (cached) {
        if (sizes.size() >= kFittedSizesKept)
            sizes.clear();
        sizes.insert(key, f.pixelSize());
    }
    return f.pixelSize();
}

int KitchenPaint::fittedSizesKept()
{
    return int(fittedSizes().size());
}

void KitchenPaint::drawFitted(QPainter &p, const QRectF &rect, int flags, const QString &text,
                              QFont font, const QColor &colour)
{
    if (const int px = fittedPixelSize(font, rect.size(), flags, text); px != font.pixelSize())
        font.setPixelSize(px);
    p.setFont(font);
    p.setPen(colour);
    p.drawText(rect, flags, text);
}

QFont KitchenPaint::fitAll(QFont font, const QStringList &texts, double width)
{
    for (int k = 0; k < 12 && font.pixelSize() > 9; ++k) {
        const QFontMetricsF fm(font);
        double w = 0;
        for (const QString &t : texts)
            w = std::max(w, fm.horizontalAdvance(t));
        if (w <= width)
            break;
        font.setPixelSize(std::max(9, int(font.pixelSize() * 0.9)));
    }
    return font;
}

void KitchenPaint::fillBanded(QPainter &p, const QRectF &r, const QBrush &brush)
{
    if (r.width() <= 0 || r.height() <= 0)
        return;
    const double devH = p.transform().mapRect(r).height();
    const int bands = std::max(1, int(std::ceil(devH / 60.0)));
    const bool aa = p.testRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::Antialiasing, false);
    const double h = r.height() / bands;
    for (int i = 0; i < bands; ++i)
        p.fillRect(QRectF(r.left(), r.top() + i * h, r.width(),
                          i == bands - 1 ? r.bottom() - (r.top() + i * h) : h),
                   brush);
    p.setRenderHint(QPainter::Antialiasing, aa);
}

namespace {

int g_kitchenCornersRendered = 0;

struct KitchenCornerKey
{
    double w = 0, h = 0, fracX = 0, fracY = 0;
    QRgb colour = 0;
    bool operator==(const KitchenCornerKey &o) const
    {
        return w == o.w && h == o.h && fracX == o.fracX && fracY == o.fracY && colour == o.colour;
    }
};

// An antialiased disc filled in c (a rounded rectangle's corner): on a raster device, drawn
// from an image of it rendered at the same size and fraction of a pixel. The kitchen draws
// some eighty such corners a frame, each a path rasterized afresh; the same few again.
void drawKitchenCorner(QPainter &p, const QRectF &r, const QColor &c)
{
    const QTransform t = p.transform();
    if (!p.paintEngine() || p.paintEngine()->type() != QPaintEngine::Raster ||
        t.type() > QTransform::TxScale || p.opacity() != 1.0 ||
        p.compositionMode() != QPainter::CompositionMode_SourceOver || c.alpha() != 255) {
        p.drawEllipse(r);
        return;
    }
    const QRectF device = t.mapRect(r);
    const QPoint topLeft(int(std::floor(device.left())), int(std::floor(device.top())));
    const QSize size(int(std::ceil(device.right())) - topLeft.x() + 1,
                     int(std::ceil(device.bottom())) - topLeft.y() + 1);
    if (size.width() <= 0 || size.height() <= 0 || size.width() * size.height() > 64 * 64) {
        p.drawEllipse(r);
        return;
    }
    const KitchenCornerKey key{device.width(), device.height(), device.left() - topLeft.x(),
                               device.top() - topLeft.y(), c.rgba()};
    static QList<QPair<KitchenCornerKey, QImage>> cache; // most recent first
    int found = -1;
    for (int i = 0; i < cache.size() && found < 0; ++i)
        if (cache[i].first == key)
            found = i;
    if (found > 0)
        cache.move(found, 0);
    if (found < 0) {
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        {
            QPainter ip(&image);
            ip.setRenderHint(QPainter::Antialiasing);
            ip.setPen(Qt::NoPen);
            ip.setBrush(c);
            ip.drawEllipse(QRectF(device.topLeft() - QPointF(topLeft), device.size()));
        }
        ++g_kitchenCornersRendered;
        constexpr int kKept = 128; // a frame's corners: several sizes and colours
        if (cache.size() >= kKept)
            cache.removeLast();
        cache.prepend({key, image});
    }
    p.save();
    p.resetTransform();
    p.drawImage(topLeft, cache.first().second);
    p.restore();
}

} // namespace

int KitchenPaint::cornersRendered()
{
    return g_kitchenCornersRendered;
}

void KitchenPaint::roundRect(QPainter &p, const QRectF &r, double radius, const QColor &fill,
                             const QColor &stroke, double penWidth, bool squareTop)
{
    radius = std::min({radius, r.width() / 2, r.height() / 2});
    const bool outlined = stroke.isValid() && penWidth > 0.0;
    const double pw = outlined ? penWidth : 0.0;
    p.save();
    p.setPen(Qt::NoPen);
    // Outline colour under everything, then the fill inset by the pen width.
    auto body = [&](const QRectF &b, double rad, const QColor &c) {
        p.setBrush(c);
        if (squareTop) {
            fillBanded(p, QRectF(b.left(), b.top(), b.width(), b.height() - rad), c);
            fillBanded(p, QRectF(b.left() + rad, b.bottom() - rad, b.width() - 2 * rad, rad), c);
            p.setRenderHint(QPainter::Antialiasing, true);
            drawKitchenCorner(p, QRectF(b.left(), b.bottom() - 2 * rad, 2 * rad, 2 * rad), c);
            drawKitchenCorner(
                p, QRectF(b.right() - 2 * rad, b.bottom() - 2 * rad, 2 * rad, 2 * rad), c);
            return;
        }
        fillBanded(p, QRectF(b.left() + rad, b.top(), b.width() - 2 * rad, b.height()), c);
        fillBanded(p, QRectF(b.left(), b.top() + rad, b.width(), b.height() - 2 * rad), c);
        p.setRenderHint(QPainter::Antialiasing, true);
        const QRectF cs[] = {QRectF(b.left(), b.top(), 2 * rad, 2 * rad),
                             QRectF(b.right() - 2 * rad, b.top(), 2 * rad, 2 * rad),
                             QRectF(b.left(), b.bottom() - 2 * rad, 2 * rad, 2 * rad),
                             QRectF(b.right() - 2 * rad, b.bottom() - 2 * rad, 2 * rad, 2 * rad)};
        for (const QRectF &c4 : cs)
            drawKitchenCorner(p, c4, c);
    };
    if (outlined) {
        body(r.adjusted(-pw / 2, -pw / 2, pw / 2, pw / 2), radius + pw / 2, stroke);
        body(r.adjusted(pw / 2, pw / 2, -pw / 2, -pw / 2), std::max(0.5, radius - pw / 2), fill);
    } else {
        body(r, radius, fill);
    }
    p.restore();
}

} // namespace nk::ui
