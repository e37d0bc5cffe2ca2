#include "base/pagedscrollarea.h"

#include <QAbstractButton>
#include <QEvent>
#include <QGroupBox>
#include <QHash>
#include <QLabel>
#include <QLayout>
#include <QScrollBar>
#include <QStyle>
#include <QStyleOptionGroupBox>
#include <QTableView>
#include <QAbstractTextDocumentLayout>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>

#include <algorithm>
#include <functional>
#include <tuple>

namespace nk::ui {

PagedScrollArea::PagedScrollArea(QWidget *parent)
    : QScrollArea(parent)
{
    m_snapLater.setSingleShot(true);
    m_snapLater.setInterval(0);
    connect(&m_snapLater, &QTimer::timeout, this, &PagedScrollArea::snap);
    viewport()->installEventFilter(this);
}

int PagedScrollArea::fullHeight() const
{
    return height() - 2 * frameWidth();
}

namespace {

// The texts laid out last, by text, font, format and width: a step's narration comes back when
// the class steps back, and a label's lines do not depend on its height.
QHash<QString, PagedScrollArea::DocumentLines> &documentLinesCache()
{
    thread_local QHash<QString, PagedScrollArea::DocumentLines> cache;
    return cache;
}

} // namespace

PagedScrollArea::DocumentLines PagedScrollArea::documentLines(const QString &text,
                                                              const QFont &font, bool rich,
                                                              int width, bool cached)
{
    QHash<QString, DocumentLines> &cache = documentLinesCache();
    const QString key =
        QString::number(width) + QLatin1Char(rich ? 'r' : 'p') + font.key() + QChar(0x1f) + text;
    if (cached) {
        const auto it = cache.constFind(key);
        if (it != cache.constEnd())
            return *it;
    }
    DocumentLines out;
    QTextDocument doc;
    doc.setDocumentMargin(0);
    doc.setDefaultFont(font);
    if (rich)
        doc.setHtml(text);
    else
        doc.setPlainText(text);
    doc.setTextWidth(width);
    out.height = doc.size().height();
    for (QTextBlock b = doc.begin(); b.isValid(); b = b.next()) {
        const QTextLayout *layout = b.layout();
        for (int i = 0; i < layout->lineCount(); ++i) {
            const QTextLine line = layout->lineAt(i);
            out.lines.emplace_back(layout->position().y() + line.y(), line.height());
        }
    }
    if (cached) {
        if (cache.size() >= kDocumentLinesKept)
            cache.clear();
        cache.insert(key, out);
    }
    return out;
}

int PagedScrollArea::documentLinesKept()
{
    return int(documentLinesCache().size());
}

std::vector<std::pair<int, int>> PagedScrollArea::textLines(const QLabel *label)
{
    std::vector<std::pair<int, int>> lines;
    const QRect box = label->contentsRect().adjusted(label->margin(), label->margin(),
                                                     -label->margin(), -label->margin());
    if (label->text().isEmpty() || box.width() <= 0)
        return lines;
    const bool rich = label->textFormat() == Qt::RichText ||
                      (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(label->text()));
    const DocumentLines doc =
        documentLines(label->text(), label->font(), rich, label->wordWrap() ? box.width() : -1);
    const double docHeight = doc.height;
    if (docHeight <= 0)
        return lines;
    // The label's own layout may differ from the document's by a pixel a line: spread it.
    const double scale = label->wordWrap() ? std::max(1.0, box.height() / docHeight) : 1.0;
    double offset = box.top();
    if (!(label->alignment() & Qt::AlignTop) && box.height() > docHeight * scale)
        offset += label->alignment() & Qt::AlignBottom ? box.height() - docHeight * scale
                                                       : (box.height() - docHeight * scale) / 2;
    for (auto [y, height] : doc.lines)
        lines.emplace_back(int(std::floor(offset + y * scale)),
                           int(std::ceil(offset + (y + height) * scale)));
    return lines;
}

const std::vector<std::pair<int, int>> &PagedScrollArea::cachedTextLines(const QLabel *label) const
{
    // Laying a label's text out again at every scroll and step was a sixth of a step change.
    const LinesKey key{label->text(), label->font().key(), label->contentsRect().size(),
                       int(label->alignment()), label->margin()};
    auto it = m_lines.find(label);
    if (it != m_lines.end() && it->second.first == key)
        return it->second.second;
    if (m_lines.size() > 1024) // labels come and go with the chapters
        m_lines.clear();
    auto &entry = m_lines[label];
    entry = {key, textLines(label)};
    return entry.second;
}

std::vector<std::pair<int, int>> PagedScrollArea::tableRows(const QTableView *table)
{
    std::vector<std::pair<int, int>> rows;
    if (!table->model() || table->verticalScrollBar()->isVisible())
        return rows;
    // The viewport's place in the table: below the frame and the header.
    const int top = table->viewport()->mapTo(table, QPoint(0, 0)).y();
    if (top > 0)
        rows.emplace_back(0, top);
    for (int r = 0; r < table->model()->rowCount(); ++r)
        if (!table->isRowHidden(r)) {
            const int y = top + table->rowViewportPosition(r);
            rows.emplace_back(y, y + table->rowHeight(r));
        }
    return rows;
}

bool PagedScrollArea::isHeading(const QWidget *widget)
{
    if (widget->property(kHeading).toBool())
        return true;
    // A label above the field it names ("Vector x", "Bars"), not one beside it (a form's row).
    const auto *label = qobject_cast<const QLabel *>(widget);
    const QWidget *buddy = label ? label->buddy() : nullptr;
    if (!buddy || !buddy->isVisible() || buddy->window() != label->window())
        return false;
    const QWidget *window = label->window();
    const int labelBottom = label->mapTo(window, QPoint(0, label->height())).y();
    return buddy->mapTo(window, QPoint(0, 0)).y() >= labelBottom - kHeadingSlack;
}

namespace {

struct PagePiece
{
    int top = 0;
    int bottom = 0;
    bool heading = false;
    bool operator<(const PagePiece &o) const
    {
        return std::tie(top, bottom) < std::tie(o.top, o.bottom);
    }
};

// A group box's title: its own piece, a heading over the box's first line.
int groupBoxTitleBottom(const QGroupBox *box)
{
    if (box->title().isEmpty())
        return 0;
    QStyleOptionGroupBox option;
    option.initFrom(box);
    option.text = box->title();
    option.subControls = QStyle::SC_GroupBoxLabel;
    if (box->isCheckable())
        option.subControls |= QStyle::SC_GroupBoxCheckBox;
    const QRect title =
        box->style()->subControlRect(QStyle::CC_GroupBox, &option, QStyle::SC_GroupBoxLabel, box);
    return title.isValid() ? title.bottom() + 1 : 0;
}

} // namespace

std::vector<std::pair<int, int>> PagedScrollArea::pieces(bool withAsides) const
{
    std::vector<std::pair<int, int>> out;
    QWidget *content = widget();
    if (!content)
        return out;
    std::vector<PagePiece> all;
    std::function<void(QWidget *)> walk = [&](QWidget *parent) {
        for (QObject *o : parent->children()) {
            auto *w = qobject_cast<QWidget *>(o);
            if (!w || w->isWindow() || !w->isVisibleTo(content) || w->height() <= 0)
                continue;
            if (!withAsides && w->property(kAside).toBool())
                continue;
            const int y = w->mapTo(content, QPoint(0, 0)).y();
            const bool heading = isHeading(w);
            auto *label = qobject_cast<QLabel *>(w);
            auto *table = qobject_cast<QTableView *>(w);
            if (label && label->wordWrap() && label->pixmap().isNull()) {
                for (auto [top, bottom] : cachedTextLines(label))
                    all.push_back({y + top, y + bottom, false});
                if (heading && !all.empty()) // its last line stays with what follows
                    all.back().heading = true;
            } else if (const auto rows =
                           table ? tableRows(table) : std::vector<std::pair<int, int>>();
                       !rows.empty()) {
                // A table taller than a page is cut between its rows, never through one.
                for (auto [top, bottom] : rows)
                    all.push_back({y + top, y + bottom, false});
            } else if (w->layout() && !w->property(kWholePiece).toBool() &&
                       !w->inherits("QAbstractScrollArea") && !qobject_cast<QAbstractButton *>(w)) {
                if (auto *box = qobject_cast<QGroupBox *>(w))
                    if (const int title = groupBoxTitleBottom(box); title > 0)
                        all.push_back({y, y + title, true});
                walk(w); // a container: its pieces are its children
            } else {
                all.push_back({y, y + w->height(), heading});
            }
        }
    };
    walk(content);
    std::sort(all.begin(), all.end());
    // A heading and the first piece below it are one: a page never ends on a title whose field
    // starts the next page. Pieces beside the heading (they start above its bottom) are not
    // what it titles. At most a page: a heading over a tall chart goes with the chart's top.
    const int page = fullHeight();
    out.reserve(all.size());
    for (size_t i = 0; i < all.size(); ++i) {
        int bottom = all[i].bottom;
        for (size_t at = i; all[at].heading;) {
            size_t next = at + 1;
            while (next < all.size() && all[next].top < all[at].bottom - kHeadingSlack)
                ++next;
            if (next >= all.size())
                break;
            bottom = std::max(bottom, all[next].bottom);
            at = next; // a heading over a heading (a box's title, then a field's) goes on
        }
        if (bottom > all[i].bottom && page > 0)
            bottom = std::max(all[i].bottom, std::min(bottom, all[i].top + page));
        out.emplace_back(all[i].top, bottom);
    }
    std::sort(out.begin(), out.end());
    return out;
}

void PagedScrollArea::snap()
{
    if (m_snapping || !widget())
        return;
    m_snapping = true;
    const int full = fullHeight();
    const int top = verticalScrollBar()->value();
    const int bottom = top + full;
    // The lowest line in the page's lower half that halves no piece (a button beside a wrapped
    // hint moves the cut up to the button's top). Two columns of text rarely share such a line:
    // then the cut halves no piece of the first column it meets, as a single pass does; going
    // on up from line to line of the other column would leave almost nothing in view.
    const std::vector<std::pair<int, int>> all = pieces();
    // The highest top of the pieces a cut at y would halve (y when it halves none).
    auto halvedTop = [&](int y) {
        int least = y;
        for (auto [a, b] : all)
            if (a < y && b > y && b - a <= full && a > top)
                least = std::min(least, a);
        return least;
    };
    std::vector<int> lines{bottom};
    for (auto [a, b] : all)
        for (int y : {a, b})
            if (y < bottom && y >= top + full / 2)
                lines.push_back(y);
    std::sort(lines.begin(), lines.end(), std::greater<int>());
    const auto whole =
        std::find_if(lines.begin(), lines.end(), [&](int y) { return halvedTop(y) == y; });
    const int cutAt = whole != lines.end() ? *whole : halvedTop(bottom);
    const int cut = std::clamp(bottom - cutAt, 0, std::max(0, full - 1));
    if (cut != m_cut) {
        m_cut = cut;
        setViewportMargins(0, 0, 0, cut);
    }
    m_snapping = false;
}

bool PagedScrollArea::canPageDown() const
{
    const QScrollBar *bar = verticalScrollBar();
    if (bar->value() >= bar->maximum())
        return false;
    // Only the padding, a stretch or asides may be left below: a piece must be.
    const int shownBottom = bar->value() + viewport()->height();
    for (auto [a, b] : pieces(false))
        if (b > shownBottom)
            return true;
    return false;
}

bool PagedScrollArea::pageDown()
{
    QScrollBar *bar = verticalScrollBar();
    if (!canPageDown())
        return false;
    // The first piece not wholly in view becomes the top.
    const int shownBottom = bar->value() + viewport()->height();
    int next = shownBottom;
    for (auto [a, b] : pieces())
        if (b > shownBottom) {
            next = std::min(next, a);
            break;
        }
    if (next <= bar->value())
        next = shownBottom;
    showFrom(next);
    return true;
}

void PagedScrollArea::showFrom(int top)
{
    QScrollBar *bar = verticalScrollBar();
    // The view starts on a whole piece: one that top would halve is hidden whole.
    for (auto [a, b] : pieces())
        if (a < top && b > top && b - a <= fullHeight())
            top = std::max(top, b);
    // By the full height: the cut below may shrink once the view has moved, and the range grow
    // by as much.
    if (widget() && top + fullHeight() > widget()->height()) {
        // The last page starts at a whole line too: the content is padded below its end (as a
        // slide's last page is), rather than scrolled back so that its top line is cut.
        QLayout *layout = widget()->layout();
        if (!m_padding) {
            m_unpaddedMinHeight = widget()->minimumHeight();
            m_unpaddedHeight = widget()->height();
            if (layout)
                m_unpaddedMargins = layout->contentsMargins();
        }
        // Padded by the page's full height: the view's cut changes with what it shows.
        m_padding = true;
        const int padded = top + fullHeight();
        // The padding is a margin below the layout, so a stretching piece (a chart) keeps its
        // height instead of growing into it.
        if (layout) {
            QMargins margins = m_unpaddedMargins;
            margins.setBottom(margins.bottom() + std::max(0, padded - m_unpaddedHeight));
            layout->setContentsMargins(margins);
        }
        widget()->setMinimumHeight(padded);
        if (widget()->height() < padded)
            widget()->resize(widget()->width(), padded);
        applyHeightNow();
    }
    if (top <= 0)
        unpad();
    bar->setValue(std::clamp(top, 0, bar->maximum()));
    snap();
}

bool PagedScrollArea::pageUp()
{
    QScrollBar *bar = verticalScrollBar();
    if (bar->value() <= 0)
        return false;
    // The page ending where this one starts: its top is a piece's top.
    const int target = bar->value() - fullHeight();
    int top = 0;
    for (auto [a, b] : pieces())
        if (a >= target) {
            top = a;
            break;
        }
    if (top >= bar->value())
        top = std::max(0, target);
    bar->setValue(top);
    if (top == 0)
        unpad();
    snap();
    return true;
}

void PagedScrollArea::unpad()
{
    if (m_padding && widget()) {
        m_padding = false;
        if (widget()->layout())
            widget()->layout()->setContentsMargins(m_unpaddedMargins);
        widget()->setMinimumHeight(m_unpaddedMinHeight);
        applyHeightNow();
    }
}

void PagedScrollArea::applyHeightNow()
{
    // The content's new height now, not at the next layout pass: a scroll position set in
    // between would be clamped to the old range, or the range would shrink under it.
    if (widgetResizable())
        setWidgetResizable(true);
}

void PagedScrollArea::toTop()
{
    unpad();
    verticalScrollBar()->setValue(0);
    snap();
}

bool PagedScrollArea::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == viewport() && event->type() == QEvent::ChildAdded && widget())
        widget()->installEventFilter(this);
    if (watched == widget() &&
        (event->type() == QEvent::Resize || event->type() == QEvent::LayoutRequest))
        m_snapLater.start();
    return QScrollArea::eventFilter(watched, event);
}

void PagedScrollArea::resizeEvent(QResizeEvent *event)
{
    QScrollArea::resizeEvent(event);
    m_snapLater.start();
}

void PagedScrollArea::scrollContentsBy(int dx, int dy)
{
    QScrollArea::scrollContentsBy(dx, dy);
    m_snapLater.start();
}

} // namespace nk::ui
