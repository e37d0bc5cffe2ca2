#include "training/nn/transformermodel.h"

#include "numeric/portablerandom.h"
#include "training/nn/crossentropy.h"

#include <cmath>
#include <stdexcept>
#include <string>

namespace nk {

namespace {

const TransformerConfig &checked(const TransformerConfig &c)
{
    if (c.vocabulary < 2 || c.context < 1 || c.layers < 0 || c.width < 1 || c.heads < 1 ||
        c.mlpMultiple < 1)
        throw std::invalid_argument("transformer: every size must be positive");
    if (c.width % c.heads != 0)
        throw std::invalid_argument("transformer: the heads must divide the width");
    return c;
}

} // namespace

template <typename Scalar>
TransformerModel<Scalar>::TransformerModel(const TransformerConfig &config)
    : m_config(checked(config))
    , m_embedding(config.vocabulary, config.context, config.width)
    , m_finalNorm(config.norm, config.width, "final_norm", config.gammaInit, config.eps)
    , m_head(config.width, config.vocabulary, "head")
{
    for (int l = 0; l < config.layers; ++l)
        m_blocks.push_back(std::make_unique<TransformerBlock<Scalar>>(
            config.width, config.heads, config.mlpMultiple, config.norm, config.gammaInit,
            config.eps, "block" + std::to_string(l)));

    // GPT-2's initialisation: N(0, 0.02²), the projections into the residual stream scaled by
    // 1/√(2L) so the stream's variance does not grow with depth.
    PortableRandom random(config.seed);
    const double s = config.initStddev;
    m_embedding.initialize(random, s, s);
    const double residual = s / std::sqrt(2.0 * std::max(1, config.layers));
    for (auto &block : m_blocks)
        block->initialize(random, s, residual);
    m_head.initialize(random, s);
    m_stream.resize(size_t(config.layers) + 1);
}

template <typename Scalar>
TransformerModel<Scalar>::TransformerModel(const TransformerModel &other)
    : m_config(other.m_config)
    , m_embedding(other.m_embedding)
    , m_finalNorm(other.m_finalNorm)
    , m_head(other.m_head)
    , m_stream(other.m_stream)
    , m_normed(other.m_normed)
    , m_logits(other.m_logits)
    , m_dLogits(other.m_dLogits)
    , m_dNormed(other.m_dNormed)
    , m_dStream(other.m_dStream)
    , m_dScratch(other.m_dScratch)
{
    for (const auto &block : other.m_blocks)
        m_blocks.push_back(std::make_unique<TransformerBlock<Scalar>>(*block));
}

template <typename Scalar>
void TransformerModel<Scalar>::run(const std::vector<int> &tokens, int sequenceLength)
{
    if (sequenceLength < 1 || sequenceLength > m_config.context || tokens.empty() ||
        tokens.size() % size_t(sequenceLength) != 0)
        throw std::invalid_argument("transformer: tokens must be whole sequences of length ≤ T");
    m_embedding.forward(tokens, sequenceLength, m_stream[0]);
    for (size_t l = 0; l < m_blocks.size(); ++l)
        m_blocks[l]->forward(m_stream[l], sequenceLength, m_stream[l + 1]);
    m_finalNorm.forward(m_stream.back(), m_normed);
    m_head.forward(m_normed, m_logits);
}

template <typename Scalar>
double TransformerModel<Scalar>::forward(const std::vector<int> &tokens,
                                         const std::vector<int> &targets, int sequenceLength)
{
    run(tokens, sequenceLength);
    return CrossEntropy<Scalar>::lossAndGradient(m_logits, targets, m_dLogits);
}

template <typename Scalar>
double TransformerModel<Scalar>::evaluate(const std::vector<int> &tokens,
                                          const std::vector<int> &targets, int sequenceLength)
{
    run(tokens, sequenceLength);
    return CrossEntropy<Scalar>::loss(m_logits, targets);
}

template <typename Scalar> void TransformerModel<Scalar>::backward()
{
    m_head.backward(m_dLogits, m_dNormed);
    m_finalNorm.backward(m_dNormed, m_dStream);
    for (size_t l = m_blocks.size(); l-- > 0;) {
        m_blocks[l]->backward(m_dStream, m_dScratch);
        m_dStream.swap(m_dScratch);
    }
    m_embedding.backward(m_dStream);
}

template <typename Scalar>
std::vector<ModelParameter<Scalar> *> TransformerModel<Scalar>::parameters()
{
    std::vector<ModelParameter<Scalar> *> out{&m_embedding.tokens(), &m_embedding.positions()};
    for (auto &block : m_blocks)
        block->collectParameters(out);
    out.push_back(&m_finalNorm.gamma());
    if (m_config.norm == NormKind::LayerNorm)
        out.push_back(&m_finalNorm.beta());
    out.push_back(&m_head.weight());
    out.push_back(&m_head.bias());
    return out;
}

template <typename Scalar> long long TransformerModel<Scalar>::parameterCount()
{
    long long n = 0;
    for (const ModelParameter<Scalar> *p : parameters())
        n += p->value.size();
    return n;
}

template <typename Scalar> void TransformerModel<Scalar>::zeroGradients()
{
    for (ModelParameter<Scalar> *p : parameters())
        p->grad.setZero();
}

template <typename Scalar> double TransformerModel<Scalar>::gradientNorm()
{
    double sum = 0.0;
    for (const ModelParameter<Scalar> *p : parameters())
        sum += p->grad.template cast<double>().squaredNorm();
    return std::sqrt(sum);
}

template <typename Scalar> double TransformerModel<Scalar>::clipGradientNorm(double maxNorm)
{
    const double norm = gradientNorm();
    if (norm > maxNorm) {
        const Scalar factor = Scalar(maxNorm / norm);
        for (ModelParameter<Scalar> *p : parameters())
            p->grad *= factor;
    }
    return norm;
}

template <typename Scalar> void TransformerModel<Scalar>::setNormKind(NormKind kind)
{
    m_config.norm = kind;
    for (auto &block : m_blocks)
        block->setNormKind(kind);
    m_finalNorm.setKind(kind);
}

template <typename Scalar> double TransformerModel<Scalar>::normSeconds() const
{
    double s = m_finalNorm.seconds();
    for (const auto &block : m_blocks)
        s += block->normSeconds();
    return s;
}

template <typename Scalar> void TransformerModel<Scalar>::resetNormSeconds()
{
    m_finalNorm.resetSeconds();
    for (auto &block : m_blocks)
        block->resetNormSeconds();
}

template class TransformerModel<float>;
template class TransformerModel<double>;

} // namespace nk
