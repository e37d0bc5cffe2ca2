#include "monitor/monitorview.h"

#include "charts/barchart.h"
#include "monitor/benchmarkcard.h"
#include "charts/chartpanel.h"
#include "monitor/errorsweepcard.h"
#include "monitor/flopcard.h"
#include "monitor/invariancecard.h"
#include "charts/linechart.h"
#include "monitor/memorycard.h"
#include "jobs/monitorjobs.h"
#include "monitor/precisionerrorcard.h"
#include "monitor/stabilitycard.h"
#include "base/theme.h"
#include "base/zoomrange.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTimer>
#include <QThread>
#include <QVBoxLayout>

namespace nk::ui {

using nk::Accumulation;
using nk::Precision;

namespace {

constexpr qreal kChartHeight = 420.0;

} // namespace

MonitorView::MonitorView(QWidget *parent)
    : QWidget(parent)
{
    m_jobs = new MonitorJobs(this);
    connect(m_jobs, &MonitorJobs::nowReady, this, &MonitorView::showNow);
    connect(m_jobs, &MonitorJobs::sweepsReady, this, &MonitorView::showSweeps);
    connect(m_jobs, &MonitorJobs::sweepsStarted, this, [this] { m_sweeps->showSweeping(); });
    connect(m_jobs, &MonitorJobs::benchmarkChanged, this, &MonitorView::showBenchmark);
    buildUi();
    connect(m_jobs, &MonitorJobs::benchmarkProgressed, m_benchmark, &BenchmarkCard::setProgress);
    retranslate();
    applyStyle();
    showBenchmark();
}

MonitorView::~MonitorView() = default;

// ---------------------------------------------------------------------------------------------
// Layout

void MonitorView::buildUi()
{
    auto outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    m_scroll = new QScrollArea(this);
    // Not a Tab stop: arrows and PageUp/PageDown move the story, so a focused scroll area
    // could not scroll; Tab into a control inside scrolls it into view.
    m_scroll->setFocusPolicy(Qt::NoFocus);
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

    m_errors = new PrecisionErrorCard(m_content);
    m_sweeps = new ErrorSweepCard([this](Precision p, Accumulation a) { setSweepPrecision(p, a); },
                                  m_content);
    m_flops = new FlopCard(m_content);
    m_memory = new MemoryCard(m_content);
    m_benchmark = new BenchmarkCard(m_content);
    m_stability = new StabilityCard(m_content);
    m_invariance = new InvarianceCard(
        [this](double c, double a) {
            setShift(c);
            setScale(a);
        },
        m_content);
    // In the order of their numbers.
    m_cards = {m_errors, m_sweeps, m_flops, m_memory, m_benchmark, m_stability, m_invariance};
    int row = 2;
    for (MonitorCard *c : std::as_const(m_cards))
        grid->addWidget(c, row++, 0);
    grid->setRowStretch(row, 1);

    // Every label wraps: at zoom 2 an unwrapped card title or status line was wider than a
    // 1280 px window and the whole column scrolled sideways.
    for (MonitorCard *c : std::as_const(m_cards))
        for (QLabel *l : c->findChildren<QLabel *>())
            l->setWordWrap(true);

    connect(m_benchmark->runButton(), &QPushButton::clicked, this, &MonitorView::runBenchmark);
    connect(m_benchmark->cancelButton(), &QPushButton::clicked, this,
            &MonitorView::cancelBenchmark);

    layoutCharts();
    m_sweeps->setSelection(m_sweepPrecision, m_sweepAccumulation);
}

void MonitorView::retranslate()
{
    m_heading->setText(tr("Monitor — live instruments for the current vector"));
    for (MonitorCard *c : std::as_const(m_cards))
        c->retranslate();
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
    for (MonitorCard *c : std::as_const(m_cards))
        c->setChartZoom(m_zoom, kChartHeight);
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
    for (MonitorCard *c : std::as_const(m_cards))
        c->layoutCharts(columns);
}

void MonitorView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    layoutCharts();
}

