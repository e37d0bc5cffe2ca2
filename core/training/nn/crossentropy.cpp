#include "training/nn/crossentropy.h"

#include <cmath>

namespace nk {

template <typename Scalar>
double CrossEntropy<Scalar>::lossAndGradient(const RowMatrix<Scalar> &logits,
                                             const std::vector<int> &targets,
                                             RowMatrix<Scalar> &dLogits)
{
    const Eigen::Index n = logits.rows();
    const Scalar inverseN = Scalar(1) / Scalar(n);
    double total = 0.0;
    dLogits.resize(n, logits.cols());
    for (Eigen::Index i = 0; i < n; ++i) {
        const Scalar top = logits.row(i).maxCoeff();
        dLogits.row(i) = (logits.row(i).array() - top).exp();
        const Scalar sum = dLogits.row(i).sum();
        total += double(std::log(sum) + top - logits(i, targets[size_t(i)]));
        dLogits.row(i) *= inverseN / sum;
        dLogits(i, targets[size_t(i)]) -= inverseN;
    }
    return total / double(n);
}

template <typename Scalar>
double CrossEntropy<Scalar>::loss(const RowMatrix<Scalar> &logits, const std::vector<int> &targets)
{
    double total = 0.0;
    for (Eigen::Index i = 0; i < logits.rows(); ++i) {
        const Scalar top = logits.row(i).maxCoeff();
        const Scalar sum = (logits.row(i).array() - top).exp().sum();
        total += double(std::log(sum) + top - logits(i, targets[size_t(i)]));
    }
    return total / double(logits.rows());
}

template class CrossEntropy<float>;
template class CrossEntropy<double>;

} // namespace nk
