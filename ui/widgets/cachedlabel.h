#pragma once

#include <QFont>
#include <QLabel>
#include <QMargins>
#include <QSize>

// A QLabel that remembers its height for each width it was asked about until what decides the
// layout changes (text, font, format, wrapping, alignment, margins, indent, minimum size, style).
// Qt 6.4's QLabel lays a wrapped rich text out twice per heightForWidth() call and the layouts
// ask for it dozens of times per step change; the answers do not change between texts.
// Selection, links, accessibility and painting are QLabel's own.
class CachedLabel : public QLabel
{
    Q_OBJECT

public:
    explicit CachedLabel(QWidget *parent = nullptr);
    explicit CachedLabel(const QString &text, QWidget *parent = nullptr);

    int heightForWidth(int width) const override;

    // How many heights were computed by QLabel (not answered from the cache): for tests.
    int computedHeights() const { return m_computed; }

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
    Key currentKey() const;

    // A step card's title is asked at some 17 widths in a chapter (its result beside it changes
    // width from step to step): room for all of them.
    static constexpr int kSlots = 32;
    mutable Key m_key;
    mutable int m_widths[kSlots] = {};
    mutable int m_heights[kSlots] = {};
    mutable int m_used = 0;
    mutable int m_next = 0;
    mutable int m_computed = 0;
};
