#pragma once

// How much memory this machine can give a batch now: the guard on `normkitchen bench`'s sizes
// follows it, so a 4 GB laptop is refused what a 64 GB workstation runs.

#include <cstdint>

namespace nk {

class MachineMemory
{
public:
    // Bytes the kernel reports as available without swapping (Linux: MemAvailable in
    // /proc/meminfo); elsewhere, or if that cannot be read, the physical memory; 0 if unknown.
    static std::uint64_t availableBytes();
    static std::uint64_t physicalBytes(); // 0 if unknown
};

} // namespace nk
