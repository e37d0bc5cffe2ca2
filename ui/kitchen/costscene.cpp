#include "kitchen/costscene.h"

#include "analysis/costledger.h"
#include "analysis/monitornumbers.h"
#include "kitchen/chefpainter.h"
#include "kitchen/kitchenformat.h"
#include "norm/flopclaims.h"
#include "norm/numberformat.h"
#include "kitchen/servedscene.h"
#include "kitchen/stationchrome.h"
#include "kitchen/stationpainter.h"
#include "base/theme.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace nk::ui {

namespace {

constexpr int kFigureDigits = 3; // per-element counts and plates: enough to compare

// "8d": a claim's operations per element as a multiple of d.
QString perElement(double k)
{
    return KitchenFormat::number(k, kFigureDigits) + QLatin1Char('d');
}

} // namespace

SceneState CostScene::stateAt(const KitchenModel &model, double t, bool reducedMotion) const
{
    SceneState s = ServedScene::served(model, name());
    const double tt = !std::isfinite(t) ? 0.0 : std::clamp(t, 0.0, duration());
    const nk::NormTrace &lnTrace = *model.layerNorm().trace, &rmsTrace = *model.rmsNorm().trace;
    const long long lnOps = std::max(1LL, lnTrace.ops.total());
    const int d = model.d();
    // Operations the stove has done by now, the same for both chefs.
    const double stoveOps = tt * kLayerNormPlatesPerStep * double(lnOps);
    for (bool ln : {true, false}) {
        const StationModel &m = model.station(ln);
        StationState &st = ln ? s.layerNorm : s.rmsNorm;
        const long long ops = std::max(1LL, m.trace->ops.total());
        st.platesPerMinute = kStoveOpsPerMinute / double(ops);
        // Reduced motion: no cooking on screen, the tally of one whole plate.
        const double plates = reducedMotion ? 1.0 : stoveOps / double(ops);
        long long served = (long long)std::floor(plates);
        double within = plates - double(served);
        if (served > 0 && within == 0.0) {
            // At a pause point the last plate is shown complete, not the next one empty.
            --served;
            within = 1.0;
        }
        const nk::CostLedger::Progress now = nk::CostLedger::progress(*m.trace, within);
        st.plateClock = plates;
        st.flops = served * m.trace->ops.total() + now.done.total();
        st.walks = int(served * m.trace->passes + now.walksDone);
        const bool walking = !reducedMotion && tt > 0.0 && within < 1.0 &&
                             m.trace->steps[size_t(now.step)].walksTable;
        st.pose = walking ? ChefPose::Walking : ChefPose::Idle;
        st.chefPos = walking ? now.stepShare * d : -1.0;
        st.notes.clear();
        st.coveredNotes.clear();
        // Every count is an answer predict mode covers; the cited claim is a given.
        const QString q = QStringLiteral("?");
        const QString plate = tr("This plate: %1 of %2 operations, walk %3 of %4");
        st.addNote(plate.arg(now.done.total())
                       .arg(m.trace->ops.total())
                       .arg(now.walksDone)
                       .arg(m.trace->passes),
                   plate.arg(q, q, q, q));
        const QString kinds = tr("add %1 · sub %2 · mul %3 · div %4 · sqrt %5");
        st.addNote(kinds.arg(now.done.add)
                       .arg(now.done.sub)
                       .arg(now.done.mul)
                       .arg(now.done.div)
                       .arg(now.done.sqrt),
                   kinds.arg(q, q, q, q, q));
        const QString sent = tr("Plates sent out: %1 · operations in all: %2");
        st.addNote(sent.arg(served + (within >= 1.0 ? 1 : 0)).arg(st.flops), sent.arg(q, q));
        // The count per plate beside the common claim, on one line: four readings, not five,
        // so that the projector's kitchen keeps them at the class's size.
        const double claimed = ln ? nk::claims::kCommonClaimLayerNormPerElement
                                  : nk::claims::kCommonClaimRmsNormPerElement;
        const QString claim = QLocale().toString(qlonglong(claimed * d));
        const QString perPlate = tr("Per plate: %1 = %2 per element · common claim %3 = %4");
        st.addNote(perPlate.arg(ops)
                       .arg(KitchenFormat::number(double(ops) / d, kFigureDigits))
                       .arg(perElement(claimed), claim),
                   perPlate.arg(q, q, perElement(claimed), claim));
        // One line: the bubble keeps one line's room (the readings below say the rest).
        st.speech =
            tr("Peak hour: %1 operations and %2 walks a plate.").arg(ops).arg(m.trace->passes);
        st.speechWarning = false;
    }
    // The ratio and the saving are answers predict mode covers; the stove's pace is a given.
    const QString footer =
        tr("One stove doing %1 operations a minute: RMSNorm serves %2 the plates (%3 fewer counted "
           "operations). When both are limited by memory bandwidth, equal bytes mean equal time "
           "(measured in chapter 4 and in Monitor).");
    const QString stove = QLocale().toString(qlonglong(kStoveOpsPerMinute));
    s.footer = footer.arg(stove,
                          QString::fromStdString(nk::NumberFormat::ratio(
                              nk::MonitorNumbers::operationRatio(lnTrace, rmsTrace))),
                          QString::fromStdString(nk::NumberFormat::percent(
                              nk::MonitorNumbers::operationSaving(lnTrace, rmsTrace))));
    s.coveredFooter = footer.arg(stove, QStringLiteral("?"), QStringLiteral("?"));
    return s;
}

