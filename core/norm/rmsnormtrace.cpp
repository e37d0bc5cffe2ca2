#include "norm/rmsnormtrace.h"

#include "norm/kernelsupport.h"

#include <cmath>

namespace nk {

namespace {

// The same computation in long double on the unrounded input, exact ε. The vectors keep each
// value rounded to double once, as the steps show them (and are moved into the trace).
struct RmsNormReference
{
    long double meanSquare = 0, divisor = 0; // divisor = √(mean square + ε), not the RMS
    std::vector<double> squares, output;

    RmsNormReference(const std::vector<double> &x, const NormSettings &s)
    {
        const size_t d = x.size();
        squares.resize(d);
        long double sum = 0;
        for (size_t i = 0; i < d; ++i) {
            const long double square = (long double)x[i] * x[i];
            squares[i] = double(square);
            sum += square;
        }
        meanSquare = sum / d;
        divisor = std::sqrt(meanSquare + (long double)s.eps);
        output.resize(d);
        for (size_t i = 0; i < d; ++i)
            output[i] = double(x[i] / divisor * (long double)s.gammaAt(int(i)));
    }
};

class RmsNormKernel
{
public:
    RmsNormKernel(const std::vector<double> &x, const NormSettings &s)
        : m_x(x)
        , m_s(s)
        , m_ref(x, s)
    {
    }

    template <typename S, typename C> NormTrace run()
    {
        // Working vectors the trace does not keep: reused from trace to trace on this thread.
        std::vector<S> &xs = scratch<S>(0);
        NormTrace trace = beginTrace<S>(Algorithm::RmsNorm, m_x, m_s, xs);
        const int d = int(m_x.size());

        TraceStep sqStep = newStep(StepId::Square);
        sqStep.walksTable = true;
        sqStep.reads = d;
        sqStep.writes = d; // the teaching kernel keeps the squares to show them
        CountingArithmetic<C> as(sqStep.ops);
        std::vector<C> &squares = scratch<C>(1);
        squares.resize(size_t(d));
        sqStep.running.resize(size_t(d));
        C sum{};
        for (int i = 0; i < d; ++i) {
            const C xi = convert<C>(xs[size_t(i)]);
            squares[size_t(i)] = as.mul(xi, xi);
            sum = i == 0 ? squares[size_t(i)] : as.add(sum, squares[size_t(i)]);
            sqStep.running[size_t(i)] = toDouble(sum);
        }
        sqStep.values = toDoubles(squares);
        sqStep.terms = sqStep.values;
        sqStep.referenceValues = std::move(m_ref.squares);
        sqStep.named.push_back({"sum_squares", toDouble(sum)});
        finishStep(sqStep);
        trace.steps.push_back(std::move(sqStep));

        TraceStep msStep = newStep(StepId::MeanSquare);
        CountingArithmetic<C> ams(msStep.ops);
        const C meanSquare = ams.div(sum, fromDouble<C>(double(d)));
        msStep.named.push_back({"sum_squares", toDouble(sum)});
        setScalar(msStep, toDouble(meanSquare), double(m_ref.meanSquare));
        finishStep(msStep);
        trace.steps.push_back(std::move(msStep));

        TraceStep rmsStep = newStep(StepId::Rms);
        CountingArithmetic<C> ar(rmsStep.ops);
        const C divisor = guardedDivisor(rmsStep, ar, meanSquare, m_s.eps, "mean_square_plus_eps",
                                         double(m_ref.divisor));
        finishStep(rmsStep);
        trace.steps.push_back(std::move(rmsStep));

        TraceStep scStep = newStep(StepId::Scale);
        scStep.walksTable = true;
        scStep.reads = d + long(m_s.gamma.size());
        scStep.writes = d;
        CountingArithmetic<C> asc(scStep.ops);
        scStep.values.resize(size_t(d));
        trace.normalized.resize(size_t(d));
        const std::vector<C> &gamma = storedParameter<S, C>(m_s.gamma, d, scratch<C>(2));
        for (int i = 0; i < d; ++i) {
            const C unit = asc.div(convert<C>(xs[size_t(i)]), divisor);
            const C y = asc.mul(unit, gamma[size_t(i)]);
            trace.normalized[size_t(i)] = toDouble(unit);
            scStep.values[size_t(i)] = toDouble(convert<S>(y));
        }
        scStep.referenceValues = std::move(m_ref.output);
        finishStep(scStep);
        trace.steps.push_back(std::move(scStep));

        finishTrace(trace);
        return trace;
    }

private:
    const std::vector<double> &m_x;
    const NormSettings &m_s;
    RmsNormReference m_ref;
};

} // namespace

NormTrace traceRmsNorm(const std::vector<double> &x, const NormSettings &settings)
{
    RmsNormKernel kernel(x, settings);
    return dispatchKernel(settings, kernel);
}

} // namespace nk
