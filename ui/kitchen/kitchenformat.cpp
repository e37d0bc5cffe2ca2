#include "kitchen/kitchenformat.h"

#include "norm/numberformat.h"

#include <algorithm>
#include <cmath>

namespace nk::ui {

namespace {

constexpr int kDishLabelRoom = 4; // digits that fit under a dish at the design size

} // namespace

QString KitchenFormat::number(double v, int significantDigits)
{
    return QString::fromStdString(nk::NumberFormat::number(v, significantDigits));
}

int KitchenFormat::meterDigits(const nk::NormSettings &s)
{
    return nk::NumberFormat::displayDigits(nk::NumberFormat::computePrecision(s));
}

int KitchenFormat::speechDigits(const nk::NormSettings &s)
{
    return nk::NumberFormat::narrationDigits(nk::NumberFormat::computePrecision(s));
}

int KitchenFormat::dishDigits(const nk::NormSettings &s)
{
    return std::min(kDishLabelRoom, nk::NumberFormat::displayDigits(s.precision));
}

QString KitchenFormat::dish(double v, const nk::NormSettings &s)
{
    int digits = dishDigits(s);
    if (std::isfinite(v) && std::fabs(v) >= 1.0) {
        const int intDigits = int(std::floor(std::log10(std::fabs(v)))) + 1;
        digits =
            std::max(digits, std::min(intDigits, nk::NumberFormat::displayDigits(s.precision)));
    }
    return number(v, digits);
}

QString KitchenFormat::precisionName(nk::Precision p)
{
    return QString::fromStdString(nk::toString(p));
}

int KitchenFormat::batteryBars(const nk::NormSettings &s)
{
    switch (nk::NumberFormat::computePrecision(s)) {
    case nk::Precision::Fp64:
        return 4;
    case nk::Precision::Fp32:
        return 3;
    case nk::Precision::Fp16:
    case nk::Precision::Bf16:
        return 1;
    }
    return 3;
}

} // namespace nk::ui
