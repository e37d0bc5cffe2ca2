#pragma once

#include "training/nn/modelparameter.h"

#include <map>
#include <string>
#include <vector>

namespace nk {

// AdamW (Loshchilov & Hutter 2019) in PyTorch's order, for step t = 1, 2, … and gradient g:
//   θ ← θ·(1 − η·λ)                      (decoupled weight decay, parameters with decay only)
//   m ← β₁·m + (1 − β₁)·g,   v ← β₂·v + (1 − β₂)·g²
//   θ ← θ − η·(m/(1 − β₁ᵗ)) / (√(v/(1 − β₂ᵗ)) + ε)
// Moments are kept per parameter name, so a model whose parameter list changes (β gone after
// a LayerNorm → RMSNorm swap) keeps the moments of the parameters that stay.
class AdamW
{
public:
    struct Settings
    {
        double beta1 = 0.9;
        double beta2 = 0.95;
        double epsilon = 1e-8;
        double weightDecay = 0.1;
    };

    explicit AdamW(const Settings &settings)
        : m_settings(settings)
    {
    }

    void step(const std::vector<ModelParameter<float> *> &parameters, double learningRate);
    long long stepCount() const { return m_step; }

private:
    struct Moments
    {
        RowMatrix<float> m, v;
    };
    Settings m_settings;
    std::map<std::string, Moments> m_moments;
    long long m_step = 0;
};

} // namespace nk
