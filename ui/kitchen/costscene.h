#pragma once

#include "kitchenscene.h"

#include <QCoreApplication>

// "cost": the peak hour. One stove doing kStoveOpsPerMinute counted operations a minute; each
// chef's plates per minute follow from the operations the kernels actually counted, shown next
// to a common claim. Counted operations only: the Monitor measures time.
class CostScene : public KitchenScene
{
    Q_DECLARE_TR_FUNCTIONS(KitchenView)

public:
    static constexpr const char *kName = "cost";
    static constexpr double kStoveOpsPerMinute = 1e6;

    QString name() const override { return QString::fromLatin1(kName); }
    SceneState stateAt(const KitchenModel &model, double t, bool reducedMotion) const override;
    double requiredHeight(const KitchenFonts &fs) const override;
    void paintStation(QPainter &p, const QRectF &frame, const StationState &st,
                      const StationModel &m, KitchenPaintContext &ctx) const override;
};
