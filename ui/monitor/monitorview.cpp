#include "monitorview.h"

#include "barchart.h"
#include "flopclaims.h"
#include "layernormtrace.h"
#include "linechart.h"
#include "rmsnormtrace.h"
#include "theme.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEvent>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPromise>
#include <QPushButton>
#include <QScrollArea>
#include <QSlider>
#include <QThread>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent>

#include <cmath>

using nk::Accumulation;
using nk::Precision;

namespace {

// Debounce: cheap figures follow typing closely, sweeps wait for a pause.
constexpr int kNowDelayMs = 15;
constexpr int kSweepDelayMs = 120;
// The d sweep up to this length comes with the other sweeps (inside the 100 ms budget); the
// rest, up to 65536, follows as a second, cancellable step.
constexpr int kQuickDimension = 1024;
// The invariance bars show at most this many elements.
constexpr int kInvarianceElements = 16;
constexpr qreal kChartHeight = 420.0;
// The per-element error chart draws at most this many points.
constexpr int kMaxElementPoints = 2048;

const std::pair<Precision, Accumulation> kErrorConfigs[] = {
    {Precision::Fp32, Accumulation::Storage}, {Precision::Fp16, Accumulation::Storage},
    {Precision::Fp16, Accumulation::Fp32},    {Precision::Bf16, Accumulation::Storage},
    {Precision::Bf16, Accumulation::Fp32},
};

QString num(double v, int digits = 4)
{
    if (std::isnan(v))
        return QStringLiteral("NaN");
    if (std::isinf(v))
        return v > 0 ? QStringLiteral("inf") : QStringLiteral("-inf");
    return QString::number(v, 'g', digits);
}

QString precisionName(Precision p)
{
    return QString::fromStdString(nk::toString(p));
}

QString sumsName(Accumulation a)
{
    return a == Accumulation::Storage ? MonitorView::tr("storage sums")
                                      : MonitorView::tr("fp32 sums");
}

} // namespace

// The trace's numeric flags in words (a member for tr()).
QStringList MonitorView::flagWords(const nk::NumericFlags &f)
{
    QStringList w;
    if (f.overflow)
        w << tr("overflow");
    if (f.nan)
        w << tr("NaN");
    if (f.epsLost)
        w << tr("ε lost");
    if (f.negativeVariance)
        w << tr("negative variance (clamped)");
    if (f.divisorZero)
        w << tr("divisor 0");
    return w;
}

