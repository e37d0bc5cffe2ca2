#pragma once

namespace nk {

// The learning rate at step s = 0, 1, … of a run of `total` steps:
//   s < W:  η·(s + 1)/W                                       (linear warm-up)
//   s ≥ W:  cosine: η·(f + (1 − f)·½·(1 + cos(π·p))),  p = (s − W)/(total − W) ∈ [0, 1]
//           constant: η
// with peak η, W warm-up steps (0: none) and f the final fraction of η.
class LearningRateSchedule
{
public:
    enum class Decay { Cosine, Constant };

    LearningRateSchedule(double peak, int warmupSteps, int totalSteps, Decay decay = Decay::Cosine,
                         double finalFraction = 0.1)
        : m_peak(peak)
        , m_warmup(warmupSteps)
        , m_total(totalSteps)
        , m_decay(decay)
        , m_finalFraction(finalFraction)
    {
    }

    double at(int step) const;

    double peak() const { return m_peak; }
    int warmupSteps() const { return m_warmup; }
    int totalSteps() const { return m_total; }

private:
    double m_peak;
    int m_warmup;
    int m_total;
    Decay m_decay;
    double m_finalFraction;
};

} // namespace nk
