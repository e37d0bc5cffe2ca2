// The Monitor's charts hold the core's numbers (not pixels), take inf/NaN without crashing, and
// save themselves as PNG and SVG.
#include "charts/barchart.h"
#include "analysis/errorsweep.h"
#include "analysis/invariance.h"
#include "norm/layernormtrace.h"
#include "charts/linechart.h"
#include "analysis/monitornumbers.h"
#include "jobs/monitorjobs.h"
#include "monitor/monitorview.h"
#include "norm/numberformat.h"
#include "io/presets.h"
#include "norm/rmsnormtrace.h"

#include <QApplication>
#include <QSignalSpy>
#include <QFile>
#include <QTemporaryDir>

#include "catchqt.h"

#include <catch2/catch.hpp>

#include <QElapsedTimer>

#include <cmath>
#include <limits>
#include <memory>

using namespace nk::ui;

namespace {

const double kInf = std::numeric_limits<double>::infinity();
const double kNaN = std::numeric_limits<double>::quiet_NaN();

const nk::Preset &preset(const char *id)
{
    const nk::Preset *p = nk::Presets::find(id);
    REQUIRE(p);
    return *p;
}

// Exact equality that treats NaN as equal to NaN.
bool same(double a, double b)
{
    return (std::isnan(a) && std::isnan(b)) || a == b;
}

QByteArray head(const QString &fileName, int n)
{
    QFile f(fileName);
    REQUIRE(f.open(QIODevice::ReadOnly));
    return f.read(n);
}

void showPreset(MonitorView &view, const nk::Preset &p)
{
    view.setFullDimensionSweep(false);
    view.resize(1600, 1000);
    view.setInput(p.input, p.settings);
    REQUIRE(view.waitUntilIdle(30000));
}

} // namespace

TEST_CASE("BarChart shows inf and NaN as marked bars, not gaps or crashes", "[monitor]")
{
    BarChart chart;
    chart.setCategories({"a", "b", "c", "d"});
    chart.setSeries(0, "one", Qt::blue, {1.0, kInf, kNaN, 2.0});
    chart.setSeries(1, "two", Qt::red, {-kInf, 0.5, 3.0, 0.0});
    CHECK(chart.seriesCount() == 2);
    CHECK(std::isinf(chart.seriesValues(0)[1]));
    CHECK(std::isnan(chart.seriesValues(0)[2]));
    for (int s = 0; s < 2; ++s)
        for (double v : chart.plottedValues(s))
            CHECK(std::isfinite(v));
    const QStringList markers = chart.markerTexts();
    CHECK(markers.contains("inf"));
    CHECK(markers.contains("NaN"));
    CHECK(markers.contains("-inf"));

    chart.setLogScale(true);
    chart.setSeries(1, "two", Qt::red, {1e-7, 0.5, 3.0, 0.0});
    chart.resize(600, 400); // labels are placed on the laid-out plot, where there is room
    chart.grab();
    CHECK(chart.markerTexts().contains("0")); // a zero on a log axis sits at the floor, labelled
    for (double v : chart.plottedValues(1))
        CHECK(std::isfinite(v));
    chart.truncateSeries(1);
    CHECK(chart.seriesCount() == 1);
    chart.setStacked(true);
    CHECK(chart.seriesValues(0).size() == 4);
}

TEST_CASE("LineChart skips non-finite points and reports them", "[monitor]")
{
    LineChart chart;
    chart.setLogY(true);
    chart.setSeries(0, "err", Qt::blue, {{1, 1e-3}, {2, kNaN}, {3, kInf}, {4, 0.0}, {5, 1e-1}});
    CHECK(chart.seriesPoints(0).size() == 5);
    CHECK(chart.plottedPoints(0).size() == 3); // 0 goes to the floor, inf and NaN are left out
    CHECK(chart.skippedCount(0) == 2);
    REQUIRE(chart.markerTexts().size() == 1);
    CHECK(chart.markerTexts().first().contains("NaN"));
    for (const QPointF &p : chart.plottedPoints(0))
        CHECK((std::isfinite(p.y()) && p.y() > 0.0));
    chart.addRegion(2, 4, "region", Qt::red);
    chart.addMarker(3, "marker", Qt::red);
    CHECK(chart.markLabels() == QStringList{"region", "marker"});
    chart.setLogX(true, 2.0);
    chart.setSeries(0, "all bad", Qt::blue, {{0, kNaN}, {-1, 1.0}});
    CHECK(chart.plottedPoints(0).isEmpty());
    chart.clearMarks();
    CHECK(chart.markLabels().isEmpty());
}

