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

    // The shortest form that reads back to v, or inf/-inf/nan (JSON: io/jsonwriter.h).
    static std::string number(double v);

private:
    const NormTrace &m_ln;
    const NormTrace &m_rms;
};

} // namespace nk
