// Every backward op of the training engine against central finite differences in fp64.
#include "numeric/portablerandom.h"
#include "training/nn/causalselfattention.h"
#include "training/nn/crossentropy.h"
#include "training/nn/gelu.h"
#include "training/nn/linearlayer.h"
#include "training/nn/normlayer.h"
#include "training/nn/tokenembedding.h"
#include "training/nn/transformermodel.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <functional>
#include <string>
#include <vector>

using namespace nk;

namespace {

using Matrix = RowMatrix<double>;

Matrix randomMatrix(Eigen::Index rows, Eigen::Index cols, PortableRandom &random,
                    double scale = 1.0, double offset = 0.0)
{
    Matrix m(rows, cols);
    for (Eigen::Index i = 0; i < rows; ++i)
        for (Eigen::Index j = 0; j < cols; ++j)
            m(i, j) = offset + scale * random.standardNormal();
    return m;
}

// The largest |analytic − numeric| / max(1, |numeric|) over every element of value, with the
// numeric derivative (L(v + h) − L(v − h)) / 2h of loss() (which reads value).
double worstError(Matrix &value, const Matrix &analytic, const std::function<double()> &loss)
{
    constexpr double h = 1e-6;
    double worst = 0.0;
    for (Eigen::Index i = 0; i < value.size(); ++i) {
        double &v = value.data()[i];
        const double saved = v;
        v = saved + h;
        const double plus = loss();
        v = saved - h;
        const double minus = loss();
        v = saved;
        const double numeric = (plus - minus) / (2.0 * h);
        worst = std::max(worst,
                         std::abs(analytic.data()[i] - numeric) / std::max(1.0, std::abs(numeric)));
    }
    return worst;
}

// L = Σ W ⊙ Y: its ∂L/∂Y is W, a dense, non-trivial upstream gradient.
double weightedSum(const Matrix &y, const Matrix &w)
{
    return (y.array() * w.array()).sum();
}

constexpr double kTolerance = 1e-7;

} // namespace

TEST_CASE("norm backward matches finite differences and PRODUCT.md §7", "[training][gradients]")
{
    for (const NormKind kind : {NormKind::LayerNorm, NormKind::RmsNorm}) {
        INFO((kind == NormKind::LayerNorm ? "LayerNorm" : "RMSNorm"));
        PortableRandom random(11);
        const int n = 3, d = 5;
        Matrix x = randomMatrix(n, d, random, 1.5, 0.7); // μ ≠ 0, so LN and RMS differ
        const Matrix w = randomMatrix(n, d, random);
        NormLayer<double> norm(kind, d, "norm", 1.0, 1e-5);
        norm.gamma().value = randomMatrix(1, d, random, 0.5, 1.0);
        norm.beta().value = randomMatrix(1, d, random, 0.5);
        Matrix y, dx;
        const auto loss = [&] {
            norm.forward(x, y);
            return weightedSum(y, w);
        };
        loss();
        norm.backward(w, dx);
        CHECK(worstError(x, dx, loss) < kTolerance);
        CHECK(worstError(norm.gamma().value, norm.gamma().grad, loss) < kTolerance);
        if (kind == NormKind::LayerNorm)
            CHECK(worstError(norm.beta().value, norm.beta().grad, loss) < kTolerance);

        // The formulas of §7 written out literally for row 0, g = w.row(0).
        const Eigen::RowVectorXd xr = x.row(0), g = w.row(0), gamma = norm.gamma().value.row(0);
        Eigen::RowVectorXd expected(d);
        if (kind == NormKind::RmsNorm) {
            const double r = std::sqrt(xr.array().square().mean() + 1e-5);
            const double sum = (gamma.array() * g.array() * xr.array()).sum();
            for (int i = 0; i < d; ++i)
                expected(i) = gamma(i) * g(i) / r - xr(i) * sum / (d * r * r * r);
        } else {
            const double mu = xr.mean();
            const double s = std::sqrt((xr.array() - mu).square().mean() + 1e-5);
            const Eigen::RowVectorXd xhat = (xr.array() - mu) / s;
            const Eigen::RowVectorXd gh = gamma.array() * g.array();
            const double meanG = gh.mean(), meanGx = (gh.array() * xhat.array()).mean();
            for (int i = 0; i < d; ++i)
                expected(i) = (gh(i) - meanG - xhat(i) * meanGx) / s;
        }
        CHECK((dx.row(0) - expected).cwiseAbs().maxCoeff() < 1e-12);
    }
}

