#include "kitchen/chefpainter.h"

#include "kitchen/kitchenpaint.h"
#include "base/theme.h"

#include <QImage>
#include <QList>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace nk::ui {

namespace {

int g_chefImagesRendered = 0;

struct ChefImageKey
{
    double scaleX = 0, scaleY = 0, fracX = 0, fracY = 0, size = 0, phase = 0;
    QRgb jacket = 0, surface = 0;
    int pose = 0;
    bool dark = false;
    bool operator==(const ChefImageKey &o) const
    {
        return scaleX == o.scaleX && scaleY == o.scaleY && fracX == o.fracX && fracY == o.fracY &&
               size == o.size && phase == o.phase && jacket == o.jacket && surface == o.surface &&
               pose == o.pose && dark == o.dark;
    }
};

} // namespace

int ChefPainter::imagesRendered()
{
    return g_chefImagesRendered;
}

void ChefPainter::paint(QPainter &p, QPointF base, double s, const QColor &jacket, ChefPose pose,
                        double phase)
{
    // Vector output (a PDF, a QPicture, the text probe) and transforms other than a scale and
    // a shift draw the figure itself; so does a painter with an opacity (applied per shape).
    const QTransform t = p.transform();
    if (!p.paintEngine() || p.paintEngine()->type() != QPaintEngine::Raster ||
        t.type() > QTransform::TxScale || p.opacity() != 1.0 ||
        p.compositionMode() != QPainter::CompositionMode_SourceOver) {
        draw(p, base, s, jacket, pose, phase);
        return;
    }
    // The figure's bounds about its base, in its own units (hat to spoon, arm to lens).
    const QRectF bounds(-72, -126, 144, 152);
    const QPointF origin = t.map(base);
    const QRectF device = t.mapRect(QRectF(base + bounds.topLeft() * s, bounds.size() * s));
    const QPoint topLeft(int(std::floor(device.left())), int(std::floor(device.top())));
    const QSize size(int(std::ceil(device.right())) - topLeft.x() + 1,
                     int(std::ceil(device.bottom())) - topLeft.y() + 1);
    if (size.width() <= 0 || size.height() <= 0 || size.width() * size.height() > 1 << 20) {
        draw(p, base, s, jacket, pose, phase);
        return;
    }
    ChefImageKey key;
    key.scaleX = t.m11();
    key.scaleY = t.m22();
    key.fracX = origin.x() - topLeft.x();
    key.fracY = origin.y() - topLeft.y();
    key.size = s;
    // Walking bobs, waiting turns the clock's hand, seasoning drops salt: the phase shows.
    key.phase =
        pose == ChefPose::Walking || pose == ChefPose::Waiting || pose == ChefPose::Seasoning
            ? phase
            : 0.0;
    key.jacket = jacket.rgba();
    key.surface = Theme::surface().rgba();
    key.pose = int(pose);
    key.dark = Theme::isDark();
    // The last few figures: two stations' chefs in the poses of a chapter's steps.
    static QList<QPair<ChefImageKey, QImage>> cache; // most recent first
    for (int i = 0; i < cache.size(); ++i) {
        if (cache[i].first == key) {
            if (i > 0)
                cache.move(i, 0);
            p.save();
            p.resetTransform();
            p.drawImage(topLeft, cache.first().second);
            p.restore();
            return;
        }
    }
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter ip(&image);
        ip.setRenderHints(p.renderHints());
        // The same device transform, shifted so that the figure lands at the same fraction
        // of a pixel as it would have.
        ip.setTransform(t * QTransform::fromTranslate(-topLeft.x(), -topLeft.y()));
        draw(ip, base, s, jacket, pose, phase);
    }
    ++g_chefImagesRendered;
    constexpr int kKept = 24;
    if (cache.size() >= kKept)
        cache.removeLast();
    cache.prepend({key, image});
    p.save();
    p.resetTransform();
    p.drawImage(topLeft, image);
    p.restore();
}

