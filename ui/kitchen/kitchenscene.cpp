#include "kitchen/kitchenscene.h"

#include "kitchen/stationpainter.h"

namespace nk::ui {

double KitchenScene::duration() const
{
    return nk::kAlignedRowCount;
}

double KitchenScene::revealedTime(double t) const
{
    Q_UNUSED(t)
    return duration();
}

double KitchenScene::requiredHeight(const KitchenFonts &fs) const
{
    return StationPainter::requiredHeight(fs);
}

void KitchenScene::paintStation(QPainter &p, const QRectF &frame, const StationState &st,
                                const StationModel &m, KitchenPaintContext &ctx) const
{
    StationPainter::paint(p, frame, st, m, ctx);
}

} // namespace nk::ui
