#pragma once

#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

// The figures the benchmarks print from a set of timing samples: sorted once, then read.
// Needs at least one sample.
class SampleStats
{
public:
    explicit SampleStats(std::vector<double> samples)
        : m_sorted(std::move(samples))
    {
        std::sort(m_sorted.begin(), m_sorted.end());
    }

    double median() const { return m_sorted[m_sorted.size() / 2]; }
    double max() const { return m_sorted.back(); }
    double mean() const
    {
        return std::accumulate(m_sorted.begin(), m_sorted.end(), 0.0) / double(m_sorted.size());
    }
    // The smallest sample with at least the fraction q of all samples at or below it.
    double percentile(double q) const
    {
        const auto rank = size_t(std::ceil(q * double(m_sorted.size())));
        return m_sorted[std::clamp<size_t>(rank, 1, m_sorted.size()) - 1];
    }

private:
    std::vector<double> m_sorted;
};
