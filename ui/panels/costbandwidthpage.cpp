#include "panels/costbandwidthpage.h"

#include "analysis/costledger.h"
#include "analysis/monitornumbers.h"
#include "base/numbertext.h"
#include "base/theme.h"
#include "charts/barchart.h"
#include "jobs/benchmarkwords.h"
#include "jobs/monitorjobs.h"
#include "lesson/lessoncontroller.h"
#include "norm/flopclaims.h"

#include <QLabel>
#include <QTableWidget>

#include <algorithm>
#include <cmath>

namespace nk::ui {

CostBandwidthPage::CostBandwidthPage(const LessonController *controller, const MonitorJobs *jobs)
    : CostLedgerPage(controller)
    , m_jobs(jobs)
{
}

const std::vector<nk::ThroughputBenchmark::Result> &CostBandwidthPage::results() const
{
    return m_jobs->benchmarkResults();
}

void CostBandwidthPage::fill(const Sheet &sheet) const
{
    const int d = controller()->layerNorm()->d();
    sheet.heading->setText(
        tr("Bytes per row against bandwidth: read x, write y, %1 bytes per row at d = %2")
            .arg(nk::CostLedger::fp32RowBytes(d))
            .arg(d));
    setHeader(sheet, {tr("d"), tr("bytes per row"), tr("copy GB/s"), tr("floor, ns per row"),
                      tr("LN ÷ floor"), tr("RMS ÷ floor")});
    QStringList categories;
    QVector<double> copy, lnX, rmsX;
    const nk::ThroughputBenchmark::Result *large = nullptr;
    for (const nk::ThroughputBenchmark::Result &r : results()) {
        const nk::MemoryBoundFigures m = nk::CostLedger::memoryBound(r);
        const int row = sheet.table->rowCount();
        sheet.table->insertRow(row);
        const QStringList texts = {count(r.d),
                                   count(m.bytesPerRow),
                                   NumberText::number(m.copyGbps, kDigits),
                                   NumberText::number(m.bandwidthNsPerRow, kDigits),
                                   NumberText::number(m.layerNormOverFloor, kDigits),
                                   NumberText::number(m.rmsNormOverFloor, kDigits)};
        for (int k = 0; k < texts.size(); ++k)
            sheet.table->setItem(row, k, cell(texts[k]));
        categories << QStringLiteral("d = %1").arg(r.d);
        copy << (m.bandwidthNsPerRow > 0.0 ? m.copyNsPerRow / m.bandwidthNsPerRow : 0.0);
        lnX << m.layerNormOverFloor;
        rmsX << m.rmsNormOverFloor;
        if (!large || r.d > large->d)
            large = &r;
    }
    sheet.chart->setTitle(tr("Time per row ÷ the time its bytes take at the copy's bandwidth"));
    sheet.chart->setCategories(categories);
    sheet.chart->setSeries(0, tr("copy"), Theme::mutedText(), copy);
    sheet.chart->setSeries(1, QStringLiteral("LayerNorm"), Theme::layerNorm(), lnX);
    sheet.chart->setSeries(2, QStringLiteral("RMSNorm"), Theme::rmsNorm(), rmsX);
    sheet.chart->truncateSeries(3);
    sheet.chart->setValueLabelDigits(kDigits);
    sheet.chart->setValueAxisTitle(tr("× the floor"));

    QString text = tr("Both kernels read the same x and write the same y: %1 bytes per row, "
                      "whatever they compute in between. A copy of those bytes sets the floor.")
                       .arg(nk::CostLedger::fp32RowBytes(d));
    if (large) {
        const nk::MemoryBoundFigures m = nk::CostLedger::memoryBound(*large);
        text += QLatin1Char(' ');
        // Said only when this run shows it.
        if (nk::CostLedger::isMemoryBound(*large))
            text += tr("At d = %1 both run within %2× of that floor, each at least %3 of the "
                       "copy's bandwidth, and their times are within %4 of each other: limited by "
                       "memory bandwidth, as measured here, so RMSNorm's fewer operations save "
                       "little time.")
                        .arg(large->d)
                        .arg(NumberText::number(std::max(m.layerNormOverFloor, m.rmsNormOverFloor),
                                                kDigits),
                             NumberText::percent(nk::CostLedger::kMemoryBoundFractionOfCopy, 2),
                             NumberText::percent(nk::CostLedger::memoryBoundTimeTolerance(), 2));
        else
            text += tr("At d = %1 LayerNorm runs at %2× and RMSNorm at %3× that floor: not both "
                       "close to it, so here the operations still cost time.")
                        .arg(large->d)
                        .arg(NumberText::number(m.layerNormOverFloor, kDigits),
                             NumberText::number(m.rmsNormOverFloor, kDigits));
        // Below 1 × the floor is faster than the copy: say why that can happen.
        const QString reason = BenchmarkWords::aboveCopyReason(*large);
        if (!reason.isEmpty())
            text += QLatin1Char(' ') + reason;
    } else {
        text += QLatin1Char(' ') + tr("Run the benchmark to measure the floor on this machine.");
    }
    sheet.summary->setText(text);
}

} // namespace nk::ui
