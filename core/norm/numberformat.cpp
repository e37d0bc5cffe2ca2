#include "norm/numberformat.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace nk {

namespace {

const char *const kMinus = "\u2212";

} // namespace

double NumberFormat::significantDecimalDigits(Precision p)
{
    return formatInfo(p).significandBits * std::log10(2.0);
}

int NumberFormat::displayDigits(Precision p)
{
    return int(std::floor(significantDecimalDigits(p)));
}

int NumberFormat::narrationDigits(Precision p)
{
    return std::min(displayDigits(p), 6);
}

Precision NumberFormat::computePrecision(const NormSettings &s)
{
    const bool low = s.precision == Precision::Fp16 || s.precision == Precision::Bf16;
    return low && s.accumulation == Accumulation::Fp32 ? Precision::Fp32 : s.precision;
}

int NumberFormat::shortestDigits(double v)
{
    if (!std::isfinite(v) || v == 0.0)
        return 1;
    char buf[64];
    for (int digits = 1; digits < 17; ++digits) {
        std::snprintf(buf, sizeof buf, "%.*g", digits, v);
        if (std::strtod(buf, nullptr) == v)
            return digits;
    }
    return 17; // always enough for a double
}

std::string NumberFormat::number(double v, int digits)
{
    if (std::isnan(v))
        return "NaN";
    if (std::isinf(v))
        return v > 0 ? "inf" : std::string(kMinus) + "inf";
    if (v == 0.0)
        v = 0.0; // no "−0"
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*g", std::clamp(digits, 1, 17), v);
    std::string s(buf);
    std::string out;
    out.reserve(s.size() + 4);
    for (char c : s) {
        if (c == '-')
            out += kMinus;
        else
            out += c;
    }
    return out;
}

std::vector<int> NumberFormat::elidedIndices(int size, int maxShown)
{
    std::vector<int> out;
    maxShown = std::max(maxShown, 2);
    if (size <= maxShown) {
        for (int i = 0; i < size; ++i)
            out.push_back(i);
        return out;
    }
    for (int i = 0; i < maxShown - 1; ++i)
        out.push_back(i);
    out.push_back(-1);
    out.push_back(size - 1);
    return out;
}

std::string NumberFormat::list(const std::vector<double> &v, Precision p, int maxShown)
{
    std::string out = "[";
    bool first = true;
    for (int i : elidedIndices(int(v.size()), maxShown)) {
        if (!first)
            out += ", ";
        first = false;
        out += i < 0 ? std::string("\u2026") : number(v[size_t(i)], p);
    }
    return out + "]";
}

std::string NumberFormat::ratio(double r, int digits)
{
    return number(r, digits) + "\u00d7";
}

std::string NumberFormat::percent(double fraction, int digits)
{
    // A no-break space (U+00A0): a wrapped line never leaves the "%" alone on the next line.
    return number(fraction * 100.0, digits) + "\u00a0%";
}

} // namespace nk
