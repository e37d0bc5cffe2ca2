#include "charts/chartsummary.h"

#include "charts/charttablemodel.h"

#include <QStringList>

#include <algorithm>
#include <cmath>

namespace nk::ui {

QString ChartSummary::describe(const ChartTable &t, const QString &tableShortcut)
{
    if (t.rows.isEmpty() || t.columns.size() < 2)
        return tr("The chart shows no values yet.");
    // Few rows: every value, as a listener would read the table. Many: each series' range.
    constexpr int kListed = 12;
    QStringList parts;
    parts << tr("Series: %1; rows: %2.").arg(t.columns.size() - 1).arg(t.rows.size());
    for (int c = 1; c < t.columns.size(); ++c) {
        QStringList values;
        double lo = 0.0, hi = 0.0;
        int count = 0, bad = 0;
        for (const QVector<QVariant> &row : t.rows) {
            const QVariant cell = c < row.size() ? row[c] : QVariant();
            if (!cell.isValid())
                continue;
            if (t.rows.size() <= kListed)
                values << tr("%1: %2").arg(ChartTableModel::cellText(row.value(0)),
                                           ChartTableModel::cellText(cell));
            const double v = cell.toDouble();
            if (!std::isfinite(v)) {
                ++bad;
                continue;
            }
            lo = count == 0 ? v : std::min(lo, v);
            hi = count == 0 ? v : std::max(hi, v);
            ++count;
        }
        QString line;
        if (t.rows.size() <= kListed) {
            line = tr("%1 (by %2): %3.")
                       .arg(t.columns[c], t.columns[0], values.join(QLatin1String("; ")));
        } else {
            line = tr("%1: values at %2 rows").arg(t.columns[c]).arg(count + bad);
            if (count > 0)
                line += QLatin1Char(' ') +
                        tr("from %1 to %2")
                            .arg(ChartTableModel::cellText(lo), ChartTableModel::cellText(hi));
            if (bad > 0)
                line += QLatin1Char(' ') + tr("(not finite: %1)").arg(bad);
            line += QLatin1Char('.');
        }
        parts << line;
    }
    if (t.rows.size() > kListed)
        parts << tr("Show as table (%1) lists every value.").arg(tableShortcut);
    return parts.join(QLatin1Char(' '));
}

} // namespace nk::ui
