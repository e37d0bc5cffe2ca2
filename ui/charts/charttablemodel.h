#pragma once

#include <QAbstractTableModel>
#include <QModelIndexList>
#include <QStringList>
#include <QVariant>
#include <QVector>

namespace nk::ui {

// What a chart shows, as columns and rows: the chart's "Show as table" alternative and the text
// a screen reader gets. A cell is a number (double), a text (QString) or empty (no point there).
struct ChartTable
{
    QStringList columns;
    QVector<QVector<QVariant>> rows;
};

// A read-only model of a ChartTable. The display writes numbers as the app does everywhere
// (nk::NumberFormat, kDigits significant digits); Qt::EditRole gives the double itself.
class ChartTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    static constexpr int kDigits = 6;

    explicit ChartTableModel(ChartTable table = {}, QObject *parent = nullptr);

    void setTable(ChartTable table);
    const ChartTable &table() const { return m_table; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // The cells as tab-separated lines with the header first, for a spreadsheet: the rows and
    // columns the given cells span (every cell when empty). Numbers keep 10 significant digits
    // and an ASCII minus, so that a spreadsheet reads them as numbers.
    QString toTsv(const QModelIndexList &cells = {}) const;
    // A cell as the table shows it.
    static QString cellText(const QVariant &cell);

private:
    ChartTable m_table;
};

} // namespace nk::ui
