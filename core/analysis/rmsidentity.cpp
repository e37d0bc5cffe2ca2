#include "analysis/rmsidentity.h"

#include <cmath>

namespace nk {

RmsIdentity RmsIdentity::compute(const std::vector<double> &x)
{
    RmsIdentity r;
    r.d = int(x.size());
    r.x = x;
    if (x.empty())
        return r;
    const double d = double(r.d);
    double sum = 0.0, sumAbs = 0.0;
    for (double v : x) {
        sum += v;
        sumAbs += std::abs(v);
        r.sumSquares += v * v;
    }
    r.mean = sum / d;
    r.deviations.reserve(x.size());
    for (double v : x) {
        const double dev = v - r.mean;
        r.deviations.push_back(dev);
        r.sumDeviations += dev;
        r.sumDeviationSquares += dev * dev;
    }
    r.crossTerm = 2.0 * r.mean * r.sumDeviations;
    r.meanSquared = r.mean * r.mean;
    r.dMeanSquared = d * r.meanSquared;
    r.meanSquare = r.sumSquares / d;
    r.variance = r.sumDeviationSquares / d;
    r.rms = std::sqrt(r.meanSquare);
    r.sigma = std::sqrt(r.variance);
    r.roundingBound = (2.0 * d + 2.0) * std::ldexp(1.0, -53) * (sumAbs + d * std::abs(r.mean));
    return r;
}

} // namespace nk
