#include "handout/handoutpagination.h"

#include <QAbstractTextDocumentLayout>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextLayout>
#include <QTextTable>

#include <cmath>
#include <functional>
#include <utility>

namespace nk::ui {

namespace {

// A paragraph of at most this many lines moves whole rather than split.
constexpr int kShortParagraphLines = 3;

// What is wrong at one element of the root frame, and how to mend it.
struct Split
{
    QString what;
    std::function<void()> mend; // inserts a page break before the element
};

int pageOf(double y, double pageHeight)
{
    return int(std::floor(y / pageHeight));
}

// The page of each line of a block, in document coordinates.
QList<int> linePages(const QTextDocument &doc, const QTextBlock &block, double pageHeight)
{
    QList<int> pages;
    const QRectF rect = doc.documentLayout()->blockBoundingRect(block);
    const QTextLayout *layout = block.layout();
    for (int i = 0; layout && i < layout->lineCount(); ++i) {
        const QTextLine line = layout->lineAt(i);
        pages << pageOf(rect.top() + line.y() + line.height() / 2, pageHeight);
    }
    return pages;
}

void breakBefore(QTextBlock block)
{
    QTextBlockFormat f;
    f.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
    QTextCursor(block).mergeBlockFormat(f);
}

void breakBefore(QTextTable *table)
{
    QTextTableFormat f = table->format();
    f.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
    table->setFormat(f);
}

// The page an element begins on, and the page of its last line (a table: its bounding box).
struct Span
{
    int first = 0;
    int last = 0;
    bool valid = false;
};

Span spanOf(const QTextDocument &doc, const QTextFrame::iterator &it, double pageHeight)
{
    Span s;
    if (QTextFrame *frame = it.currentFrame()) {
        const QRectF r = doc.documentLayout()->frameBoundingRect(frame);
        if (r.height() <= 0)
            return s;
        s = {pageOf(r.top() + 1, pageHeight), pageOf(r.bottom() - 1, pageHeight), true};
    } else if (it.currentBlock().isValid()) {
        const QList<int> pages = linePages(doc, it.currentBlock(), pageHeight);
        if (pages.isEmpty())
            return s;
        s = {pages.front(), pages.back(), true};
    }
    return s;
}

// The splits from the top, as the layout stands (the first one only, when firstOnly: mending
// it moves everything after it).
QList<Split> findSplits(const QTextDocument &doc, bool firstOnly)
{
    QList<Split> found;
    const double pageHeight = doc.pageSize().height();
    if (pageHeight <= 0)
        return found;
    const auto add = [&](Split s) {
        found << std::move(s);
        return firstOnly;
    };
    QTextFrame *root = doc.rootFrame();
    for (QTextFrame::iterator it = root->begin(); !it.atEnd(); ++it) {
        if (auto *table = qobject_cast<QTextTable *>(it.currentFrame())) {
            const QRectF r = doc.documentLayout()->frameBoundingRect(table);
            const Span s = spanOf(doc, it, pageHeight);
            // Shorter than a page, yet on two: it moves. (The break's own gap is not counted.)
            if (s.valid && s.first != s.last && r.height() < pageHeight * 0.92 &&
                table->format().pageBreakPolicy() != QTextFormat::PageBreak_AlwaysBefore)
                if (add({QStringLiteral("table split over pages %1–%2")
                             .arg(s.first + 1)
                             .arg(s.last + 1),
                         [table] { breakBefore(table); }}))
                    return found;
            continue;
        }
        const QTextBlock block = it.currentBlock();
        if (!block.isValid() ||
            block.blockFormat().pageBreakPolicy() == QTextFormat::PageBreak_AlwaysBefore)
            continue;
        const QList<int> pages = linePages(doc, block, pageHeight);
        if (pages.isEmpty())
            continue;
        if (pages.front() != pages.back()) {
            const int onFirst = int(pages.count(pages.front()));
            const int onLast = int(pages.count(pages.back()));
            if (pages.size() <= kShortParagraphLines || onFirst == 1 || onLast == 1)
                if (add({QStringLiteral("%1 line alone on page %2")
                             .arg(onFirst == 1 ? QStringLiteral("orphan") : QStringLiteral("widow"))
                             .arg((onFirst == 1 ? pages.front() : pages.back()) + 1),
                         [block] { breakBefore(block); }}))
                    return found;
        }
        // A heading: what follows it starts on its page.
        if (block.blockFormat().headingLevel() > 0) {
            QTextFrame::iterator next = it;
            ++next;
            while (!next.atEnd() && next.currentBlock().isValid() &&
                   next.currentBlock().text().trimmed().isEmpty())
                ++next;
            if (next.atEnd())
                continue;
            const Span s = spanOf(doc, next, pageHeight);
            if (s.valid && s.first > pages.back())
                if (add({QStringLiteral("heading alone at the foot of page %1")
                             .arg(pages.back() + 1),
                         [block] { breakBefore(block); }}))
                    return found;
        }
    }
    return found;
}

// Long tables repeat their header row on each page they reach.
void repeatHeaders(QTextDocument &doc)
{
    const double pageHeight = doc.pageSize().height();
    for (QTextFrame::iterator it = doc.rootFrame()->begin(); !it.atEnd(); ++it) {
        auto *table = qobject_cast<QTextTable *>(it.currentFrame());
        if (!table || table->rows() < 3)
            continue;
        const QRectF r = doc.documentLayout()->frameBoundingRect(table);
        if (r.height() >= pageHeight * 0.92 && table->format().headerRowCount() == 0) {
            QTextTableFormat f = table->format();
            f.setHeaderRowCount(1);
            table->setFormat(f);
        }
    }
}

} // namespace

int HandoutPagination::keepTogether(QTextDocument &doc)
{
    repeatHeaders(doc);
    int inserted = 0;
    // Each break is a change the layout redoes from there on; a handout needs a few dozen.
    for (QList<Split> s = findSplits(doc, true); !s.isEmpty() && inserted < 1000;
         s = findSplits(doc, true)) {
        s.front().mend();
        ++inserted;
    }
    return inserted;
}

QStringList HandoutPagination::splits(const QTextDocument &doc)
{
    QStringList out;
    for (const Split &s : findSplits(doc, false))
        out << s.what;
    return out;
}

} // namespace nk::ui
