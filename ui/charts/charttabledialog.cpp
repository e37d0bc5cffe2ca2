#include "charts/charttabledialog.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace nk::ui {

ChartTableDialog::ChartTableDialog(QWidget *parent)
    : QDialog(parent)
    , m_model(new ChartTableModel({}, this))
    , m_view(new QTableView(this))
    , m_caption(new QLabel(this))
{
    setObjectName(QStringLiteral("chartTableDialog"));
    m_caption->setWordWrap(true);
    m_view->setModel(m_model);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Tab leaves the table for the buttons; the arrows move between cells.
    m_view->setTabKeyNavigation(false);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->hide(); // the first column names each row
    // Every column as wide as its header or its widest number, none stretched: a stretched
    // last column pulled the numbers apart from their row's name.
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setStretchLastSection(false);
    m_caption->setBuddy(m_view);

    auto *copy = new QAction(this);
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(copy, &QAction::triggered, this, &ChartTableDialog::copySelection);
    m_view->addAction(copy);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *copyAll = buttons->addButton(tr("Copy all"), QDialogButtonBox::ActionRole);
    copyAll->setToolTip(tr("Copy every cell, tab-separated, for a spreadsheet (Ctrl+C copies "
                           "the selected cells)"));
    connect(copyAll, &QPushButton::clicked, this,
            [this] { QApplication::clipboard()->setText(m_model->toTsv()); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_caption);
    layout->addWidget(m_view, 1);
    layout->addWidget(buttons);
    resize(640, 480);
}

void ChartTableDialog::setTable(const QString &title, ChartTable table)
{
    const QString name = title.isEmpty() ? tr("Chart") : title;
    setWindowTitle(tr("%1 — table").arg(name));
    m_caption->setText(tr("The numbers the chart “%1” shows:").arg(name));
    m_view->setAccessibleName(tr("Table of the chart “%1”").arg(name));
    m_model->setTable(std::move(table));
    fitToColumns();
}

void ChartTableDialog::fitToColumns()
{
    // As wide as the columns (and the frame, margins and a scroll bar), within the screen.
    m_view->resizeColumnsToContents();
    int columns = 0;
    for (int c = 0; c < m_model->columnCount(); ++c)
        columns += m_view->columnWidth(c);
    const QMargins margins = layout() ? layout()->contentsMargins() : QMargins();
    const int wanted = columns + 2 * m_view->frameWidth() + margins.left() + margins.right() +
                       m_view->style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 4;
    const QScreen *screen = this->screen();
    const int most = screen ? screen->availableGeometry().width() * 9 / 10 : 1600;
    resize(std::clamp(wanted, 360, std::max(360, most)), height());
}

void ChartTableDialog::copySelection()
{
    const QModelIndexList cells =
        m_view->selectionModel() ? m_view->selectionModel()->selectedIndexes() : QModelIndexList();
    QApplication::clipboard()->setText(m_model->toTsv(cells));
}

} // namespace nk::ui
