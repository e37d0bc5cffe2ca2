// Every chapter title in the side list is readable in full: each row is tall enough for its
// text wrapped at the width the style really draws it in (the row minus its padding).
#include "window/chapterlist.h"
#include "lesson/lessoncontroller.h"
#include "window/mainwindow.h"

#include "catchqt.h"
#include "sanitizedlooks.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <QFontMetrics>
#include <QListWidget>
#include <QStyle>
#include <QStyleOptionViewItem>
#include <QTest>
#include <QTextLayout>

#include <algorithm>
#include <cmath>

using namespace nk::ui;

namespace {

// The lines of the item's text that the style can show in its row, against the lines it has.
void checkWhole(QListWidget *list, QListWidgetItem *item)
{
    QStyleOptionViewItem opt;
    opt.initFrom(list);
    opt.rect = list->visualItemRect(item);
    opt.text = item->text();
    opt.font = list->font();
    opt.fontMetrics = QFontMetrics(opt.font);
    opt.features = QStyleOptionViewItem::HasDisplay | QStyleOptionViewItem::WrapText;
    opt.displayAlignment = Qt::AlignLeft | Qt::AlignVCenter;
    opt.textElideMode = Qt::ElideNone;
    opt.widget = list;
    // The style sheet's item padding is applied here, as when the row is painted.
    QRect textRect = list->style()->subElementRect(QStyle::SE_ItemViewItemText, &opt, list);
    // QCommonStyle draws the text inside a further margin on each side (viewItemDrawText).
    const int margin = list->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, list) + 1;
    textRect.adjust(margin, 0, -margin, 0);
    // Laid out as QCommonStyle lays out an item's text: a QTextLayout wrapping at words.
    QTextLayout layout(item->text(), opt.font);
    QTextOption option;
    option.setWrapMode(QTextOption::WordWrap);
    layout.setTextOption(option);
    layout.beginLayout();
    qreal height = 0, width = 0;
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(textRect.width());
        height += line.height();
        width = std::max(width, line.naturalTextWidth());
    }
    layout.endLayout();
    const QSize needed(int(std::ceil(width)), int(std::ceil(height)));
    CAPTURE(item->text().toStdString(), opt.rect.width(), opt.rect.height(), textRect.width(),
            textRect.height(), needed.width(), needed.height());
    // The row lies inside the list's viewport (its end is not cut off sideways)...
    CHECK(opt.rect.left() >= 0);
    CHECK(opt.rect.right() < list->viewport()->width());
    // ...and holds every line of its text.
    CHECK(needed.height() <= textRect.height());
    CHECK(needed.width() <= textRect.width());
    // Side by side rows never overlap the next one.
    const int row = list->row(item);
    if (row + 1 < list->count())
        CHECK(opt.rect.bottom() < list->visualItemRect(list->item(row + 1)).top());
}

} // namespace

TEST_CASE("chapter list: every title is shown whole, wrapped, never cut",
          "[window][chapterlist][long]")
{
    std::vector<std::tuple<const char *, QSize, qreal>> looks;
    for (const char *lang : {"zh", "en"})
        for (QSize size : {QSize(1920, 1080), QSize(1280, 720)})
            for (qreal zoom : {1.0, 1.5})
                looks.push_back({lang, size, zoom});
    for (const auto &[lang, size, zoom] : looksToWalk(looks)) {
        CAPTURE(lang, size.width(), zoom);
        LessonController controller;
        MainWindow window(&controller);
        window.setLanguage(QString::fromLatin1(lang));
        window.setZoom(zoom);
        window.resize(size);
        window.show();
        REQUIRE(QTest::qWaitForWindowExposed(&window));
        QApplication::processEvents();
        QListWidget *list = window.chapterList()->listWidget();
        REQUIRE(list->count() >= 4);
        for (int row = 0; row < list->count(); ++row)
            checkWhole(list, list->item(row));
        // The title that was cut: "4. 代价：运算、访存与时间".
        CHECK(list->item(3)->toolTip() == list->item(3)->text());
        window.setZoom(1.0);
    }
}

TEST_CASE("chapter list: titles stay whole at every list width", "[window][chapterlist]")
{
    // A title whose one line just fits the row, but not the row less its padding, was measured
    // as one line and drawn as two: sweep the widths so that every title meets that edge.
    for (const char *lang : {"zh", "en"}) {
        CAPTURE(lang);
        LessonController controller;
        MainWindow window(&controller);
        window.setLanguage(QString::fromLatin1(lang));
        window.resize(1920, 1080);
        window.show();
        REQUIRE(QTest::qWaitForWindowExposed(&window));
        QListWidget *list = window.chapterList()->listWidget();
        // From 200 px: at 160 "misconceptions" alone is wider than a row (the list is 250 px at
        // zoom 1 and never under a fifth of a 1280-pixel window).
        for (int width = 200; width <= 420; width += 3) {
            CAPTURE(width);
            window.chapterList()->setFixedWidth(width);
            QApplication::processEvents();
            for (int row = 0; row < list->count(); ++row)
                checkWhole(list, list->item(row));
        }
    }
}
