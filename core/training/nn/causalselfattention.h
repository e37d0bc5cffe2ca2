#pragma once

#include "training/nn/linearlayer.h"
#include "training/nn/modelparameter.h"

#include <string>
#include <vector>

namespace nk {

class PortableRandom;

// Causal multi-head self-attention over sequences of length T stored one after another
// (X: N × d, N = B·T, sequence b in rows b·T … b·T+T−1), H heads of width dₕ = d/H:
//   [Q K V] = X·W_qkv + b_qkv                          (N × 3d)
//   per sequence and head: S = Q·Kᵀ/√dₕ (T × T), Sᵢⱼ = −∞ for j > i (the causal mask),
//   P = softmax of each row of S, O = P·V (T × dₕ)
//   Y = [O₁ … O_H]·W_o + b_o                            (N × d)
// backward, with G = ∂L/∂O per head: ∂L/∂V = Pᵀ·G, ∂L/∂P = G·Vᵀ,
//   ∂L/∂Sᵢⱼ = Pᵢⱼ·(∂L/∂Pᵢⱼ − Σₖ Pᵢₖ·∂L/∂Pᵢₖ) (zero where masked, as Pᵢⱼ = 0 there),
//   ∂L/∂Q = ∂L/∂S·K/√dₕ, ∂L/∂K = ∂L/∂Sᵀ·Q/√dₕ.
template <typename Scalar> class CausalSelfAttention
{
public:
    // Throws std::invalid_argument unless heads divides d.
    CausalSelfAttention(int d, int heads, const std::string &name);

    // W_qkv ~ N(0, stddev²), W_o ~ N(0, outputStddev²), biases 0.
    void initialize(PortableRandom &random, double stddev, double outputStddev);

    // X: N × d with N a multiple of sequenceLength → Y: N × d.
    void forward(const RowMatrix<Scalar> &x, int sequenceLength, RowMatrix<Scalar> &y);
    void backward(const RowMatrix<Scalar> &dy, RowMatrix<Scalar> &dx);

    LinearLayer<Scalar> &inputProjection() { return m_qkv; }
    LinearLayer<Scalar> &outputProjection() { return m_output; }

private:
    int m_d;
    int m_heads;
    int m_length = 0;
    LinearLayer<Scalar> m_qkv;
    LinearLayer<Scalar> m_output;
    RowMatrix<Scalar> m_qkvValues;                  // N × 3d
    std::vector<RowMatrix<Scalar>> m_probabilities; // B·H of T × T
    RowMatrix<Scalar> m_attended;                   // N × d
    // backward scratch, kept to avoid reallocating every step
    RowMatrix<Scalar> m_dAttended, m_dQkv, m_dP;
};

} // namespace nk