TEST_CASE("LineChart's x range takes in points on the log floor", "[monitor]")
{
    LineChart chart;
    chart.setLogY(true);
    // The floor point at x = 100 comes first; the x axis must still reach it.
    chart.setSeries(0, "err", Qt::blue, {{100, 0.0}, {1, 1e-3}, {10, 1e-2}});
    CHECK(chart.xRange().first <= 1.0);
    CHECK(chart.xRange().second >= 100.0);
    // Only floor points: x still follows them, y falls back to its default.
    chart.setSeries(0, "err", Qt::blue, {{20, 0.0}, {30, 0.0}});
    CHECK(chart.xRange().first <= 20.0);
    CHECK(chart.xRange().second >= 30.0);
}

TEST_CASE("charts save as PNG and SVG", "[monitor]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    BarChart bars;
    bars.setTitle("bars");
    bars.setCategories({"x", "y"});
    bars.setSeries(0, "s", Qt::blue, {1.0, kInf});
    LineChart lines;
    lines.setTitle("lines");
    lines.setSeries(0, "s", Qt::red, {{0, 1}, {1, kNaN}, {2, 3}});
    for (ChartPanel *c : {static_cast<ChartPanel *>(&bars), static_cast<ChartPanel *>(&lines)}) {
        const QString png = dir.filePath(c->title() + ".png");
        const QString svg = dir.filePath(c->title() + ".svg");
        REQUIRE(c->savePng(png));
        REQUIRE(c->saveSvg(svg));
        CHECK(head(png, 4) == QByteArray("\x89PNG"));
        CHECK(head(svg, 400).contains("<svg"));
    }
    CHECK_FALSE(bars.savePng(dir.filePath("no/such/dir/x.png")));
}

