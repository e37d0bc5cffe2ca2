#include "training/nn/linearlayer.h"

#include "numeric/portablerandom.h"

namespace nk {

template <typename Scalar>
LinearLayer<Scalar>::LinearLayer(int in, int out, const std::string &name)
{
    m_weight.name = name + ".weight";
    m_weight.decay = true;
    m_weight.resize(in, out);
    m_bias.name = name + ".bias";
    m_bias.resize(1, out);
}

template <typename Scalar>
void LinearLayer<Scalar>::initialize(PortableRandom &random, double stddev)
{
    for (Eigen::Index i = 0; i < m_weight.value.rows(); ++i)
        for (Eigen::Index j = 0; j < m_weight.value.cols(); ++j)
            m_weight.value(i, j) = Scalar(stddev * random.standardNormal());
    m_bias.value.setZero();
}

template <typename Scalar>
void LinearLayer<Scalar>::forward(const RowMatrix<Scalar> &x, RowMatrix<Scalar> &y)
{
    m_input = x;
    y.noalias() = x * m_weight.value;
    y.rowwise() += m_bias.value.row(0);
}

template <typename Scalar>
void LinearLayer<Scalar>::backward(const RowMatrix<Scalar> &dy, RowMatrix<Scalar> &dx)
{
    m_weight.grad.noalias() += m_input.transpose() * dy;
    m_bias.grad += dy.colwise().sum();
    dx.noalias() = dy * m_weight.value.transpose();
}

template class LinearLayer<float>;
template class LinearLayer<double>;

} // namespace nk