namespace {

// Points (i + 1, e[i]); beyond maxPoints, the largest of each run of elements (NaN wins).
QVector<QPointF> bucketMax(const std::vector<double> &e, int maxPoints)
{
    const int d = int(e.size());
    const int step = std::max(1, (d + maxPoints - 1) / maxPoints);
    QVector<QPointF> pts;
    pts.reserve(d / step + 1);
    for (int i = 0; i < d; i += step) {
        double m = e[size_t(i)];
        for (int j = i + 1; j < std::min(d, i + step) && !std::isnan(m); ++j)
            m = std::isnan(e[size_t(j)]) ? e[size_t(j)] : std::max(m, e[size_t(j)]);
        pts.append(QPointF(i + 1, m));
    }
    return pts;
}

QColor faded(const QColor &c)
{
    QColor f = c;
    f.setAlphaF(0.45);
    return f;
}

std::vector<double> elementErrors(const nk::NormTrace &t)
{
    const nk::TraceStep &out = t.steps.back();
    std::vector<double> e(out.values.size());
    for (size_t i = 0; i < e.size(); ++i) {
        const double v = out.values[i];
        const double r = i < out.referenceValues.size() ? out.referenceValues[i] : v;
        e[i] = std::isnan(v) ? v : (std::isinf(v) && v == r ? 0.0 : std::fabs(v - r));
    }
    return e;
}

MonitorView::NowFigures computeNow(const std::vector<double> &x, const nk::NormSettings &s,
                                   std::shared_ptr<const nk::NormTrace> ln,
                                   std::shared_ptr<const nk::NormTrace> rms, double shift,
                                   double scale)
{
    MonitorView::NowFigures f;
    f.input = x;
    f.settings = s;
    f.layerNorm =
        ln ? std::move(ln) : std::make_shared<const nk::NormTrace>(nk::traceLayerNorm(x, s));
    f.rmsNorm =
        rms ? std::move(rms) : std::make_shared<const nk::NormTrace>(nk::traceRmsNorm(x, s));
    for (const auto &[p, a] : kErrorConfigs) {
        nk::NormSettings t = s;
        t.precision = p;
        t.accumulation = a;
        if (t == s) { // the current settings: already traced
            f.errors.push_back({p, a, f.layerNorm->maxAbsError, f.rmsNorm->maxAbsError,
                                f.layerNorm->flags, f.rmsNorm->flags});
            continue;
        }
        const nk::NormTrace lnT = nk::traceLayerNorm(x, t);
        const nk::NormTrace rmsT = nk::traceRmsNorm(x, t);
        f.errors.push_back({p, a, lnT.maxAbsError, rmsT.maxAbsError, lnT.flags, rmsT.flags});
    }
    f.layerNormElementError = elementErrors(*f.layerNorm);
    f.rmsNormElementError = elementErrors(*f.rmsNorm);
    f.stability = nk::MonitorNumbers::stability(*f.layerNorm, *f.rmsNorm);
    f.layerNormMemory = nk::MonitorNumbers::memory(*f.layerNorm);
    f.rmsNormMemory = nk::MonitorNumbers::memory(*f.rmsNorm);
    f.invariance = nk::Invariance::compute(*f.layerNorm, *f.rmsNorm, shift, scale);
    return f;
}

nk::SweepOptions sweepOptions(Precision p, Accumulation a, const std::atomic<bool> *cancel)
{
    nk::SweepOptions o;
    o.precisions = {p};
    o.accumulations = {a};
    o.cancel = cancel;
    return o;
}

QVector<QPointF> curvePoints(const nk::SweepResult &r, const nk::SweepCurve &c,
                             double nk::SweepPoint::*field)
{
    QVector<QPointF> pts;
    for (size_t k = 0; k < c.points.size() && k < r.xs.size(); ++k)
        pts.append(QPointF(r.xs[k], c.points[k].*field));
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

} // namespace

MonitorView::MonitorView(QWidget *parent)
    : QWidget(parent)
    , m_sweepCancel(std::make_shared<std::atomic<bool>>(false))
    , m_benchmarkCancel(std::make_shared<std::atomic<bool>>(false))
    , m_benchmarkProgress(std::make_shared<std::atomic<int>>(0))
{
    m_nowTimer = new QTimer(this);
    m_nowTimer->setSingleShot(true);
    m_nowTimer->setInterval(kNowDelayMs);
    m_sweepTimer = new QTimer(this);
    m_sweepTimer->setSingleShot(true);
    m_sweepTimer->setInterval(kSweepDelayMs);
    m_progressTimer = new QTimer(this);
    m_progressTimer->setInterval(100);
    connect(m_nowTimer, &QTimer::timeout, this, &MonitorView::startNow);
    connect(m_sweepTimer, &QTimer::timeout, this, &MonitorView::startSweeps);
    connect(m_progressTimer, &QTimer::timeout, this, &MonitorView::pollBenchmarkProgress);

    m_nowWatcher = new QFutureWatcher<NowFigures>(this);
    m_sweepWatcher = new QFutureWatcher<SweepFigures>(this);
    m_fullDimensionWatcher = new QFutureWatcher<nk::SweepResult>(this);
    m_benchmarkWatcher = new QFutureWatcher<nk::ThroughputBenchmark::Result>(this);
    connect(m_nowWatcher, &QFutureWatcherBase::finished, this, &MonitorView::nowFinished);
    connect(m_sweepWatcher, &QFutureWatcherBase::finished, this, &MonitorView::sweepsFinished);
    connect(m_fullDimensionWatcher, &QFutureWatcherBase::finished, this,
            &MonitorView::fullDimensionFinished);
    connect(m_benchmarkWatcher, &QFutureWatcherBase::resultReadyAt, this,
            &MonitorView::benchmarkResultReady);
    connect(m_benchmarkWatcher, &QFutureWatcherBase::finished, this,
            &MonitorView::benchmarkFinished);

    buildUi();
    retranslate();
    applyStyle();
    showBenchmark();
}

MonitorView::~MonitorView()
{
    // Workers hold only copies and shared flags; still, stop and wait so nothing outlives us.
    m_sweepCancel->store(true);
    m_benchmarkCancel->store(true);
    m_nowWatcher->waitForFinished();
    m_sweepWatcher->waitForFinished();
    m_fullDimensionWatcher->waitForFinished();
    m_benchmarkWatcher->waitForFinished();
}

// ---------------------------------------------------------------------------------------------
// Layout

MonitorView::Card MonitorView::makeCard(int row)
{
    Card c;
    c.frame = new QFrame(m_content);
    c.frame->setObjectName(QStringLiteral("monitorCard"));
    auto layout = new QVBoxLayout(c.frame);
    layout->setContentsMargins(20, 14, 20, 16);
    layout->setSpacing(8);
    c.title = new QLabel(c.frame);
    c.title->setObjectName(QStringLiteral("cardTitle"));
    c.caption = new QLabel(c.frame);
    c.caption->setWordWrap(true);
    c.caption->setObjectName(QStringLiteral("cardCaption"));
    layout->addWidget(c.title);
    layout->addWidget(c.caption);
    static_cast<QGridLayout *>(m_content->layout())->addWidget(c.frame, row, 0);
    m_cards.append(c);
    return c;
}

void MonitorView::buildUi()
{
    auto outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    m_scroll = new QScrollArea(this);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    outer->addWidget(m_scroll);

    m_content = new QWidget;
    m_content->setObjectName(QStringLiteral("monitorContent"));
    auto grid = new QGridLayout(m_content);
    grid->setContentsMargins(24, 16, 24, 24);
    grid->setVerticalSpacing(20);
    m_scroll->setWidget(m_content);

    m_heading = new QLabel(m_content);
    m_heading->setObjectName(QStringLiteral("monitorHeading"));
    m_heading->setWordWrap(true);
    grid->addWidget(m_heading, 0, 0);
    m_problem = new QLabel(m_content);
    m_problem->setWordWrap(true);
    m_problem->hide();
    grid->addWidget(m_problem, 1, 0);

    const auto addCharts = [this](QBoxLayout *into, std::initializer_list<ChartPanel *> charts) {
        auto grid = new QGridLayout;
        grid->setHorizontalSpacing(12);
        grid->setVerticalSpacing(12);
        m_chartGrids.append({grid, QList<ChartPanel *>(charts)});
        for (ChartPanel *c : charts)
            m_charts.append(c);
        into->addLayout(grid);
    };
    const auto cardLayout = [](const Card &c) {
        return static_cast<QVBoxLayout *>(c.frame->layout());
    };

    // 1. Precision error now.
    Card c1 = makeCard(2);
    m_errorBars = new BarChart(c1.frame);
    m_errorBars->setLogScale(true);
    m_elementErrors = new LineChart(c1.frame);
    m_elementErrors->setLogY(true);
    m_elementErrors->setIntegerX(true);
    addCharts(cardLayout(c1), {m_errorBars, m_elementErrors});
    m_errorNote = new QLabel(c1.frame);
    m_errorNote->setWordWrap(true);
    cardLayout(c1)->addWidget(m_errorNote);

    // 2. Error sweeps.
    Card c2 = makeCard(3);
    auto controls = new QHBoxLayout;
    m_sweepPrecisionLabel = new QLabel(c2.frame);
    m_sweepPrecisionBox = new QComboBox(c2.frame);
    for (Precision p : {Precision::Fp32, Precision::Fp16, Precision::Bf16})
        m_sweepPrecisionBox->addItem(precisionName(p), int(p));
    m_sweepPrecisionLabel->setBuddy(m_sweepPrecisionBox);
    m_sweepAccumulationLabel = new QLabel(c2.frame);
    m_sweepAccumulationBox = new QComboBox(c2.frame);
    m_sweepAccumulationBox->addItem(QString(), int(Accumulation::Storage));
    m_sweepAccumulationBox->addItem(QString(), int(Accumulation::Fp32));
    m_sweepAccumulationLabel->setBuddy(m_sweepAccumulationBox);
    m_sweepStatus = new QLabel(c2.frame);
    controls->addWidget(m_sweepPrecisionLabel);
    controls->addWidget(m_sweepPrecisionBox);
    controls->addSpacing(16);
    controls->addWidget(m_sweepAccumulationLabel);
    controls->addWidget(m_sweepAccumulationBox);
    controls->addSpacing(16);
    controls->addWidget(m_sweepStatus, 1);
    cardLayout(c2)->addLayout(controls);
    m_offsetChart = new LineChart(c2.frame);
    m_offsetChart->setLogX(true);
    m_offsetChart->setLogY(true);
    m_dimensionChart = new LineChart(c2.frame);
    m_dimensionChart->setLogX(true, 2.0);
    m_dimensionChart->setLogY(true);
    m_dimensionChart->setXRange(8, nk::kMaxDimension);
    addCharts(cardLayout(c2), {m_offsetChart, m_dimensionChart});
    const auto selectionChanged = [this] {
        setSweepPrecision(Precision(m_sweepPrecisionBox->currentData().toInt()),
                          Accumulation(m_sweepAccumulationBox->currentData().toInt()));
    };
    connect(m_sweepPrecisionBox, &QComboBox::activated, this, selectionChanged);
    connect(m_sweepAccumulationBox, &QComboBox::activated, this, selectionChanged);

    // 3. FLOPs.
    Card c3 = makeCard(4);
    m_flopKinds = new BarChart(c3.frame);
    m_flopKinds->setValueLabelDigits(6);
    m_flopClaims = new BarChart(c3.frame);
    m_flopClaims->setValueLabelDigits(3);
    m_flopsVsD = new LineChart(c3.frame);
    m_flopsVsD->setLogX(true, 2.0);
    m_flopsVsD->setLogY(true);
    m_flopsVsD->setPointsVisible(false);
    m_flopsVsD->setXRange(8, nk::kMaxDimension);
    addCharts(cardLayout(c3), {m_flopKinds, m_flopClaims, m_flopsVsD});

    // 4. Memory.
    Card c4 = makeCard(5);
    m_passes = new BarChart(c4.frame);
    m_passes->setValueLabelDigits(3);
    m_bytes = new BarChart(c4.frame);
    m_bytes->setValueLabelDigits(6);
    addCharts(cardLayout(c4), {m_passes, m_bytes});
    m_memoryNote = new QLabel(c4.frame);
    m_memoryNote->setWordWrap(true);
    cardLayout(c4)->addWidget(m_memoryNote);

    // 5. Measured time.
    Card c5 = makeCard(6);
    auto benchRow = new QHBoxLayout;
    m_runButton = new QPushButton(c5.frame);
    m_cancelButton = new QPushButton(c5.frame);
    m_cancelButton->setEnabled(false);
    m_progress = new QProgressBar(c5.frame);
    m_progress->setRange(0, 1000);
    m_progress->setTextVisible(false);
    m_progress->setMaximumWidth(360);
    benchRow->addWidget(m_runButton);
    benchRow->addWidget(m_cancelButton);
    benchRow->addWidget(m_progress, 1);
    benchRow->addStretch(1);
    cardLayout(c5)->addLayout(benchRow);
    connect(m_runButton, &QPushButton::clicked, this, &MonitorView::runBenchmark);
    connect(m_cancelButton, &QPushButton::clicked, this, &MonitorView::cancelBenchmark);
    m_bandwidth = new LineChart(c5.frame);
    m_bandwidth->setLogX(true, 2.0);
    m_rowTime = new LineChart(c5.frame);
    m_rowTime->setLogX(true, 2.0);
    m_rowTime->setLogY(true);
    m_speedup = new BarChart(c5.frame);
    m_speedup->setStacked(true);
    m_speedup->setValueLabelDigits(3);
    m_speedup->setLegendVisible(true);
    addCharts(cardLayout(c5), {m_bandwidth, m_rowTime, m_speedup});
    m_benchmarkStatus = new QLabel(c5.frame);
    m_benchmarkStatus->setWordWrap(true);
    cardLayout(c5)->addWidget(m_benchmarkStatus);

    // 6. Stability.
    Card c6 = makeCard(7);
    m_divisors = new BarChart(c6.frame);
    m_divisors->setStacked(true);
    m_divisors->setValueLabelDigits(5);
    m_identity = new BarChart(c6.frame);
    m_identity->setStacked(true);
    m_identity->setValueLabelDigits(5);
    m_epsilon = new LineChart(c6.frame);
    m_epsilon->setLogX(true);
    m_epsilon->setLogY(true);
    addCharts(cardLayout(c6), {m_divisors, m_identity, m_epsilon});
    m_stabilityNumbers = new QLabel(c6.frame);
    m_stabilityNumbers->setWordWrap(true);
    m_stabilityNumbers->setTextInteractionFlags(Qt::TextSelectableByMouse);
    cardLayout(c6)->addWidget(m_stabilityNumbers);
    m_epsilonNote = new QLabel(c6.frame);
    m_epsilonNote->setWordWrap(true);
    cardLayout(c6)->addWidget(m_epsilonNote);

    // 7. Invariance.
    Card c7 = makeCard(8);
    auto sliders = new QHBoxLayout;
    m_shiftLabel = new QLabel(c7.frame);
    m_shiftSlider = new QSlider(Qt::Horizontal, c7.frame);
    m_shiftSlider->setRange(-200, 200); // c = value / 10
    m_shiftLabel->setBuddy(m_shiftSlider);
    m_scaleLabel = new QLabel(c7.frame);
    m_scaleSlider = new QSlider(Qt::Horizontal, c7.frame);
    m_scaleSlider->setRange(-100, 100); // a = 10^(value / 100)
    m_scaleLabel->setBuddy(m_scaleSlider);
    m_resetInvariance = new QPushButton(c7.frame);
    for (QLabel *l : {m_shiftLabel, m_scaleLabel})
        l->setMinimumWidth(160);
    sliders->addWidget(m_shiftLabel);
    sliders->addWidget(m_shiftSlider, 1);
    sliders->addSpacing(24);
    sliders->addWidget(m_scaleLabel);
    sliders->addWidget(m_scaleSlider, 1);
    sliders->addSpacing(24);
    sliders->addWidget(m_resetInvariance);
    cardLayout(c7)->addLayout(sliders);
    connect(m_shiftSlider, &QSlider::valueChanged, this, [this](int v) { setShift(v / 10.0); });
    connect(m_scaleSlider, &QSlider::valueChanged, this,
            [this](int v) { setScale(std::pow(10.0, v / 100.0)); });
    connect(m_resetInvariance, &QPushButton::clicked, this, [this] {
        setShift(0.0);
        setScale(1.0);
    });
    m_lnInvariance = new BarChart(c7.frame);
    m_rmsInvariance = new BarChart(c7.frame);
    addCharts(cardLayout(c7), {m_lnInvariance, m_rmsInvariance});
    m_invarianceNumbers = new QLabel(c7.frame);
    m_invarianceNumbers->setWordWrap(true);
    cardLayout(c7)->addWidget(m_invarianceNumbers);

    grid->setRowStretch(9, 1);
    layoutCharts();
    syncSweepSelectors();
    updateSliderLabels();
}

void MonitorView::retranslate()
{
    m_heading->setText(tr("Monitor — live instruments for the current vector"));
    const QStringList titles = {
        tr("1 · Precision error now"), tr("2 · Error sweeps"),  tr("3 · FLOPs counted vs claimed"),
        tr("4 · Memory traffic"),      tr("5 · Measured time"), tr("6 · Numerical stability"),
        tr("7 · Invariance"),
    };
    const QStringList captions = {
        tr("Largest error of each output against an extended-precision reference, in fp32, fp16 "
           "and bf16, summing in the storage precision or in fp32 (as real kernels do). Log "
           "scale; an overflow shows as inf or NaN."),
        tr("The output error as a constant c is added to every element (left), and as d grows "
           "with values like the current ones (right). Shaded: where one-pass variance "
           "E[x²] − μ² cancels and where squares overflow."),
        tr("Operations the step-by-step kernels performed on this vector, by kind, next to the "
           "claims: the seeds' 8d and 4d, a careful count of 7d and 4d, and the 5d that "
           "profilers (DeepSpeed, fvcore) use for LayerNorm."),
        tr("Passes over the data and bytes moved per vector. The step-by-step kernels keep "
           "intermediates and walk the table again; a fused kernel reads x once and writes y "
           "once, for LayerNorm and RMSNorm alike — the same bytes, so both are bound by "
           "memory."),
        tr("Real fp32 batch kernels timed on this machine against a plain copy of the same "
           "bytes, in a worker thread. Next to them the claims: the seeds' 1.1–1.3× training "
           "throughput and the RMSNorm paper's 1.07× for the Transformer (Zhang & Sennrich, "
           "2019)."),
        tr("LayerNorm divides by σ, RMSNorm by RMS, and RMS² = σ² + μ², so RMS ≥ σ. For a "
           "near-constant input σ ≈ 0: only ε keeps LayerNorm's divisor away from zero."),
        tr("Add c to every element and multiply by a: LayerNorm's output does not move under "
           "either, RMSNorm's only under scaling."),
    };
    for (int i = 0; i < m_cards.size(); ++i) {
        m_cards[i].title->setText(titles.value(i));
        m_cards[i].caption->setText(captions.value(i));
        m_cards[i].frame->setAccessibleName(titles.value(i));
    }

    m_errorBars->setTitle(tr("Largest output error vs reference"));
    m_errorBars->setValueAxisTitle(tr("max |error|"));
    m_elementErrors->setAxisTitles(tr("element i"), tr("|error|"));
    m_errorBars->setCategoryAxisTitle(tr("stored in / summed in"));
    m_offsetChart->setTitle(tr("Error vs mean offset c"));
    m_offsetChart->setAxisTitles(tr("offset c added to x"), tr("max |error|"));
    m_dimensionChart->setTitle(tr("Error vs d"));
    m_dimensionChart->setAxisTitles(tr("d (vector length)"), tr("max |error|"));
    m_sweepPrecisionLabel->setText(tr("&Precision:"));
    m_sweepAccumulationLabel->setText(tr("&Accumulate in:"));
    m_sweepAccumulationBox->setItemText(0, tr("storage precision"));
    m_sweepAccumulationBox->setItemText(1, tr("fp32"));
    m_sweepPrecisionBox->setAccessibleName(tr("Sweep precision"));
    m_sweepAccumulationBox->setAccessibleName(tr("Sweep accumulation"));
    m_flopKinds->setTitle(tr("Operations by kind, this vector"));
    m_flopKinds->setValueAxisTitle(tr("count"));
    m_flopClaims->setTitle(tr("FLOPs per element"));
    m_flopClaims->setValueAxisTitle(tr("FLOPs ÷ d"));
    m_flopsVsD->setTitle(tr("Counted FLOPs vs d"));
    m_flopsVsD->setAxisTitles(tr("d"), tr("FLOPs per vector"));
    m_passes->setTitle(tr("Passes over the data"));
    m_passes->setValueAxisTitle(tr("walks over x"));
    m_bytes->setTitle(tr("Bytes per vector"));
    m_bytes->setValueAxisTitle(tr("bytes"));
    m_runButton->setText(tr("&Run benchmark"));
    m_cancelButton->setText(tr("Cance&l"));
    m_progress->setAccessibleName(tr("Benchmark progress"));
    m_bandwidth->setTitle(tr("Bandwidth (fp32, read x + write y)"));
    m_bandwidth->setAxisTitles(tr("d"), tr("GB/s"));
    m_rowTime->setTitle(tr("Time per row"));
    m_rowTime->setAxisTitles(tr("d"), tr("ns per row"));
    m_speedup->setTitle(tr("RMSNorm speed-up over LayerNorm"));
    m_speedup->setValueAxisTitle(tr("× faster"));
    m_divisors->setTitle(tr("The divisors: σ and RMS"));
    m_identity->setTitle(tr("RMS² = σ² + μ²"));
    m_epsilon->setTitle(tr("Near-constant input"));
    m_epsilon->setAxisTitles(tr("ε (1e-6 in each of 1024 elements)"), tr("max |yᵢ|"));
    m_shiftSlider->setAccessibleName(tr("Shift c"));
    m_scaleSlider->setAccessibleName(tr("Scale a"));
    m_resetInvariance->setText(tr("Reset c and a"));
    m_lnInvariance->setTitle(tr("LayerNorm output"));
    m_rmsInvariance->setTitle(tr("RMSNorm output"));
    updateSliderLabels();
}

void MonitorView::applyStyle()
{
    // Fonts go in the style sheet too: the main window's sheet sizes combo boxes and tool
    // buttons, and a sheet beats setFont().
    const auto pt = [this](qreal size) { return QString::number(size * m_zoom, 'f', 1); };
    const QString style =
        QStringLiteral(
            "QWidget#monitorContent { background: %1; font-size: %6pt; }"
            "QLabel#monitorHeading { font-size: %7pt; font-weight: 700; color: %4; }"
            "QFrame#monitorCard { background: %2; border: 1px solid %3; border-radius: 12px; }"
            "QFrame#monitorCard QLabel, QFrame#monitorCard QComboBox,"
            " QFrame#monitorCard QPushButton { font-size: %6pt; }"
            "QFrame#monitorCard QLabel { background: transparent; border: none; color: %4; }"
            "QFrame#monitorCard QLabel#cardTitle { font-size: %8pt; font-weight: 700; }"
            "QFrame#monitorCard QLabel#cardCaption { font-size: %9pt; color: %5; }"
            "QFrame#monitorCard QPushButton { padding: 6px 18px; }"
            "QFrame#monitorCard QComboBox { padding: 3px 10px; }")
            .arg(Theme::background().name(), Theme::surface().name(), Theme::grid().name(),
                 Theme::text().name(), Theme::mutedText().name(), pt(13.0), pt(22.0), pt(19.0),
                 pt(13.5));
    m_content->setStyleSheet(style);
    m_problem->setStyleSheet(QStringLiteral("color: %1;").arg(Theme::warning().name()));
    for (ChartPanel *c : std::as_const(m_charts)) {
        c->setZoom(m_zoom);
        c->setMinimumHeight(int(kChartHeight * m_zoom));
    }
}

int MonitorView::chartColumns() const
{
    // A chart needs about 560 px at zoom 1 to keep its labels whole.
    // The scroll area's viewport is resized after us: start from our own width, less the
    // margins of the page and the card and a scroll bar.
    const int width = this->width() - 140;
    return std::clamp(int(width / (560.0 * m_zoom)), 1, 3);
}

void MonitorView::layoutCharts()
{
    const int columns = chartColumns();
    if (columns == m_chartColumns)
        return;
    m_chartColumns = columns;
    for (const ChartGrid &g : std::as_const(m_chartGrids)) {
        for (ChartPanel *c : g.charts)
            g.grid->removeWidget(c);
        const int perRow = std::min(columns, int(g.charts.size()));
        for (int i = 0; i < g.charts.size(); ++i)
            g.grid->addWidget(g.charts[i], i / perRow, i % perRow);
        for (int col = 0; col < 3; ++col)
            g.grid->setColumnStretch(col, col < perRow ? 1 : 0);
    }
}

void MonitorView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    layoutCharts();
}

