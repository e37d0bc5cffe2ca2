#pragma once

// What a run without a desktop session (--screenshot, handout) sets up before its
// QApplication, so that a run that succeeds prints nothing on stderr:
// - when XDG_RUNTIME_DIR is not set, it points at the private folder Qt would fall back to,
//   <temp>/runtime-<user> (made with mode 0700 if missing), so Qt has no reason to print
//   "XDG_RUNTIME_DIR not set". It stays unset when that folder is not ours or not private:
//   Qt's own warning then says why.
// - the offscreen platform's notice that it "does not support propagateSizeHints()" (it has
//   no window manager to tell) is dropped; every other message passes through.
class HeadlessRun
{
public:
    static void prepare();
};
