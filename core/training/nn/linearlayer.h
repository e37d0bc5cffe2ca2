#pragma once

#include "training/nn/modelparameter.h"

#include <string>

namespace nk {

class PortableRandom;

// y = x·W + b for every row: X N × in, W in × out, b 1 × out, Y N × out.
// backward: ∂L/∂W += Xᵀ·G, ∂L/∂b += Σ_rows G, ∂L/∂X = G·Wᵀ (G = ∂L/∂Y).
template <typename Scalar> class LinearLayer
{
public:
    LinearLayer(int in, int out, const std::string &name);

    // W ~ N(0, stddev²) from random (row by row), b = 0.
    void initialize(PortableRandom &random, double stddev);

    void forward(const RowMatrix<Scalar> &x, RowMatrix<Scalar> &y); // keeps a copy of X
    void backward(const RowMatrix<Scalar> &dy, RowMatrix<Scalar> &dx);

    ModelParameter<Scalar> &weight() { return m_weight; }
    ModelParameter<Scalar> &bias() { return m_bias; }

private:
    ModelParameter<Scalar> m_weight; // in × out
    ModelParameter<Scalar> m_bias;   // 1 × out
    RowMatrix<Scalar> m_input;       // N × in
};

} // namespace nk