void MonitorView::setZoom(qreal zoom)
{
    zoom = qBound<qreal>(0.5, zoom, 4.0);
    if (qFuzzyCompare(zoom, m_zoom))
        return;
    m_zoom = zoom;
    applyStyle();
    layoutCharts();
    showAll();
}

void MonitorView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    switch (event->type()) {
    case QEvent::LanguageChange:
        retranslate();
        showAll();
        break;
    case QEvent::PaletteChange:
    case QEvent::ApplicationPaletteChange:
        // Theme::setMode() installed a palette; series colours come from Theme.
        if (m_content) {
            applyStyle();
            showAll();
        }
        break;
    default:
        break;
    }
}

// ---------------------------------------------------------------------------------------------
// Input and scheduling

void MonitorView::setInput(const std::vector<double> &x, const nk::NormSettings &settings,
                           std::shared_ptr<const nk::NormTrace> layerNorm,
                           std::shared_ptr<const nk::NormTrace> rmsNorm)
{
    if (m_hasInput && x == m_input && settings == m_settings)
        return;
    m_layerNorm = std::move(layerNorm);
    m_rmsNorm = std::move(rmsNorm);
    const bool precisionChanged = !m_hasInput || settings.precision != m_settings.precision ||
                                  settings.accumulation != m_settings.accumulation;
    m_input = x;
    m_settings = settings;
    m_hasInput = true;
    if (precisionChanged && settings.precision != Precision::Fp64) {
        m_sweepPrecision = settings.precision;
        m_sweepAccumulation = settings.accumulation;
        syncSweepSelectors();
    }
    scheduleNow();
    scheduleSweeps();
}

