#pragma once

#include "charts/charttablemodel.h"

#include <QCoreApplication>
#include <QString>

namespace nk::ui {

// What a screen reader hears about a chart (ChartPanel::accessibleSummary()): its series and
// their values, all of them when few, else each series' count and range.
class ChartSummary
{
    Q_DECLARE_TR_FUNCTIONS(nk::ui::ChartSummary)

public:
    // t as the chart shows it; tableShortcut the key that shows it as a table ("Ctrl+T").
    static QString describe(const ChartTable &t, const QString &tableShortcut);
};

} // namespace nk::ui
