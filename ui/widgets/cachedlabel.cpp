#include "cachedlabel.h"

#include <QEvent>
#include <QStyle>

CachedLabel::CachedLabel(QWidget *parent)
    : QLabel(parent)
{
}

CachedLabel::CachedLabel(const QString &text, QWidget *parent)
    : QLabel(text, parent)
{
}

bool CachedLabel::Key::operator==(const Key &o) const
{
    return text == o.text && format == o.format && alignment == o.alignment &&
           wordWrap == o.wordWrap && margin == o.margin && indent == o.indent &&
           contents == o.contents && frameWidth == o.frameWidth && minimum == o.minimum &&
           style == o.style && font == o.font;
}

CachedLabel::Key CachedLabel::currentKey() const
{
    Key k;
    k.text = text();
    k.font = font();
    k.format = int(textFormat());
    k.alignment = int(alignment());
    k.wordWrap = wordWrap();
    k.margin = margin();
    k.indent = indent();
    k.contents = contentsMargins();
    k.frameWidth = frameWidth();
    k.minimum = minimumSize();
    k.style = style();
    return k;
}

int CachedLabel::heightForWidth(int width) const
{
    const Key key = currentKey();
    if (!(key == m_key)) {
        m_key = key;
        m_used = 0;
        m_next = 0;
    }
    for (int i = 0; i < m_used; ++i)
        if (m_widths[i] == width)
            return m_heights[i];
    const int height = QLabel::heightForWidth(width);
    ++m_computed;
    m_widths[m_next] = width;
    m_heights[m_next] = height;
    m_next = (m_next + 1) % kSlots;
    m_used = qMin(m_used + 1, kSlots);
    return height;
}

bool CachedLabel::event(QEvent *event)
{
    // Changes the key does not see (a style sheet's padding, the screen's fonts) start afresh.
    switch (event->type()) {
    case QEvent::StyleChange:
    case QEvent::FontChange:
    case QEvent::PolishRequest:
    case QEvent::Polish:
    case QEvent::LayoutDirectionChange:
    case QEvent::ApplicationFontChange:
    case QEvent::ScreenChangeInternal:
        m_used = 0;
        m_next = 0;
        break;
    default:
        break;
    }
    return QLabel::event(event);
}
