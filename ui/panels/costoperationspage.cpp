#include "panels/costoperationspage.h"

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

void CostOperationsPage::fill(const Sheet &sheet) const
{
    const nk::NormTrace &ln = *controller()->layerNorm();
    const nk::NormTrace &rms = *controller()->rmsNorm();
    sheet.heading->setText(tr("Operations counted per step, by kind (d = %1)").arg(ln.d()));
    setHeader(sheet, {tr("step"), tr("add"), tr("sub"), tr("mul"), tr("div"), tr("sqrt"),
                      tr("this step"), tr("running total")});
    for (const nk::NormTrace *t : {&ln, &rms}) {
        const bool isLn = t == &ln;
        const QColor accent = isLn ? Theme::layerNorm() : Theme::rmsNorm();
        int row = sheet.table->rowCount();
        sheet.table->insertRow(row);
        auto *title = cell(
            isLn ? tr("LayerNorm (%1 variance)").arg(SettingNames::variance(t->settings.variance))
                 : tr("RMSNorm"),
            false);
        title->setForeground(accent);
        QFont bold = sheet.table->font();
        bold.setBold(true);
        title->setFont(bold);
        sheet.table->setItem(row, 0, title);
        sheet.table->setSpan(row, 0, 1, sheet.table->columnCount());
        for (const nk::LedgerRow &r : nk::CostLedger::rows(*t)) {
            if (r.id == nk::StepId::Input)
                continue; // reading the input is no operation
            row = sheet.table->rowCount();
            sheet.table->insertRow(row);
            sheet.table->setItem(row, 0, cell(stepName(r.id), false));
            const long long kinds[] = {r.ops.add, r.ops.sub, r.ops.mul, r.ops.div, r.ops.sqrt};
            for (int k = 0; k < 5; ++k)
                sheet.table->setItem(row, 1 + k, cell(count(kinds[k])));
            sheet.table->setItem(row, 6, cell(count(r.ops.total())));
            auto *run = cell(count(r.runningTotal.total()));
            run->setForeground(accent);
            sheet.table->setItem(row, 7, run);
        }
    }
    sheet.chart->setTitle(tr("Operations by kind, whole row"));
    sheet.chart->setCategories({tr("add"), tr("sub"), tr("mul"), tr("div"), tr("sqrt")});
    auto kinds = [](const nk::OpCounts &o) {
        return QVector<double>{double(o.add), double(o.sub), double(o.mul), double(o.div),
                               double(o.sqrt)};
    };
    sheet.chart->setSeries(0, QStringLiteral("LayerNorm"), Theme::layerNorm(), kinds(ln.ops));
    sheet.chart->setSeries(1, QStringLiteral("RMSNorm"), Theme::rmsNorm(), kinds(rms.ops));
    sheet.chart->truncateSeries(2);
    sheet.chart->setValueAxisTitle(tr("operations"));
    sheet.summary->setText(tr("In all: LayerNorm %1 operations, RMSNorm %2. RMSNorm has no "
                              "subtractions: it never centres.")
                               .arg(ln.ops.total())
                               .arg(rms.ops.total()));
}

QList<ChapterPanel::Question> CostOperationsPage::questions() const
{
    const nk::NormTrace &ln = *controller()->layerNorm();
    const nk::NormTrace &rms = *controller()->rmsNorm();
    return {ChapterPanel::question(
                "CostOperationsPage",
                QT_TRANSLATE_NOOP("CostOperationsPage",
                                  "LayerNorm: how many operations in all, for d = %1?"),
                double(ln.ops.total()), {QString::number(ln.d())}),
            ChapterPanel::question(
                "CostOperationsPage",
                QT_TRANSLATE_NOOP("CostOperationsPage", "RMSNorm: how many operations in all?"),
                double(rms.ops.total()))};
}

bool CostOperationsPage::coverAnswers(QTableWidget *table) const
{
    // Every count; the chefs' title rows stay.
    for (int r = 0; r < table->rowCount(); ++r)
        if (table->columnSpan(r, 0) == 1)
            for (int c = 1; c < table->columnCount(); ++c)
                if (QTableWidgetItem *item = table->item(r, c))
                    item->setText(QStringLiteral("?"));
    return true;
}

} // namespace nk::ui
