#include "monitor/errorsweepcard.h"

#include "charts/linechart.h"
#include "base/numbertext.h"
#include "base/theme.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace nk::ui {

using nk::Accumulation;
using nk::Precision;

namespace {

QVector<QPointF> maxErrorPoints(const nk::SweepResult &r, const nk::SweepCurve &c)
{
    QVector<QPointF> pts;
    for (size_t k = 0; k < c.points.size() && k < r.xs.size(); ++k)
        pts.append(QPointF(r.xs[k], c.points[k].maxAbsError));
    return pts;
}

// The first x at which the RMSNorm curve overflowed anywhere (Σxᵢ² included).
std::optional<double> firstOverflow(const nk::SweepResult &r, Precision p, Accumulation a)
{
    const nk::SweepCurve *c =
        r.curve({nk::Algorithm::RmsNorm, nk::VarianceAlgorithm::TwoPass, p, a});
    if (!c)
        return std::nullopt;
    for (size_t k = 0; k < c->points.size() && k < r.xs.size(); ++k)
        if (c->points[k].flags.overflow)
            return r.xs[k];
    return std::nullopt;
}

Qt::PenStyle curveStyle(const nk::SweepConfig &c)
{
    if (c.algorithm == nk::Algorithm::RmsNorm)
        return Qt::SolidLine;
    switch (c.variance) {
    case nk::VarianceAlgorithm::TwoPass:
        return Qt::SolidLine;
    case nk::VarianceAlgorithm::OnePass:
        return Qt::DashLine;
    case nk::VarianceAlgorithm::Welford:
        return Qt::DotLine;
    }
    return Qt::SolidLine;
}

} // namespace

ErrorSweepCard::ErrorSweepCard(SelectionHandler onSelection, QWidget *parent)
    : MonitorCard(parent)
    , m_onSelection(std::move(onSelection))
{
    auto controls = new QHBoxLayout;
    m_precisionLabel = new QLabel(this);
    m_precisionBox = new QComboBox(this);
    for (Precision p : {Precision::Fp32, Precision::Fp16, Precision::Bf16})
        m_precisionBox->addItem(precisionName(p), int(p));
    m_precisionLabel->setBuddy(m_precisionBox);
    m_accumulationLabel = new QLabel(this);
    m_accumulationBox = new QComboBox(this);
    m_accumulationBox->addItem(QString(), int(Accumulation::Storage));
    m_accumulationBox->addItem(QString(), int(Accumulation::Fp32));
    m_accumulationLabel->setBuddy(m_accumulationBox);
    // Fitted again whenever the zoom or the language changes the entries' width (the default
    // fits them once, at first show, and then cut them at a larger zoom).
    for (QComboBox *box : {m_precisionBox, m_accumulationBox})
        box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_status = new QLabel(this);
    controls->addWidget(m_precisionLabel);
    controls->addWidget(m_precisionBox);
    controls->addSpacing(16);
    controls->addWidget(m_accumulationLabel);
    controls->addWidget(m_accumulationBox);
    controls->addStretch(1);
    cardLayout()->addLayout(controls);
    // The status on its own line: beside the two drop-downs it made the row wider than a
    // 1280 px window at zoom 2.
    cardLayout()->addWidget(m_status);

    m_offsetChart = new LineChart(this);
    m_offsetChart->setLogX(true);
    m_offsetChart->setLogY(true);
    m_dimensionChart = new LineChart(this);
    m_dimensionChart->setLogX(true, 2.0);
    m_dimensionChart->setLogY(true);
    m_dimensionChart->setXRange(8, nk::kMaxDimension);
    addCharts({m_offsetChart, m_dimensionChart});

    const auto selectionChanged = [this] {
        m_onSelection(Precision(m_precisionBox->currentData().toInt()),
                      Accumulation(m_accumulationBox->currentData().toInt()));
    };
    connect(m_precisionBox, &QComboBox::activated, this, selectionChanged);
    connect(m_accumulationBox, &QComboBox::activated, this, selectionChanged);
}

