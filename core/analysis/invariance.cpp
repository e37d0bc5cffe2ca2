#include "analysis/invariance.h"

#include "norm/layernormtrace.h"
#include "norm/rmsnormtrace.h"

#include <cmath>
#include <limits>

namespace nk {

namespace {

InvarianceCase fromTraces(const NormTrace &ln, const NormTrace &rms)
{
    InvarianceCase c;
    c.input = ln.input;
    c.layerNorm = ln.output();
    c.rmsNorm = rms.output();
    return c;
}

InvarianceCase transformed(const std::vector<double> &x, const NormSettings &s, double scale,
                           double shift, const InvarianceCase &original)
{
    std::vector<double> t(x.size());
    for (size_t i = 0; i < x.size(); ++i)
        t[i] = scale * x[i] + shift;
    InvarianceCase c = fromTraces(traceLayerNorm(t, s), traceRmsNorm(t, s));
    c.layerNormDeviation = Invariance::maxDeviation(c.layerNorm, original.layerNorm);
    c.rmsNormDeviation = Invariance::maxDeviation(c.rmsNorm, original.rmsNorm);
    return c;
}

} // namespace

double Invariance::maxDeviation(const std::vector<double> &a, const std::vector<double> &b)
{
    double m = 0.0;
    for (size_t i = 0; i < a.size() && i < b.size(); ++i) {
        if (std::isnan(a[i]) || std::isnan(b[i]))
            return std::numeric_limits<double>::quiet_NaN();
        if (a[i] == b[i]) // also equal infinities
            continue;
        m = std::max(m, std::fabs(a[i] - b[i]));
    }
    return m;
}

InvarianceResult Invariance::compute(const std::vector<double> &x, const NormSettings &settings,
                                     double shift, double scale)
{
    return compute(traceLayerNorm(x, settings), traceRmsNorm(x, settings), shift, scale);
}

InvarianceResult Invariance::compute(const NormTrace &ln, const NormTrace &rms, double shift,
                                     double scale)
{
    const std::vector<double> &x = ln.input;
    const NormSettings &settings = ln.settings;
    InvarianceResult r;
    r.shift = shift;
    r.scale = scale;
    r.original = fromTraces(ln, rms);
    r.shifted = transformed(x, settings, 1.0, shift, r.original);
    r.scaled = transformed(x, settings, scale, 0.0, r.original);
    r.both = transformed(x, settings, scale, shift, r.original);
    return r;
}

} // namespace nk
