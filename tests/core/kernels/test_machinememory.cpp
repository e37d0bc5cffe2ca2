// The memory the bench guard reads, and the bytes a benchmark run holds.
#include "kernels/machinememory.h"
#include "kernels/throughputbenchmark.h"

#include <catch2/catch.hpp>

using nk::BatchKernels;
using nk::MachineMemory;
using nk::ThroughputBenchmark;

TEST_CASE("the machine's free memory is read and is no more than its physical memory", "[core]")
{
    const std::uint64_t physical = MachineMemory::physicalBytes();
    const std::uint64_t available = MachineMemory::availableBytes();
    CHECK(available > 0);
    if (physical > 0)
        CHECK(available <= physical);
}

TEST_CASE("a benchmark run holds one x per format, a y of the widest and the naive temporaries",
          "[core]")
{
    ThroughputBenchmark::Config c;
    c.rows = 10;
    c.d = 20;
    c.naive = false;
    using S = BatchKernels::Storage;
    // 200 elements: x fp32 800 B + y 800 B.
    CHECK(ThroughputBenchmark::bytesNeeded(c, {S::Fp32}) == 1600);
    // x bf16 400 B + y as wide as bf16 400 B.
    CHECK(ThroughputBenchmark::bytesNeeded(c, {S::Bf16}) == 800);
    // fp32 800 + bf16 400 + fp16 400 + y (fp32) 800.
    CHECK(ThroughputBenchmark::bytesNeeded(c, {S::Fp32, S::Bf16, S::Fp16}) == 2400);
    c.naive = true; // three fp32 temporaries: 3 · 800
    CHECK(ThroughputBenchmark::bytesNeeded(c, {S::Fp32, S::Bf16}) == 800 + 400 + 800 + 2400);
    // No overflow at the largest sizes bench accepts: 2^24 rows of 65536 elements.
    c.rows = 1 << 24;
    c.d = 65536;
    c.naive = false;
    CHECK(ThroughputBenchmark::bytesNeeded(c, {S::Fp32}) == (std::uint64_t(1) << 40) * 8);
}
