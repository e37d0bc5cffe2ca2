#include "training/nn/causalselfattention.h"

#include <cmath>
#include <stdexcept>

namespace nk {

template <typename Scalar>
CausalSelfAttention<Scalar>::CausalSelfAttention(int d, int heads, const std::string &name)
    : m_d(d)
    , m_heads(heads)
    , m_qkv(d, 3 * d, name + ".qkv")
    , m_output(d, d, name + ".out")
{
    if (heads < 1 || d % heads != 0)
        throw std::invalid_argument("the number of heads must divide the width");
}

template <typename Scalar>
void CausalSelfAttention<Scalar>::initialize(PortableRandom &random, double stddev,
                                             double outputStddev)
{
    m_qkv.initialize(random, stddev);
    m_output.initialize(random, outputStddev);
}

template <typename Scalar>
void CausalSelfAttention<Scalar>::forward(const RowMatrix<Scalar> &x, int sequenceLength,
                                          RowMatrix<Scalar> &y)
{
    const int T = sequenceLength, dh = m_d / m_heads;
    const int sequences = int(x.rows()) / T;
    const Scalar scale = Scalar(1) / std::sqrt(Scalar(dh));
    m_length = T;
    m_qkv.forward(x, m_qkvValues);
    m_attended.resize(x.rows(), m_d);
    m_probabilities.resize(size_t(sequences) * m_heads);
    for (int b = 0; b < sequences; ++b) {
        for (int h = 0; h < m_heads; ++h) {
            const auto q = m_qkvValues.block(b * T, h * dh, T, dh);
            const auto k = m_qkvValues.block(b * T, m_d + h * dh, T, dh);
            const auto v = m_qkvValues.block(b * T, 2 * m_d + h * dh, T, dh);
            RowMatrix<Scalar> &p = m_probabilities[size_t(b) * m_heads + h];
            p.noalias() = q * k.transpose();
            // Row i sees keys 0…i only: softmax over those, exact zeros after them.
            for (int i = 0; i < T; ++i) {
                auto row = p.row(i);
                const Scalar top = row.head(i + 1).maxCoeff();
                row.head(i + 1) = ((row.head(i + 1).array() - top) * scale).exp();
                row.head(i + 1) /= row.head(i + 1).sum();
                row.tail(T - i - 1).setZero();
            }
            m_attended.block(b * T, h * dh, T, dh).noalias() = p * v;
        }
    }
    m_output.forward(m_attended, y);
}

template <typename Scalar>
void CausalSelfAttention<Scalar>::backward(const RowMatrix<Scalar> &dy, RowMatrix<Scalar> &dx)
{
    const int T = m_length, dh = m_d / m_heads;
    const int sequences = int(dy.rows()) / T;
    const Scalar scale = Scalar(1) / std::sqrt(Scalar(dh));
    m_output.backward(dy, m_dAttended);
    m_dQkv.resize(dy.rows(), 3 * m_d);
    for (int b = 0; b < sequences; ++b) {
        for (int h = 0; h < m_heads; ++h) {
            const auto q = m_qkvValues.block(b * T, h * dh, T, dh);
            const auto k = m_qkvValues.block(b * T, m_d + h * dh, T, dh);
            const auto v = m_qkvValues.block(b * T, 2 * m_d + h * dh, T, dh);
            const auto dO = m_dAttended.block(b * T, h * dh, T, dh);
            const RowMatrix<Scalar> &p = m_probabilities[size_t(b) * m_heads + h];
            m_dQkv.block(b * T, 2 * m_d + h * dh, T, dh).noalias() = p.transpose() * dO;
            m_dP.noalias() = dO * v.transpose();
            // softmax backward, then the 1/√dₕ of S = Q·Kᵀ/√dₕ: m_dP becomes ∂L/∂(Q·Kᵀ)
            const auto rowDot = (m_dP.array() * p.array()).rowwise().sum().eval();
            m_dP = (p.array() * (m_dP.array().colwise() - rowDot)) * scale;
            m_dQkv.block(b * T, h * dh, T, dh).noalias() = m_dP * k;
            m_dQkv.block(b * T, m_d + h * dh, T, dh).noalias() = m_dP.transpose() * q;
        }
    }
    m_qkv.backward(m_dQkv, dx);
}

template class CausalSelfAttention<float>;
template class CausalSelfAttention<double>;

} // namespace nk
