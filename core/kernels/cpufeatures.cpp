#include "kernels/cpufeatures.h"

#include <fstream>

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#endif

namespace nk {

bool CpuFeatures::hasF16c()
{
#if defined(__x86_64__) || defined(__i386__)
    unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
    return __get_cpuid(1, &eax, &ebx, &ecx, &edx) && (ecx & bit_F16C) != 0;
#else
    return false;
#endif
}

bool CpuFeatures::hasAvx2Kernels()
{
#ifdef NK_HAVE_AVX2_KERNELS
    static const bool has =
        __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") && hasF16c();
    return has;
#else
    return false;
#endif
}

std::size_t CpuFeatures::parseCacheSize(const std::string &text)
{
    std::size_t value = 0;
    std::size_t i = 0;
    for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i)
        value = value * 10 + std::size_t(text[i] - '0');
    if (i == 0)
        return 0;
    const char unit = i < text.size() ? text[i] : ' ';
    if (unit == 'K')
        value <<= 10;
    else if (unit == 'M')
        value <<= 20;
    else if (unit == 'G')
        value <<= 30;
    return value;
}

// sysfs's cache index with the highest level (Linux); CPUID under a hypervisor may report a
// share of a host cache that this machine does not have.
std::size_t CpuFeatures::lastLevelCacheBytes(const std::string &cacheDir, std::size_t fallbackBytes)
{
    std::size_t best = 0;
    int bestLevel = 0;
    for (int index = 0; index < 8; ++index) {
        const std::string dir = cacheDir + "/index" + std::to_string(index) + "/";
        std::ifstream levelFile(dir + "level"), sizeFile(dir + "size");
        int level = 0;
        std::string size;
        if (!(levelFile >> level) || !(sizeFile >> size) || size.empty())
            continue;
        const std::size_t value = parseCacheSize(size);
        if (level > bestLevel && value > 0) {
            bestLevel = level;
            best = value;
        }
    }
    return best > 0 ? best : fallbackBytes;
}

std::size_t CpuFeatures::lastLevelCacheBytes()
{
    static const std::size_t bytes =
        lastLevelCacheBytes("/sys/devices/system/cpu/cpu0/cache", kFallbackCacheBytes);
    return bytes;
}

} // namespace nk
