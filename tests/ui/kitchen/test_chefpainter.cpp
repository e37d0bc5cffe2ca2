// ChefPainter draws a chef on a raster device from a cached image of it: the same figure as
// drawn shape by shape (antialiased edges may round differently by a level or two), drawn
// afresh only for a new pose, colour, scale or fraction of a pixel.
#include "kitchen/chefpainter.h"
#include "kitchen/kitchenpaint.h"

#include "catchqt.h"
#include "kitchenfixture.h"

#include <catch2/catch.hpp>

#include <QImage>
#include <QPainter>
#include <QPicture>

using namespace nk::ui;

namespace {

QImage canvas()
{
    QImage image(260, 220, QImage::Format_ARGB32_Premultiplied);
    image.fill(QColor(0xF4, 0xF5, 0xF7));
    return image;
}

void paintChef(QPaintDevice &device, QPointF base, ChefPose pose, const QColor &jacket)
{
    QPainter p(&device);
    p.setRenderHint(QPainter::Antialiasing);
    p.scale(1.37, 1.37); // the kitchen's scale, not a whole number
    ChefPainter::paint(p, base, 0.9, jacket, pose, 0.0);
}

// The figure drawn shape by shape: recorded (a vector device draws without the cache), then
// played onto the canvas.
QImage drawnDirectly(QPointF base, ChefPose pose, const QColor &jacket)
{
    QPicture picture;
    paintChef(picture, base, pose, jacket);
    QImage image = canvas();
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    picture.play(&p);
    return image;
}

} // namespace

TEST_CASE("ChefPainter: a chef drawn from its cached image matches one drawn shape by shape",
          "[kitchen][chefpainter]")
{
    const QColor jacket(0x1F, 0x6F, 0xB2);
    const QPointF base(80.3, 140.6);
    for (ChefPose pose : {ChefPose::Idle, ChefPose::Walking, ChefPose::Reading}) {
        INFO("pose " << int(pose));
        QImage cached = canvas();
        paintChef(cached, base, pose, jacket);
        const QImage direct = drawnDirectly(base, pose, jacket);
        CHECK(cached != canvas()); // a chef was drawn
        CHECK(largestChannelDifference(cached, direct) <= 8);
    }
    // Drawn again where it was: from the cache.
    const int rendered = ChefPainter::imagesRendered();
    QImage again = canvas();
    paintChef(again, base, ChefPose::Idle, jacket);
    CHECK(ChefPainter::imagesRendered() == rendered);
    // A new fraction of a pixel, pose or jacket is a new image.
    paintChef(again, base + QPointF(0.25, 0.0), ChefPose::Idle, jacket);
    CHECK(ChefPainter::imagesRendered() == rendered + 1);
    paintChef(again, base, ChefPose::Seasoning, jacket);
    CHECK(ChefPainter::imagesRendered() == rendered + 2);
    paintChef(again, base, ChefPose::Idle, QColor(0xD9, 0x7A, 0x1E));
    CHECK(ChefPainter::imagesRendered() == rendered + 3);
}
