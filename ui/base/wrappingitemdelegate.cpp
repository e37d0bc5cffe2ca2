#include "base/wrappingitemdelegate.h"

#include <QApplication>
#include <QFontMetrics>
#include <QListView>
#include <QStyle>

#include <algorithm>

namespace nk::ui {

WrappingItemDelegate::WrappingItemDelegate(int horizontalPadding, int verticalPadding,
                                           QObject *parent)
    : QStyledItemDelegate(parent)
    , m_hPadding(horizontalPadding)
    , m_vPadding(verticalPadding)
{
}

int WrappingItemDelegate::textWidth(int viewportWidth, int spacing) const
{
    // The style's text margin on each side (QCommonStyle: focus frame margin + 1) as well.
    const int margin = QApplication::style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 1;
    return std::max(20, viewportWidth - 2 * spacing - 2 * m_hPadding - 2 * margin - 2);
}

QSize WrappingItemDelegate::sizeHint(const QStyleOptionViewItem &option,
                                     const QModelIndex &index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    const auto *view = qobject_cast<const QListView *>(option.widget);
    if (!view)
        return size;
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const int width = textWidth(view->viewport()->width(), view->spacing());
    const QRect text = QFontMetrics(opt.font).boundingRect(
        QRect(0, 0, width, 100000), Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, opt.text);
    size.setHeight(std::max(size.height(), text.height() + 2 * m_vPadding + 4));
    size.setWidth(std::min(size.width(), view->viewport()->width() - 2 * view->spacing()));
    return size;
}

} // namespace nk::ui
