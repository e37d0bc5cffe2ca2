#include "handout/handoutpages.h"

#include "handout/handoutpagination.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QHash>
#include <QPainter>
#include <QPdfWriter>
#include <QRawFont>
#include <QSaveFile>
#include <QSvgRenderer>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextObjectInterface>

#include <algorithm>
#include <utility>

namespace nk::ui {

namespace {

using namespace HandoutStyle;

constexpr double kFooterHeight = 28.0;

// Vector drawings (typeset formulas, charts) placed in the text as inline objects: the text
// document lays them out and paginates; they paint with QPainter, so the PDF gets paths.
class VectorObjects : public QObject, public QTextObjectInterface
{
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)

public:
    struct Item
    {
        QSizeF size;
        std::function<void(QPainter &, const QRectF &)> draw;
    };
    std::vector<Item> items;

    QSizeF intrinsicSize(QTextDocument *, int, const QTextFormat &format) override
    {
        const size_t i = size_t(format.property(kObjectIndex).toInt());
        return i < items.size() ? items[i].size : QSizeF();
    }
    void drawObject(QPainter *painter, const QRectF &rect, QTextDocument *, int,
                    const QTextFormat &format) override
    {
        const size_t i = size_t(format.property(kObjectIndex).toInt());
        if (i < items.size() && items[i].draw) {
            painter->save();
            items[i].draw(*painter, rect);
            painter->restore();
        }
    }
};

// Gives runs of Latin, Greek, digits and symbols a format of their own in Noto Sans. Inside
// Chinese text Qt shapes them with the Han run around them in Noto Sans CJK, whose digits come
// out as glyphs its character map does not name: they would copy out of the PDF as nothing.
void separateLatinRuns(QTextDocument &doc)
{
    auto isCjk = [](QChar c) {
        return c.unicode() >= 0x2E80 && (c.unicode() < 0xD800 || c.unicode() >= 0xF900);
    };
    QList<QPair<int, int>> runs; // position, length
    for (QTextBlock b = doc.begin(); b.isValid(); b = b.next()) {
        if (b.blockFormat().nonBreakableLines())
            continue; // a listing (<pre>) keeps its monospaced font
        const QString text = b.text();
        int start = -1;
        for (int i = 0; i <= text.size(); ++i) {
            const bool latin =
                i < text.size() && !isCjk(text[i]) && text[i] != QChar::ObjectReplacementCharacter;
            if (latin && start < 0)
                start = i;
            if (!latin && start >= 0) {
                runs.append({b.position() + start, i - start});
                start = -1;
            }
        }
    }
    QTextCharFormat latin;
    latin.setFontFamilies(QStringList{QStringLiteral("Noto Sans")});
    // One edit block: the layout is redone once, not after each run (9.5 of the 10.6 s of a
    // d = 1024 handout went there).
    QTextCursor edit(&doc);
    edit.beginEditBlock();
    for (const auto &[position, length] : runs) {
        QTextCursor c(&doc);
        c.setPosition(position);
        c.setPosition(position + length, QTextCursor::KeepAnchor);
        c.mergeCharFormat(latin);
    }
    edit.endEditBlock();
}

// Qt 6.4's PDF writer names each glyph, for copying and searching, by the first code point
// that maps to it. Noto Sans CJK maps a Kangxi radical (U+2F00…) or a CJK radical (U+2E80…) and
// the ideograph it looks like to one glyph, so 一 would copy as ⼀ and a search for 一化 would
// fail. This rewrites those names in the PDF's ToUnicode maps to the ideograph the font draws
// with the same glyph: four hex digits for four, so no offset in the file moves.
QByteArray nameIdeographs(QByteArray pdf)
{
    static const QHash<QByteArray, QByteArray> renames = [] {
        QHash<QByteArray, QByteArray> out;
        const QRawFont font = QRawFont::fromFont(QFont(QStringLiteral("Noto Sans CJK SC")));
        if (!font.isValid())
            return out;
        QHash<quint32, char32_t> ideograph; // glyph → the first unified ideograph drawn with it
        for (auto [from, to] : {std::pair<char32_t, char32_t>{0x4E00, 0x9FFF}, {0x3400, 0x4DBF}}) {
            for (char32_t c = from; c <= to; ++c) {
                const QString s = QString::fromUcs4(&c, 1);
                const QList<quint32> g = font.glyphIndexesForString(s);
                if (!g.isEmpty() && g.front() != 0 && !ideograph.contains(g.front()))
                    ideograph.insert(g.front(), c);
            }
        }
        for (char32_t c = 0x2E80; c <= 0x2FDF; ++c) {
            const QList<quint32> g = font.glyphIndexesForString(QString::fromUcs4(&c, 1));
            if (g.isEmpty() || g.front() == 0 || !ideograph.contains(g.front()))
                continue;
            out.insert(
                QStringLiteral("<%1>").arg(uint(c), 4, 16, QLatin1Char('0')).toUpper().toLatin1(),
                QStringLiteral("<%1>")
                    .arg(uint(ideograph.value(g.front())), 4, 16, QLatin1Char('0'))
                    .toUpper()
                    .toLatin1());
        }
        return out;
    }();
    qsizetype at = 0;
    while ((at = pdf.indexOf("begincmap", at)) >= 0) {
        const qsizetype end = pdf.indexOf("endcmap", at);
        if (end < 0)
            break;
        for (qsizetype i = pdf.indexOf('<', at); i >= 0 && i + 6 <= end;
             i = pdf.indexOf('<', i + 1)) {
            const auto it = renames.constFind(pdf.mid(i, 6));
            if (it != renames.cend())
                pdf.replace(i, 6, it.value());
        }
        at = end;
    }
    return pdf;
}

} // namespace

