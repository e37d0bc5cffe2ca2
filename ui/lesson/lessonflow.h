#pragma once

#include "lesson/lessoncontroller.h"

namespace nk::ui {

// The lesson's flow across its chapters, on a LessonController's state: where Next and
// Previous go (Start → the chapter's steps → the next chapter's first step, through Finish
// with Finish after every chapter → … → the last chapter's Finish → the end of the lesson →
// the lesson's start), where Next would go (upcoming()), and play going on into the next
// chapter. The controller keeps the state, the playback and the gates asked before Next.
class LessonFlow
{
public:
    explicit LessonFlow(LessonController &controller)
        : m_c(controller)
    {
    }

    void next();
    void previous();
    LessonController::Upcoming upcoming() const;
    // Play reached the chapter's end: into the next lesson chapter, or stop.
    void playIntoNextChapter();

private:
    using Mode = LessonController::Mode;
    using Kind = LessonController::Upcoming::Kind;

    LessonController &m_c;
};

} // namespace nk::ui
