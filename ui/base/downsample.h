#pragma once

#include <vector>

namespace nk::ui {

// One rule for drawing a long series on a chart of a few hundred pixels: at most maxPoints
// points. A series that fits is drawn whole, at x = i + 1 (elements count from 1). A longer one
// is cut into maxPoints / 2 buckets of equal length and each bucket is drawn as its minimum and
// maximum at the bucket's middle, so that a spike a dense line would show survives; a bucket
// holding a NaN is drawn as NaN (both points), so an overflow is never averaged away.
namespace Downsample {

struct Point
{
    double x;
    double y;
};

std::vector<Point> minMax(const std::vector<double> &values, int maxPoints);

// The length of one bucket for n values (1 when they fit).
int bucketLength(int n, int maxPoints);

} // namespace Downsample

} // namespace nk::ui
