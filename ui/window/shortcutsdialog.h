#pragma once

#include <QDialog>

class QTableWidget;

namespace nk::ui {

// Help ▸ Keyboard shortcuts: every key the window answers, the classroom keys (ClassroomKeyFilter)
// and every menu action's shortcuts, read from the actions themselves so the list never drifts.
class ShortcutsDialog : public QDialog
{
    Q_OBJECT

public:
    // window: whose actions to list (their shortcuts work everywhere, presentation included).
    explicit ShortcutsDialog(QWidget *window, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }

private:
    QTableWidget *m_table;
};

} // namespace nk::ui
