#include "kitchen/sceneregistry.h"

#include "kitchen/arrivalscene.h"
#include "kitchen/costscene.h"
#include "kitchen/normstepsscene.h"
#include "kitchen/prepstationscene.h"
#include "kitchen/servedscene.h"
#include "kitchen/smallkitchenscene.h"
#include "kitchen/stabilityscene.h"

#include <functional>
#include <utility>
#include <vector>

namespace nk::ui {

namespace {

using Factory = std::function<std::unique_ptr<KitchenScene>()>;

template <typename Scene> std::pair<QString, Factory> entry()
{
    return {QString::fromLatin1(Scene::kName), [] { return std::make_unique<Scene>(); }};
}

const std::vector<std::pair<QString, Factory>> &registry()
{
    static const std::vector<std::pair<QString, Factory>> scenes = {
        entry<NormStepsScene>(),   entry<CostScene>(),    entry<StabilityScene>(),
        entry<ServedScene>(),      entry<ArrivalScene>(), entry<SmallKitchenScene>(),
        entry<PrepStationScene>(),
    };
    return scenes;
}

} // namespace

QStringList SceneRegistry::names()
{
    QStringList out;
    for (const auto &e : registry())
        out << e.first;
    return out;
}

bool SceneRegistry::contains(const QString &name)
{
    return names().contains(name);
}

std::unique_ptr<KitchenScene> SceneRegistry::create(const QString &name)
{
    for (const auto &e : registry())
        if (e.first == name)
            return e.second();
    return nullptr;
}

} // namespace nk::ui