void ErrorSweepCard::retranslate()
{
    setTexts(tr("2 · Error sweeps"),
             tr("The output error as a constant c is added to every element (left), and as d "
                "grows with values like the current ones (right). Shaded: where one-pass "
                "variance E[x²] − μ² cancels and where squares overflow."));
    m_offsetChart->setTitle(tr("Error vs mean offset c"));
    m_offsetChart->setAxisTitles(tr("offset c added to x"), tr("max |error|"));
    m_dimensionChart->setTitle(tr("Error vs d"));
    m_dimensionChart->setAxisTitles(tr("d (vector length)"), tr("max |error|"));
    m_precisionLabel->setText(tr("&Precision:"));
    m_accumulationLabel->setText(tr("&Accumulation precision:"));
    m_accumulationBox->setItemText(0, tr("storage precision"));
    m_accumulationBox->setItemText(1, tr("fp32"));
    m_precisionBox->setAccessibleName(tr("Sweep precision"));
    m_accumulationBox->setAccessibleName(tr("Sweep accumulation precision"));
}

void ErrorSweepCard::setSelection(Precision precision, Accumulation accumulation)
{
    const QSignalBlocker b1(m_precisionBox);
    const QSignalBlocker b2(m_accumulationBox);
    m_precisionBox->setCurrentIndex(m_precisionBox->findData(int(precision)));
    m_accumulationBox->setCurrentIndex(m_accumulationBox->findData(int(accumulation)));
}

void ErrorSweepCard::showSweeping()
{
    m_status->setText(tr("Sweeping…"));
}

void ErrorSweepCard::show(const nk::MonitorSweepFigures &f)
{
    if (f.offset.curves.empty())
        return;
    const QColor ln = Theme::layerNorm(), rms = Theme::rmsNorm(), warn = Theme::warning();
    const QString prec = precisionName(f.precision);

    const auto curveName = [](const nk::SweepConfig &c) {
        if (c.algorithm == nk::Algorithm::RmsNorm)
            return tr("RMSNorm");
        switch (c.variance) {
        case nk::VarianceAlgorithm::TwoPass:
            return tr("LN two-pass");
        case nk::VarianceAlgorithm::OnePass:
            return tr("LN one-pass");
        case nk::VarianceAlgorithm::Welford:
            return tr("LN Welford");
        }
        return tr("LayerNorm");
    };
    const auto fill = [&](LineChart *chart, const nk::SweepResult &r) {
        int i = 0;
        for (const nk::SweepCurve &c : r.curves) {
            const QColor colour = c.config.algorithm == nk::Algorithm::RmsNorm ? rms : ln;
            chart->setSeries(i++, curveName(c.config), colour, maxErrorPoints(r, c),
                             curveStyle(c.config));
        }
        chart->truncateSeries(i);
        chart->clearMarks();
        if (auto from = r.cancellationFrom(f.precision, f.accumulation))
            chart->addRegion(*from, r.xs.back(), tr("one-pass E[x²] − μ² cancels"), warn);
        const auto square = r.squareOverflowFrom(f.precision, f.accumulation);
        if (square)
            chart->addRegion(*square, r.xs.back(), tr("%1 x² overflows").arg(prec), rms);
        if (auto any = firstOverflow(r, f.precision, f.accumulation);
            any && (!square || *any < *square))
            chart->addMarker(*any, tr("%1 Σx² overflows").arg(prec), rms);
    };
    const QString sums = sumsName(f.accumulation);
    m_offsetChart->setTitle(tr("Error vs mean offset c (%1, %2)").arg(prec, sums));
    m_dimensionChart->setTitle(tr("Error vs d (%1, %2)").arg(prec, sums));
    fill(m_offsetChart, f.offset);
    fill(m_dimensionChart, f.dimension);
    // The ranges the sweeps really covered.
    const double maxOffset = f.offset.xs.empty() ? 0.0 : f.offset.xs.back();
    const double maxDimension = f.dimension.xs.empty() ? 0.0 : f.dimension.xs.back();
    m_status->setText(f.dimensionComplete ? tr("Sweeps ready: c up to %1, d up to %2.")
                                                .arg(NumberText::number(maxOffset, 6),
                                                     NumberText::number(maxDimension, 6))
                                          : tr("Sweeps ready; d beyond %1 is still being computed…")
                                                .arg(NumberText::number(maxDimension, 6)));
}

} // namespace nk::ui
