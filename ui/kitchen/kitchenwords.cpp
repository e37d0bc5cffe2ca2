#include "kitchen/kitchenwords.h"

#include "kitchen/kitchenformat.h"
#include "kitchen/stationmodel.h"
#include "norm/stepclock.h"

#include <QStringList>

namespace nk::ui {

using nk::StepId;

QString KitchenWords::dishToolTip(const StationModel &m, bool layerNorm, int index, double now)
{
    const size_t i = size_t(index);
    const nk::NormTrace &t = *m.trace;
    auto ended = [&](StepId id) {
        const nk::TraceStep *s = t.step(id);
        return s && nk::StepClock::isComplete(now, s->row, nk::alignedRowSpan(id));
    };
    auto num = [&](double v) { return KitchenFormat::number(v, m.meterDigits); };
    QStringList lines;
    lines << (layerNorm ? tr("Dish %1 at the LayerNorm station")
                        : tr("Dish %1 at the RMSNorm station"))
                 .arg(index + 1);
    lines << tr("x = %1").arg(num(m.stage[0][i]));
    if (layerNorm) {
        if (ended(StepId::Normalize) ||
            (ended(StepId::Variance) && !t.step(StepId::Variance)->values.empty()))
            lines << tr("x − μ = %1").arg(num(m.centred[i]));
        if (ended(StepId::Normalize))
            lines << tr("x̂ = (x − μ) ÷ √(σ² + ε) = %1").arg(num(m.stage[1][i]));
        if (ended(StepId::Affine))
            lines << tr("y = γ·x̂ + β = %1").arg(num(m.stage[2][i]));
    } else {
        if (ended(StepId::Square))
            lines << tr("x² = %1").arg(num(m.squares[i]));
        if (ended(StepId::Scale)) {
            lines << tr("x ÷ RMS = %1").arg(num(m.stage[1][i]));
            lines << tr("y = x ÷ RMS · γ = %1").arg(num(m.stage[2][i]));
        }
    }
    return lines.join(QLatin1Char('\n'));
}

namespace {

// A meter's caption on one line ("RMS\n√(mean square + ε)" is drawn on two).
QString oneLine(QString text)
{
    return text.replace(QLatin1Char('\n'), QLatin1Char(' ')).simplified();
}

} // namespace

QString KitchenWords::waitingSummary()
{
    return tr("The kitchen is waiting for a vector.");
}

QString KitchenWords::summary(const SceneState &s, const QString &stepCaption, int d)
{
    QStringList parts;
    if (!stepCaption.isEmpty())
        parts << tr("Step %1.").arg(stepCaption);
    auto station = [&](const StationState &st, bool layerNorm) {
        if (!st.visible)
            return;
        QStringList about;
        about << (layerNorm ? tr("Old chef (LayerNorm):") : tr("New chef (RMSNorm):"));
        if (!st.speech.isEmpty())
            about << st.speech;
        if (st.meterVisible)
            about << tr("Meter, %1: %2.")
                         .arg(oneLine(st.meterCaption),
                              st.meterBroken ? tr("broken (%1)").arg(st.meterText) : st.meterText);
        if (!st.dishes.isEmpty()) {
            QStringList labels;
            for (const DishState &dish : st.dishes)
                if (dish.arrival > 0.0)
                    labels << (dish.note.isEmpty()
                                   ? dish.label
                                   : QStringLiteral("%1 (%2)").arg(dish.label, dish.note));
            about << tr("Dishes: %1.").arg(labels.join(QLatin1String(", ")));
        } else if (s.strip) {
            about << tr("The dishes (%1) are drawn as a strip.").arg(d);
        }
        for (const QString &note : st.notes)
            about << oneLine(note);
        about << tr("Walks over the table so far: %1; operations: %2.").arg(st.walks).arg(st.flops);
        parts << about.join(QLatin1Char(' '));
    };
    station(s.layerNorm, true);
    station(s.rmsNorm, false);
    if (!s.footer.isEmpty())
        parts << oneLine(s.footer);
    return parts.join(QLatin1Char(' '));
}

QString KitchenWords::value(const SceneState &s, const QString &stepCaption)
{
    QStringList parts;
    if (!stepCaption.isEmpty())
        parts << stepCaption;
    for (const StationState *st : {&s.layerNorm, &s.rmsNorm})
        if (st->visible && st->meterVisible)
            parts << QStringLiteral("%1 %2: %3")
                         .arg(st == &s.layerNorm ? QStringLiteral("LayerNorm")
                                                 : QStringLiteral("RMSNorm"),
                              oneLine(st->meterCaption), st->meterText);
    return parts.join(QLatin1String("; "));
}

} // namespace nk::ui