TEST_CASE("MonitorView charts hold the core's numbers for the seeds' example", "[monitor]")
{
    const nk::Preset &p = preset(nk::Presets::kWorkedExample);
    MonitorView view;
    showPreset(view, p);
    const std::vector<double> &x = p.input;
    const nk::NormSettings &s = p.settings;

    // 1. Precision error: one category per (precision, accumulation), values = trace errors.
    BarChart *err = view.barChart(MonitorView::Chart::PrecisionError);
    REQUIRE(err->categories().size() == 5);
    const std::pair<nk::Precision, nk::Accumulation> configs[] = {
        {nk::Precision::Fp32, nk::Accumulation::Storage},
        {nk::Precision::Fp16, nk::Accumulation::Storage},
        {nk::Precision::Fp16, nk::Accumulation::Fp32},
        {nk::Precision::Bf16, nk::Accumulation::Storage},
        {nk::Precision::Bf16, nk::Accumulation::Fp32},
    };
    for (int i = 0; i < 5; ++i) {
        nk::NormSettings t = s;
        t.precision = configs[i].first;
        t.accumulation = configs[i].second;
        CHECK(same(err->seriesValues(0)[i], nk::traceLayerNorm(x, t).maxAbsError));
        CHECK(same(err->seriesValues(1)[i], nk::traceRmsNorm(x, t).maxAbsError));
    }

    const nk::NormTrace ln = nk::traceLayerNorm(x, s);
    const nk::NormTrace rms = nk::traceRmsNorm(x, s);
    LineChart *elements = view.lineChart(MonitorView::Chart::ElementError);
    REQUIRE(elements->seriesPoints(1).size() == 3);
    for (int i = 0; i < 3; ++i) {
        const nk::TraceStep &out = rms.steps.back();
        CHECK(elements->seriesPoints(1)[i].y() ==
              std::fabs(out.values[size_t(i)] - out.referenceValues[size_t(i)]));
    }

    // 3. FLOPs by kind and per element.
    BarChart *kinds = view.barChart(MonitorView::Chart::FlopKinds);
    CHECK(kinds->seriesValues(0) == QVector<double>{double(ln.ops.add), double(ln.ops.sub),
                                                    double(ln.ops.mul), double(ln.ops.div),
                                                    double(ln.ops.sqrt)});
    CHECK(kinds->seriesValues(1)[2] == double(rms.ops.mul));
    BarChart *claims = view.barChart(MonitorView::Chart::FlopClaims);
    CHECK(claims->seriesValues(0)[0] == Approx(double(ln.ops.total()) / 3));
    CHECK(claims->seriesValues(0)[1] == 8.0);
    CHECK(claims->seriesValues(1)[1] == 4.0);
    LineChart *flops = view.lineChart(MonitorView::Chart::FlopsVsDimension);
    const std::vector<nk::FlopPoint> counted = nk::MonitorNumbers::flopsVsDimension(s);
    REQUIRE(flops->seriesPoints(0).size() == int(counted.size()));
    CHECK(flops->seriesPoints(0).back().y() == double(counted.back().layerNorm.total()));

    // 4. Memory.
    const nk::MemoryFigures lm = nk::MonitorNumbers::memory(ln);
    BarChart *passes = view.barChart(MonitorView::Chart::Passes);
    CHECK(passes->seriesValues(0)[0] == double(lm.passes));
    CHECK(passes->seriesValues(1)[0] == double(rms.passes));
    CHECK(passes->seriesValues(0)[1] == 1.0);
    BarChart *bytes = view.barChart(MonitorView::Chart::Bytes);
    CHECK(bytes->seriesValues(0)[0] == double(lm.readBytes()));
    CHECK(bytes->seriesValues(0)[2] == double(lm.fusedReadBytes()));
    CHECK(bytes->seriesValues(1)[2] == bytes->seriesValues(0)[2]);

    // 6. Stability.
    const nk::StabilityNumbers st = nk::MonitorNumbers::stability(ln, rms);
    BarChart *identity = view.barChart(MonitorView::Chart::Identity);
    CHECK(identity->seriesValues(0)[0] == st.variance);
    CHECK(identity->seriesValues(1)[0] == st.meanSquared);
    CHECK(identity->seriesValues(2)[1] == st.meanSquare);
    CHECK(view.barChart(MonitorView::Chart::Divisors)->seriesValues(1)[1] == st.rms);

    // 2. Sweeps: the selected precision is the settings' (fp32, storage).
    nk::SweepOptions o;
    o.precisions = {nk::Precision::Fp32};
    o.accumulations = {nk::Accumulation::Storage};
    const nk::SweepResult offset = nk::ErrorSweep::offsetSweep(x, s, o);
    LineChart *off = view.lineChart(MonitorView::Chart::OffsetSweep);
    REQUIRE(off->seriesCount() == int(offset.curves.size()));
    for (int c = 0; c < off->seriesCount(); ++c) {
        const QVector<QPointF> pts = off->seriesPoints(c);
        REQUIRE(pts.size() == int(offset.xs.size()));
        for (int k = 0; k < pts.size(); ++k)
            CHECK(same(pts[k].y(), offset.curves[size_t(c)].points[size_t(k)].maxAbsError));
    }
    CHECK(off->markLabels().size() ==
          (offset.cancellationFrom(nk::Precision::Fp32, nk::Accumulation::Storage) ? 1 : 0));
    LineChart *dim = view.lineChart(MonitorView::Chart::DimensionSweep);
    REQUIRE(dim->seriesCount() == 4);
    CHECK(dim->seriesPoints(3).back().x() == 1024); // the quick part only in this test

    LineChart *eps = view.lineChart(MonitorView::Chart::Epsilon);
    o.allVariances = false;
    const nk::SweepResult er = nk::ErrorSweep::epsilonSweep(s, o);
    REQUIRE(eps->seriesCount() == 2);
    CHECK(eps->seriesPoints(1).back().y() == er.curves[1].points.back().maxAbsOutput);
    CHECK(eps->markLabels().size() == 1);

    // 7. Invariance under the sliders' shift and scale.
    view.setShift(2.5);
    view.setScale(3.0);
    REQUIRE(view.waitUntilIdle(30000));
    const nk::InvarianceResult inv = nk::Invariance::compute(x, s, 2.5, 3.0);
    BarChart *rmsInv = view.barChart(MonitorView::Chart::RmsNormInvariance);
    CHECK(rmsInv->seriesValues(1) ==
          QVector<double>(inv.both.rmsNorm.begin(), inv.both.rmsNorm.end()));
    BarChart *lnInv = view.barChart(MonitorView::Chart::LayerNormInvariance);
    CHECK(lnInv->seriesValues(0) == QVector<double>(ln.output().begin(), ln.output().end()));
    CHECK(view.nowFigures().invariance.both.layerNormDeviation < 1e-5);
    CHECK(view.nowFigures().invariance.both.rmsNormDeviation > 0.1);
}

