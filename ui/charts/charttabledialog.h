#pragma once

#include "charts/charttablemodel.h"

#include <QDialog>

class QLabel;
class QTableView;

namespace nk::ui {

// A chart's numbers as a table ("Show as table"): the same series the chart draws, one row per
// x value or category, for screen readers, for keyboard users and to copy into a spreadsheet
// (Ctrl+C copies the selection, "Copy all" every cell).
class ChartTableDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ChartTableDialog(QWidget *parent = nullptr);

    void setTable(const QString &title, ChartTable table);
    ChartTableModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    // Puts the selected cells (every cell when none is selected) on the clipboard.
    void copySelection();

private:
    void fitToColumns();

    ChartTableModel *m_model;
    QTableView *m_view;
    QLabel *m_caption;
};

} // namespace nk::ui