double CostScene::requiredHeight(const KitchenFonts &fs) const
{
    // The name tag's row (the headline beside it), the bubble, four notes, the belt.
    return StationPainter::headerHeight(fs, 1) + 18 +
           kNotes * (QFontMetricsF(fs.bubble).lineSpacing() + 4) + 10 + 44 + StationChrome::kMargin;
}

void CostScene::paintStation(QPainter &p, const QRectF &frame, const StationState &st,
                             const StationModel &m, KitchenPaintContext &ctx) const
{
    const KitchenFonts &fs = ctx.fonts;
    const double mg = StationChrome::kMargin;
    const QColor accent = StationPainter::accent(m);
    const auto [title, bubble] = StationChrome::paintNameTag(p, frame, m.ln, accent, fs, 1);
    const double top = bubble.bottom() + 18;
    const double beltH = 44;
    const QRectF belt(frame.left() + mg, frame.bottom() - mg - beltH, frame.width() - 2 * mg,
                      beltH);
    const double chefX = frame.left() + mg + 60;
    const double chefScale = std::clamp((belt.top() - top) / 160.0, 0.5, 1.8);
    ChefPainter::paint(p, QPointF(chefX, belt.top() - 4), chefScale, accent, st.pose,
                       ctx.phase * 3.0);
    // Conveyor and plates moving out.
    p.setPen(Qt::NoPen);
    p.setBrush(KitchenPaint::mix(Theme::surface(), Theme::grid(), 0.8));
    p.drawRoundedRect(belt, beltH / 2, beltH / 2);
    p.setBrush(Theme::grid());
    for (int i = 0; i < 14; ++i) {
        const double x =
            belt.left() + 20 +
            std::fmod(i * belt.width() / 14.0 + st.plateClock * 30.0, belt.width() - 40);
        p.drawEllipse(QPointF(x, belt.center().y()), 3, 3);
    }
    const int plates = 6;
    for (int j = 0; j < plates; ++j) {
        const double u = std::fmod(st.plateClock / plates + double(j) / plates, 1.0);
        const double x = belt.left() + 110 + u * (belt.width() - 150);
        p.setPen(QPen(Theme::mutedText(), Theme::stroke(1.5)));
        p.setBrush(Theme::surface());
        p.drawEllipse(QPointF(x, belt.top() + 6), 22, 8);
        p.setBrush(KitchenPaint::mix(Theme::surface(), accent, 0.8));
        p.setPen(Qt::NoPen);
        p.drawEllipse(QPointF(x, belt.top() + 4), 11, 4);
    }
    // The headline on the name tag's row, right of the tag, as tall as the row; the notes in
    // the room between chef and belt.
    const QString headline =
        tr("%1 plates / min")
            .arg(std::isnan(st.platesPerMinute) ? QStringLiteral("?") // predict mode: covered
                 : st.platesPerMinute >= 100
                     ? QLocale().toString(qRound64(st.platesPerMinute))
                     : KitchenFormat::number(st.platesPerMinute, kFigureDigits));
    const QRectF score(title.left() + title.width() / 2 + 8, title.top(), title.width() / 2 - 8,
                       title.height());
    QFont big = KitchenPaint::fitAll(fs.big, {headline}, score.width());
    while (big.pixelSize() > 9 && QFontMetricsF(big).height() > score.height())
        big.setPixelSize(big.pixelSize() - 1);
    KitchenPaint::drawFitted(p, score, Qt::AlignRight | Qt::AlignVCenter, headline, big, accent);
    // Right of the chef and his ladle, however large he is drawn.
    const double textLeft = chefX + 8 + 62 * std::max(1.0, chefScale);
    const QRectF text(textLeft, top, frame.right() - mg - textLeft, belt.top() - top - 10);
    // The notes wrap to the width (fitted to one line each they were 18 px on a projector);
    // they shrink only where the height runs out.
    QFont nf = fs.bubble;
    const auto noteHeight = [&](const QFont &f, const QString &note) {
        return QFontMetricsF(f)
                   .boundingRect(QRectF(0, 0, text.width(), 1e6), Qt::TextWordWrap, note)
                   .height() +
               4;
    };
    for (int k = 0; k < 10; ++k) {
        double need = 0;
        for (const QString &note : st.notes)
            need += noteHeight(nf, note);
        if (need <= text.height() || nf.pixelSize() <= 9)
            break;
        nf.setPixelSize(std::max(9, int(nf.pixelSize() * 0.9)));
    }
    p.setFont(nf);
    p.setPen(Theme::text());
    double y = text.top();
    for (const QString &note : st.notes) {
        const double h = noteHeight(nf, note);
        p.drawText(QRectF(text.left(), y, text.width(), h),
                   Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, note);
        y += h;
    }
    StationChrome::paintBubble(p, bubble, chefX, st.speech, st.speechWarning, accent, fs);
}

} // namespace nk::ui
