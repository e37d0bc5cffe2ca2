#include "analysis/publishedclaims.h"

#include "analysis/monitornumbers.h"
#include "io/presets.h"
#include "norm/layernormtrace.h"
#include "norm/rmsnormtrace.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace nk {

// The ε sweep and the near-constant preset use the same input.
static_assert(claims::kExtremeDemoValue == Presets::kNearConstantValue);
static_assert(claims::kExtremeDemoDimension == Presets::kNearConstantDimension);

namespace {

double maxAbs(const std::vector<double> &v)
{
    double m = 0.0;
    for (double x : v)
        m = std::isnan(x) || std::isnan(m) ? NAN : std::max(m, std::fabs(x));
    return m;
}

ExtremeInputDemo::Result compute()
{
    const std::vector<double> x(size_t(claims::kExtremeDemoDimension), claims::kExtremeDemoValue);
    NormSettings s;
    s.gamma = {1.0};
    s.beta = {0.0};
    s.eps = claims::kExtremeDemoEps;
    s.precision = claims::kExtremeDemoPrecision;
    s.accumulation = Accumulation::Storage;
    s.variance = VarianceAlgorithm::TwoPass;
    const NormTrace ln = traceLayerNorm(x, s);
    const NormTrace rms = traceRmsNorm(x, s);
    const StabilityNumbers st = MonitorNumbers::stability(ln, rms);
    return {maxAbs(ln.output()), maxAbs(rms.output()), st.sigma, st.layerNormDivisor};
}

} // namespace

const ExtremeInputDemo::Result &ExtremeInputDemo::run()
{
    static const Result r = compute(); // thread-safe initialisation
    return r;
}

} // namespace nk
