#include "training/learningrateschedule.h"

#include <algorithm>
#include <cmath>

namespace nk {

double LearningRateSchedule::at(int step) const
{
    if (step < m_warmup)
        return m_peak * double(step + 1) / double(m_warmup);
    if (m_decay == Decay::Constant)
        return m_peak;
    const double span = std::max(1, m_total - m_warmup);
    const double p = std::clamp(double(step - m_warmup) / span, 0.0, 1.0);
    constexpr double kPi = 3.14159265358979323846;
    return m_peak * (m_finalFraction + (1.0 - m_finalFraction) * 0.5 * (1.0 + std::cos(kPi * p)));
}

} // namespace nk
