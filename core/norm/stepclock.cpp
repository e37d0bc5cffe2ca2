#include "norm/stepclock.h"

#include <algorithm>
#include <cmath>

namespace nk {

int StepClock::currentStep(double t, int count)
{
    if (count <= 0)
        return 0;
    return std::clamp(int(std::ceil(t - kTolerance)) - 1, 0, count - 1);
}

double StepClock::progress(double t, int first, int span)
{
    span = std::max(span, 1);
    if (std::isnan(t))
        return 0.0;
    return std::clamp((t - first) / span, 0.0, 1.0);
}

bool StepClock::isComplete(double t, int first, int span)
{
    return t + kTolerance >= first + std::max(span, 1);
}

int StepClock::lastCompleteSlot(double t)
{
    return int(std::floor(t + kTolerance)) - 1;
}

double StepClock::nextPause(double t)
{
    return std::floor(t + kTolerance) + 1.0;
}

double StepClock::previousPause(double t)
{
    return std::ceil(t - kTolerance) - 1.0;
}

} // namespace nk
