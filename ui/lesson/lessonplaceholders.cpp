#include "lesson/lessonplaceholders.h"

#include "analysis/costledger.h"
#include "exercises/exercisesheet.h"
#include "norm/flopclaims.h"
#include "analysis/layerstack.h"
#include "norm/layernormtrace.h"
#include "analysis/monitornumbers.h"
#include "exercises/misconceptions.h"
#include "norm/numberformat.h"
#include "io/presets.h"
#include "analysis/rmsidentity.h"
#include "numeric/precisionlimits.h"
#include "norm/rmsnormtrace.h"

#include <cmath>

namespace nk::ui {

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

// Numbers of fixed inputs the words cite whatever vector is loaded, computed once by core:
// misconception 7's two fp16 regimes and the Near-constant preset's RMSNorm output.
struct FixedCases
{
    QHash<QString, QString> values;

    FixedCases()
    {
        auto num = [](double v, nk::Precision p) { return text(NumberFormat::number(v, p)); };
        const nk::LowPrecisionRegime mixed = nk::Misconceptions::lowPrecisionRegime(false);
        const nk::LowPrecisionRegime offset = nk::Misconceptions::lowPrecisionRegime(true);
        const nk::Precision half = nk::Precision::Fp16;
        values[QStringLiteral("lowp_mixed_x")] = text(NumberFormat::list(mixed.input, half));
        values[QStringLiteral("lowp_mixed_gap_sq")] = num(mixed.largestGapSquare, half);
        values[QStringLiteral("lowp_offset_x")] = text(NumberFormat::list(offset.input, half));
        values[QStringLiteral("lowp_offset_gap_sq")] = num(offset.largestGapSquare, half);
        values[QStringLiteral("lowp_offset_var")] = num(offset.variance, half);
        values[QStringLiteral("lowp_offset_sum_sq")] = num(offset.sumOfSquares, half);
        // Near-constant: xᵢ / √(xᵢ² + ε) with ε dominating, far from the γ it would be without ε.
        const nk::Preset *nc = nk::Presets::find("near-constant");
        const nk::NormTrace rms = nk::traceRmsNorm(nc->input, nc->settings);
        const nk::Precision p = nc->settings.precision;
        values[QStringLiteral("nc_x")] = num(rms.storedInput.front(), p);
        values[QStringLiteral("nc_eps")] = text(NumberFormat::number(nc->settings.eps, 6));
        values[QStringLiteral("nc_rms_divisor")] = num(rms.step(nk::StepId::Rms)->scalar, p);
        values[QStringLiteral("nc_rms_out")] = num(rms.output().front(), p);
        values[QStringLiteral("nc_gamma")] = parameter(nc->settings.gamma, p);
        // Large offset: the one-pass variance before its clamp, beside the true (fp64) one.
        const nk::Preset *lo = nk::Presets::find("large-offset");
        const nk::NormTrace loLn = nk::traceLayerNorm(lo->input, lo->settings);
        const nk::TraceStep *loVar = loLn.step(nk::StepId::Variance);
        const nk::Precision lp = lo->settings.precision;
        values[QStringLiteral("lo_x")] =
            text(NumberFormat::list(loLn.storedInput, lp, int(lo->input.size())));
        values[QStringLiteral("lo_mu")] = num(loLn.step(nk::StepId::Mean)->scalar, lp);
        values[QStringLiteral("lo_raw_var")] = num(loVar->namedValue("raw_variance"), lp);
        values[QStringLiteral("lo_true_var")] = num(loVar->referenceScalar, lp);
    }
};

void fixedCases(QHash<QString, QString> &h)
{
    static const FixedCases cases;
    for (auto it = cases.values.begin(); it != cases.values.end(); ++it)
        h[it.key()] = it.value();
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
    h[QStringLiteral("xhat_bound")] =
        text(NumberFormat::number(nk::MonitorNumbers::standardizedBound(d), 4));
    h[QStringLiteral("ln_out")] = list(ln.output());
    h[QStringLiteral("x1_ln_out")] = num(ln.output().front());
    h[QStringLiteral("gamma")] = parameter(ln.settings.gamma, p);
    h[QStringLiteral("beta")] = parameter(ln.settings.beta, p);
    h[QStringLiteral("squares")] = list(sq->values);
    h[QStringLiteral("x1_sq")] = num(sq->values.front());
    h[QStringLiteral("sum_sq")] = num(sq->namedValue("sum_squares"));
    h[QStringLiteral("ms")] = num(ms->scalar);
    // RMS is √mean(x²), one number on every screen (Finish, Monitor, the trace's JSON), so RMS² =
    // σ² + μ² holds; the divisor √(mean(x²) + ε) is the kernel's Rms step.
    h[QStringLiteral("rms")] = num(st.rms);
    h[QStringLiteral("rms_divisor")] = num(r->scalar);
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
    h[QStringLiteral("mu_sq_share")] = text(NumberFormat::percent(st.meanShare, 3));
    // A common claim, shown beside the count: LayerNorm ≈ 8d, RMSNorm ≈ 4d operations.
    h[QStringLiteral("claim_ln")] = perElement(nk::claims::kCommonClaimLayerNormPerElement);
    h[QStringLiteral("claim_rms")] = perElement(nk::claims::kCommonClaimRmsNormPerElement);
    h[QStringLiteral("claim_ln_ops")] =
        QString::number(std::llround(nk::claims::kCommonClaimLayerNormPerElement * d));
    h[QStringLiteral("claim_rms_ops")] =
        QString::number(std::llround(nk::claims::kCommonClaimRmsNormPerElement * d));
    // Chapter 4: the count as a formula in d beside the claim, and the bytes one row moves.
    const nk::ClaimComparison cc = nk::CostLedger::claims(ln, rms);
    auto formula = [](const nk::CountFormula &f) {
        return QStringLiteral("%1d + %2").arg(f.perElement).arg(f.constant);
    };
    h[QStringLiteral("ln_formula")] = formula(cc.layerNormFormula);
    // Operations per element as counted (two-pass LayerNorm 7, RMSNorm 4), for the quiz's list.
    h[QStringLiteral("ln_two_pass_per_element")] = QString::number(
        nk::CostLedger::formula(nk::Algorithm::LayerNorm, nk::VarianceAlgorithm::TwoPass)
            .perElement);
    h[QStringLiteral("rms_per_element")] = QString::number(
        nk::CostLedger::formula(nk::Algorithm::RmsNorm, nk::VarianceAlgorithm::TwoPass).perElement);
    h[QStringLiteral("rms_formula")] = formula(cc.rmsNormFormula);
    // The ratio the count tends to for a long row, with the variance algorithm chosen and with
    // Welford's (which counts more per element).
    h[QStringLiteral("ln_per_element")] = QString::number(cc.layerNormFormula.perElement);
    h[QStringLiteral("ln_online_per_element")] = QString::number(
        nk::CostLedger::formula(nk::Algorithm::LayerNorm, nk::VarianceAlgorithm::Welford)
            .perElement);
    h[QStringLiteral("ops_ratio_limit")] = text(NumberFormat::number(
        double(cc.layerNormFormula.perElement) / double(cc.rmsNormFormula.perElement), 3));
    // Where the counts differ, column by column: the additions (the mean's sum and β) and the
    // subtractions (the centring).
    h[QStringLiteral("ops_add_diff")] = QString::number(ln.ops.add - rms.ops.add);
    h[QStringLiteral("ops_sub_diff")] = QString::number(ln.ops.sub - rms.ops.sub);
    const nk::TraceStep *affine = ln.step(StepId::Affine);
    h[QStringLiteral("ln_mean_adds")] = QString::number(mean->ops.add);
    h[QStringLiteral("ln_beta_adds")] = QString::number(affine ? affine->ops.add : 0);
    h[QStringLiteral("claim_saving")] = text(NumberFormat::percent(cc.claimSaving));
    h[QStringLiteral("claim_ratio")] = text(NumberFormat::number(cc.claimRatio, 3));
    h[QStringLiteral("profiler_ln")] = perElement(nk::claims::kProfilerLayerNormPerElement);
    h[QStringLiteral("profiler_ln_ops")] = QString::number(std::llround(cc.profilerLayerNorm));
    const nk::MemoryFigures lnMem = nk::MonitorNumbers::memory(ln);
    const nk::MemoryFigures rmsMem = nk::MonitorNumbers::memory(rms);
    h[QStringLiteral("ln_bytes")] = QString::number(lnMem.readBytes() + lnMem.writeBytes());
    h[QStringLiteral("rms_bytes")] = QString::number(rmsMem.readBytes() + rmsMem.writeBytes());
    h[QStringLiteral("fused_bytes")] =
        QString::number(lnMem.fusedReadBytes() + lnMem.fusedWriteBytes());
    h[QStringLiteral("fp32_row_bytes")] = QString::number(nk::CostLedger::fp32RowBytes(d));
    // Training claims (chapters 6 and 7), cited constants: a common claim of 1.1–1.3× throughput
    // and 0.75–0.9× cost; Zhang & Sennrich (2019) measured 1.07× for the Transformer.
    namespace claims = nk::claims;
    h[QStringLiteral("claim_speedup_low")] =
        text(NumberFormat::number(claims::kCommonClaimSpeedupLow, 3));
    h[QStringLiteral("claim_speedup_high")] =
        text(NumberFormat::ratio(claims::kCommonClaimSpeedupHigh, 3));
    h[QStringLiteral("paper_speedup")] =
        text(NumberFormat::ratio(claims::kPaperTransformerSpeedup, 3));
    h[QStringLiteral("claim_cost_low")] =
        text(NumberFormat::number(claims::kCommonClaimCostLow, 3));
    h[QStringLiteral("claim_cost_high")] =
        text(NumberFormat::ratio(claims::kCommonClaimCostHigh, 3));
    // What the claim's own throughput implies for the bill, 1/1.3–1/1.1: not quite 0.75–0.9.
    h[QStringLiteral("claim_cost_implied_low")] =
        text(NumberFormat::number(claims::kCommonClaimImpliedCostLow, 2));
    h[QStringLiteral("claim_cost_implied_high")] =
        text(NumberFormat::ratio(claims::kCommonClaimImpliedCostHigh, 2));
    h[QStringLiteral("paper_source")] = QStringLiteral("Zhang & Sennrich, 2019");
    h[QStringLiteral("trial_share")] = text(NumberFormat::percent(claims::kTrialFraction, 2));
    h[QStringLiteral("sheet_size")] = QString::number(nk::ExerciseSheet::kDefaultCount);
    // Chapter 1's stack of random layers (nk::LayerStack): its depth, its width, and the
    // weight scale at which a plain layer keeps the size on average.
    h[QStringLiteral("stack_layers")] = QString::number(nk::LayerStack::kDefaultLayers);
    h[QStringLiteral("stack_width")] = QString::number(nk::LayerStack::kDefaultWidth);
    h[QStringLiteral("stack_scale_critical")] =
        text(NumberFormat::number(nk::LayerStack::criticalWeightScale(), 3));
    // Chapter 5: the gaps' sum Σ(xᵢ − μ), zero up to rounding (nk::RmsIdentity, fp64), and
    // fp16's smallest subnormal, below which ε rounds to 0 (precisionlimits.h).
    h[QStringLiteral("dev_sum")] =
        text(NumberFormat::number(nk::RmsIdentity::compute(ln.input).sumDeviations, 3));
    h[QStringLiteral("fp16_min_subnormal")] =
        text(NumberFormat::number(nk::PrecisionLimits::smallestSubnormal(nk::Precision::Fp16), 3));
    // Only an ε at or below half the smallest subnormal rounds to 0; one example above it.
    h[QStringLiteral("fp16_zero_limit")] = text(
        NumberFormat::number(nk::PrecisionLimits::largestRoundingToZero(nk::Precision::Fp16), 3));
    h[QStringLiteral("fp16_eps_example")] =
        text(NumberFormat::number(nk::PrecisionLimits::kEpsRoundingExample, 3));
    h[QStringLiteral("fp16_eps_example_stored")] = text(NumberFormat::number(
        nk::roundToPrecision(nk::PrecisionLimits::kEpsRoundingExample, nk::Precision::Fp16), 3));
    // Profilers' count, the speed-up claims (cited constants, flopclaims.h).
    h[QStringLiteral("profiler_ln")] = perElement(nk::claims::kProfilerLayerNormPerElement);
    h[QStringLiteral("claim_speedup")] =
        text(NumberFormat::number(nk::claims::kCommonClaimSpeedupLow, 3)) + QChar(0x2013) +
        text(NumberFormat::ratio(nk::claims::kCommonClaimSpeedupHigh, 2));
    h[QStringLiteral("paper_speedup")] =
        text(NumberFormat::ratio(nk::claims::kPaperTransformerSpeedup, 3));
    // fp16's largest finite value, and where squares and Σx² leave its range (computed,
    // precisionlimits.h): the one threshold every chapter quotes for x² overflowing.
    h[QStringLiteral("fp16_max")] =
        text(NumberFormat::number(nk::formatInfo(nk::Precision::Fp16).largestFinite, 6));
    h[QStringLiteral("fp32_max")] =
        text(NumberFormat::number(nk::formatInfo(nk::Precision::Fp32).largestFinite, 3));
    h[QStringLiteral("fp16_square_limit")] = text(NumberFormat::number(
        nk::PrecisionLimits::smallestOverflowingSquare(nk::Precision::Fp16), 6));
    h[QStringLiteral("fp16_rms_limit")] = text(NumberFormat::number(
        nk::PrecisionLimits::sumOfSquaresOverflowRms(nk::Precision::Fp16, d), 4));
    fixedCases(h);
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

QStringList LessonPlaceholders::givens()
{
    return {QStringLiteral("d"),
            QStringLiteral("precision"),
            QStringLiteral("x"),
            QStringLiteral("x1"),
            QStringLiteral("eps"),
            QStringLiteral("eps_default"),
            QStringLiteral("gamma"),
            QStringLiteral("beta"),
            QStringLiteral("fp16_max"),
            QStringLiteral("fp32_max"),
            QStringLiteral("fp16_min_subnormal"),
            QStringLiteral("fp16_zero_limit"),
            QStringLiteral("fp16_eps_example"),
            QStringLiteral("fp16_eps_example_stored"),
            QStringLiteral("lowp_offset_x"),
            QStringLiteral("lowp_mixed_x"),
            QStringLiteral("lo_x"),
            QStringLiteral("nc_x"),
            QStringLiteral("nc_eps"),
            QStringLiteral("nc_gamma"),
            QStringLiteral("fp16_square_limit"),
            QStringLiteral("fp16_rms_limit"),
            QStringLiteral("stack_layers"),
            QStringLiteral("stack_width"),
            QStringLiteral("claim_ln"),
            QStringLiteral("claim_rms"),
            QStringLiteral("claim_ln_ops"),
            QStringLiteral("claim_rms_ops"),
            QStringLiteral("claim_speedup"),
            QStringLiteral("claim_speedup_low"),
            QStringLiteral("claim_speedup_high"),
            QStringLiteral("claim_cost_low"),
            QStringLiteral("claim_cost_high"),
            QStringLiteral("claim_cost_implied_low"),
            QStringLiteral("claim_cost_implied_high"),
            QStringLiteral("paper_speedup"),
            QStringLiteral("paper_source"),
            QStringLiteral("sheet_size"),
            QStringLiteral("profiler_ln"),
            QStringLiteral("profiler_ln_ops")};
}

} // namespace nk::ui
