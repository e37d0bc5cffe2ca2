#include "norm/layernormtrace.h"

#include "norm/kernelsupport.h"

#include <cmath>

namespace nk {

namespace {

// The same computation in long double on the unrounded input, two-pass, exact ε. The vectors
// keep each value rounded to double once, as the steps show them (and are moved into the trace,
// so the reference allocates no temporaries of its own). deviations only for two-pass, whose
// variance step shows them.
struct LayerNormReference
{
    long double mean = 0, variance = 0, divisor = 0;
    std::vector<double> deviations, normalized, output;

    LayerNormReference(const std::vector<double> &x, const NormSettings &s)
    {
        const size_t d = x.size();
        long double sum = 0;
        for (double v : x)
            sum += v;
        mean = sum / d;
        long double sq = 0;
        const bool keepDeviations = s.variance == VarianceAlgorithm::TwoPass;
        if (keepDeviations)
            deviations.resize(d);
        for (size_t i = 0; i < d; ++i) {
            const long double deviation = x[i] - mean;
            sq += deviation * deviation;
            if (keepDeviations)
                deviations[i] = double(deviation);
        }
        variance = sq / d;
        divisor = std::sqrt(variance + (long double)s.eps);
        normalized.resize(d);
        output.resize(d);
        for (size_t i = 0; i < d; ++i) {
            const long double n = (x[i] - mean) / divisor;
            normalized[i] = double(n);
            output[i] = double((long double)s.gammaAt(int(i)) * n + s.betaAt(int(i)));
        }
    }
};

class LayerNormKernel
{
public:
    LayerNormKernel(const std::vector<double> &x, const NormSettings &s)
        : m_x(x)
        , m_s(s)
        , m_ref(x, s)
    {
    }

