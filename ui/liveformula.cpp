#include "liveformula.h"

#include "precision.h"

#include <QStringList>

#include <cmath>

using nk::StepId;

namespace {

QString tex(double v, nk::Precision p)
{
    if (std::isnan(v))
        return QStringLiteral("\\text{NaN}");
    if (std::isinf(v))
        return v > 0 ? QStringLiteral("\\infty") : QStringLiteral("-\\infty");
    QString s = LiveFormula::number(v, p);
    const int e = s.indexOf(QLatin1Char('e'));
    if (e >= 0) {
        const QString mant = s.left(e);
        const int exp = s.mid(e + 1).toInt();
        s = mant + QStringLiteral("\\times 10^{%1}").arg(exp);
    }
    return s;
}

// A term inside a sum: negative values in parentheses.
QString term(double v, nk::Precision p)
{
    const QString t = tex(v, p);
    return v < 0 || std::signbit(v) ? QStringLiteral("(%1)").arg(t) : t;
}

QString sumOf(const std::vector<double> &terms, nk::Precision p, int maxTerms,
              const QString &wrapFormat = QStringLiteral("%1"))
{
    QStringList parts;
    const int d = int(terms.size());
    if (d <= maxTerms) {
        for (double v : terms)
            parts << wrapFormat.arg(term(v, p));
    } else {
        for (int i = 0; i < maxTerms - 1; ++i)
            parts << wrapFormat.arg(term(terms[size_t(i)], p));
        parts << QStringLiteral("\\cdots") << wrapFormat.arg(term(terms.back(), p));
    }
    return parts.join(QStringLiteral(" + "));
}

QString vectorOf(const std::vector<double> &v, nk::Precision p, int maxTerms)
{
    QStringList parts;
    const int d = int(v.size());
    const int shown = d <= maxTerms ? d : maxTerms - 1;
    for (int i = 0; i < shown; ++i)
        parts << tex(v[size_t(i)], p);
    if (d > maxTerms)
        parts << QStringLiteral("\\ldots") << tex(v.back(), p);
    return QStringLiteral("\\left[") + parts.join(QStringLiteral(",\\ ")) + QStringLiteral("\\right]");
}

QString gammaText(const nk::NormSettings &s, int maxTerms)
{
    if (s.gamma.size() == 1)
        return tex(s.gamma[0], nk::Precision::Fp64);
    return vectorOf(s.gamma, nk::Precision::Fp64, maxTerms);
}

QString betaText(const nk::NormSettings &s, int maxTerms)
{
    if (s.beta.size() == 1)
        return tex(s.beta[0], nk::Precision::Fp64);
    return vectorOf(s.beta, nk::Precision::Fp64, maxTerms);
}

} // namespace

int LiveFormula::significantDigits(nk::Precision p)
{
    return nk::formatInfo(p).decimalDigits;
}

QString LiveFormula::number(double v, nk::Precision p)
{
    if (std::isnan(v))
        return QStringLiteral("NaN");
    if (std::isinf(v))
        return v > 0 ? QStringLiteral("inf") : QStringLiteral("-inf");
    // fp64 and fp32 show 6 significant digits in formulas (enough to follow by hand);
    // fp16/bf16 show only what they keep.
    const int digits = std::min(significantDigits(p), 6);
    return QString::number(v, 'g', digits);
}

QString LiveFormula::symbolic(StepId id)
{
    switch (id) {
    case StepId::Input:
        return QStringLiteral("\\mathbf{x} = [x_1, x_2, \\ldots, x_d]");
    case StepId::Mean:
        return QStringLiteral("\\mu = \\frac{1}{d}\\sum_{i=1}^{d} x_i");
    case StepId::Variance:
        return QStringLiteral("\\sigma^2 = \\frac{1}{d}\\sum_{i=1}^{d} (x_i - \\mu)^2");
    case StepId::Normalize:
        return QStringLiteral("\\hat{x}_i = \\frac{x_i - \\mu}{\\sqrt{\\sigma^2 + \\epsilon}}");
    case StepId::Affine:
        return QStringLiteral("y_i = \\gamma_i \\hat{x}_i + \\beta_i");
    case StepId::Square:
        return QStringLiteral("x_i^2, \\quad i = 1, \\ldots, d");
    case StepId::MeanSquare:
        return QStringLiteral("\\frac{1}{d}\\sum_{i=1}^{d} x_i^2");
    case StepId::Rms:
        return QStringLiteral("\\mathrm{RMS} = \\sqrt{\\frac{1}{d}\\sum_{i=1}^{d} x_i^2 + \\epsilon}");
    case StepId::Scale:
        return QStringLiteral("y_i = \\frac{x_i}{\\mathrm{RMS}} \\cdot \\gamma_i");
    }
    return {};
}