void MonitorView::setZoom(qreal zoom)
{
    if (!ZoomRange::takeTextZoom(m_zoom, zoom))
        return;
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
    const bool precisionChanged = !m_hasInput || settings.precision != m_settings.precision ||
                                  settings.accumulation != m_settings.accumulation;
    m_input = x;
    m_settings = settings;
    m_hasInput = true;
    m_jobs->setInput(x, settings, std::move(layerNorm), std::move(rmsNorm));
    if (precisionChanged && settings.precision != Precision::Fp64) {
        m_sweepPrecision = settings.precision;
        m_sweepAccumulation = settings.accumulation;
        m_jobs->setSweepSelection(m_sweepPrecision, m_sweepAccumulation);
        m_sweeps->setSelection(m_sweepPrecision, m_sweepAccumulation);
    }
    scheduleNow();
    scheduleSweeps();
}

void MonitorView::setShift(double c)
{
    if (c == m_shift)
        return;
    m_shift = c;
    m_invariance->setTransform(m_shift, m_scale);
    m_jobs->setTransform(m_shift, m_scale);
    scheduleNow();
}

void MonitorView::setScale(double a)
{
    if (a <= 0.0 || a == m_scale)
        return;
    m_scale = a;
    m_invariance->setTransform(m_shift, m_scale);
    m_jobs->setTransform(m_shift, m_scale);
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
    m_jobs->setSweepSelection(precision, accumulation);
    m_sweeps->setSelection(precision, accumulation);
    scheduleSweeps();
}

void MonitorView::setFullDimensionSweep(bool on)
{
    m_jobs->setFullDimensionSweep(on);
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
        m_jobs->stopScheduled();
        return;
    }
    m_problem->hide();
    m_jobs->scheduleNow();
}

void MonitorView::scheduleSweeps()
{
    // Not m_problem->isVisible(): a hidden Monitor (another mode on screen) swept settings it
    // had refused, and the kernels read γ past its end (AddressSanitizer caught it).
    if (!m_hasInput || m_input.empty() || m_settings.problemFor(int(m_input.size())))
        return;
    m_jobs->scheduleSweeps();
}

