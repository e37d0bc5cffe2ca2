#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace nk {

// What follows each layer of the stack.
enum class StackNorm { None, LayerNorm, RmsNorm };

// Population statistics of one layer's activations (divided by n, like the norms).
struct LayerStatistics
{
    double mean = 0.0;
    double std = 0.0; // σ = √(mean((x − μ)²)), two-pass
    double rms = 0.0; // √(mean(x²))
    double min = 0.0;
    double max = 0.0;

    static LayerStatistics of(const std::vector<double> &v);
};

// Chapter 1's experiment: the user's vector through a seeded stack of random layers. Layer l
// maps h ← leaky((s/√n)·W_l·h), W_l's entries standard normal and n its number of columns (the
// input's size for the first layer, then the width); after it (optionally) LayerNorm or
// RMSNorm with γ = 1, β = 0 (a freshly initialised network). Without a norm the activations'
// size changes by about s·√((1 + a²)/2) per layer (a: the leak), so it grows or dies
// geometrically; with either norm it is reset after every layer. The width is fixed, so a
// short vector still meets wide layers whose size follows the expectation closely.
//
// The weights come from PortableRandom, so the stack is the same on every machine. They depend
// on (input size, width, layers, seed) only; the weight scale multiplies them when the stack
// runs. Computed in double: the chapter is about size, not rounding.
class LayerStack
{
public:
    static constexpr int kDefaultLayers = 12;
    static constexpr int kDefaultWidth = 128;
    static constexpr int kMaxInput = 1024; // a longer vector feeds its first kMaxInput values
    static constexpr std::uint64_t kDefaultSeed = 2024;
    static constexpr double kLeak = 0.1; // leaky ReLU's slope for x < 0
    static constexpr double kDefaultWeightScale = 2.0;
    static constexpr double kMinWeightScale = 0.5;
    static constexpr double kMaxWeightScale = 3.0;

    explicit LayerStack(int inputSize, int width = kDefaultWidth, int layers = kDefaultLayers,
                        std::uint64_t seed = kDefaultSeed);

    int inputSize() const { return m_inputSize; }
    int width() const { return m_width; }
    int layers() const { return m_layers; }
    // The stack's input size for a vector of d values: min(d, kMaxInput), at least 1.
    static int inputSizeFor(int d);
    // The weight scale at which the expected per-layer gain is 1: √(2 / (1 + a²)).
    static double criticalWeightScale(double leak = kLeak);
    // The expected factor by which the activations' RMS changes per layer without a norm.
    static double expectedGain(double weightScale, double leak = kLeak);

    // Layer l's weight W(row, col), unscaled (standard normal); layer 0 has inputSize()
    // columns, the others width().
    double weight(int layer, int row, int col) const;

    // The activations, input first: the input cut to inputSize() values (or padded with zeros),
    // then layers() vectors of width().
    std::vector<std::vector<double>> activations(const std::vector<double> &input, StackNorm norm,
                                                 double weightScale, double eps) const;
    // Their statistics, input first.
    std::vector<LayerStatistics> run(const std::vector<double> &input, StackNorm norm,
                                     double weightScale, double eps) const;

private:
    int columns(int layer) const { return layer == 0 ? m_inputSize : m_width; }
    std::size_t offset(int layer) const;

    int m_inputSize;
    int m_width;
    int m_layers;
    std::vector<double> m_weights; // layer by layer, each row-major
};

// The three stacks of chapter 1 for one input: the same weights without a norm, with LayerNorm
// after every layer, with RMSNorm after every layer.
struct LayerStackComparison
{
    int width = 0;
    int stackInput = 0; // values the stack reads: min(d, LayerStack::kMaxInput)
    int inputSize = 0;  // d
    double weightScale = 0.0;
    double eps = 0.0;
    std::vector<LayerStatistics> none, layerNorm, rmsNorm;

    const std::vector<LayerStatistics> &of(StackNorm n) const;
    static LayerStackComparison compute(const LayerStack &stack, const std::vector<double> &input,
                                        double weightScale, double eps);
};

} // namespace nk
