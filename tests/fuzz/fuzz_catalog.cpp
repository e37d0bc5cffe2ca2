// Fuzzes the chapter files' loaders with one input: ChapterCatalog::fromJson (structure) and
// Narration::fromJson (a language's words), then walks what loaded the way the app reads it.
#include "lesson/chaptercatalog.h"
#include "lesson/narration.h"

#include "norm/layernormtrace.h"
#include "norm/rmsnormtrace.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace nk::ui;

namespace {

void check(bool ok, const char *what)
{
    if (!ok) {
        std::fprintf(stderr, "fuzz_catalog: %s\n", what);
        std::abort();
    }
}

void walkCatalog(const ChapterCatalog &c)
{
    const QList<int> ids = c.ids();
    check(!ids.isEmpty() && c.contains(c.defaultId()), "a loaded catalog without its chapters");
    for (int id : ids) {
        const ChapterCatalog::Chapter *ch = c.chapter(id);
        check(ch && ch->stepCount() >= 1, "a chapter without steps");
        check(c.nextId(id) == 0 || c.previousId(c.nextId(id)) == id, "next and previous disagree");
        for (const ChapterCatalog::Step &s : ch->steps)
            check(!s.key.isEmpty() && !s.beat.isEmpty(), "a step without key or beat");
    }
}

// The words are read for the app's own catalog (ChapterCatalog::instance), as in the app.
void walkNarration(const Narration &n)
{
    static const nk::NormTrace ln = nk::traceLayerNorm({2, -1, 3}, nk::NormSettings{});
    static const nk::NormTrace rms = nk::traceRmsNorm({2, -1, 3}, nk::NormSettings{});
    const ChapterCatalog &catalog = ChapterCatalog::instance();
    for (int id : catalog.ids()) {
        n.hasChapter(id);
        n.chapterTitle(id);
        n.analogy(id);
        n.takeaways(id, ln, rms);
        for (int s = -1; s <= catalog.chapter(id)->stepCount(); ++s) {
            n.stepTitle(id, s, nk::VarianceAlgorithm::Welford);
            n.stepText(id, s, ln, rms);
            n.teacherNotes(id, s, ln, rms);
            n.variantsOf(id, s);
        }
    }
}

} // namespace

// The words are only walked over the app's catalog: without the resource the target would
// test nothing, so say so at once.
extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    check(!ChapterCatalog::instance().ids().isEmpty(), "no :/chapters/catalog.json linked in");
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray json(reinterpret_cast<const char *>(data), qsizetype(size));
    QString error;
    if (const auto catalog = ChapterCatalog::fromJson(json, &error))
        walkCatalog(*catalog);
    else
        check(!error.isEmpty(), "catalog refused without a message");
    error.clear();
    if (const auto words = Narration::fromJson(json, &error))
        walkNarration(*words);
    else
        check(!error.isEmpty(), "words refused without a message");
    return 0;
}
