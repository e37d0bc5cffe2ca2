#pragma once

#include "training/nn/modelparameter.h"

#include <vector>

namespace nk {

// Mean cross-entropy of next-token logits Z (N × V) against targets (N ids), in nats:
//   L = (1/N)·Σₙ (log Σᵥ exp Zₙᵥ − Zₙ,targetₙ),  ∂L/∂Zₙᵥ = (softmax(Zₙ)ᵥ − [v = targetₙ])/N
template <typename Scalar> class CrossEntropy
{
public:
    // Returns L (summed in double) and writes ∂L/∂Z into dLogits.
    static double lossAndGradient(const RowMatrix<Scalar> &logits, const std::vector<int> &targets,
                                  RowMatrix<Scalar> &dLogits);
    // L only (validation): no gradient kept.
    static double loss(const RowMatrix<Scalar> &logits, const std::vector<int> &targets);
};

} // namespace nk
