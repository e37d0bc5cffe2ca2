#include "blockdiagramaccessible.h"

#include "transformerblockdiagram.h"

namespace {

QAccessibleInterface *diagramFactory(const QString &, QObject *object)
{
    if (auto *diagram = qobject_cast<TransformerBlockDiagram *>(object))
        return new BlockDiagramAccessible(diagram);
    return nullptr;
}

} // namespace

BlockDiagramAccessible::BlockDiagramAccessible(TransformerBlockDiagram *diagram)
    : QAccessibleWidget(diagram, QAccessible::Chart)
{
}

QString BlockDiagramAccessible::text(QAccessible::Text t) const
{
    if (t == QAccessible::Description)
        return static_cast<TransformerBlockDiagram *>(widget())->accessibleSummary();
    return QAccessibleWidget::text(t);
}

void BlockDiagramAccessible::install()
{
    static const bool installed = [] {
        QAccessible::installFactory(diagramFactory);
        return true;
    }();
    Q_UNUSED(installed)
}
