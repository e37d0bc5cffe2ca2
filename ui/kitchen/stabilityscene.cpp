#include "kitchen/stabilityscene.h"

#include "kitchen/chefpainter.h"
#include "kitchen/kitchenformat.h"
#include "kitchen/meterpainter.h"
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

constexpr int kErrorDigits = 2; // an error's size, not its digits

} // namespace

QStringList StabilityScene::flagWords(const nk::NumericFlags &flags)
{
    QStringList words;
    if (flags.overflow)
        words << tr("overflow");
    if (flags.nan)
        words << tr("NaN");
    if (flags.epsLost)
        words << tr("ε rounded to 0");
    if (flags.negativeVariance)
        words << tr("negative variance (cancellation)");
    if (flags.varianceClamped)
        words << tr("variance clamped to 0");
    if (flags.divisorZero)
        words << tr("divisor 0");
    return words;
}

SceneState StabilityScene::stateAt(const KitchenModel &model, double t, bool reducedMotion) const
{
    Q_UNUSED(t)
    Q_UNUSED(reducedMotion)
    SceneState s = ServedScene::served(model, name());
    for (bool ln : {true, false}) {
        const StationModel &m = model.station(ln);
        StationState &st = ln ? s.layerNorm : s.rmsNorm;
        const nk::NormTrace &trace = *m.trace;
        const QString prec = KitchenFormat::precisionName(m.compute);
        st.pose = ChefPose::Reading;
        st.notes.clear();
        st.coveredNotes.clear();
        // The readings, the error and the warnings are answers predict mode covers; the
        // scale's digits follow from the chosen precision, a given.
        const QString q = QStringLiteral("?");
        if (ln) {
            const nk::TraceStep *mean = trace.step(nk::StepId::Mean);
            const nk::TraceStep *var = trace.step(nk::StepId::Variance);
            const QString first = tr("Reading 1: μ = %1");
            st.addNote(first.arg(KitchenFormat::number(mean ? mean->scalar : 0.0, m.meterDigits)),
                       first.arg(q));
            const QString second = tr("Reading 2: σ² = %1");
            st.addNote(second.arg(KitchenFormat::number(var ? var->scalar : 0.0, m.meterDigits)),
                       second.arg(q));
            st.speech =
                tr("Two readings on a %1 scale: the second depends on the first.").arg(prec);
        } else {
            const nk::TraceStep *rms = trace.step(nk::StepId::Rms);
            const QString one = tr("One reading: √(RMS² + ε) = %1");
            st.addNote(one.arg(KitchenFormat::number(rms ? rms->scalar : 0.0, m.meterDigits)),
                       one.arg(q));
            st.speech = tr("One reading on a %1 scale.").arg(prec);
        }
        // Against a true 0 only the absolute error means something.
        const QString error = trace.relErrorUndefined
                                  ? tr("Output error vs fp64: %1 (absolute; a true value is 0)")
                                  : tr("Output error vs fp64: %1 (relative)");
        st.addNote(
            error.arg(KitchenFormat::number(
                trace.relErrorUndefined ? trace.maxAbsError : trace.maxRelError, kErrorDigits)),
            error.arg(q));
        const QString digits = tr("The scale keeps %1 significant digits").arg(m.meterDigits);
        st.addNote(digits, digits);
        st.speechWarning = st.meterBroken || trace.flags.any();
        if (trace.flags.any())
            st.addNote(
                tr("Warnings: %1").arg(QLocale().createSeparatedList(flagWords(trace.flags))),
                tr("Warnings: %1").arg(q));
    }
    s.footer = tr("Low precision is a scale with a low battery: it shows fewer digits, and an "
                  "overflow breaks it.");
    return s;
}

double StabilityScene::requiredHeight(const KitchenFonts &fs) const
{
    return StationPainter::headerHeight(fs) + 18 + MeterPainter::requiredHeight(fs) +
           StationChrome::kMargin;
}

void StabilityScene::paintStation(QPainter &p, const QRectF &frame, const StationState &st,
                                  const StationModel &m, KitchenPaintContext &ctx) const
{
    const KitchenFonts &fs = ctx.fonts;
    const double mg = StationChrome::kMargin;
    const QColor accent = StationPainter::accent(m);
    const QRectF bubble = StationChrome::paintNameTag(p, frame, m.ln, accent, fs).second;
    const double top = bubble.bottom() + 18;
    const double meterW = std::min(frame.width() * 0.34, 240.0 * std::sqrt(ctx.zoom));
    const QRectF meterR(frame.left() + mg + 100, top, meterW, frame.bottom() - mg - top);
    ChefPainter::paint(p, QPointF(frame.left() + mg + 50, frame.bottom() - mg),
                       std::clamp((frame.bottom() - top) / 150.0, 0.5, 1.2), accent,
                       ChefPose::Reading, 0.0);
    MeterPainter::paint(p, meterR, st, accent, StationPainter::precisionText(m), fs);
    const QRectF text(meterR.right() + 20, top, frame.right() - mg - meterR.right() - 20,
                      meterR.height());
    QFont nf = KitchenPaint::fitAll(fs.bubble, st.notes, text.width());
    for (int k = 0; k < 10; ++k) {
        if (st.notes.size() * (QFontMetricsF(nf).lineSpacing() + 8) <= text.height() ||
            nf.pixelSize() <= 9)
            break;
        nf.setPixelSize(std::max(9, int(nf.pixelSize() * 0.9)));
    }
    const double lineH = QFontMetricsF(nf).lineSpacing() + 8;
    p.setFont(nf);
    for (int i = 0; i < st.notes.size(); ++i) {
        p.setPen(i == st.notes.size() - 1 && st.speechWarning ? Theme::warning() : Theme::text());
        p.drawText(QRectF(text.left(), text.top() + i * lineH, text.width(), lineH),
                   Qt::AlignLeft | Qt::AlignVCenter, st.notes[i]);
    }
    StationChrome::paintBubble(p, bubble, frame.left() + mg + 50, st.speech, st.speechWarning,
                               accent, fs);
}

} // namespace nk::ui