    template <typename S, typename C> NormTrace run()
    {
        // Working vectors the trace does not keep: reused from trace to trace on this thread.
        std::vector<S> &xs = scratch<S>(0);
        NormTrace trace = beginTrace<S>(Algorithm::LayerNorm, m_x, m_s, xs);
        const int d = int(m_x.size());
        const C dC = fromDouble<C>(double(d));

        // Mean (and, for one-pass and Welford, the variance's sums in the same walk).
        TraceStep meanStep = newStep(StepId::Mean);
        meanStep.walksTable = true;
        meanStep.reads = d;
        meanStep.terms = trace.storedInput;
        CountingArithmetic<C> am(meanStep.ops);
        C mean{}, sumSquares{}, m2{};
        meanStep.running.resize(size_t(d));
        if (m_s.variance != VarianceAlgorithm::TwoPass)
            meanStep.runningSecond.resize(size_t(d));
        if (m_s.variance == VarianceAlgorithm::Welford) {
            C m = fromDouble<C>(0.0);
            m2 = fromDouble<C>(0.0);
            for (int i = 0; i < d; ++i) {
                const C xi = convert<C>(xs[size_t(i)]);
                const C delta = am.sub(xi, m);
                m = am.add(m, am.div(delta, fromDouble<C>(double(i + 1))));
                const C delta2 = am.sub(xi, m);
                m2 = am.add(m2, am.mul(delta, delta2));
                meanStep.running[size_t(i)] = toDouble(m);
                meanStep.runningSecond[size_t(i)] = toDouble(m2);
            }
            mean = m;
            meanStep.named.push_back({"m2", toDouble(m2)});
        } else {
            C sum = convert<C>(xs[0]);
            const bool onePass = m_s.variance == VarianceAlgorithm::OnePass;
            if (onePass) {
                sumSquares = am.mul(sum, sum);
                meanStep.runningSecond[0] = toDouble(sumSquares);
            }
            meanStep.running[0] = toDouble(sum);
            for (int i = 1; i < d; ++i) {
                const C xi = convert<C>(xs[size_t(i)]);
                sum = am.add(sum, xi);
                meanStep.running[size_t(i)] = toDouble(sum);
                if (onePass) {
                    sumSquares = am.add(sumSquares, am.mul(xi, xi));
                    meanStep.runningSecond[size_t(i)] = toDouble(sumSquares);
                }
            }
            mean = am.div(sum, dC);
            meanStep.named.push_back({"sum", toDouble(sum)});
            if (onePass)
                meanStep.named.push_back({"sum_squares", toDouble(sumSquares)});
        }
        setScalar(meanStep, toDouble(mean), double(m_ref.mean));
        finishStep(meanStep);
        trace.steps.push_back(std::move(meanStep));

        // Variance.
        TraceStep varStep = newStep(StepId::Variance);
        CountingArithmetic<C> av(varStep.ops);
        C variance{};
        std::vector<C> &deviations = scratch<C>(1);
        deviations.clear(); // stays empty unless two-pass keeps xᵢ − μ
        if (m_s.variance == VarianceAlgorithm::TwoPass) {
            varStep.walksTable = true;
            varStep.reads = d;
            varStep.writes = d; // keeps xᵢ − μ for the normalize step
            deviations.resize(size_t(d));
            varStep.terms.resize(size_t(d));
            varStep.running.resize(size_t(d));
            C acc{};
            for (int i = 0; i < d; ++i) {
                const C dev = av.sub(convert<C>(xs[size_t(i)]), mean);
                const C sq = av.mul(dev, dev);
                acc = i == 0 ? sq : av.add(acc, sq);
                deviations[size_t(i)] = dev;
                varStep.terms[size_t(i)] = toDouble(sq);
                varStep.running[size_t(i)] = toDouble(acc);
            }
            variance = av.div(acc, dC);
            varStep.values = toDoubles(deviations);
            varStep.referenceValues = std::move(m_ref.deviations);
            varStep.named.push_back({"sum", toDouble(acc)});
        } else {
            C raw{};
            if (m_s.variance == VarianceAlgorithm::OnePass) {
                const C meanOfSquares = av.div(sumSquares, dC);
                const C meanSquared = av.mul(mean, mean);
                raw = av.sub(meanOfSquares, meanSquared);
                varStep.named.push_back({"mean_of_squares", toDouble(meanOfSquares)});
                varStep.named.push_back({"mean_squared", toDouble(meanSquared)});
            } else {
                raw = av.div(m2, dC);
                varStep.named.push_back({"m2", toDouble(m2)});
            }
            varStep.named.push_back({"raw_variance", toDouble(raw)});
            variance = raw;
            if (toDouble(raw) < 0.0) {
                varStep.flags.negativeVariance = true;
                varStep.flags.varianceClamped = true;
                variance = fromDouble<C>(0.0);
            }
        }
        setScalar(varStep, toDouble(variance), double(m_ref.variance));
        finishStep(varStep);
        trace.steps.push_back(std::move(varStep));

        // Normalize: the apply walk. x̂ᵢ goes straight on to γ and β in the same walk (as RMSNorm's
        // xᵢ / RMS goes on to ×γ), so it is not written back.
        TraceStep normStep = newStep(StepId::Normalize);
        normStep.walksTable = true;
        normStep.reads = d;
        CountingArithmetic<C> an(normStep.ops);
        const C divisor = guardedDivisor(normStep, an, variance, m_s.eps, "variance_plus_eps",
                                         double(m_ref.divisor));
        std::vector<C> &normalized = scratch<C>(2);
        normalized.resize(size_t(d));
        trace.centred.resize(size_t(d));
        for (int i = 0; i < d; ++i) {
            const C centred = deviations.empty() ? an.sub(convert<C>(xs[size_t(i)]), mean)
                                                 : deviations[size_t(i)];
            trace.centred[size_t(i)] = toDouble(centred);
            normalized[size_t(i)] = an.div(centred, divisor);
        }
        normStep.values = toDoubles(normalized);
        trace.normalized = normStep.values;
        normStep.referenceValues = std::move(m_ref.normalized);
        finishStep(normStep);
        trace.steps.push_back(std::move(normStep));

        // Affine, in the normalize step's walk: γ and β are weights stored in the precision; the
        // output is rounded to the storage precision once.
        TraceStep affStep = newStep(StepId::Affine);
        affStep.reads = long(m_s.gamma.size()) + long(m_s.beta.size());
        affStep.writes = d;
        CountingArithmetic<C> aa(affStep.ops);
        affStep.values.resize(size_t(d));
        const std::vector<C> &gamma = storedParameter<S, C>(m_s.gamma, d, scratch<C>(3));
        const std::vector<C> &beta = storedParameter<S, C>(m_s.beta, d, scratch<C>(4));
        for (int i = 0; i < d; ++i) {
            const C y = aa.add(aa.mul(gamma[size_t(i)], normalized[size_t(i)]), beta[size_t(i)]);
            affStep.values[size_t(i)] = toDouble(convert<S>(y));
        }
        affStep.referenceValues = std::move(m_ref.output);
        finishStep(affStep);
        trace.steps.push_back(std::move(affStep));

        finishTrace(trace);
        return trace;
    }

private:
    const std::vector<double> &m_x;
    const NormSettings &m_s;
    LayerNormReference m_ref;
};

} // namespace

NormTrace traceLayerNorm(const std::vector<double> &x, const NormSettings &settings)
{
    LayerNormKernel kernel(x, settings);
    return dispatchKernel(settings, kernel);
}

} // namespace nk
