#include "formula/liveformula.h"

#include "norm/numberformat.h"
#include "numeric/precision.h"

#include <QStringList>

#include <cmath>

namespace nk::ui {

using nk::StepId;

namespace {

QString texDigits(double v, int digits)
{
    if (std::isnan(v))
        return QStringLiteral("\\text{NaN}");
    if (std::isinf(v))
        return v > 0 ? QStringLiteral("\\infty") : QStringLiteral("-\\infty");
    // TeX wants an ASCII minus; the digits are NumberFormat's.
    QString s = QString::number(v == 0.0 ? 0.0 : v, 'g', digits);
    const int e = s.indexOf(QLatin1Char('e'));
    if (e >= 0) {
        const QString mant = s.left(e);
        const int exp = s.mid(e + 1).toInt();
        s = mant + QStringLiteral("\\times 10^{%1}").arg(exp);
    }
    return s;
}

QString tex(double v, nk::Precision p)
{
    return texDigits(v, nk::NumberFormat::narrationDigits(p));
}

// A term inside a sum: negative values in parentheses.
QString term(double v, nk::Precision p)
{
    const QString t = tex(v, p);
    return v < 0 || std::signbit(v) ? QStringLiteral("(%1)").arg(t) : t;
}

// The elements of a long vector worth writing out, by NumberFormat's elision rule.
template <typename Format>
QStringList elided(const std::vector<double> &v, int maxShown, const QString &ellipsis,
                   Format format)
{
    QStringList parts;
    for (int i : nk::NumberFormat::elidedIndices(int(v.size()), maxShown))
        parts << (i < 0 ? ellipsis : format(v[size_t(i)]));
    return parts;
}

QString sumOf(const std::vector<double> &terms, nk::Precision p, int maxTerms)
{
    return elided(terms, maxTerms, QStringLiteral("\\cdots"), [p](double v) { return term(v, p); })
        .join(QStringLiteral(" + "));
}

QString vectorOf(const std::vector<double> &v, nk::Precision p, int maxTerms)
{
    const QStringList parts =
        elided(v, maxTerms, QStringLiteral("\\ldots"), [p](double x) { return tex(x, p); });
    return QStringLiteral("\\left[") + parts.join(QStringLiteral(",\\ ")) +
           QStringLiteral("\\right]");
}

// γ or β as given: one number, or a vector when per-element.
QString parameterText(const std::vector<double> &values, int maxTerms)
{
    if (values.size() == 1)
        return tex(values[0], nk::Precision::Fp64);
    return vectorOf(values, nk::Precision::Fp64, maxTerms);
}

} // namespace

QString LiveFormula::texNumber(double v, int digits)
{
    return texDigits(v, digits);
}

QString LiveFormula::texSum(const std::vector<double> &terms, int digits, int maxTerms)
{
    return elided(terms, maxTerms, QStringLiteral("\\cdots"),
                  [digits](double v) {
                      const QString t = texDigits(v, digits);
                      return v < 0 || std::signbit(v) ? QStringLiteral("(%1)").arg(t) : t;
                  })
        .join(QStringLiteral(" + "));
}

int LiveFormula::significantDigits(nk::Precision p)
{
    return nk::NumberFormat::displayDigits(p);
}

QString LiveFormula::number(double v, nk::Precision p)
{
    return QString::fromStdString(nk::NumberFormat::number(v, p));
}

QString LiveFormula::list(const std::vector<double> &v, nk::Precision p, int maxShown)
{
    return QString::fromStdString(nk::NumberFormat::list(v, p, maxShown));
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
        // RMS is √mean(x²), as on every screen; the step's result is the divisor with ε.
        return QStringLiteral("\\sqrt{\\mathrm{RMS}^2 + \\epsilon}, \\quad \\mathrm{RMS} = "
                              "\\sqrt{\\frac{1}{d}\\sum_{i=1}^{d} x_i^2}");
    case StepId::Scale:
        return QStringLiteral(
            "y_i = \\frac{x_i}{\\sqrt{\\mathrm{RMS}^2 + \\epsilon}} \\cdot \\gamma_i");
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
            .arg(parameterText(trace.settings.gamma, maxTerms),
                 parameterText(trace.settings.beta, maxTerms), vectorOf(st->values, p, maxTerms));
    case StepId::Square:
        return QStringLiteral("\\mathbf{x}^2 = %1").arg(vectorOf(st->values, p, maxTerms));
    case StepId::MeanSquare:
        return QStringLiteral("\\frac{1}{%1}\\left(%2\\right) = \\frac{%3}{%1} = %4")
            .arg(d,
                 sumOf(st->terms.empty() ? trace.step(StepId::Square)->terms : st->terms, p,
                       maxTerms),
                 tex(st->namedValue("sum_squares", NAN), p), tex(st->scalar, p));
    case StepId::Rms:
        return QStringLiteral("\\sqrt{\\mathrm{RMS}^2 + \\epsilon} = \\sqrt{%1 + %2} = %3")
            .arg(tex(trace.step(StepId::MeanSquare)->scalar, p), tex(st->namedValue("eps", NAN), p),
                 tex(st->scalar, p));
    case StepId::Scale:
        return QStringLiteral("\\mathbf{y} = \\frac{\\mathbf{x}}{%1} \\cdot %2 = %3")
            .arg(tex(trace.step(StepId::Rms)->scalar, p),
                 parameterText(trace.settings.gamma, maxTerms), vectorOf(st->values, p, maxTerms));
    }
    return {};
}

} // namespace nk::ui
