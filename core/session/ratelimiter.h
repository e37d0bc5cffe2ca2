#pragma once

namespace nk {

// A token bucket per connection: `rate` frames a second on average, bursts up to `burst`.
// Time is given in seconds by the caller (a monotonic clock in the server, any numbers in the
// tests). A connection that keeps going over for `closeAfter` seconds is to be closed.
class RateLimiter
{
public:
    RateLimiter(double rate = 20.0, double burst = 20.0, double closeAfter = 5.0);

    enum class Verdict {
        Accept,
        Drop,      // over the rate: drop the frame (say so at most once a second: warn())
        Disconnect // over the rate for closeAfter seconds on end
    };
    Verdict take(double now);
    // After a Drop: true at most once a second, so the warnings do not flood either.
    bool warn(double now);

private:
    double m_rate;
    double m_burst;
    double m_closeAfter;
    double m_tokens;
    double m_last = 0.0;
    bool m_started = false;
    double m_overSince = -1.0; // the first drop of the current run of drops, −1 when none
    double m_lastDrop = -1.0;
    double m_lastWarning = -1e300;
};

} // namespace nk
