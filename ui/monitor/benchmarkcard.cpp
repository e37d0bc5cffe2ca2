#include "monitor/benchmarkcard.h"

#include "analysis/costledger.h"
#include "charts/barchart.h"
#include "jobs/benchmarkprogress.h"
#include "jobs/benchmarkwords.h"
#include "charts/linechart.h"
#include "norm/flopclaims.h"
#include "base/numbertext.h"
#include "base/theme.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

#include <cmath>

namespace nk::ui {

namespace claims = nk::claims;

namespace {

// The d the sentences quote, when measured.
constexpr double kQuotedLog2Dimension = 12.0; // d = 4096

QString factor(double v)
{
    return NumberText::number(v, 3);
}

} // namespace

BenchmarkCard::BenchmarkCard(QWidget *parent)
    : MonitorCard(parent)
{
    auto benchRow = new QHBoxLayout;
    m_runButton = new QPushButton(this);
    m_cancelButton = new QPushButton(this);
    m_cancelButton->setEnabled(false);
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 1000);
    m_progress->setTextVisible(true); // the state in words: measuring, done, cancelled
    m_progress->setMaximumWidth(360);
    benchRow->addWidget(m_runButton);
    benchRow->addWidget(m_cancelButton);
    benchRow->addWidget(m_progress, 1);
    benchRow->addStretch(1);
    cardLayout()->addLayout(benchRow);
    m_bandwidth = new LineChart(this);
    m_bandwidth->setLogX(true, 2.0);
    m_rowTime = new LineChart(this);
    m_rowTime->setLogX(true, 2.0);
    m_rowTime->setLogY(true);
    m_speedup = new BarChart(this);
    m_speedup->setStacked(true);
    m_speedup->setValueLabelDigits(3);
    m_speedup->setLegendVisible(true);
    addCharts({m_bandwidth, m_rowTime, m_speedup});
    m_status = addNote();
}

void BenchmarkCard::retranslate()
{
    setTexts(tr("5 · Measured time"),
             tr("Real fp32 batch kernels timed on this machine against a plain copy of the same "
                "bytes, in a worker thread. Next to them the claims: a common claim of %1–%2× "
                "training throughput and the RMSNorm paper's %3× for the Transformer (Zhang & "
                "Sennrich, 2019).")
                 .arg(factor(claims::kCommonClaimSpeedupLow),
                      factor(claims::kCommonClaimSpeedupHigh),
                      factor(claims::kPaperTransformerSpeedup)));
    m_runButton->setText(tr("&Run benchmark"));
    m_cancelButton->setText(tr("Cance&l"));
    m_progress->setAccessibleName(tr("Benchmark progress"));
    m_bandwidth->setAxisTitles(tr("d"), tr("GB/s"));
    m_rowTime->setAxisTitles(tr("d"), tr("ns per row"));
    m_speedup->setTitle(tr("RMSNorm speed-up: one kernel here, training steps claimed"));
    m_speedup->setValueAxisTitle(tr("× faster"));
    applyPartial();
}

void BenchmarkCard::applyPartial()
{
    // A stopped run's times stay drawn, named partial; the speed-up takes only a whole run.
    const QString bandwidth = tr("Bandwidth (fp32, read x + write y)");
    const QString rowTime = tr("Time per row");
    m_bandwidth->setTitle(m_partial ? tr("%1 — partial run").arg(bandwidth) : bandwidth);
    m_rowTime->setTitle(m_partial ? tr("%1 — partial run").arg(rowTime) : rowTime);
}

void BenchmarkCard::showProgressState(bool running, Stop stop, bool measured)
{
    using State = BenchmarkProgress::State;
    BenchmarkProgress::show(m_progress, running                     ? State::Running
                                        : stop == Stop::Cancelled   ? State::Cancelled
                                        : stop == Stop::OutOfMemory ? State::OutOfMemory
                                        : measured                  ? State::Done
                                                                    : State::NotRun);
}

const BenchmarkCard::Result *BenchmarkCard::representative(const std::vector<Result> &results)
{
    const Result *pick = nullptr;
    const auto distance = [](const Result &r) {
        return std::abs(std::log2(double(r.d)) - kQuotedLog2Dimension);
    };
    for (const Result &r : results)
        if (!pick || distance(r) < distance(*pick))
            pick = &r;
    return pick;
}

void BenchmarkCard::setProgress(int perMille)
{
    m_progress->setValue(perMille);
}

void BenchmarkCard::showCancelling()
{
    m_status->setText(tr("Cancelling…"));
}

QString BenchmarkCard::status() const
{
    return m_status->text();
}

