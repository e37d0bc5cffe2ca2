#include "training/nn/tokenembedding.h"

#include "numeric/portablerandom.h"

namespace nk {

namespace {

template <typename Scalar>
void fillNormal(RowMatrix<Scalar> &m, PortableRandom &random, double stddev)
{
    for (Eigen::Index i = 0; i < m.rows(); ++i)
        for (Eigen::Index j = 0; j < m.cols(); ++j)
            m(i, j) = Scalar(stddev * random.standardNormal());
}

} // namespace

template <typename Scalar>
TokenEmbedding<Scalar>::TokenEmbedding(int vocabulary, int context, int d)
{
    m_tokens.name = "embedding.tokens";
    m_tokens.resize(vocabulary, d);
    m_positions.name = "embedding.positions";
    m_positions.resize(context, d);
}

template <typename Scalar>
void TokenEmbedding<Scalar>::initialize(PortableRandom &random, double tokenStddev,
                                        double positionStddev)
{
    fillNormal(m_tokens.value, random, tokenStddev);
    fillNormal(m_positions.value, random, positionStddev);
}

template <typename Scalar>
void TokenEmbedding<Scalar>::forward(const std::vector<int> &tokens, int sequenceLength,
                                     RowMatrix<Scalar> &x)
{
    m_ids = tokens;
    m_length = sequenceLength;
    x.resize(Eigen::Index(tokens.size()), m_tokens.value.cols());
    for (size_t n = 0; n < tokens.size(); ++n)
        x.row(Eigen::Index(n)) =
            m_tokens.value.row(tokens[n]) + m_positions.value.row(int(n) % sequenceLength);
}

template <typename Scalar> void TokenEmbedding<Scalar>::backward(const RowMatrix<Scalar> &dx)
{
    for (size_t n = 0; n < m_ids.size(); ++n) {
        m_tokens.grad.row(m_ids[n]) += dx.row(Eigen::Index(n));
        m_positions.grad.row(int(n) % m_length) += dx.row(Eigen::Index(n));
    }
}

template class TokenEmbedding<float>;
template class TokenEmbedding<double>;

} // namespace nk
