#include "kitchenaccessible.h"

#include "kitchenview.h"

namespace {

QAccessibleInterface *kitchenFactory(const QString &, QObject *object)
{
    if (auto *view = qobject_cast<KitchenView *>(object))
        return new KitchenAccessible(view);
    return nullptr;
}

} // namespace

KitchenAccessible::KitchenAccessible(KitchenView *view)
    : QAccessibleWidget(view, QAccessible::Animation)
{
}

KitchenView *KitchenAccessible::view() const
{
    return static_cast<KitchenView *>(widget());
}

QString KitchenAccessible::text(QAccessible::Text t) const
{
    switch (t) {
    case QAccessible::Description:
        return view()->accessibleSummary();
    case QAccessible::Value:
        return view()->accessibleValue();
    default:
        return QAccessibleWidget::text(t); // the name: accessibleName(), "Kitchen scene"
    }
}

void KitchenAccessible::install()
{
    static const bool installed = [] {
        QAccessible::installFactory(kitchenFactory);
        return true;
    }();
    Q_UNUSED(installed)
}
