// FittedTextLabel: as much of the text as fits the label's height, cut after a whole word and
// ending in "…"; the whole text when it fits.
#include "base/fittedtextlabel.h"

#include "catchqt.h"

#include <catch2/catch.hpp>

#include <QApplication>

using namespace nk::ui;

namespace {

int wrappedHeight(const QLabel &l, const QString &text)
{
    return l.fontMetrics()
        .boundingRect(QRect(0, 0, l.contentsRect().width(), 1 << 20), Qt::TextWordWrap, text)
        .height();
}

} // namespace

TEST_CASE("a fitted label shows whole words that fit its height and ends in an ellipsis",
          "[widgets]")
{
    const QString words =
        QStringLiteral("Every step of both recipes on this vector of three dishes, "
                       "with its additions and subtractions. ")
            .repeated(6);
    const QString chinese = QStringLiteral("两个模型在后台线程里训练，全班一起看。").repeated(12);
    for (const QString &full : {words, chinese}) {
        FittedTextLabel label;
        label.resize(300, 3 * label.fontMetrics().lineSpacing() + 2);
        label.show();
        label.setFullText(full);
        QApplication::processEvents();
        const QString shown = label.text();
        CAPTURE(shown.toStdString());
        REQUIRE(shown.endsWith(QChar(0x2026)));
        // A beginning of the text, and nothing drawn past the bottom edge.
        CHECK(full.startsWith(shown.chopped(1)));
        CHECK(wrappedHeight(label, shown) <= label.contentsRect().height());
        // The longest such beginning: one more word (or character) would not fit.
        const QString stem = shown.chopped(1);
        const qsizetype next = full.indexOf(QLatin1Char(' '), stem.size() + 1);
        const QString longer =
            (full == words ? full.left(next) : full.left(stem.size() + 1)) + QChar(0x2026);
        CHECK(wrappedHeight(label, longer) > label.contentsRect().height());
        // Whole words in English.
        if (full == words)
            CHECK(full.at(stem.size()) == QLatin1Char(' '));
        CHECK(label.fullText() == full);
        CHECK(label.accessibleDescription() == full);

        // Taller: all of it.
        label.resize(300, 2000);
        QApplication::processEvents();
        CHECK(label.text() == full);
    }
}
