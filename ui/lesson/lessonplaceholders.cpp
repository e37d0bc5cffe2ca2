#include "lessonplaceholders.h"

#include "flopclaims.h"
#include "layernormtrace.h"
#include "monitornumbers.h"
#include "numberformat.h"
#include "precisionlimits.h"
#include "rmsnormtrace.h"

#include <cmath>

using nk::NumberFormat;
using nk::StepId;

namespace {

QString text(const std::string &s)
{
    return QString::fromStdString(s);
}

// γ or β as given: one value, or the list.
QString parameter(const std::vector<double> &v, nk::Precision p)
{
    return v.size() == 1 ? text(NumberFormat::number(v[0], 6)) : text(NumberFormat::list(v, p));
}

// "8d" from a per-element constant.
QString perElement(double k)
{
    return text(NumberFormat::number(k, 3)) + QLatin1Char('d');
}

} // namespace

QHash<QString, QString> LessonPlaceholders::values(const nk::NormTrace &ln,
                                                   const nk::NormTrace &rms)
{
    const nk::Precision p = ln.settings.precision;
    auto num = [p](double v) { return text(NumberFormat::number(v, p)); };
    auto list = [p](const std::vector<double> &v) { return text(NumberFormat::list(v, p)); };
    QHash<QString, QString> h;
    const nk::TraceStep *mean = ln.step(StepId::Mean);
    const nk::TraceStep *var = ln.step(StepId::Variance);
    const nk::TraceStep *norm = ln.step(StepId::Normalize);
    const nk::TraceStep *sq = rms.step(StepId::Square);
    const nk::TraceStep *ms = rms.step(StepId::MeanSquare);
    const nk::TraceStep *r = rms.step(StepId::Rms);
    const nk::StabilityNumbers st = nk::MonitorNumbers::stability(ln, rms);
    const int d = ln.d();
    h[QStringLiteral("d")] = QString::number(d);
    h[QStringLiteral("precision")] = text(nk::toString(p));
    h[QStringLiteral("x")] = list(ln.storedInput);
    h[QStringLiteral("x1")] = num(ln.storedInput.front());
    h[QStringLiteral("mu")] = num(mean->scalar);
    h[QStringLiteral("sum")] = num(mean->namedValue("sum", mean->scalar * d));
    h[QStringLiteral("var")] = num(var->scalar);
    // σ itself, and the divisor √(σ² + ε): two different numbers (σ ≈ 0 for constant input).
    h[QStringLiteral("std")] = num(st.sigma);
    h[QStringLiteral("divisor")] = num(norm->scalar);
    h[QStringLiteral("eps")] = text(NumberFormat::number(ln.settings.eps, 6));
    h[QStringLiteral("eps_stored")] = num(norm->namedValue("eps"));
    h[QStringLiteral("eps_default")] = text(NumberFormat::number(nk::NormSettings().eps, 6));
    h[QStringLiteral("xhat")] = list(ln.normalized);
    h[QStringLiteral("x1_dev")] =
        var->values.empty() ? num(ln.storedInput.front() - mean->scalar) : num(var->values.front());
    h[QStringLiteral("x1_hat")] = num(ln.normalized.front());
    h[QStringLiteral("ln_out")] = list(ln.output());
    h[QStringLiteral("x1_ln_out")] = num(ln.output().front());
    h[QStringLiteral("gamma")] = parameter(ln.settings.gamma, p);
    h[QStringLiteral("beta")] = parameter(ln.settings.beta, p);
    h[QStringLiteral("squares")] = list(sq->values);
    h[QStringLiteral("x1_sq")] = num(sq->values.front());
    h[QStringLiteral("sum_sq")] = num(sq->namedValue("sum_squares"));
    h[QStringLiteral("ms")] = num(ms->scalar);
    h[QStringLiteral("rms")] = num(r->scalar);
    h[QStringLiteral("rms_unit")] = list(rms.normalized);
    h[QStringLiteral("rms_out")] = list(rms.output());
    h[QStringLiteral("x1_rms_out")] = num(rms.output().front());
    h[QStringLiteral("ln_ops")] = QString::number(ln.ops.total());
    h[QStringLiteral("rms_ops")] = QString::number(rms.ops.total());
    h[QStringLiteral("ops_saved")] = QString::number(ln.ops.total() - rms.ops.total());
    h[QStringLiteral("ops_ratio")] =
        text(NumberFormat::number(nk::MonitorNumbers::operationRatio(ln, rms), 3));
    h[QStringLiteral("ops_saving")] =
        text(NumberFormat::percent(nk::MonitorNumbers::operationSaving(ln, rms)));
    h[QStringLiteral("ln_passes")] = QString::number(ln.passes);
    h[QStringLiteral("rms_passes")] = QString::number(rms.passes);
    // Walks LayerNorm makes for its statistics: two-pass 2, one-pass and Welford 1.
    int statWalks = 0;
    for (const nk::TraceStep *s : {mean, var})
        statWalks += s && s->walksTable ? 1 : 0;
    h[QStringLiteral("ln_stat_walks")] = QString::number(statWalks);
    h[QStringLiteral("ln_err")] = text(NumberFormat::number(ln.maxAbsError, 3));
    h[QStringLiteral("rms_err")] = text(NumberFormat::number(rms.maxAbsError, 3));
    h[QStringLiteral("mu_sq")] = num(st.meanSquared);
    // A common claim, shown beside the count: LayerNorm ≈ 8d, RMSNorm ≈ 4d operations.
    h[QStringLiteral("claim_ln")] = perElement(nk::claims::kCommonClaimLayerNormPerElement);
    h[QStringLiteral("claim_rms")] = perElement(nk::claims::kCommonClaimRmsNormPerElement);
    h[QStringLiteral("claim_ln_ops")] =
        QString::number(std::llround(nk::claims::kCommonClaimLayerNormPerElement * d));
    h[QStringLiteral("claim_rms_ops")] =
        QString::number(std::llround(nk::claims::kCommonClaimRmsNormPerElement * d));
    // Profilers' count, the speed-up claims (cited constants, flopclaims.h).
    h[QStringLiteral("profiler_ln")] = perElement(nk::claims::kProfilerLayerNormPerElement);
    h[QStringLiteral("claim_speedup")] =
        text(NumberFormat::number(nk::claims::kCommonClaimSpeedupLow, 3)) + QChar(0x2013) +
        text(NumberFormat::ratio(nk::claims::kCommonClaimSpeedupHigh, 2));
    h[QStringLiteral("paper_speedup")] =
        text(NumberFormat::ratio(nk::claims::kPaperTransformerSpeedup, 3));
    // Where squares and Σx² leave fp16's range (computed, precisionlimits.h).
    h[QStringLiteral("fp16_max")] =
        text(NumberFormat::number(nk::formatInfo(nk::Precision::Fp16).largestFinite, 6));
    h[QStringLiteral("fp32_max")] =
        text(NumberFormat::number(nk::formatInfo(nk::Precision::Fp32).largestFinite, 3));
    h[QStringLiteral("fp16_square_limit")] = text(NumberFormat::number(
        nk::PrecisionLimits::smallestOverflowingSquare(nk::Precision::Fp16), 6));
    h[QStringLiteral("fp16_rms_limit")] = text(NumberFormat::number(
        nk::PrecisionLimits::sumOfSquaresOverflowRms(nk::Precision::Fp16, d), 4));
    return h;
}

QStringList LessonPlaceholders::names()
{
    const std::vector<double> x{1.0};
    const nk::NormSettings s;
    QStringList out = values(nk::traceLayerNorm(x, s), nk::traceRmsNorm(x, s)).keys();
    out.sort();
    return out;
}