TEST_CASE("MonitorView marks cancellation and fp16 overflow from the sweep data", "[monitor]")
{
    MonitorView view;
    showPreset(view, preset("fp16-overflow")); // fp16, storage accumulation, values near 300
    LineChart *off = view.lineChart(MonitorView::Chart::OffsetSweep);
    const QStringList marks = off->markLabels();
    CHECK(std::any_of(marks.begin(), marks.end(),
                      [](const QString &m) { return m.contains("x² overflows"); }));
    BarChart *err = view.barChart(MonitorView::Chart::PrecisionError);
    CHECK(err->categoryNotes().value(1) == "overflow"); // fp16 with fp16 sums
    CHECK(err->categoryNotes().value(2).isEmpty());     // fp16 with fp32 sums

    view.setSweepPrecision(nk::Precision::Fp16, nk::Accumulation::Fp32);
    REQUIRE(view.waitUntilIdle(30000));
    const QStringList wide = off->markLabels();
    CHECK_FALSE(std::any_of(wide.begin(), wide.end(),
                            [](const QString &m) { return m.contains("overflows"); }));
    CHECK(view.sweepFigures().accumulation == nk::Accumulation::Fp32);
}

TEST_CASE("MonitorView: the newest input wins", "[monitor]")
{
    MonitorView view;
    view.setFullDimensionSweep(false);
    nk::NormSettings s;
    for (int i = 1; i <= 20; ++i)
        view.setInput({double(i), -1.0, 3.0}, s);
    REQUIRE(view.waitUntilIdle(30000));
    CHECK(view.nowFigures().input == std::vector<double>{20.0, -1.0, 3.0});
    CHECK(view.barChart(MonitorView::Chart::Identity)->seriesValues(2)[1] ==
          nk::traceRmsNorm({20.0, -1.0, 3.0}, s).step(nk::StepId::MeanSquare)->scalar);
    // Bad settings for this d do not crash and leave the last figures alone.
    nk::NormSettings bad = s;
    bad.gamma = {1.0, 2.0};
    view.setInput({1.0, 2.0, 3.0}, bad);
    REQUIRE(view.waitUntilIdle(30000));
    CHECK(view.nowFigures().input == std::vector<double>{20.0, -1.0, 3.0});
}

// Found by AddressSanitizer: hidden, the view judged its refusal by the problem label's
// visibility, so it still swept settings that do not fit, reading γ past its end.
TEST_CASE("a hidden MonitorView sweeps nothing with settings that do not fit", "[monitor]")
{
    MonitorView view; // never shown, as when another mode is on screen
    view.setFullDimensionSweep(false);
    view.setInput({1.0, 2.0, 3.0}, nk::NormSettings{});
    REQUIRE(view.waitUntilIdle(30000));
    auto *jobs = view.findChild<MonitorJobs *>();
    REQUIRE(jobs);
    QSignalSpy started(jobs, &MonitorJobs::sweepsStarted);
    nk::NormSettings bad;
    bad.gamma = {1.0, 2.0};
    view.setInput({4.0, 5.0, 6.0}, bad);
    view.setSweepPrecision(nk::Precision::Fp16, nk::Accumulation::Storage);
    REQUIRE(view.waitUntilIdle(30000));
    CHECK(started.isEmpty());
    CHECK(view.nowFigures().input == std::vector<double>{1.0, 2.0, 3.0});
}

