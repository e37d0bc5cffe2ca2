#include "io/traceformatter.h"

#include "io/jsonwriter.h"
#include "norm/flopclaims.h"

#include <cmath>
#include <cstdio>
#include <sstream>

namespace nk {

namespace {

void writeOps(JsonWriter &w, const OpCounts &o)
{
    w.beginObject().key("add").value(o.add).key("sub").value(o.sub).key("mul").value(o.mul);
    w.key("div").value(o.div).key("sqrt").value(o.sqrt).key("total").value(o.total()).endObject();
}

void writeFlags(JsonWriter &w, const NumericFlags &f)
{
    w.beginArray();
    for (const std::string &name : f.names())
        w.value(name);
    w.endArray();
}

// max_rel is "undefined" where a reference of 0 came out nonzero (TraceStep::relErrorUndefined).
void writeError(JsonWriter &w, double abs, double rel, bool relUndefined)
{
    w.beginObject().key("max_abs").value(abs).key("max_rel");
    if (relUndefined)
        w.value("undefined");
    else
        w.value(rel);
    w.endObject();
}

void writeStep(JsonWriter &w, const TraceStep &st)
{
    // A step without a scalar writes null for it and for its reference.
    const auto scalar = [&w, &st](double v) {
        if (st.hasScalar)
            w.value(v);
        else
            w.null();
    };
    w.beginObject().key("id").value(toString(st.id)).key("row").value(st.row);
    w.key("values").values(st.values).key("scalar");
    scalar(st.scalar);
    w.key("reference").beginObject().key("values").values(st.referenceValues).key("scalar");
    scalar(st.referenceScalar);
    w.endObject();
    w.key("error");
    writeError(w, st.maxAbsError, st.maxRelError, st.relErrorUndefined);
    w.key("terms").values(st.terms);
    w.key("named").beginObject();
    for (const NamedValue &n : st.named)
        w.key(n.name).value(n.value);
    w.endObject().key("ops");
    writeOps(w, st.ops);
    w.key("reads").value(st.reads).key("writes").value(st.writes);
    w.key("walks_table").value(st.walksTable).key("flags");
    writeFlags(w, st.flags);
    w.endObject();
}

// What LayerNorm's and RMSNorm's objects share, written into the open one.
void writeCommon(JsonWriter &w, const NormTrace &t)
{
    w.key("normalized").values(t.normalized).key("output").values(t.output());
    w.key("steps").beginArray();
    for (const TraceStep &st : t.steps)
        writeStep(w, st);
    w.endArray().key("ops");
    writeOps(w, t.ops);
    w.key("passes").value(t.passes).key("reads").value(t.reads).key("writes").value(t.writes);
    w.key("flags");
    writeFlags(w, t.flags);
    w.key("error");
    writeError(w, t.maxAbsError, t.maxRelError, t.relErrorUndefined);
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
    return JsonWriter::number(v);
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
    JsonWriter w;
    w.beginObject().key("d").value(d).key("input").values(m_ln.input);
    w.key("stored_input").values(m_ln.storedInput);
    w.key("params").beginObject().key("gamma").values(s.gamma).key("beta").values(s.beta);
    w.key("eps").value(s.eps).key("precision").value(toString(s.precision));
    w.key("accumulate").value(toString(s.accumulation));
    w.key("variance").value(toString(s.variance)).endObject();
    const TraceStep *var = m_ln.step(StepId::Variance);
    const TraceStep *norm = m_ln.step(StepId::Normalize);
    w.key("layernorm").beginObject().key("mean").value(m_ln.step(StepId::Mean)->scalar);
    w.key("variance").value(var->scalar).key("std").value(rootOf(var));
    w.key("divisor").value(norm->scalar);
    writeCommon(w, m_ln);
    w.endObject();
    const TraceStep *meanSquare = m_rms.step(StepId::MeanSquare);
    w.key("rmsnorm").beginObject().key("mean_square").value(meanSquare->scalar);
    w.key("rms").value(rootOf(meanSquare)).key("divisor").value(m_rms.step(StepId::Rms)->scalar);
    writeCommon(w, m_rms);
    w.endObject();
    w.key("claimed").beginObject();
    w.key("layernorm_flops").value(claims::kCommonClaimLayerNormPerElement * d);
    w.key("rmsnorm_flops").value(claims::kCommonClaimRmsNormPerElement * d);
    w.key("source").value(claims::kCommonClaimSource).endObject();
    w.endObject();
    return w.str() + "\n";
}

} // namespace nk
