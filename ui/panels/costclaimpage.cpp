#include "panels/costclaimpage.h"

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

QString CostClaimPage::formulaText(const nk::CountFormula &f, long long value)
{
    return QStringLiteral("%1d + %2 = %3").arg(f.perElement).arg(f.constant).arg(value);
}

QString CostClaimPage::claimText(double perElement, double value)
{
    return QStringLiteral("%1d = %2")
        .arg(NumberText::number(perElement, kDigits))
        .arg(qlonglong(std::llround(value)));
}

void CostClaimPage::fill(const Sheet &sheet) const
{
    const nk::ClaimComparison c =
        nk::CostLedger::claims(*controller()->layerNorm(), *controller()->rmsNorm());
    sheet.heading->setText(tr("A common claim beside the count (d = %1)").arg(c.d));
    setHeader(sheet, {QString(), QStringLiteral("LayerNorm"), QStringLiteral("RMSNorm"),
                      tr("LN ÷ RMS"), tr("RMSNorm saves")});
    const QList<QStringList> rows = {
        {tr("a common claim"),
         claimText(nk::claims::kCommonClaimLayerNormPerElement, c.claimLayerNorm),
         claimText(nk::claims::kCommonClaimRmsNormPerElement, c.claimRmsNorm),
         NumberText::ratio(c.claimRatio), NumberText::percent(c.claimSaving)},
        {tr("counted here"), formulaText(c.layerNormFormula, c.countedLayerNorm),
         formulaText(c.rmsNormFormula, c.countedRmsNorm), NumberText::ratio(c.countedRatio),
         NumberText::percent(c.countedSaving)},
        {tr("profilers (DeepSpeed, fvcore)"),
         claimText(nk::claims::kProfilerLayerNormPerElement, c.profilerLayerNorm),
         QStringLiteral("—"), QStringLiteral("—"), QStringLiteral("—")},
    };
    for (const QStringList &r : rows) {
        const int row = sheet.table->rowCount();
        sheet.table->insertRow(row);
        for (int k = 0; k < r.size(); ++k)
            sheet.table->setItem(row, k, cell(r[k], k > 0));
    }
    sheet.chart->setTitle(tr("Operations per row"));
    sheet.chart->setCategories({tr("a common claim"), tr("counted here")});
    sheet.chart->setSeries(0, QStringLiteral("LayerNorm"), Theme::layerNorm(),
                           {c.claimLayerNorm, double(c.countedLayerNorm)});
    sheet.chart->setSeries(1, QStringLiteral("RMSNorm"), Theme::rmsNorm(),
                           {c.claimRmsNorm, double(c.countedRmsNorm)});
    sheet.chart->truncateSeries(2);
    sheet.chart->setValueAxisTitle(tr("operations"));
    sheet.summary->setText(
        tr("The claim counts %1 fewer operations than LayerNorm actually does "
           "here; the count saves %2, not %3.")
            .arg(qlonglong(std::llround(c.claimLayerNorm)) - c.countedLayerNorm)
            .arg(NumberText::percent(c.countedSaving), NumberText::percent(c.claimSaving)));
}

QList<ChapterPanel::Question> CostClaimPage::questions() const
{
    const nk::ClaimComparison c =
        nk::CostLedger::claims(*controller()->layerNorm(), *controller()->rmsNorm());
    return {ChapterPanel::question(
                "CostClaimPage",
                QT_TRANSLATE_NOOP("CostClaimPage", "LayerNorm: operations counted for this row?"),
                double(c.countedLayerNorm)),
            ChapterPanel::question(
                "CostClaimPage", QT_TRANSLATE_NOOP("CostClaimPage", "RMSNorm: operations counted?"),
                double(c.countedRmsNorm))};
}

bool CostClaimPage::coverAnswers(QTableWidget *table) const
{
    // The counted row.
    for (int c = 1; c < table->columnCount(); ++c)
        if (QTableWidgetItem *item = table->item(1, c))
            item->setText(QStringLiteral("?"));
    return true;
}

} // namespace nk::ui
