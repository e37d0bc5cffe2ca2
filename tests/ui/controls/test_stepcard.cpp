// StepCard paints its look (the style sheet's rounded border and background) from a cached
// picture of that sheet: the same pixels as a frame carrying the sheet, for either state, and
// drawn again only for a size or look it has not drawn before.
#include "controls/stepcard.h"
#include "base/theme.h"

#include "catchqt.h"
#include "uisettle.h"

#include <catch2/catch.hpp>

#include <QFrame>
#include <QImage>

using namespace nk::ui;

namespace {

// A frame carrying the sheet the card's look came from (current: 3 px accent border).
QString referenceSheet(bool current)
{
    const QColor accent = Theme::layerNorm();
    const QColor edge = current ? accent : Theme::grid();
    return QStringLiteral("QFrame { background: %1; border: %2px solid %3; border-left: 8px solid "
                          "%3; border-radius: 8px; }")
        .arg(Theme::surface().name())
        .arg(current ? 3 : 1)
        .arg(edge.name());
}

// How many pixels of the border ring (corners left out: their edges are blended) differ.
int ringDifferences(const QImage &a, const QImage &b, int border)
{
    int differ = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x) {
            const bool ring =
                x < 8 || y < border || x >= a.width() - border || y >= a.height() - border;
            const bool corner = (x < 12 || x >= a.width() - 12) && (y < 12 || y >= a.height() - 12);
            if (ring && !corner && a.pixel(x, y) != b.pixel(x, y))
                ++differ;
        }
    return differ;
}

} // namespace

TEST_CASE("StepCard: its border is the style sheet's in either state and redrawn only when new",
          "[widgets][stepcard]")
{
    QWidget host;
    host.resize(700, 200);
    auto *card = new StepCard(nk::Algorithm::LayerNorm, nk::StepId::Mean, &host);
    card->setGeometry(10, 10, 320, 90);
    auto *reference = new QFrame(&host);
    reference->setFrameShape(QFrame::StyledPanel);
    reference->setGeometry(360, 10, 320, 90);
    host.show();

    for (const bool current : {true, false, true}) {
        INFO("current " << current);
        card->setState(true, current);
        reference->setStyleSheet(referenceSheet(current));
        settleUi();
        const QImage shot = host.grab().toImage();
        const QImage mine = shot.copy(card->geometry());
        const QImage theirs = shot.copy(reference->geometry());
        const int border = current ? 3 : 1;
        CHECK(ringDifferences(mine, theirs, border) == 0);
        // The look itself: the current card's edges in the accent (others in the grid's
        // colour), 8 px down the left, the top edge as thick as the state's.
        const QColor edge = current ? Theme::layerNorm() : Theme::grid();
        CHECK(QColor(mine.pixel(3, 45)) == edge);
        CHECK(QColor(mine.pixel(160, border - 1)) == edge);
        CHECK(QColor(mine.pixel(160, border)) == Theme::surface());
    }
    // Both looks at this size are drawn by now: more state changes paint from the cache.
    const int rendered = StepCard::framesRendered();
    for (const bool current : {false, true, false}) {
        card->setState(true, current);
        card->repaint();
    }
    CHECK(StepCard::framesRendered() == rendered);
    // A new size is a new picture.
    card->resize(300, 90);
    card->repaint();
    CHECK(StepCard::framesRendered() == rendered + 1);
}
