#include "training/nn/gelu.h"

#include <cmath>

namespace nk {

namespace {

constexpr double kSqrtTwoOverPi = 0.79788456080286535588;
constexpr double kCubic = 0.044715;

} // namespace

template <typename Scalar>
void Gelu<Scalar>::forward(const RowMatrix<Scalar> &x, RowMatrix<Scalar> &y)
{
    const Scalar c = Scalar(kSqrtTwoOverPi), a = Scalar(kCubic);
    const auto u = (c * (x.array() + a * x.array().cube())).eval();
    y = Scalar(0.5) * x.array() * (Scalar(1) + u.tanh());
}

template <typename Scalar>
void Gelu<Scalar>::backward(const RowMatrix<Scalar> &x, const RowMatrix<Scalar> &dy,
                            RowMatrix<Scalar> &dx)
{
    const Scalar c = Scalar(kSqrtTwoOverPi), a = Scalar(kCubic);
    const auto t = (c * (x.array() + a * x.array().cube())).tanh().eval();
    dx = dy.array() *
         (Scalar(0.5) * (Scalar(1) + t) + Scalar(0.5) * x.array() * (Scalar(1) - t.square()) * c *
                                              (Scalar(1) + Scalar(3) * a * x.array().square()));
}

template class Gelu<float>;
template class Gelu<double>;

} // namespace nk
