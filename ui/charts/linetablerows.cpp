#include "charts/linetablerows.h"

#include <cmath>
#include <map>
#include <utility>

namespace nk::ui {

QVector<QVector<QVariant>> LineTableRows::of(const QList<QVector<QPointF>> &series)
{
    // Keyed by (x, occurrence).
    std::map<std::pair<double, int>, QVector<QVariant>> rows;
    const int n = int(series.size());
    for (int i = 0; i < n; ++i) {
        std::map<double, int> seen;
        for (const QPointF &p : series[i]) {
            if (!std::isfinite(p.x()))
                continue;
            const int k = seen[p.x()]++;
            QVector<QVariant> &row = rows[{p.x(), k}];
            if (row.isEmpty()) {
                row.resize(n + 1);
                row[0] = p.x();
            }
            row[i + 1] = p.y();
        }
    }
    QVector<QVector<QVariant>> out;
    out.reserve(int(rows.size()));
    for (auto &entry : rows)
        out << entry.second;
    return out;
}

} // namespace nk::ui
