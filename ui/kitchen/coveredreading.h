#pragma once

#include "kitchen/kitchenstate.h"

#include <QCoreApplication>

namespace nk::ui {

// A chef's reading covered in predict mode (KitchenView::shownState()): his trays as they were
// when the asked step began, his meter, words and notes' answers as "?".
class CoveredReading
{
    Q_DECLARE_TR_FUNCTIONS(nk::ui::CoveredReading)

public:
    // Covers shown, the station now, with was, the same station when the asked step began.
    static void cover(StationState &shown, const StationState &was);
};

} // namespace nk::ui
