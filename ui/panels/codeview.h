#pragma once

#include <QList>
#include <QStringList>
#include <QWidget>

namespace nk::ui {

// A listing painted with syntax colours (Python or C++) and some lines lit up: not a text
// editor, so it never takes the clicker's keys. Fonts readable from the back of a room.
class CodeView : public QWidget
{
    Q_OBJECT

public:
    explicit CodeView(QWidget *parent = nullptr);

    void setCode(const QStringList &lines, bool python);
    void setHighlightedLines(const QList<int> &lines);
    void setAccent(const QColor &colour); // the lit lines' bar: the algorithm's colour
    void setPointSize(qreal points);

    QStringList lines() const { return m_lines; }
    QList<int> highlightedLines() const { return m_highlighted; }
    // The point size drawn now: the asked one, or smaller when the widest line would not fit.
    qreal drawnPointSize() const { return fittedFont().pointSizeF(); }

    // The width the listing needs at a point size (the widest line and the margins).
    qreal widthFor(qreal points) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    void updateAccessibleText();
    QFont codeFont() const;
    QFont fittedFont() const;

    QStringList m_lines;
    bool m_python = true;
    QList<int> m_highlighted;
    QColor m_accent;
    qreal m_points = 14.0;
};

} // namespace nk::ui
