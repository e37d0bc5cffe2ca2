#pragma once

#include <QAccessibleWidget>

class KitchenView;

// What a screen reader gets for the painted kitchen (role Animation): the name "Kitchen
// scene", the step and what each chef says, reads and counts as the description, and the
// meters' readings as the value (KitchenView::accessibleSummary() / accessibleValue(), read off
// the state the painter draws). KitchenView announces changes with QAccessibleEvent.
class KitchenAccessible : public QAccessibleWidget
{
public:
    explicit KitchenAccessible(KitchenView *view);

    QString text(QAccessible::Text t) const override;

    // Registers the factory (once; every KitchenView calls it).
    static void install();

private:
    KitchenView *view() const;
};
