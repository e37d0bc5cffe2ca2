// PagedScrollArea: the view ends on a whole line, and every page the clicker turns to starts on
// a whole line, the last one too (the content is padded below its end, then given back).
#include "base/pagedscrollarea.h"

#include "catchqt.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <QFrame>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QTest>
#include <QVBoxLayout>

using namespace nk::ui;

namespace {

// No piece of the content straddles the view's top edge.
bool topIsWhole(const PagedScrollArea &area)
{
    const int top = area.verticalScrollBar()->value();
    for (auto [a, b] : area.pieces())
        if (a < top && b > top)
            return false;
    return true;
}

// n words, for a label that wraps.
QString words(int n)
{
    QStringList w;
    for (int i = 0; i < n; ++i)
        w << QStringLiteral("word%1").arg(i);
    return w.join(QLatin1Char(' '));
}

// The area showing content at size, exposed and laid out.
bool show(PagedScrollArea &area, QWidget *content, QSize size)
{
    area.setWidgetResizable(true);
    area.setWidget(content);
    area.resize(size);
    area.show();
    const bool exposed = QTest::qWaitForWindowExposed(&area);
    QApplication::processEvents();
    return exposed;
}

} // namespace

TEST_CASE("paged scroll area: each page and the last start at a whole line", "[pagedscroll]")
{
    for (int viewHeight : {97, 131, 160, 203}) {
        CAPTURE(viewHeight);
        PagedScrollArea area;
        auto *content = new QWidget;
        content->setMinimumHeight(20); // its own minimum, which the padding must give back
        auto *layout = new QVBoxLayout(content);
        auto *label = new QLabel(words(180));
        label->setWordWrap(true);
        layout->addWidget(label);
        layout->addStretch();
        REQUIRE(show(area, content, {300, viewHeight}));
        const int naturalHeight = content->height();
        REQUIRE(area.verticalScrollBar()->maximum() > 0);
        REQUIRE(area.pieces().size() > 4);

        int pages = 0;
        while (area.pageDown()) {
            QApplication::processEvents();
            ++pages;
            REQUIRE(pages < 100);
            CAPTURE(pages, area.verticalScrollBar()->value(), area.verticalScrollBar()->maximum());
            CHECK(topIsWhole(area));
        }
        CHECK(pages >= 1);
        // The last line was reached: it is in view, whole.
        const auto last = area.pieces().back();
        const int top = area.verticalScrollBar()->value();
        CHECK(last.first >= top);
        CHECK(last.second <= top + area.viewport()->height());
        CHECK_FALSE(area.canPageDown());
        CHECK_FALSE(area.pageDown()); // not into the padding
        CHECK(area.verticalScrollBar()->value() == top);

        // Back at the top, the content has its own height again.
        while (area.pageUp())
            QApplication::processEvents();
        QApplication::processEvents();
        CHECK(area.verticalScrollBar()->value() == 0);
        CHECK(content->minimumHeight() == 20);
        CHECK(content->height() == naturalHeight);

        // toTop() gives it back as well.
        while (area.pageDown())
            QApplication::processEvents();
        area.toTop();
        QApplication::processEvents();
        CHECK(content->minimumHeight() == 20);
        CHECK(area.verticalScrollBar()->value() == 0);
    }
}

