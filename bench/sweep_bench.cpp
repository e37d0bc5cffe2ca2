// Prints how long the Monitor's error sweeps take (budget: the sweeps for the current settings
// in under 100 ms for d <= 1024). A benchmark, not a test.
#include "analysis/errorsweep.h"
#include "analysis/monitornumbers.h"
#include "numeric/portablerandom.h"
#include "samplestats.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <vector>

namespace {

double medianMs(int repeat, const std::function<void()> &work)
{
    std::vector<double> ms;
    for (int r = 0; r < repeat; ++r) {
        const auto t0 = std::chrono::steady_clock::now();
        work();
        const auto t1 = std::chrono::steady_clock::now();
        ms.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
    }
    return SampleStats(ms).median();
}

} // namespace

int main(int argc, char **argv)
{
    const int repeat = argc > 1 ? std::atoi(argv[1]) : 5;
    std::printf("error sweeps, median of %d runs (ms); the d sweep to 1024 and to 65536\n", repeat);
    std::printf("%-5s %-24s %8s %9s %9s %8s %12s\n", "d", "curves", "offset", "d<=1024", "d<=65536",
                "eps", "total<=1024");
    for (int d : {3, 64, 256, 1024}) {
        std::vector<double> x(static_cast<size_t>(d));
        nk::PortableRandom rng(7);
        for (double &v : x)
            v = rng.standardNormal();
        nk::NormSettings s;
        s.precision = nk::Precision::Fp16;
        // What the Monitor asks for: the current precision and accumulation, every LN variance
        // for the offset and d sweeps, the current one for the ε sweep.
        nk::SweepOptions current;
        current.precisions = {s.precision};
        current.accumulations = {s.accumulation};
        const nk::SweepOptions all;
        for (const auto &[name, o] : {std::pair{"current (fp16, storage)", current},
                                      std::pair{"all (3 prec x 2 acc)", all}}) {
            nk::SweepOptions small = o;
            small.maxDimension = 1024;
            nk::SweepOptions epsOptions = o;
            epsOptions.allVariances = false;
            const double off = medianMs(repeat, [&] { nk::ErrorSweep::offsetSweep(x, s, o); });
            const double dimSmall =
                medianMs(repeat, [&] { nk::ErrorSweep::dimensionSweep(x, s, small); });
            const double dimFull =
                medianMs(std::min(repeat, 3), [&] { nk::ErrorSweep::dimensionSweep(x, s, o); });
            const double eps =
                medianMs(repeat, [&] { nk::ErrorSweep::epsilonSweep(s, epsOptions); });
            std::printf("%-5d %-24s %8.1f %9.1f %9.1f %8.1f %12.1f\n", d, name, off, dimSmall,
                        dimFull, eps, off + dimSmall + eps);
        }
    }
    const auto t0 = std::chrono::steady_clock::now();
    nk::MonitorNumbers::flopsVsDimension({});
    const auto t1 = std::chrono::steady_clock::now();
    const double cached = medianMs(repeat, [] { nk::MonitorNumbers::flopsVsDimension({}); });
    std::printf("counted FLOPs vs d (8 ... 65536, fp64): first %.1f ms, cached %.3f ms\n",
                std::chrono::duration<double, std::milli>(t1 - t0).count(), cached);
    return 0;
}
