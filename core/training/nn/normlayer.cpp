#include "training/nn/normlayer.h"

#include <chrono>

namespace nk {

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

} // namespace

template <typename Scalar>
NormLayer<Scalar>::NormLayer(NormKind kind, int d, const std::string &name, double gammaInit,
                             double eps)
    : m_kind(kind)
    , m_eps(Scalar(eps))
{
    m_gamma.name = name + ".gamma";
    m_gamma.resize(1, d);
    m_gamma.value.setConstant(Scalar(gammaInit));
    m_beta.name = name + ".beta";
    m_beta.resize(1, d);
}

template <typename Scalar> void NormLayer<Scalar>::setKind(NormKind kind)
{
    m_kind = kind;
    if (kind == NormKind::RmsNorm) {
        m_beta.value.setZero();
        m_beta.grad.setZero();
    }
}

template <typename Scalar>
void NormLayer<Scalar>::forward(const RowMatrix<Scalar> &x, RowMatrix<Scalar> &y)
{
    const Clock::time_point start = Clock::now();
    const Scalar d = Scalar(x.cols());
    if (m_kind == NormKind::LayerNorm) {
        // Two passes: μ first, then σ² of the centred values (no E[x²] − μ² cancellation).
        const auto mean = x.rowwise().mean().eval();
        m_normalized = x.colwise() - mean;
        const auto variance = (m_normalized.array().square().rowwise().sum() / d).eval();
        m_inverseDivisor = (variance + m_eps).sqrt().inverse().matrix();
    } else {
        const auto meanSquare = (x.array().square().rowwise().sum() / d).eval();
        m_inverseDivisor = (meanSquare + m_eps).sqrt().inverse().matrix();
        m_normalized = x;
    }
    m_normalized.array().colwise() *= m_inverseDivisor.array();
    y = m_normalized.array().rowwise() * m_gamma.value.row(0).array();
    if (m_kind == NormKind::LayerNorm)
        y.array().rowwise() += m_beta.value.row(0).array();
    m_seconds += secondsSince(start);
}

template <typename Scalar>
void NormLayer<Scalar>::backward(const RowMatrix<Scalar> &dy, RowMatrix<Scalar> &dx)
{
    const Clock::time_point start = Clock::now();
    // n = x̂ (LN) or x/r (RMS), ĝ = γ ⊙ g. Both formulas of §7 have the same shape:
    //   RMS: ∂L/∂x = (ĝ − n·mean(ĝ⊙n))/r           (= γg/r − x·Σ(γgx)/(d·r³))
    //   LN:  ∂L/∂x = (ĝ − mean(ĝ) − n·mean(ĝ⊙n))/s
    const Scalar d = Scalar(dy.cols());
    m_gamma.grad += (dy.array() * m_normalized.array()).colwise().sum().matrix();
    if (m_kind == NormKind::LayerNorm)
        m_beta.grad += dy.colwise().sum();
    dx = dy.array().rowwise() * m_gamma.value.row(0).array(); // ĝ
    const auto projection = ((dx.array() * m_normalized.array()).rowwise().sum() / d).eval();
    if (m_kind == NormKind::LayerNorm) {
        const auto mean = (dx.array().rowwise().sum() / d).eval();
        dx.array().colwise() -= mean;
    }
    dx.array() -= m_normalized.array().colwise() * projection;
    dx.array().colwise() *= m_inverseDivisor.array();
    m_seconds += secondsSince(start);
}

template class NormLayer<float>;
template class NormLayer<double>;

} // namespace nk
