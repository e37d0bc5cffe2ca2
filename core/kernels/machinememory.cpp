#include "kernels/machinememory.h"

#include <fstream>
#include <sstream>
#include <string>

#if defined(__unix__) || defined(__APPLE__)
#include <unistd.h>
#endif

namespace nk {

std::uint64_t MachineMemory::physicalBytes()
{
#if defined(_SC_PHYS_PAGES) && defined(_SC_PAGESIZE)
    const long pages = sysconf(_SC_PHYS_PAGES);
    const long pageSize = sysconf(_SC_PAGESIZE);
    if (pages > 0 && pageSize > 0)
        return std::uint64_t(pages) * std::uint64_t(pageSize);
#endif
    return 0;
}

std::uint64_t MachineMemory::availableBytes()
{
    std::ifstream meminfo("/proc/meminfo");
    std::string line;
    while (std::getline(meminfo, line)) {
        // "MemAvailable:   12345678 kB"
        if (line.rfind("MemAvailable:", 0) != 0)
            continue;
        std::istringstream in(line.substr(13));
        std::uint64_t kib = 0;
        std::string unit;
        if (in >> kib >> unit && unit == "kB" && kib > 0)
            return kib * 1024;
        break;
    }
    return physicalBytes();
}

} // namespace nk
