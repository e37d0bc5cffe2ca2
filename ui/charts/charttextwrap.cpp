#include "charts/charttextwrap.h"

#include <QFontMetricsF>
#include <QStringList>
#include <QTextLayout>
#include <QTextOption>

#include <algorithm>

namespace nk::ui {

QString ChartTextWrap::wrappedHtml(const QString &text, const QFont &font, qreal width)
{
    if (QFontMetricsF(font).horizontalAdvance(text) <= width && !text.contains(QLatin1Char('\n')))
        return text;
    QStringList lines;
    for (const BrokenLine &line : brokenLines(text, font, width, true))
        lines << line.text.toHtmlEscaped();
    return lines.join(QStringLiteral("<br>"));
}

QList<ChartTextWrap::BrokenLine> ChartTextWrap::brokenLines(const QString &text, const QFont &font,
                                                            qreal width, bool anywhere)
{
    QList<BrokenLine> lines;
    QTextOption option;
    option.setWrapMode(anywhere ? QTextOption::WrapAtWordBoundaryOrAnywhere
                                : QTextOption::WordWrap);
    for (const QString &paragraph : text.split(QLatin1Char('\n'))) {
        QTextLayout layout(paragraph, font);
        layout.setTextOption(option);
        layout.beginLayout();
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(std::max(1.0, width));
            lines.append({paragraph.mid(line.textStart(), line.textLength()).trimmed(),
                          line.naturalTextWidth()});
        }
        layout.endLayout();
    }
    return lines;
}

} // namespace nk::ui