void MonitorView::setShift(double c)
{
    if (c == m_shift)
        return;
    m_shift = c;
    updateSliderLabels();
    scheduleNow();
}

void MonitorView::setScale(double a)
{
    if (a <= 0.0 || a == m_scale)
        return;
    m_scale = a;
    updateSliderLabels();
    scheduleNow();
}

void MonitorView::setSweepPrecision(Precision precision, Accumulation accumulation)
{
    if (precision == Precision::Fp64)
        precision = Precision::Fp32;
    if (precision == m_sweepPrecision && accumulation == m_sweepAccumulation)
        return;
    m_sweepPrecision = precision;
    m_sweepAccumulation = accumulation;
    syncSweepSelectors();
    scheduleSweeps();
}

void MonitorView::syncSweepSelectors()
{
    const QSignalBlocker b1(m_sweepPrecisionBox);
    const QSignalBlocker b2(m_sweepAccumulationBox);
    m_sweepPrecisionBox->setCurrentIndex(m_sweepPrecisionBox->findData(int(m_sweepPrecision)));
    m_sweepAccumulationBox->setCurrentIndex(
        m_sweepAccumulationBox->findData(int(m_sweepAccumulation)));
}

void MonitorView::updateSliderLabels()
{
    m_shiftLabel->setText(tr("Shift c = %1").arg(num(m_shift, 3)));
    m_scaleLabel->setText(tr("Scale a = %1").arg(num(m_scale, 3)));
    const QSignalBlocker b1(m_shiftSlider);
    const QSignalBlocker b2(m_scaleSlider);
    m_shiftSlider->setValue(int(std::lround(m_shift * 10.0)));
    m_scaleSlider->setValue(int(std::lround(std::log10(m_scale) * 100.0)));
}

