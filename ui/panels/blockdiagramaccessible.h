#pragma once

#include <QAccessibleWidget>

class TransformerBlockDiagram;

// What a screen reader gets for chapter 8's painted block diagram (role Chart): its name and,
// as the description, both blocks in the order data flows through them
// (TransformerBlockDiagram::accessibleSummary(), from the same boxes the painter draws).
class BlockDiagramAccessible : public QAccessibleWidget
{
public:
    explicit BlockDiagramAccessible(TransformerBlockDiagram *diagram);

    QString text(QAccessible::Text t) const override;

    // Registers the factory (once; every TransformerBlockDiagram calls it).
    static void install();
};
