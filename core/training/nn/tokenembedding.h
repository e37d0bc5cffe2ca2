#pragma once

#include "training/nn/modelparameter.h"

#include <vector>

namespace nk {

class PortableRandom;

// Token embedding plus learned positions: row n of X is E[tokenₙ] + P[n mod T]
// (E: V × d, P: T × d; tokens of sequence b fill rows b·T … b·T+T−1).
// backward: ∂L/∂E[v] += Σ_{n: tokenₙ = v} Gₙ, ∂L/∂P[t] += Σ_{n mod T = t} Gₙ.
template <typename Scalar> class TokenEmbedding
{
public:
    TokenEmbedding(int vocabulary, int context, int d);

    void initialize(PortableRandom &random, double tokenStddev, double positionStddev);

    // tokens: N = B·T ids in [0, V); T ≤ context.
    void forward(const std::vector<int> &tokens, int sequenceLength, RowMatrix<Scalar> &x);
    void backward(const RowMatrix<Scalar> &dx);

    ModelParameter<Scalar> &tokens() { return m_tokens; }
    ModelParameter<Scalar> &positions() { return m_positions; }

private:
    ModelParameter<Scalar> m_tokens;    // V × d
    ModelParameter<Scalar> m_positions; // context × d
    std::vector<int> m_ids;
    int m_length = 0;
};

} // namespace nk
