#include "session/sessionlessonstate.h"

#include "lesson/chaptercatalog.h"
#include "lesson/lessoncontroller.h"
#include "lesson/narration.h"
#include "session/sessionquestions.h"
#include "session/whatif.h"

#include <algorithm>

namespace nk::ui {

namespace {

std::vector<double> firstNumbers(const std::vector<double> &v)
{
    return std::vector<double>(
        v.begin(), v.begin() + std::min<size_t>(v.size(), SessionLessonState::kMaxNumbers));
}

} // namespace

nk::LessonState SessionLessonState::build(const LessonController &lesson,
                                          const nk::Classroom &classroom, const QString &lang)
{
    nk::LessonState s;
    const Narration &words = Narration::forLanguage(lang);
    const int chapter = lesson.chapter();
    const int step = lesson.currentStep();
    const nk::NormTrace &ln = *lesson.layerNorm();
    const nk::NormTrace &rms = *lesson.rmsNorm();
    const QList<int> chapters = LessonController::chapters();
    s.chapterNumber = int(chapters.indexOf(chapter)) + 1;
    s.chapterTitle = words.chapterTitle(chapter).toStdString();
    s.stepNumber = step + 1;
    s.stepCount = lesson.stepCount();
    s.stepTitle = words.stepTitle(chapter, step, lesson.settings().variance).toStdString();
    const nk::Classroom::Question *q = classroom.latest();
    const bool asking = q && q->state == nk::Classroom::QuestionState::Open;
    s.stepText = (asking ? words.stepTextCovered(chapter, step, ln, rms)
                         : words.stepText(chapter, step, ln, rms))
                     .toStdString();
    s.vector = firstNumbers(lesson.input());
    s.d = int(lesson.input().size());
    const int row = SessionQuestions::currentRow(&lesson);
    const ChapterCatalog::Chapter *ch = ChapterCatalog::instance().chapter(chapter);
    const bool rmsOnly = ch && ch->predictsRmsNorm && !ch->predictsLayerNorm;
    if (row >= 0 && !asking) {
        nk::WhatIf::Result r;
        nk::WhatIf::stepValues(rmsOnly ? rms : ln, row, &r);
        s.hasValues = r.hasValues;
        s.valuesLabel = r.label;
        s.values = firstNumbers(r.values);
        s.formula = r.formula;
    }
    if (q) {
        s.hasQuestion = true;
        s.questionId = q->id;
        s.questionPrompt = q->promptIn(lang.toStdString());
        s.questionOpen = asking;
    }
    return s;
}

} // namespace nk::ui
