#pragma once

#include "training/nn/modelparameter.h"
#include "training/nn/normkind.h"

#include <string>

namespace nk {

// The norm of a transformer, applied to each row of X (N × d) on its own:
//   LayerNorm: μ = mean(x), s = √(σ² + ε), x̂ = (x − μ)/s, y = γ ⊙ x̂ + β
//   RMSNorm:   r = √(mean(x²) + ε),          y = γ ⊙ x / r        (no β)
// backward() follows PRODUCT.md §7 with g = ∂L/∂y:
//   RMSNorm:   ∂L/∂xᵢ = γᵢgᵢ/r − xᵢ·Σⱼ(γⱼgⱼxⱼ)/(d·r³),  ∂L/∂γᵢ = gᵢxᵢ/r
//   LayerNorm: ĝ = γ⊙g, ∂L/∂xᵢ = (ĝᵢ − mean(ĝ) − x̂ᵢ·mean(ĝ⊙x̂))/s,  ∂L/∂γᵢ = gᵢx̂ᵢ,  ∂L/∂βᵢ = gᵢ
// (parameter gradients summed over rows). The layer times its own forward + backward with
// std::chrono::steady_clock so a training run can report the norms' share of a step.
template <typename Scalar> class NormLayer
{
public:
    NormLayer(NormKind kind, int d, const std::string &name, double gammaInit = 1.0,
              double eps = 1e-5);

    NormKind kind() const { return m_kind; }
    // Switches the formula and keeps γ; β is dropped (zeroed) when switching to RMSNorm.
    void setKind(NormKind kind);

    // X: N × d → Y: N × d; keeps what backward needs.
    void forward(const RowMatrix<Scalar> &x, RowMatrix<Scalar> &y);
    // dY: N × d → dX: N × d; adds into γ.grad (and β.grad).
    void backward(const RowMatrix<Scalar> &dy, RowMatrix<Scalar> &dx);

    ModelParameter<Scalar> &gamma() { return m_gamma; }
    ModelParameter<Scalar> &beta() { return m_beta; } // used by LayerNorm only

    double seconds() const { return m_seconds; } // forward + backward since the last reset
    void resetSeconds() { m_seconds = 0.0; }

private:
    NormKind m_kind;
    Scalar m_eps;
    ModelParameter<Scalar> m_gamma; // 1 × d
    ModelParameter<Scalar> m_beta;  // 1 × d
    RowMatrix<Scalar> m_normalized; // N × d: x̂ (LayerNorm) or x/r (RMSNorm)
    Eigen::Matrix<Scalar, Eigen::Dynamic, 1> m_inverseDivisor; // N: 1/s or 1/r per row
    double m_seconds = 0.0;
};

} // namespace nk
