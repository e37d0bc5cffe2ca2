#pragma once

#include <QAccessibleWidget>

class ChartPanel;

// What a screen reader gets for a chart (role Chart): its title as the name and, as the
// description, the series it draws with their values (ChartPanel::accessibleSummary(), built
// from the same table as "Show as table").
class ChartAccessible : public QAccessibleWidget
{
public:
    explicit ChartAccessible(ChartPanel *chart);

    QString text(QAccessible::Text t) const override;

    // Registers the factory (once; every ChartPanel calls it).
    static void install();

private:
    ChartPanel *chart() const;
};
