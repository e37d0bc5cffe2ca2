#pragma once

#include <QString>
#include <QStringList>

namespace nk::ui {

// When each beat of a kitchen scene plays on the lesson clock and for how long, as data (the
// llm-viz way: the timing is part of the lesson, the scene a pure function of trace and time).
// The controller's clock reads it; the kitchen's scenes (ui/kitchen, by the same names) act it
// out. A scene or beat not listed runs free: its step plays its own slot at the default pace.
class SceneTiming
{
public:
    // Seconds one step's action takes at speed 1, unless a scene says otherwise.
    static constexpr double kDefaultStepSeconds = 1.6;

    // The beats a chapter's steps may name, in the scene's slot order; empty for a free-running
    // scene (cost, stability, served), which plays the chapter's own clock whatever the beat.
    static QStringList beats(const QString &scene);
    // The slot (0-based step: it plays over (slot, slot + 1]) of a beat; −1 if unknown.
    static int beatSlot(const QString &scene, const QString &beat);
    // Seconds the step named `beat` takes to play at speed 1 (kDefaultStepSeconds for a scene
    // or beat not listed).
    static double stepSeconds(const QString &scene, const QString &beat);
    // The scenes with timing of their own (each must be a kitchen scene's name).
    static QStringList timedScenes();
};

} // namespace nk::ui