void HandoutPages::paint(const Job &job, State &state, const std::function<void(int)> &progressed,
                         const std::function<void(int)> &pagePainted)
{
    auto fail = [&state](const QString &why) {
        state.ok = false;
        state.error = why;
    };
    // Written to memory first: the ToUnicode maps are corrected before the file is saved.
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    // Device units are the widgets' pixels, so the charts' fonts and lines keep their sizes.
    writer.setResolution(job.resolution);
    writer.setPageLayout(HandoutStyle::pageLayout());
    writer.setTitle(job.title);
    writer.setCreator(QStringLiteral("NormKitchen"));
    QPainter painter;
    if (!painter.begin(&writer))
        return fail(job.couldNotMake);
    const QRectF page = writer.pageLayout().paintRectPixels(writer.resolution());
    const QSizeF content(page.width(), page.height() - kFooterHeight);

    QTextDocument doc;
    doc.documentLayout()->setPaintDevice(&writer);
    const QFont font = HandoutStyle::font(job.language);
    doc.setDefaultFont(font);
    doc.setDocumentMargin(0);
    doc.setPageSize(content);
    doc.setDefaultStyleSheet(
        QStringLiteral("h1, h2, h3 { color: %1; } p, li, td { color: %1; }").arg(kText.name()));

    auto *objects = new VectorObjects;
    objects->setParent(&doc);
    doc.documentLayout()->registerHandler(kObjectType, objects);
    doc.setHtml(job.html);
    // Placed in one edit block: the layout is redone once.
    QTextCursor edit(&doc);
    edit.beginEditBlock();
    for (size_t i = 0; i < job.drawings.size(); ++i) {
        QTextCursor at = doc.find(QStringLiteral("@@%1@@").arg(i));
        if (at.isNull())
            continue;
        const Drawing &p = job.drawings[i];
        VectorObjects::Item item;
        item.size = p.size;
        if (p.isChart) {
            const QPicture picture = p.chart;
            const QSizeF size = p.size;
            item.draw = [picture, size](QPainter &painter, const QRectF &r) {
                // A picture's own clipping replaces the page's: one that belongs to another
                // page is not played at all.
                if (painter.hasClipping() && !painter.clipBoundingRect().intersects(r))
                    return;
                painter.translate(r.topLeft());
                painter.scale(r.width() / size.width(), r.height() / size.height());
                painter.drawPicture(0, 0, picture);
            };
        } else {
            const QByteArray svg = p.svg;
            item.draw = [svg](QPainter &painter, const QRectF &r) {
                QSvgRenderer renderer(svg);
                renderer.render(&painter, r);
            };
        }
        objects->items.push_back(std::move(item));
        QTextCharFormat format;
        format.setObjectType(kObjectType);
        format.setProperty(kObjectIndex, int(objects->items.size() - 1));
        at.insertText(QString(QChar::ObjectReplacementCharacter), format);
    }
    edit.endEditBlock();

    separateLatinRuns(doc);
    state.breaksInserted = HandoutPagination::keepTogether(doc);
    state.splitsLeft = HandoutPagination::splits(doc);
    const int pages = doc.pageCount();
    state.pages = pages;
    progressed(50);
    QFont footerFont = font;
    footerFont.setPointSizeF(8.5);
    for (int i = 0; i < pages; ++i) {
        if (state.cancel.load())
            return fail(QString());
        if (i > 0)
            writer.newPage();
        painter.save();
        painter.translate(0, -i * content.height());
        const QRectF clip(0, i * content.height(), content.width(), content.height());
        painter.setClipRect(clip);
        QAbstractTextDocumentLayout::PaintContext context;
        context.clip = clip;
        context.palette.setColor(QPalette::Text, kText);
        doc.documentLayout()->draw(&painter, context);
        painter.restore();
        QTextDocument foot;
        foot.documentLayout()->setPaintDevice(&writer);
        foot.setDefaultFont(footerFont);
        foot.setDocumentMargin(0);
        foot.setDefaultTextOption(QTextOption(Qt::AlignHCenter));
        foot.setTextWidth(content.width());
        foot.setPlainText(job.footer.arg(i + 1).arg(pages));
        separateLatinRuns(foot);
        painter.save();
        painter.translate(0, content.height() + kFooterHeight - foot.size().height());
        QAbstractTextDocumentLayout::PaintContext footContext;
        footContext.palette.setColor(QPalette::Text, kMuted);
        foot.documentLayout()->draw(&painter, footContext);
        painter.restore();
        progressed(50 + 45 * (i + 1) / std::max(1, pages));
        if (pagePainted)
            pagePainted(i);
    }
    if (!painter.end())
        return fail(job.couldNotMake);
    const QByteArray pdf = nameIdeographs(buffer.data());
    QSaveFile file(job.path);
    if (!file.open(QIODevice::WriteOnly) || file.write(pdf) != pdf.size())
        return fail(job.couldNotWrite);
    // The last moment to cancel: before the temporary file replaces the old one.
    if (state.cancel.load()) {
        file.cancelWriting();
        return fail(QString());
    }
    if (!file.commit())
        return fail(job.couldNotWrite);
    state.ok = true;
}

} // namespace nk::ui

#include "handoutpages.moc"
