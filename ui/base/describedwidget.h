#pragma once

#include <QAccessible>
#include <QString>

namespace nk::ui {

// A custom-painted widget that tells screen readers what it shows: the kitchen, the charts,
// chapter 8's block diagram. PaintedAccessible serves every widget that implements this, read
// off the same state the widget paints; the widget calls PaintedAccessible::install() once.
class DescribedWidget
{
public:
    virtual ~DescribedWidget() = default;

    virtual QAccessible::Role accessibleRole() const = 0;
    // QAccessible::Description: what the picture shows, in words and its numbers.
    virtual QString accessibleSummary() const = 0;
    // QAccessible::Value; empty: none.
    virtual QString accessibleValue() const { return {}; }
    // The name when the widget's accessibleName() is empty (a chart's title).
    virtual QString accessibleFallbackName() const { return {}; }
};

} // namespace nk::ui