TEST_CASE("paged scroll area: the view never ends inside a button that sits beside a wrapped hint",
          "[pagedscroll]")
{
    // The hint's second line begins inside the button: cutting above that line alone would
    // halve the button (chapter 5's "Load this case").
    PagedScrollArea area;
    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    for (int i = 0; i < 4; ++i)
        layout->addWidget(new QLabel(QStringLiteral("line %1").arg(i)));
    auto *row = new QWidget;
    auto *rowLayout = new QHBoxLayout(row);
    auto *button = new QPushButton(QStringLiteral("Load"));
    button->setMinimumHeight(44);
    auto *hint = new QLabel(QStringLiteral("a hint long enough to wrap onto a second line and "
                                           "a third line at this narrow width of the view"));
    hint->setWordWrap(true);
    rowLayout->addWidget(button);
    rowLayout->addWidget(hint, 1);
    layout->addWidget(row);
    layout->addWidget(new QLabel(QStringLiteral("after")));
    layout->addStretch();
    REQUIRE(show(area, content, {220, 300}));
    int checked = 0;
    for (int viewHeight = 60; viewHeight <= 260; viewHeight += 3) {
        area.resize(220, viewHeight);
        QApplication::processEvents();
        QApplication::processEvents();
        const int bottom = area.viewport()->height();
        const int buttonTop = button->mapTo(content, QPoint(0, 0)).y();
        const int buttonBottom = buttonTop + button->height();
        CAPTURE(viewHeight, bottom, buttonTop, buttonBottom);
        CHECK_FALSE((buttonTop < bottom && bottom < buttonBottom));
        for (auto [a, b] : area.pieces())
            if (b - a <= viewHeight && a > 0)
                CHECK_FALSE((a < bottom && bottom < b));
        checked += buttonTop < viewHeight && viewHeight < buttonBottom;
    }
    CHECK(checked > 3); // the sweep did cross the button
}

TEST_CASE("paged scroll area: two columns of text whose lines never meet keep nearly all the view",
          "[pagedscroll]")
{
    // Every line of one column starts inside a line of the other (two step cards side by side):
    // moving the cut up from line to line would leave a sliver in view.
    PagedScrollArea area;
    auto *content = new QWidget;
    auto *layout = new QHBoxLayout(content);
    auto *left = new QLabel(words(120));
    auto *right = new QLabel(words(120));
    QFont big = right->font();
    big.setPointSizeF(big.pointSizeF() * 1.37);
    right->setFont(big);
    for (QLabel *l : {left, right}) {
        l->setWordWrap(true);
        l->setAlignment(Qt::AlignTop);
        layout->addWidget(l, 1, Qt::AlignTop);
    }
    REQUIRE(show(area, content, {320, 200}));
    const int tallestLine = QFontMetrics(big).lineSpacing() + 2;
    for (int viewHeight = 90; viewHeight <= 300; viewHeight += 7) {
        area.resize(320, viewHeight);
        QApplication::processEvents();
        QApplication::processEvents();
        CAPTURE(viewHeight, area.fullHeight(), area.viewport()->height());
        // At most a line is given up, and the lines cut by the view's full height are not shown.
        CHECK(area.viewport()->height() >= area.fullHeight() - tallestLine);
        for (auto [a, b] : area.pieces())
            if (a > 0 && a < area.fullHeight() && b > area.fullHeight())
                CHECK(area.viewport()->height() <= a);
    }
}

TEST_CASE("paged scroll area: a stretching piece keeps its height when the last page is padded",
          "[pagedscroll]")
{
    // Chapter 5's case chart took the padding as its own stretch and grew past the page.
    PagedScrollArea area;
    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    for (int i = 0; i < 12; ++i)
        layout->addWidget(new QLabel(QStringLiteral("line %1").arg(i)));
    auto *chart = new QFrame;
    chart->setMinimumHeight(90);
    layout->addWidget(chart, 1);
    REQUIRE(show(area, content, {240, 170}));
    const int before = chart->height();
    const QMargins margins = layout->contentsMargins();
    int pages = 0;
    while (area.pageDown() && pages < 20) {
        QApplication::processEvents();
        ++pages;
        CAPTURE(pages);
        CHECK(chart->height() == before);
    }
    CHECK(pages >= 2);
    area.toTop();
    QApplication::processEvents();
    CHECK(layout->contentsMargins() == margins);
    CHECK(chart->height() == before);
}

