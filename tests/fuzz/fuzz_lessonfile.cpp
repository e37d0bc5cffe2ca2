// Fuzzes LessonFile::fromJson: a lesson file someone shared. Besides "no crash", a lesson that
// loads must survive saving and loading again unchanged (what Save then Open does).
#include "lesson/lessonfile.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace nk::ui;

namespace {

void check(bool ok, const char *what)
{
    if (!ok) {
        std::fprintf(stderr, "fuzz_lessonfile: %s\n", what);
        std::abort();
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray json(reinterpret_cast<const char *>(data), qsizetype(size));
    QString error;
    const auto lesson = LessonFile::fromJson(json, &error);
    if (!lesson) {
        check(!error.isEmpty(), "refused without a message");
        return 0;
    }
    check(!lesson->input.empty() && int(lesson->input.size()) <= nk::kMaxDimension,
          "input size out of range");
    for (double v : lesson->input)
        check(std::isfinite(v), "an input value is not finite");
    check(!lesson->settings.problemFor(int(lesson->input.size())), "settings unusable");

    QString again;
    const auto back = LessonFile::fromJson(LessonFile::toJson(*lesson), &again);
    if (!back)
        std::fprintf(stderr, "fuzz_lessonfile: %s\n", qPrintable(again));
    check(back.has_value(), "a loaded lesson does not load after saving");
    check(back->input == lesson->input && back->settings == lesson->settings &&
              back->presetId == lesson->presetId && back->chapter == lesson->chapter &&
              back->mode == lesson->mode && back->step == lesson->step &&
              back->notes == lesson->notes && back->stepNotes == lesson->stepNotes &&
              back->chapters == lesson->chapters && back->theme == lesson->theme &&
              back->predict == lesson->predict,
          "a lesson changed when saved and loaded again");
    return 0;
}