TEST_CASE("linear layer backward matches finite differences", "[training][gradients]")
{
    PortableRandom random(12);
    Matrix x = randomMatrix(5, 4, random);
    const Matrix w = randomMatrix(5, 3, random);
    LinearLayer<double> linear(4, 3, "linear");
    linear.initialize(random, 0.7);
    linear.bias().value = randomMatrix(1, 3, random);
    Matrix y, dx;
    const auto loss = [&] {
        linear.forward(x, y);
        return weightedSum(y, w);
    };
    loss();
    linear.backward(w, dx);
    CHECK(worstError(x, dx, loss) < kTolerance);
    CHECK(worstError(linear.weight().value, linear.weight().grad, loss) < kTolerance);
    CHECK(worstError(linear.bias().value, linear.bias().grad, loss) < kTolerance);
}

TEST_CASE("GELU backward matches finite differences", "[training][gradients]")
{
    PortableRandom random(13);
    Matrix x = randomMatrix(3, 4, random, 2.0);
    x(0, 0) = 0.0;
    x(0, 1) = -3.0;
    x(0, 2) = 3.0;
    const Matrix w = randomMatrix(3, 4, random);
    Matrix y, dx;
    const auto loss = [&] {
        Gelu<double>::forward(x, y);
        return weightedSum(y, w);
    };
    loss();
    Gelu<double>::backward(x, w, dx);
    CHECK(worstError(x, dx, loss) < kTolerance);
    // GELU(0) = 0, GELU(3) ≈ 2.9964 (tanh form)
    CHECK(y(0, 0) == 0.0);
    CHECK(y(0, 2) == Approx(2.99636).epsilon(1e-5));
}

TEST_CASE("causal self-attention backward matches finite differences", "[training][gradients]")
{
    PortableRandom random(14);
    const int d = 6, heads = 2, T = 4, B = 2;
    Matrix x = randomMatrix(B * T, d, random);
    const Matrix w = randomMatrix(B * T, d, random);
    CausalSelfAttention<double> attention(d, heads, "attention");
    // Large weights: peaked softmax rows, so the softmax backward is really exercised.
    attention.initialize(random, 0.8, 0.5);
    attention.inputProjection().bias().value = randomMatrix(1, 3 * d, random, 0.3);
    attention.outputProjection().bias().value = randomMatrix(1, d, random, 0.3);
    Matrix y, dx;
    const auto loss = [&] {
        attention.forward(x, T, y);
        return weightedSum(y, w);
    };
    loss();
    attention.backward(w, dx);
    CHECK(worstError(x, dx, loss) < kTolerance);
    for (LinearLayer<double> *l : {&attention.inputProjection(), &attention.outputProjection()}) {
        CHECK(worstError(l->weight().value, l->weight().grad, loss) < kTolerance);
        CHECK(worstError(l->bias().value, l->bias().grad, loss) < kTolerance);
    }
}

TEST_CASE("the causal mask: no position sees a later one", "[training][gradients]")
{
    PortableRandom random(15);
    const int d = 4, T = 5;
    Matrix x = randomMatrix(2 * T, d, random);
    CausalSelfAttention<double> attention(d, 2, "attention");
    attention.initialize(random, 0.8, 0.8);
    Matrix before, after;
    attention.forward(x, T, before);
    // Change the last token of sequence 0 and the first of sequence 1: only row T − 1 and
    // sequence 1 may move.
    x.row(T - 1).array() += 1.0;
    attention.forward(x, T, after);
    CHECK((after.topRows(T - 1) - before.topRows(T - 1)).cwiseAbs().maxCoeff() == 0.0);
    CHECK((after.row(T - 1) - before.row(T - 1)).cwiseAbs().maxCoeff() > 1e-3);
    CHECK((after.bottomRows(T) - before.bottomRows(T)).cwiseAbs().maxCoeff() == 0.0);
}

