#include "io/traceformatter.h"

#include "norm/flopclaims.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <sstream>

namespace nk {

namespace {

std::string jsonString(const std::string &s)
{
    std::string r = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\')
            r += '\\';
        r += c;
    }
    return r + "\"";
}

std::string jsonOps(const OpCounts &o)
{
    std::ostringstream s;
    s << "{\"add\":" << o.add << ",\"sub\":" << o.sub << ",\"mul\":" << o.mul
      << ",\"div\":" << o.div << ",\"sqrt\":" << o.sqrt << ",\"total\":" << o.total() << "}";
    return s.str();
}

std::string jsonFlags(const NumericFlags &f)
{
    std::string s = "[";
    const auto names = f.names();
    for (size_t i = 0; i < names.size(); ++i)
        s += (i ? "," : "") + jsonString(names[i]);
    return s + "]";
}

// max_rel is "undefined" where a reference of 0 came out nonzero (TraceStep::relErrorUndefined).
std::string jsonError(double abs, double rel, bool relUndefined)
{
    return "{\"max_abs\":" + TraceFormatter::jsonNumber(abs) + ",\"max_rel\":" +
           (relUndefined ? std::string("\"undefined\"") : TraceFormatter::jsonNumber(rel)) + "}";
}

std::string jsonStep(const TraceStep &st)
{
    std::string s = "{\"id\":" + jsonString(toString(st.id)) + ",\"row\":" + std::to_string(st.row);
    s += ",\"values\":" + TraceFormatter::jsonArray(st.values);
    s += ",\"scalar\":" +
         (st.hasScalar ? TraceFormatter::jsonNumber(st.scalar) : std::string("null"));
    s += ",\"reference\":{\"values\":" + TraceFormatter::jsonArray(st.referenceValues) +
         ",\"scalar\":" +
         (st.hasScalar ? TraceFormatter::jsonNumber(st.referenceScalar) : std::string("null")) +
         "}";
    s += ",\"error\":" + jsonError(st.maxAbsError, st.maxRelError, st.relErrorUndefined);
    s += ",\"terms\":" + TraceFormatter::jsonArray(st.terms);
    s += ",\"named\":{";
    for (size_t i = 0; i < st.named.size(); ++i)
        s += (i ? "," : "") + jsonString(st.named[i].name) + ":" +
             TraceFormatter::jsonNumber(st.named[i].value);
    s += "},\"ops\":" + jsonOps(st.ops);
    s += ",\"reads\":" + std::to_string(st.reads) + ",\"writes\":" + std::to_string(st.writes);
    s += ",\"walks_table\":" + std::string(st.walksTable ? "true" : "false");
    s += ",\"flags\":" + jsonFlags(st.flags) + "}";
    return s;
}

std::string jsonCommon(const NormTrace &t)
{
    std::string s = ",\"normalized\":" + TraceFormatter::jsonArray(t.normalized);
    s += ",\"output\":" + TraceFormatter::jsonArray(t.output());
    s += ",\"steps\":[";
    for (size_t i = 0; i < t.steps.size(); ++i)
        s += (i ? "," : "") + jsonStep(t.steps[i]);
    s += "],\"ops\":" + jsonOps(t.ops);
    s += ",\"passes\":" + std::to_string(t.passes);
    s += ",\"reads\":" + std::to_string(t.reads) + ",\"writes\":" + std::to_string(t.writes);
    s += ",\"flags\":" + jsonFlags(t.flags);
    s += ",\"error\":" + jsonError(t.maxAbsError, t.maxRelError, t.relErrorUndefined);
    return s;
}

std::string shortList(const std::vector<double> &v, size_t limit = 6)
{
    std::string s = "[";
    for (size_t i = 0; i < v.size() && i < limit; ++i)
        s += (i ? ", " : "") + TraceFormatter::number(v[i]);
    if (v.size() > limit)
        s += ", … (" + std::to_string(v.size()) + ")";
    return s + "]";
}

// The square root of a step's scalar, in double: LayerNorm's standard deviation σ = √σ² and
// RMS = √mean(x²). The kernels divide by √(σ² + ε) and √(mean(x²) + ε) (the normalize and rms
// steps' scalars): for a near-constant input σ ≈ 1e-13 while the divisor is ≈ √ε.
double rootOf(const TraceStep *step, bool reference = false)
{
    if (!step)
        return NAN;
    const double v = reference ? step->referenceScalar : step->scalar;
    return v >= 0.0 ? std::sqrt(v) : NAN;
}

// The text table's row name: the rms step's scalar is √(mean(x²) + ε), the divisor, while RMS is
// √mean(x²) everywhere else (the JSON keeps the step id "rms" and names both values).
std::string textName(StepId id)
{
    return id == StepId::Rms ? std::string("divisor") : toString(id);
}

void textTrace(std::ostringstream &out, const NormTrace &t, const char *title)
{
    out << title << "\n";
    char line[256];
    std::snprintf(line, sizeof line, "  %-12s %-14s %6s %6s %6s  %-10s  %s\n", "step", "scalar",
                  "ops", "reads", "writes", "abs error", "values");
    out << line;
    for (const TraceStep &st : t.steps) {
        const std::string scalar = st.hasScalar ? TraceFormatter::number(st.scalar) : "-";
        std::snprintf(line, sizeof line, "  %-12s %-14s %6lld %6lld %6lld  %-10s  ",
                      textName(st.id).c_str(), scalar.c_str(), st.ops.total(), st.reads, st.writes,
                      TraceFormatter::number(st.maxAbsError).c_str());
        out << line << (st.values.empty() ? "" : shortList(st.values));
        for (const std::string &f : st.flags.names())
            out << "  !" << f;
        out << "\n";
    }
    out << "  total: " << t.ops.total() << " ops (add " << t.ops.add << ", sub " << t.ops.sub
        << ", mul " << t.ops.mul << ", div " << t.ops.div << ", sqrt " << t.ops.sqrt << "), "
        << t.passes << " passes, output max abs error " << TraceFormatter::number(t.maxAbsError)
        << "\n";
    if (t.algorithm == Algorithm::LayerNorm) {
        const TraceStep *var = t.step(StepId::Variance);
        const TraceStep *norm = t.step(StepId::Normalize);
        out << "  variance " << TraceFormatter::number(var ? var->scalar : NAN) << ", std "
            << TraceFormatter::number(rootOf(var)) << ", divisor sqrt(variance + eps) "
            << TraceFormatter::number(norm ? norm->scalar : NAN) << "\n";
    } else {
        const TraceStep *ms = t.step(StepId::MeanSquare);
        const TraceStep *rms = t.step(StepId::Rms);
        out << "  mean square " << TraceFormatter::number(ms ? ms->scalar : NAN) << ", rms "
            << TraceFormatter::number(rootOf(ms)) << ", divisor sqrt(mean square + eps) "
            << TraceFormatter::number(rms ? rms->scalar : NAN) << "\n";
    }
}

} // namespace

