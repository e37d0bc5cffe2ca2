#include "norm/normsettings.h"

#include <cmath>

namespace nk {

static std::optional<std::string> checkPerElement(const std::vector<double> &v, const char *name,
                                                  int d)
{
    if (v.empty())
        return std::string(name) + " needs one value or one per element";
    if (v.size() != 1 && int(v.size()) != d)
        return std::string(name) + " has " + std::to_string(v.size()) + " values; expected 1 or " +
               std::to_string(d);
    for (size_t i = 0; i < v.size(); ++i)
        if (!std::isfinite(v[i]))
            return std::string(name) + " value " + std::to_string(i + 1) + " is not finite";
    return std::nullopt;
}

std::optional<std::string> NormSettings::problemFor(int d) const
{
    if (auto p = checkPerElement(gamma, "gamma", d))
        return p;
    if (auto p = checkPerElement(beta, "beta", d))
        return p;
    if (!std::isfinite(eps) || eps < 0.0)
        return std::string("eps must be a finite number >= 0");
    return std::nullopt;
}

bool NormSettings::operator==(const NormSettings &o) const
{
    return precision == o.precision && accumulation == o.accumulation && variance == o.variance &&
           gamma == o.gamma && beta == o.beta && eps == o.eps;
}

} // namespace nk