TEST_CASE("token and position embedding backward matches finite differences",
          "[training][gradients]")
{
    PortableRandom random(16);
    const int vocabulary = 5, context = 4, d = 3, T = 3;
    TokenEmbedding<double> embedding(vocabulary, context, d);
    embedding.initialize(random, 1.0, 1.0);
    const std::vector<int> tokens{0, 2, 2, 4, 2, 1}; // two sequences of T = 3, token 2 thrice
    const Matrix w = randomMatrix(6, d, random);
    Matrix x;
    const auto loss = [&] {
        embedding.forward(tokens, T, x);
        return weightedSum(x, w);
    };
    loss();
    embedding.backward(w);
    CHECK(worstError(embedding.tokens().value, embedding.tokens().grad, loss) < kTolerance);
    CHECK(worstError(embedding.positions().value, embedding.positions().grad, loss) < kTolerance);
    CHECK(embedding.positions().grad.row(3).isZero()); // position 3 unused with T = 3
    CHECK(embedding.tokens().grad.row(3).isZero());    // token 3 unused
}

TEST_CASE("cross-entropy backward matches finite differences", "[training][gradients]")
{
    PortableRandom random(17);
    Matrix logits = randomMatrix(4, 5, random, 3.0);
    const std::vector<int> targets{0, 4, 2, 2};
    Matrix dLogits, unused;
    const double l = CrossEntropy<double>::lossAndGradient(logits, targets, dLogits);
    CHECK(l == Approx(CrossEntropy<double>::loss(logits, targets)).epsilon(1e-14));
    const auto loss = [&] { return CrossEntropy<double>::loss(logits, targets); };
    CHECK(worstError(logits, dLogits, loss) < kTolerance);
    // Uniform logits: ln V nats.
    const Matrix flat = Matrix::Constant(2, 5, 0.3);
    CHECK(CrossEntropy<double>::loss(flat, {1, 3}) == Approx(std::log(5.0)));
}

TEST_CASE("a whole tiny model's backward matches finite differences", "[training][gradients]")
{
    for (const NormKind kind : {NormKind::LayerNorm, NormKind::RmsNorm}) {
        INFO((kind == NormKind::LayerNorm ? "LayerNorm" : "RMSNorm"));
        TransformerConfig c;
        c.vocabulary = 7;
        c.context = 4;
        c.layers = 2;
        c.width = 8;
        c.heads = 2;
        c.mlpMultiple = 2;
        c.norm = kind;
        c.initStddev = 0.4;
        c.seed = 3;
        TransformerModel<double> model(c);
        PortableRandom random(18);
        for (ModelParameter<double> *p : model.parameters()) // γ ≠ 1, β ≠ 0, biases ≠ 0
            if (p->name.find("gamma") != std::string::npos)
                p->value = randomMatrix(1, p->value.cols(), random, 0.3, 1.0);
            else if (p->value.rows() == 1)
                p->value = randomMatrix(1, p->value.cols(), random, 0.2);
        // Two sequences of T = 3 < context.
        const std::vector<int> tokens{1, 5, 2, 6, 0, 3}, targets{5, 2, 2, 0, 3, 4};
        model.zeroGradients();
        model.forward(tokens, targets, 3);
        model.backward();
        const auto loss = [&] { return model.evaluate(tokens, targets, 3); };
        for (ModelParameter<double> *p : model.parameters()) {
            INFO(p->name);
            const Matrix analytic = p->grad;
            CHECK(worstError(p->value, analytic, loss) < kTolerance);
        }
        CHECK(model.parameters().size() == (kind == NormKind::LayerNorm ? 30u : 25u));
    }
}
