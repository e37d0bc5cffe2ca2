#include "sceneregistry.h"

#include "arrivalscene.h"
#include "costscene.h"
#include "normstepsscene.h"
#include "prepstationscene.h"
#include "servedscene.h"
#include "smallkitchenscene.h"
#include "stabilityscene.h"

#include <functional>
#include <utility>
#include <vector>

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

// One instance per scene, for the questions the lesson clock asks on every tick (beats and
// seconds do not depend on options or state): no scene is built per frame.
const KitchenScene *prototype(const QString &name)
{
    static std::vector<std::pair<QString, std::unique_ptr<KitchenScene>>> made;
    for (const auto &e : made)
        if (e.first == name)
            return e.second.get();
    std::unique_ptr<KitchenScene> scene = SceneRegistry::create(name);
    if (!scene)
        return nullptr;
    made.emplace_back(name, std::move(scene));
    return made.back().second.get();
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

double SceneRegistry::stepSeconds(const QString &name, const QString &beat)
{
    const KitchenScene *scene = prototype(name);
    return scene ? scene->stepSeconds(beat) : KitchenScene::kDefaultStepSeconds;
}

int SceneRegistry::beatSlot(const QString &name, const QString &beat)
{
    const KitchenScene *scene = prototype(name);
    return scene ? scene->beatSlot(beat) : -1;
}