void MonitorView::scheduleNow()
{
    if (!m_hasInput)
        return;
    if (auto problem = m_settings.problemFor(int(m_input.size())); problem || m_input.empty()) {
        m_problem->setText(
            tr("These settings can't be used with this vector: %1")
                .arg(problem ? QString::fromStdString(*problem) : tr("it is empty")));
        m_problem->show();
        m_nowTimer->stop();
        m_sweepTimer->stop();
        return;
    }
    m_problem->hide();
    m_nowTimer->start();
}

void MonitorView::scheduleSweeps()
{
    if (!m_hasInput || m_problem->isVisible())
        return;
    m_sweepsPending = true;
    m_sweepTimer->start();
    m_sweepStatus->setText(tr("Sweeping…"));
}

void MonitorView::startNow()
{
    // One job at a time: a long vector takes ~0.5 s of traces, and jobs queued behind each
    // other on a small thread pool would fall further behind the typing. The newest input
    // starts when the running job ends.
    if (m_nowWatcher->isRunning()) {
        m_nowPending = true;
        return;
    }
    m_nowPending = false;
    const std::vector<double> x = m_input;
    const nk::NormSettings s = m_settings;
    const double shift = m_shift, scale = m_scale;
    auto ln = m_layerNorm, rms = m_rmsNorm;
    m_nowWatcher->setFuture(QtConcurrent::run(
        [x, s, ln, rms, shift, scale] { return computeNow(x, s, ln, rms, shift, scale); }));
}

void MonitorView::nowFinished()
{
    if (m_nowWatcher->future().resultCount() > 0) {
        m_now = m_nowWatcher->result();
        showNow();
    }
    if (m_nowPending)
        startNow();
}

void MonitorView::startSweeps()
{
    // Stop the sweeps still running for an older input; they would be thrown away anyway.
    m_sweepCancel->store(true);
    m_sweepCancel = std::make_shared<std::atomic<bool>>(false);
    const auto cancel = m_sweepCancel;
    const std::vector<double> x = m_input;
    const nk::NormSettings s = m_settings;
    const Precision p = m_sweepPrecision;
    const Accumulation a = m_sweepAccumulation;
    m_sweepWatcher->setFuture(QtConcurrent::run([x, s, p, a, cancel] {
        SweepFigures f;
        f.precision = p;
        f.accumulation = a;
        nk::SweepOptions o = sweepOptions(p, a, cancel.get());
        f.offset = nk::ErrorSweep::offsetSweep(x, s, o);
        o.maxDimension = kQuickDimension;
        f.dimension = nk::ErrorSweep::dimensionSweep(x, s, o);
        nk::SweepOptions e = o;
        e.allVariances = false;
        f.epsilon = nk::ErrorSweep::epsilonSweep(s, e);
        if (!cancel->load())
            f.flops = nk::MonitorNumbers::flopsVsDimension(s);
        return f;
    }));
}

void MonitorView::sweepsFinished()
{
    if (m_sweepWatcher->future().resultCount() == 0)
        return;
    SweepFigures f = m_sweepWatcher->result();
    if (f.offset.cancelled || f.dimension.cancelled || f.epsilon.cancelled)
        return; // a newer request is on its way
    m_sweeps = std::move(f);
    m_sweepsPending = m_fullDimensionSweep;
    showSweeps();
    if (m_fullDimensionSweep)
        startFullDimensionSweep();
}

void MonitorView::startFullDimensionSweep()
{
    const auto cancel = m_sweepCancel;
    const std::vector<double> x = m_input;
    const nk::NormSettings s = m_settings;
    const Precision p = m_sweeps.precision;
    const Accumulation a = m_sweeps.accumulation;
    m_fullDimensionWatcher->setFuture(QtConcurrent::run([x, s, p, a, cancel] {
        return nk::ErrorSweep::dimensionSweep(x, s, sweepOptions(p, a, cancel.get()));
    }));
}

void MonitorView::fullDimensionFinished()
{
    if (m_fullDimensionWatcher->future().resultCount() == 0)
        return;
    nk::SweepResult r = m_fullDimensionWatcher->result();
    if (r.cancelled)
        return;
    m_sweeps.dimension = std::move(r);
    m_sweeps.dimensionComplete = true;
    m_sweepsPending = false;
    showSweeps();
}

bool MonitorView::waitUntilIdle(int timeoutMs)
{
    QElapsedTimer timer;
    timer.start();
    const auto busy = [this] {
        return m_nowTimer->isActive() || m_sweepTimer->isActive() || m_nowWatcher->isRunning() ||
               m_nowPending || m_sweepWatcher->isRunning() || m_fullDimensionWatcher->isRunning() ||
               m_sweepsPending || isBenchmarkRunning();
    };
    while (busy()) {
        if (timer.elapsed() > timeoutMs)
            return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        QThread::msleep(2);
    }
    QCoreApplication::processEvents();
    return true;
}

// ---------------------------------------------------------------------------------------------
// Benchmark

