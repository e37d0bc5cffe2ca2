#include "kitchen/layernormbeats.h"

#include "kitchen/kitchenmath.h"

#include <cmath>

namespace nk::ui {

using kitchenmath::clamp01;
using nk::StepId;
using nk::VarianceAlgorithm;

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

VarianceAlgorithm algorithm(const BeatContext &c)
{
    return c.m.trace->settings.variance;
}

} // namespace

LayerNormBeats::Beat LayerNormBeats::forRow(int row)
{
    static constexpr Beat kBeats[nk::kAlignedRowCount] = {arrival,         mean,      varianceWalk,
                                                          varianceAverage, normalize, affine};
    return kBeats[std::clamp(row, 0, nk::kAlignedRowCount - 1)];
}

// Row 0: the dishes arrive one by one; the chef needs all of them.
double LayerNormBeats::arrival(BeatContext &c, double p)
{
    const int d = c.m.d, k = c.waitForTable(p);
    c.st.speech = k < d ? tr("Waiting for the whole table… %1 of %2 dishes here").arg(k).arg(d)
                        : tr("All %1 dishes are here: now I can start.").arg(d);
    return p;
}

// Row 1: walk 1, tasting every dish while the accumulators build (as the kernel held them).
double LayerNormBeats::mean(BeatContext &c, double p)
{
    const nk::TraceStep *s = c.m.step(StepId::Mean);
    c.tasteWalk(p);
    const int k = BeatContext::tastedCount(p, c.m.d);
    const std::vector<double> *run = c.m.running(StepId::Mean);
    const std::vector<double> *run2 = c.m.runningSecond(StepId::Mean);
    const double mu = s ? s->scalar : 0.0;
    const VarianceAlgorithm v = algorithm(c);
    const QString walk = QString::number(c.m.walkOrdinal[1]);
    auto soFar = [&](const std::vector<double> *r) {
        return r && k > 0 ? c.say((*r)[size_t(k - 1)]) : QStringLiteral("…");
    };
    if (p >= 1.0) {
        c.setMeter(tr("μ (mean saltiness)"), mu);
        c.st.hasMeanLine = std::isfinite(mu);
        c.st.meanLevel = std::isfinite(mu) ? mu : 0.0;
        c.st.speech =
            v == VarianceAlgorithm::TwoPass
                ? tr("μ = Σx ÷ d = %1: the table's mean saltiness.").arg(c.say(mu))
                : tr("μ = %1, and the sums for σ² are ready: one walk for both.").arg(c.say(mu));
        if (!std::isfinite(mu)) {
            c.st.speech = tr("The sum overflowed: μ = %1.").arg(c.say(mu));
            c.st.speechWarning = true;
        }
        return p;
    }
    if (v == VarianceAlgorithm::Welford) {
        // Welford's accumulator is the mean itself: the μ line follows it.
        if (run && k > 0) {
            const double r = (*run)[size_t(k - 1)];
            c.setMeter(tr("μ so far (Welford)"), r);
            c.st.hasMeanLine = std::isfinite(r);
            c.st.meanLevel = std::isfinite(r) ? r : 0.0;
        }
        c.st.speech = tr("Walk %1 (Welford): μ and M₂ updated dish by dish, one walk for both. "
                         "μ = %2")
                          .arg(walk, soFar(run));
    } else {
        if (run && k > 0)
            c.setMeter(tr("Σx so far"), (*run)[size_t(k - 1)]);
        c.st.speech =
            v == VarianceAlgorithm::OnePass
                ? tr("Walk %1 (one-pass): Σx and Σx² in the same walk. Σx = %2, Σx² = %3")
                      .arg(walk, soFar(run), soFar(run2))
                : tr("Walk %1: adding up every dish for μ (two-pass: σ² needs a second walk). "
                     "Σx = %2")
                      .arg(walk, soFar(run));
    }
    if (c.st.meterVisible && c.st.meterBroken) {
        c.st.speech = tr("The sum overflowed: μ = %1.").arg(c.say(c.st.meterValue));
        c.st.speechWarning = true;
    }
    return p;
}

// Row 2: walk 2, measuring each dish's distance from μ (two-pass); one-pass and Welford already
// have their sums from walk 1.
double LayerNormBeats::varianceWalk(BeatContext &c, double p)
{
    const nk::TraceStep *s = c.m.step(StepId::Variance);
    const nk::TraceStep *mean = c.m.step(StepId::Mean);
    if (s && s->walksTable) {
        c.tasteWalk(p);
        const int k = BeatContext::tastedCount(p, c.m.d);
        if (c.strip) {
            c.st.stripOverlay = 1;
        } else {
            c.st.deviationMarks.clear();
            for (int i = 0; i < k; ++i) {
                const double dev = c.m.centred[size_t(i)];
                c.st.deviationMarks << dev;
                if (!std::isfinite(dev)) {
                    c.st.dishes[i].nonFinite = true;
                    c.st.dishes[i].note = tr("x−μ=%1").arg(c.say(dev));
                }
            }
        }
        const std::vector<double> *run = c.m.running(StepId::Variance);
        if (run && k > 0)
            c.setMeter(tr("Σ(x − μ)²"), (*run)[size_t(k - 1)]);
        c.st.speech = tr("Walk %1: measuring each dish's distance from μ.").arg(c.m.walkOrdinal[2]);
        if (c.st.meterVisible && c.st.meterBroken) {
            c.st.speech = tr("Overflow! Σ(x − μ)² no longer fits in %1.").arg(c.precisionName());
            c.st.speechWarning = true;
        }
        return p * BeatContext::stepShare(s, s->ops.total() - s->ops.div);
    }
    c.st.pose = ChefPose::Reading;
    c.st.chefPos = c.m.d;
    if (algorithm(c) == VarianceAlgorithm::OnePass) {
        c.setMeter(tr("Σx²"), mean ? mean->namedValue("sum_squares") : 0.0);
        c.st.speech = tr("One-pass: Σx² was summed in walk 1, so no second walk.");
    } else {
        c.setMeter(tr("M₂ (Welford)"), mean ? mean->namedValue("m2") : 0.0);
        c.st.speech = tr("Welford: M₂ was updated during walk 1, so no second walk.");
    }
    return 0.0;
}

