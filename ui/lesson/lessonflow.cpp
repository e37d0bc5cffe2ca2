#include "lesson/lessonflow.h"

#include "lesson/lessondetour.h"
#include "lesson/lessonroute.h"
#include "lesson/playbackclock.h"
#include "norm/stepclock.h"

#include <algorithm>

namespace nk::ui {

void LessonFlow::next()
{
    // A counter-example shown on a step is that step's: moving on goes back to the class's own
    // vector and place first (from Monitor too), then on from there.
    if (m_c.m_detour->endsWhenTheLessonMoves())
        m_c.m_detour->goBack();
    // A clicker always moves the story forward: Start → the chapter's steps → the next
    // chapter's first step (through Finish with Finish after every chapter) → … → the last
    // chapter's Finish → the end of the lesson → the lesson's start. Monitor is a side trip;
    // Next leaves it for Finish.
    switch (m_c.m_mode) {
    case Mode::Start:
        m_c.setMode(Mode::Execute);
        return;
    case Mode::Monitor:
        m_c.setMode(Mode::Finish);
        return;
    case Mode::Finish:
        if (const int following = m_c.route().next(m_c.m_chapter)) {
            m_c.setChapter(following);
            m_c.setMode(Mode::Execute);
        } else if (!m_c.m_atLessonEnd) {
            m_c.setAtLessonEnd(true);
        } else {
            // The lesson again from its start, for the next class.
            m_c.setChapter(m_c.route().first());
            m_c.setMode(Mode::Start);
            m_c.first();
        }
        return;
    case Mode::Execute:
        break;
    }
    if (m_c.m_playing && m_c.m_autoAdvance) {
        // Playing through: finish the step in progress at once and stop there.
        const double stop = nk::StepClock::nextPause(m_c.m_time);
        m_c.pause();
        m_c.setTime(std::min(stop, double(m_c.stepCount())));
        return;
    }
    if (m_c.m_playing) {
        // Pressed again while a step animates: that step completes at once and the next one
        // starts, so two quick presses advance two steps.
        const double reached = m_c.m_target;
        m_c.pause();
        m_c.setTime(reached);
    }
    const double nextStop = nk::StepClock::nextPause(m_c.m_time);
    if (nextStop > m_c.stepCount() + nk::StepClock::kTolerance) {
        m_c.setTime(m_c.stepCount());
        const int following = m_c.route().next(m_c.m_chapter);
        if (following && !m_c.m_finishEveryChapter)
            m_c.setChapter(following); // its first step, still in Execute
        else
            m_c.setMode(Mode::Finish);
        return;
    }
    m_c.m_target = nextStop;
    m_c.m_autoAdvance = false;
    m_c.m_playing = true;
    m_c.m_clock->start();
    emit m_c.playingChanged(true);
}

void LessonFlow::previous()
{
    if (m_c.m_detour->endsWhenTheLessonMoves())
        m_c.m_detour->goBack();
    // The reverse of next(): Finish → the last step, the first step → the previous chapter's
    // Finish (or Start before the first chapter); Monitor returns to the steps.
    switch (m_c.m_mode) {
    case Mode::Start:
        return;
    case Mode::Finish:
        if (m_c.m_atLessonEnd) {
            m_c.setAtLessonEnd(false); // back to the last chapter's Finish
            return;
        }
        m_c.setMode(Mode::Execute);
        return;
    case Mode::Monitor:
        m_c.setMode(Mode::Execute);
        return;
    case Mode::Execute:
        break;
    }
    m_c.pause();
    const double prevStop = nk::StepClock::previousPause(m_c.m_time);
    if (prevStop < 1.0 - nk::StepClock::kTolerance) {
        if (const int before = m_c.route().previous(m_c.m_chapter)) {
            m_c.setChapter(before);
            m_c.setTime(m_c.stepCount());
            if (m_c.m_finishEveryChapter)
                m_c.setMode(Mode::Finish);
        } else {
            m_c.setMode(Mode::Start);
        }
        return;
    }
    m_c.setTime(prevStop);
}

LessonController::Upcoming LessonFlow::upcoming() const
{
    // The same path as next(), without the step's own action (a reveal, Show me).
    const int following = m_c.route().next(m_c.m_chapter);
    switch (m_c.m_mode) {
    case Mode::Start:
        return {Kind::Step, m_c.m_chapter, m_c.currentStep()};
    case Mode::Execute:
        if (m_c.currentStep() + 1 < m_c.stepCount())
            return {Kind::Step, m_c.m_chapter, m_c.currentStep() + 1};
        if (following && !m_c.m_finishEveryChapter)
            return {Kind::Step, following, 0};
        return {Kind::Finish, m_c.m_chapter, 0};
    case Mode::Monitor:
        return {Kind::Finish, m_c.m_chapter, 0};
    case Mode::Finish:
        if (following)
            return {Kind::Step, following, 0};
        if (!m_c.m_atLessonEnd)
            return {Kind::LessonEnd, m_c.m_chapter, 0};
        return {Kind::LessonStart, m_c.route().first(), 0};
    }
    return {};
}

void LessonFlow::playIntoNextChapter()
{
    const int following = m_c.route().next(m_c.m_chapter);
    if (!following) {
        m_c.pause();
        return;
    }
    m_c.setChapter(following); // pauses
    m_c.setTime(0.0);          // so its first step plays too
    m_c.play();
}

} // namespace nk::ui
