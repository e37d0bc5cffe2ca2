// Prints how long the step-by-step traces take, so the UI can recompute on every keystroke
// (budget: both traces for d = 65536 in under 20 ms), first with the C library's default
// allocator, then tuned as the app tunes it, with the page faults each run took: a trace that
// reuses its working buffers takes about the same time either way. A benchmark, not a test.
//   core_bench [d] [repeat]
#include "norm/layernormtrace.h"
#include "norm/rmsnormtrace.h"
#include "numeric/portablerandom.h"
#include "samplestats.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif
#if defined(__unix__)
#include <sys/resource.h>
#endif

#include <chrono>
#include <cstdlib>
#include <cstdio>
#include <vector>

namespace {

// Minor page faults of this process so far (0 where getrusage is missing).
long long minorFaults()
{
#if defined(__unix__)
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_minflt;
#else
    return 0;
#endif
}

} // namespace

int main(int argc, char **argv)
{
    const int d = argc > 1 ? std::atoi(argv[1]) : 65536;
    const int repeat = argc > 2 ? std::atoi(argv[2]) : 15;
    std::vector<double> x(static_cast<size_t>(d));
    nk::PortableRandom rng(7);
    for (double &v : x)
        v = rng.standardNormal();

    for (int pass = 0; pass < 2; ++pass) {
        if (pass == 1) {
#if defined(__GLIBC__)
            // What the app does at start-up (app/main.cpp): keep freed trace buffers in the heap
            // instead of returning them to the kernel, so recomputing does not page-fault.
            mallopt(M_MMAP_THRESHOLD, 64 << 20);
            mallopt(M_TRIM_THRESHOLD, 256 << 20);
#else
            break;
#endif
        }
        std::printf("%sboth traces (LayerNorm + RMSNorm), d = %d, median of %d runs, %s\n",
                    pass ? "\n" : "", d, repeat,
                    pass ? "allocator tuned as in the app" : "default allocator");
        std::printf("%-6s %-8s %-9s %10s %10s %11s\n", "prec", "accum", "variance", "median ms",
                    "max ms", "faults/run");
        for (nk::Precision p :
             {nk::Precision::Fp64, nk::Precision::Fp32, nk::Precision::Fp16, nk::Precision::Bf16}) {
            for (nk::Accumulation a : {nk::Accumulation::Storage, nk::Accumulation::Fp32}) {
                for (nk::VarianceAlgorithm v :
                     {nk::VarianceAlgorithm::TwoPass, nk::VarianceAlgorithm::Welford}) {
                    nk::NormSettings s;
                    s.precision = p;
                    s.accumulation = a;
                    s.variance = v;
                    std::vector<double> ms;
                    long long ops = 0; // reads both traces, so neither can be dropped as unused
                    const long long faultsBefore = minorFaults();
                    for (int r = 0; r < repeat; ++r) {
                        const auto t0 = std::chrono::steady_clock::now();
                        const nk::NormTrace ln = nk::traceLayerNorm(x, s);
                        const nk::NormTrace rms = nk::traceRmsNorm(x, s);
                        const auto t1 = std::chrono::steady_clock::now();
                        ops += ln.ops.total() + rms.ops.total();
                        ms.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
                    }
                    const double faults = double(minorFaults() - faultsBefore) / repeat;
                    const SampleStats stats(ms);
                    std::printf("%-6s %-8s %-9s %10.2f %10.2f %11.0f%s\n", nk::toString(p).c_str(),
                                nk::toString(a).c_str(), nk::toString(v).c_str(), stats.median(),
                                stats.max(), faults, ops > 0 ? "" : " (no operations?)");
                }
            }
        }
    }
    return 0;
}