QString LiveFormula::withNumbers(const nk::NormTrace &trace, StepId id, int maxTerms)
{
    const nk::TraceStep *st = trace.step(id);
    if (!st)
        return {};
    const nk::Precision p = trace.settings.precision;
    const QString d = QString::number(trace.d());
    switch (id) {
    case StepId::Input:
        return QStringLiteral("\\mathbf{x} = ") + vectorOf(st->values, p, maxTerms);
    case StepId::Mean:
        return QStringLiteral("\\mu = \\frac{1}{%1}\\left(%2\\right) = \\frac{%3}{%1} = %4")
            .arg(d, sumOf(st->terms, p, maxTerms), tex(st->namedValue("sum", NAN), p),
                 tex(st->scalar, p));
    case StepId::Variance:
        if (st->terms.empty()) {
            if (trace.settings.variance == nk::VarianceAlgorithm::OnePass)
                return QStringLiteral("\\sigma^2 = E[x^2] - \\mu^2 = %1 - %2 = %3%4")
                    .arg(tex(st->namedValue("mean_of_squares", NAN), p),
                         tex(st->namedValue("mean_squared", NAN), p),
                         tex(st->namedValue("raw_variance", NAN), p),
                         st->flags.varianceClamped
                             ? QStringLiteral(" \\to %1").arg(tex(st->scalar, p))
                             : QString());
            return QStringLiteral("\\sigma^2 = \\frac{M_2}{%1} = \\frac{%2}{%1} = %3")
                .arg(d, tex(st->namedValue("m2", NAN), p), tex(st->scalar, p));
        }
        return QStringLiteral("\\sigma^2 = \\frac{1}{%1}\\left(%2\\right) = %3")
            .arg(d, sumOf(st->terms, p, maxTerms), tex(st->scalar, p));
    case StepId::Normalize:
        return QStringLiteral("\\sqrt{\\sigma^2 + \\epsilon} = \\sqrt{%1 + %2} = %3,\\quad "
                              "\\hat{\\mathbf{x}} = %4")
            .arg(tex(trace.step(StepId::Variance)->scalar, p), tex(st->namedValue("eps", NAN), p),
                 tex(st->scalar, p), vectorOf(st->values, p, maxTerms));
    case StepId::Affine:
        return QStringLiteral("\\mathbf{y} = %1 \\cdot \\hat{\\mathbf{x}} + %2 = %3")
            .arg(gammaText(trace.settings, maxTerms), betaText(trace.settings, maxTerms),
                 vectorOf(st->values, p, maxTerms));
    case StepId::Square:
        return QStringLiteral("\\mathbf{x}^2 = %1").arg(vectorOf(st->values, p, maxTerms));
    case StepId::MeanSquare:
        return QStringLiteral("\\frac{1}{%1}\\left(%2\\right) = \\frac{%3}{%1} = %4")
            .arg(d, sumOf(st->terms.empty() ? trace.step(StepId::Square)->terms : st->terms, p, maxTerms),
                 tex(st->namedValue("sum_squares", NAN), p), tex(st->scalar, p));
    case StepId::Rms:
        return QStringLiteral("\\mathrm{RMS} = \\sqrt{%1 + %2} = %3")
            .arg(tex(trace.step(StepId::MeanSquare)->scalar, p),
                 tex(st->namedValue("eps", NAN), p), tex(st->scalar, p));
    case StepId::Scale:
        return QStringLiteral("\\mathbf{y} = \\frac{\\mathbf{x}}{%1} \\cdot %2 = %3")
            .arg(tex(trace.step(StepId::Rms)->scalar, p), gammaText(trace.settings, maxTerms),
                 vectorOf(st->values, p, maxTerms));
    }
    return {};
}