bool MonitorView::waitUntilIdle(int timeoutMs)
{
    QElapsedTimer timer;
    timer.start();
    while (m_jobs->isBusy() || m_jobs->isBenchmarkRunning()) {
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
    return m_jobs->isBenchmarkRunning();
}

const std::vector<nk::ThroughputBenchmark::Result> &MonitorView::benchmarkResults() const
{
    return m_jobs->benchmarkResults();
}

const std::vector<nk::ThroughputBenchmark::Result> &MonitorView::benchmarkBf16Results() const
{
    return m_jobs->benchmarkBf16Results();
}

void MonitorView::setBenchmarkPlan(const BenchmarkPlan &plan)
{
    m_jobs->setBenchmarkPlan(plan);
    showBenchmark();
}

void MonitorView::runBenchmark()
{
    m_jobs->runBenchmark();
}

void MonitorView::cancelBenchmark()
{
    m_jobs->cancelBenchmark();
    m_benchmark->showCancelling();
}

// ---------------------------------------------------------------------------------------------
// Cards

// Redraws every card from the figures at hand (after a zoom, language or theme change).
void MonitorView::showAll()
{
    showNow();
    showSweeps();
    showBenchmark();
}

void MonitorView::showNow()
{
    const NowFigures &f = m_jobs->now();
    if (f.input.empty())
        return;
    m_errors->show(f);
    m_flops->show(f);
    m_memory->show(f);
    m_stability->show(f);
    m_invariance->show(f);
}

void MonitorView::showSweeps()
{
    const SweepFigures &f = m_jobs->sweeps();
    if (f.offset.curves.empty())
        return;
    m_sweeps->show(f);
    m_flops->showDimensions(f.flops);
    m_stability->showEpsilonSweep(f);
}

void MonitorView::showBenchmark()
{
    const bool running = m_jobs->isBenchmarkRunning();
    const BenchmarkCard::Stop stop = m_jobs->benchmarkOutOfMemory()
                                         ? BenchmarkCard::Stop::OutOfMemory
                                     : m_jobs->benchmarkCancelled() ? BenchmarkCard::Stop::Cancelled
                                                                    : BenchmarkCard::Stop::None;
    m_benchmark->show(m_jobs->benchmarkResults(), m_jobs->benchmarkBf16Results(),
                      m_jobs->benchmarkPlan(), running, stop);
    m_memory->showMeasurement(m_jobs->benchmarkResults(), running ? MemoryCard::Run::Running
                                                          : stop != BenchmarkCard::Stop::None
                                                              ? MemoryCard::Run::Stopped
                                                              : MemoryCard::Run::Complete);
}

// ---------------------------------------------------------------------------------------------
// Access for tests

const MonitorView::NowFigures &MonitorView::nowFigures() const
{
    return m_jobs->now();
}

const MonitorView::SweepFigures &MonitorView::sweepFigures() const
{
    return m_jobs->sweeps();
}

QString MonitorView::benchmarkProgressText() const
{
    return m_benchmark->progressText();
}

QString MonitorView::benchmarkStatus() const
{
    return m_benchmark->status();
}

QString MonitorView::memoryNote() const
{
    return m_memory->note();
}

QString MonitorView::stabilityNumbers() const
{
    return m_stability->numbers();
}

QString MonitorView::epsilonNote() const
{
    return m_stability->epsilonNote();
}

QStringList MonitorView::cardTexts() const
{
    QStringList out;
    for (const MonitorCard *c : m_cards)
        out << c->title() << c->caption();
    return out;
}

BarChart *MonitorView::barChart(Chart which) const
{
    switch (which) {
    case Chart::PrecisionError:
        return m_errors->errorBars();
    case Chart::FlopKinds:
        return m_flops->kinds();
    case Chart::FlopClaims:
        return m_flops->claims();
    case Chart::Passes:
        return m_memory->passes();
    case Chart::Bytes:
        return m_memory->bytes();
    case Chart::Speedup:
        return m_benchmark->speedup();
    case Chart::Divisors:
        return m_stability->divisors();
    case Chart::Identity:
        return m_stability->identity();
    case Chart::LayerNormInvariance:
        return m_invariance->layerNorm();
    case Chart::RmsNormInvariance:
        return m_invariance->rmsNorm();
    default:
        return nullptr;
    }
}

LineChart *MonitorView::lineChart(Chart which) const
{
    switch (which) {
    case Chart::ElementError:
        return m_errors->elementErrors();
    case Chart::OffsetSweep:
        return m_sweeps->offsetChart();
    case Chart::DimensionSweep:
        return m_sweeps->dimensionChart();
    case Chart::FlopsVsDimension:
        return m_flops->flopsVsDimension();
    case Chart::Bandwidth:
        return m_benchmark->bandwidth();
    case Chart::RowTime:
        return m_benchmark->rowTime();
    case Chart::Epsilon:
        return m_stability->epsilon();
    default:
        return nullptr;
    }
}

QList<ChartPanel *> MonitorView::charts() const
{
    QList<ChartPanel *> out;
    for (const MonitorCard *c : m_cards)
        out += c->charts();
    return out;
}

QWidget *MonitorView::benchmarkCardWidget() const
{
    return m_benchmark;
}

void MonitorView::showBenchmarkCard()
{
    // After the layout the mode switch starts: the card's place is known then.
    QTimer::singleShot(0, this, [this] {
        if (m_scroll && m_benchmark)
            m_scroll->verticalScrollBar()->setValue(m_benchmark->mapTo(m_content, QPoint()).y());
    });
}

} // namespace nk::ui
