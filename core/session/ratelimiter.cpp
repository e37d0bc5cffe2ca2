#include "session/ratelimiter.h"

#include <algorithm>

namespace nk {

RateLimiter::RateLimiter(double rate, double burst, double closeAfter)
    : m_rate(rate)
    , m_burst(burst)
    , m_closeAfter(closeAfter)
    , m_tokens(burst)
{
}

RateLimiter::Verdict RateLimiter::take(double now)
{
    if (!m_started) {
        m_started = true;
        m_last = now;
    }
    m_tokens = std::min(m_burst, m_tokens + std::max(0.0, now - m_last) * m_rate);
    m_last = std::max(m_last, now);
    if (m_tokens >= 1.0) {
        m_tokens -= 1.0;
        // A second without a drop ends the run: the client slowed down.
        if (m_overSince >= 0.0 && now - m_lastDrop > 1.0)
            m_overSince = -1.0;
        return Verdict::Accept;
    }
    if (m_overSince < 0.0 || now - m_lastDrop > 1.0)
        m_overSince = now;
    m_lastDrop = now;
    return now - m_overSince >= m_closeAfter ? Verdict::Disconnect : Verdict::Drop;
}

bool RateLimiter::warn(double now)
{
    if (now - m_lastWarning < 1.0)
        return false;
    m_lastWarning = now;
    return true;
}

} // namespace nk