void ChefPainter::draw(QPainter &p, QPointF base, double s, const QColor &jacket, ChefPose pose,
                       double phase)
{
    using Pose = ChefPose;
    p.save();
    double bob = 0.0;
    if (pose == Pose::Walking)
        bob = -3.0 * std::fabs(std::sin(phase * M_PI * 2.0));
    p.translate(base.x(), base.y() + bob * s);
    p.scale(s, s);
    const QColor outline = Theme::isDark() ? QColor(0x10, 0x12, 0x16) : QColor(0x2A, 0x2E, 0x35);
    const QColor white = Theme::isDark() ? QColor(0xE8, 0xEA, 0xEE) : QColor(0xFF, 0xFF, 0xFF);
    QPen line(outline, 2.2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);

    // Arms behind the body for some poses are drawn after; the torso first.
    QPainterPath torso;
    torso.moveTo(-27, 6);
    torso.lineTo(-25, -42);
    torso.quadTo(-22, -52, -10, -54);
    torso.lineTo(10, -54);
    torso.quadTo(22, -52, 25, -42);
    torso.lineTo(27, 6);
    torso.closeSubpath();
    p.setPen(line);
    p.setBrush(jacket);
    p.drawPath(torso);
    // Double-breasted buttons and a neckerchief.
    p.setBrush(white);
    p.setPen(Qt::NoPen);
    for (double y : {-38.0, -26.0, -14.0})
        for (double x : {-7.0, 7.0})
            p.drawEllipse(QPointF(x, y), 2.4, 2.4);
    QPainterPath scarf;
    scarf.moveTo(-9, -54);
    scarf.lineTo(9, -54);
    scarf.lineTo(0, -44);
    scarf.closeSubpath();
    p.setBrush(white);
    p.setPen(line);
    p.drawPath(scarf);

    // Head, face.
    p.setBrush(KitchenPaint::skin());
    p.drawEllipse(QPointF(0, -70), 16, 16);
    p.setBrush(outline);
    p.setPen(Qt::NoPen);
    const bool closedEyes = pose == Pose::Waiting;
    if (closedEyes) {
        p.setPen(QPen(outline, 2, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(-8, -72), QPointF(-3, -72));
        p.drawLine(QPointF(3, -72), QPointF(8, -72));
    } else {
        p.drawEllipse(QPointF(-5.5, -72), 2.2, 2.4);
        p.drawEllipse(QPointF(5.5, -72), 2.2, 2.4);
    }
    p.setPen(QPen(outline, 2, Qt::SolidLine, Qt::RoundCap));
    p.setBrush(Qt::NoBrush);
    if (pose == Pose::Skipping || pose == Pose::Waiting)
        p.drawLine(QPointF(-4, -63), QPointF(4, -63));
    else
        p.drawArc(QRectF(-6, -69, 12, 8), 200 * 16, 140 * 16);

    // Toque.
    // Outlines first with a wider pen, then the fills over them: one outline around the union
    // of the puffs without boolean path operations.
    const QPointF puffs[] = {{-10, -98}, {10, -98}, {0, -104}};
    const double puffR[] = {11, 11, 13};
    const QRectF band(-15, -93, 30, 10);
    p.setPen(QPen(outline, 4.4));
    p.setBrush(outline);
    for (int i = 0; i < 3; ++i)
        p.drawEllipse(puffs[i], puffR[i], puffR[i]);
    p.drawRoundedRect(band, 3, 3);
    p.setPen(Qt::NoPen);
    p.setBrush(white);
    for (int i = 0; i < 3; ++i)
        p.drawEllipse(puffs[i], puffR[i], puffR[i]);
    p.drawRoundedRect(band, 3, 3);

    // Arms.
    QPen arm(jacket.darker(115), 9, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    auto limb = [&](QPointF a, QPointF b, QPointF c) {
        QPainterPath path(a);
        path.quadTo(b, c);
        p.setPen(QPen(outline, 11.5, Qt::SolidLine, Qt::RoundCap));
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
        p.setPen(arm);
        p.drawPath(path);
        p.setPen(line);
        p.setBrush(KitchenPaint::skin());
        p.drawEllipse(c, 5, 5);
    };
    switch (pose) {
    case Pose::Idle:
        limb({-23, -46}, {-31, -28}, {-29, -8});
        limb({23, -46}, {31, -28}, {29, -8});
        break;
    case Pose::Waiting: {
        // Arms crossed, a clock beside the head.
        limb({-23, -46}, {-30, -30}, {12, -30});
        limb({23, -46}, {30, -26}, {-12, -24});
        const QPointF c(38, -84);
        p.setPen(line);
        p.setBrush(white);
        p.drawEllipse(c, 11, 11);
        const double a = phase * 2.0 * M_PI;
        p.drawLine(c, c + QPointF(7 * std::sin(a), -7 * std::cos(a)));
        p.drawLine(c, c + QPointF(0, -5));
        break;
    }
    case Pose::Walking: {
        limb({-23, -46}, {-31, -28}, {-29, -8});
        limb({23, -46}, {34, -36}, {38, -18});
        // A tasting spoon reaching down to the dish.
        p.setPen(QPen(outline, 3, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(38, -18), QPointF(44, 4));
        p.setBrush(Theme::isDark() ? QColor(0xC8, 0xCC, 0xD2) : QColor(0xB8, 0xBE, 0xC6));
        p.drawEllipse(QPointF(45, 8), 5, 7);
        break;
    }
    case Pose::Reading: {
        limb({-23, -46}, {-31, -28}, {-29, -8});
        limb({23, -46}, {38, -50}, {44, -60});
        p.setPen(QPen(outline, 3));
        p.setBrush(KitchenPaint::mix(Theme::surface(), white, 0.5));
        p.drawEllipse(QPointF(52, -68), 9, 9);
        p.drawLine(QPointF(46, -62), QPointF(44, -60));
        break;
    }
    case Pose::Seasoning: {
        limb({-23, -46}, {-31, -28}, {-29, -8});
        limb({23, -46}, {36, -52}, {38, -68});
        p.setPen(line);
        p.setBrush(white);
        p.drawRoundedRect(QRectF(32, -90, 13, 18), 3, 3);
        p.setBrush(outline);
        p.setPen(Qt::NoPen);
        for (int i = 0; i < 4; ++i) {
            const double fall = std::fmod(phase * 3.0 + i * 0.25, 1.0);
            p.drawEllipse(QPointF(36 + (i % 2) * 5, -66 + fall * 50), 1.6, 1.6);
        }
        break;
    }
    case Pose::Skipping:
        limb({-23, -46}, {-36, -48}, {-38, -62});
        limb({23, -46}, {36, -48}, {38, -62});
        break;
    }
    p.restore();
}

} // namespace nk::ui
