#include "monitor/invariancecard.h"

#include "charts/barchart.h"
#include "base/numbertext.h"
#include "base/theme.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QVBoxLayout>

#include <cmath>

namespace nk::ui {

namespace {

// The invariance bars show at most this many elements.
constexpr int kInvarianceElements = 16;

} // namespace

InvarianceCard::InvarianceCard(TransformHandler onTransform, QWidget *parent)
    : MonitorCard(parent)
    , m_onTransform(std::move(onTransform))
{
    auto sliders = new QHBoxLayout;
    m_shiftLabel = new QLabel(this);
    m_shiftSlider = new QSlider(Qt::Horizontal, this);
    m_shiftSlider->setRange(-200, 200); // c = value / 10
    m_shiftLabel->setBuddy(m_shiftSlider);
    m_scaleLabel = new QLabel(this);
    m_scaleSlider = new QSlider(Qt::Horizontal, this);
    m_scaleSlider->setRange(-100, 100); // a = 10^(value / 100)
    m_scaleLabel->setBuddy(m_scaleSlider);
    m_reset = new QPushButton(this);
    for (QLabel *l : {m_shiftLabel, m_scaleLabel})
        l->setMinimumWidth(160);
    sliders->addWidget(m_shiftLabel);
    sliders->addWidget(m_shiftSlider, 1);
    sliders->addSpacing(24);
    sliders->addWidget(m_scaleLabel);
    sliders->addWidget(m_scaleSlider, 1);
    sliders->addSpacing(24);
    sliders->addWidget(m_reset);
    cardLayout()->addLayout(sliders);
    connect(m_shiftSlider, &QSlider::valueChanged, this,
            [this](int v) { m_onTransform(v / 10.0, m_scale); });
    connect(m_scaleSlider, &QSlider::valueChanged, this,
            [this](int v) { m_onTransform(m_shift, std::pow(10.0, v / 100.0)); });
    connect(m_reset, &QPushButton::clicked, this, [this] { m_onTransform(0.0, 1.0); });
    m_lnInvariance = new BarChart(this);
    m_rmsInvariance = new BarChart(this);
    addCharts({m_lnInvariance, m_rmsInvariance});
    m_numbers = addNote();
    setTransform(0.0, 1.0);
}

void InvarianceCard::retranslate()
{
    setTexts(tr("7 · Invariance"),
             tr("Add c to every element and multiply by a: LayerNorm's output does not move "
                "under either, RMSNorm's only under scaling."));
    m_shiftSlider->setAccessibleName(tr("Shift c"));
    m_scaleSlider->setAccessibleName(tr("Scale a"));
    m_reset->setText(tr("Reset c and a"));
    m_lnInvariance->setTitle(tr("LayerNorm output"));
    m_rmsInvariance->setTitle(tr("RMSNorm output"));
    setTransform(m_shift, m_scale);
}

void InvarianceCard::setTransform(double shift, double scale)
{
    m_shift = shift;
    m_scale = scale;
    m_shiftLabel->setText(tr("Shift c = %1").arg(NumberText::number(shift, 3)));
    m_scaleLabel->setText(tr("Scale a = %1").arg(NumberText::number(scale, 3)));
    const QSignalBlocker b1(m_shiftSlider);
    const QSignalBlocker b2(m_scaleSlider);
    m_shiftSlider->setValue(int(std::lround(shift * 10.0)));
    m_scaleSlider->setValue(int(std::lround(std::log10(scale) * 100.0)));
}

void InvarianceCard::show(const nk::MonitorNowFigures &f)
{
    const nk::InvarianceResult &r = f.invariance;
    if (r.original.input.empty())
        return;
    const int d = int(r.original.input.size());
    const int n = std::min(d, kInvarianceElements);
    QStringList cats;
    for (int i = 0; i < n; ++i)
        cats << QStringLiteral("y%1").arg(i + 1);
    const auto head = [n](const std::vector<double> &v) {
        return QVector<double>(v.begin(), v.begin() + n);
    };
    const QString transformed = tr("y(a·x + c)");
    const QString more = d > n ? tr(" — first %1 of %2").arg(n).arg(d) : QString();
    m_lnInvariance->setTitle(tr("LayerNorm output") + more);
    m_lnInvariance->setCategories(cats);
    m_lnInvariance->setSeries(0, tr("y(x)"), Theme::layerNorm(), head(r.original.layerNorm));
    m_lnInvariance->setSeries(1, transformed, faded(Theme::layerNorm()), head(r.both.layerNorm));
    m_rmsInvariance->setTitle(tr("RMSNorm output") + more);
    m_rmsInvariance->setCategories(cats);
    m_rmsInvariance->setSeries(0, tr("y(x)"), Theme::rmsNorm(), head(r.original.rmsNorm));
    m_rmsInvariance->setSeries(1, transformed, faded(Theme::rmsNorm()), head(r.both.rmsNorm));

    // "Unchanged" means within a few dozen roundings of the precision in use.
    const double tolerance = 64.0 * nk::formatInfo(f.settings.precision).unitRoundoff;
    const auto verdict = [tolerance](double dev) {
        return std::isnan(dev) || dev > tolerance ? tr("moves") : tr("unchanged");
    };
    const auto num = [](double v) { return NumberText::number(v, 2); };
    m_numbers->setText(
        tr("Largest change of an output element — LayerNorm: %1 under x + c (%2), %3 under a·x "
           "(%4), %5 under both. RMSNorm: %6 under x + c (%7), %8 under a·x (%9), %10 under both. "
           "With ε > 0 a scale that brings σ² or RMS² near ε moves both a little.")
            .arg(num(r.shifted.layerNormDeviation), verdict(r.shifted.layerNormDeviation),
                 num(r.scaled.layerNormDeviation), verdict(r.scaled.layerNormDeviation),
                 num(r.both.layerNormDeviation), num(r.shifted.rmsNormDeviation),
                 verdict(r.shifted.rmsNormDeviation), num(r.scaled.rmsNormDeviation),
                 verdict(r.scaled.rmsNormDeviation))
            .arg(num(r.both.rmsNormDeviation)));
}

} // namespace nk::ui
