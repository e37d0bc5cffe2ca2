#pragma once

#include <QFont>
#include <QStringList>

QT_BEGIN_NAMESPACE
class QBarCategoryAxis;
QT_END_NAMESPACE

namespace nk::ui {

// A bar chart's category labels, fitted to their share of the axis. Qt Charts gives each label
// its share of the axis less padding, counting one slot more than there are categories, and
// cuts a longer label to "…". Labels wrap to that share where words (or, in Chinese,
// characters) allow ("\n" breaks one too); a word still wider is set smaller, down to 3/4 of
// the axis font, and only then broken inside.
class BarCategoryLabels
{
public:
    static void fit(QBarCategoryAxis *axis, const QStringList &categories, qreal plotWidth,
                    const QFont &axisFont);

private:
    // Qt Charts' padding on each side of an axis label, in pixels.
    static constexpr qreal kLabelPadding = 5.0;
};

} // namespace nk::ui
