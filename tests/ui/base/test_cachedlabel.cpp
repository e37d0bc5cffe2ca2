// CachedLabel answers heightForWidth as QLabel does, from its cache while nothing that decides
// the layout changed, and afresh once something did.
#include "base/cachedlabel.h"

#include "catchqt.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <QLabel>

using namespace nk::ui;

namespace {

// A plain QLabel set up like the cached one: the independent reference.
int referenceHeight(const CachedLabel &cached, int width)
{
    QLabel plain;
    plain.setTextFormat(cached.textFormat());
    plain.setWordWrap(cached.wordWrap());
    plain.setFont(cached.font());
    plain.setMargin(cached.margin());
    plain.setIndent(cached.indent());
    plain.setStyleSheet(cached.styleSheet());
    plain.setText(cached.text());
    plain.ensurePolished();
    return plain.heightForWidth(width);
}

const QStringList kLabelTexts = {
    QStringLiteral("<b>Variance σ²</b> of the input, averaged over every dish on the table"),
    QStringLiteral("He averages the squared gaps over all 3 dishes: σ² = 2.88889, so the standard "
                   "deviation is σ = 1.69967."),
    QStringLiteral("他把三道菜与均值之差的平方取平均：σ² = 2.88889，于是标准差 σ = 1.69967。"
                   "第二次走完整张桌子才知道菜有多不均匀。"),
};

} // namespace

TEST_CASE("CachedLabel: heights match QLabel's and are computed once per width", "[cachedlabel]")
{
    for (const QString &text : kLabelTexts) {
        CachedLabel label;
        label.setWordWrap(true);
        label.setTextInteractionFlags(Qt::TextSelectableByMouse);
        label.setText(text);
        QFont f = label.font();
        f.setPointSizeF(16.0);
        label.setFont(f);
        label.ensurePolished();
        for (int width : {120, 300, 640}) {
            INFO(text.toStdString() << " at " << width);
            CHECK(label.heightForWidth(width) == referenceHeight(label, width));
        }
        const int computed = label.computedHeights();
        CHECK(computed == 3);
        // Asked again (as a layout pass does several times): answered from the cache.
        for (int round = 0; round < 5; ++round)
            for (int width : {120, 300, 640})
                label.heightForWidth(width);
        CHECK(label.computedHeights() == computed);
        // Narrower text wraps onto more lines: the cached answers are not all one number.
        CHECK(label.heightForWidth(120) > label.heightForWidth(640));
    }
}

TEST_CASE("CachedLabel: a title on one line at many widths is laid out twice and its heights "
          "stay QLabel's",
          "[cachedlabel]")
{
    // A step card's title as the grid resizes it, and texts mixing sizes that wrap at some widths.
    const QStringList texts = {
        QStringLiteral("<b>Mean μ</b>"),
        QStringLiteral("<b>Divisor √(RMS² + ε)</b>"),
        QStringLiteral("<span style='font-size:28pt'>Big</span> small words after it, "
                       "<span style='font-size:8pt'>tiny ones</span> and more"),
        kLabelTexts[0],
        kLabelTexts[2],
    };
    for (const QString &text : texts) {
        CachedLabel label;
        label.setWordWrap(true);
        label.setTextInteractionFlags(Qt::TextSelectableByMouse);
        label.setText(text);
        label.ensurePolished();
        for (int width = 700; width >= 20; width -= 9) {
            INFO(text.toStdString() << " at " << width);
            CHECK(label.heightForWidth(width) == referenceHeight(label, width));
        }
        for (int width = 23; width <= 700; width += 13) {
            INFO(text.toStdString() << " at " << width);
            CHECK(label.heightForWidth(width) == referenceHeight(label, width));
        }
    }
    CachedLabel title;
    title.setWordWrap(true);
    title.setText(texts[0]);
    title.ensurePolished();
    for (int width = 150; width <= 600; width += 7)
        CHECK(title.heightForWidth(width) == referenceHeight(title, width));
    // The first width, the second (the same height) and the unbroken height: then none.
    CHECK(title.computedHeights() == 3);
}

