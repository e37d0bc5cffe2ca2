#include "kitchen/kitchenstate.h"

#include <cmath>

namespace nk::ui {

namespace {

bool same(double a, double b)
{
    return a == b || (std::isnan(a) && std::isnan(b));
}

bool sameVector(const QVector<double> &a, const QVector<double> &b)
{
    if (a.size() != b.size())
        return false;
    for (int i = 0; i < a.size(); ++i)
        if (!same(a[i], b[i]))
            return false;
    return true;
}

} // namespace

bool DishState::operator==(const DishState &o) const
{
    return same(level, o.level) && same(value, o.value) && nonFinite == o.nonFinite &&
           label == o.label && arrival == o.arrival && tasted == o.tasted && note == o.note;
}

bool StationState::operator==(const StationState &o) const
{
    return dishes == o.dishes && waiting == o.waiting && walks == o.walks && flops == o.flops &&
           hasMeanLine == o.hasMeanLine && same(meanLevel, o.meanLevel) &&
           meterVisible == o.meterVisible && meterText == o.meterText &&
           meterBroken == o.meterBroken && batteryBars == o.batteryBars &&
           sameVector(deviationMarks, o.deviationMarks) && sameVector(energyBars, o.energyBars) &&
           visible == o.visible && skipped == o.skipped && pose == o.pose &&
           same(chefPos, o.chefPos) && speech == o.speech && speechWarning == o.speechWarning &&
           meterCaption == o.meterCaption && same(meterValue, o.meterValue) &&
           same(spread, o.spread) && stripFrom == o.stripFrom && stripTo == o.stripTo &&
           same(stripFront, o.stripFront) && stripOverlay == o.stripOverlay &&
           histogram == o.histogram && nonFiniteCount == o.nonFiniteCount &&
           same(platesPerMinute, o.platesPerMinute) && same(plateClock, o.plateClock) &&
           notes == o.notes && coveredNotes == o.coveredNotes;
}

bool SceneState::operator==(const SceneState &o) const
{
    return layerNorm == o.layerNorm && rmsNorm == o.rmsNorm && strip == o.strip &&
           scene == o.scene && row == o.row && progress == o.progress && footer == o.footer &&
           coveredFooter == o.coveredFooter;
}

} // namespace nk::ui
