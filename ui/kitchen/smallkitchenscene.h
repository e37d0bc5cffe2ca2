#pragma once

#include "kitchen/kitchenscene.h"

#include <QCoreApplication>

namespace nk::ui {

// "small-kitchen" (chapters 6 and 7): both tables served, each chef saying what his kitchen is
// doing in the training story, with a line under the pass. Option "story": "training" (two
// identical kitchens timed with one recipe book) or "migration" (small banquets before the
// whole hall reopens). The numbers are on the chapter's panel; the scene tells the story.
class SmallKitchenScene : public KitchenScene
{
    Q_DECLARE_TR_FUNCTIONS(KitchenView)

public:
    static constexpr const char *kName = "small-kitchen";

    QString name() const override { return QString::fromLatin1(kName); }
    void setOptions(const QVariantMap &options) override;
    SceneState stateAt(const KitchenModel &model, double t, bool reducedMotion) const override;

    bool isMigration() const { return m_migration; }

private:
    bool m_migration = false;
};

} // namespace nk::ui