TEST_CASE("paged scroll area: a text's lines from the shared cache are those laid out afresh, and "
          "the cache stays bounded",
          "[pagedscroll]")
{
    QFont font = QApplication::font();
    font.setPixelSize(17);
    for (const bool rich : {false, true})
        for (int width : {-1, 90, 240, 611})
            for (int n : {1, 7, 40}) {
                CAPTURE(rich, width, n);
                const QString text =
                    rich ? QStringLiteral("<b>%1</b> %2").arg(words(2), words(n)) : words(n);
                const auto fresh = PagedScrollArea::documentLines(text, font, rich, width, false);
                const auto first = PagedScrollArea::documentLines(text, font, rich, width);
                const auto again = PagedScrollArea::documentLines(text, font, rich, width);
                CHECK(first.lines == fresh.lines);
                CHECK(first.height == fresh.height);
                CHECK(again.lines == fresh.lines);
                CHECK(again.height == fresh.height);
                CHECK_FALSE(fresh.lines.empty());
            }
    // Another font or width is another layout, not the cached one.
    QFont big = font;
    big.setPixelSize(30);
    CHECK(PagedScrollArea::documentLines(words(40), big, false, 240).height >
          PagedScrollArea::documentLines(words(40), font, false, 240).height);
    CHECK(PagedScrollArea::documentLines(words(40), font, false, 90).lines.size() >
          PagedScrollArea::documentLines(words(40), font, false, 611).lines.size());
    for (int i = 0; i < 3 * PagedScrollArea::kDocumentLinesKept; ++i) {
        PagedScrollArea::documentLines(words(i % 9 + 1) + QString::number(i), font, false, 200);
        REQUIRE(PagedScrollArea::documentLinesKept() <= PagedScrollArea::kDocumentLinesKept);
    }
    // A label's lines, through the cache, match the document laid out at its width afresh.
    QLabel label(words(30));
    label.setWordWrap(true);
    label.setFont(font);
    label.resize(200, label.heightForWidth(200));
    const auto lines = PagedScrollArea::textLines(&label);
    const auto doc = PagedScrollArea::documentLines(label.text(), font, false, 200, false);
    REQUIRE(lines.size() == doc.lines.size());
}

namespace {

// The bottom of a widget in the content's pixels.
int bottomIn(const QWidget *w, const QWidget *content)
{
    return w->mapTo(content, QPoint(0, w->height())).y();
}

} // namespace

TEST_CASE("paged scroll area: a page never ends on a heading whose field starts the next page",
          "[pagedscroll]")
{
    // Start at 1280 x 720, presenting: "Vector x" ended a page and its field began the next.
    PagedScrollArea area;
    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    for (int i = 0; i < 6; ++i)
        layout->addWidget(new QLabel(QStringLiteral("line %1").arg(i)));
    auto *heading = new QLabel(QStringLiteral("&Vector:"));
    auto *field = new QLineEdit;
    field->setMinimumHeight(40);
    heading->setBuddy(field);
    layout->addWidget(heading);
    layout->addWidget(field);
    // A label beside its field names it too, but is no heading.
    auto *row = new QWidget;
    auto *rowLayout = new QHBoxLayout(row);
    auto *side = new QLabel(QStringLiteral("&Side:"));
    auto *sideField = new QLineEdit;
    side->setBuddy(sideField);
    rowLayout->addWidget(side);
    rowLayout->addWidget(sideField);
    layout->addWidget(row);
    for (int i = 0; i < 6; ++i)
        layout->addWidget(new QLabel(QStringLiteral("after %1").arg(i)));
    layout->addStretch();
    REQUIRE(show(area, content, {240, 300}));
    CHECK(PagedScrollArea::isHeading(heading));
    CHECK_FALSE(PagedScrollArea::isHeading(side));
    CHECK_FALSE(PagedScrollArea::isHeading(field));

    const int headingTop = heading->mapTo(content, QPoint(0, 0)).y();
    const int headingBottom = bottomIn(heading, content);
    const int fieldBottom = bottomIn(field, content);
    int ended = 0;
    for (int viewHeight = 60; viewHeight <= 320; viewHeight += 2) {
        area.toTop();
        area.resize(240, viewHeight);
        QApplication::processEvents();
        QApplication::processEvents();
        for (int page = 0; page < 20; ++page) {
            const int top = area.verticalScrollBar()->value();
            const int bottom = top + area.viewport()->height();
            CAPTURE(viewHeight, page, top, bottom, headingBottom, fieldBottom);
            // The heading in view means its field is in view as well, unless the page starts
            // at the heading and is too short for both.
            if (top < headingTop && headingBottom <= bottom) {
                CHECK(fieldBottom <= bottom);
                ended += fieldBottom + 4 >= bottom;
            }
            if (!area.pageDown())
                break;
            QApplication::processEvents();
        }
    }
    CHECK(ended > 0); // some page did end just below the field, where the heading fell before
}

