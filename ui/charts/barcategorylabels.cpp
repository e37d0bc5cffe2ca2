#include "charts/barcategorylabels.h"

#include "charts/charttextwrap.h"

#include <QBarCategoryAxis>

#include <algorithm>

namespace nk::ui {

void BarCategoryLabels::fit(QBarCategoryAxis *axis, const QStringList &categories, qreal plotWidth,
                            const QFont &axisFont)
{
    const int n = int(categories.size());
    const qreal share = plotWidth > 1 && n > 0 ? plotWidth / (n + 1) - 2 * kLabelPadding - 4 : 1e9;
    // The widest piece no line break can split, over all categories.
    qreal widestPiece = 0;
    for (const QString &c : categories) {
        for (const ChartTextWrap::BrokenLine &piece :
             ChartTextWrap::brokenLines(c, axisFont, 1.0, false))
            widestPiece = std::max(widestPiece, piece.width);
    }
    QFont font = axisFont;
    if (widestPiece > share && widestPiece > 0)
        font.setPointSizeF(axisFont.pointSizeF() * std::max(0.75, share / widestPiece));
    if (axis->labelsFont() != font)
        axis->setLabelsFont(font);
    QStringList shown;
    for (const QString &c : categories) {
        const QString html = ChartTextWrap::wrappedHtml(c, font, share);
        shown << (html == c ? c : QStringLiteral("<div align=\"center\">%1</div>").arg(html));
    }
    if (shown != axis->categories())
        axis->setCategories(shown);
}

} // namespace nk::ui
