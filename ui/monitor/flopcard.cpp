#include "monitor/flopcard.h"

#include "charts/barchart.h"
#include "charts/linechart.h"
#include "norm/flopclaims.h"
#include "base/numbertext.h"
#include "base/settingnames.h"
#include "base/theme.h"

namespace nk::ui {

namespace claims = nk::claims;

namespace {

QString perElement(double v)
{
    return NumberText::number(v, 3);
}

} // namespace

FlopCard::FlopCard(QWidget *parent)
    : MonitorCard(parent)
{
    m_kinds = new BarChart(this);
    m_kinds->setValueLabelDigits(6);
    m_claims = new BarChart(this);
    m_claims->setValueLabelDigits(3);
    m_flopsVsD = new LineChart(this);
    m_flopsVsD->setLogX(true, 2.0);
    m_flopsVsD->setLogY(true);
    m_flopsVsD->setPointsVisible(false);
    m_flopsVsD->setXRange(8, nk::kMaxDimension);
    addCharts({m_kinds, m_claims, m_flopsVsD});
}

void FlopCard::retranslate()
{
    setTexts(tr("3 · FLOPs counted vs claimed"),
             tr("Operations the step-by-step kernels performed on this vector, by kind, next to "
                "the claims: a common claim of %1d and %2d, a careful count of %3d and %4d, and "
                "the %5d that profilers (DeepSpeed, fvcore) use for LayerNorm.")
                 .arg(perElement(claims::kCommonClaimLayerNormPerElement),
                      perElement(claims::kCommonClaimRmsNormPerElement),
                      perElement(claims::kCarefulLayerNormPerElement),
                      perElement(claims::kCarefulRmsNormPerElement),
                      perElement(claims::kProfilerLayerNormPerElement)));
    m_kinds->setTitle(tr("Operations by kind, this vector"));
    m_kinds->setValueAxisTitle(tr("count"));
    m_claims->setTitle(tr("FLOPs per element"));
    m_claims->setValueAxisTitle(tr("FLOPs ÷ d"));
    m_flopsVsD->setTitle(tr("Counted FLOPs vs d"));
    m_flopsVsD->setAxisTitles(tr("d"), tr("FLOPs per vector"));
}

void FlopCard::show(const nk::MonitorNowFigures &f)
{
    const QColor ln = Theme::layerNorm(), rms = Theme::rmsNorm();
    const int d = int(f.input.size());
    const nk::OpCounts &lo = f.layerNorm->ops, &ro = f.rmsNorm->ops;
    m_kinds->setCategories({tr("add"), tr("sub"), tr("mul"), tr("div"), tr("sqrt")});
    m_kinds->setSeries(
        0, tr("LayerNorm (%1)").arg(SettingNames::variance(f.settings.variance)), ln,
        {double(lo.add), double(lo.sub), double(lo.mul), double(lo.div), double(lo.sqrt)});
    m_kinds->setSeries(
        1, tr("RMSNorm"), rms,
        {double(ro.add), double(ro.sub), double(ro.mul), double(ro.div), double(ro.sqrt)});
    m_claims->setCategories({tr("counted\nhere"), tr("common\nclaim"), tr("careful\ncount"),
                             tr("profilers\n(LN only)")});
    m_claims->setSeries(0, tr("LayerNorm"), ln,
                        {double(lo.total()) / d, claims::kCommonClaimLayerNormPerElement,
                         claims::kCarefulLayerNormPerElement,
                         claims::kProfilerLayerNormPerElement});
    m_claims->setSeries(1, tr("RMSNorm"), rms,
                        {double(ro.total()) / d, claims::kCommonClaimRmsNormPerElement,
                         claims::kCarefulRmsNormPerElement, 0.0});
}

void FlopCard::showDimensions(const std::vector<nk::FlopPoint> &flops)
{
    if (flops.empty())
        return;
    const QColor ln = Theme::layerNorm(), rms = Theme::rmsNorm();
    QVector<QPointF> lnPts, rmsPts, claimLn, claimRms;
    for (const nk::FlopPoint &p : flops) {
        lnPts.append(QPointF(p.d, double(p.layerNorm.total())));
        rmsPts.append(QPointF(p.d, double(p.rmsNorm.total())));
        claimLn.append(QPointF(p.d, claims::kCommonClaimLayerNormPerElement * p.d));
        claimRms.append(QPointF(p.d, claims::kCommonClaimRmsNormPerElement * p.d));
    }
    m_flopsVsD->setSeries(0, tr("LN counted"), ln, lnPts);
    m_flopsVsD->setSeries(1, tr("RMS counted"), rms, rmsPts);
    m_flopsVsD->setSeries(
        2, tr("common claim %1d").arg(perElement(claims::kCommonClaimLayerNormPerElement)), ln,
        claimLn, Qt::DotLine);
    m_flopsVsD->setSeries(
        3, tr("common claim %1d").arg(perElement(claims::kCommonClaimRmsNormPerElement)), rms,
        claimRms, Qt::DotLine);
}

} // namespace nk::ui
