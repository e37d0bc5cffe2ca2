// Frame time of the kitchen scene: renders it into a 1920×1080 QImage (software rasterizer)
// while advancing the playback time, for d = 3, 16 and 4096, and prints mean and p95.
// Budget: p95 < 16 ms (60 fps) for d ≤ 16, < 33 ms (30 fps) for d = 4096.

#include "kitchen/kitchenview.h"
#include "norm/layernormtrace.h"
#include "norm/rmsnormtrace.h"
#include "samplestats.h"
#include "base/theme.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QImage>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <memory>
#include <vector>

using namespace nk::ui;

namespace {

struct Result
{
    double mean = 0, p95 = 0, max = 0; // wall-clock ms
    double cpuMean = 0,
           cpuP95 = 0; // process CPU ms (all threads): the work itself, even on a busy machine
};

double cpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

Result measure(int d, int frames)
{
    std::vector<double> x(static_cast<size_t>(d));
    for (int i = 0; i < d; ++i)
        x[size_t(i)] = std::sin(i * 0.7) * 2.0 + 0.4;
    nk::NormSettings s;
    s.precision = nk::Precision::Fp32;
    s.gamma = {1.5};
    auto ln = std::make_shared<const nk::NormTrace>(nk::traceLayerNorm(x, s));
    auto rms = std::make_shared<const nk::NormTrace>(nk::traceRmsNorm(x, s));

    KitchenView view;
    view.setFollowSystemMotionHint(false);
    view.setStage(KitchenView::Stage::Execute);
    view.setScene(QStringLiteral("norm-steps"));
    view.setTraces(ln, rms);
    view.resize(1920, 1080);
    QImage image(1920, 1080, QImage::Format_ARGB32_Premultiplied);

    std::vector<double> ms, cpu;
    ms.reserve(size_t(frames));
    cpu.reserve(size_t(frames));
    QElapsedTimer timer;
    for (int f = 0; f < frames + 5; ++f) {
        // Sweep the whole timeline, 0 → 6, as playback at a steady frame rate would; each frame
        // is a setTime (as the lesson clock does) and a full repaint.
        const double c0 = cpuMs();
        timer.start();
        view.setTime(6.0 * double(f % frames) / double(frames - 1));
        view.render(&image);
        const double elapsed = double(timer.nsecsElapsed()) / 1e6;
        const double c1 = cpuMs();
        if (f >= 5) { // warm-up frames (glyph caches) are not counted
            ms.push_back(elapsed);
            cpu.push_back(c1 - c0);
        }
    }
    const SampleStats wall(ms), used(cpu);
    return {wall.mean(), wall.percentile(0.95), wall.max(), used.mean(), used.percentile(0.95)};
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int frames = argc > 1 ? std::max(10, std::atoi(argv[1])) : 240;
    std::printf("kitchen_bench: 1920x1080 software rendering, %d frames over t = 0..6\n", frames);
    std::printf("%8s %10s %10s %10s %12s %12s %8s %s\n", "d", "mean ms", "p95 ms", "max ms",
                "cpu mean ms", "cpu p95 ms", "budget", "");
    bool ok = true;
    for (Theme::Mode mode : {Theme::Mode::Light, Theme::Mode::Dark}) {
        Theme::setMode(mode);
        std::printf("%s theme\n", mode == Theme::Mode::Light ? "light" : "dark");
        for (int d : {3, 16, 4096}) {
            const Result r = measure(d, frames);
            const double budget = d <= 16 ? 16.0 : 33.0;
            const bool pass = r.p95 < budget;
            ok = ok && pass;
            std::printf("%8d %10.2f %10.2f %10.2f %12.2f %12.2f %8.0f %s\n", d, r.mean, r.p95,
                        r.max, r.cpuMean, r.cpuP95, budget, pass ? "ok" : "OVER BUDGET (wall p95)");
        }
    }
    return ok ? 0 : 1;
}
