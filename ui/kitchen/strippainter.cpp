#include "kitchen/strippainter.h"

#include "kitchen/kitchenmath.h"
#include "kitchen/stationpainter.h"
#include "base/theme.h"

#include <QImage>
#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace nk::ui {

using kitchenmath::clamp01;

double StripPainter::histogramWidth(const StationLayout &L)
{
    return std::min(120.0, L.area.width() * 0.2);
}

double StripPainter::stripWidth(const StationLayout &L)
{
    return L.area.width() - histogramWidth(L) - 12;
}

void StripPainter::paint(QPainter &p, const StationLayout &L, const StationState &st,
                         const StationModel &m, KitchenPaintContext &ctx)
{
    const KitchenFonts &fs = ctx.fonts;
    const KitchenAxis &axis = m.axis;
    const QColor accent = StationPainter::accent(m);
    const bool ln = m.ln;
    const double histW = histogramWidth(L);
    const QRectF stripR(L.area.left(), L.jarTop, stripWidth(L), L.jarBottom - L.jarTop);
    const QRectF histR(stripR.right() + 12, L.jarTop, histW, L.jarBottom - L.jarTop);
    KitchenPaint::roundRect(p, stripR.adjusted(-4, -4, 4, 4), 8, Theme::surface());
    KitchenPaint::roundRect(p, histR.adjusted(-4, -4, 4, 4), 8, Theme::surface());
    const int C = m.columns;
    const int kDone = int(std::floor(clamp01(st.stripFront) * m.d + 1e-9));
    // How far the chef's walk has got (overlays are drawn up to it).
    const int kWalk = st.chefPos < 0 ? m.d : std::clamp(int(std::floor(st.chefPos + 1e-9)), 0, m.d);
    const double H0 = stripR.height();
    // The columns go into a small image (one pixel column per strip column, one row per
    // device pixel), drawn stretched in bands: one blit instead of C × 2 fills.
    const int rows = std::clamp(int(std::lround(p.transform().mapRect(stripR).height())), 8, 4096);
    QImage img(C, rows, QImage::Format_ARGB32_Premultiplied);
    img.fill(Theme::surface());
    const QRgb pos = KitchenPaint::mix(Theme::surface(), Theme::positive(), 0.86).rgb(),
               neg = KitchenPaint::mix(Theme::surface(), Theme::negative(), 0.86).rgb(),
               bad = Theme::warning().rgb(), energy = accent.rgb();
    const double f0 = axis.frac(0.0);
    auto rowOf = [&](double f) {
        return std::clamp(int(std::lround((1.0 - f) * (rows - 1))), 0, rows - 1);
    };
    const int r0 = rowOf(f0);
    const int energyRows = std::max(2, rows / 5);
    // The pixels through one pointer: scanLine() on a non-const image checks for a shared copy
    // at every call (half a million calls per paint at d = 1024).
    uchar *const bits = img.bits();
    const qsizetype stride = img.bytesPerLine();
    for (int c = 0; c < C; ++c) {
        const int e0 = m.colStart(c);
        const int stg = e0 < kDone ? st.stripTo : st.stripFrom;
        if (stg < 0)
            continue;
        const StationModel::Strip &sd = m.strip[size_t(stg)];
        if (sd.colLo.empty())
            continue;
        const float lo = sd.colLo[size_t(c)], hi = sd.colHi[size_t(c)];
        auto paintRows = [&](int a, int b, QRgb colour) {
            for (int y = std::min(a, b); y <= std::max(a, b); ++y)
                reinterpret_cast<QRgb *>(bits + y * stride)[c] = colour;
        };
        if (hi >= lo) {
            if (hi > f0)
                paintRows(rowOf(hi), r0, pos);
            if (lo < f0)
                paintRows(r0, rowOf(lo), neg);
        }
        if (sd.colBad[size_t(c)])
            paintRows(0, std::max(1, rows / 30), bad);
        if (e0 < kWalk && st.stripOverlay == 2 && !m.energyCol.empty()) {
            const float e = m.energyCol[size_t(c)];
            const int h = e < 0 ? energyRows : std::max(1, int(e * energyRows));
            paintRows(rows - h, rows - 1, e < 0 ? bad : energy);
        }
    }
    const int bands = std::max(1, (rows + 59) / 60);
    for (int i = 0; i < bands; ++i) {
        const int y0s = i * rows / bands, y1s = (i + 1) * rows / bands;
        p.drawImage(QRectF(stripR.left(), stripR.top() + H0 * y0s / rows, stripR.width(),
                           H0 * (y1s - y0s) / rows),
                    img, QRectF(0, y0s, C, y1s - y0s));
    }
    if (st.stripOverlay == 1 && st.hasMeanLine && kWalk > 0) {
        // Distances from μ measured so far: the measured part of the strip is tinted.
        const double xf = stripR.left() + stripR.width() * kWalk / double(m.d);
        KitchenPaint::fillBanded(p, QRectF(stripR.left(), stripR.top(), xf - stripR.left(), H0),
                                 KitchenPaint::withAlpha(accent, 45));
    }
    p.setRenderHint(QPainter::Antialiasing, true);
    // The walk front.
    if ((st.pose == ChefPose::Walking || st.pose == ChefPose::Seasoning) && st.chefPos > 0.0 &&
        st.chefPos < m.d) {
        const double xf = stripR.left() + stripR.width() * st.chefPos / m.d;
        p.setPen(QPen(accent, Theme::stroke(3)));
        p.drawLine(QPointF(xf, stripR.top() - 4), QPointF(xf, stripR.bottom() + 4));
    }
    if (st.hasMeanLine)
        StationPainter::paintMeanLine(p, L, st, m, accent, fs, stripR.left(), histR.right(),
                                      stripR.left() + 4);
    // Histogram, sideways on the same value axis.
    int maxCount = 1;
    for (int v : st.histogram)
        maxCount = std::max(maxCount, v);
    const int nb = st.histogram.size();
    p.setPen(Qt::NoPen);
    for (int b = 0; b < nb; ++b) {
        if (st.histogram[b] == 0)
            continue;
        const double yTop = histR.bottom() - (b + 1) * histR.height() / nb;
        const double len = std::max(2.0, histR.width() * st.histogram[b] / double(maxCount));
        p.setBrush(KitchenPaint::mix(Theme::surface(), accent, 0.8));
        p.drawRect(QRectF(histR.left(), yTop + 0.5, len, histR.height() / nb - 1));
    }
    ctx.hits->push_back({p.transform().mapRect(stripR), ln, 0, m.d});
    QString below = tr("%1 dishes as a strip, and their histogram").arg(QLocale().toString(m.d));
    if (st.nonFiniteCount > 0)
        below += QStringLiteral("  ·  ") + tr("%1 × inf/NaN").arg(st.nonFiniteCount);
    KitchenPaint::drawFitted(p, L.labels, Qt::AlignCenter, below, fs.caption,
                             st.nonFiniteCount > 0 ? Theme::warning() : Theme::mutedText());
}

} // namespace nk::ui
