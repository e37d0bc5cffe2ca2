#include "kitchenscene.h"

#include "stationpainter.h"

double KitchenScene::duration() const
{
    return nk::kAlignedRowCount;
}

double KitchenScene::stepSeconds(const QString &beat) const
{
    Q_UNUSED(beat)
    return kDefaultStepSeconds;
}

int KitchenScene::beatSlot(const QString &beat) const
{
    Q_UNUSED(beat)
    return -1;
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
