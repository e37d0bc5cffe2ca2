#include "window/shortcutsdialog.h"

#include "window/classroomkeyfilter.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QKeySequence>
#include <QRegularExpression>
#include <QTableWidget>
#include <QVBoxLayout>

namespace nk::ui {

namespace {

QString keysText(const QList<QKeySequence> &keys)
{
    QStringList parts;
    for (const QKeySequence &k : keys)
        parts << k.toString(QKeySequence::NativeText);
    return parts.join(QStringLiteral("  /  "));
}

} // namespace

ShortcutsDialog::ShortcutsDialog(QWidget *window, QWidget *parent)
    : QDialog(parent)
    , m_table(new QTableWidget(this))
{
    setWindowTitle(tr("Keyboard shortcuts"));
    QList<QPair<QString, QString>> rows;
    for (const ClassroomKeyFilter::KeyHelp &k : ClassroomKeyFilter::keyHelp())
        rows.append({keysText(k.keys), k.what});
    for (const QAction *a : window->actions()) {
        if (a->shortcuts().isEmpty())
            continue;
        QString what = a->text();
        what.remove(QRegularExpression(QStringLiteral("\\(&.\\)"))); // Chinese "(&F)" mnemonics
        what.remove(QLatin1Char('&'));
        rows.append({keysText(a->shortcuts()), what});
    }
    // Keys of the focused control: not window actions, so listed here by hand.
    rows.append({keysText({QKeySequence(Qt::Key_Tab), QKeySequence(Qt::SHIFT | Qt::Key_Tab)}),
                 tr("Move to the next or previous control")});
    rows.append({keysText({QKeySequence(Qt::CTRL | Qt::Key_T)}),
                 tr("Show the focused chart as a table (also its Table button and context menu)")});
    rows.append({keysText({QKeySequence::Copy}), tr("Copy the selected cells of a chart's table")});
    rows.append({keysText({QKeySequence(Qt::Key_Left), QKeySequence(Qt::Key_Right),
                           QKeySequence(Qt::Key_Home), QKeySequence(Qt::Key_End)}),
                 tr("In the vector bars (Start): choose an element")});
    rows.append({keysText({QKeySequence(Qt::Key_Up), QKeySequence(Qt::Key_Down),
                           QKeySequence(Qt::SHIFT | Qt::Key_Up)}),
                 tr("In the vector bars (Start): raise or lower the element (Shift: finer)")});
    m_table->setColumnCount(2);
    m_table->setRowCount(int(rows.size()));
    m_table->setHorizontalHeaderLabels({tr("Keys"), tr("Action")});
    for (int r = 0; r < rows.size(); ++r) {
        m_table->setItem(r, 0, new QTableWidgetItem(rows[r].first));
        m_table->setItem(r, 1, new QTableWidgetItem(rows[r].second));
    }
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setTabKeyNavigation(false);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setAccessibleName(tr("Keyboard shortcuts"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    layout->addWidget(buttons);
    resize(720, 560);
}

} // namespace nk::ui
