#include "base/cachedlabel.h"

#include <QEvent>
#include <QStyle>

namespace nk::ui {

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

CachedLabel::State &CachedLabel::current() const
{
    const Key key = currentKey();
    if (!m_states.isEmpty() && m_states.first().key == key)
        return m_states.first();
    for (int i = 1; i < m_states.size(); ++i) {
        if (m_states[i].key == key) {
            m_states.move(i, 0);
            return m_states.first();
        }
    }
    if (m_states.size() == kStates)
        m_states.removeLast();
    State s;
    s.key = key;
    m_states.prepend(s);
    return m_states.first();
}

int CachedLabel::heightForWidth(int width) const
{
    ensurePolished(); // polishing clears the cache: before, not while a state is in hand
    bool sameHeightTwice = false;
    {
        const State &s = current();
        for (int i = 0; i < s.used; ++i)
            if (s.widths[i] == width)
                return s.heights[i];
        if (s.unbrokenHeight >= 0 && width >= s.unbrokenFrom)
            return s.unbrokenHeight;
    }
    const int height = QLabel::heightForWidth(width);
    ++m_computed;
    int unbroken = -1;
    {
        const State &s = current(); // QLabel's answer may have sent events: look it up again
        for (int i = 0; i < s.used && !sameHeightTwice; ++i)
            sameHeightTwice = s.heights[i] == height;
        unbroken = s.unbrokenHeight;
    }
    // Two widths, one height: most likely nothing is broken at either. Worth one layout at an
    // unlimited width to know the unbroken height (a text that wraps at every width asked
    // never pays for it).
    if (unbroken < 0 && sameHeightTwice && wordWrap()) {
        unbroken = QLabel::heightForWidth(QWIDGETSIZE_MAX);
        ++m_computed;
    }
    State &s = current();
    s.widths[s.next] = width;
    s.heights[s.next] = height;
    s.next = (s.next + 1) % kSlots;
    s.used = qMin(s.used + 1, kSlots);
    if (unbroken >= 0 && s.unbrokenHeight < 0) {
        s.unbrokenHeight = unbroken;
        s.unbrokenFrom = QWIDGETSIZE_MAX;
        for (int i = 0; i < s.used; ++i)
            if (s.heights[i] == unbroken)
                s.unbrokenFrom = qMin(s.unbrokenFrom, s.widths[i]);
    } else if (height == s.unbrokenHeight) {
        s.unbrokenFrom = qMin(s.unbrokenFrom, width);
    }
    return height;
}

QSize CachedLabel::sizeHint() const
{
    ensurePolished();
    if (const QSize cached = current().hint; cached.isValid())
        return cached;
    const QSize hint = QLabel::sizeHint();
    ++m_computedHints;
    current().hint = hint;
    return hint;
}

QSize CachedLabel::minimumSizeHint() const
{
    ensurePolished();
    if (const QSize cached = current().minimumHint; cached.isValid())
        return cached;
    const QSize hint = QLabel::minimumSizeHint();
    ++m_computedHints;
    current().minimumHint = hint;
    return hint;
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
        m_states.clear();
        break;
    default:
        break;
    }
    return QLabel::event(event);
}

} // namespace nk::ui
