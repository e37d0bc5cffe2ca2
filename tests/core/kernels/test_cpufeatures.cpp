// The CPU detection the batch kernels' Automatic path and streaming stores follow.
#include "kernels/batchkernels.h"
#include "kernels/cpufeatures.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <random>
#include <string>

using nk::BatchKernels;
using nk::CpuFeatures;

namespace {

// A cache folder laid out as sysfs's cpu0/cache, in its own temporary folder.
class FakeCacheDir
{
public:
    FakeCacheDir()
    {
        std::random_device random;
        m_dir =
            std::filesystem::temp_directory_path() / ("nk-cpufeatures-" + std::to_string(random()));
        std::filesystem::create_directories(m_dir);
    }
    ~FakeCacheDir() { std::filesystem::remove_all(m_dir); }

    void add(int index, const std::string &level, const std::string &size)
    {
        const auto dir = m_dir / ("index" + std::to_string(index));
        std::filesystem::create_directories(dir);
        std::ofstream(dir / "level") << level << "\n";
        std::ofstream(dir / "size") << size << "\n";
    }
    std::string path() const { return m_dir.string(); }

private:
    std::filesystem::path m_dir;
};

} // namespace

TEST_CASE("sysfs cache sizes are read in K, M and G", "[core]")
{
    CHECK(CpuFeatures::parseCacheSize("32K") == 32u * 1024);
    CHECK(CpuFeatures::parseCacheSize("8192K") == 8192u * 1024);
    CHECK(CpuFeatures::parseCacheSize("1M") == 1u << 20);
    CHECK(CpuFeatures::parseCacheSize("2G") == std::size_t(2) << 30);
    CHECK(CpuFeatures::parseCacheSize("512") == 512);
    CHECK(CpuFeatures::parseCacheSize("K") == 0);
    CHECK(CpuFeatures::parseCacheSize("") == 0);
}

TEST_CASE("the last-level cache is the highest level's, not the largest or the last index",
          "[core]")
{
    FakeCacheDir dir;
    dir.add(0, "1", "48K");
    dir.add(1, "1", "32K");
    dir.add(2, "3", "16M");
    dir.add(3, "2", "64M"); // larger, but a lower level
    CHECK(CpuFeatures::lastLevelCacheBytes(dir.path(), 7) == std::size_t(16) << 20);
}

TEST_CASE("an unreadable cache folder gives the fallback", "[core]")
{
    FakeCacheDir dir;
    CHECK(CpuFeatures::lastLevelCacheBytes(dir.path(), 7) == 7);
    dir.add(0, "2", "garbage");
    CHECK(CpuFeatures::lastLevelCacheBytes(dir.path(), 7) == 7);
    dir.add(1, "2", "1M");
    CHECK(CpuFeatures::lastLevelCacheBytes(dir.path(), 7) == std::size_t(1) << 20);
}

TEST_CASE("the kernels' Automatic path follows the CPU detection", "[core]")
{
    const BatchKernels::Path expected =
        CpuFeatures::hasAvx2Kernels() ? BatchKernels::Path::Avx2 : BatchKernels::Path::Portable;
    CHECK(BatchKernels::resolve(BatchKernels::Path::Automatic) == expected);
    CHECK(BatchKernels::isAvailable(BatchKernels::Path::Avx2) == CpuFeatures::hasAvx2Kernels());
    // Avx2 needs F16C: a machine reported to have the kernels has it.
    if (CpuFeatures::hasAvx2Kernels())
        CHECK(CpuFeatures::hasF16c());
    CHECK(BatchKernels::lastLevelCacheBytes() == CpuFeatures::lastLevelCacheBytes());
    CHECK(CpuFeatures::lastLevelCacheBytes() > 0);
}
