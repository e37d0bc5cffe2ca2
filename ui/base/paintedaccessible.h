#pragma once

#include <QAccessibleWidget>

namespace nk::ui {

class DescribedWidget;

// What a screen reader gets for a DescribedWidget: its role, its name (or the fallback), its
// summary as the description and its value.
class PaintedAccessible : public QAccessibleWidget
{
public:
    PaintedAccessible(QWidget *widget, const DescribedWidget *described);

    QString text(QAccessible::Text t) const override;

    // Registers the one factory for every DescribedWidget (once; each calls it).
    static void install();

private:
    const DescribedWidget *m_described;
};

} // namespace nk::ui
