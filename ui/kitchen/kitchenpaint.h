#pragma once

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QRectF>
#include <QStringList>

#include <vector>

class QPainter;

namespace nk::ui {

// The kitchen's fonts: logical pixel sizes at the design size, times the zoom (Ctrl+=).
struct KitchenFonts
{
    QFont title, counter, bubble, label, note, axis, caption, lcd, big, footer;
};

// A dish or strip under the pointer (widget coordinates), for tooltips.
struct KitchenHitArea
{
    QRectF rect;
    bool layerNorm = true;
    int index = 0; // dish index, or first element of a strip column
    int count = 1; // elements covered
};

// What one paint pass shares between the painters.
struct KitchenPaintContext
{
    KitchenFonts fonts;
    qreal zoom = 1.0;
    double phase = 0.0; // animation phase (0 with reduced motion)
    bool strip = false;
    std::vector<KitchenHitArea> *hits = nullptr;
    // Dish labels of both stations, measured once so that both lay out alike.
    QStringList allLabels;
    double widestLabel = 0.0;
    bool anyNote = false;
    // The label font fitted to a slot width, cached across the two stations.
    double labelFontWidth = -1.0;
    QFont labelFont;
};

// Drawing primitives shared by the kitchen's painters: cheap fills (Qt's raster engine hands
// tall antialiased fills to its thread pool, which costs more than these small shapes) and
// text that shrinks to fit instead of being cut.
class KitchenPaint
{
public:
    static KitchenFonts fonts(const QFont &base, qreal zoom);
    static QColor withAlpha(QColor c, int a);
    static QColor mix(const QColor &a, const QColor &b, double u);
    static QColor skin();
    static QColor onAccent(); // text on an accent-coloured tag
    // Draws text in rect, shrinking the font until it fits (never cut off).
    static void drawFitted(QPainter &p, const QRectF &rect, int flags, const QString &text,
                           QFont font, const QColor &colour);
    // The pixel size drawFitted() draws text at in a box of size: font's, shrunk until the text
    // fits. Kept for the last texts fitted (a paint measured each one up to 8 times); uncached:
    // measured afresh (for tests).
    static int fittedPixelSize(const QFont &font, const QSizeF &size, int flags,
                               const QString &text, bool cached = true);
    static constexpr int kFittedSizesKept = 256;
    static int fittedSizesKept(); // how many are kept now
    // The largest size, at most font's, at which every one of texts fits in width on one line.
    static QFont fitAll(QFont font, const QStringList &texts, double width);
    // An axis-aligned fill without antialiasing, in bands of fewer than 64 device rows.
    static void fillBanded(QPainter &p, const QRectF &r, const QBrush &brush);
    // A rounded rectangle as axis-aligned fills plus small antialiased corners; squareTop:
    // only the bottom corners are rounded (a glass with a rim).
    static void roundRect(QPainter &p, const QRectF &r, double radius, const QColor &fill,
                          const QColor &stroke = QColor(), double penWidth = 0.0,
                          bool squareTop = false);
    // How many corner images roundRect() drew afresh (it draws its antialiased corners from
    // images of them on a raster device): for tests.
    static int cornersRendered();
};

} // namespace nk::ui
