#include "kitchen/coveredreading.h"

#include <limits>

namespace nk::ui {

void CoveredReading::cover(StationState &shown, const StationState &was)
{
    // The trays as they were when the step began: the new values are the answer (a
    // label, a level, a gap or a square marked). A label that was to change reads "?".
    if (was.dishes.size() == shown.dishes.size()) {
        for (int i = 0; i < shown.dishes.size(); ++i) {
            DishState &dish = shown.dishes[i];
            const DishState &before = was.dishes[i];
            const bool changed = dish.label != before.label || dish.note != before.note;
            dish.level = before.level;
            dish.value = before.value;
            dish.nonFinite = before.nonFinite;
            if (changed) {
                dish.label = QStringLiteral("?");
                dish.note.clear();
            }
        }
    }
    shown.deviationMarks = was.deviationMarks;
    shown.energyBars = was.energyBars;
    shown.stripFrom = was.stripFrom;
    shown.stripTo = was.stripTo;
    shown.stripFront = was.stripFront;
    shown.stripOverlay = was.stripOverlay;
    shown.histogram = was.histogram;
    shown.nonFiniteCount = was.nonFiniteCount;
    if (shown.meterVisible) {
        shown.meterText = QStringLiteral("?");
        shown.meterBroken = false;
    }
    shown.hasMeanLine = false;
    shown.spread = std::numeric_limits<double>::quiet_NaN();
    if (!shown.speech.isEmpty())
        shown.speech = tr("What will I read? Guess first.");
    // The cost and stability scenes' readings: each line keeps its words and givens, its
    // answers become "?" (the scene says which, coveredNotes).
    shown.notes = shown.coveredNotes;
    if (shown.platesPerMinute > 0)
        shown.platesPerMinute = std::numeric_limits<double>::quiet_NaN();
}

} // namespace nk::ui
