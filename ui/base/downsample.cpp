#include "base/downsample.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace nk::ui {

int Downsample::bucketLength(int n, int maxPoints)
{
    maxPoints = std::max(2, maxPoints);
    if (n <= maxPoints)
        return 1;
    const int buckets = maxPoints / 2;
    return (n + buckets - 1) / buckets;
}

std::vector<Downsample::Point> Downsample::minMax(const std::vector<double> &values, int maxPoints)
{
    const int n = int(values.size());
    const int bucket = bucketLength(n, maxPoints);
    std::vector<Point> points;
    if (bucket == 1) {
        points.reserve(size_t(n));
        for (int i = 0; i < n; ++i)
            points.push_back({double(i + 1), values[size_t(i)]});
        return points;
    }
    points.reserve(size_t(2 * (n / bucket + 1)));
    for (int start = 0; start < n; start += bucket) {
        const int end = std::min(n, start + bucket);
        double lo = values[size_t(start)];
        double hi = lo;
        for (int i = start; i < end; ++i) {
            const double v = values[size_t(i)];
            if (std::isnan(v)) {
                lo = hi = std::numeric_limits<double>::quiet_NaN();
                break;
            }
            lo = std::min(lo, v);
            hi = std::max(hi, v);
        }
        const double x = start + 1 + (end - start - 1) / 2.0;
        points.push_back({x, lo});
        points.push_back({x, hi});
    }
    return points;
}

} // namespace nk::ui