bool MonitorView::isBenchmarkRunning() const
{
    return m_benchmarkWatcher->isRunning() || m_cancelButton->isEnabled();
}

void MonitorView::setBenchmarkPlan(const BenchmarkPlan &plan)
{
    m_plan = plan;
    showBenchmark();
}

void MonitorView::runBenchmark()
{
    if (isBenchmarkRunning())
        return;
    m_benchmark.clear();
    m_benchmarkCancel = std::make_shared<std::atomic<bool>>(false);
    m_benchmarkProgress = std::make_shared<std::atomic<int>>(0);
    const auto cancel = m_benchmarkCancel;
    const auto progress = m_benchmarkProgress;
    const BenchmarkPlan plan = m_plan;
    m_runButton->setEnabled(false);
    m_cancelButton->setEnabled(true);
    m_progress->setValue(0);
    m_progressTimer->start();
    showBenchmark();
    m_benchmarkWatcher->setFuture(QtConcurrent::run(
        [plan, cancel, progress](QPromise<nk::ThroughputBenchmark::Result> &promise) {
            const int n = int(plan.dimensions.size());
            for (int i = 0; i < n && !cancel->load(); ++i) {
                nk::ThroughputBenchmark::Config c;
                c.d = plan.dimensions[size_t(i)];
                c.rows = int(std::max<long long>(1, plan.elementsPerBatch / c.d));
                c.repeat = plan.repeat;
                try {
                    const auto r = nk::ThroughputBenchmark::run(
                        c, [&](double f) { progress->store(int(1000.0 * (i + f) / n)); },
                        cancel.get());
                    if (r.cancelled)
                        return;
                    promise.addResult(r);
                } catch (...) {
                    progress->store(-1); // could not allocate or bad sizes: stop here
                    return;
                }
            }
            progress->store(1000);
        }));
}

void MonitorView::cancelBenchmark()
{
    m_benchmarkCancel->store(true);
    m_benchmarkStatus->setText(tr("Cancelling…"));
}

void MonitorView::pollBenchmarkProgress()
{
    m_progress->setValue(std::max(0, m_benchmarkProgress->load()));
}

void MonitorView::benchmarkResultReady(int index)
{
    m_benchmark.push_back(m_benchmarkWatcher->resultAt(index));
    showBenchmark();
}

void MonitorView::benchmarkFinished()
{
    m_progressTimer->stop();
    pollBenchmarkProgress();
    m_runButton->setEnabled(true);
    m_cancelButton->setEnabled(false);
    showBenchmark();
    if (m_benchmarkProgress->load() < 0)
        m_benchmarkStatus->setText(m_benchmarkStatus->text() + QLatin1Char(' ') +
                                   tr("Stopped: the batch did not fit in memory."));
    else if (m_benchmarkCancel->load())
        m_benchmarkStatus->setText(m_benchmarkStatus->text() + QLatin1Char(' ') + tr("Cancelled."));
}

// ---------------------------------------------------------------------------------------------
// Charts

// Redraws every chart from the figures at hand (after a zoom, language or theme change).
void MonitorView::showAll()
{
    showNow();
    showSweeps();
    showBenchmark();
}

