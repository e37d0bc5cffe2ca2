#pragma once

#include <vector>

// The looks (language, size, zoom, theme) a layout test walks. The normal build walks them all;
// sanitized, where each window costs seconds and the test's job is memory errors, which do not
// depend on a size, the first and the last: each list puts its extremes (the two languages, the
// smallest and largest size) at its two ends.
template <class Look> std::vector<Look> looksToWalk(std::vector<Look> all)
{
#if defined(__SANITIZE_ADDRESS__)
    if (all.size() > 2)
        all = {all.front(), all.back()};
#endif
    return all;
}
