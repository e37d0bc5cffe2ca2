#include "analysis/errorsweep.h"

#include "io/jsonwriter.h"
#include "io/presets.h"
#include "io/traceformatter.h"
#include "norm/layernormtrace.h"
#include "norm/rmsnormtrace.h"
#include "numeric/portablerandom.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace nk {

namespace {

bool cancelled(const SweepOptions &o)
{
    return o.cancel && o.cancel->load(std::memory_order_relaxed);
}

std::vector<double> logSpaced(double fromExp, double toExp, int perDecade)
{
    std::vector<double> v;
    const int steps = int(std::lround((toExp - fromExp) * perDecade));
    for (int k = 0; k <= steps; ++k)
        v.push_back(std::pow(10.0, fromExp + double(k) / perDecade));
    return v;
}

bool anyInf(const std::vector<double> &v)
{
    for (double x : v)
        if (std::isinf(x))
            return true;
    return false;
}

// The d and ε sweeps run at lengths other than the current vector's: one γ and β for all.
NormSettings broadcastSettings(const NormSettings &s)
{
    NormSettings b = s;
    b.gamma = {s.gamma.empty() ? 1.0 : s.gamma.front()};
    b.beta = {s.beta.empty() ? 0.0 : s.beta.front()};
    return b;
}

NormSettings settingsFor(const NormSettings &base, const SweepConfig &c)
{
    NormSettings s = base;
    s.precision = c.precision;
    s.accumulation = c.accumulation;
    s.variance = c.variance;
    return s;
}

NormTrace traceFor(const std::vector<double> &x, const NormSettings &base, const SweepConfig &c)
{
    const NormSettings s = settingsFor(base, c);
    return c.algorithm == Algorithm::LayerNorm ? traceLayerNorm(x, s) : traceRmsNorm(x, s);
}

// Runs every config on the input make(k) for each k, filling result.curves.
template <typename MakeInput, typename MakeSettings>
void sweep(SweepResult &result, const std::vector<SweepConfig> &configs,
           const SweepOptions &options, MakeInput makeInput, MakeSettings makeSettings)
{
    result.curves.clear();
    for (const SweepConfig &c : configs)
        result.curves.push_back({c, {}});
    for (size_t k = 0; k < result.xs.size(); ++k) {
        const std::vector<double> x = makeInput(k);
        const NormSettings s = makeSettings(k);
        for (SweepCurve &curve : result.curves) {
            if (cancelled(options)) {
                result.cancelled = true;
                return;
            }
            curve.points.push_back(ErrorSweep::pointFrom(traceFor(x, s, curve.config)));
        }
    }
}

std::string flagList(const NumericFlags &f, const char *separator)
{
    std::string s;
    for (const std::string &n : f.names())
        s += (s.empty() ? "" : separator) + n;
    return s;
}

const std::vector<double> &standardNormals()
{
    // Generated once, thread-safe (function-local static); prefixes give every smaller d.
    static const std::vector<double> z = [] {
        std::vector<double> v(static_cast<size_t>(kMaxDimension));
        PortableRandom rng(Presets::kRandomDemoSeed);
        for (double &x : v)
            x = rng.standardNormal();
        return v;
    }();
    return z;
}

} // namespace

std::string SweepConfig::id() const
{
    const std::string kernel = algorithm == Algorithm::RmsNorm ? "rms" : "ln-" + toString(variance);
    return kernel + "/" + toString(precision) + "/" + toString(accumulation);
}

std::string SweepConfig::label() const
{
    const std::string kernel =
        algorithm == Algorithm::RmsNorm ? "RMSNorm" : "LayerNorm " + toString(variance);
    return kernel + ", " + toString(precision) + ", " + toString(accumulation) + " accumulation";
}

bool SweepConfig::operator==(const SweepConfig &o) const
{
    return algorithm == o.algorithm &&
           (algorithm == Algorithm::RmsNorm || variance == o.variance) &&
           precision == o.precision && accumulation == o.accumulation;
}

