#include "charts/chartrefits.h"

namespace nk::ui {

bool ChartRefits::hold(bool on)
{
    m_held = on;
    if (on || !m_pending)
        return false;
    m_pending = false;
    return true;
}

bool ChartRefits::defer()
{
    if (m_held)
        m_pending = true;
    return m_held;
}

bool ChartRefits::run(const std::function<void()> &fit)
{
    if (m_fitting) {
        m_fitAgain = true;
        return false;
    }
    m_fitting = true;
    for (int pass = 0; pass < 3; ++pass) {
        m_fitAgain = false;
        fit();
        if (!m_fitAgain)
            break;
    }
    m_fitting = false;
    return true;
}

} // namespace nk::ui
