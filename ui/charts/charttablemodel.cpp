#include "charts/charttablemodel.h"

#include "norm/numberformat.h"

#include <QSet>

#include <algorithm>

namespace nk::ui {

ChartTableModel::ChartTableModel(ChartTable table, QObject *parent)
    : QAbstractTableModel(parent)
    , m_table(std::move(table))
{
}

void ChartTableModel::setTable(ChartTable table)
{
    beginResetModel();
    m_table = std::move(table);
    endResetModel();
}

int ChartTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_table.rows.size());
}

int ChartTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_table.columns.size());
}

QString ChartTableModel::cellText(const QVariant &cell)
{
    if (cell.typeId() == QMetaType::Double)
        return QString::fromStdString(nk::NumberFormat::number(cell.toDouble(), kDigits));
    return cell.toString();
}

QVariant ChartTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const QVector<QVariant> &row = m_table.rows[index.row()];
    const QVariant cell = index.column() < row.size() ? row[index.column()] : QVariant();
    switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole:
        return cellText(cell);
    case Qt::EditRole:
        return cell;
    case Qt::TextAlignmentRole:
        return cell.typeId() == QMetaType::Double ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                                  : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    default:
        return {};
    }
}

QVariant ChartTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole && role != Qt::AccessibleTextRole)
        return {};
    if (orientation == Qt::Horizontal)
        return section >= 0 && section < columnCount() ? m_table.columns[section] : QVariant();
    return section + 1;
}

QString ChartTableModel::toTsv(const QModelIndexList &cells) const
{
    QVector<int> rows, columns;
    if (cells.isEmpty()) {
        for (int r = 0; r < rowCount(); ++r)
            rows << r;
        for (int c = 0; c < columnCount(); ++c)
            columns << c;
    } else {
        QSet<int> rs, cs;
        for (const QModelIndex &i : cells) {
            rs.insert(i.row());
            cs.insert(i.column());
        }
        rows = QVector<int>(rs.begin(), rs.end());
        columns = QVector<int>(cs.begin(), cs.end());
        std::sort(rows.begin(), rows.end());
        std::sort(columns.begin(), columns.end());
    }
    auto copyText = [](const QVariant &cell) {
        if (cell.typeId() == QMetaType::Double)
            return QString::number(cell.toDouble(), 'g', 10);
        return cell.toString();
    };
    QStringList lines;
    QStringList header;
    for (int c : columns)
        header << m_table.columns[c];
    lines << header.join(QLatin1Char('\t'));
    for (int r : rows) {
        QStringList line;
        for (int c : columns)
            line << copyText(data(index(r, c), Qt::EditRole));
        lines << line.join(QLatin1Char('\t'));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace nk::ui
