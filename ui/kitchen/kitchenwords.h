#pragma once

#include "kitchen/kitchenstate.h"

#include <QCoreApplication>
#include <QString>

namespace nk::ui {

class StationModel;

// What the kitchen says in words, read off the state the painter draws: a dish's tooltip, and
// what a screen reader hears (KitchenView's description and value). No maths of their own.
class KitchenWords
{
    Q_DECLARE_TR_FUNCTIONS(nk::ui::KitchenWords)

public:
    // Dish index of one station, with the stages complete by time now.
    static QString dishToolTip(const StationModel &m, bool layerNorm, int index, double now);
    // The description: the step (stepCaption, empty for none), each chef's words, meter,
    // dishes (d of them) and counters.
    static QString summary(const SceneState &s, const QString &stepCaption, int d);
    // The description before there is a vector.
    static QString waitingSummary();
    // The value: the step and the meters' readings.
    static QString value(const SceneState &s, const QString &stepCaption);
};

} // namespace nk::ui
