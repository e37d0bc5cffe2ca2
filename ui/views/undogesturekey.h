#pragma once

namespace nk::ui {

// Merge keys for the shared undo stack: one typing session, slider drag or key press is one undo
// step. Start mode's widgets draw from one counter, apart from other widgets' ranges.
class UndoGestureKey
{
public:
    static int next()
    {
        static int counter = 0;
        counter = (counter + 1) % 0x10000;
        return kBase + counter;
    }

private:
    static constexpr int kBase = 0x53560000;
};

} // namespace nk::ui
