#pragma once

#include "kitchen/kitchenscene.h"

#include <QCoreApplication>

namespace nk::ui {

// "stability": the low-battery scale. LayerNorm reads two chained statistics (μ, then σ²),
// RMSNorm one (RMS), each on a meter that keeps only the digits of its compute precision.
class StabilityScene : public KitchenScene
{
    Q_DECLARE_TR_FUNCTIONS(KitchenView)

public:
    static constexpr const char *kName = "stability";

    QString name() const override { return QString::fromLatin1(kName); }
    SceneState stateAt(const KitchenModel &model, double t, bool reducedMotion) const override;
    double requiredHeight(const KitchenFonts &fs) const override;
    void paintStation(QPainter &p, const QRectF &frame, const StationState &st,
                      const StationModel &m, KitchenPaintContext &ctx) const override;

    // The trace's numeric flags in words (never the internal flag names).
    static QStringList flagWords(const nk::NumericFlags &flags);
};

} // namespace nk::ui
