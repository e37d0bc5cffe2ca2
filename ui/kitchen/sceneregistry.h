#pragma once

#include "kitchenscene.h"

#include <QStringList>

#include <memory>

// The kitchen's scenes by name. Adding a scene = one KitchenScene subclass + one line in
// sceneregistry.cpp.
class SceneRegistry
{
public:
    static QStringList names();
    static bool contains(const QString &name);
    // nullptr for an unknown name.
    static std::unique_ptr<KitchenScene> create(const QString &name);
    // Seconds the step `beat` of scene `name` takes at speed 1 (no widget needed: for the lesson
    // clock); KitchenScene::kDefaultStepSeconds for an unknown scene or beat.
    static double stepSeconds(const QString &name, const QString &beat);
    // The slot of the scene's clock where `beat` plays (KitchenScene::beatSlot); −1 if unknown.
    static int beatSlot(const QString &name, const QString &beat);
};
