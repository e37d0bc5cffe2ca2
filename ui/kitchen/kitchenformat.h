#pragma once

#include "norm/normsettings.h"

#include <QString>

namespace nk::ui {

// How the kitchen writes numbers: nk::NumberFormat's rules (U+2212, no −0, inf/NaN words) and
// digits (nk::NumberFormat::displayDigits of the precision the value lives in).
class KitchenFormat
{
public:
    static QString number(double v, int significantDigits);
    // The meter shows the digits the statistics' compute precision keeps.
    static int meterDigits(const nk::NormSettings &s);
    // The chefs' words: nk::NumberFormat::narrationDigits of the compute precision.
    static int speechDigits(const nk::NormSettings &s);
    // Under a dish there is room for four digits, fewer if the storage precision keeps fewer.
    static int dishDigits(const nk::NormSettings &s);
    // A dish's label: dishDigits, more for a large integer part (10001, not 1e+04) as far as the
    // storage precision keeps them.
    static QString dish(double v, const nk::NormSettings &s);
    static QString precisionName(nk::Precision p);
    // The meter's battery (0–4): full for fp64, low for fp16/bf16 statistics.
    static int batteryBars(const nk::NormSettings &s);
};

} // namespace nk::ui
