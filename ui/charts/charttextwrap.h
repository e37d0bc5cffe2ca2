#pragma once

#include <QFont>
#include <QList>
#include <QString>

namespace nk::ui {

// Text wrapped for Qt Charts, which cuts a title or label longer than its room: ChartPanel's
// titles and axis titles, BarChart's category labels.
class ChartTextWrap
{
public:
    // Qt Charts cuts a title or label longer than its room to "…" but draws HTML line breaks:
    // text broken at word boundaries (anywhere in a word longer than a line) into lines no wider
    // than width, joined by <br>; text that fits is returned as it is.
    static QString wrappedHtml(const QString &text, const QFont &font, qreal width);
    // One line of text broken by brokenLines(): its characters (trimmed) and natural width.
    struct BrokenLine
    {
        QString text;
        qreal width = 0;
    };
    // text broken into lines no wider than width, each "\n" starting a new one: at word
    // boundaries, and inside a word wider than a line when anywhere is true. A width of 1 gives
    // the pieces no break can split.
    static QList<BrokenLine> brokenLines(const QString &text, const QFont &font, qreal width,
                                         bool anywhere);
};

} // namespace nk::ui
