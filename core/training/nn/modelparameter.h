#pragma once

#include <Eigen/Core>

#include <string>

namespace nk {

// The training engine's tensors: row-major, one row per token (N = B·T rows), so a row is one
// token's feature vector and the norms work along rows.
template <typename Scalar>
using RowMatrix = Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

// One learned tensor and its gradient (same shape). Backward passes add into grad, so a step
// zeroes it first. decay: AdamW applies weight decay to it (matrices yes; γ, β, biases no).
template <typename Scalar> struct ModelParameter
{
    std::string name;
    RowMatrix<Scalar> value;
    RowMatrix<Scalar> grad;
    bool decay = false;

    void resize(Eigen::Index rows, Eigen::Index cols)
    {
        value.setZero(rows, cols);
        grad.setZero(rows, cols);
    }
};

} // namespace nk
