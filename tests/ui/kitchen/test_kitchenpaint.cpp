// KitchenPaint::roundRect draws its antialiased corners from cached images of them on a raster
// device: the same rounded rectangle as one drawn shape by shape, the corners drawn afresh only
// at a new size, colour or fraction of a pixel.
#include "kitchen/kitchenpaint.h"

#include "catchqt.h"
#include "kitchenfixture.h"

#include <catch2/catch.hpp>

#include <QImage>
#include <QPainter>
#include <QPicture>

using namespace nk::ui;

namespace {

QImage kitchenCanvas()
{
    QImage image(240, 160, QImage::Format_ARGB32_Premultiplied);
    image.fill(QColor(0xF4, 0xF5, 0xF7));
    return image;
}

void paintCard(QPaintDevice &device, const QRectF &r, bool squareTop)
{
    QPainter p(&device);
    p.setRenderHint(QPainter::Antialiasing);
    p.scale(1.37, 1.37); // the kitchen's scale, not a whole number
    KitchenPaint::roundRect(p, r, 9.5, QColor(0xFF, 0xFF, 0xFF), QColor(0x1F, 0x6F, 0xB2), 2.5,
                            squareTop);
}

} // namespace

TEST_CASE("KitchenPaint: a rounded rectangle's cached corners match corners drawn as paths",
          "[kitchen][kitchenpaint]")
{
    const QRectF r(10.3, 12.7, 140.2, 80.9);
    for (const bool squareTop : {false, true}) {
        INFO("square top " << squareTop);
        QImage cached = kitchenCanvas();
        paintCard(cached, r, squareTop);
        // Recorded, then played: a vector device draws every corner as a path.
        QPicture picture;
        paintCard(picture, r, squareTop);
        QImage direct = kitchenCanvas();
        {
            QPainter p(&direct);
            p.setRenderHint(QPainter::Antialiasing);
            picture.play(&p);
        }
        CHECK(cached != kitchenCanvas());
        CHECK(largestChannelDifference(cached, direct) <= 4);
    }
    // The same rectangle again: every corner from the cache.
    const int rendered = KitchenPaint::cornersRendered();
    QImage again = kitchenCanvas();
    paintCard(again, r, false);
    CHECK(KitchenPaint::cornersRendered() == rendered);
    // A quarter pixel to the right: the corners fall on new fractions of a pixel.
    paintCard(again, r.translated(0.25, 0.0), false);
    CHECK(KitchenPaint::cornersRendered() > rendered);
}
