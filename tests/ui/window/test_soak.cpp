// A soak: autoplay through every chapter, in both languages, with a new vector each visit, on a
// clock the test drives (not wall time). Memory must stay flat once warm and the formula cache
// within its budget. Caches (fonts, text layouts, styles, label sizes, formula pictures) keep
// filling for about the first 35 lesson minutes (logged runs of 60 and 90 minutes: the heap's
// floor rises until then, and stays within 2 MiB after), so the warm point is minute 36. The
// short soak (ctest's "soak" entry, and CI's) stops 6 minutes later; the long one (label
// "slow") plays the rest of an hour.
//
//   NK_SOAK_MINUTES=short|M [NK_SOAK_LOG=1] ui_tests "[soak]"   (lesson minutes, short unless
//   set; the log prints memory every lesson minute)
#include "lesson/chaptercatalog.h"
#include "formula/formularenderer.h"
#include "lesson/lessoncontroller.h"
#include "window/mainwindow.h"
#include "numeric/portablerandom.h"

#include "catchqt.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <QFile>
#include <QPixmapCache>
#include <QSignalSpy>

#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>
#include <limits>
#if defined(__GLIBC__)
#include <malloc.h>
#endif
#include <iostream>

using namespace nk::ui;

namespace {

// Resident memory of this process in MiB (Linux), 0 where unknown.
double residentMiB()
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return 0.0;
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').front().toDouble() / 1024.0;
    return 0.0;
}

// Bytes the heap has handed out and not had back, in MiB (all arenas), or the resident memory
// where glibc's count is missing. RSS alone also moves with how freed pages lie in the arenas
// (8–17 MiB over the same lesson, run to run, on a busy machine); a leak moves both.
double heapInUseMiB()
{
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
    const struct mallinfo2 m = mallinfo2();
    return double(m.uordblks + m.hblkhd) / (1 << 20);
#else
    return residentMiB();
#endif
}

} // namespace

