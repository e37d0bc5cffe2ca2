#pragma once

#include <cstddef>
#include <vector>

// The looks (language, size, zoom, theme) a layout test walks. The normal build walks them all;
// sanitized, where each window costs seconds and the test's job is memory errors, which do not
// depend on a size, the first and the last: each list puts its extremes (the two languages, the
// smallest and largest size) at its two ends. A walk of every step in presentation mode costs
// tens of seconds sanitized: its cases keep one look each (sanitizedLooks 1), between them both
// languages.
template <class Look>
std::vector<Look> looksToWalk(std::vector<Look> all, std::size_t sanitizedLooks = 2)
{
#if defined(__SANITIZE_ADDRESS__)
    if (all.size() > sanitizedLooks)
        all = sanitizedLooks == 1 ? std::vector<Look>{all.front()}
                                  : std::vector<Look>{all.front(), all.back()};
#else
    (void)sanitizedLooks;
#endif
    return all;
}
