#pragma once

#include <QFont>
#include <QLabel>
#include <QList>
#include <QMargins>
#include <QSize>

namespace nk::ui {

// A QLabel that remembers its sizes (height for each width asked, size hint, minimum size hint)
// for the last few states of what decides its layout (text, font, format, wrapping, alignment,
// margins, indent, minimum size, style). Qt 6.4's QLabel lays a wrapped rich text out twice per
// heightForWidth() call, three times more for its size hints after each new text, and the
// layouts ask dozens of times per step change; stepping back and forth shows the same texts again.
// Selection, links, accessibility and painting are QLabel's own. For text only: a pixmap is not
// part of the key.
class CachedLabel : public QLabel
{
    Q_OBJECT

public:
    explicit CachedLabel(QWidget *parent = nullptr);
    explicit CachedLabel(const QString &text, QWidget *parent = nullptr);

    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // How many sizes were computed by QLabel (not answered from the cache): for tests.
    int computedHeights() const { return m_computed; }
    int computedHints() const { return m_computedHints; }

protected:
    bool event(QEvent *event) override;

private:
    struct Key
    {
        QString text;
        QFont font;
        int format = 0;
        int alignment = 0;
        bool wordWrap = false;
        int margin = 0;
        int indent = 0;
        QMargins contents;
        int frameWidth = 0;
        QSize minimum;
        const void *style = nullptr;
        bool operator==(const Key &o) const;
    };
    // A step card's title is asked at some 17 widths over a chapter (its result beside it
    // changes width from step to step): room for all of them.
    static constexpr int kSlots = 32;
    struct State
    {
        Key key;
        int widths[kSlots] = {};
        int heights[kSlots] = {};
        int used = 0;
        int next = 0;
        QSize hint, minimumHint; // invalid until asked
        // The height with every line unbroken (-1 until known) and the narrowest width known to
        // give it. Any split adds a line's height and wider never splits more, so every width
        // from there on gives that height: a title asked at dozens of widths as the cards
        // around it resize is laid out twice, not at each width.
        int unbrokenHeight = -1;
        int unbrokenFrom = 0;
    };
    // The state for the label as it is now, most recent first.
    State &current() const;
    Key currentKey() const;

    static constexpr int kStates = 8;
    mutable QList<State> m_states;
    mutable int m_computed = 0;
    mutable int m_computedHints = 0;
};

} // namespace nk::ui
