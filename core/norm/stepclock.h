#pragma once

namespace nk {

// A chapter's clock, shared by everything that asks "what is on screen at time t": step s
// (0-based) plays over (s, s + 1] and t = s + 1 is its pause point, where its action is
// complete; t = 0 is before anything happened. A step may span several slots (LayerNorm's
// variance covers rows 2–3 of the aligned view).
class StepClock
{
public:
    // The step playing or complete at t: clamp(⌈t⌉ − 1, 0, count − 1).
    static int currentStep(double t, int count);
    // How far the slots [first, first + span) have played at t: 0 before first, 1 from
    // first + span on, linear in between.
    static double progress(double t, int first, int span = 1);
    // True once t has reached the pause point ending those slots.
    static bool isComplete(double t, int first, int span = 1);
    // The last slot complete at t: slots [first, first + span) are complete exactly when
    // first + span − 1 ≤ lastCompleteSlot(t); −1 before the first pause point.
    static int lastCompleteSlot(double t);
    static bool hasStarted(double t, int first) { return t > first + kTolerance; }
    // The next pause point after t and the previous one before it (integers).
    static double nextPause(double t);
    static double previousPause(double t);

    static constexpr double kTolerance = 1e-9;
};

} // namespace nk