TEST_CASE("CachedLabel: a new text, font, margin or style sheet is laid out afresh",
          "[cachedlabel]")
{
    CachedLabel label;
    label.setWordWrap(true);
    label.setText(kLabelTexts[1]);
    label.ensurePolished();
    const int before = label.heightForWidth(300);
    int computed = label.computedHeights();

    label.setText(kLabelTexts[1] + QStringLiteral(" ") + kLabelTexts[1]);
    CHECK(label.heightForWidth(300) == referenceHeight(label, 300));
    CHECK(label.heightForWidth(300) > before);
    CHECK(label.computedHeights() == ++computed);

    QFont big = label.font();
    big.setPointSizeF(big.pointSizeF() * 2);
    label.setFont(big);
    CHECK(label.heightForWidth(300) == referenceHeight(label, 300));
    CHECK(label.computedHeights() == ++computed);

    label.setMargin(10);
    CHECK(label.heightForWidth(300) == referenceHeight(label, 300));
    CHECK(label.computedHeights() == ++computed);

    label.setStyleSheet(QStringLiteral("QLabel { padding: 12px; }"));
    label.ensurePolished();
    CHECK(label.heightForWidth(300) == referenceHeight(label, 300));
    CHECK(label.computedHeights() == ++computed);

    // The same text set again changes nothing.
    label.setText(label.text());
    label.heightForWidth(300);
    CHECK(label.computedHeights() == computed);
}

TEST_CASE("CachedLabel: selecting rich text gives its plain text", "[cachedlabel]")
{
    CachedLabel label;
    label.setWordWrap(true);
    label.setTextInteractionFlags(Qt::TextSelectableByMouse);
    label.setText(QStringLiteral("<b>Mean μ</b> = 1.33333"));
    label.heightForWidth(200);
    label.setSelection(0, 6);
    CHECK(label.selectedText() == QStringLiteral("Mean μ"));
    CHECK(label.hasSelectedText());
}

TEST_CASE("CachedLabel: size hints match QLabel's and come back with an earlier text",
          "[cachedlabel]")
{
    CachedLabel label;
    label.setWordWrap(true);
    label.setTextInteractionFlags(Qt::TextSelectableByMouse);
    const auto reference = [&label] {
        QLabel plain;
        plain.setWordWrap(true);
        plain.setTextInteractionFlags(Qt::TextSelectableByMouse);
        plain.setFont(label.font());
        plain.setText(label.text());
        return std::make_pair(plain.sizeHint(), plain.minimumSizeHint());
    };
    for (const QString &text : kLabelTexts) {
        label.setText(text);
        const auto [hint, minimum] = reference();
        CHECK(label.sizeHint() == hint);
        CHECK(label.minimumSizeHint() == minimum);
        CHECK(label.heightForWidth(250) == referenceHeight(label, 250));
    }
    const int hints = label.computedHints();
    const int heights = label.computedHeights();
    // Back to the first text (stepping back): every answer from the cache, and still right.
    label.setText(kLabelTexts[0]);
    label.setText(kLabelTexts[1]);
    label.setText(kLabelTexts[0]);
    const auto [hint, minimum] = reference();
    CHECK(label.sizeHint() == hint);
    CHECK(label.minimumSizeHint() == minimum);
    CHECK(label.heightForWidth(250) == referenceHeight(label, 250));
    CHECK(label.computedHints() == hints);
    CHECK(label.computedHeights() == heights);
    // A font change forgets everything.
    QFont f = label.font();
    f.setPointSizeF(f.pointSizeF() + 3);
    label.setFont(f);
    CHECK(label.sizeHint() == reference().first);
    CHECK(label.computedHints() == hints + 1);
}
