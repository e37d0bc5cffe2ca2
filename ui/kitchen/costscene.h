#pragma once

#include "kitchen/kitchenscene.h"

#include <QCoreApplication>

namespace nk::ui {

// "cost": the peak hour. One stove doing kStoveOpsPerMinute counted operations a minute; each
// chef's plates per minute follow from the operations the kernels actually counted, shown next
// to a common claim. Both chefs work at the stove's pace, so the tallies (operations by kind,
// walks, plates) grow as they cook and the chef with fewer operations per plate sends out more
// plates. Counted operations only: chapter 4 and the Monitor measure time.
class CostScene : public KitchenScene
{
    Q_DECLARE_TR_FUNCTIONS(KitchenView)

public:
    static constexpr const char *kName = "cost";
    static constexpr double kStoveOpsPerMinute = 1e6;
    static constexpr int kNotes = 4; // the readings under each chef's headline
    // LayerNorm plates per unit of the scene's clock (RMSNorm's follow from the counts).
    static constexpr double kLayerNormPlatesPerStep = 1.0;

    QString name() const override { return QString::fromLatin1(kName); }
    SceneState stateAt(const KitchenModel &model, double t, bool reducedMotion) const override;
    double requiredHeight(const KitchenFonts &fs) const override;
    void paintStation(QPainter &p, const QRectF &frame, const StationState &st,
                      const StationModel &m, KitchenPaintContext &ctx) const override;
};

} // namespace nk::ui
