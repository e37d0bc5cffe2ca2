#include "numeric/portablerandom.h"

#include <cmath>

namespace nk {

std::uint64_t PortableRandom::nextBits()
{
    std::uint64_t z = (m_state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

double PortableRandom::uniform()
{
    return double(nextBits() >> 11) * 0x1.0p-53;
}

double PortableRandom::portableLog(double x)
{
    // x = m · 2^e with m in [√½, √2); ln m = 2 atanh(t), t = (m − 1)/(m + 1), |t| < 0.172.
    int e = 0;
    double m = std::frexp(x, &e); // exact
    if (m < 0.70710678118654752440) {
        m *= 2.0;
        --e;
    }
    const double t = (m - 1.0) / (m + 1.0);
    const double t2 = t * t;
    double term = t, sum = 0.0;
    for (int k = 1; k < 40; k += 2) { // t^41 < 1e-31: far below double's resolution
        sum += term / k;
        term *= t2;
    }
    return 2.0 * sum + e * 0.69314718055994530942;
}

double PortableRandom::standardNormal()
{
    if (m_hasSpare) {
        m_hasSpare = false;
        return m_spare;
    }
    double u, v, s;
    do {
        u = 2.0 * uniform() - 1.0;
        v = 2.0 * uniform() - 1.0;
        s = u * u + v * v;
    } while (s >= 1.0 || s == 0.0);
    const double f = std::sqrt(-2.0 * portableLog(s) / s);
    m_spare = v * f;
    m_hasSpare = true;
    return u * f;
}

} // namespace nk
