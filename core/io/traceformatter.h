#pragma once

#include "norm/trace.h"

#include <string>
#include <vector>

namespace nk {

// Writes a LayerNorm/RMSNorm trace pair for scripts and the command line. Non-finite numbers
// are written as "inf", "-inf", "nan" (quoted strings in JSON).
class TraceFormatter
{
public:
    TraceFormatter(const NormTrace &layerNorm, const NormTrace &rmsNorm);

    std::string text() const; // a readable step table
    std::string csv() const;  // algorithm,step,index,value,reference,abs_error
    std::string json() const;

    static std::string number(double v); // shortest round-trip form, or inf/-inf/nan
    // number(v) as a JSON value: JSON has no inf/nan, so those are quoted strings.
    static std::string jsonNumber(double v);
    // [a,b,…] of jsonNumber()s.
    static std::string jsonArray(const std::vector<double> &v);

private:
    const NormTrace &m_ln;
    const NormTrace &m_rms;
};

} // namespace nk