TraceFormatter::TraceFormatter(const NormTrace &layerNorm, const NormTrace &rmsNorm)
    : m_ln(layerNorm)
    , m_rms(rmsNorm)
{
}

std::string TraceFormatter::number(double v)
{
    if (std::isnan(v))
        return "nan";
    if (std::isinf(v))
        return v > 0 ? "inf" : "-inf";
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, r.ptr);
}

std::string TraceFormatter::jsonArray(const std::vector<double> &v)
{
    std::string s = "[";
    for (size_t i = 0; i < v.size(); ++i) {
        if (i)
            s += ",";
        s += jsonNumber(v[i]);
    }
    return s + "]";
}

std::string TraceFormatter::jsonNumber(double v)
{
    const std::string s = number(v);
    return std::isfinite(v) ? s : "\"" + s + "\"";
}

std::string TraceFormatter::text() const
{
    std::ostringstream out;
    const NormSettings &s = m_ln.settings;
    out << "d = " << m_ln.d() << ", precision " << toString(s.precision) << ", accumulate "
        << toString(s.accumulation) << ", variance " << toString(s.variance) << ", eps "
        << number(s.eps) << ", gamma " << shortList(s.gamma) << ", beta " << shortList(s.beta)
        << "\n";
    out << "input  " << shortList(m_ln.input) << "\nstored " << shortList(m_ln.storedInput) << "\n";
    // The columns say less than their names: one line for what the scalars and values are.
    out << "(the scalars of normalize and divisor are sqrt(statistic + eps); variance's values "
           "are the gaps x - mu)\n\n";
    textTrace(out, m_ln, "LayerNorm");
    out << "\n";
    textTrace(out, m_rms, "RMSNorm");
    const int d = m_ln.d();
    out << "\nclaimed (a common claim): LayerNorm " << claims::kCommonClaimLayerNormPerElement * d
        << " FLOPs, RMSNorm " << claims::kCommonClaimRmsNormPerElement * d << " FLOPs\n";
    return out.str();
}

