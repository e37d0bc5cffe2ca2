#pragma once

#include "training/trainingconfig.h"

// A model small enough that a widget test trains it in a moment (one layer, width 16): the
// training panels' and the clicker's tests share it.
inline nk::TrainingConfig tinyTrainingConfig(int steps, int evalInterval = 5)
{
    nk::TrainingConfig c;
    c.layers = 1;
    c.width = 16;
    c.heads = 2;
    c.context = 16;
    c.batch = 4;
    c.steps = steps;
    c.warmup = 2;
    c.evalInterval = evalInterval;
    c.evalBatches = 1;
    return c;
}