TEST_CASE("autoplay through every chapter in both languages keeps memory flat", "[soak]")
{
    constexpr double kWarmMinute = 36.0, kShortMinutes = kWarmMinute + 6.0;
    bool ok = false;
    double minutes = qEnvironmentVariable("NK_SOAK_MINUTES").toDouble(&ok);
    if (!ok || minutes <= 0)
        minutes = kShortMinutes;
#if defined(__SANITIZE_ADDRESS__)
    // Under AddressSanitizer freed memory sits in quarantine: RSS says nothing, and every
    // frame is slower. The sanitized build plays a few minutes for what it checks.
    minutes = std::min(minutes, 5.0);
    const bool measureMemory = false;
#else
    const bool measureMemory = true;
#endif
    LessonController controller;
    controller.setExternalClock(true);
    MainWindow window(&controller);
    // The soak picks each chapter itself (and a vector, a language): play stops at its end.
    controller.setPlayAcrossChapters(false);
    window.resize(1600, 900);
    window.show();
    FormulaRenderer *formulas = FormulaRenderer::instance();
    // MathJax in from the start (ctest runs the soak with NK_FORMULA_CACHE=off; with the
    // formulas on disk it would load at the first one the folder lacks, maybe past the warm
    // point, and its engine read as growth).
    if (!formulas->isReady()) {
        QSignalSpy ready(formulas, &FormulaRenderer::ready);
        formulas->loadNow();
        REQUIRE(ready.wait(60000));
    }
    // A small formula budget so the cache is full well before the warm point: from there on
    // nothing may grow. (With the app's 32 MB an hour of new vectors is still filling it: RSS
    // then grows with it, about 3 bytes per cached byte, and levels off once it is full.)
    const qint64 budget = formulas->cacheLimit();
    formulas->setCacheLimit(4 << 20);
    // Qt's pixmap cache (styles draw through it, 10 MiB by default) likewise small.
    const int pixmapBudget = QPixmapCache::cacheLimit();
    QPixmapCache::setCacheLimit(1024);
    nk::PortableRandom random(7);
    const QList<int> chapters = ChapterCatalog::instance().ids();
    // Seconds of lesson per frame the test draws: a frame a lesson second still plays every
    // step of every visit (the shortest lasts a second), and half the frames of 0.5 s halve
    // the soak's time; what fills the caches is the visits, not the frames between.
    const double tick = 1.0;
    const double total = minutes * 60.0;
    // The short soak and longer ones are judged at the warm point (earlier, the caches still
    // fill: the heap's floor rises 4–6 MiB); one shorter than the short one, at 70 % of it.
    const double warm = total >= kShortMinutes * 60.0 ? kWarmMinute * 60.0 : 0.7 * total;
    double lesson = 0.0, warmMiB = 0.0, warmHeapMiB = 0.0;
    qint64 warmCache = 0;
    // The heap once a lesson minute. A benchmark or training run still in flight when a sample
    // is taken holds its buffers for a moment (on a loaded machine runs last longer, and one
    // sample caught 8.9 MiB of them); a leak raises the floor. So the floor of the five minutes
    // before the warm point is compared with the floor of the last five.
    std::vector<std::pair<double, double>> heapByMinute;
    int visits = 0;
    while (lesson < total) {
        if (!controller.isPlaying()) {
            // The chapter played out: the next one (round the catalog), another vector, and
            // the other language every round.
            const int chapter = chapters[visits % chapters.size()];
            if (visits % chapters.size() == 0)
                window.setLanguage((visits / chapters.size()) % 2 ? QStringLiteral("zh")
                                                                  : QStringLiteral("en"));
            ++visits;
            std::vector<double> v(3 + random.nextBits() % 6);
            for (double &x : v)
                x = std::round(random.standardNormal() * 400.0) / 100.0;
            controller.setInput(v);
            controller.setChapter(chapter);
            controller.setMode(LessonController::Mode::Execute);
            controller.setTime(1.0);
            controller.play();
        }
        controller.advanceClock(tick);
        lesson += tick;
        QApplication::processEvents();
        if (lesson >= warm && warmMiB == 0.0) {
            warmMiB = residentMiB();
            warmHeapMiB = heapInUseMiB();
            warmCache = formulas->cacheBytes();
        }
        REQUIRE(formulas->cacheBytes() <= formulas->cacheLimit());
        if (std::fmod(lesson, 60.0) < tick)
            heapByMinute.emplace_back(lesson, heapInUseMiB());
        if (qEnvironmentVariableIsSet("NK_SOAK_LOG") && std::fmod(lesson, 60.0) < tick)
            std::cout << "soak: minute " << lesson / 60 << " visit " << visits << " RSS "
                      << residentMiB() << " MiB, heap in use " << heapInUseMiB()
                      << " MiB, formula cache " << formulas->cacheBytes() / 1024 << " KiB\n";
    }
    const double endMiB = residentMiB();
    const double endHeapMiB = heapInUseMiB();
    std::cout << "soak: " << minutes << " lesson minutes, warm at minute " << warm / 60 << ", "
              << visits << " chapter visits; RSS " << warmMiB << " MiB warm, " << endMiB
              << " MiB at the end; heap in use " << warmHeapMiB << " MiB warm, " << endHeapMiB
              << " MiB at the end; formula cache " << warmCache / 1024 << " KiB warm, "
              << formulas->cacheBytes() / 1024 << " KiB at the end (limit "
              << formulas->cacheLimit() / 1024 << " KiB)\n";
    CHECK(visits > int(chapters.size()));
    if (measureMemory && warmMiB > 0) {
        // Past the warm point the cache is full: what it still adds is churn within its budget;
        // growth beyond a few MiB over the rest of the lesson is a leak.
        const double cacheGrowthMiB = double(formulas->cacheBytes() - warmCache) / (1 << 20);
        auto floorBetween = [&](double from, double to) {
            double floor = std::numeric_limits<double>::infinity();
            for (const auto &[at, mib] : heapByMinute)
                if (at >= from && at <= to)
                    floor = std::min(floor, mib);
            return floor;
        };
        const double warmFloor = floorBetween(warm - 300.0, warm);
        const double endFloor = floorBetween(total - 300.0, total);
        std::cout << "soak: heap floor " << warmFloor << " MiB before the warm point, " << endFloor
                  << " MiB over the last five minutes\n";
        REQUIRE(std::isfinite(warmFloor));
        REQUIRE(std::isfinite(endFloor));
        CHECK(endFloor - warmFloor - std::max(0.0, cacheGrowthMiB) < 6.0);
        // Resident memory with room for how the arenas lie; a leak of the size above shows in
        // both, pages kept by the allocator only here.
        CHECK(endMiB - warmMiB - std::max(0.0, cacheGrowthMiB) < 16.0);
    }
    formulas->setCacheLimit(budget);
    QPixmapCache::setCacheLimit(pixmapBudget);
    window.hide();
}
