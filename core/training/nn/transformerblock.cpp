#include "training/nn/transformerblock.h"

#include "training/nn/gelu.h"

namespace nk {

template <typename Scalar>
TransformerBlock<Scalar>::TransformerBlock(int d, int heads, int mlpMultiple, NormKind norm,
                                           double gammaInit, double eps, const std::string &name)
    : m_norm1(norm, d, name + ".norm1", gammaInit, eps)
    , m_attention(d, heads, name + ".attention")
    , m_norm2(norm, d, name + ".norm2", gammaInit, eps)
    , m_fc1(d, mlpMultiple * d, name + ".mlp.fc1")
    , m_fc2(mlpMultiple * d, d, name + ".mlp.fc2")
{
}

template <typename Scalar>
void TransformerBlock<Scalar>::initialize(PortableRandom &random, double stddev,
                                          double residualStddev)
{
    m_attention.initialize(random, stddev, residualStddev);
    m_fc1.initialize(random, stddev);
    m_fc2.initialize(random, residualStddev);
}

template <typename Scalar>
void TransformerBlock<Scalar>::forward(const RowMatrix<Scalar> &x, int sequenceLength,
                                       RowMatrix<Scalar> &y)
{
    m_norm1.forward(x, m_normed);
    m_attention.forward(m_normed, sequenceLength, m_attended);
    m_x1 = x + m_attended;
    m_norm2.forward(m_x1, m_normed);
    m_fc1.forward(m_normed, m_hidden);
    Gelu<Scalar>::forward(m_hidden, m_activated);
    m_fc2.forward(m_activated, y);
    y += m_x1;
}

template <typename Scalar>
void TransformerBlock<Scalar>::backward(const RowMatrix<Scalar> &dy, RowMatrix<Scalar> &dx)
{
    // The residual adds pass the gradient through unchanged: ∂L/∂X₁ = G + (MLP branch).
    m_fc2.backward(dy, m_dActivated);
    Gelu<Scalar>::backward(m_hidden, m_dActivated, m_dHidden);
    m_fc1.backward(m_dHidden, m_dNormed);
    m_norm2.backward(m_dNormed, m_dX1);
    m_dX1 += dy;
    m_attention.backward(m_dX1, m_dNormed);
    m_norm1.backward(m_dNormed, dx);
    dx += m_dX1;
}

template <typename Scalar> void TransformerBlock<Scalar>::setNormKind(NormKind kind)
{
    m_norm1.setKind(kind);
    m_norm2.setKind(kind);
}

template <typename Scalar>
void TransformerBlock<Scalar>::collectParameters(std::vector<ModelParameter<Scalar> *> &out)
{
    const bool beta = m_norm1.kind() == NormKind::LayerNorm;
    out.push_back(&m_norm1.gamma());
    if (beta)
        out.push_back(&m_norm1.beta());
    out.push_back(&m_attention.inputProjection().weight());
    out.push_back(&m_attention.inputProjection().bias());
    out.push_back(&m_attention.outputProjection().weight());
    out.push_back(&m_attention.outputProjection().bias());
    out.push_back(&m_norm2.gamma());
    if (beta)
        out.push_back(&m_norm2.beta());
    out.push_back(&m_fc1.weight());
    out.push_back(&m_fc1.bias());
    out.push_back(&m_fc2.weight());
    out.push_back(&m_fc2.bias());
}

template <typename Scalar> void TransformerBlock<Scalar>::resetNormSeconds()
{
    m_norm1.resetSeconds();
    m_norm2.resetSeconds();
}

template class TransformerBlock<float>;
template class TransformerBlock<double>;

} // namespace nk
