#include "base/settingnames.h"

namespace nk::ui {

QString SettingNames::variance(nk::VarianceAlgorithm v)
{
    switch (v) {
    case nk::VarianceAlgorithm::TwoPass:
        return tr("two-pass");
    case nk::VarianceAlgorithm::OnePass:
        return tr("one-pass E[x²] − μ²");
    case nk::VarianceAlgorithm::Welford:
        return tr("Welford");
    }
    return {};
}

} // namespace nk::ui
