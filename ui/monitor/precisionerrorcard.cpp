#include "monitor/precisionerrorcard.h"

#include "charts/barchart.h"
#include "charts/linechart.h"
#include "base/theme.h"

#include <QLabel>

#include <cmath>

namespace nk::ui {

using nk::Accumulation;
using nk::Precision;

namespace {

// The per-element error chart draws at most this many points.
constexpr int kMaxElementPoints = 2048;

} // namespace

PrecisionErrorCard::PrecisionErrorCard(QWidget *parent)
    : MonitorCard(parent)
{
    m_errorBars = new BarChart(this);
    m_errorBars->setLogScale(true);
    m_elementErrors = new LineChart(this);
    m_elementErrors->setLogY(true);
    m_elementErrors->setIntegerX(true);
    addCharts({m_errorBars, m_elementErrors});
    m_note = addNote();
}

void PrecisionErrorCard::retranslate()
{
    setTexts(tr("1 · Precision error now"),
             tr("Largest error of each output against fp64 (a reference computed in long double "
                "on the unrounded input and rounded to fp64 once), in fp32, fp16 and bf16, "
                "summing in the storage precision or in fp32 (as real kernels do). Log scale; an "
                "overflow shows as inf or NaN."));
    m_errorBars->setTitle(tr("Largest output error vs reference"));
    m_errorBars->setValueAxisTitle(tr("max |error|"));
    m_errorBars->setCategoryAxisTitle(tr("stored in / summed in"));
    m_elementErrors->setAxisTitles(tr("element i"), tr("|error|"));
}

void PrecisionErrorCard::show(const nk::MonitorNowFigures &f)
{
    const QColor ln = Theme::layerNorm(), rms = Theme::rmsNorm();
    const int d = int(f.input.size());

    QStringList cats;
    QVector<double> lnErr, rmsErr;
    QStringList troubles;
    for (const nk::MonitorNowFigures::PrecisionError &e : f.errors) {
        const QString name = e.precision == Precision::Fp32
                                 ? QStringLiteral("fp32")
                                 : (e.accumulation == Accumulation::Storage
                                        ? tr("%1\n%1 sums").arg(precisionName(e.precision))
                                        : tr("%1\nfp32 sums").arg(precisionName(e.precision)));
        cats << name;
        lnErr << e.layerNorm;
        rmsErr << e.rmsNorm;
        QStringList what;
        const QStringList lnWords = flagWords(e.layerNormFlags);
        const QStringList rmsWords = flagWords(e.rmsNormFlags);
        if (!lnWords.isEmpty())
            what << tr("LayerNorm %1").arg(lnWords.join(tr(", ")));
        if (!rmsWords.isEmpty())
            what << tr("RMSNorm %1").arg(rmsWords.join(tr(", ")));
        if (!what.isEmpty())
            troubles << tr("%1: %2").arg(
                QString(name).replace(QLatin1Char('\n'), QStringLiteral(" · ")),
                what.join(tr("; ")));
    }
    m_note->setText(troubles.isEmpty()
                        ? tr("No overflow, NaN or lost ε in any of these precisions.")
                        : tr("Flags — %1.").arg(troubles.join(tr(" | "))));
    m_errorBars->setCategories(cats);
    m_errorBars->setSeries(0, tr("LayerNorm"), ln, lnErr);
    m_errorBars->setSeries(1, tr("RMSNorm"), rms, rmsErr);
    // A finite error can hide an overflow (x / inf = 0): say so above the bars.
    QStringList notes;
    for (const nk::MonitorNowFigures::PrecisionError &e : f.errors)
        notes << (e.layerNormFlags.overflow || e.rmsNormFlags.overflow ? tr("overflow")
                                                                       : QString());
    m_errorBars->setCategoryNotes(notes);

    // Long vectors: each bucket's smallest and largest error, so the envelope stays honest and
    // the chart stays cheap to redraw on every keystroke.
    m_elementErrors->setTitle(
        tr("Error per element (%1, %2)")
            .arg(precisionName(f.settings.precision), sumsName(f.settings.accumulation)));
    m_elementErrors->setPointsVisible(d <= 64);
    m_elementErrors->setSeries(0, tr("LayerNorm"), ln,
                               LineChart::seriesOf(f.layerNormElementError, kMaxElementPoints));
    m_elementErrors->setSeries(1, tr("RMSNorm"), rms,
                               LineChart::seriesOf(f.rmsNormElementError, kMaxElementPoints));
}

} // namespace nk::ui
