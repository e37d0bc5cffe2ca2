#include "handout/finishreport.h"

#include "analysis/monitornumbers.h"
#include "norm/flopclaims.h"
#include "base/numbertext.h"
#include "base/settingnames.h"

#include <algorithm>
#include <cmath>

namespace nk::ui {

using nk::StepId;
namespace claims = nk::claims;

namespace {

const QString kWarning = QStringLiteral("⚠");

// The output's spread σ/√(σ² + ε) is called "unit" when it is within this of 1.
constexpr double kUnitSpreadTolerance = 0.01;

double rootOf(double v)
{
    return v >= 0.0 ? std::sqrt(v) : NAN;
}

} // namespace

FinishReport::FinishReport(std::shared_ptr<const nk::NormTrace> ln,
                           std::shared_ptr<const nk::NormTrace> rms, const QStringList &takeaways,
                           const QString &chapterTitle)
    : m_ln(std::move(ln))
    , m_rms(std::move(rms))
    , m_takeaways(takeaways)
    , m_chapterTitle(chapterTitle)
{
    if (!isValid() || m_ln->input.empty())
        return;
    fillComparison();
    if (!m_takeaways.isEmpty())
        m_takeaways += inputCaveats();
}

const nk::NormTrace &FinishReport::trace(nk::Algorithm a) const
{
    return a == nk::Algorithm::LayerNorm ? *m_ln : *m_rms;
}

QString FinishReport::cell(int row, int column) const
{
    if (row < 0 || row >= RowCount || column < 0 || column > 2)
        return {};
    return m_cells[row][column];
}

bool FinishReport::isFlagged(int row, int column) const
{
    return column > 0 && cell(row, column).contains(kWarning);
}

QString FinishReport::number(double v) const
{
    return NumberText::number(v, m_ln ? m_ln->settings.precision : nk::Precision::Fp64);
}

QString FinishReport::opsText(const nk::OpCounts &ops)
{
    QStringList parts;
    if (ops.add)
        parts << tr("%1 add").arg(ops.add);
    if (ops.sub)
        parts << tr("%1 sub").arg(ops.sub);
    if (ops.mul)
        parts << tr("%1 mul").arg(ops.mul);
    if (ops.div)
        parts << tr("%1 div").arg(ops.div);
    if (ops.sqrt)
        parts << tr("%1 sqrt").arg(ops.sqrt);
    if (parts.isEmpty())
        return tr("no operations");
    return parts.join(QStringLiteral(" + "));
}

QStringList FinishReport::stats(nk::Algorithm a) const
{
    QStringList out;
    if (!isValid())
        return out;
    if (a == nk::Algorithm::LayerNorm) {
        if (const nk::TraceStep *mean = m_ln->step(StepId::Mean))
            out << tr("μ = %1").arg(number(mean->scalar));
        // σ = √σ² and the divisor √(σ² + ε) are different numbers: for a near-constant input
        // σ ≈ 0 while the divisor is ≈ √ε.
        if (const nk::TraceStep *var = m_ln->step(StepId::Variance))
            out << tr("σ = %1").arg(number(rootOf(var->scalar)));
        if (const nk::TraceStep *norm = m_ln->step(StepId::Normalize))
            out << tr("√(σ² + ε) = %1").arg(number(norm->scalar));
    } else {
        if (const nk::TraceStep *ms = m_rms->step(StepId::MeanSquare))
            out << tr("RMS = %1").arg(number(rootOf(ms->scalar)));
        if (const nk::TraceStep *r = m_rms->step(StepId::Rms))
            out << tr("√(RMS² + ε) = %1").arg(number(r->scalar));
    }
    return out;
}

QStringList FinishReport::costs(nk::Algorithm a) const
{
    const nk::NormTrace &t = trace(a);
    return {tr("%1 operations").arg(t.ops.total()), tr("%1 walks over the table").arg(t.passes)};
}

QStringList FinishReport::flagTexts(nk::Algorithm a) const
{
    const nk::NormTrace &trace = this->trace(a);
    const nk::Precision p = trace.settings.precision;
    const QString prec = QString::fromStdString(nk::toString(p));
    QStringList out;
    const nk::NumericFlags &f = trace.flags;
    if (f.overflow)
        out << tr("Overflow: a value grew past the largest %1 number and became infinite.")
                   .arg(prec);
    if (f.nan)
        out << tr("A NaN (not a number) appeared, so the output is meaningless.");
    if (f.epsLost)
        out << tr("ε is lost: %1 rounds it to 0.").arg(prec);
    if (f.negativeVariance) {
        const nk::TraceStep *var = trace.step(StepId::Variance);
        out << tr("The one-pass variance E[x²] − μ² came out negative (%1): catastrophic "
                  "cancellation.")
                   .arg(number(var ? var->namedValue("raw_variance") : 0.0));
    }
    if (f.varianceClamped)
        out << tr("The negative variance was clamped to 0, as kernels that use E[x²] − μ² must "
                  "(PyTorch's LayerNorm uses Welford, which needs no clamp).");
    if (f.divisorZero)
        out << tr("The divisor is 0, so the output is infinite or NaN.");
    return out;
}

QString FinishReport::errorText(nk::Algorithm a) const
{
    const nk::NormTrace &trace = this->trace(a);
    if (trace.settings.precision == nk::Precision::Fp64)
        return tr("fp64 is the reference: no error to compare against.");
    if (trace.relErrorUndefined)
        return tr("Error against fp64: max |Δy| = %1 (relative: undefined, a true value is 0)")
            .arg(NumberText::number(trace.maxAbsError, 3));
    return tr("Error against fp64: max |Δy| = %1 (relative %2)")
        .arg(NumberText::number(trace.maxAbsError, 3), NumberText::number(trace.maxRelError, 3));
}

QString FinishReport::settingsText() const
{
    if (!isValid())
        return {};
    const nk::NormSettings &s = m_ln->settings;
    const QString prec = QString::fromStdString(nk::toString(s.precision));
    return tr("γ = %1, β = %2, ε = %3; %4, sums in %5, %6 variance")
        .arg(NumberText::values(s.gamma, nk::Precision::Fp64),
             NumberText::values(s.beta, nk::Precision::Fp64),
             NumberText::number(s.eps, nk::NumberFormat::displayDigits(nk::Precision::Fp64)), prec,
             s.accumulation == nk::Accumulation::Fp32 ? tr("fp32") : prec,
             SettingNames::variance(s.variance));
}

// "Centred with unit spread whatever the input" fails in two cases; say so for this input.
QStringList FinishReport::inputCaveats() const
{
    QStringList out;
    const nk::TraceStep *var = m_ln->step(StepId::Variance);
    const nk::TraceStep *norm = m_ln->step(StepId::Normalize);
    if (!var || !norm)
        return out;
    const std::vector<double> &x = m_ln->storedInput;
    const bool constant =
        !x.empty() && std::all_of(x.begin(), x.end(), [&x](double v) { return v == x.front(); });
    if (constant) {
        out << tr("This input is constant: x − μ is 0 (up to rounding), so LayerNorm's output is "
                  "β (here %1), not centred with unit variance.")
                   .arg(NumberText::values(m_ln->settings.beta, m_ln->settings.precision));
        return out;
    }
    const double spread = rootOf(var->scalar) / norm->scalar;
    if (std::isfinite(spread) && std::abs(spread - 1.0) > kUnitSpreadTolerance)
        out << tr("Here σ² = %1 is not large against ε = %2: x̂ has standard deviation σ/√(σ² + ε) "
                  "= %3, "
                  "not 1.")
                   .arg(number(var->scalar), number(m_ln->settings.eps), number(spread));
    return out;
}

void FinishReport::fillComparison()
{
    const nk::NormTrace &ln = *m_ln, &rms = *m_rms;
    const nk::NormSettings &s = ln.settings;
    const nk::Precision p = s.precision;
    const QString prec = QString::fromStdString(nk::toString(p));
    const auto num = [this](double v) { return number(v); };
    const int d = ln.d();
    const nk::TraceStep *mean = ln.step(StepId::Mean);
    const nk::TraceStep *var = ln.step(StepId::Variance);
    const nk::TraceStep *norm = ln.step(StepId::Normalize);
    const nk::TraceStep *sq = rms.step(StepId::Square);
    const nk::TraceStep *ms = rms.step(StepId::MeanSquare);
    const nk::TraceStep *r = rms.step(StepId::Rms);
    if (!mean || !var || !norm || !sq || !ms || !r)
        return;

    m_cells[MeanRow][0] = tr("Mean subtraction");
    m_cells[MeanRow][1] = tr("Yes: μ = %1, subtracted from every element\ncounted: %2")
                              .arg(num(mean->scalar), opsText(mean->ops));
    if (s.variance == nk::VarianceAlgorithm::OnePass)
        m_cells[MeanRow][1] += tr(" (with Σxᵢ² in the same walk)");
    else if (s.variance == nk::VarianceAlgorithm::Welford)
        m_cells[MeanRow][1] += tr(" (Welford: the variance's sum in the same walk)");
    m_cells[MeanRow][2] =
        tr("No: x is used as it is; its mean (%1) stays in").arg(num(mean->scalar));

    m_cells[VarianceRow][0] = tr("Variance");
    switch (s.variance) {
    case nk::VarianceAlgorithm::TwoPass:
        m_cells[VarianceRow][1] =
            tr("σ² = %1 (two walks: μ first, then Σ(xᵢ − μ)²)").arg(num(var->scalar));
        break;
    case nk::VarianceAlgorithm::OnePass:
        m_cells[VarianceRow][1] =
            tr("σ² = E[x²] − μ² = %1 − %2 = %3 (one walk)")
                .arg(num(var->namedValue("mean_of_squares")), num(var->namedValue("mean_squared")),
                     num(var->namedValue("raw_variance", var->scalar)));
        if (var->flags.negativeVariance)
            m_cells[VarianceRow][1] +=
                tr("\nnegative: cancellation; clamped to %1").arg(num(var->scalar));
        break;
    case nk::VarianceAlgorithm::Welford:
        m_cells[VarianceRow][1] =
            tr("σ² = %1 (Welford: one walk with a running mean)").arg(num(var->scalar));
        break;
    }
    m_cells[VarianceRow][1] += tr("\ncounted: %1").arg(opsText(var->ops));
    nk::OpCounts msOps = sq->ops;
    msOps += ms->ops;
    m_cells[VarianceRow][2] = tr("Not needed: mean square = Σxᵢ²/d = %1 (one walk)\ncounted: %2")
                                  .arg(num(ms->scalar), opsText(msOps));

    const auto exact = [](const std::vector<double> &v) {
        return NumberText::values(v, nk::Precision::Fp64);
    };
    m_cells[ParametersRow][0] = tr("Parameters");
    m_cells[ParametersRow][1] =
        tr("γ and β (2d = %1 learned weights per layer)\nhere γ = %2, β = %3")
            .arg(2 * d)
            .arg(exact(s.gamma), exact(s.beta));
    m_cells[ParametersRow][2] =
        tr("γ only (d = %1 learned weights per layer)\nhere γ = %2").arg(d).arg(exact(s.gamma));
    const bool betaUsed =
        std::any_of(s.beta.begin(), s.beta.end(), [](double b) { return b != 0; });
    if (betaUsed)
        m_cells[ParametersRow][2] += tr("; β = %1 is ignored").arg(exact(s.beta));

    m_cells[StabilityRow][0] = tr("Numerical stability");
    auto stability = [&](nk::Algorithm a, QString text) {
        if (p != nk::Precision::Fp64)
            text += QLatin1Char('\n') + errorText(a);
        const QStringList flags = flagTexts(a);
        text += QLatin1Char('\n') +
                (flags.isEmpty() ? tr("No numeric problems in %1.").arg(prec)
                                 : kWarning + QLatin1Char(' ') +
                                       flags.join(QLatin1Char('\n') + kWarning + QLatin1Char(' ')));
        return text;
    };
    // σ (the standard deviation) and the divisor √(σ² + ε) apart.
    m_cells[StabilityRow][1] =
        stability(nk::Algorithm::LayerNorm,
                  tr("Divides by the divisor √(σ² + ε) = %1\nstandard deviation σ = %2")
                      .arg(num(norm->scalar), num(rootOf(var->scalar))));
    // μ² from core's stability figures, as the narration and the Monitor state it.
    m_cells[StabilityRow][2] = stability(
        nk::Algorithm::RmsNorm,
        tr("Divides by the divisor √(mean square + ε) = %1\nmean square = σ² + μ²: %2 ≈ %3 + %4, "
           "so RMS ≥ σ")
            .arg(num(r->scalar), num(ms->scalar), num(var->scalar),
                 num(nk::MonitorNumbers::stability(ln, rms).meanSquared)));

    // Counts, not time: calling this row "Speed" taught the confusion chapter 4 undoes.
    m_cells[SpeedRow][0] = tr("Cost: operations and walks");
    const auto perElement = [](double v) { return NumberText::number(v, 3); };
    auto speed = [&](const nk::NormTrace &t, double claimPerElement, const QString &careful) {
        const long long counted = t.ops.total();
        const double claim = claimPerElement * d;
        const QString claimText = NumberText::number(claim, 15);
        QString text = tr("Counted: %1 operations = %2·d (%3)\n%4 walks over the table")
                           .arg(counted)
                           .arg(perElement(double(counted) / d), opsText(t.ops))
                           .arg(t.passes);
        text += QLatin1Char('\n');
        text += std::llround(claim) == counted
                    ? tr("A common claim: %1d = %2, the same as counted")
                          .arg(perElement(claimPerElement), claimText)
                    : tr("A common claim: %1d = %2, counted %3 (they differ)")
                          .arg(perElement(claimPerElement), claimText)
                          .arg(counted);
        return text + QLatin1Char('\n') + careful;
    };
    m_cells[SpeedRow][1] = speed(ln, claims::kCommonClaimLayerNormPerElement,
                                 tr("A careful count of the formulas gives ≈ %1d; profilers "
                                    "(DeepSpeed, fvcore) use %2d.")
                                     .arg(perElement(claims::kCarefulLayerNormPerElement),
                                          perElement(claims::kProfilerLayerNormPerElement)));
    m_cells[SpeedRow][2] =
        speed(rms, claims::kCommonClaimRmsNormPerElement,
              tr("Counted saving: %1 fewer operations (LN/RMS = %2); the common claim says %3 "
                 "(%4).")
                  .arg(NumberText::percent(nk::MonitorNumbers::operationSaving(ln, rms)),
                       NumberText::ratio(nk::MonitorNumbers::operationRatio(ln, rms)),
                       NumberText::percent(claims::kCommonClaimSaving),
                       NumberText::ratio(claims::kCommonClaimRatio)));
}

} // namespace nk::ui
