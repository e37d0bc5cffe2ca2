#include "kitchen/beatcontext.h"

#include "kitchen/kitchenformat.h"
#include "kitchen/kitchenmath.h"

#include <algorithm>
#include <cmath>

namespace nk::ui {

using kitchenmath::clamp01;

BeatContext::BeatContext(const StationModel &model, StationState &state, bool stripMode)
    : m(model)
    , st(state)
    , strip(stripMode)
{
}

QString BeatContext::say(double v) const
{
    return KitchenFormat::number(v, m.speechDigits);
}

QString BeatContext::precisionName() const
{
    return KitchenFormat::precisionName(m.compute);
}

void BeatContext::setMeter(const QString &caption, double v)
{
    st.meterVisible = true;
    st.meterCaption = caption;
    st.meterValue = v;
    st.meterText = KitchenFormat::number(v, m.meterDigits);
    st.meterBroken = !std::isfinite(v);
}

void BeatContext::setDish(DishState &dish, double value) const
{
    dish.value = value;
    dish.label = KitchenFormat::dish(value, m.trace->settings);
    dish.nonFinite = !std::isfinite(value);
}

void BeatContext::restAt(int stage)
{
    if (strip) {
        st.stripFrom = stage;
        st.stripTo = stage;
        st.stripFront = 1.0;
        return;
    }
    for (int i = 0; i < m.d; ++i) {
        DishState &dish = st.dishes[i];
        setDish(dish, m.stage[size_t(stage)][size_t(i)]);
        dish.level = dish.value;
        dish.tasted = false;
        dish.note.clear();
    }
}

void BeatContext::walkTo(int from, int to, double w, const std::vector<double> *via)
{
    st.pose = ChefPose::Walking;
    st.chefPos = w * m.d;
    if (strip) {
        st.stripFrom = from;
        st.stripTo = to;
        st.stripFront = w;
        return;
    }
    for (int i = 0; i < m.d; ++i) {
        DishState &dish = st.dishes[i];
        const double a = clamp01(w * m.d - i);
        const double x0 = m.stage[size_t(from)][size_t(i)];
        const double x1 = m.stage[size_t(to)][size_t(i)];
        if (via) {
            const double xm = (*via)[size_t(i)];
            dish.level = a < 0.5 ? kitchenmath::moveTo(x0, xm, 2.0 * a)
                                 : kitchenmath::moveTo(xm, x1, 2.0 * a - 1.0);
        } else {
            dish.level = kitchenmath::moveTo(x0, x1, a);
        }
        setDish(dish, a >= 1.0 ? x1 : x0);
        dish.tasted = a > 0.0;
        dish.note.clear();
    }
}

void BeatContext::tasteWalk(double w)
{
    st.pose = ChefPose::Walking;
    st.chefPos = w * m.d;
    if (strip) {
        // Everything stays at the stage it is at; the walk shows as the chef's position.
        st.stripFrom = st.stripTo;
        st.stripFront = 1.0;
        return;
    }
    const int k = tastedCount(w, m.d);
    for (int i = 0; i < m.d; ++i)
        st.dishes[i].tasted = i < k;
}

int BeatContext::waitForTable(double p)
{
    const double w = clamp01(p / 0.85);
    arrive(w);
    st.chefPos = -1.0;
    st.waiting = true;
    st.pose = ChefPose::Waiting;
    return arrivedCount(w, m.d);
}

void BeatContext::arrive(double w)
{
    if (strip) {
        st.stripFrom = -1;
        st.stripTo = 0;
        st.stripFront = w;
        return;
    }
    for (int i = 0; i < m.d; ++i) {
        DishState &dish = st.dishes[i];
        dish.arrival = kitchenmath::smooth(clamp01(w * m.d - i));
        setDish(dish, m.stage[0][size_t(i)]);
        dish.level = dish.value;
    }
}

int BeatContext::tastedCount(double w, int d)
{
    return std::clamp(int(std::floor(w * d + 0.5)), 0, d);
}

int BeatContext::arrivedCount(double w, int d)
{
    return std::clamp(int(std::floor(w * d + 1e-9)), 0, d);
}

double BeatContext::stepShare(const nk::TraceStep *s, long long part)
{
    const long long total = s ? s->ops.total() : 0;
    return total > 0 ? double(part) / double(total) : 0.0;
}

} // namespace nk::ui
