#pragma once

#include "kitchen/kitchenscene.h"

#include <QStringList>

#include <memory>

namespace nk::ui {

// The kitchen's scenes by name. Adding a scene = one KitchenScene subclass + one line in
// sceneregistry.cpp (+ its beats in SceneTiming, ui/lesson, if it has its own).
class SceneRegistry
{
public:
    static QStringList names();
    static bool contains(const QString &name);
    // nullptr for an unknown name.
    static std::unique_ptr<KitchenScene> create(const QString &name);
};

} // namespace nk::ui