std::string toString(SweepKind kind)
{
    switch (kind) {
    case SweepKind::Offset:
        return "offset";
    case SweepKind::Dimension:
        return "d";
    case SweepKind::Epsilon:
        return "eps";
    }
    return "offset";
}

std::optional<SweepKind> parseSweepKind(const std::string &s)
{
    for (SweepKind k : {SweepKind::Offset, SweepKind::Dimension, SweepKind::Epsilon})
        if (s == toString(k))
            return k;
    return std::nullopt;
}

const SweepCurve *SweepResult::curve(const SweepConfig &config) const
{
    for (const SweepCurve &c : curves)
        if (c.config == config)
            return &c;
    return nullptr;
}

std::optional<double> SweepResult::cancellationFrom(Precision p, Accumulation a) const
{
    const SweepCurve *two = curve({Algorithm::LayerNorm, VarianceAlgorithm::TwoPass, p, a});
    const SweepCurve *one = curve({Algorithm::LayerNorm, VarianceAlgorithm::OnePass, p, a});
    if (!two || !one || one->points.size() != xs.size() || two->points.size() != xs.size())
        return std::nullopt;
    const auto bad = [&](size_t k) {
        const SweepPoint &o = one->points[k];
        const SweepPoint &t = two->points[k];
        if (o.flags.negativeVariance || !std::isfinite(o.maxAbsError))
            return true;
        return o.maxAbsError > 1e-6 && o.maxAbsError >= 10.0 * t.maxAbsError;
    };
    std::optional<double> from;
    for (size_t k = xs.size(); k-- > 0;) {
        if (!bad(k))
            break;
        from = xs[k];
    }
    return from;
}

std::optional<double> SweepResult::squareOverflowFrom(Precision p, Accumulation a) const
{
    const SweepCurve *rms = curve({Algorithm::RmsNorm, VarianceAlgorithm::TwoPass, p, a});
    if (!rms)
        return std::nullopt;
    for (size_t k = 0; k < rms->points.size() && k < xs.size(); ++k)
        if (rms->points[k].squareOverflow)
            return xs[k];
    return std::nullopt;
}

std::vector<double> ErrorSweep::offsets()
{
    std::vector<double> v{0.0};
    const std::vector<double> logs = logSpaced(-2.0, 4.0, 4);
    v.insert(v.end(), logs.begin(), logs.end());
    return v;
}

std::vector<double> ErrorSweep::dimensions(int maxDimension)
{
    std::vector<double> v;
    for (int d = 8; d <= std::min(maxDimension, kMaxDimension); d *= 2)
        v.push_back(d);
    return v;
}

std::vector<double> ErrorSweep::epsilons()
{
    std::vector<double> v{0.0};
    const std::vector<double> logs = logSpaced(-12.0, -2.0, 2);
    v.insert(v.end(), logs.begin(), logs.end());
    return v;
}

std::vector<SweepConfig> ErrorSweep::configs(const NormSettings &settings,
                                             const SweepOptions &options)
{
    std::vector<SweepConfig> out;
    std::vector<VarianceAlgorithm> variances{settings.variance};
    if (options.allVariances)
        variances = {VarianceAlgorithm::TwoPass, VarianceAlgorithm::OnePass,
                     VarianceAlgorithm::Welford};
    for (Precision p : options.precisions) {
        for (Accumulation a : options.accumulations) {
            for (VarianceAlgorithm v : variances)
                out.push_back({Algorithm::LayerNorm, v, p, a});
            out.push_back({Algorithm::RmsNorm, VarianceAlgorithm::TwoPass, p, a});
        }
    }
    return out;
}

