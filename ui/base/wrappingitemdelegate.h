#pragma once

#include <QStyledItemDelegate>

namespace nk::ui {

// Items of a list whose text wraps to the view's width. Qt's own size hint wraps the text at the
// whole row's width and a style sheet's item padding is added afterwards, so a title that
// needed one more line was drawn cut ("4. 代价：运算、访存与" over half a line). This one wraps
// at the width the text really gets (the row minus the padding and the list's spacing) and
// makes the row tall enough for every line.
class WrappingItemDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    // padding: the style sheet's "QListWidget::item { padding: v h }", in pixels.
    WrappingItemDelegate(int horizontalPadding, int verticalPadding, QObject *parent = nullptr);

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    // The width the text of a row of a view viewportWidth wide is wrapped at.
    int textWidth(int viewportWidth, int spacing) const;

private:
    int m_hPadding;
    int m_vPadding;
};

} // namespace nk::ui
