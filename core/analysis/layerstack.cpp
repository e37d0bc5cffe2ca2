#include "analysis/layerstack.h"

#include "numeric/portablerandom.h"

#include <algorithm>
#include <cmath>

namespace nk {

LayerStatistics LayerStatistics::of(const std::vector<double> &v)
{
    LayerStatistics s;
    if (v.empty())
        return s;
    const double n = double(v.size());
    double sum = 0.0;
    s.min = v.front();
    s.max = v.front();
    for (double x : v) {
        sum += x;
        s.min = std::min(s.min, x);
        s.max = std::max(s.max, x);
    }
    s.mean = sum / n;
    double dev = 0.0, sq = 0.0;
    for (double x : v) {
        dev += (x - s.mean) * (x - s.mean);
        sq += x * x;
    }
    s.std = std::sqrt(dev / n);
    s.rms = std::sqrt(sq / n);
    return s;
}

LayerStack::LayerStack(int inputSize, int width, int layers, std::uint64_t seed)
    : m_inputSize(std::clamp(inputSize, 1, kMaxInput))
    , m_width(std::max(1, width))
    , m_layers(std::max(0, layers))
{
    PortableRandom rng(seed);
    m_weights.resize(offset(m_layers));
    for (double &w : m_weights)
        w = rng.standardNormal();
}

size_t LayerStack::offset(int layer) const
{
    if (layer <= 0)
        return 0;
    return size_t(m_width) * size_t(m_inputSize) +
           size_t(layer - 1) * size_t(m_width) * size_t(m_width);
}

int LayerStack::inputSizeFor(int d)
{
    return std::clamp(d, 1, kMaxInput);
}

double LayerStack::criticalWeightScale(double leak)
{
    return std::sqrt(2.0 / (1.0 + leak * leak));
}

double LayerStack::expectedGain(double weightScale, double leak)
{
    return weightScale * std::sqrt((1.0 + leak * leak) / 2.0);
}

double LayerStack::weight(int layer, int row, int col) const
{
    return m_weights[offset(layer) + size_t(row) * size_t(columns(layer)) + size_t(col)];
}

std::vector<std::vector<double>> LayerStack::activations(const std::vector<double> &input,
                                                         StackNorm norm, double weightScale,
                                                         double eps) const
{
    std::vector<double> h(static_cast<size_t>(m_inputSize), 0.0);
    std::copy_n(input.begin(), std::min(input.size(), h.size()), h.begin());
    std::vector<std::vector<double>> out{h};
    out.reserve(size_t(m_layers) + 1);
    std::vector<double> z(static_cast<size_t>(m_width));
    for (int l = 0; l < m_layers; ++l) {
        const int n = columns(l);
        // 1/√n keeps a scale of 1 meaning "the same size in as out" before the nonlinearity
        // (each output sums n products).
        const double scale = weightScale / std::sqrt(double(n));
        const double *W = m_weights.data() + offset(l);
        for (int r = 0; r < m_width; ++r) {
            double acc = 0.0;
            for (int c = 0; c < n; ++c)
                acc += W[size_t(r) * size_t(n) + size_t(c)] * h[size_t(c)];
            const double y = scale * acc;
            z[size_t(r)] = y >= 0.0 ? y : kLeak * y;
        }
        h.assign(z.size(), 0.0);
        if (norm == StackNorm::LayerNorm) {
            const LayerStatistics s = LayerStatistics::of(z);
            const double divisor = std::sqrt(s.std * s.std + eps);
            for (size_t i = 0; i < z.size(); ++i)
                h[i] = (z[i] - s.mean) / divisor;
        } else if (norm == StackNorm::RmsNorm) {
            const LayerStatistics s = LayerStatistics::of(z);
            const double divisor = std::sqrt(s.rms * s.rms + eps);
            for (size_t i = 0; i < z.size(); ++i)
                h[i] = z[i] / divisor;
        } else {
            h = z;
        }
        out.push_back(h);
    }
    return out;
}

std::vector<LayerStatistics> LayerStack::run(const std::vector<double> &input, StackNorm norm,
                                             double weightScale, double eps) const
{
    std::vector<LayerStatistics> stats;
    for (const std::vector<double> &h : activations(input, norm, weightScale, eps))
        stats.push_back(LayerStatistics::of(h));
    return stats;
}

const std::vector<LayerStatistics> &LayerStackComparison::of(StackNorm n) const
{
    return n == StackNorm::LayerNorm ? layerNorm : n == StackNorm::RmsNorm ? rmsNorm : none;
}

LayerStackComparison LayerStackComparison::compute(const LayerStack &stack,
                                                   const std::vector<double> &input,
                                                   double weightScale, double eps)
{
    LayerStackComparison c;
    c.width = stack.width();
    c.stackInput = stack.inputSize();
    c.inputSize = int(input.size());
    c.weightScale = weightScale;
    c.eps = eps;
    c.none = stack.run(input, StackNorm::None, weightScale, eps);
    c.layerNorm = stack.run(input, StackNorm::LayerNorm, weightScale, eps);
    c.rmsNorm = stack.run(input, StackNorm::RmsNorm, weightScale, eps);
    return c;
}

} // namespace nk