SweepPoint ErrorSweep::pointFrom(const NormTrace &trace)
{
    SweepPoint p;
    p.maxAbsError = trace.maxAbsError;
    p.maxRelError = trace.maxRelError;
    p.relErrorUndefined = trace.relErrorUndefined;
    p.flops = trace.ops.total();
    p.flags = trace.flags;
    for (double y : trace.output()) {
        if (std::isnan(y)) {
            p.maxAbsOutput = y;
            break;
        }
        p.maxAbsOutput = std::max(p.maxAbsOutput, std::fabs(y));
    }
    if (trace.algorithm == Algorithm::RmsNorm) {
        if (const TraceStep *sq = trace.step(StepId::Square))
            p.squareOverflow = anyInf(sq->values);
    } else if (trace.settings.variance == VarianceAlgorithm::OnePass) {
        if (const TraceStep *mean = trace.step(StepId::Mean))
            p.squareOverflow = std::isinf(mean->namedValue("sum_squares"));
    } else if (trace.settings.variance == VarianceAlgorithm::TwoPass) {
        if (const TraceStep *var = trace.step(StepId::Variance))
            p.squareOverflow = anyInf(var->terms);
    }
    return p;
}

SweepResult ErrorSweep::offsetSweep(const std::vector<double> &x, const NormSettings &settings,
                                    const SweepOptions &options)
{
    SweepResult r;
    r.kind = SweepKind::Offset;
    r.xs = offsets();
    sweep(
        r, configs(settings, options), options,
        [&](size_t k) {
            std::vector<double> shifted = x;
            for (double &v : shifted)
                v += r.xs[k];
            return shifted;
        },
        [&](size_t) { return settings; });
    return r;
}

SweepResult ErrorSweep::dimensionSweep(const std::vector<double> &x, const NormSettings &settings,
                                       const SweepOptions &options)
{
    // The current vector's mean and (population) standard deviation, in double.
    double mean = 0.0, var = 0.0;
    for (double v : x)
        mean += v;
    mean = x.empty() ? 0.0 : mean / double(x.size());
    for (double v : x)
        var += (v - mean) * (v - mean);
    const double stddev = x.empty() ? 1.0 : std::sqrt(var / double(x.size()));

    SweepResult r;
    r.kind = SweepKind::Dimension;
    r.xs = dimensions(options.maxDimension);
    const NormSettings s = broadcastSettings(settings);
    sweep(
        r, configs(settings, options), options,
        [&](size_t k) { return dimensionInput(int(r.xs[k]), mean, stddev); },
        [&](size_t) { return s; });
    return r;
}

SweepResult ErrorSweep::epsilonSweep(const NormSettings &settings, const SweepOptions &options)
{
    SweepResult r;
    r.kind = SweepKind::Epsilon;
    r.xs = epsilons();
    const std::vector<double> x = nearConstantInput();
    const NormSettings base = broadcastSettings(settings);
    sweep(
        r, configs(settings, options), options, [&](size_t) { return x; },
        [&](size_t k) {
            NormSettings s = base;
            s.eps = r.xs[k];
            return s;
        });
    return r;
}

SweepResult ErrorSweep::run(SweepKind kind, const std::vector<double> &x,
                            const NormSettings &settings, const SweepOptions &options)
{
    switch (kind) {
    case SweepKind::Offset:
        return offsetSweep(x, settings, options);
    case SweepKind::Dimension:
        return dimensionSweep(x, settings, options);
    case SweepKind::Epsilon:
        return epsilonSweep(settings, options);
    }
    return offsetSweep(x, settings, options);
}

std::vector<double> ErrorSweep::dimensionInput(int d, double mean, double stddev)
{
    const std::vector<double> &z = standardNormals();
    d = std::clamp(d, 1, kMaxDimension);
    std::vector<double> x(static_cast<size_t>(d));
    for (size_t i = 0; i < x.size(); ++i)
        x[i] = mean + stddev * z[i];
    return x;
}

std::vector<double> ErrorSweep::nearConstantInput()
{
    return std::vector<double>(size_t(Presets::kNearConstantDimension),
                               Presets::kNearConstantValue);
}

