#include "panels/costwalkspage.h"

#include "analysis/costledger.h"
#include "analysis/monitornumbers.h"
#include "base/numbertext.h"
#include "base/settingnames.h"
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

void CostWalksPage::fill(const Sheet &sheet) const
{
    const nk::NormTrace &ln = *controller()->layerNorm();
    const nk::NormTrace &rms = *controller()->rmsNorm();
    const nk::MemoryFigures lm = nk::MonitorNumbers::memory(ln);
    const nk::MemoryFigures rm = nk::MonitorNumbers::memory(rms);
    sheet.heading->setText(tr("Walks over the table in memory (LayerNorm: %1 variance)")
                               .arg(SettingNames::variance(ln.settings.variance)));
    setHeader(sheet, {QString(), QStringLiteral("LayerNorm"), QStringLiteral("RMSNorm")});
    // One entry per walk; the steps done in the same walk joined by "+".
    auto walkers = [](const nk::NormTrace &t) {
        QStringList names;
        int last = 0;
        for (const nk::LedgerRow &r : nk::CostLedger::rows(t)) {
            if (r.walk == 0)
                continue;
            if (r.walk == last && !names.isEmpty())
                names.back() += QStringLiteral(" + ") + stepName(r.id);
            else
                names << stepName(r.id);
            last = r.walk;
        }
        return names.join(QStringLiteral(" → "));
    };
    const QString bytesEach = tr("%1 bytes each").arg(lm.bytesPerElement);
    const QList<QStringList> rows = {
        {tr("walks, step by step"), count(lm.passes), count(rm.passes)},
        {tr("the steps that walk"), walkers(ln), walkers(rms)},
        {tr("elements read"), count(lm.readElements), count(rm.readElements)},
        {tr("elements written"), count(lm.writeElements), count(rm.writeElements)},
        {tr("bytes moved (%1)").arg(bytesEach), count(lm.readBytes() + lm.writeBytes()),
         count(rm.readBytes() + rm.writeBytes())},
        {tr("a fused kernel: walks"), count(nk::MemoryFigures::kFusedPasses),
         count(nk::MemoryFigures::kFusedPasses)},
        {tr("a fused kernel: bytes moved"), count(lm.fusedReadBytes() + lm.fusedWriteBytes()),
         count(rm.fusedReadBytes() + rm.fusedWriteBytes())},
    };
    for (int i = 0; i < rows.size(); ++i) {
        const int row = sheet.table->rowCount();
        sheet.table->insertRow(row);
        // Row 1 names steps; the others are numbers.
        for (int c = 0; c < 3; ++c)
            sheet.table->setItem(row, c, cell(rows[i][c], c > 0 && i != 1));
    }
    sheet.chart->setTitle(tr("Bytes moved per row"));
    sheet.chart->setCategories({tr("step by step"), tr("fused kernel")});
    sheet.chart->setSeries(0, QStringLiteral("LayerNorm"), Theme::layerNorm(),
                           {double(lm.readBytes() + lm.writeBytes()),
                            double(lm.fusedReadBytes() + lm.fusedWriteBytes())});
    sheet.chart->setSeries(1, QStringLiteral("RMSNorm"), Theme::rmsNorm(),
                           {double(rm.readBytes() + rm.writeBytes()),
                            double(rm.fusedReadBytes() + rm.fusedWriteBytes())});
    sheet.chart->truncateSeries(2);
    sheet.chart->setValueAxisTitle(tr("bytes"));
    sheet.summary->setText(
        tr("Step by step, every walk reads the row again and some keep an "
           "intermediate. A fused kernel reads x once and writes y once for both "
           "norms: the same bytes."));
}

QList<ChapterPanel::Question> CostWalksPage::questions() const
{
    const nk::NormTrace &ln = *controller()->layerNorm();
    const nk::NormTrace &rms = *controller()->rmsNorm();
    return {ChapterPanel::question(
                "CostWalksPage",
                QT_TRANSLATE_NOOP("CostWalksPage",
                                  "LayerNorm: how many walks over the table, step by step?"),
                double(nk::MonitorNumbers::memory(ln).passes)),
            ChapterPanel::question("CostWalksPage",
                                   QT_TRANSLATE_NOOP("CostWalksPage", "RMSNorm: how many walks?"),
                                   double(nk::MonitorNumbers::memory(rms).passes))};
}

bool CostWalksPage::coverAnswers(QTableWidget *table) const
{
    // The walks and the elements and bytes they move; the steps' names stay.
    for (int r : {0, 2, 3, 4})
        for (int c = 1; c < table->columnCount(); ++c)
            if (QTableWidgetItem *item = table->item(r, c))
                item->setText(QStringLiteral("?"));
    return true;
}

} // namespace nk::ui