TEST_CASE("paged scroll area: a group box's title and a marked heading stay with what follows",
          "[pagedscroll]")
{
    PagedScrollArea area;
    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    for (int i = 0; i < 5; ++i)
        layout->addWidget(new QLabel(QStringLiteral("line %1").arg(i)));
    auto *box = new QGroupBox(QStringLiteral("Parameters"));
    auto *boxLayout = new QVBoxLayout(box);
    auto *first = new QLabel(QStringLiteral("first field"));
    first->setMinimumHeight(30);
    boxLayout->addWidget(first);
    boxLayout->addWidget(new QLabel(QStringLiteral("second field")));
    layout->addWidget(box);
    auto *marked = new QLabel(QStringLiteral("Elements"));
    marked->setProperty(PagedScrollArea::kHeading, true);
    auto *table = new QFrame;
    table->setMinimumHeight(50);
    layout->addWidget(marked);
    layout->addWidget(table);
    for (int i = 0; i < 5; ++i)
        layout->addWidget(new QLabel(QStringLiteral("after %1").arg(i)));
    layout->addStretch();
    REQUIRE(show(area, content, {240, 300}));
    CHECK(PagedScrollArea::isHeading(marked));

    const int boxTop = box->mapTo(content, QPoint(0, 0)).y();
    const int firstBottom = bottomIn(first, content);
    const int markedTop = marked->mapTo(content, QPoint(0, 0)).y();
    const int tableBottom = bottomIn(table, content);
    for (int viewHeight = 60; viewHeight <= 340; viewHeight += 3) {
        area.toTop();
        area.resize(240, viewHeight);
        QApplication::processEvents();
        QApplication::processEvents();
        for (int page = 0; page < 20; ++page) {
            const int top = area.verticalScrollBar()->value();
            const int bottom = top + area.viewport()->height();
            CAPTURE(viewHeight, page, top, bottom);
            // The box's title in view brings its first field; the marked heading its table
            // (unless the page starts at the heading and is too short for both).
            if (top < boxTop && boxTop < bottom)
                CHECK(firstBottom <= bottom);
            if (top < markedTop && markedTop < bottom)
                CHECK(tableBottom <= bottom);
            if (!area.pageDown())
                break;
            QApplication::processEvents();
        }
    }
}

TEST_CASE("paged scroll area: a widget marked whole is one piece though it has a layout",
          "[pagedscroll]")
{
    // A chart (ui/charts sets the marker base owns) with its view and buttons inside.
    PagedScrollArea area;
    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    auto *chart = new QWidget;
    auto *chartLayout = new QVBoxLayout(chart);
    for (int i = 0; i < 3; ++i)
        chartLayout->addWidget(new QLabel(QStringLiteral("part %1").arg(i)));
    layout->addWidget(chart);
    layout->addStretch();
    REQUIRE(show(area, content, {240, 300}));
    CHECK(area.pieces().size() == 3);
    chart->setProperty(PagedScrollArea::kWholePiece, true);
    const auto pieces = area.pieces();
    REQUIRE(pieces.size() == 1);
    CHECK(pieces.front().first == chart->y());
    CHECK(pieces.front().second == chart->y() + chart->height());
}