TEST_CASE("MonitorView runs the benchmark in a worker and charts it", "[monitor]")
{
    MonitorView view;
    MonitorView::BenchmarkPlan plan;
    plan.dimensions = {64, 256};
    plan.elementsPerBatch = 1 << 14;
    plan.repeat = 1;
    view.setBenchmarkPlan(plan);
    view.runBenchmark();
    CHECK(view.isBenchmarkRunning());
    REQUIRE(view.waitUntilIdle(60000));
    REQUIRE(view.benchmarkResults().size() == 2);
    const auto &r = view.benchmarkResults()[1];
    CHECK(r.d == 256);
    CHECK(r.rows == 64);
    LineChart *bw = view.lineChart(MonitorView::Chart::Bandwidth);
    REQUIRE(bw->seriesPoints(2).size() == 2);
    CHECK(bw->seriesPoints(2)[1] == QPointF(256, r.rmsNormGbps));
    BarChart *speed = view.barChart(MonitorView::Chart::Speedup);
    CHECK(speed->seriesValues(1)[3] == Approx(1.07));
    // The sentence quotes the measured fractions and names the code path that ran.
    const QString status = view.benchmarkStatus();
    CHECK(status.contains(QString::number(100.0 * r.rmsNormFractionOfCopy, 'g', 3)));
    CHECK(status.contains(r.path == nk::BatchKernels::Path::Avx2 ? QStringLiteral("AVX2 + FMA")
                                                                 : QStringLiteral("portable")));
    // bf16 ran in the same run, beside fp32: its row times are charted and the sentence quotes
    // its time against fp32's at the quoted d; the kind of stores is named.
    REQUIRE(view.benchmarkBf16Results().size() == 2);
    const auto &r16 = view.benchmarkBf16Results()[1];
    CHECK(r16.storage == nk::BatchKernels::Storage::Bf16);
    CHECK(r16.d == 256);
    CHECK(r16.bytesPerElement == 2);
    LineChart *rowTime = view.lineChart(MonitorView::Chart::RowTime);
    REQUIRE(rowTime->seriesCount() == 4);
    REQUIRE(rowTime->seriesPoints(3).size() == 2);
    CHECK(rowTime->seriesPoints(3)[1] == QPointF(256, r16.rmsNormNsPerRow));
    CHECK(status.contains(QStringLiteral("bf16")));
    CHECK(status.contains(QString::fromStdString(
        nk::NumberFormat::number(r16.rmsNormSeconds / r.rmsNormSeconds, 3))));
    CHECK(r.stores == nk::BatchKernels::Stores::Cached); // a 64 KiB batch fits any cache
    CHECK(status.contains(QStringLiteral("ordinary stores")));

    // Cancel stops it without results for the remaining sizes.
    plan.dimensions = {4096, 4096, 4096};
    plan.elementsPerBatch = 1 << 22;
    plan.repeat = 20;
    view.setBenchmarkPlan(plan);
    view.runBenchmark();
    view.cancelBenchmark();
    REQUIRE(view.waitUntilIdle(60000));
    CHECK(view.benchmarkResults().size() < 3);
}