void MonitorView::showNow()
{
    if (m_now.input.empty())
        return;
    const NowFigures &f = m_now;
    const QColor ln = Theme::layerNorm(), rms = Theme::rmsNorm();
    const int d = int(f.input.size());

    // 1. Precision error.
    QStringList cats;
    QVector<double> lnErr, rmsErr;
    QStringList troubles;
    for (const NowFigures::PrecisionError &e : f.errors) {
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
    m_errorNote->setText(troubles.isEmpty()
                             ? tr("No overflow, NaN or lost ε in any of these precisions.")
                             : tr("Flags — %1.").arg(troubles.join(tr(" | "))));
    m_errorBars->setCategories(cats);
    m_errorBars->setSeries(0, tr("LayerNorm"), ln, lnErr);
    m_errorBars->setSeries(1, tr("RMSNorm"), rms, rmsErr);
    // A finite error can hide an overflow (x / inf = 0): say so above the bars.
    QStringList notes;
    for (const NowFigures::PrecisionError &e : f.errors)
        notes << (e.layerNormFlags.overflow || e.rmsNormFlags.overflow ? tr("overflow")
                                                                       : QString());
    m_errorBars->setCategoryNotes(notes);

    // Long vectors: the largest error of each bucket of elements, so the envelope stays honest
    // and the chart stays cheap to redraw on every keystroke.
    const QVector<QPointF> lnPts = bucketMax(f.layerNormElementError, kMaxElementPoints);
    const QVector<QPointF> rmsPts = bucketMax(f.rmsNormElementError, kMaxElementPoints);
    m_elementErrors->setTitle(
        tr("Error per element (%1, %2)")
            .arg(precisionName(f.settings.precision), sumsName(f.settings.accumulation)));
    m_elementErrors->setPointsVisible(d <= 64);
    m_elementErrors->setSeries(0, tr("LayerNorm"), ln, lnPts);
    m_elementErrors->setSeries(1, tr("RMSNorm"), rms, rmsPts);

    // 3. FLOPs by kind and per element.
    const nk::OpCounts &lo = f.layerNorm->ops, &ro = f.rmsNorm->ops;
    m_flopKinds->setCategories({tr("add"), tr("sub"), tr("mul"), tr("div"), tr("sqrt")});
    m_flopKinds->setSeries(
        0, tr("LayerNorm (%1)").arg(QString::fromStdString(nk::toString(f.settings.variance))), ln,
        {double(lo.add), double(lo.sub), double(lo.mul), double(lo.div), double(lo.sqrt)});
    m_flopKinds->setSeries(
        1, tr("RMSNorm"), rms,
        {double(ro.add), double(ro.sub), double(ro.mul), double(ro.div), double(ro.sqrt)});
    m_flopClaims->setCategories(
        {tr("counted\nhere"), tr("seeds"), tr("careful\ncount"), tr("profilers\n(LN only)")});
    m_flopClaims->setSeries(0, tr("LayerNorm"), ln,
                            {double(lo.total()) / d, nk::claims::kSeedLayerNormPerElement,
                             nk::claims::kCarefulLayerNormPerElement,
                             nk::claims::kProfilerLayerNormPerElement});
    m_flopClaims->setSeries(1, tr("RMSNorm"), rms,
                            {double(ro.total()) / d, nk::claims::kSeedRmsNormPerElement,
                             nk::claims::kCarefulRmsNormPerElement, 0.0});

    // 4. Memory.
    const nk::MemoryFigures &lm = f.layerNormMemory, &rm = f.rmsNormMemory;
    m_passes->setCategories({tr("step by step"), tr("fused kernel")});
    m_passes->setSeries(0, tr("LayerNorm"), ln,
                        {double(lm.passes), double(nk::MemoryFigures::kFusedPasses)});
    m_passes->setSeries(1, tr("RMSNorm"), rms,
                        {double(rm.passes), double(nk::MemoryFigures::kFusedPasses)});
    m_bytes->setCategories(
        {tr("read\n(steps)"), tr("written\n(steps)"), tr("read\n(fused)"), tr("written\n(fused)")});
    m_bytes->setSeries(0, tr("LayerNorm"), ln,
                       {double(lm.readBytes()), double(lm.writeBytes()),
                        double(lm.fusedReadBytes()), double(lm.fusedWriteBytes())});
    m_bytes->setSeries(1, tr("RMSNorm"), rms,
                       {double(rm.readBytes()), double(rm.writeBytes()),
                        double(rm.fusedReadBytes()), double(rm.fusedWriteBytes())});
    m_memoryNote->setText(
        tr("d = %1 in %2 (%3 bytes per element). Step by step, LayerNorm walks the table %4 "
           "times and moves %5 bytes, RMSNorm %6 times and %7 bytes. Fused, each reads %8 and "
           "writes %9 bytes: the same traffic, so on real hardware both run at memory speed.")
            .arg(d)
            .arg(precisionName(f.settings.precision))
            .arg(lm.bytesPerElement)
            .arg(lm.passes)
            .arg(lm.readBytes() + lm.writeBytes())
            .arg(rm.passes)
            .arg(rm.readBytes() + rm.writeBytes())
            .arg(lm.fusedReadBytes())
            .arg(lm.fusedWriteBytes()));

    // 6. Stability.
    const nk::StabilityNumbers &st = f.stability;
    m_divisors->setCategories({tr("σ\n(LayerNorm)"), tr("RMS\n(RMSNorm)")});
    m_divisors->setSeries(0, tr("σ"), ln, {st.sigma, 0.0});
    m_divisors->setSeries(1, tr("RMS"), rms, {0.0, st.rms});
    m_identity->setCategories({tr("σ² + μ²"), tr("RMS²")});
    m_identity->setSeries(0, tr("σ²"), ln, {st.variance, 0.0});
    m_identity->setSeries(1, tr("μ²"), Theme::mutedText(), {st.meanSquared, 0.0});
    m_identity->setSeries(2, tr("RMS²"), rms, {0.0, st.meanSquare});
    QString numbers =
        tr("μ = %1 · σ = %2 · RMS = %3 · σ² = %4 · μ² = %5 · σ² + μ² = %6 · RMS² = %7 "
           "(difference %8, rounding) · divisors with ε = %9: √(σ² + ε) = %10, √(RMS² + ε) = %11")
            .arg(num(st.mean, 5), num(st.sigma, 5), num(st.rms, 5), num(st.variance, 5),
                 num(st.meanSquared, 5), num(st.variance + st.meanSquared, 5),
                 num(st.meanSquare, 5), num(st.identityGap, 2), num(st.eps, 3))
            .arg(num(st.layerNormDivisor, 5), num(st.rmsNormDivisor, 5));
    m_stabilityNumbers->setText(numbers);

    showInvariance();
}

void MonitorView::showInvariance()
{
    const nk::InvarianceResult &r = m_now.invariance;
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
    const double tolerance = 64.0 * nk::formatInfo(m_now.settings.precision).unitRoundoff;
    const auto verdict = [tolerance](double dev) {
        return std::isnan(dev) || dev > tolerance ? tr("moves") : tr("unchanged");
    };
    m_invarianceNumbers->setText(
        tr("Largest change of an output element — LayerNorm: %1 under x + c (%2), %3 under a·x "
           "(%4), %5 under both. RMSNorm: %6 under x + c (%7), %8 under a·x (%9), %10 under both. "
           "With ε > 0 a scale that brings σ² or RMS² near ε moves both a little.")
            .arg(num(r.shifted.layerNormDeviation, 2), verdict(r.shifted.layerNormDeviation),
                 num(r.scaled.layerNormDeviation, 2), verdict(r.scaled.layerNormDeviation),
                 num(r.both.layerNormDeviation, 2), num(r.shifted.rmsNormDeviation, 2),
                 verdict(r.shifted.rmsNormDeviation), num(r.scaled.rmsNormDeviation, 2),
                 verdict(r.scaled.rmsNormDeviation))
            .arg(num(r.both.rmsNormDeviation, 2)));
}

void MonitorView::showSweeps()
{
    const SweepFigures &f = m_sweeps;
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
    const auto style = [](const nk::SweepConfig &c) {
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
    };
    const auto fill = [&](LineChart *chart, const nk::SweepResult &r) {
        int i = 0;
        for (const nk::SweepCurve &c : r.curves) {
            const QColor colour = c.config.algorithm == nk::Algorithm::RmsNorm ? rms : ln;
            chart->setSeries(i++, curveName(c.config), colour,
                             curvePoints(r, c, &nk::SweepPoint::maxAbsError), style(c.config));
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
    m_sweepStatus->setText(
        f.dimensionComplete
            ? tr("Sweeps ready: c up to 10⁴, d up to 65536.")
            : tr("Sweeps ready; d beyond %1 is still being computed…").arg(kQuickDimension));

    // FLOPs vs d, with the seeds' lines.
    if (!f.flops.empty()) {
        QVector<QPointF> lnPts, rmsPts, seedLn, seedRms;
        for (const nk::FlopPoint &p : f.flops) {
            lnPts.append(QPointF(p.d, double(p.layerNorm.total())));
            rmsPts.append(QPointF(p.d, double(p.rmsNorm.total())));
            seedLn.append(QPointF(p.d, nk::claims::kSeedLayerNormPerElement * p.d));
            seedRms.append(QPointF(p.d, nk::claims::kSeedRmsNormPerElement * p.d));
        }
        m_flopsVsD->setSeries(0, tr("LN counted"), ln, lnPts);
        m_flopsVsD->setSeries(1, tr("RMS counted"), rms, rmsPts);
        m_flopsVsD->setSeries(2, tr("seeds 8d"), ln, seedLn, Qt::DotLine);
        m_flopsVsD->setSeries(3, tr("seeds 4d"), rms, seedRms, Qt::DotLine);
    }

    // ε sweep: largest |output| of the near-constant input.
    if (!f.epsilon.curves.empty()) {
        int i = 0;
        QStringList atZero;
        for (const nk::SweepCurve &c : f.epsilon.curves) {
            const bool isRms = c.config.algorithm == nk::Algorithm::RmsNorm;
            m_epsilon->setSeries(i++, isRms ? tr("RMSNorm") : tr("LayerNorm"), isRms ? rms : ln,
                                 curvePoints(f.epsilon, c, &nk::SweepPoint::maxAbsOutput));
            if (!c.points.empty())
                atZero << tr("%1 %2").arg(isRms ? tr("RMSNorm") : tr("LayerNorm"),
                                          num(c.points.front().maxAbsOutput, 3));
        }
        m_epsilon->truncateSeries(i);
        m_epsilon->clearMarks();
        m_epsilon->addMarker(1e-5, tr("seeds' demo: ε = 1e-5, d = 1024"), Theme::mutedText());
        m_epsilon->setTitle(tr("Near-constant input, %1").arg(prec));
        m_epsilonNote->setText(tr("Near-constant input at ε = 0 (off the log axis): largest "
                                  "|output| %1. The seeds' demo in fp32 prints LN ≈ 3.60e-11 and "
                                  "RMS ≈ 3.16e-4 at ε = 1e-5: ε, not the algorithm, sets both.")
                                   .arg(atZero.join(tr(", "))));
    }
}

void MonitorView::showBenchmark()
{
    const QColor ln = Theme::layerNorm(), rms = Theme::rmsNorm();
    QVector<QPointF> copy, lnBw, rmsBw, lnRow, rmsRow;
    for (const auto &r : m_benchmark) {
        copy.append(QPointF(r.d, r.copyGbps));
        lnBw.append(QPointF(r.d, r.layerNormGbps));
        rmsBw.append(QPointF(r.d, r.rmsNormGbps));
        lnRow.append(QPointF(r.d, r.layerNormNsPerRow));
        rmsRow.append(QPointF(r.d, r.rmsNormNsPerRow));
    }
    // The planned d, so the axes make sense before the first result.
    if (!m_plan.dimensions.empty()) {
        const auto [lo, hi] =
            std::minmax_element(m_plan.dimensions.begin(), m_plan.dimensions.end());
        m_bandwidth->setXRange(*lo, std::max(*hi, *lo * 2));
        m_rowTime->setXRange(*lo, std::max(*hi, *lo * 2));
    }
    m_bandwidth->setSeries(0, tr("copy"), Theme::mutedText(), copy, Qt::DashLine);
    m_bandwidth->setSeries(1, tr("LayerNorm"), ln, lnBw);
    m_bandwidth->setSeries(2, tr("RMSNorm"), rms, rmsBw);
    m_rowTime->setSeries(0, tr("LayerNorm"), ln, lnRow);
    m_rowTime->setSeries(1, tr("RMSNorm"), rms, rmsRow);

    // The measured figure at d = 4096 (or the nearest measured d).
    const nk::ThroughputBenchmark::Result *pick = nullptr;
    for (const auto &r : m_benchmark)
        if (!pick ||
            std::abs(std::log2(double(r.d)) - 12.0) < std::abs(std::log2(double(pick->d)) - 12.0))
            pick = &r;
    const double measured = pick && pick->rmsOverLnTime > 0.0 ? 1.0 / pick->rmsOverLnTime : 0.0;
    m_speedup->setCategories({pick ? tr("here\nd = %1").arg(pick->d) : tr("here\n(run it)"),
                              tr("seeds\nlow"), tr("seeds\nhigh"), tr("RMSNorm\npaper")});
    m_speedup->setSeries(0, tr("measured"), rms, {measured, 0.0, 0.0, 0.0});
    m_speedup->setSeries(1, tr("claimed"), Theme::mutedText(),
                         {0.0, nk::claims::kSeedSpeedupLow, nk::claims::kSeedSpeedupHigh,
                          nk::claims::kPaperTransformerSpeedup});

    if (!pick) {
        m_benchmarkStatus->setText(
            isBenchmarkRunning()
                ? tr("Measuring… each d runs a %1-element batch, best of %2.")
                      .arg(m_plan.elementsPerBatch)
                      .arg(m_plan.repeat)
                : tr("Not measured yet. Run the benchmark: it times fp32 LayerNorm, RMSNorm and "
                     "a copy over a %1-element batch for d = %2, best of %3.")
                      .arg(m_plan.elementsPerBatch)
                      .arg([this] {
                          QStringList ds;
                          for (int d : m_plan.dimensions)
                              ds << QString::number(d);
                          return ds.join(QStringLiteral(", "));
                      }())
                      .arg(m_plan.repeat));
        return;
    }
    // The ratio in words that fit it: a speed-up, a slow-down, or a tie within 1 %.
    const QString ratio = QString::number(pick->rmsOverLnTime, 'f', 3);
    QString status;
    if (std::abs(measured - 1.0) < 0.01)
        status = tr("At d = %1 (%2 rows), RMSNorm and LayerNorm take the same time to within "
                    "1 % (RMSNorm ÷ LayerNorm = %3).")
                     .arg(pick->d)
                     .arg(pick->rows)
                     .arg(ratio);
    else if (measured > 1.0)
        status = tr("At d = %1 (%2 rows), RMSNorm takes %3× LayerNorm's time: %4× faster.")
                     .arg(pick->d)
                     .arg(pick->rows)
                     .arg(ratio, QString::number(measured, 'f', 2));
    else
        status = tr("At d = %1 (%2 rows), RMSNorm takes %3× LayerNorm's time: slower here, by "
                    "%4 %.")
                     .arg(pick->d)
                     .arg(pick->rows)
                     .arg(ratio, QString::number(100.0 * (pick->rmsOverLnTime - 1.0), 'f', 1));
    // Chinese sentences follow each other without a space.
    const auto append = [&status](const QString &sentence) {
        if (!status.endsWith(QChar(0x3002)))
            status += QLatin1Char(' ');
        status += sentence;
    };
    append(tr("LayerNorm reaches %1 % and RMSNorm %2 % of the copy's %3 GB/s.")
               .arg(num(100.0 * pick->layerNormFractionOfCopy, 3),
                    num(100.0 * pick->rmsNormFractionOfCopy, 3), num(pick->copyGbps, 3)));
    append(tr("A normalization is a small part of a training step, so a kernel speed-up is not a "
              "training speed-up: compare with the seeds' 1.1–1.3× and the paper's 1.07× with "
              "that in mind."));
    // Said only when this run shows it: both near the copy and within 10 % of each other.
    const bool memoryBound = pick->layerNormFractionOfCopy >= 0.6 &&
                             pick->rmsNormFractionOfCopy >= 0.6 && pick->rmsOverLnTime >= 0.9 &&
                             pick->rmsOverLnTime <= 1.1;
    if (memoryBound)
        append(tr("Both run close to the copy: they wait on memory more than on arithmetic, so "
                  "RMSNorm's fewer operations save little time here."));
    append(pick->path == nk::BatchKernels::Path::Avx2
               ? tr("Kernels: AVX2 + FMA, chosen for this CPU.")
               : tr("Kernels: portable C++ (no AVX2 path on this CPU or build)."));
    m_benchmarkStatus->setText(status);
}

// ---------------------------------------------------------------------------------------------
// Access for tests

QString MonitorView::benchmarkStatus() const
{
    return m_benchmarkStatus->text();
}

BarChart *MonitorView::barChart(Chart which) const
{
    switch (which) {
    case Chart::PrecisionError:
        return m_errorBars;
    case Chart::FlopKinds:
        return m_flopKinds;
    case Chart::FlopClaims:
        return m_flopClaims;
    case Chart::Passes:
        return m_passes;
    case Chart::Bytes:
        return m_bytes;
    case Chart::Speedup:
        return m_speedup;
    case Chart::Divisors:
        return m_divisors;
    case Chart::Identity:
        return m_identity;
    case Chart::LayerNormInvariance:
        return m_lnInvariance;
    case Chart::RmsNormInvariance:
        return m_rmsInvariance;
    default:
        return nullptr;
    }
}

LineChart *MonitorView::lineChart(Chart which) const
{
    switch (which) {
    case Chart::ElementError:
        return m_elementErrors;
    case Chart::OffsetSweep:
        return m_offsetChart;
    case Chart::DimensionSweep:
        return m_dimensionChart;
    case Chart::FlopsVsDimension:
        return m_flopsVsD;
    case Chart::Bandwidth:
        return m_bandwidth;
    case Chart::RowTime:
        return m_rowTime;
    case Chart::Epsilon:
        return m_epsilon;
    default:
        return nullptr;
    }
}

QList<ChartPanel *> MonitorView::charts() const
{
    return m_charts;
}
