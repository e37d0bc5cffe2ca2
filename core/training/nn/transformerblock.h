#pragma once

#include "training/nn/causalselfattention.h"
#include "training/nn/linearlayer.h"
#include "training/nn/modelparameter.h"
#include "training/nn/normlayer.h"

#include <string>
#include <vector>

namespace nk {

class PortableRandom;

// One pre-norm block (GPT-2 layout), X and Y N × d:
//   X₁ = X + Attention(Norm₁(X))
//   Y  = X₁ + W₂·GELU(W₁·Norm₂(X₁) + b₁) + b₂        (W₁: d × m·d, W₂: m·d × d)
template <typename Scalar> class TransformerBlock
{
public:
    TransformerBlock(int d, int heads, int mlpMultiple, NormKind norm, double gammaInit, double eps,
                     const std::string &name);

    // Attention and W₁ weights ~ N(0, stddev²); the two projections into the residual stream
    // (W_o, W₂) ~ N(0, residualStddev²).
    void initialize(PortableRandom &random, double stddev, double residualStddev);

    void forward(const RowMatrix<Scalar> &x, int sequenceLength, RowMatrix<Scalar> &y);
    void backward(const RowMatrix<Scalar> &dy, RowMatrix<Scalar> &dx);

    void setNormKind(NormKind kind);
    // The block's parameters in a fixed order (β only with LayerNorm).
    void collectParameters(std::vector<ModelParameter<Scalar> *> &out);
    double normSeconds() const { return m_norm1.seconds() + m_norm2.seconds(); }
    void resetNormSeconds();

private:
    NormLayer<Scalar> m_norm1;
    CausalSelfAttention<Scalar> m_attention;
    NormLayer<Scalar> m_norm2;
    LinearLayer<Scalar> m_fc1;
    LinearLayer<Scalar> m_fc2;
    // forward values backward needs, and scratch
    RowMatrix<Scalar> m_normed, m_attended, m_x1, m_hidden, m_activated;
    RowMatrix<Scalar> m_dActivated, m_dHidden, m_dNormed, m_dX1;
};

} // namespace nk
