#pragma once

#include <cstddef>
#include <string>

namespace nk {

// What the machine offers the batch kernels: the instruction sets their Avx2 path needs and the
// last-level cache that decides streaming stores. Kept apart from the kernels so that each half
// can be read, and the cache parsing tested, on its own.
class CpuFeatures
{
public:
    // F16C, from CPUID leaf 1 (false off x86).
    static bool hasF16c();
    // AVX2, FMA and F16C, and this build has the Avx2 row loops (batchkernelsavx2.cpp).
    static bool hasAvx2Kernels();

    // The last-level cache's size in bytes, read once from sysfs (Linux); 32 MiB when unknown.
    static std::size_t lastLevelCacheBytes();
    // The same read from a cache folder laid out as sysfs's cpu0/cache ("index<n>/level",
    // "index<n>/size"): the highest level wins; fallbackBytes when none can be read.
    static std::size_t lastLevelCacheBytes(const std::string &cacheDir, std::size_t fallbackBytes);
    // sysfs's size text ("32K", "8192K", "1M") in bytes; 0 when it starts with no digit.
    static std::size_t parseCacheSize(const std::string &text);

    static constexpr std::size_t kFallbackCacheBytes = std::size_t(32) << 20;
};

} // namespace nk
