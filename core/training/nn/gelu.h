#pragma once

#include "training/nn/modelparameter.h"

namespace nk {

// GELU, tanh form (GPT-2), element by element:
//   u = √(2/π)·(x + 0.044715·x³),  y = ½·x·(1 + tanh u)
//   dy/dx = ½·(1 + tanh u) + ½·x·(1 − tanh² u)·√(2/π)·(1 + 3·0.044715·x²)
template <typename Scalar> class Gelu
{
public:
    static void forward(const RowMatrix<Scalar> &x, RowMatrix<Scalar> &y);
    // dX = dY ⊙ GELU'(X), X the forward input.
    static void backward(const RowMatrix<Scalar> &x, const RowMatrix<Scalar> &dy,
                         RowMatrix<Scalar> &dx);
};

} // namespace nk