// Row 3: the variance from the sums.
double LayerNormBeats::varianceAverage(BeatContext &c, double p)
{
    const nk::TraceStep *s = c.m.step(StepId::Variance);
    c.tasteWalk(0.0);
    c.st.pose = ChefPose::Reading;
    c.st.chefPos = c.m.d;
    const double var = s ? s->scalar : 0.0;
    if (p >= 0.5)
        c.setMeter(tr("σ² (variance)"), var);
    if (std::isfinite(var) && var >= 0.0)
        c.st.spread = std::sqrt(var) * kitchenmath::smooth((p - 0.5) / 0.5);
    switch (algorithm(c)) {
    case VarianceAlgorithm::TwoPass:
        c.st.speech = tr("σ² = Σ(x − μ)² ÷ d = %1: the variance around μ.").arg(c.say(var));
        break;
    case VarianceAlgorithm::OnePass:
        c.st.speech = tr("σ² = Σx² ÷ d − μ² = %1: the variance around μ.").arg(c.say(var));
        break;
    case VarianceAlgorithm::Welford:
        c.st.speech = tr("σ² = M₂ ÷ d = %1: the variance around μ.").arg(c.say(var));
        break;
    }
    if (s && s->flags.negativeVariance) {
        c.st.speech = tr("E[x²] − μ² came out %1 < 0 (cancellation): clamped to 0.")
                          .arg(c.say(s->namedValue("raw_variance")));
        c.st.speechWarning = true;
    } else if (!std::isfinite(var)) {
        c.st.speech = tr("Overflow: σ² = %1. The scale is broken.").arg(c.say(var));
        c.st.speechWarning = true;
    }
    if (!s)
        return p;
    if (s->walksTable) {
        const long long walkOps = s->ops.total() - s->ops.div;
        return BeatContext::stepShare(s, walkOps) + p * BeatContext::stepShare(s, s->ops.div);
    }
    return p;
}

void LayerNormBeats::warnAboutDivisor(BeatContext &c, const nk::TraceStep *s, double divisor,
                                      const QString &broken, const QString &zero)
{
    if (!std::isfinite(divisor))
        c.st.speech = broken;
    else if (s && s->flags.divisorZero)
        c.st.speech = zero;
    else if (s && s->flags.epsLost)
        c.st.speech = tr("ε rounds to 0 in %1: nothing guards the divisor.").arg(c.precisionName());
    else
        return;
    c.st.speechWarning = true;
}

// Row 4: back to each dish: take μ away, divide by √(σ² + ε).
double LayerNormBeats::normalize(BeatContext &c, double p)
{
    const nk::TraceStep *s = c.m.step(StepId::Normalize);
    const double head = 0.25;
    const double w = clamp01((p - head) / (1.0 - head));
    c.st.deviationMarks.clear();
    c.st.stripOverlay = 0;
    const double divisor = s ? s->scalar : 1.0;
    if (p >= head / 2.0)
        c.setMeter(tr("√(σ² + ε)"), divisor);
    c.walkTo(0, 1, w, &c.m.centred);
    if (w <= 0.0) {
        c.st.pose = ChefPose::Reading;
        c.st.chefPos = c.m.d;
    }
    c.st.hasMeanLine = c.st.hasMeanLine && p < 1.0;
    if (p >= 1.0)
        c.st.spread = kNaN;
    c.st.speech = tr("Walk %1: back to every dish: (x − μ) ÷ %2.")
                      .arg(c.m.walkOrdinal[4])
                      .arg(c.say(divisor));
    warnAboutDivisor(c, s, divisor,
                     tr("÷ %1: every dish is wiped out, the overflow destroyed the information.")
                         .arg(c.say(divisor)),
                     tr("σ = 0 and ε was lost: dividing by 0!"));
    return p;
}

// Row 5: seasoning each dish with γ and β.
double LayerNormBeats::affine(BeatContext &c, double p)
{
    c.walkTo(1, 2, p);
    c.st.pose = ChefPose::Seasoning;
    const nk::NormSettings &set = c.m.trace->settings;
    const QString walk = QString::number(c.m.walkOrdinal[5]);
    if (set.gamma.size() == 1 && set.beta.size() == 1)
        c.st.speech =
            tr("Still walk %1: each dish seasoned as it is normalized: × γ (%2) + β (%3).")
                .arg(walk, c.say(set.gamma[0]), c.say(set.beta[0]));
    else
        c.st.speech =
            tr("Still walk %1: each dish seasoned with its own γᵢ and βᵢ as it is normalized.")
                .arg(walk);
    const nk::TraceStep *norm = c.m.step(StepId::Normalize);
    if (norm && !std::isfinite(norm->scalar)) {
        c.st.speech =
            tr("Still walk %1: seasoning what is left; the overflow already wiped the dishes out.")
                .arg(walk);
        c.st.speechWarning = true;
    }
    return p;
}

} // namespace nk::ui
