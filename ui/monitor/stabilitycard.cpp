#include "monitor/stabilitycard.h"

#include "analysis/publishedclaims.h"
#include "charts/barchart.h"
#include "charts/linechart.h"
#include "base/numbertext.h"
#include "base/theme.h"

#include <QLabel>

namespace nk::ui {

namespace claims = nk::claims;

namespace {

QString num(double v, int digits)
{
    return NumberText::number(v, digits);
}

} // namespace

StabilityCard::StabilityCard(QWidget *parent)
    : MonitorCard(parent)
{
    m_divisors = new BarChart(this);
    m_divisors->setStacked(true);
    m_divisors->setValueLabelDigits(5);
    m_identity = new BarChart(this);
    m_identity->setStacked(true);
    m_identity->setValueLabelDigits(5);
    m_epsilon = new LineChart(this);
    m_epsilon->setLogX(true);
    m_epsilon->setLogY(true);
    addCharts({m_divisors, m_identity, m_epsilon});
    m_numbers = addNote();
    m_numbers->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_epsilonNote = addNote();
}

void StabilityCard::retranslate()
{
    setTexts(tr("6 · Numerical stability"),
             tr("LayerNorm divides by the divisor √(σ² + ε), RMSNorm by √(RMS² + ε). "
                "RMS² = σ² + μ², so RMS ≥ σ (the standard deviation). For a near-constant input "
                "σ ≈ 0: only ε keeps LayerNorm's divisor away from zero."));
    m_divisors->setTitle(tr("Standard deviation σ and RMS"));
    m_identity->setTitle(tr("RMS² = σ² + μ²"));
    m_epsilon->setTitle(tr("Near-constant input"));
    m_epsilon->setAxisTitles(tr("ε (%1 in each of %2 elements)")
                                 .arg(num(claims::kExtremeDemoValue, 3))
                                 .arg(claims::kExtremeDemoDimension),
                             tr("max |yᵢ|"));
}

QString StabilityCard::numbers() const
{
    return m_numbers->text();
}

QString StabilityCard::epsilonNote() const
{
    return m_epsilonNote->text();
}

void StabilityCard::show(const nk::MonitorNowFigures &f)
{
    const QColor ln = Theme::layerNorm(), rms = Theme::rmsNorm();
    const nk::StabilityNumbers &st = f.stability;
    m_divisors->setCategories({tr("σ\n(LayerNorm)"), tr("RMS\n(RMSNorm)")});
    m_divisors->setSeries(0, tr("σ"), ln, {st.sigma, 0.0});
    m_divisors->setSeries(1, tr("RMS"), rms, {0.0, st.rms});
    m_identity->setCategories({tr("σ² + μ²"), tr("RMS²")});
    m_identity->setSeries(0, tr("σ²"), ln, {st.variance, 0.0});
    m_identity->setSeries(1, tr("μ²"), Theme::mutedText(), {st.meanSquared, 0.0});
    m_identity->setSeries(2, tr("RMS²"), rms, {0.0, st.meanSquare});
    m_numbers->setText(
        tr("μ = %1 · σ = %2 · RMS = %3 · σ² = %4 · μ² = %5 · σ² + μ² = %6 · RMS² = %7 "
           "(difference %8, rounding) · divisors with ε = %9: √(σ² + ε) = %10, √(RMS² + ε) = %11")
            .arg(num(st.mean, 5), num(st.sigma, 5), num(st.rms, 5), num(st.variance, 5),
                 num(st.meanSquared, 5), num(st.variance + st.meanSquared, 5),
                 num(st.meanSquare, 5), num(st.identityGap, 2), num(st.eps, 3))
            .arg(num(st.layerNormDivisor, 5), num(st.rmsNormDivisor, 5)));
}

void StabilityCard::showEpsilonSweep(const nk::MonitorSweepFigures &f)
{
    if (f.epsilon.curves.empty())
        return;
    const QColor ln = Theme::layerNorm(), rms = Theme::rmsNorm();
    int i = 0;
    QStringList atZero;
    for (const nk::SweepCurve &c : f.epsilon.curves) {
        const bool isRms = c.config.algorithm == nk::Algorithm::RmsNorm;
        QVector<QPointF> pts;
        for (size_t k = 0; k < c.points.size() && k < f.epsilon.xs.size(); ++k)
            pts.append(QPointF(f.epsilon.xs[k], c.points[k].maxAbsOutput));
        m_epsilon->setSeries(i++, isRms ? tr("RMSNorm") : tr("LayerNorm"), isRms ? rms : ln, pts);
        if (!c.points.empty())
            atZero << tr("%1 %2").arg(isRms ? tr("RMSNorm") : tr("LayerNorm"),
                                      num(c.points.front().maxAbsOutput, 3));
    }
    m_epsilon->truncateSeries(i);
    m_epsilon->clearMarks();
    m_epsilon->addMarker(claims::kExtremeDemoEps,
                         tr("extreme-input demo: ε = %1, d = %2")
                             .arg(num(claims::kExtremeDemoEps, 3))
                             .arg(claims::kExtremeDemoDimension),
                         Theme::mutedText());
    m_epsilon->setTitle(tr("Near-constant input, %1").arg(precisionName(f.precision)));
    // The demo computed by the kernels, not its printout.
    const nk::ExtremeInputDemo::Result &demo = nk::ExtremeInputDemo::run();
    m_epsilonNote->setText(
        tr("Near-constant input at ε = 0 (off the log axis): largest |output| %1. The "
           "extreme-input demo (%2 in each of %3 elements, %4, ε = %5) computed here gives "
           "LayerNorm %6 and RMSNorm %7: ε, not the algorithm, sets both. There σ = %8, while "
           "LayerNorm divides by √(σ² + ε) = %9.")
            .arg(atZero.join(tr(", ")), num(claims::kExtremeDemoValue, 3))
            .arg(claims::kExtremeDemoDimension)
            .arg(precisionName(claims::kExtremeDemoPrecision), num(claims::kExtremeDemoEps, 3),
                 num(demo.layerNormMaxAbs, 3), num(demo.rmsNormMaxAbs, 3), num(demo.sigma, 3),
                 num(demo.layerNormDivisor, 3)));
}

} // namespace nk::ui