void BenchmarkCard::show(const std::vector<Result> &results, const std::vector<Result> &bf16,
                         const nk::MonitorBenchmarkPlan &plan, bool running, Stop stop)
{
    m_runButton->setEnabled(!running);
    m_cancelButton->setEnabled(running);
    const bool partial = !running && stop != Stop::None;
    showProgressState(running, stop, !results.empty());
    if (partial != m_partial) {
        m_partial = partial;
        applyPartial();
    }
    const QColor ln = Theme::layerNorm(), rms = Theme::rmsNorm();
    QVector<QPointF> copy, lnBw, rmsBw, lnRow, rmsRow;
    for (const Result &r : results) {
        copy.append(QPointF(r.d, r.copyGbps));
        lnBw.append(QPointF(r.d, r.layerNormGbps));
        rmsBw.append(QPointF(r.d, r.rmsNormGbps));
        lnRow.append(QPointF(r.d, r.layerNormNsPerRow));
        rmsRow.append(QPointF(r.d, r.rmsNormNsPerRow));
    }
    // The planned d, so the axes make sense before the first result.
    if (!plan.dimensions.empty()) {
        const auto [lo, hi] = std::minmax_element(plan.dimensions.begin(), plan.dimensions.end());
        m_bandwidth->setXRange(*lo, std::max(*hi, *lo * 2));
        m_rowTime->setXRange(*lo, std::max(*hi, *lo * 2));
    }
    m_bandwidth->setSeries(0, tr("copy"), Theme::mutedText(), copy, Qt::DashLine);
    m_bandwidth->setSeries(1, tr("LayerNorm"), ln, lnBw);
    m_bandwidth->setSeries(2, tr("RMSNorm"), rms, rmsBw);
    m_rowTime->setSeries(0, tr("LayerNorm"), ln, lnRow);
    m_rowTime->setSeries(1, tr("RMSNorm"), rms, rmsRow);
    QVector<QPointF> lnRow16, rmsRow16;
    for (const Result &r : bf16) {
        lnRow16.append(QPointF(r.d, r.layerNormNsPerRow));
        rmsRow16.append(QPointF(r.d, r.rmsNormNsPerRow));
    }
    m_rowTime->setSeries(2, tr("LayerNorm bf16"), ln, lnRow16, Qt::DashLine);
    m_rowTime->setSeries(3, tr("RMSNorm bf16"), rms, rmsRow16, Qt::DashLine);

    // A cancelled run's first sizes are not the run asked for: no speed-up, no sentences.
    const Result *pick = partial ? nullptr : representative(results);
    const double measured = pick && pick->rmsOverLnTime > 0.0 ? 1.0 / pick->rmsOverLnTime : 0.0;
    // Unlike numbers on one axis, each named: one kernel timed here, whole training steps claimed.
    m_speedup->setCategories({pick      ? tr("kernel here\nd = %1").arg(pick->d)
                              : partial ? tr("kernel here\n(run cancelled)")
                                        : tr("kernel here\n(run it)"),
                              tr("training\nclaim low"), tr("training\nclaim high"),
                              tr("training\npaper")});
    m_speedup->setSeries(0, tr("measured"), rms, {measured, 0.0, 0.0, 0.0});
    m_speedup->setSeries(1, tr("claimed"), Theme::mutedText(),
                         {0.0, claims::kCommonClaimSpeedupLow, claims::kCommonClaimSpeedupHigh,
                          claims::kPaperTransformerSpeedup});

    QString status;
    // Chinese sentences follow each other without a space.
    const auto append = [&status](const QString &sentence) {
        if (sentence.isEmpty())
            return;
        if (!status.isEmpty() && !status.endsWith(QChar(0x3002)))
            status += QLatin1Char(' ');
        status += sentence;
    };
    if (partial) {
        QStringList ds;
        for (const Result &r : results)
            ds << QString::number(r.d);
        status = results.empty()
                     ? tr("Nothing was measured.")
                     : tr("Partial run: %1 of %2 sizes measured (d = %3), drawn as partial; the "
                          "speed-up takes only a whole run.")
                           .arg(results.size())
                           .arg(plan.dimensions.size())
                           .arg(ds.join(QStringLiteral(", ")));
    } else if (!pick) {
        QStringList ds;
        for (int d : plan.dimensions)
            ds << QString::number(d);
        status = running ? tr("Measuring… each d runs a %1-element batch, best of %2.")
                               .arg(plan.elementsPerBatch)
                               .arg(plan.repeat)
                         : tr("Not measured yet. Run the benchmark: it times fp32 LayerNorm, "
                              "RMSNorm and a copy over a %1-element batch for d = %2, best of %3.")
                               .arg(plan.elementsPerBatch)
                               .arg(ds.join(QStringLiteral(", ")))
                               .arg(plan.repeat);
    } else {
        // The ratio in words that fit it: a speed-up, a slow-down, or a tie. Always LayerNorm ÷
        // RMSNorm, the direction of the operation ratio and of the claims beside it.
        const QString ratio = NumberText::number(measured, 3);
        if (std::abs(measured - 1.0) < kSameTimeTolerance)
            status = tr("At d = %1 (%2 rows), RMSNorm and LayerNorm take the same time to within "
                        "%4 (LayerNorm's time ÷ RMSNorm's = %3).")
                         .arg(pick->d)
                         .arg(pick->rows)
                         .arg(ratio, NumberText::percent(kSameTimeTolerance, 2));
        else if (measured > 1.0)
            status = tr("At d = %1 (%2 rows), LayerNorm takes %3× RMSNorm's time: RMSNorm is %3× "
                        "as fast.")
                         .arg(pick->d)
                         .arg(pick->rows)
                         .arg(ratio);
        else
            status = tr("At d = %1 (%2 rows), LayerNorm takes %3× RMSNorm's time: RMSNorm is "
                        "slower here, by %4 %.")
                         .arg(pick->d)
                         .arg(pick->rows)
                         .arg(ratio, NumberText::number(100.0 * (pick->rmsOverLnTime - 1.0), 2));
        append(tr("LayerNorm reaches %1 % and RMSNorm %2 % of the copy's %3 GB/s.")
                   .arg(NumberText::number(100.0 * pick->layerNormFractionOfCopy, 3),
                        NumberText::number(100.0 * pick->rmsNormFractionOfCopy, 3),
                        NumberText::number(pick->copyGbps, 3)));
        append(BenchmarkWords::aboveCopyReason(*pick));
        append(tr("A kernel speed-up is not a training speed-up: it is diluted by the norm's share "
                  "of a training step, which the training chapter measures on this machine (on "
                  "GPUs that share can be large, Ivanov et al., 2021). Compare with a common "
                  "claim of %1–%2× and the paper's %3× (Zhang & Sennrich, 2019) with that in "
                  "mind.")
                   .arg(factor(claims::kCommonClaimSpeedupLow),
                        factor(claims::kCommonClaimSpeedupHigh),
                        factor(claims::kPaperTransformerSpeedup)));
        // Said only when this run shows it.
        if (nk::CostLedger::isMemoryBound(*pick))
            append(tr("Both reach at least %1 of the copy's bandwidth and their times are within "
                      "%2 of each other: measured here, both are limited by memory bandwidth, so "
                      "RMSNorm's fewer operations save little time.")
                       .arg(NumberText::percent(nk::CostLedger::kMemoryBoundFractionOfCopy, 2),
                            NumberText::percent(nk::CostLedger::memoryBoundTimeTolerance(), 2)));
        for (const Result &r : bf16) {
            if (r.d != pick->d || r.layerNormSeconds <= 0.0 || r.rmsNormSeconds <= 0.0)
                continue;
            append(tr("Stored in bf16 (half the bytes, statistics still in fp32), LayerNorm "
                      "takes %1× and RMSNorm %2× their fp32 time at d = %3.")
                       .arg(NumberText::number(r.layerNormSeconds / pick->layerNormSeconds, 3),
                            NumberText::number(r.rmsNormSeconds / pick->rmsNormSeconds, 3))
                       .arg(pick->d));
        }
        append(pick->path == nk::BatchKernels::Path::Avx2
                   ? tr("Kernels: AVX2 + FMA, chosen for this CPU.")
                   : tr("Kernels: portable C++ (no AVX2 path on this CPU or build)."));
        const double outputMiB = double(pick->rows) * pick->d * pick->bytesPerElement / 1048576.0;
        const QString llcMiB =
            NumberText::number(double(nk::BatchKernels::lastLevelCacheBytes()) / 1048576.0, 3);
        append(pick->stores == nk::BatchKernels::Stores::Streaming
                   ? tr("y is written with streaming stores that bypass the caches: at %1 MiB it "
                        "is larger than half the %2 MiB last-level cache.")
                         .arg(NumberText::number(outputMiB, 3), llcMiB)
                   : tr("y is written with ordinary stores: at %1 MiB it fits in half the %2 MiB "
                        "last-level cache.")
                         .arg(NumberText::number(outputMiB, 3), llcMiB));
    }
    if (!running && stop == Stop::OutOfMemory)
        append(tr("Stopped: the batch did not fit in memory."));
    else if (!running && stop == Stop::Cancelled)
        append(tr("Cancelled."));
    m_status->setText(status);
}

QString BenchmarkCard::progressText() const
{
    return m_progress->text();
}

} // namespace nk::ui
