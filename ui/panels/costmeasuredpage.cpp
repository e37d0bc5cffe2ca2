#include "panels/costmeasuredpage.h"

#include "analysis/costledger.h"
#include "analysis/monitornumbers.h"
#include "base/numbertext.h"
#include "base/theme.h"
#include "charts/barchart.h"
#include "jobs/benchmarkwords.h"
#include "jobs/monitorjobs.h"
#include "lesson/lessoncontroller.h"
#include "norm/flopclaims.h"
#include "panels/costledgerpanel.h"

#include <QLabel>
#include <QTableWidget>

#include <algorithm>
#include <cmath>

namespace nk::ui {

CostMeasuredPage::CostMeasuredPage(const LessonController *controller, const MonitorJobs *jobs)
    : CostLedgerPage(controller)
    , m_jobs(jobs)
{
}

const std::vector<nk::ThroughputBenchmark::Result> &CostMeasuredPage::results() const
{
    return m_jobs->benchmarkResults();
}

void CostMeasuredPage::fill(const Sheet &sheet) const
{
    const int d = controller()->layerNorm()->d();
    sheet.heading->setText(
        tr("Measured on this machine: fp32 batch kernels, rows of d = %1, time per row in ns")
            .arg(d));
    setHeader(sheet, {tr("d"), tr("rows"), tr("copy"), QStringLiteral("LayerNorm"),
                      QStringLiteral("RMSNorm"), tr("LN ÷ RMS")});
    QStringList categories;
    QVector<double> copy, lnNs, rmsNs;
    for (const nk::ThroughputBenchmark::Result &r : results()) {
        const nk::MemoryBoundFigures m = nk::CostLedger::memoryBound(r);
        const int row = sheet.table->rowCount();
        sheet.table->insertRow(row);
        const QStringList texts = {count(r.d),
                                   count(r.rows),
                                   NumberText::number(m.copyNsPerRow, kDigits),
                                   NumberText::number(m.layerNormNsPerRow, kDigits),
                                   NumberText::number(m.rmsNormNsPerRow, kDigits),
                                   NumberText::number(m.layerNormOverRms, kDigits)};
        for (int k = 0; k < texts.size(); ++k)
            sheet.table->setItem(row, k, cell(texts[k]));
        categories << QStringLiteral("d = %1").arg(r.d);
        copy << m.copyNsPerRow;
        lnNs << m.layerNormNsPerRow;
        rmsNs << m.rmsNormNsPerRow;
    }
    sheet.chart->setTitle(tr("Time per row (best of the repeats)"));
    sheet.chart->setCategories(categories);
    sheet.chart->setSeries(0, tr("copy"), Theme::mutedText(), copy);
    sheet.chart->setSeries(1, QStringLiteral("LayerNorm"), Theme::layerNorm(), lnNs);
    sheet.chart->setSeries(2, QStringLiteral("RMSNorm"), Theme::rmsNorm(), rmsNs);
    sheet.chart->truncateSeries(3);
    sheet.chart->setLogScale(categories.size() > 1);
    sheet.chart->setValueLabelDigits(kDigits);
    sheet.chart->setValueAxisTitle(tr("ns per row"));

    QStringList ds;
    for (int k : CostLedgerPanel::plannedDimensions(d))
        ds << QString::number(k);
    QString text;
    if (m_jobs->isBenchmarkRunning())
        text = tr("Measuring on a worker thread… LayerNorm, RMSNorm and a copy of the same "
                  "bytes, best of %1 runs each.")
                   .arg(m_jobs->benchmarkPlan().repeat);
    else if (results().empty())
        text = tr("Not measured yet. Run the benchmark: it times fp32 LayerNorm, RMSNorm and a "
                  "copy of the same bytes over a batch of rows for d = %1, best of %2 runs, on a "
                  "worker thread (a few seconds).")
                   .arg(ds.join(QStringLiteral(", ")))
                   .arg(m_jobs->benchmarkPlan().repeat);
    else {
        bool current = false;
        for (const nk::ThroughputBenchmark::Result &r : results()) {
            if (!text.isEmpty())
                text += QLatin1Char(' ');
            text += tr("At d = %1 (%2 rows), LayerNorm takes %3× RMSNorm's time per row (LN ÷ "
                       "RMS, as the operations are compared).")
                        .arg(r.d)
                        .arg(r.rows)
                        .arg(NumberText::number(nk::CostLedger::memoryBound(r).layerNormOverRms,
                                                kDigits));
            current = current || r.d == d;
        }
        if (!current)
            text +=
                QLatin1Char(' ') + tr("Measured for another vector: run again for d = %1.").arg(d);
    }
    if (!m_jobs->isBenchmarkRunning() && m_jobs->benchmarkCancelled())
        text += QLatin1Char(' ') + tr("Cancelled: a partial run, the sizes above only.");
    else if (!m_jobs->isBenchmarkRunning() && m_jobs->benchmarkOutOfMemory())
        text += QLatin1Char(' ') + tr("Stopped: the batch did not fit in memory.");
    sheet.summary->setText(text);
}

} // namespace nk::ui