namespace {

// The relative error as the CSV writes it: "undefined" where a true output of 0 came out
// nonzero (the absolute error is the figure to read there).
std::string relativeError(const SweepPoint &p)
{
    return p.relErrorUndefined ? std::string("undefined") : TraceFormatter::number(p.maxRelError);
}

} // namespace

std::string ErrorSweep::toCsv(const SweepResult &r)
{
    std::ostringstream out;
    out << "kind,x,curve,algorithm,variance,precision,accumulation,max_abs_error,max_rel_error,"
           "max_abs_output,flops,square_overflow,flags\n";
    for (const SweepCurve &c : r.curves) {
        const bool ln = c.config.algorithm == Algorithm::LayerNorm;
        for (size_t k = 0; k < c.points.size() && k < r.xs.size(); ++k) {
            const SweepPoint &p = c.points[k];
            out << toString(r.kind) << ',' << TraceFormatter::number(r.xs[k]) << ','
                << c.config.id() << ',' << toString(c.config.algorithm) << ','
                << (ln ? toString(c.config.variance) : "") << ',' << toString(c.config.precision)
                << ',' << toString(c.config.accumulation) << ','
                << TraceFormatter::number(p.maxAbsError) << ',' << relativeError(p) << ','
                << TraceFormatter::number(p.maxAbsOutput) << ',' << p.flops << ','
                << (p.squareOverflow ? 1 : 0) << ',' << flagList(p.flags, ";") << '\n';
        }
    }
    return out.str();
}

std::string ErrorSweep::toJson(const SweepResult &r)
{
    JsonWriter w;
    w.beginObject().key("kind").value(toString(r.kind)).key("cancelled").value(r.cancelled);
    w.key("x").values(r.xs);
    w.key("curves").beginArray();
    const auto series = [&w](const SweepCurve &c, const char *key, auto put) {
        w.key(key).beginArray();
        for (const SweepPoint &p : c.points)
            put(p);
        w.endArray();
    };
    for (const SweepCurve &c : r.curves) {
        w.beginObject().key("id").value(c.config.id());
        w.key("algorithm").value(toString(c.config.algorithm)).key("variance");
        if (c.config.algorithm == Algorithm::LayerNorm)
            w.value(toString(c.config.variance));
        else
            w.null();
        w.key("precision").value(toString(c.config.precision));
        w.key("accumulation").value(toString(c.config.accumulation));
        series(c, "max_abs_error", [&w](const SweepPoint &p) { w.value(p.maxAbsError); });
        series(c, "max_rel_error", [&w](const SweepPoint &p) {
            if (p.relErrorUndefined)
                w.value("undefined");
            else
                w.value(p.maxRelError);
        });
        series(c, "max_abs_output", [&w](const SweepPoint &p) { w.value(p.maxAbsOutput); });
        series(c, "flops", [&w](const SweepPoint &p) { w.value(p.flops); });
        series(c, "square_overflow", [&w](const SweepPoint &p) { w.value(p.squareOverflow); });
        series(c, "flags", [&w](const SweepPoint &p) {
            w.beginArray();
            for (const std::string &n : p.flags.names())
                w.value(n);
            w.endArray();
        });
        w.endObject();
    }
    w.endArray().key("regions").beginArray();
    for (const SweepCurve &c : r.curves) {
        if (c.config.algorithm != Algorithm::RmsNorm)
            continue;
        const Precision p = c.config.precision;
        const Accumulation a = c.config.accumulation;
        w.beginObject().key("precision").value(toString(p)).key("accumulation").value(toString(a));
        w.key("cancellation_from").value(r.cancellationFrom(p, a));
        w.key("square_overflow_from").value(r.squareOverflowFrom(p, a));
        w.endObject();
    }
    w.endArray().endObject();
    return w.str() + "\n";
}

} // namespace nk
