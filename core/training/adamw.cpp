#include "training/adamw.h"

#include <cmath>

namespace nk {

void AdamW::step(const std::vector<ModelParameter<float> *> &parameters, double learningRate)
{
    ++m_step;
    const double t = double(m_step);
    const float b1 = float(m_settings.beta1), b2 = float(m_settings.beta2);
    const float correction1 = float(1.0 - std::pow(m_settings.beta1, t));
    const float correction2 = float(1.0 - std::pow(m_settings.beta2, t));
    const float lr = float(learningRate), eps = float(m_settings.epsilon);
    const float decay = float(1.0 - learningRate * m_settings.weightDecay);
    for (ModelParameter<float> *p : parameters) {
        Moments &s = m_moments[p->name];
        if (s.m.rows() != p->value.rows() || s.m.cols() != p->value.cols()) {
            s.m.setZero(p->value.rows(), p->value.cols());
            s.v.setZero(p->value.rows(), p->value.cols());
        }
        if (p->decay)
            p->value *= decay;
        s.m = b1 * s.m + (1.0f - b1) * p->grad;
        s.v = b2 * s.v + (1.0f - b2) * p->grad.cwiseAbs2();
        p->value.array() -=
            lr * (s.m.array() / correction1) / ((s.v.array() / correction2).sqrt() + eps);
    }
}

} // namespace nk
