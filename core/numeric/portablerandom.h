#pragma once

#include <cstdint>

namespace nk {

// A random generator that gives the same numbers on every platform and compiler:
// SplitMix64 (Steele, Lea & Flood 2014) for the bits, uniforms from the top 53 bits, and
// normals by Marsaglia's polar method with a logarithm computed here from +, −, ×, ÷ only
// (std::log may differ in the last bit between C libraries; sqrt is exact by IEEE 754).
class PortableRandom
{
public:
    explicit PortableRandom(std::uint64_t seed)
        : m_state(seed)
    {
    }

    std::uint64_t nextBits();
    double uniform();        // [0, 1)
    double standardNormal(); // mean 0, variance 1

    static double portableLog(double x); // natural log for finite x > 0

private:
    std::uint64_t m_state;
    bool m_hasSpare = false;
    double m_spare = 0.0;
};

} // namespace nk
