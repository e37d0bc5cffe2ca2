#pragma once

#include "training/nn/linearlayer.h"
#include "training/nn/modelparameter.h"
#include "training/nn/normlayer.h"
#include "training/nn/tokenembedding.h"
#include "training/nn/transformerblock.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace nk {

struct TransformerConfig
{
    int vocabulary = 0;
    int context = 64; // T: longest sequence, rows of the position table
    int layers = 2;
    int width = 64; // d
    int heads = 4;
    int mlpMultiple = 4;
    NormKind norm = NormKind::LayerNorm;
    double gammaInit = 1.0;
    double eps = 1e-5;
    double initStddev = 0.02;
    std::uint64_t seed = 1;
};

// A decoder-only transformer language model (GPT-2 layout, untied output):
//   X₀ = E[tokens] + P[positions]                      (N × d, N = B·T)
//   Xₗ = Blockₗ(Xₗ₋₁), l = 1…L                         (pre-norm blocks)
//   Z = Norm_f(X_L)·W_out + b_out                       (N × V logits)
//   L = mean cross-entropy of Z against the next tokens
// Weights come from PortableRandom(seed) in a fixed order that does not depend on the norm
// (γ = gammaInit and β = 0 draw nothing), so a LayerNorm and an RMSNorm model of the same
// seed start from the same weights. Scalar: float to train, double for gradient checks.
template <typename Scalar> class TransformerModel
{
public:
    // Throws std::invalid_argument for a bad shape (vocabulary < 2, heads not dividing width, …).
    explicit TransformerModel(const TransformerConfig &config);
    // A deep copy (weights, gradients, norm kind): chapter 7 continues one trained model in
    // several ways.
    TransformerModel(const TransformerModel &other);
    TransformerModel &operator=(const TransformerModel &) = delete;

    const TransformerConfig &config() const { return m_config; }

    // tokens, targets: B·T ids, sequence b in entries b·T … b·T+T−1 (T ≤ context).
    // Returns the mean loss in nats and keeps what backward() needs.
    double forward(const std::vector<int> &tokens, const std::vector<int> &targets,
                   int sequenceLength);
    // The loss only (no gradient kept): for validation.
    double evaluate(const std::vector<int> &tokens, const std::vector<int> &targets,
                    int sequenceLength);
    // After forward(): adds ∂L/∂θ into every parameter's grad.
    void backward();
    const RowMatrix<Scalar> &logits() const { return m_logits; }

    // Every learned tensor, in a fixed order (β only with LayerNorm).
    std::vector<ModelParameter<Scalar> *> parameters();
    long long parameterCount();
    void zeroGradients();
    double gradientNorm(); // √(Σ over all parameters of Σ grad²), summed in double
    // Scales every gradient so the global norm is at most maxNorm; returns the norm before.
    double clipGradientNorm(double maxNorm);

    NormKind normKind() const { return m_config.norm; }
    // Every norm switches its formula and keeps its γ (β is dropped going to RMSNorm).
    void setNormKind(NormKind kind);

    // Seconds spent in the norm layers' forward + backward since the last reset.
    double normSeconds() const;
    void resetNormSeconds();

private:
    void run(const std::vector<int> &tokens, int sequenceLength); // up to the logits

    TransformerConfig m_config;
    TokenEmbedding<Scalar> m_embedding;
    std::vector<std::unique_ptr<TransformerBlock<Scalar>>> m_blocks;
    NormLayer<Scalar> m_finalNorm;
    LinearLayer<Scalar> m_head;
    std::vector<RowMatrix<Scalar>> m_stream; // X₀ … X_L
    RowMatrix<Scalar> m_normed, m_logits, m_dLogits, m_dNormed, m_dStream, m_dScratch;
};

} // namespace nk