std::string TraceFormatter::csv() const
{
    std::ostringstream out;
    out << "algorithm,step,index,value,reference,abs_error\n";
    for (const NormTrace *t : {&m_ln, &m_rms}) {
        const std::string name = toString(t->algorithm);
        for (const TraceStep &st : t->steps) {
            if (st.hasScalar)
                out << name << "," << toString(st.id) << ",," << number(st.scalar) << ","
                    << number(st.referenceScalar) << ","
                    << number(std::fabs(st.scalar - st.referenceScalar)) << "\n";
            for (size_t i = 0; i < st.values.size(); ++i) {
                const double ref = i < st.referenceValues.size() ? st.referenceValues[i] : NAN;
                out << name << "," << toString(st.id) << "," << i << "," << number(st.values[i])
                    << "," << number(ref) << "," << number(std::fabs(st.values[i] - ref)) << "\n";
            }
        }
        // Two scalars that are not steps of their own: σ and the divisor √(σ² + ε).
        if (t->algorithm == Algorithm::LayerNorm) {
            const TraceStep *var = t->step(StepId::Variance);
            const TraceStep *norm = t->step(StepId::Normalize);
            const double sd = rootOf(var), sdRef = rootOf(var, true);
            out << name << ",std,," << number(sd) << "," << number(sdRef) << ","
                << number(std::fabs(sd - sdRef)) << "\n";
            if (norm)
                out << name << ",divisor,," << number(norm->scalar) << ","
                    << number(norm->referenceScalar) << ","
                    << number(std::fabs(norm->scalar - norm->referenceScalar)) << "\n";
        }
    }
    return out.str();
}

std::string TraceFormatter::json() const
{
    const NormSettings &s = m_ln.settings;
    const int d = m_ln.d();
    std::string j = "{\"d\":" + std::to_string(d);
    j += ",\"input\":" + TraceFormatter::jsonArray(m_ln.input);
    j += ",\"stored_input\":" + TraceFormatter::jsonArray(m_ln.storedInput);
    j += ",\"params\":{\"gamma\":" + TraceFormatter::jsonArray(s.gamma) +
         ",\"beta\":" + TraceFormatter::jsonArray(s.beta) + ",\"eps\":" + jsonNumber(s.eps) +
         ",\"precision\":" + jsonString(toString(s.precision)) +
         ",\"accumulate\":" + jsonString(toString(s.accumulation)) +
         ",\"variance\":" + jsonString(toString(s.variance)) + "}";
    const TraceStep *var = m_ln.step(StepId::Variance);
    const TraceStep *norm = m_ln.step(StepId::Normalize);
    j += ",\"layernorm\":{\"mean\":" + jsonNumber(m_ln.step(StepId::Mean)->scalar) +
         ",\"variance\":" + jsonNumber(var->scalar) + ",\"std\":" + jsonNumber(rootOf(var)) +
         ",\"divisor\":" + jsonNumber(norm->scalar) + jsonCommon(m_ln) + "}";
    j += ",\"rmsnorm\":{\"mean_square\":" + jsonNumber(m_rms.step(StepId::MeanSquare)->scalar) +
         ",\"rms\":" + jsonNumber(rootOf(m_rms.step(StepId::MeanSquare))) +
         ",\"divisor\":" + jsonNumber(m_rms.step(StepId::Rms)->scalar) + jsonCommon(m_rms) + "}";
    j += ",\"claimed\":{\"layernorm_flops\":" +
         jsonNumber(claims::kCommonClaimLayerNormPerElement * d) +
         ",\"rmsnorm_flops\":" + jsonNumber(claims::kCommonClaimRmsNormPerElement * d) +
         ",\"source\":" + jsonString(claims::kCommonClaimSource) + "}";
    return j + "}\n";
}

} // namespace nk
