#include "chartaccessible.h"

#include "chartpanel.h"

namespace {

QAccessibleInterface *chartFactory(const QString &, QObject *object)
{
    // Qt asks with each class name up the hierarchy: answer for every ChartPanel subclass.
    if (auto *chart = qobject_cast<ChartPanel *>(object))
        return new ChartAccessible(chart);
    return nullptr;
}

} // namespace

ChartAccessible::ChartAccessible(ChartPanel *chart)
    : QAccessibleWidget(chart, QAccessible::Chart)
{
}

ChartPanel *ChartAccessible::chart() const
{
    return static_cast<ChartPanel *>(widget());
}

QString ChartAccessible::text(QAccessible::Text t) const
{
    switch (t) {
    case QAccessible::Name: {
        const QString name = QAccessibleWidget::text(t);
        if (!name.isEmpty())
            return name;
        return chart()->title().isEmpty() ? ChartPanel::tr("Chart") : chart()->title();
    }
    case QAccessible::Description:
        return chart()->accessibleSummary();
    default:
        return QAccessibleWidget::text(t);
    }
}

void ChartAccessible::install()
{
    static const bool installed = [] {
        QAccessible::installFactory(chartFactory);
        return true;
    }();
    Q_UNUSED(installed)
}
