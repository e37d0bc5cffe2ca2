#include "base/fittedtextlabel.h"

#include <QEvent>
#include <QFontMetrics>
#include <QTextBoundaryFinder>

#include <vector>

namespace nk::ui {

FittedTextLabel::FittedTextLabel(QWidget *parent)
    : QLabel(parent)
{
    setWordWrap(true);
    setTextFormat(Qt::PlainText);
    setAlignment(Qt::AlignTop | Qt::AlignLeft);
    // The layout decides the size; the text adapts to it, not the other way round.
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
}

void FittedTextLabel::setFullText(const QString &text)
{
    if (text == m_full && !text.isEmpty())
        return;
    m_full = text;
    setAccessibleDescription(text);
    updateGeometry(); // its size hint is the whole text's
    refit();
}

QSize FittedTextLabel::sizeHint() const
{
    const QMargins m = contentsMargins();
    const QFontMetrics fm = fontMetrics();
    return {fm.horizontalAdvance(m_full) + 2 * margin() + m.left() + m.right() + 1,
            fm.height() + 2 * margin() + m.top() + m.bottom()};
}

QSize FittedTextLabel::minimumSizeHint() const
{
    const QMargins m = contentsMargins();
    const QFontMetrics fm = fontMetrics();
    return {fm.horizontalAdvance(QChar(0x2026)) + 2 * margin() + m.left() + m.right(),
            fm.height() + 2 * margin() + m.top() + m.bottom()};
}

void FittedTextLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    refit();
}

void FittedTextLabel::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        refit();
}

int FittedTextLabel::heightOf(const QString &text) const
{
    const QRect room = contentsRect();
    const int width = std::max(1, room.width() - 2 * margin());
    return fontMetrics()
               .boundingRect(QRect(0, 0, width, 1 << 20), Qt::TextWordWrap | alignment(), text)
               .height() +
           2 * margin();
}

void FittedTextLabel::refit()
{
    const int room = contentsRect().height();
    QString shown = m_full;
    if (!m_full.isEmpty() && room > 0 && heightOf(m_full) > room) {
        // Where a line may break: after each word, or between Chinese characters.
        std::vector<int> cuts;
        QTextBoundaryFinder finder(QTextBoundaryFinder::Line, m_full);
        for (int at = finder.toNextBoundary(); at > 0 && at < m_full.size();
             at = finder.toNextBoundary())
            cuts.push_back(at);
        // The longest prefix that fits with its "…" (its height grows with its length).
        auto prefix = [this](int at) { return m_full.left(at).trimmed() + QChar(0x2026); };
        int lo = 0, hi = int(cuts.size()) - 1, best = -1;
        while (lo <= hi) {
            const int mid = (lo + hi) / 2;
            if (heightOf(prefix(cuts[size_t(mid)])) <= room) {
                best = mid;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        shown = best >= 0 ? prefix(cuts[size_t(best)]) : QString(QChar(0x2026));
    }
    if (text() != shown)
        setText(shown);
}

} // namespace nk::ui
