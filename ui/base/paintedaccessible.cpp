#include "base/paintedaccessible.h"

#include "base/describedwidget.h"

#include <QWidget>

namespace nk::ui {

namespace {

QAccessibleInterface *paintedFactory(const QString &, QObject *object)
{
    // Qt asks with each class name up the hierarchy: answer for any described widget.
    auto *widget = qobject_cast<QWidget *>(object);
    if (const auto *described = dynamic_cast<const DescribedWidget *>(widget))
        return new PaintedAccessible(widget, described);
    return nullptr;
}

} // namespace

PaintedAccessible::PaintedAccessible(QWidget *widget, const DescribedWidget *described)
    : QAccessibleWidget(widget, described->accessibleRole())
    , m_described(described)
{
}

QString PaintedAccessible::text(QAccessible::Text t) const
{
    switch (t) {
    case QAccessible::Name: {
        const QString name = QAccessibleWidget::text(t);
        return name.isEmpty() ? m_described->accessibleFallbackName() : name;
    }
    case QAccessible::Description:
        return m_described->accessibleSummary();
    case QAccessible::Value:
        return m_described->accessibleValue();
    default:
        return QAccessibleWidget::text(t);
    }
}

void PaintedAccessible::install()
{
    static const bool installed = [] {
        QAccessible::installFactory(paintedFactory);
        return true;
    }();
    Q_UNUSED(installed)
}

} // namespace nk::ui
