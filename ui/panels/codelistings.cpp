#include "panels/codelistings.h"

namespace nk::ui {

namespace {

// The rows line up across the two algorithms: mean | (no mean), variance | mean square,
// normalize | divisor, output | output.
const QStringList kNumPyLayerNorm = {
    QStringLiteral("import numpy as np"),
    QStringLiteral(""),
    QStringLiteral("def layer_norm(x, gamma, beta, eps=1e-5):"),
    QStringLiteral("    mu = np.mean(x)"),
    QStringLiteral("    var = np.mean((x - mu) ** 2)"),
    QStringLiteral("    x_hat = (x - mu) / np.sqrt(var + eps)"),
    QStringLiteral("    return gamma * x_hat + beta"),
};
const QStringList kNumPyRmsNorm = {
    QStringLiteral("import numpy as np"),
    QStringLiteral(""),
    QStringLiteral("def rms_norm(x, gamma, eps=1e-5):"),
    QStringLiteral("    # no mean: nothing is centred"),
    QStringLiteral("    ms = np.mean(x ** 2)"),
    QStringLiteral("    divisor = np.sqrt(ms + eps)"),
    QStringLiteral("    return x / divisor * gamma"),
};
const QStringList kTorchLayerNorm = {
    QStringLiteral("import torch"),
    QStringLiteral(""),
    QStringLiteral("def layer_norm(x, gamma, beta, eps=1e-5):"),
    QStringLiteral("    mu = x.mean()"),
    QStringLiteral("    var = x.var(unbiased=False)"),
    QStringLiteral("    x_hat = (x - mu) / torch.sqrt(var + eps)"),
    QStringLiteral("    return gamma * x_hat + beta"),
    QStringLiteral(""),
    QStringLiteral("# the library's own, same result:"),
    QStringLiteral("# F.layer_norm(x, x.shape, gamma, beta, eps)"),
};
const QStringList kTorchRmsNorm = {
    QStringLiteral("import torch"),
    QStringLiteral(""),
    QStringLiteral("def rms_norm(x, gamma, eps=1e-5):"),
    QStringLiteral("    # no mean: nothing is centred"),
    QStringLiteral("    ms = x.pow(2).mean()"),
    QStringLiteral("    divisor = torch.sqrt(ms + eps)"),
    QStringLiteral("    return x / divisor * gamma"),
    QStringLiteral(""),
    QStringLiteral("# PyTorch 2.4 and later:"),
    QStringLiteral("# F.rms_norm(x, x.shape, gamma, eps)"),
};
// From core/norm/rmsnormtrace.cpp (the test finds every non-commentary line there, in order).
// C is the compute type: float when sums accumulate in fp32, whatever S stores.
const QStringList kKernel = {
    QStringLiteral("// core/norm/rmsnormtrace.cpp: S stores x, C computes (float for fp32 sums)"),
    QStringLiteral("C sum{};"),
    QStringLiteral("for (int i = 0; i < d; ++i) {"),
    QStringLiteral("    const C xi = convert<C>(xs[size_t(i)]);"),
    QStringLiteral("    squares[size_t(i)] = as.mul(xi, xi);"),
    QStringLiteral("    sum = i == 0 ? squares[size_t(i)] : as.add(sum, squares[size_t(i)]);"),
    QStringLiteral("// …"),
    QStringLiteral("const C meanSquare = ams.div(sum, fromDouble<C>(double(d)));"),
    QStringLiteral("// …  divisor = √(meanSquare + ε), ε stored in C"),
    QStringLiteral("for (int i = 0; i < d; ++i) {"),
    QStringLiteral("    const C unit = asc.div(convert<C>(xs[size_t(i)]), divisor);"),
    QStringLiteral("    const C y = asc.mul(unit, gamma[size_t(i)]);"),
    QStringLiteral("    scStep.values[size_t(i)] = toDouble(convert<S>(y));"),
};

} // namespace

CodeListings::Listing CodeListings::listing(Style style, Side side)
{
    const bool ln = side == Side::LayerNorm;
    switch (style) {
    case Style::NumPy:
        return {ln ? kNumPyLayerNorm : kNumPyRmsNorm, true};
    case Style::PyTorch:
        return {ln ? kTorchLayerNorm : kTorchRmsNorm, true};
    case Style::Kernel:
    default:
        return {kKernel, false};
    }
}

QList<int> CodeListings::linesFor(Style style, Side side, const QString &key)
{
    if (style == Style::Kernel) {
        if (key == QLatin1String("kernel") || key == QLatin1String("statistic"))
            return {1, 2, 3, 4, 5, 7};
        if (key == QLatin1String("divide"))
            return {8};
        if (key == QLatin1String("output"))
            return {9, 10, 11, 12};
        return {};
    }
    const bool ln = side == Side::LayerNorm;
    if (key == QLatin1String("functions"))
        return {2};
    if (key == QLatin1String("mean"))
        return ln ? QList<int>{3} : QList<int>{};
    if (key == QLatin1String("statistic"))
        return {4};
    if (key == QLatin1String("divide"))
        return {5};
    if (key == QLatin1String("output"))
        return {6};
    return {};
}

bool CodeListings::isCommentary(const QString &line)
{
    return line.trimmed().startsWith(QLatin1String("//"));
}

} // namespace nk::ui