TEST_CASE("a cancelled benchmark says so on its bar and feeds neither the speed-up nor card 4",
          "[monitor]")
{
    // The bar had no words and stayed at 25 % after a cancel, and the cancelled run's d = 256
    // fed the speed-up chart as if it were the run asked for.
    MonitorView view;
    CHECK(view.benchmarkProgressText() == QStringLiteral("Not run yet"));
    MonitorView::BenchmarkPlan plan;
    plan.dimensions = {64, 256};
    plan.elementsPerBatch = 1 << 14;
    plan.repeat = 1;
    view.setBenchmarkPlan(plan);
    view.runBenchmark();
    CHECK(view.benchmarkProgressText().startsWith(QStringLiteral("Measuring")));
    REQUIRE(view.waitUntilIdle(60000));
    CHECK(view.benchmarkProgressText() == QStringLiteral("Done"));
    BarChart *speed = view.barChart(MonitorView::Chart::Speedup);
    CHECK(speed->seriesValues(0)[0] > 0.0); // the whole run's measured speed-up
    CHECK(view.memoryNote().contains(QStringLiteral("Measured at d = 256")));

    plan.dimensions = {64, 4096, 4096, 4096};
    plan.elementsPerBatch = 1 << 22;
    plan.repeat = 50;
    view.setBenchmarkPlan(plan);
    view.runBenchmark();
    // While it runs, card 4 quotes no size of it (it quoted the last run's d = 256 before).
    CHECK_FALSE(view.memoryNote().contains(QStringLiteral("Measured at")));
    CHECK(view.memoryNote().contains(QStringLiteral("is measuring")));
    QElapsedTimer clock;
    clock.start();
    while (view.isBenchmarkRunning() && view.benchmarkResults().empty() && clock.elapsed() < 60000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    REQUIRE(view.isBenchmarkRunning()); // the first size is in, the rest still to run
    view.cancelBenchmark();
    REQUIRE(view.waitUntilIdle(60000));
    REQUIRE_FALSE(view.benchmarkResults().empty());
    REQUIRE(view.benchmarkResults().size() < plan.dimensions.size());
    CAPTURE(view.benchmarkProgressText(), view.benchmarkStatus());
    CHECK(view.benchmarkProgressText().startsWith(QStringLiteral("Cancelled at")));
    CHECK(view.benchmarkProgressText().endsWith(QStringLiteral("%")));
    CHECK(speed->seriesValues(0)[0] == 0.0); // no measured bar from a partial run
    CHECK(speed->categories().first().contains(QStringLiteral("cancelled")));
    CHECK(view.benchmarkStatus().contains(QStringLiteral("Partial run")));
    LineChart *bw = view.lineChart(MonitorView::Chart::Bandwidth);
    CHECK(bw->title().contains(QStringLiteral("partial")));
    CHECK(bw->seriesPoints(2).size() == int(view.benchmarkResults().size())); // still drawn
    // Card 4 does not quote the partial run's d = 64 as the machine's answer.
    CHECK_FALSE(view.memoryNote().contains(QStringLiteral("Measured at")));
    CHECK(view.memoryNote().contains(QStringLiteral("stopped before its last size")));
}

TEST_CASE("Monitor words: claims named by source, σ apart from the divisor, memory-bound measured",
          "[monitor]")
{
    MonitorView view;
    showPreset(view, preset("near-constant"));

    // Nothing on screen says "seeds"; the claims say whose they are.
    const QString cards = view.cardTexts().join(QLatin1Char('\n'));
    CHECK_FALSE(cards.contains(QStringLiteral("seed"), Qt::CaseInsensitive));
    CHECK(cards.contains(QStringLiteral("common claim")));
    CHECK(cards.contains(QStringLiteral("Zhang & Sennrich, 2019")));
    CHECK(cards.contains(QStringLiteral("DeepSpeed, fvcore")));
    // The reference is named as the glossary names it: fp64.
    CHECK(cards.contains(QStringLiteral("against fp64 (a reference computed in long double")));
    CHECK_FALSE(cards.contains(QStringLiteral("extended-precision reference")));
    // Equal bytes are not presented as proof of being memory-bound.
    CHECK_FALSE(cards.contains(QStringLiteral("so both are bound by memory")));
    CHECK(cards.contains(QStringLiteral("When both are limited by memory bandwidth, equal bytes "
                                        "mean equal time")));
    CHECK(view.memoryNote().contains(QStringLiteral("run the benchmark")));

    // The stability figures: σ ≈ 1e-13 (√σ²) and the divisor √(σ² + ε) ≈ 0.00316, apart.
    const nk::StabilityNumbers &st = view.nowFigures().stability;
    CHECK(st.sigma < 1e-9);
    CHECK(st.layerNormDivisor == Approx(std::sqrt(1e-5)).epsilon(1e-3));
    CHECK(view.barChart(MonitorView::Chart::Divisors)->seriesValues(0)[0] == st.sigma);
    CHECK(view.stabilityNumbers().contains(QStringLiteral("√(σ² + ε) = 0.0031623")));

    // The extreme-input demo's figures are computed, not typed in.
    const QString note = view.epsilonNote();
    CHECK_FALSE(note.contains(QStringLiteral("3.60e-11")));
    CHECK(note.contains(QStringLiteral("0.000316")));
    CHECK_FALSE(note.contains(QStringLiteral("seed"), Qt::CaseInsensitive));
    CHECK(view.benchmarkStatus().contains(QStringLiteral("Not measured yet")));
}

TEST_CASE("closing while the Monitor's sweeps and benchmark run ends cleanly", "[monitor][exit]")
{
    // The workers hold copies and a shared cancel flag; the view's destructor cancels and
    // joins them. Under the sanitized build this also proves nothing touches freed memory.
    for (int round = 0; round < 3; ++round) {
        auto view = std::make_unique<MonitorView>();
        std::vector<double> x(4096);
        for (size_t i = 0; i < x.size(); ++i)
            x[i] = std::sin(double(i)) * 100.0 + 1000.0;
        nk::NormSettings s;
        s.gamma = {1.0};
        s.beta = {0.0};
        view->setInput(x, s);
        MonitorView::BenchmarkPlan plan;
        plan.dimensions = {4096, 4096};
        plan.elementsPerBatch = 1 << 22;
        plan.repeat = 20;
        view->setBenchmarkPlan(plan);
        view->runBenchmark();
        CHECK(view->isBenchmarkRunning());
        QApplication::processEvents();
        view.reset(); // mid-flight
    }
}
